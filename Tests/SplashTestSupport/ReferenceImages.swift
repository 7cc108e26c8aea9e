import Foundation
import Testing
import SplashRaster
import SplashVideo

/// Compares renderings with PNGs stored in a test target's `References/`
/// folder, allowing `tolerance` levels of difference per channel (PNG
/// stores straight alpha, so premultiplied values may round differently on
/// the way back; shaping and coverage sums may round differently on another
/// CPU or libm).
///
/// Run the tests with `SPLASH_RECORD=1` to (re)write the references after
/// an intended change, and look at each one before committing it.
public struct ReferenceImages: Sendable {
    public let directory: URL
    public let tolerance: Int

    /// - Parameter testFile: a file directly inside the test target's
    ///   folder (pass `#filePath`); its `References/` sibling is used.
    public init(besideFile testFile: String, levelsUp: Int = 0, tolerance: Int) {
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        for _ in 0..<levelsUp { folder = folder.deletingLastPathComponent() }
        self.directory = folder.appendingPathComponent("References")
        self.tolerance = tolerance
    }

    public func check(_ pixmap: Pixmap, named name: String, tolerance: Int? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let allowed = tolerance ?? self.tolerance
        let url = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["SPLASH_RECORD"] == "1" {
            let png = try PNGEncoder.encode(rgba: pixmap.bytes, width: pixmap.width, height: pixmap.height)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(png).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing reference \(url.lastPathComponent); run the tests with SPLASH_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let reference = try ImageDecoder.decode([UInt8](data))
        try #require(reference.width == pixmap.width && reference.height == pixmap.height,
                     "size \(pixmap.width)×\(pixmap.height) vs reference \(reference.width)×\(reference.height)",
                     sourceLocation: sourceLocation)
        var worst = 0, differing = 0
        for (a, b) in zip(pixmap.bytes, reference.pixels) {
            let d = abs(Int(a) - Int(b))
            worst = max(worst, d)
            if d > allowed { differing += 1 }
        }
        #expect(worst <= allowed, "\(name): \(differing) channel values differ by more than \(allowed) (worst \(worst)); re-record with SPLASH_RECORD=1 if the change is intended",
                sourceLocation: sourceLocation)
    }
}
