import ArgumentParser
import Foundation
import SplashRender
import SplashImport

/// What `render` and `compare` say while and after they write: notes and
/// warnings, a progress bar (or `--progress` lines), the size budget's
/// choice and the summary (`--json`); nothing but errors with `--quiet`.
struct ReportOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Plain progress lines on standard error (every 10 %), for CI logs; on a terminal the bar shows it.")
    var progress = false

    @Flag(help: "When done, print one line of JSON on standard output: each file written with its kind, size in pixels and bytes, frames and duration.")
    var json = false

    /// Says the notices and warnings, writes with a progress display when
    /// `moving` (a video or frames), says what `--max-size` chose, and
    /// prints the summary made from the seconds it all took.
    func write(file: String, moving: Bool, notices: [String], warnings: [String], budget: SizeBudget?,
               _ write: ((RenderProgress) -> Void) throws -> SizeBudgetChoice?, summary: (Double, SizeBudgetChoice?) throws -> RenderSummary) throws {
        let started = DispatchTime.now()
        if !quiet {
            for notice in notices { StandardError.write("splashvid: note: \(RenderError.oneLine(notice))\n") }
            for warning in warnings { StandardError.write("splashvid: warning: \(RenderError.oneLine(warning))\n") }
        }
        // The bar shows the file name: escaped like an error, so it cannot move the cursor.
        let label = RenderError.oneLine(URL(fileURLWithPath: file).lastPathComponent)
        let bar = ProgressBar(enabled: !quiet && moving && isatty(STDERR_FILENO) != 0, label: label)
        let lines = ProgressLines(enabled: !quiet && moving && progress, label: label)
        let choice = try write { bar.update($0); lines.update($0) }
        bar.finish()
        if let choice, !quiet {
            StandardError.write("splashvid: note: \(Self.describe(choice, budget: budget))\n")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let report = try summary(seconds, choice)
        if !quiet {
            for line in report.lines { StandardError.write("splashvid: \(line)\n") }
        }
        if json { print(report.json) }
    }

    /// What `--max-size` chose: "CRF 24 is the best quality under 2.0 MB:
    /// 1.9 MB (4 encodes)", or with the picture made smaller "288×624,
    /// 15 fps, 128 colours fit in 1.0 MB: 940 KB (4 encodes)".
    static func describe(_ choice: SizeBudgetChoice, budget: SizeBudget?) -> String {
        let limit = budget.map { SizeBudget.text($0.bytes) } ?? ""
        let encodes = "\(choice.passes) \(choice.passes == 1 ? "encode" : "encodes")"
        guard choice.reduced || choice.crf == nil else {
            return "CRF \(choice.crf ?? 0) is the best quality under \(limit): \(SizeBudget.text(choice.bytes)) (\(encodes))"
        }
        var parts = ["\(choice.width)×\(choice.height)", "\(choice.step.fps) fps"]
        if let crf = choice.crf { parts.append("CRF \(crf)") }
        if choice.step.colours < 256 { parts.append("\(choice.step.colours) colours") }
        let verb = choice.reduced ? "fit" : "fits"
        return "\(parts.joined(separator: ", ")) \(verb) in \(limit): \(SizeBudget.text(choice.bytes)) (\(encodes))"
    }
}
