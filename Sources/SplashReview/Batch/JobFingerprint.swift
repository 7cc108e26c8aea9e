import Foundation
import SplashScene
import SplashVideo
import SplashImport
import SplashRender

/// The content hash of a job's outputs: SHA-256 of a text listing
/// everything that determines their bytes.
///
///     splashvid 0.1.0                 the version (new code may draw differently)
///     ffmpeg avcodec 59.37.100 …      the FFmpeg libraries' versions and libx264's
///                                     instruction sets (a new encoder may give other bytes)
///     source preset kugou <sha>       the scene's JSON (a preset's embedded text)
///     parameter text=Hello            parameter values (image files by their bytes)
///     screen 375x667 @2               canvas in points and scale
///     video fps=30 crf=18 …           encoder settings, and which outputs
///     image <sha>                     every image the resolved scene draws
///     font <sha>                      every font file its text uses
///     lottie <sha>                    every Lottie file its layers play
///
/// Paths never enter it, only bytes, so a checkout in another folder (a
/// CI runner) computes the same hash.
enum JobFingerprint {
    static let formatVersion = 3

    static func hash(of job: BatchJob, scene: Scene, fonts: [String], digests: FileDigests, version: String = SplashvidVersion.current,
                     ffmpeg: String = FFmpegVersions.summary) throws -> String {
        var lines = ["splashvid \(version)", "fingerprint \(formatVersion)", "ffmpeg \(ffmpeg)"]
        lines.append("source \(job.source.kindName) \(SHA256.hex([UInt8](try job.source.data())))")
        let images = scene.imageSources
        for name in job.parameters.keys.sorted() {
            let value = job.parameters[name] ?? ""
            // Only files the scene draws are hashed: a text that happens to be a path is text.
            if images.contains(value) {
                lines.append("parameter \(name)=file:\(try digests.digest(ofFile: value))")
            } else {
                lines.append("parameter \(name)=\(value.debugDescription)")
            }
        }
        // A frame is named only when drawn, so older hashes hold.
        let frame = job.frame == .none ? "" : " frame=\(job.frame.rawValue)"
        lines.append("screen \(job.screen.canvas.width)x\(job.screen.canvas.height) @\(job.screen.scale)\(frame)")
        let encoder = job.encoderSettings
        // A size budget is named only when given, so older hashes hold.
        let budget = job.maxSize.map { " max-size=\($0.bytes)" } ?? ""
        lines.append("encoder fps=\(job.fps) crf=\(encoder.crf) preset=\(encoder.preset) tune=\(encoder.tune ?? "none") threads=\(encoder.threads)\(budget)")
        // MP4 writes "video=true" as before the other formats existed.
        let video = job.video && job.videoCodec != .h264 ? job.videoCodec.rawValue : String(job.video)
        lines.append("outputs video=\(video) sheet=\(job.sheet) stills=\(job.stills.map { String($0) }.joined(separator: ","))")
        lines.append("contact-sheet evenly=\(ContactSheet.evenlySpacedCount) thumbnail=\(ContactSheetLayout.maximumThumbnail.width)x\(ContactSheetLayout.maximumThumbnail.height)")
        if let launch = job.launchScreen {
            // The app's launch screen as laid out (files by their bytes):
            // named only when drawn, so older hashes hold.
            let layers = try scene.renamingImageSources { try digests.digest(ofFile: $0) }.layers
            lines.append("launch-screen appearance=\(launch.appearance.rawValue) layers \(SHA256.hex(Array(String(reflecting: layers).utf8)))")
        }
        for path in images.sorted() { lines.append("image \(try digests.digest(ofFile: path))") }
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
}

extension SceneSource {
    var kindName: String {
        switch self {
        case .preset(let preset): "preset \(preset.name)"
        case .file: "scene"
        case .lottie(_, let options): "lottie strict=\(options.strictness == .strict)"
        }
    }
}
