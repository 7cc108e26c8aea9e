import Foundation
import Testing
import SplashTestSupport

/// Nothing read from a report or a manifest directs a write, and nothing
/// planted in an output folder redirects one: every product writes only
/// into its output folder. Each case runs in `work/` beside an empty
/// `victim/` folder, the target of every `../`, absolute path and link
/// tried, which must stay empty.
@Suite(.serialized) struct OutputConfinementTests {
    /// A project: `work/` (where splashvid runs) and `victim/` beside it.
    struct Project {
        let root: URL
        var work: URL { root.appendingPathComponent("work") }
        var victim: URL { root.appendingPathComponent("victim") }

        init() throws {
            root = try temporaryFolder()
            try FileManager.default.createDirectory(at: root.appendingPathComponent("work"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("victim"), withIntermediateDirectories: true)
        }

        /// Every file, folder and link under `victim/`, however deep.
        func victimFiles() -> [String] {
            (FileManager.default.enumerator(atPath: victim.path)?.allObjects as? [String]) ?? []
        }

        func write(_ text: String, to name: String) throws {
            let url = work.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// A link at `name` in `work/` to `target`.
        func link(_ name: String, to target: String) throws {
            let url = work.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }

        func run(_ arguments: [String]) throws -> Binary.Result { try Binary.run(arguments, in: work) }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// One line on standard error, starting "splashvid: error:", and a
    /// non-zero exit.
    static func expectOneLineError(_ result: Binary.Result, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status != 0, "exit \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("splashvid: error: "), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "expected \(text.debugDescription) in \(result.stderr)", sourceLocation: sourceLocation)
    }

    // MARK: diff

    /// A batch report of one job with `id`, its video `video`.
    static func report(ids: [String], video: String = "x.mp4") -> String {
        let jobs = ids.enumerated().map { index, id in
            #"{"id": \#(String(reflecting: id)), "index": \#(index), "name": "x", "origin": "jobs[0]", "source": "preset kugou", "device": "d", "width": 10, "height": 10, "parameters": {}, "fps": 10, "crf": 18, "speed": "veryfast", "outputs": [{"kind": "video", "file": "\#(video)", "bytes": 1}], "hash": "h\#(index)", "frames": 10, "duration": 1, "bytes": 1, "wallSeconds": 0, "status": "rendered"}"#
        }
        return #"{"splashvid": "0", "manifest": "m.json", "manifestHash": "", "totalJobs": \#(ids.count), "jobs": [\#(jobs.joined(separator: ", "))], "wallSeconds": 0}"#
    }

    /// The issue's case and its variants: an id that is a path is refused
    /// before anything is written, whichever side lists it.
    @Test(arguments: ["../../victim/PWNED", "../victim/PWNED", "ABSOLUTE/PWNED", "a/b", "..", ".", "a\\b", ".hidden", "x\n../../victim/y", ""])
    func aReportsIDThatIsAPathWritesNothing(id: String) throws {
        let project = try Project()
        defer { project.remove() }
        let hostile = id.replacingOccurrences(of: "ABSOLUTE", with: project.victim.path)
        try project.write(Self.report(ids: [hostile]), to: "head/batch-report.json")
        try project.write(Self.report(ids: ["x@d"]), to: "base/batch-report.json")
        try project.write("not a video", to: "head/x.mp4")
        try project.write("not a video either", to: "base/x.mp4")
        for arguments in [["diff", "base", "head", "-o", "out"], ["diff", "head", "base", "-o", "out"], ["diff", "base", "head"]] {
            let result = try project.run(arguments)
            Self.expectOneLineError(result, containing: id.isEmpty ? "jobs[0].id must be 1 to 255 bytes" : "jobs[0].id")
            #expect(project.victimFiles().isEmpty, "\(arguments): \(project.victimFiles())")
            #expect(!FileManager.default.fileExists(atPath: project.work.appendingPathComponent("out").path))
            #expect(!FileManager.default.fileExists(atPath: project.work.appendingPathComponent("head/diff").path))
        }
    }

    /// HEAD's `diff` folder (the default output) planted as a link, to a
    /// folder or to one not there yet: refused, nothing written through it.
    @Test(arguments: ["../../victim", "../../victim/new"])
    func aLinkedDefaultDiffFolderIsRefused(target: String) throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.report(ids: []), to: "head/batch-report.json")
        try project.write(Self.report(ids: []), to: "base/batch-report.json")
        try project.link("head/diff", to: target)
        let result = try project.run(["diff", "base", "head"])
        Self.expectOneLineError(result, containing: "is a link or a file, not a folder")
        #expect(project.victimFiles().isEmpty, "\(project.victimFiles())")
    }

