import Foundation
import SplashFormats

extension ReviewPage {
    /// One preview: title and badges, the media with its scrubber, the
    /// A/B picks, the contact sheet with a seek target over each frame,
    /// what changed (with a comparison), details, downloads and stills.
    static func card(_ job: JobReport, comparison: ReviewComparison? = nil) -> String {
        let prefix = comparison?.headPrefix ?? ""
        let entry = comparison?.entry(for: job.id)
        let video = job.status == .failed ? nil : job.outputs.first { $0.kind == .video }
        let sheet = job.status == .failed ? nil : job.outputs.first { $0.kind == .sheet }
        let stills = job.status == .failed ? [] : job.outputs.filter { $0.kind == .still }
        let state = video.map { playsAsVideo($0.file) ? "loading" : "image" } ?? "none"
        var html = "<article class=\"job \(job.status.rawValue)\" id=\"\(HTMLText.escape(job.id))\" tabindex=\"0\" data-status=\"\(job.status.rawValue)\""
        html += " data-fps=\"\(job.fps)\" data-frames=\"\(job.frames)\" data-duration=\"\(seconds(job.duration))\" data-state=\"\(state)\""
        html += " data-search=\"\(HTMLText.escape([job.name, job.device, job.id, job.source].joined(separator: " ")))\""
        if let entry { html += " data-change=\"\(entry.change.rawValue)\"" }
        if let first = entry?.firstChangedFrame { html += " data-first-changed=\"\(first)\"" }
        html += ">\n<h2>\(HTMLText.escape(job.name)) <span class=\"device\">\(HTMLText.escape(job.device))</span></h2>\n"
        if let entry { html += "<p class=\"change\">\(badge(entry, fps: job.fps))</p>\n" }
        if job.status == .failed {
            html += "<p class=\"error\">\(HTMLText.escape(job.error ?? "failed"))</p>\n"
        }
        if let video {
            html += preview(video.file, prefix: prefix, job: job)
            if playsAsVideo(video.file) {
                let base = entry?.baseVideo.map { path in
                    " data-base=\"\(url(path))\" data-base-label=\"\(HTMLText.escape(comparison?.baseName ?? "base"))\" data-head-label=\"\(HTMLText.escape(comparison?.headName ?? "head"))\""
                } ?? ""
                html += "<div class=\"pick\" role=\"group\" aria-label=\"Compare\">"
                html += "<button type=\"button\" data-pick=\"A\" aria-pressed=\"false\">A</button><button type=\"button\" data-pick=\"B\" aria-pressed=\"false\">B</button>"
                if entry?.baseVideo != nil, entry?.change == .changed {
                    html += "<button type=\"button\" data-action=\"compare-base\"\(base)>Compare with \(HTMLText.escape(comparison?.baseName ?? "base"))</button>"
                }
                html += "</div>\n"
            }
        }
        if let sheet { html += sheetFigure(sheet, prefix: prefix, job: job) }
        if let entry, entry.change == .changed { html += changes(entry) }
        html += details(job)
        var downloads = ([video, sheet].compactMap { $0 } + stills).map { output -> (what: String, path: String) in
            let what = switch output.kind {
            case .video: "video"
            case .sheet: "contact sheet"
            case .still: String(format: "still %.2f s", output.time ?? 0)
            }
            return ("\(what) (\(BatchSummary.bytes(output.bytes)))", prefix + output.file)
        }
        if let overlay = entry?.overlay { downloads.append(("overlay diff", overlay)) }
        if !downloads.isEmpty {
            let links = downloads.map { "<a href=\"\(url($0.path))\" download>\(HTMLText.escape($0.what))</a>" }
            html += "<p class=\"downloads\">Download: \(links.joined(separator: " · "))</p>\n"
        }
        if !stills.isEmpty {
            html += "<div class=\"stills\">"
            for still in stills {
                let time = String(format: "%.2f", still.time ?? 0)
                html += "<a href=\"\(url(prefix + still.file))\"><img src=\"\(url(prefix + still.file))\" alt=\"\(HTMLText.escape(job.id)) at \(time) s\" loading=\"lazy\"><span>\(time) s</span></a>"
            }
            html += "</div>\n"
        }
        return html + "</article>\n"
    }

    /// A job only the other run has.
    static func removedCard(_ entry: ReviewComparison.Entry) -> String {
        var html = "<article class=\"job removed\" id=\"\(HTMLText.escape(entry.id))\" tabindex=\"0\" data-change=\"removed\" data-search=\"\(HTMLText.escape(entry.name + " " + entry.id))\" data-state=\"\(entry.baseVideo == nil ? "none" : "loading")\">\n"
        html += "<h2>\(HTMLText.escape(entry.name)) <span class=\"device\">\(HTMLText.escape(entry.id))</span></h2>\n"
        html += "<p class=\"change\">\(badge(entry, fps: 0))</p>\n"
        if let base = entry.baseVideo, playsAsVideo(base) {
            html += "<figure class=\"preview\"><video src=\"\(url(base))\" muted loop autoplay playsinline preload=\"auto\"></video>"
            html += "<figcaption><span class=\"state\">loading</span></figcaption></figure>\n"
        }
        return html + "</article>\n"
    }

