import Foundation
import Testing
import SplashRaster
import SplashVideo

/// Compares a rendered pixmap with a PNG stored in References/ beside the
/// tests, allowing `tolerance` levels per channel. SPLASH_RECORD=1 writes
/// the PNG instead (look at it before committing it).
func expectMatchesReference(_ pixmap: Pixmap, named name: String, tolerance: Int = 1,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References").appendingPathComponent(name + ".png")
    if ProcessInfo.processInfo.environment["SPLASH_RECORD"] == "1" {
        try Data(PNGEncoder.encode(rgba: pixmap.bytes, width: pixmap.width, height: pixmap.height)).write(to: url)
        return
    }
    let reference = try ImageDecoder.decode([UInt8](try Data(contentsOf: url)))
    #expect(reference.width == pixmap.width && reference.height == pixmap.height, "size differs from \(name).png", sourceLocation: sourceLocation)
    guard reference.pixels.count == pixmap.bytes.count else { return }
    // PNG stores straight alpha: compare after the same round trip.
    let roundTripped = try ImageDecoder.decode(PNGEncoder.encode(rgba: pixmap.bytes, width: pixmap.width, height: pixmap.height))
    var worst = 0, differing = 0
    for i in roundTripped.pixels.indices {
        let d = abs(Int(roundTripped.pixels[i]) - Int(reference.pixels[i]))
        worst = max(worst, d)
        if d > tolerance { differing += 1 }
    }
    #expect(differing == 0, "\(differing) channel values differ from \(name).png by more than \(tolerance) (worst \(worst)); re-record with SPLASH_RECORD=1 if the change is intended", sourceLocation: sourceLocation)
}
