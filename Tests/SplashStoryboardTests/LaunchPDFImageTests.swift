import Foundation
import SplashRaster
import SplashRender
import SplashScene
import SplashStoryboard
import SplashTestSupport
import SplashVideo
import Testing
import SplashImport

/// A single-scale PDF image set ("Preserve Vector Data") shown by a launch
/// storyboard's image view and by UILaunchScreen's UIImageName: drawn
/// through SplashPDF, upright.
@Suite struct LaunchPDFImageTests {
    /// A 64×32 point page: blue, with red over PDF x 0…32, y 16…32, the
    /// page's top left (PDF's y points up).
    static let pdf = """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 64 32] /Contents 4 0 R >> endobj
        4 0 obj << /Length 51 >> stream
        0 0 1 rg 0 0 64 32 re f 1 0 0 rg 0 16 32 16 re f
        endstream endobj
        %%EOF
        """

    /// A folder with `Assets.xcassets/Mark.imageset/mark.pdf` and the launch screen file.
    static func project(launch name: String, _ text: String) throws -> (folder: URL, launch: String, assets: String) {
        let folder = try temporaryFolder()
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let set = catalog.appendingPathComponent("Mark.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"info": {"author": "xcode", "version": 1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        try Data(#"{"images": [{"filename": "mark.pdf", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}, "properties": {"preserves-vector-representation": true}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(pdf.utf8).write(to: set.appendingPathComponent("mark.pdf"))
        let launch = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: launch)
        return (folder, launch.path, catalog.path)
    }

    /// The launch preset at 0 s with the launch screen, at 1× on an iPhone 15 (393 × 852).
    func render(launch name: String, _ text: String) throws -> (LaunchScreen, Pixmap) {
        let project = try Self.project(launch: name, text)
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let options = LaunchScreenOptions(path: project.launch, assets: [project.assets])
        let screen = try LaunchScreenLoader.load(options, device: try LaunchFixtures.device("iphone-15"))
        let still = project.folder.appendingPathComponent("still.png")
        let job = RenderJob(source: try .preset(named: "launch"), screen: try .device(named: "iphone-15", scale: 1),
                            launchScreen: options, outputs: RenderOutputs(stills: [.init(time: 0, file: still)]))
        _ = try job.prepare().write { _ in }
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: still)))
        return (screen, try #require(Pixmap(width: image.width, height: image.height, bytes: image.pixels)))
    }

    /// The 64×32 image centred on the 393×852 screen spans x 164.5…228.5,
    /// y 394…426 + 16 = 410…442: red at its top left, blue elsewhere.
    private func expectMark(_ p: Pixmap, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let checks: [(Int, Int, (UInt8, UInt8, UInt8))] = [
            (175, 415, (255, 0, 0)),    // top left: red
            (220, 415, (0, 0, 255)),    // top right
            (175, 437, (0, 0, 255)),    // bottom left (red here if drawn upside down)
            (220, 437, (0, 0, 255)),
        ]
        for (x, y, rgb) in checks {
            let px = p.pixel(x: x, y: y)
            #expect((px.r, px.g, px.b) == rgb, "pixel (\(x), \(y)) is \(px)", sourceLocation: sourceLocation)
        }
        return checks.count
    }

    @Test func storyboardImageViewDrawsThePDF() throws {
        let subviews = #"<imageView userInteractionEnabled="NO" contentMode="center" image="Mark" translatesAutoresizingMaskIntoConstraints="NO" id="Mk0-aa-001"><rect key="frame" x="164.5" y="410" width="64" height="32"/></imageView>"#
        let constraints = #"""
            <constraint firstItem="Mk0-aa-001" firstAttribute="centerX" secondItem="Ze5-6b-2t3" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="Mk0-aa-001" firstAttribute="centerY" secondItem="Ze5-6b-2t3" secondAttribute="centerY" id="c2"/>
            """#
        let (screen, pixmap) = try render(launch: "LaunchScreen.storyboard", StoryboardErrorTests.storyboard(subviews: subviews, constraints: constraints))
        #expect(!screen.warnings.contains { $0.message.contains("PDF") }, "\(screen.warnings)")
        #expect(expectMark(pixmap) == 4)
    }

    @Test func launchScreenDictionaryDrawsThePDF() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UILaunchScreen</key><dict><key>UIImageName</key><string>Mark</string></dict></dict></plist>
            """
        let (_, pixmap) = try render(launch: "Info.plist", plist)
        #expect(expectMark(pixmap) == 4)
    }
}
