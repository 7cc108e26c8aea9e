import Foundation
import SplashRaster
import SplashScene
import SplashVideo

/// Reads and decodes the bitmaps a scene draws, once per render.
///
/// Files are read by Swift and handed to libavcodec's decoders as bytes
/// (never opened through libavformat, so an "image" that is really a
/// playlist cannot make splashvid read other files or the network); mipmaps
/// are built here, once, not per frame.
public enum ImageAssets {
    /// Largest image file read.
    public static let maximumFileBytes = 256 << 20
    /// Largest decoded image, in pixels (refused before decoding).
    public static let maximumPixels = 100_000_000

    public static func load(for scene: Scene) throws -> [String: SampledImage] {
        var images: [String: SampledImage] = [:]
        for source in scene.imageSources.sorted() {
            images[source] = try load(source)
        }
        return images
    }

    static func load(_ path: String) throws -> SampledImage {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, (attributes[.type] as? FileAttributeType) != .typeDirectory else {
            throw RenderError("cannot read the image \(path): no such file")
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > maximumFileBytes {
            throw RenderError("the image \(path) is \(size.intValue >> 20) MiB; images are at most \(maximumFileBytes >> 20) MiB")
        }
        let bytes: [UInt8]
        do { bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            throw RenderError("cannot read the image \(path): \(error.localizedDescription)")
        }
        let decoded: DecodedImage
        do { decoded = try ImageDecoder.decode(bytes, maxPixels: maximumPixels) } catch {
            throw RenderError("cannot use the image \(path): \(error)")
        }
        guard let pixmap = Pixmap(width: decoded.width, height: decoded.height, bytes: decoded.pixels) else {
            throw RenderError("cannot use the image \(path): its decoded size does not match its pixels")
        }
        return SampledImage(pixmap)
    }
}
