import Foundation
import Testing
import SplashTestSupport

/// The GitHub Action's scripts (`.github/action/`) with GitHub's
/// environment faked: the event file, `GITHUB_OUTPUT`,
/// `GITHUB_STEP_SUMMARY`, and a `gh` on `PATH` that records every call and
/// answers as GitHub would (a base run with an artifact, the comments of
/// the pull request, the Git data API). The renders and the diff are real:
/// DiffCommandTests' manifests, BASE and HEAD.
@Suite(.serialized) struct GitHubActionTests {
    static let action = PackageFolders.root.appendingPathComponent(".github/action")

    /// A `gh` that appends each call (its arguments, and its body file's
    /// text) to calls.jsonl in FAKE_GH_STATE and answers from there.
    static let fakeGH = #"""
    #!/usr/bin/env python3
    import json, os, pathlib, shutil, sys
    args = sys.argv[1:]
    state = pathlib.Path(os.environ["FAKE_GH_STATE"])
    record = {"args": args}
    if "--input" in args and args[args.index("--input") + 1] == "-":
        record["input"] = json.loads(sys.stdin.read())
    for a in args:
        if a.startswith("body=@"):
            record["body"] = pathlib.Path(a[len("body=@"):]).read_text()
    with open(state / "calls.jsonl", "a") as f:
        f.write(json.dumps(record) + "\n")
    def answer(value):
        sys.stdout.write(value if isinstance(value, str) else json.dumps(value))
        sys.exit(0)
    if args[:2] == ["run", "list"]:
        answer("4242\n" if os.environ.get("FAKE_GH_BASE") else "null\n")
    if args[:2] == ["run", "download"]:
        shutil.copytree(os.environ["FAKE_GH_BASE"], args[args.index("--dir") + 1], dirs_exist_ok=True)
        answer("")
    if args[0] != "api":
        sys.exit(f"fake gh: unexpected call {args}")
    method = args[args.index("-X") + 1] if "-X" in args else ("POST" if any(a in ("-f", "-F", "--input") for a in args) else "GET")
    path = next(a for a in args[1:] if a.startswith("repos/"))
    comment = state / "comment-id"
    if path.endswith("/comments") and method == "GET":
        answer(comment.read_text() + "\n" if comment.exists() else "")
    if path.endswith("/comments") and method == "POST":
        comment.write_text("777")
        answer({"id": 777})
    if "/issues/comments/" in path and method == "PATCH":
        answer({"id": int(path.rsplit("/", 1)[1])})
    if "/statuses/" in path:
        answer({"state": "ok"})
    if path.endswith("/git/blobs"):
        answer({"sha": "blob%d" % sum(1 for _ in open(state / "calls.jsonl"))})
    if "/git/ref/heads/" in path:
        sys.exit(1)  # the images branch does not exist yet
    if path.endswith("/git/trees"):
        answer({"sha": "tree1"})
    if path.endswith("/git/commits") and method == "POST":
        answer({"sha": "commit1"})
    if path.endswith("/git/refs") and method == "POST":
        answer({"ref": "refs/heads/splashvid-previews"})
    sys.exit(f"fake gh: unexpected api call {method} {path}")
    """#

    struct Call {
        var args: [String]
        var body: String?
        var input: [String: Any]?
        var api: String? { args.first == "api" ? args.first { $0.hasPrefix("repos/") } : nil }
        var method: String {
            if let x = args.firstIndex(of: "-X") { return args[x + 1] }
            return args.contains { ["-f", "-F", "--input"].contains($0) } ? "POST" : "GET"
        }
        func field(_ name: String) -> String? {
            args.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
        }
    }

    /// A project with BASE and HEAD rendered (DiffCommandTests' manifests),
    /// the fake gh, and the state folder.
    struct Project {
        var folder: URL
        var state: URL { folder.appendingPathComponent("gh-state") }
        var bin: URL { folder.appendingPathComponent("bin") }

        static func make() throws -> Project {
            let folder = try temporaryFolder()
            try Data(DiffCommandTests.manifest(output: "base", title4: nil, last: ("yula", "yula")).utf8)
                .write(to: folder.appendingPathComponent("base.json"))
            try Data(DiffCommandTests.manifest(output: "previews", title4: "Ready to start?", last: ("launch", "launch")).utf8)
                .write(to: folder.appendingPathComponent("previews.json"))
            let project = Project(folder: folder)
            try FileManager.default.createDirectory(at: project.state, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: project.bin, withIntermediateDirectories: true)
            let gh = project.bin.appendingPathComponent("gh")
            try Data(GitHubActionTests.fakeGH.utf8).write(to: gh)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
            let binary = try #require(Binary.path, "build splashvid first")
            try FileManager.default.createSymbolicLink(at: project.bin.appendingPathComponent("splashvid"), withDestinationURL: URL(fileURLWithPath: binary))
            let base = try Binary.run(["batch", "base.json", "-q"], in: folder)
            #expect(base.status == 0, "\(base.stderr)")
            return project
        }

        func write(_ name: String, _ text: String) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url
        }

        func event(_ name: String) throws -> URL {
            try write("event-\(name).json", name == "pull_request"
                      ? #"{"number": 42, "pull_request": {"number": 42, "base": {"ref": "main"}, "head": {"sha": "0123456789abcdef"}}}"#
                      : #"{"ref": "refs/heads/main", "after": "fedcba"}"#)
        }

        /// Runs one of the action's scripts as the action's step would.
        func run(_ command: [String], event: String, inputs: [String: String] = [:], base: Bool = true) throws -> (status: Int32, stderr: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["FAKE_GH_STATE"] = state.path
            environment["FAKE_GH_BASE"] = base ? folder.appendingPathComponent("base").path : nil
            environment["GITHUB_EVENT_NAME"] = event
            environment["GITHUB_EVENT_PATH"] = try self.event(event).path
            environment["GITHUB_REPOSITORY"] = "octo/app"
            environment["GITHUB_SHA"] = "fedcba"
            environment["GITHUB_WORKFLOW"] = "previews"
            environment["GITHUB_RUN_ID"] = "99"
            environment["GITHUB_OUTPUT"] = folder.appendingPathComponent("output.txt").path
            environment["GITHUB_STEP_SUMMARY"] = folder.appendingPathComponent("summary.md").path
            environment["SPLASHVID"] = bin.appendingPathComponent("splashvid").path
            for (key, value) in inputs { environment[key] = value }
            process.environment = environment
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
        }

        func report(event: String, inputs: [String: String] = [:], base: Bool = true) throws -> (status: Int32, stderr: String) {
            try run(["python3", GitHubActionTests.action.appendingPathComponent("report.py").path], event: event, inputs: inputs, base: base)
        }

        func render(_ inputs: [String: String]) throws -> (status: Int32, stderr: String) {
            try run(["bash", GitHubActionTests.action.appendingPathComponent("render.sh").path], event: "push",
                    inputs: ["MANIFEST": "previews.json", "OUTPUT": "previews", "ARTIFACT": "previews"].merging(inputs) { $1 })
        }

        var calls: [Call] {
            get throws {
                guard let text = try? String(contentsOf: state.appendingPathComponent("calls.jsonl"), encoding: .utf8) else { return [] }
                return try text.split(separator: "\n").map { line in
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    return Call(args: object["args"] as? [String] ?? [], body: object["body"] as? String, input: object["input"] as? [String: Any])
                }
            }
        }

        var outputs: [String: String] {
            let text = (try? String(contentsOf: folder.appendingPathComponent("output.txt"), encoding: .utf8)) ?? ""
            var values: [String: String] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
            }
            return values
        }

        func clear() throws {
            try? FileManager.default.removeItem(at: state.appendingPathComponent("calls.jsonl"))
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("output.txt"))
        }
    }

    @Test func aPullRequestCreatesOneCommentThenEditsItAndSetsTheStatus() throws {
        let project = try Project.make()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let rendered = try project.render([:])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(project.outputs["artifact"] == "previews")
        try project.clear()

        // First run: the base fetched, the diff made, the comment created.
        let first = try project.report(event: "pull_request")
        #expect(first.status == 0, "\(first.stderr)")
        var calls = try project.calls
        #expect(calls.map { $0.args.prefix(2).joined(separator: " ") } == ["run list", "run download", "api --paginate", "api repos/octo/app/issues/42/comments", "api repos/octo/app/statuses/0123456789abcdef"])
        #expect(calls[0].args.contains("main") && calls[1].args.contains("previews"))
        let created = try #require(calls.first { $0.api == "repos/octo/app/issues/42/comments" && $0.method == "POST" })
        let body = try #require(created.body)
        #expect(body.hasPrefix("<!-- splashvid-diff -->\n"), "\(body.prefix(80))")
        #expect(body.components(separatedBy: "<!-- splashvid-diff -->").count - 1 == 1, "one marker")
        #expect(body.contains("1 changed"), "\(body.prefix(400))")
        let status = try #require(calls.last)
        #expect(status.field("state") == "success" && status.field("context") == "splashvid")
        #expect(status.field("description") == "1 changed, 1 added, 1 removed, 1 identical")
        #expect(status.field("target_url") == "https://github.com/octo/app/actions/runs/99")
        #expect(project.outputs == ["compared": "true", "changed": "1", "added": "1", "removed": "1", "identical": "1", "comment-id": "777"])
        let summary = try String(contentsOf: project.folder.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("1 changed"), "\(summary.prefix(300))")

        // Second run: the same comment edited, no second one.
        try project.clear()
        let second = try project.report(event: "pull_request")
        #expect(second.status == 0, "\(second.stderr)")
        calls = try project.calls
        #expect(calls.filter { $0.method == "POST" && ($0.api ?? "").hasSuffix("/comments") }.isEmpty)
        let edited = calls.filter { $0.method == "PATCH" }
        #expect(edited.count == 1 && edited.first?.api == "repos/octo/app/issues/comments/777")
        #expect(edited.first?.body?.hasPrefix("<!-- splashvid-diff -->") == true)
        #expect(calls.filter { ($0.api ?? "").contains("/statuses/") }.count == 1)
        #expect(project.outputs["comment-id"] == "777")

        // fail-on-change: status failure and exit 3.
        try project.clear()
        let failing = try project.report(event: "pull_request", inputs: ["INPUT_FAIL_ON_CHANGE": "true"])
        #expect(failing.status == 3, "\(failing.stderr)")
        #expect(try project.calls.last?.field("state") == "failure")
    }

    @Test func aPushOnlyRendersAndUploads() throws {
        let project = try Project.make()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let rendered = try project.render([:])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        try project.clear()
        let push = try project.report(event: "push")
        #expect(push.status == 0, "\(push.stderr)")
        #expect(try project.calls.isEmpty, "a push asks nothing of GitHub")
        #expect(project.outputs == ["compared": "false"])
        #expect(!FileManager.default.fileExists(atPath: project.folder.appendingPathComponent("previews/diff").path))
    }

    @Test func withoutABaseArtifactTheCommentSaysSo() throws {
        let project = try Project.make()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        #expect(try project.render([:]).status == 0)
        let run = try project.report(event: "pull_request", base: false)
        #expect(run.status == 0, "\(run.stderr)")
        let calls = try project.calls
        #expect(calls.map { $0.args.prefix(2).joined(separator: " ") } == ["run list", "api --paginate", "api repos/octo/app/issues/42/comments", "api repos/octo/app/statuses/0123456789abcdef"])
        #expect(calls[2].body?.contains("nothing to compare with") == true)
        #expect(project.outputs["compared"] == "false")
    }

    @Test func imagesPublishedToTheBranchShowInTheComment() throws {
        let project = try Project.make()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        #expect(try project.render([:]).status == 0)
        let run = try project.report(event: "pull_request", inputs: ["INPUT_IMAGE_HOST": "branch"])
        #expect(run.status == 0, "\(run.stderr)")
        let calls = try project.calls
        let diff = project.folder.appendingPathComponent("previews/diff")
        let images = (FileManager.default.subpaths(atPath: diff.path) ?? []).filter { $0.hasSuffix(".png") || $0.hasSuffix(".gif") || $0.hasSuffix(".webp") }
        #expect(images.count >= 2, "\(images)")
        #expect(calls.filter { $0.api == "repos/octo/app/git/blobs" }.count == images.count)
        let tree = try #require(calls.first { $0.api == "repos/octo/app/git/trees" }?.input?["tree"] as? [[String: Any]])
        #expect(Set(tree.compactMap { $0["path"] as? String }) == Set(images.map { "pr-42/0123456789abcdef/\($0)" }))
        let ref = try #require(calls.first { $0.api == "repos/octo/app/git/refs" })
        #expect(ref.field("ref") == "refs/heads/splashvid-previews" && ref.field("sha") == "commit1")
        let body = try #require(calls.first { $0.method == "POST" && $0.api == "repos/octo/app/issues/42/comments" }?.body)
        let prefix = "https://raw.githubusercontent.com/octo/app/splashvid-previews/pr-42/0123456789abcdef/"
        #expect(body.components(separatedBy: "src=\"\(prefix)").count - 1 == 2, "the highlight and the chart: \(body.prefix(900))")
        #expect(body.components(separatedBy: "<!-- splashvid-diff -->").count - 1 == 1, "one marker")
    }

    @Test func twoShardsAndAMergeGiveTheUnshardedReport() throws {
        let project = try Project.make()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        #expect(try project.render(["OUTPUT": "whole"]).status == 0)
        for k in 1...2 {
            let shard = try project.render(["OUTPUT": "shard\(k)", "SHARD": "\(k)/2"])
            #expect(shard.status == 0, "\(shard.stderr)")
            #expect(project.outputs["artifact"] == "previews-shard-\(k)")
            try project.clear()
        }
        // What download-artifact's merge-multiple does: both shards in one folder.
        let merged = project.folder.appendingPathComponent("merged")
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        for k in 1...2 {
            let shard = project.folder.appendingPathComponent("shard\(k)")
            for name in try FileManager.default.contentsOfDirectory(atPath: shard.path) {
                let target = merged.appendingPathComponent(name)
                if !FileManager.default.fileExists(atPath: target.path) {
                    try FileManager.default.copyItem(at: shard.appendingPathComponent(name), to: target)
                }
            }
        }
        let merge = try project.render(["OUTPUT": "merged", "MERGE": "true"])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(project.outputs["artifact"] == "previews")
        func jobs(_ folder: String) throws -> [String: String] {
            let url = project.folder.appendingPathComponent("\(folder)/batch-report.json")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let list = try #require(report["jobs"] as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "?", "\($0["hash"] ?? "-") \($0["status"] ?? "-") \($0["frames"] ?? "-")") })
        }
        let whole = try jobs("whole"), joined = try jobs("merged")
        #expect(whole.count == 3)
        #expect(joined == whole)

        let bad = try project.render(["SHARD": "two"])
        #expect(bad.status != 0 && bad.stderr.contains("shard must be K/N"), "\(bad.stderr)")
    }
}
