import Foundation

/// What a job was asked to render differently in HEAD than in BASE, read
/// from the two batch reports, in words for `diff.md` and `diff.json`:
/// the splashvid version, the source (preset or scene file), each
/// parameter set, unset or changed, the size, frame rate, quality and
/// speed, and, when none of those differs but the content hash does, that
/// a file the job reads changed (a scene, an image, a Lottie file).
public enum InputChanges {
    public static func between(_ before: JobReport, _ after: JobReport, baseVersion: String, headVersion: String) -> [String] {
        var changes: [String] = []
        if baseVersion != headVersion { changes.append("splashvid \(baseVersion) → \(headVersion)") }
        if before.source != after.source { changes.append("source: \(before.source) → \(after.source)") }
        for name in Set(before.parameters.keys).union(after.parameters.keys).sorted() {
            switch (before.parameters[name], after.parameters[name]) {
            case (nil, let value?): changes.append("\(name): unset → \(quoted(value))")
            case (let value?, nil): changes.append("\(name): \(quoted(value)) → unset")
            case (let old?, let new?) where old != new: changes.append("\(name): \(quoted(old)) → \(quoted(new))")
            default: break
            }
        }
        if before.width != after.width || before.height != after.height {
            changes.append("size \(before.width)×\(before.height) → \(after.width)×\(after.height)")
        }
        if before.fps != after.fps { changes.append("fps \(before.fps) → \(after.fps)") }
        if before.crf != after.crf { changes.append("crf \(before.crf) → \(after.crf)") }
        if before.speed != after.speed { changes.append("speed \(before.speed) → \(after.speed)") }
        if changes.isEmpty, let old = before.hash, let new = after.hash, old != new {
            changes.append("a file it reads changed (content hash \(old.prefix(8)) → \(new.prefix(8)))")
        }
        return changes
    }

    /// "\"Ready to start?\"": a value as written in the manifest.
    static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
