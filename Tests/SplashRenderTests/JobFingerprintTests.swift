import Foundation
import Testing
import SplashScene
@testable import SplashImport
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

/// Every stored property of a job is in its hash: changing one changes
/// it. The properties are enumerated with `Mirror`, so one added to
/// `RenderJob` or `BatchJob` fails here until it has a change below (and
/// is in the hash, which it is by being encoded).
struct JobFingerprintCompletenessTests {
    static func fixture() throws -> (folder: URL, job: BatchJob, scene: Scene) {
        let folder = try BatchRunnerTests.makeProject()
        let job = try #require(try BatchRunnerTests.manifest(in: folder).jobs.first)
        let scene = try job.source.scene(canvas: job.screen.canvas, parameters: job.parameters)
        return (folder, job, scene)
    }

    /// One change of each of `RenderJob`'s stored properties.
    static let renderChanges: [String: @Sendable (inout RenderJob) -> Void] = [
        "source": { $0.source = .preset(Preset.all.first { $0.name != "kugou" }!) },
        "parameters": { $0.parameters["text"] = "Changed" },
        "screen": { $0.screen = RenderScreen("100x200@1")! },
        "fps": { $0.fps += 1 },
        "crf": { $0.crf += 1 },
        "speed": { $0.speed = "slow" },
        "encoderThreads": { $0.encoderThreads += 1 },
        "video": { $0.video.loop = .plays(2) },
        "maxSize": { $0.maxSize = SizeBudget(bytes: 1_000_000) },
        "frame": { $0.frame = .dark },
        "launchScreen": { $0.launchScreen = LaunchScreenOptions(path: "App/", appearance: .dark) },
        "frameRange": { $0.frameRange = 0...9 },
        "outputs": { $0.outputs.stills.append(.init(time: 0.5, file: URL(fileURLWithPath: "/still.png"))) },
    ]

    @Test func everyRenderJobPropertyChangesTheHash() throws {
        let (folder, job, scene) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = job.render(in: JobFingerprint.outputRoot)
        func hash(_ render: RenderJob) throws -> String {
            try JobFingerprint.hash(of: render, scene: scene, fonts: [], digests: FileDigests(), version: "1", ffmpeg: "f")
        }
        let original = try hash(render)
        #expect(try hash(render) == original)
        let properties = Mirror(reflecting: render).children.compactMap(\.label)
        #expect(Set(properties) == Set(Self.renderChanges.keys), "a property without a change here: \(Set(properties).subtracting(Self.renderChanges.keys).sorted())")
        var changed = 0
        for property in properties {
            guard let change = Self.renderChanges[property] else { continue }
            var other = render
            change(&other)
            #expect(other != render, "\(property): the change changes nothing")
            #expect(try hash(other) != original, "changing \(property) does not change the hash")
            changed += 1
        }
        #expect(changed == 13)
    }

    /// One change of each of `BatchJob`'s stored properties; nil for those
    /// that only say where the job was declared and how it was written
    /// (for messages and reports: the same render either way).
    static let batchChanges: [String: (@Sendable (inout BatchJob) -> Void)?] = [
        "name": { $0.name = "renamed" },
        "origin": nil,
        "source": { $0.source = .preset(Preset.all.first { $0.name != "kugou" }!) },
        "parameters": { $0.parameters["text"] = "Changed" },
        "parametersAsWritten": nil,
        "screen": { $0.screen = RenderScreen("100x200@1")! },
        "fps": { $0.fps += 1 },
        "crf": { $0.crf += 1 },
        "speed": { $0.speed = "slow" },
        "video": { $0.video.toggle() },
        "sheet": { $0.sheet.toggle() },
        "stills": { $0.stills.append(0.5) },
        "videoOptions": { $0.videoOptions.background = .black },
        "maxSize": { $0.maxSize = SizeBudget(bytes: 1_000_000) },
        "frame": { $0.frame = .light },
        "launchScreen": { $0.launchScreen = LaunchScreenOptions(path: "App/") },
        "frameRange": { $0.frameRange = 1...2 },
    ]

    @Test func everyBatchJobPropertyChangesTheHash() throws {
        let (folder, job, scene) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        func hash(_ job: BatchJob) throws -> String {
            try JobFingerprint.hash(of: job, scene: scene, fonts: [], digests: FileDigests(), version: "1", ffmpeg: "f")
        }
        let original = try hash(job)
        let properties = Mirror(reflecting: job).children.compactMap(\.label)
        #expect(Set(properties) == Set(Self.batchChanges.keys), "a property without a change here: \(Set(properties).subtracting(Self.batchChanges.keys).sorted())")
        var changed = 0
        for property in properties {
            guard let entry = Self.batchChanges[property], let change = entry else { continue }
            var other = job
            change(&other)
            #expect(other != job, "\(property): the change changes nothing")
            #expect(try hash(other) != original, "changing \(property) does not change the hash")
            changed += 1
        }
        #expect(changed == 15)
    }

    /// The same job in another folder (a CI runner's checkout) has the same hash.
    @Test func pathsDoNotEnterTheHash() throws {
        let (folder, job, scene) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let moved = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: moved.folder) }
        #expect(folder != moved.folder)
        let here = try JobFingerprint.hash(of: job, scene: scene, fonts: [], digests: FileDigests(), version: "1", ffmpeg: "f")
        let there = try JobFingerprint.hash(of: moved.job, scene: moved.scene, fonts: [], digests: FileDigests(), version: "1", ffmpeg: "f")
        #expect(here == there)
    }
}
