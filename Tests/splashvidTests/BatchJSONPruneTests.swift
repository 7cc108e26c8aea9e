import Foundation
import SplashTestSupport
import Testing

/// `batch --json` and `check --json`: one JSON document on standard output
/// with the documented keys; `batch --prune`: the outputs no job writes any
/// more listed after every run and removed on request, nothing else touched.
@Suite(.serialized) struct BatchJSONPruneTests {
    /// The documented keys (README, "Many previews: JSON for scripts"): a
    /// change here is a change scripts see.
    static let batchKeys: Set = ["manifest", "output", "shard", "jobs", "rendered", "current", "failed", "stale", "pruned", "seconds", "summary", "page"]
    static let jobKeys: Set = ["id", "name", "device", "status", "width", "height", "outputs", "bytes", "seconds", "error"]
    static let checkKeys: Set = ["checked", "failed", "files"]
    static let fileKeys: Set = ["file", "kind", "valid", "problems"]
    static let problemKeys: Set = ["file", "line", "column", "path", "message", "warning"]

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    static func manifest(_ presets: [String]) -> String {
        #"{"output": "previews", "defaults": {"fps": 10, "devices": ["375x667@1"], "sheet": false}, "matrix": [{"presets": [\#(presets.map { "\"\($0)\"" }.joined(separator: ", "))]}]}"#
    }

    @Test func batchJSONThenPruneRemovesOnlyWhatNoJobWrites() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("m.json"), previews = folder.appendingPathComponent("previews")
        try Data(Self.manifest(["kugou", "yula"]).utf8).write(to: manifest)
        let first = try Binary.run(["batch", "m.json", "--json"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let document = try Self.object(first.stdout)
        #expect(Set(document.keys) == Self.batchKeys && Self.batchKeys.count == 12)
        let jobs = try #require(document["jobs"] as? [[String: Any]])
        #expect(jobs.count == 2)
        var decoded = 0
        for job in jobs {
            #expect(Set(job.keys) == Self.jobKeys)
            #expect(job["status"] as? String == "rendered" && job["error"] is NSNull)
            let outputs = try #require(job["outputs"] as? [[String: Any]])
            let video = try #require(outputs.first { $0["kind"] as? String == "video" }?["file"] as? String)
            let reader = try VideoReader(path: previews.appendingPathComponent(video).path)
            // 375×667 as the report says; H.264 pads the odd width to 376 (VideoEncoderSettings.streamWidth).
            #expect(job["width"] as? Int == 375 && job["height"] as? Int == 667)
            #expect(reader.width == 376 && reader.height == 668)
            decoded += 1
        }
        #expect(decoded == 2)
        #expect(document["rendered"] as? Int == 2 && document["current"] as? Int == 0 && document["failed"] as? Int == 0)
        #expect((document["stale"] as? [String])?.isEmpty == true && document["pruned"] as? Bool == false)
        #expect(document["page"] as? String == previews.appendingPathComponent("index.html").path)

        // yula taken out: its video is listed, not removed; a file of the user's is never listed.
        try Data("mine".utf8).write(to: previews.appendingPathComponent("notes.txt"))
        try Data(Self.manifest(["kugou"]).utf8).write(to: manifest)
        let second = try Binary.run(["batch", "m.json", "--json"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        let listed = try Self.object(second.stdout)
        #expect(listed["stale"] as? [String] == ["yula@375x667@1.mp4"] && listed["pruned"] as? Bool == false)
        #expect((listed["jobs"] as? [[String: Any]])?.map { $0["status"] as? String } == ["current"])
        #expect(second.stderr.contains("splashvid batch: 1 output no job writes any more: yula@375x667@1.mp4 (--prune removes them)\n"), "\(second.stderr)")
        #expect(FileManager.default.fileExists(atPath: previews.appendingPathComponent("yula@375x667@1.mp4").path))
        let summary = try String(contentsOf: previews.appendingPathComponent("batch-summary.md"), encoding: .utf8)
        #expect(summary.contains("- `yula@375x667@1.mp4`"))

        let third = try Binary.run(["batch", "m.json", "--prune", "--json"], in: folder)
        #expect(third.status == 0, "\(third.stderr)")
        let pruned = try Self.object(third.stdout)
        #expect(pruned["stale"] as? [String] == ["yula@375x667@1.mp4"] && pruned["pruned"] as? Bool == true)
        #expect(third.stderr.contains("splashvid batch: removed 1 output no job writes any more: yula@375x667@1.mp4\n"), "\(third.stderr)")
        #expect(contents(of: previews).filter { !$0.hasPrefix(".") }
                == ["batch-report.json", "batch-summary.md", "index.html", "kugou@375x667@1.mp4", "notes.txt"])
        #expect(contents(of: previews.appendingPathComponent(".splashvid-batch")) == ["kugou@375x667@1.json"])
        // Nothing is left to prune.
        let fourth = try Binary.run(["batch", "m.json", "--prune", "--json"], in: folder)
        #expect((try Self.object(fourth.stdout)["stale"] as? [String])?.isEmpty == true)
    }

    @Test func checkJSONIsOneDocumentWithTheDocumentedKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"duration\": 1,\n \"layers\": [{\"opacty\": 1}]}".utf8).write(to: folder.appendingPathComponent("broken.json"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>"#.utf8)
            .write(to: folder.appendingPathComponent("logo.svg"))
        let result = try Binary.run(["check", "--json", "broken.json", "logo.svg"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr == "splashvid: error: 1 of 2 files have problems\n")
        let document = try Self.object(result.stdout)
        #expect(Set(document.keys) == Self.checkKeys)
        #expect(document["checked"] as? Int == 2 && document["failed"] as? Int == 1)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["kind"] as? String } == ["scene", "svg"])
        #expect(files.map { $0["valid"] as? Bool } == [false, true])
        #expect(files.allSatisfy { Set($0.keys) == Self.fileKeys })
        let problem = try #require((files.first?["problems"] as? [[String: Any]])?.first)
        #expect(Set(problem.keys) == Self.problemKeys)
        // ` "layers": [{"opacty": 1}]}`: after ` "layers": [{` (13 characters) the key's quote is at column 14.
        #expect(problem["line"] as? Int == 2 && problem["column"] as? Int == 14 && problem["path"] as? String == "layers[0].opacty")
        #expect(problem["warning"] as? Bool == false && (problem["message"] as? String)?.hasPrefix("unknown key") == true)
    }
}
