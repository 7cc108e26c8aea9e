import Foundation
import SplashGeometry
import SplashImport
import SplashScene
import Testing

/// `UIImage(named:)` found in the asset catalogs near the Swift file, as a
/// launch screen's are; a name found nowhere is a warning (an error with
/// `--strict`).
@Suite struct CodeImagesTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/launch/capacitor-template/Assets.xcassets")

    static let source = CodeScene.controller(properties: """
        let logo = UIImageView(image: UIImage(named: "Splash"))
        let missing = UIImageView(image: UIImage(named: "Nope"))
        """, load: """
        logo.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        logo.contentMode = .scaleAspectFit
        view.addSubview(logo)
        view.addSubview(missing)
        """)

    /// A project folder holding the Swift file and a copy of the catalog.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: catalog, to: folder.appendingPathComponent("Assets.xcassets"))
        try source.write(to: folder.appendingPathComponent("Splash.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func namedImagesComeFromTheCatalogBesideTheFile() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try SceneSource.code(folder.appendingPathComponent("Splash.swift"), CodeOptions()).scene(canvas: CodeScene.canvas)
        #expect(scene.imageSources.count == 1)
        #expect(scene.imageSources.first?.hasSuffix("Splash.imageset/splash-2732x2732.png") == true)
        let logo = try #require(CodeScene.layer("logo", in: scene, at: 0))
        guard case .image(let image)? = logo.contents else { Issue.record("no image"); return }
        #expect(image.gravity == .resizeAspect)
        #expect(scene.importWarnings == ["Splash.swift:5: the image \"Nope\" is in no asset catalog found: not drawn"])
    }

    @Test func strictMakesTheMissingImageAnError() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: (any Error).self) {
            try SceneSource.code(folder.appendingPathComponent("Splash.swift"), CodeOptions(strictness: .strict)).scene(canvas: CodeScene.canvas)
        }
    }
}
