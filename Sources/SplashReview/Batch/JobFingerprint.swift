import Foundation
import SplashScene
import SplashVideo
import SplashImport
import SplashRender

/// The content hash of a job's outputs: SHA-256 of a text listing
/// everything that determines their bytes.
///
///     splashvid 0.1.0                 the version (new code may draw differently)
///     fingerprint 4                   this text's format
///     ffmpeg avcodec 59.37.100 …      the FFmpeg libraries' versions and libx264's
///                                     instruction sets (a new encoder may give other bytes)
///     source <sha>                    the scene's JSON (a preset's embedded text)
///     job {"crf":18,…}                the job's render, encoded whole with sorted keys,
///                                     every file it names by its bytes' digest
///     contact-sheet evenly=12 …       the contact sheet's constants
///     launch-screen <sha>             the app's launch screen as laid out, written as a scene file
///     image <sha>                     every image the resolved scene draws
///     font <sha>                      every font file its text uses
///     lottie <sha>                    every Lottie file its layers play
///
/// The job is the `RenderJob` the batch renders, encoded as it is (its
/// `Encodable` conformance, every stored property): a setting added to
/// it is in the hash without a line here. Paths never enter it, only
/// bytes, so a checkout in another folder (a CI runner) computes the same
/// hash: the outputs are named within the output folder, and the scene
/// file, image parameters and launch screen by their digests.
enum JobFingerprint {
    static let formatVersion = 4

    static func hash(of job: BatchJob, scene: Scene, fonts: [String], digests: FileDigests, version: String = SplashvidVersion.current,
                     ffmpeg: String = FFmpegVersions.summary) throws -> String {
        try hash(of: job.render(in: outputRoot), scene: scene, fonts: fonts, digests: digests, version: version, ffmpeg: ffmpeg)
    }

    /// Where a job's outputs are named from in the hash (never a real folder).
    static let outputRoot = URL(fileURLWithPath: "/", isDirectory: true)

    static func hash(of render: RenderJob, scene: Scene, fonts: [String], digests: FileDigests, version: String = SplashvidVersion.current,
                     ffmpeg: String = FFmpegVersions.summary) throws -> String {
        var lines = ["splashvid \(version)", "fingerprint \(formatVersion)", "ffmpeg \(ffmpeg)"]
        let sourceDigest = SHA256.hex([UInt8](try render.source.data()))
        lines.append("source \(sourceDigest)")
        lines.append("job \(try encoded(render, sourceDigest: sourceDigest, scene: scene, digests: digests))")
        lines.append("contact-sheet evenly=\(ContactSheet.evenlySpacedCount) thumbnail=\(ContactSheetLayout.maximumThumbnail.width)x\(ContactSheetLayout.maximumThumbnail.height)")
        if render.launchScreen != nil {
            // The app's launch screen as laid out (files by their bytes).
            lines.append("launch-screen \(try launchScreenDigest(scene, digests: digests))")
        }
        for path in scene.imageSources.sorted() { lines.append("image \(try digests.digest(ofFile: path))") }
        for path in scene.importedFiles.sorted() {
            // A built-in animation ("builtin:splash") is its embedded text, not a file.
            if path.hasPrefix(LottieContents.builtinPrefix) {
                let json = Preset.builtinAnimation(named: String(path.dropFirst(LottieContents.builtinPrefix.count))) ?? ""
                lines.append("lottie \(path) \(SHA256.hex(Array(json.utf8)))")
            } else {
                lines.append("lottie \(try digests.digest(ofFile: path))")
            }
        }
        for path in fonts { lines.append("font \(try digests.digest(ofFile: path))") }
        var hasher = SHA256()
        hasher.update(lines.joined(separator: "\n"))
        return hasher.finalizeHex()
    }

    /// The job encoded with sorted keys, after naming by digest what it
    /// names by path: the scene file (hashed on the `source` line), image
    /// parameters the scene draws, and the launch screen's files (hashed
    /// as laid out on the `launch-screen` line).
    static func encoded(_ render: RenderJob, sourceDigest: String, scene: Scene, digests: FileDigests) throws -> String {
        var job = render
        let byDigest = URL(fileURLWithPath: "/sha256/\(sourceDigest)")
        switch job.source {
        case .preset: break
        case .file: job.source = .file(byDigest)
        case .lottie(_, let options): job.source = .lottie(byDigest, options)
        case .code(_, let options): job.source = .code(byDigest, options)
        }
        // Only files the scene draws are hashed: a text that happens to be a path is text.
        let images = scene.imageSources
        for (name, value) in job.parameters where images.contains(value) {
            job.parameters[name] = "file:\(try digests.digest(ofFile: value))"
        }
        if var launch = job.launchScreen {
            launch.path = "launch-screen"
            launch.assets = launch.assets.map { _ in "asset-catalog" }
            job.launchScreen = launch
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(job), as: UTF8.self)
    }

    /// The scene with the launch screen shown, its image files named by
    /// their digests, written as a scene file (`SceneWriter`: the same
    /// scene always gives the same bytes). A scene the file format cannot
    /// say gives a digest of its own each time, so its outputs are never
    /// reused rather than reused when stale.
    static func launchScreenDigest(_ scene: Scene, digests: FileDigests) throws -> String {
        let renamed = try scene.renamingImageSources { try digests.digest(ofFile: $0) }
        do {
            return SHA256.hex(Array(try SceneWriter.json(renamed).utf8))
        } catch {
            return "unwritable \(UUID().uuidString)"
        }
    }
}
