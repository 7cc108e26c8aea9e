import Foundation
@testable import SplashVideo

enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The quadrant colours of `quadrants.*`: top-left, top-right, bottom-left, bottom-right.
    static let quadrants: [(UInt8, UInt8, UInt8)] = [(200, 60, 40), (40, 120, 200), (90, 200, 90), (30, 30, 30)]
}
