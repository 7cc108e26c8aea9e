import Foundation
import Testing
import SplashCompositor
import SplashRaster
import SplashScene
import SplashVideo
@testable import SplashRender
import SplashTestSupport
@testable import SplashImport

struct VideoRendererTests {
    func renderer(_ scene: Scene, fps: Int = 30, workers: Int = 2) throws -> VideoRenderer {
        VideoRenderer(compositor: try Compositor(scene: scene, scale: 2), fps: fps,
                      encoder: VideoEncoderSettings(width: 2, height: 2, fps: fps), workers: workers)
    }

    @Test func writesEveryFrameInOrderAtTheRightInstants() throws {
        let scene = try TestScenes.slidingSquare()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("square.mp4")
        let render = try renderer(scene)
        let compositor = try #require(render.frames as? Compositor)
        try render.render(to: out)

        let reader = try VideoReader(path: out.path)
        #expect(reader.codecName == "h264")
        #expect(reader.width == 64 && reader.height == 48)
        #expect(reader.frameCount == 30)
        #expect(abs(reader.durationSeconds - 1.0) < 1e-6)
        #expect(reader.moovBeforeMdat)
        // Each decoded frame is close to the compositor's frame at i / fps,
        // and clearly different from its neighbours while the square moves:
        // frames arrive in order.
        var psnrs: [Double] = []
        try reader.decodeFrames { index, rgba, width, height in
            let expected = try compositor.render(at: Double(index) / 30)
            psnrs.append(psnr(rgba, expected.bytes))
            if index > 0, index < 15 {
                let previous = try compositor.render(at: Double(index - 1) / 30)
                #expect(psnr(rgba, previous.bytes) < psnr(rgba, expected.bytes), "frame \(index) is out of order")
            }
        }
        #expect(psnrs.count == 30)
        // A saturated red square's edges are a large share of a 64×48 frame,
        // and 4:2:0 halves chroma resolution: ~31 dB here. (The colour
        // accuracy of the conversion itself is pinned in SplashVideoTests.)
        #expect(psnrs.min() ?? 0 >= 30, "PSNR per frame: \(psnrs)")
    }

    @Test func reusingUnchangedFramesWritesTheSameBytes() throws {
        let scene = try TestScenes.slidingSquare()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var reuse = try renderer(scene)
        reuse.reusesUnchangedFrames = true
        var fresh = try renderer(scene, workers: 1)
        fresh.reusesUnchangedFrames = false
        try reuse.render(to: folder.appendingPathComponent("a.mp4"))
        try fresh.render(to: folder.appendingPathComponent("b.mp4"))
        try reuse.render(to: folder.appendingPathComponent("c.mp4"))
        let a = try Data(contentsOf: folder.appendingPathComponent("a.mp4"))
        #expect(a == (try Data(contentsOf: folder.appendingPathComponent("b.mp4"))))
        #expect(a == (try Data(contentsOf: folder.appendingPathComponent("c.mp4"))))
    }

    @Test func aFailedRenderLeavesTheExistingFileAndNoTemporary() throws {
        let scene = try TestScenes.slidingSquare()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("keep.mp4")
        try Data("precious".utf8).write(to: out)
        var bad = try renderer(scene)
        bad.encoder.crf = 99   // the encoder refuses this when it opens
        #expect(throws: (any Error).self) { try bad.render(to: out) }
        #expect(try Data(contentsOf: out) == Data("precious".utf8))
        #expect(contents(of: folder) == ["keep.mp4"])
    }

    @Test func aMissingFolderIsRefusedBeforeRendering() throws {
        let scene = try TestScenes.slidingSquare()
        let out = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/x.mp4")
        #expect(throws: RenderError.self) { try renderer(scene).render(to: out) }
    }

    @Test func stillsAreTheVideoFramesPixels() throws {
        let scene = try TestScenes.slidingSquare()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compositor = try Compositor(scene: scene, scale: 2)
        let out = folder.appendingPathComponent("still.png")
        try StillRenderer.render(compositor, at: 0.2, to: out)
        let decoded = try ImageDecoder.decode([UInt8](try Data(contentsOf: out)))
        #expect(decoded.width == 64 && decoded.height == 48)
        #expect(try decoded.pixels == compositor.render(at: 6.0 / 30).bytes)
    }

    @Test func frameScheduleCountsAndTimes() {
        let schedule = FrameSchedule(duration: 2.0, fps: 60)
        #expect(schedule.frameCount == 120)
        #expect(schedule.time(ofFrame: 30) == 0.5)
        #expect(FrameSchedule(duration: 1.01, fps: 30).frameCount == 30)
        #expect(FrameSchedule(duration: 0.001, fps: 30).frameCount == 1)
    }
}