    /// "changed · frames 12–40 (0.20–0.67 s) · up to 23.5 % of pixels".
    static func badge(_ entry: ReviewComparison.Entry, fps: Int) -> String {
        var text = "<span class=\"badge \(entry.change.rawValue)\">\(entry.change == .added ? "new" : entry.change.rawValue)</span>"
        if entry.change == .changed, let first = entry.firstChangedFrame, let last = entry.lastChangedFrame {
            let seconds = { (frame: Int) in String(format: "%.2f", Double(frame) / Double(fps)) }
            if first == last {
                text += " frame \(first)" + (fps > 0 ? " (\(seconds(first)) s)" : "")
            } else {
                text += " frames \(first)–\(last)" + (fps > 0 ? " (\(seconds(first))–\(seconds(last)) s)" : "")
            }
            if let share = entry.largestChangedShare {
                text += String(format: " · up to %.1f %% of pixels", share * 100)
            }
        } else if entry.change == .removed {
            text += " not in this run"
        }
        return text
    }

    /// The video (or animated image, or a link for ProRes) with its
    /// scrubber and clock.
    static func preview(_ file: String, prefix: String, job: JobReport) -> String {
        let ext = URL(fileURLWithPath: file).pathExtension.lowercased()
        let source = url(prefix + file)
        if ext == "gif" || ext == "webp" {
            // Animated images play by themselves (no clock to show).
            return "<figure class=\"preview\"><img src=\"\(source)\" width=\"\(job.width)\" height=\"\(job.height)\" alt=\"Preview of \(HTMLText.escape(job.id))\"></figure>\n"
        }
        if ext == "mov" {
            // ProRes plays in QuickTime and editors, not in browsers.
            return "<figure class=\"preview\"><a href=\"\(source)\">\(HTMLText.escape(file)) (ProRes 4444)</a></figure>\n"
        }
        var html = "<figure class=\"preview\"><video src=\"\(source)\" width=\"\(job.width)\" height=\"\(job.height)\" muted loop autoplay playsinline preload=\"auto\"></video>"
        html += "<figcaption><input type=\"range\" class=\"scrubber\" min=\"0\" max=\"\(max(0, job.frames - 1))\" value=\"0\" step=\"1\" aria-label=\"Frame of \(HTMLText.escape(job.id))\">"
        html += "<span class=\"clock\">0.00 s · frame 0</span> <span class=\"state\">loading</span></figcaption></figure>\n"
        return html
    }

    /// The contact sheet, with a button over each frame that seeks the
    /// video there (placed in percent of the sheet, so at any width).
    static func sheetFigure(_ sheet: JobReport.Output, prefix: String, job: JobReport) -> String {
        var html = "<div class=\"sheet\"><img src=\"\(url(prefix + sheet.file))\" alt=\"Contact sheet of \(HTMLText.escape(job.id))\" loading=\"lazy\">"
        if let map = sheet.sheetMap, map.width > 0, map.height > 0 {
            for cell in map.cells {
                func percent(_ value: Int, _ of: Int) -> String { String(format: "%.3f%%", Double(value) / Double(of) * 100) }
                html += "<button type=\"button\" class=\"cell\" data-time=\"\(seconds(cell.time))\" style=\"left:\(percent(cell.x, map.width));top:\(percent(cell.y, map.height));width:\(percent(cell.width, map.width));height:\(percent(cell.height, map.height))\" aria-label=\(String(format: "\"Seek to %.2f s\"", cell.time)) title=\(String(format: "\"Seek to %.2f s\"", cell.time))></button>"
            }
        }
        return html + "</div>\n"
    }

    /// The chart of changed pixels per frame, and the frame of largest
    /// change beside the other run's with the changes highlighted.
    static func changes(_ entry: ReviewComparison.Entry) -> String {
        let images = [(entry.highlight, "Largest change: before, after, changed pixels"), (entry.chart, "Share of pixels changed per frame")]
            .compactMap { path, caption in path.map { (path: $0, caption: caption) } }
        guard !images.isEmpty else { return "" }
        var html = "<details class=\"diff\" open><summary>What changed</summary>"
        for image in images {
            html += "<figure><a href=\"\(url(image.path))\"><img src=\"\(url(image.path))\" alt=\"\(HTMLText.escape(image.caption)) in \(HTMLText.escape(entry.id))\" loading=\"lazy\"></a><figcaption>\(HTMLText.escape(image.caption))</figcaption></figure>"
        }
        return html + "</details>\n"
    }

    static func details(_ job: JobReport) -> String {
        var html = "<details class=\"about\"><summary>Details</summary><dl>\n"
        html += "<dt>source</dt><dd>\(HTMLText.escape(job.source))</dd>\n"
        html += "<dt>screen</dt><dd>\(HTMLText.escape(job.device)), \(job.width)×\(job.height) px</dd>\n"
        html += "<dt>video</dt><dd>\(job.fps) fps, \(job.frames) frames, \(BatchSummary.seconds(job.duration)), CRF \(job.crf), \(HTMLText.escape(job.speed))</dd>\n"
        for name in job.parameters.keys.sorted() {
            html += "<dt>\(HTMLText.escape(name))</dt><dd>\(HTMLText.escape(job.parameters[name] ?? ""))</dd>\n"
        }
        html += "<dt>status</dt><dd>\(job.status == .skipped ? "unchanged since the last run" : job.status.rawValue), \(BatchSummary.bytes(job.bytes))</dd>\n"
        return html + "</dl></details>\n"
    }
}
