import Foundation
import SplashTestSupport
import SplashVideo
import Testing

/// `--orientation landscape` through the binary, on the example app in
/// docs/examples/SplashNotes, from the command line and from a manifest.
@Suite(.serialized) struct OrientationCommandTests {
    static let example = PackageFolders.root.appendingPathComponent("docs/examples/SplashNotes").path

    /// iPhone 15 Pro held landscape at 1×: 852 × 393. The stack of the
    /// mark (80 points, green) and two labels is centred in the landscape
    /// safe area, x 59 … 793 and y 0 … 372, so the mark's column is x 426
    /// and its middle above the safe area's middle (186): green down the
    /// column between 110 and 186.
    @Test func aLandscapeStillIsTurnedAndLaidOutInItsSafeArea() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--launch-screen", Self.example, "--device", "iPhone 15 Pro", "--orientation", "landscape", "--scale", "1", "--at", "0", "still.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("still.png"))))
        #expect(image.width == 852 && image.height == 393)
        var green = 0
        for y in stride(from: 110, to: 186, by: 2) where image.pixel(426, y)[1] > 150 && image.pixel(426, y)[0] < 120 { green += 1 }
        #expect(green > 10, "\(green) green pixels down the mark's column")
    }

    /// The manifest's "orientation" turns every device of its job, and the
    /// job's id says so.
    @Test func aManifestJobInLandscape() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"jobs": [{"name": "launch", "preset": "launch", "launchScreen": "\#(Self.example)", "devices": ["iphone-se"], "orientation": "landscape", "video": false, "sheet": false, "stills": [0]}]}"#.utf8)
            .write(to: folder.appendingPathComponent("m.json"))
        let result = try Binary.run(["batch", "m.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let stills = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(stills.count == 1 && stills.first?.contains("launch@iphone-se-landscape") == true, "\(stills)")
        if let still = stills.first {
            let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent(still))))
            // iPhone SE held landscape at its 2×: 667 × 375 points.
            #expect(image.width == 1334 && image.height == 750)
        }
    }
}
