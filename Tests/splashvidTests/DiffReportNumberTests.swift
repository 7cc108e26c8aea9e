import Foundation
import Testing
import SplashTestSupport

/// A report whose numbers are valid JSON but too large for their fields is
/// refused naming the number's JSON path and the range, not as "not valid
/// JSON" without a path.
@Test func aReportNumberOutOfRangeIsNamedWithItsPath() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("run"), withIntermediateDirectories: true)
    let job = #"{"id": "x", "index": 0, "name": "x", "origin": "jobs[0]", "source": "preset kugou", "device": "d", "width": 10, "height": 10, "parameters": {}, "fps": 1e+308, "crf": 18, "speed": "veryfast", "outputs": [{"kind": "video", "file": "x.mp4", "bytes": 1}], "hash": "h", "frames": 10, "duration": 1, "bytes": 1, "wallSeconds": 0, "status": "rendered"}"#
    let report = #"{"splashvid": "0", "manifest": "m.json", "manifestHash": "", "totalJobs": 1, "jobs": [\#(job)], "wallSeconds": 0}"#
    let file = folder.appendingPathComponent("run/batch-report.json")
    try Data(report.utf8).write(to: file)
    let result = try Binary.run(["diff", "run", "run"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix(": jobs[0].fps: the number 1e+308 is out of range (expected a number between -9007199254740992 and 9007199254740992)\n"),
            "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
}
