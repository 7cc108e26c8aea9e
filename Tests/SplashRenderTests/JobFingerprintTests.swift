import Foundation
import Testing
@testable import SplashRender
@testable import SplashReview

/// The content hash follows the bytes of the font files a job's text is
/// drawn from, never their paths. (Which fonts a job uses comes from
/// fontconfig; here the list is given, so the test controls the bytes.)
struct JobFingerprintTests {
    @Test func aFontFileByteChangesTheHashAndItsPathDoesNot() throws {
        let folder = try BatchRunnerTests.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = try #require(try BatchRunnerTests.manifest(in: folder).jobs.first)
        let scene = try job.source.scene(canvas: job.screen.canvas, parameters: job.parameters)
        func hash(font name: String, bytes: [UInt8]) throws -> String {
            let font = folder.appendingPathComponent(name)
            try Data(bytes).write(to: font)
            // A fresh digest cache, as every batch run starts with.
            return try JobFingerprint.hash(of: job, scene: scene, fonts: [font.path], digests: FileDigests())
        }
        let original = try hash(font: "Label.ttf", bytes: [0, 1, 0, 0, 7, 7])
        #expect(try hash(font: "Label.ttf", bytes: [0, 1, 0, 0, 7, 7]) == original)
        #expect(try hash(font: "Elsewhere.ttf", bytes: [0, 1, 0, 0, 7, 7]) == original)
        #expect(try hash(font: "Label.ttf", bytes: [0, 1, 0, 0, 7, 8]) != original)
    }

    /// A frame changes the picture, so the hash; no frame leaves the hash
    /// as it was before frames existed (the line is unchanged).
    @Test func theFrameIsInTheHash() throws {
        let folder = try BatchRunnerTests.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        var job = try #require(try BatchRunnerTests.manifest(in: folder).jobs.first)
        let scene = try job.source.scene(canvas: job.screen.canvas, parameters: job.parameters)
        func hash() throws -> String { try JobFingerprint.hash(of: job, scene: scene, fonts: [], digests: FileDigests()) }
        let plain = try hash()
        job.frame = .light
        let light = try hash()
        job.frame = .dark
        let dark = try hash()
        #expect(Set([plain, light, dark]).count == 3)
        job.frame = .none
        #expect(try hash() == plain)
    }
}
