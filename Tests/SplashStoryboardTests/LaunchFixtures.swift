import Foundation
import Testing
import SplashCompositor
import SplashGeometry
import SplashRender
import SplashScene
import SplashStoryboard
import SplashImport

/// The launch screens of `Fixtures/Launch`, as Xcode writes them, and the
/// helpers the tests lay them out with.
enum LaunchFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Launch")
    static var assets: String { folder.appendingPathComponent("Assets.xcassets").path }

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func device(_ name: String) throws -> Device {
        guard let device = Device.named(name) else { throw StoryboardError(file: name, "no such device") }
        return device
    }

    /// The fixture laid out for a device, through the same loader
    /// `--launch-screen` uses.
    static func load(_ name: String, on device: String, appearance: Appearance = .light, assets: [String]? = nil) throws -> LaunchScreen {
        try LaunchScreenLoader.load(LaunchScreenOptions(path: path(name), assets: assets ?? [self.assets], appearance: appearance),
                                    device: try self.device(device))
    }

    /// A text's size as the compositor lays it out, one line.
    static func measure(_ string: String, family: String = "SF Pro", size: Double, weight: Int = 400) throws -> (size: Size, firstBaseline: Double, lastBaseline: Double) {
        var text = TextContents(string: string)
        text.fontFamily = family
        text.fontSize = size
        text.weight = weight
        return try TextMeasurer().measure(text, width: nil)
    }

    /// `value` rounded up to whole pixels at `scale` (UIKit's intrinsic sizes).
    static func ceilPixels(_ value: Double, _ scale: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
    /// `value` rounded to the nearest pixel at `scale` (UIKit's frames).
    static func snap(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
}

/// A view's frame, exactly (to 1e-6 point), or an issue naming `what`.
func expectFrame(_ actual: Rect?, _ expected: Rect, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): no frame", sourceLocation: sourceLocation)
        return
    }
    let close = abs(actual.minX - expected.minX) < 1e-6 && abs(actual.minY - expected.minY) < 1e-6
        && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6
    #expect(close, "\(what): \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}
