import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// Every scene file the README shows is one the decoder takes, so the
/// documentation cannot drift from the format.
struct ReadmeExampleTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    static func jsonBlocks() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        return text.components(separatedBy: "```json\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test func theReadmeShowsScenes() throws {
        #expect(try Self.jsonBlocks().count >= 3)
    }

    /// The scene files in docs/examples decode too.
    @Test func everyExampleSceneFileDecodes() throws {
        let folder = Self.readme.deletingLastPathComponent().appendingPathComponent("docs/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.contains("path-follow.json"))
        for file in files {
            do {
                _ = try SceneDecoder.decode(try Data(contentsOf: folder.appendingPathComponent(file)), file: file,
                                            canvas: Size(width: 393, height: 852), assetsFolder: folder)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func everyExampleDecodes() throws {
        for (index, block) in try Self.jsonBlocks().enumerated() {
            do {
                _ = try SceneDecoder.decode(Data(block.utf8), file: "README example \(index + 1)", canvas: Size(width: 393, height: 852),
                                            assetsFolder: URL(fileURLWithPath: "/tmp"))
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
