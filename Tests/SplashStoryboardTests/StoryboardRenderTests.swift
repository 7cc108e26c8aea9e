import Foundation
import SplashRaster
import SplashRender
import SplashScene
import SplashStoryboard
import SplashTestSupport
import SplashVideo
import Testing
import SplashImport

/// The launch screens drawn, at one pixel per point to keep the pictures
/// small, against references that were looked at: the template, the
/// backdrop with its wordmark, the stack in the dark, the UILaunchScreen
/// dictionary; and a launch screen in kugou's placeholder.
@Suite struct StoryboardRenderTests {
    typealias F = LaunchFixtures

    /// The `launch` preset (or `preset`) at `time` with the fixture as its
    /// launch screen, drawn at 1× on `device`.
    func render(_ name: String, on device: String, appearance: Appearance = .light, preset: String = "launch", at time: Double = 0) throws -> Pixmap {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let still = folder.appendingPathComponent("still.png")
        let job = RenderJob(source: try .preset(named: preset), screen: try .device(named: device, scale: 1),
                            launchScreen: LaunchScreenOptions(path: F.path(name), assets: [F.assets], appearance: appearance),
                            outputs: RenderOutputs(stills: [.init(time: time, file: still)]))
        _ = try job.prepare().write { _ in }
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: still)))
        return try #require(Pixmap(width: image.width, height: image.height, bytes: image.pixels))
    }

    @Test func templateOnIPhoneSE() throws {
        try expectMatchesReference(try render("Centered.storyboard", on: "iphone-se"), named: "launch-centered-iphone-se", tolerance: 3)
    }

    @Test func backdropOnIPhone15() throws {
        try expectMatchesReference(try render("Backdrop.storyboard", on: "iphone-15"), named: "launch-backdrop-iphone-15", tolerance: 3)
    }

    @Test func stackInTheDarkOnIPad() throws {
        try expectMatchesReference(try render("Stacked.storyboard", on: "ipad-pro-11", appearance: .dark), named: "launch-stacked-dark-ipad-pro-11", tolerance: 3)
    }

    @Test func launchScreenDictionaryOnIPhone15() throws {
        try expectMatchesReference(try render("Info.plist", on: "iphone-15"), named: "launch-plist-iphone-15", tolerance: 3)
    }

    /// kugou at 1 s: its launch view (now the template) zoomed ×1.5 and
    /// half faded over the app.
    @Test func inKugouHalfwayThroughTheZoom() throws {
        try expectMatchesReference(try render("Centered.storyboard", on: "iphone-se", preset: "kugou", at: 1), named: "launch-centered-kugou-1s", tolerance: 3)
    }

    /// An image view's content mode is the designer's choice: the backdrop,
    /// aspect-filled into a taller screen, is cropped without a warning
    /// (a scene file's layer cropped so is warned about).
    @Test func aspectFillImageViewsAreNotWarnedAbout() throws {
        let job = RenderJob(source: try .preset(named: "launch"), screen: try .device(named: "iphone-15", scale: 1),
                            launchScreen: LaunchScreenOptions(path: F.path("Backdrop.storyboard"), assets: [F.assets]),
                            outputs: RenderOutputs())
        let scene = try job.loadScene()
        #expect(scene.importedImageLayers == ["Bg0-Ph-3cc"])
        let render = try job.prepare()
        #expect(!render.warnings.contains { $0.contains("cropped") }, "\(render.warnings)")
    }

    /// A scene without a placeholder says so, naming those with one.
    @Test func aSceneWithoutAPlaceholderIsRefused() throws {
        let job = RenderJob(source: try .preset(named: "guide"), screen: try .device(named: "iphone-se", scale: 1),
                            launchScreen: LaunchScreenOptions(path: F.path("Centered.storyboard"), assets: [F.assets]),
                            outputs: RenderOutputs())
        #expect(throws: (any Error).self) { _ = try job.loadScene() }
        do { _ = try job.loadScene() } catch {
            #expect("\(error)".contains("guide has no launch screen") && "\(error)".contains("kugou, launch, lottie, weibo, yula"), "\(error)")
        }
    }
}
