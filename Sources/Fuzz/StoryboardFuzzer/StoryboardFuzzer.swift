// Fuzz target: the launch storyboard reader, the Auto Layout solver and the
// translation to layers, as for a file given to `splashvid --launch-screen`.
// Each input is laid out twice: without an asset catalog (image views and
// named colours from a catalog are errors) and with the test fixtures'
// catalog (Logo, Mark, Backdrop, Brand, LaunchBackground), on a device and
// in an appearance picked from the input's length. Errors thrown are
// expected; crashes, traps and hangs are the findings.
import Foundation
import FuzzSupport
import SplashGeometry
import SplashScene
import SplashStoryboard
import SplashImport

/// Sizes text from its length and font size alone (half an em a character,
/// 1.2 em a line), so the fuzzer needs no fonts: deterministic and cheap.
struct LengthMeasurer: LabelMeasuring {
    func measure(_ text: TextContents, width: Double?) throws -> TextMeasurement {
        let size = text.fontSize.isFinite ? min(max(text.fontSize, 0), 1000) : 17
        let characters = Double(text.string.count)
        let advance = characters * size * 0.5
        let lineHeight = size * 1.2
        var lines = Double(max(text.string.split(separator: "\n", omittingEmptySubsequences: false).count, 1))
        var lineWidth = advance
        if let width, width.isFinite, width > 0, advance > width {
            lines = max(lines, (advance / width).rounded(.up))
            lineWidth = width
        }
        if let maxLines = text.maxLines, maxLines > 0 { lines = min(lines, Double(maxLines)) }
        return TextMeasurement(size: Size(width: lineWidth, height: lines * lineHeight),
                               firstBaseline: size, lastBaseline: (lines - 1) * lineHeight + size)
    }
}

/// The fixtures' asset catalog, found from this file's path when the
/// harness runs in the repository (nil elsewhere: the second pass is skipped).
let catalog: AssetCatalog? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Tests/SplashStoryboardTests/Fixtures/Launch/Assets.xcassets").path
    return try? AssetCatalog(folder: folder, pdfPages: PDFPageSize())
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    let device = Device.catalogue[size % Device.catalogue.count]
    let appearance: Appearance = size % 2 == 0 ? .light : .dark
    let importer = LaunchScreenImporter(measurer: LengthMeasurer())
    for catalog in [nil, catalog] {
        let outcome = Result { () throws(StoryboardError) in
            try importer.storyboard(bytes, file: "fuzz.storyboard", catalog: catalog, device: device, appearance: appearance)
        }
        if verbose { report(outcome, catalog: catalog != nil) }
    }
    return 0
}

/// FUZZ_VERBOSE=1: each pass's outcome on standard error (replaying a corpus).
let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

func report(_ outcome: Result<LaunchScreen, StoryboardError>, catalog: Bool) {
    let text = switch outcome {
    case .success(let screen): "laid out, \(screen.frames.count) frames, \(screen.warnings.count) warnings"
    case .failure(let error): "\(error)"
    }
    FileHandle.standardError.write(Data("  \(catalog ? "with" : "without") catalog: \(text)\n".utf8))
}

@main
enum StoryboardFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
