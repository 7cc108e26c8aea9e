import Foundation
import Testing
import SplashTestSupport
import SplashVideo
@testable import SplashRender
@testable import SplashImport

/// One render job, as the command line and every batch job run it: its
/// outputs all written, or none left behind; screens beyond the limits
/// refused before anything is drawn.
@Suite("Render jobs")
struct RenderJobTests {
    static func sceneFile(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("square.json")
        try Data(##"{"duration": 0.5, "backgroundColor": "#102030", "layers": [{"frame": [4, 4, 8, 8], "backgroundColor": "#FF3B30"}]}"##.utf8).write(to: url)
        return url
    }

    @Test func writesTheVideoTheSheetAndTheStills() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputs = RenderOutputs(video: folder.appendingPathComponent("a.mp4"), sheet: folder.appendingPathComponent("a.sheet.png"),
                                    stills: [.init(time: 0.25, file: folder.appendingPathComponent("a.png"))])
        let job = RenderJob(source: .file(try Self.sceneFile(in: folder)), screen: try .canvas("32x24", scale: 1), fps: 10, outputs: outputs)
        let render = try job.prepare()
        #expect(render.frameCount == 5)
        var reported = 0
        try render.write(workers: 2) { _ in reported += 1 }
        #expect(reported == 5)
        #expect(contents(of: folder) == ["a.mp4", "a.png", "a.sheet.png", "square.json"])
        let reader = try VideoReader(path: outputs.video?.path ?? "")
        #expect(reader.width == 32 && reader.height == 24)
    }

    /// A still that cannot be written (its folder is missing) takes back
    /// the video and sheet written before it.
    @Test func aFailedOutputTakesBackTheOthers() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputs = RenderOutputs(video: folder.appendingPathComponent("a.mp4"), sheet: folder.appendingPathComponent("a.sheet.png"),
                                    stills: [.init(time: 0.25, file: folder.appendingPathComponent("missing/a.png"))])
        let job = RenderJob(source: .file(try Self.sceneFile(in: folder)), screen: try .canvas("32x24", scale: 1), fps: 10, outputs: outputs)
        #expect(throws: (any Error).self) { try job.prepare().write(workers: 2) }
        #expect(contents(of: folder) == ["square.json"])
    }

    @Test func screensBeyondTheLimitsAreRefused() throws {
        #expect(throws: RenderError.self) { try RenderScreen.canvas("8000x8000", scale: 3) }
        #expect(throws: RenderError.self) { try RenderScreen.device(named: "iphone-15", scale: 9) }
        #expect(throws: RenderError.self) { try RenderScreen.device(named: "nokia") }
        #expect(RenderScreen("8000x8000@1") == nil)
        #expect(RenderScreen("100x100@0") == nil)
        let screen = try #require(RenderScreen("390x844@3"))
        #expect(screen.pixelWidth == 1170 && screen.pixelHeight == 2532)
        #expect(try RenderScreen.device(named: "iphone-se").pixelWidth == 750)
    }
}
