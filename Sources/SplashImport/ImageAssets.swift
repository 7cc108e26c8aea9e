import Foundation
import SplashCompositor
import SplashRaster
import SplashPDF
import SplashSVG
import SplashScene
import SplashVideo
import SplashGeometry

/// Reads and decodes the images a scene draws, once per render.
///
/// Bitmaps (PNG, JPEG, WebP) are read by Swift and handed to libavcodec's
/// decoders as bytes (never opened through libavformat, so an "image" that
/// is really a playlist cannot make splashvid read other files or the
/// network); their mipmaps are built here, once, not per frame. SVG files
/// (by the `.svg` extension or a leading `<`) and PDF files (by `.pdf` or
/// a `%PDF-` header: asset catalogs' "Preserve Vector Data" images, read by
/// SplashPDF) become vector images.
public enum ImageAssets {
    /// Largest image file read.
    public static let maximumFileBytes = 256 << 20
    /// Largest decoded image, in pixels (refused before decoding).
    public static let maximumPixels = 100_000_000
    /// Most pixels all the images of one render hold together, decoded
    /// (4 bytes each, a third more for mipmaps: about 530 MB, a part of the
    /// README's peak-memory promise): each image is refused from its header
    /// once it would not fit in what is left. Twenty-seven full-screen
    /// iPhone 15 Pro Max pictures.
    public static let maximumTotalPixels = 100_000_000

    public static func load(for scene: Scene) throws -> [String: ImageAsset] {
        try load(scene.imageSources.sorted(), totalPixels: maximumTotalPixels)
    }

    static func load(_ sources: [String], totalPixels: Int) throws -> [String: ImageAsset] {
        var images: [String: ImageAsset] = [:]
        var left = totalPixels
        for source in sources {
            let asset = try load(source, maxPixels: min(maximumPixels, left), totalPixels: totalPixels)
            if case .bitmap(let image) = asset { left -= image.width * image.height }
            images[source] = asset
            // The pictures an SVG carries, decoded like files and counted
            // against the same pixels.
            if case .vector(let vector) = asset {
                for embedded in vector.embeddedImages {
                    let image = try bitmap(embedded.bytes, named: "the picture #\(embedded.index + 1) inside the SVG \(source)",
                                           maxPixels: min(maximumPixels, left), totalPixels: totalPixels)
                    left -= image.width * image.height
                    images[ImageAsset.embeddedKey(source: source, index: embedded.index)] = .bitmap(image)
                }
            }
        }
        return images
    }

    /// An image file read and decoded as a scene's image is (`splashvid
    /// check`): its error, or nothing when it would draw.
    public static func check(file path: String) throws {
        _ = try load(path)
    }

    /// One image, refused when it has more than `maxPixels` pixels (less
    /// than `maximumPixels` when the render's other images took the rest).
    static func load(_ source: String, maxPixels: Int = maximumPixels, totalPixels: Int = maximumTotalPixels) throws -> ImageAsset {
        let bytes = try ImageSourceBytes.read(source, limit: maximumFileBytes)
        let path = ImageSourceBytes.displayName(source)
        if isSVG(path: path, bytes: bytes) {
            do { return .vector(try VectorImage(svg: bytes)) } catch {
                throw RenderError("cannot use the SVG \(path): \(error)")
            }
        }
        if isPDF(path: path, bytes: bytes) {
            do { return .vector(try VectorImage(pdf: bytes)) } catch {
                throw RenderError("cannot use the PDF \(path): \(error)")
            }
        }
        return .bitmap(try bitmap(bytes, named: "the image \(path)", maxPixels: maxPixels, totalPixels: totalPixels))
    }

    /// A PNG, JPEG or WebP decoded by libavcodec, with its mipmaps; `name`
    /// says what it is in messages ("the image logo.png").
    static func bitmap(_ bytes: [UInt8], named name: String, maxPixels: Int, totalPixels: Int) throws -> SampledImage {
        let decoded: DecodedImage
        do { decoded = try ImageDecoder.decode(bytes, maxPixels: maxPixels) } catch ImageDecodingError.tooLarge(let width, let height, _) where maxPixels < maximumPixels {
            throw RenderError("cannot use \(name) (\(width)×\(height)): the scene's images together are at most \(totalPixels) pixels, and the others take \(totalPixels - maxPixels)")
        } catch {
            throw RenderError("cannot use \(name): \(error)")
        }
        guard let pixmap = Pixmap(width: decoded.width, height: decoded.height, bytes: decoded.pixels) else {
            throw RenderError("cannot use \(name): its decoded size does not match its pixels")
        }
        return SampledImage(pixmap)
    }

    /// A PDF by name, or by content: `%PDF-` near the start (PDF 32000-1 §7.5.2).
    static func isPDF(path: String, bytes: [UInt8]) -> Bool {
        path.lowercased().hasSuffix(".pdf") || path.hasSuffix("application/pdf") || VectorImage.looksLikePDF(bytes)
    }

    /// An SVG by name, or by content: XML starts with `<` (after an
    /// optional byte-order mark and white space), which no bitmap format does.
    static func isSVG(path: String, bytes: [UInt8]) -> Bool {
        if path.lowercased().hasSuffix(".svg") || path.hasSuffix("image/svg+xml") { return true }
        var rest = bytes.prefix(64)[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        return rest.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }
}
