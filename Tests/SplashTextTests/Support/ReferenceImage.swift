import Foundation
import Testing
import SplashRaster
import SplashVideo

/// Compares a rendering with a PNG in `References/` beside the tests,
/// allowing two levels of difference per channel (floating-point sums in
/// shaping and coverage may round differently on another CPU or libm).
///
/// Run with `SPLASH_RECORD=1` to (re)write the references after an intended
/// change; look at each one before committing it.
enum ReferenceImage {
    static let tolerance = 2

    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // Support
            .deletingLastPathComponent()   // SplashTextTests
            .appendingPathComponent("References")
    }

    static func check(_ pixmap: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
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
            if d > tolerance { differing += 1 }
        }
        #expect(worst <= tolerance, "\(name): \(differing) channel values differ by more than \(tolerance) (worst \(worst))",
                sourceLocation: sourceLocation)
    }
}