    /// Links planted at the diff's file names are replaced, not followed.
    @Test func linksPlantedAtTheDiffsFilesAreReplaced() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.report(ids: []), to: "head/batch-report.json")
        try project.write(Self.report(ids: []), to: "base/batch-report.json")
        for name in ["diff.json", "diff.md", "index.html"] {
            try project.link("out/\(name)", to: project.victim.appendingPathComponent(name).path)
        }
        let result = try project.run(["diff", "base", "head", "-o", "out", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.victimFiles().isEmpty, "\(project.victimFiles())")
        for name in ["diff.json", "diff.md", "index.html"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: project.work.appendingPathComponent("out/\(name)").path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(name)")
        }
    }

    // MARK: batch

    static func manifest(_ job: String, output: String = "previews") -> String {
        #"{"output": "\#(output)", "defaults": {"fps": 5, "devices": ["100x200@0.5"], "sheet": false}, "jobs": [\#(job)]}"#
    }

    /// Job names and devices that are paths are refused as the manifest is
    /// read: they would name files.
    @Test(arguments: [
        (#"{"preset": "kugou", "name": "../../victim/PWNED"}"#, "must be letters, digits"),
        (#"{"preset": "kugou", "name": "ABSOLUTE/PWNED"}"#, "must be letters, digits"),
        (#"{"preset": "kugou", "name": "a/b"}"#, "must be letters, digits"),
        (#"{"preset": "kugou", "name": ".."}"#, "must be letters, digits"),
        (#"{"preset": "kugou", "devices": ["../../victim/x@1"]}"#, "unknown device"),
        (#"{"preset": "kugou", "devices": ["100x200@1/../../victim"]}"#, "unknown device"),
    ])
    func batchNamesThatArePathsAreRefused(job: String, message: String) throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.manifest(job.replacingOccurrences(of: "ABSOLUTE", with: project.victim.path)), to: "m.json")
        let result = try project.run(["batch", "m.json"])
        Self.expectOneLineError(result, containing: message)
        #expect(project.victimFiles().isEmpty, "\(project.victimFiles())")
        #expect(!FileManager.default.fileExists(atPath: project.work.appendingPathComponent("previews").path))
    }

    /// The records' folder planted as a link (to a folder, or to one not
    /// there yet) is refused before any job runs.
    @Test(arguments: ["../../victim", "../../victim/records"])
    func aLinkedRecordsFolderIsRefused(target: String) throws {
        let project = try Project()
        defer { project.remove() }
        try project.write(Self.manifest(#"{"preset": "kugou"}"#), to: "m.json")
        try project.link("previews/.splashvid-batch", to: target)
        let result = try project.run(["batch", "m.json"])
        Self.expectOneLineError(result, containing: "previews/.splashvid-batch is a link or a file, not a folder")
        #expect(project.victimFiles().isEmpty, "\(project.victimFiles())")
        #expect(contents(of: project.work.appendingPathComponent("previews")) == [".splashvid-batch"])
    }

    /// Links planted at a job's output and at the report are replaced by
    /// the files, their targets (there or not) untouched.
    @Test func linksPlantedAtABatchsFilesAreReplaced() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("keep me", to: "../victim/precious.txt")
        try project.write(Self.manifest(#"{"preset": "kugou"}"#), to: "m.json")
        try project.link("previews/kugou@100x200@0.5.mp4", to: project.victim.appendingPathComponent("precious.txt").path)
        try project.link("previews/batch-report.json", to: "../../victim/report.json")
        try project.link("previews/index.html", to: "../../victim")
        let result = try project.run(["batch", "m.json", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.victimFiles() == ["precious.txt"])
        #expect(try String(contentsOf: project.victim.appendingPathComponent("precious.txt"), encoding: .utf8) == "keep me")
        for name in ["kugou@100x200@0.5.mp4", "batch-report.json", "index.html"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: project.work.appendingPathComponent("previews/\(name)").path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(name)")
        }
    }

    // MARK: compare, sheets, posters, PNG sequences

    static let still = ["--preset", "kugou", "--size", "40x60", "--scale", "1"]

    /// Every output a command names, planted beforehand as a link into
    /// `victim/` (to a file there, to a name not there, to the folder):
    /// each is replaced by the file written, nothing lands in `victim/`.
    @Test(arguments: [
        ("compare", ["compare", "kugou", "kugou", "--set", "delay=1", "--device", "iphone-se", "--height", "80", "--fps", "5", "--at", "0.5", "-o", "cmp.png", "--sheet", "sheet.png"], ["cmp.png", "sheet.png"]),
        ("sheet", still + ["--sheet", "sheet.png"], ["sheet.png"]),
        ("poster", still + ["--fps", "5", "out.mp4", "--poster", "poster.png", "--poster-at", "0.5"], ["out.mp4", "poster.png"]),
        ("frames", still + ["--fps", "5", "--frames", "0-2", "frames/"], ["frames/0000.png", "frames/0001.png", "frames/0002.png"]),
        ("pattern", still + ["--fps", "5", "--frames", "0-1", "shots/f-%02d.png"], ["shots/f-00.png", "shots/f-01.png"]),
    ])
    func linksPlantedAtTheOutputsAreReplaced(product: String, arguments: [String], outputs: [String]) throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("keep me", to: "../victim/precious.txt")
        let targets = [project.victim.appendingPathComponent("precious.txt").path, "../victim/PWNED.png", project.victim.path]
        for (index, output) in outputs.enumerated() {
            let up = String(repeating: "../", count: output.split(separator: "/").count - 1)
            let target = targets[index % targets.count]
            try project.link(output, to: target.hasPrefix("/") ? target : up + target)
        }
        let result = try project.run(arguments)
        #expect(result.status == 0, "\(product): \(result.stderr)")
        #expect(project.victimFiles() == ["precious.txt"], "\(product): \(project.victimFiles())")
        #expect(try String(contentsOf: project.victim.appendingPathComponent("precious.txt"), encoding: .utf8) == "keep me")
        for output in outputs {
            let attributes = try FileManager.default.attributesOfItem(atPath: project.work.appendingPathComponent(output).path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(product): \(output)")
        }
    }

    /// A folder where a file goes, and a frame pattern whose folder part
    /// holds the `%`: one line, nothing written.
    @Test(arguments: [
        ("compare", ["compare", "kugou", "kugou", "--device", "iphone-se", "--height", "80", "--at", "0.5", "-o", "taken.png"], "is a folder"),
        ("sheet", still + ["--sheet", "taken.png"], "is a folder"),
        ("poster", still + ["--fps", "5", "out.mp4", "--poster", "taken.png"], "is a folder"),
        ("pattern", still + ["--fps", "5", "f-%02d/x.png"], "a .png output is a still"),
    ])
    func outputsThatAreNotFileNamesAreRefused(product: String, arguments: [String], message: String) throws {
        let project = try Project()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.work.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        let result = try project.run(arguments)
        Self.expectOneLineError(result, containing: message)
        #expect(project.victimFiles().isEmpty, "\(product): \(project.victimFiles())")
        #expect(contents(of: project.work.appendingPathComponent("taken.png")).isEmpty, "\(product)")
    }
}
