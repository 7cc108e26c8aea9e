import Foundation
import Testing
import SplashRaster
import SplashVideo

/// Compares a rendering with the PNG `Tests/<test target>/References/<name>.png`
/// of the calling test's target (the module `sourceLocation` names),
/// allowing `tolerance` levels of difference per channel: PNG stores
/// straight alpha, so premultiplied values may round differently on the way
/// back, and shaping and coverage sums may round differently on another CPU
/// or libm.
///
/// With `SPLASH_RECORD=1` it writes the PNG instead and records an issue
/// saying so: a run that records always fails, so a reference cannot change
/// unseen. Look at each recorded image, commit it, and run the tests again
/// without `SPLASH_RECORD`. Every PNG in a References folder must be checked
/// by some test (`ReferenceImages.unusedNames`).
public func expectMatchesReference(_ pixmap: Pixmap, named name: String, tolerance: Int = 1,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
    let target = sourceLocation.moduleName
    let url = ReferenceImages.folder(of: target).appendingPathComponent(name + ".png")
    let shown = "\(target)/References/\(name).png"
    if ProcessInfo.processInfo.environment["SPLASH_RECORD"] == "1" {
        let png = try PNGEncoder.encode(rgba: pixmap.bytes, width: pixmap.width, height: pixmap.height)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(png).write(to: url)
        Issue.record("recorded \(shown) (SPLASH_RECORD=1): look at it, then run the tests again without SPLASH_RECORD",
                     sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("missing reference \(shown); record it with SPLASH_RECORD=1 and look at it", sourceLocation: sourceLocation)
        return
    }
    let reference = try ImageDecoder.decode([UInt8](data))
    try #require(reference.width == pixmap.width && reference.height == pixmap.height,
                 "\(name): size \(pixmap.width)×\(pixmap.height) vs reference \(reference.width)×\(reference.height)",
                 sourceLocation: sourceLocation)
    var worst = 0, differing = 0
    for (a, b) in zip(pixmap.bytes, reference.pixels) {
        let d = abs(Int(a) - Int(b))
        worst = max(worst, d)
        if d > tolerance { differing += 1 }
    }
    #expect(worst <= tolerance, "\(name): \(differing) channel values differ by more than \(tolerance) (worst \(worst)); re-record with SPLASH_RECORD=1 if the change is intended",
            sourceLocation: sourceLocation)
}

/// Where the reference PNGs are, and which of them no test checks.
public enum ReferenceImages {
    /// `Tests/<target>/References`.
    public static func folder(of target: String) -> URL {
        PackageFolders.tests.appendingPathComponent(target).appendingPathComponent("References")
    }

    /// The test targets that have a References folder, sorted.
    public static func targets() -> [String] {
        contents(of: PackageFolders.tests).filter { target in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder(of: target).path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// The names (without `.png`) of the PNGs in `target`'s References folder.
    public static func pngNames(of target: String) -> [String] {
        contents(of: folder(of: target)).filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
    }

    /// Every name written as a string literal after `named:` in the Swift
    /// sources of `target` (as in `expectMatchesReference(p, named: "logo")`).
    /// Read from the sources, not gathered while tests run, so it does not
    /// depend on which tests ran or in what order.
    public static func literalNames(in target: String) throws -> Set<String> {
        var names: Set<String> = []
        for source in try PackageFolders.swiftSources(of: target) {
            for match in source.text.matches(of: #/named:\s*"([^"\\]+)"/#) { names.insert(String(match.output.1)) }
        }
        return names
    }

    /// The PNGs in `target`'s References folder that no test checks: not
    /// named by a literal in its sources nor among `computedNames` (the
    /// names a test builds, e.g. from a preset and an instant).
    public static func unusedNames(of target: String, computedNames: Set<String> = []) throws -> [String] {
        let used = try literalNames(in: target).union(computedNames)
        return pngNames(of: target).filter { !used.contains($0) }
    }
}
