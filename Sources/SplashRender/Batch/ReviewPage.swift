import Foundation

/// The review page (`index.html` beside the outputs): every preview as a
/// looping muted video with its contact sheet, device and parameters,
/// with keyboard and frame-step controls. One self-contained file (inline
/// style and script, no CDN), so it works opened from the folder, from a
/// CI artifact or on a phone.
///
/// Each preview shows its state ("loading", "ready", "cannot play") and
/// keeps it in `data-state` with the media's `data-media-duration`, for a
/// reviewer and for the browser test alike.
public enum ReviewPage {
    public static let fileName = "index.html"

    public static func html(_ report: BatchReport) -> String {
        let rendered = report.jobs.filter { $0.status != .failed }.count
        var body = """
        <header>
          <h1>\(escape(report.manifest))</h1>
          <p class="counts">\(rendered) of \(report.jobs.count) previews\(report.failed.isEmpty ? "" : " · <strong class=\"bad\">\(report.failed.count) failed</strong>") · splashvid \(escape(report.splashvid))</p>
          <div class="controls" role="toolbar" aria-label="Playback">
            <button type="button" data-action="toggle" title="Space">Play / pause</button>
            <button type="button" data-action="back" title="← or ,">◀︎ frame</button>
            <button type="button" data-action="forward" title="→ or .">frame ▶︎</button>
            <button type="button" data-action="restart" title="Home or 0">Restart</button>
            <button type="button" data-action="slower" title="[">Slower</button>
            <button type="button" data-action="faster" title="]">Faster</button>
            <button type="button" data-action="all" title="a">All / selected</button>
            <span class="rate" aria-live="polite">1×</span>
          </div>
          <p class="keys">Keys: <kbd>Space</kbd> play/pause · <kbd>←</kbd> <kbd>→</kbd> one frame · <kbd>Shift</kbd>+arrows one second · <kbd>Home</kbd> start · <kbd>[</kbd> <kbd>]</kbd> speed · <kbd>j</kbd> <kbd>k</kbd> next/previous preview · <kbd>a</kbd> control all previews or the selected one</p>
        </header>
        <main>

        """
        for job in report.jobs {
            body += card(job)
        }
        body += "</main>\n"
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(report.manifest)) · splashvid previews</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)<script>\(script)</script>
        </body>
        </html>

        """
    }

    /// Whether a preview is a `<video>` (MP4, WebM) rather than an image or a link.
    static func playsAsVideo(_ file: String) -> Bool {
        ["mp4", "webm"].contains(URL(fileURLWithPath: file).pathExtension.lowercased())
    }

    static func card(_ job: JobReport) -> String {
        let video = job.outputs.first { $0.kind == .video }
        let sheet = job.outputs.first { $0.kind == .sheet }
        let stills = job.outputs.filter { $0.kind == .still }
        var html = "<article class=\"job \(job.status.rawValue)\" id=\"\(escape(job.id))\" tabindex=\"0\" data-fps=\"\(job.fps)\" data-duration=\"\(job.duration)\" data-state=\"\(video.map { Self.playsAsVideo($0.file) ? "loading" : "image" } ?? "none")\">\n"
        html += "<h2>\(escape(job.name)) <span class=\"device\">\(escape(job.device))</span></h2>\n"
        if job.status == .failed {
            html += "<p class=\"error\">\(escape(job.error ?? "failed"))</p>\n"
        }
        html += "<div class=\"media\">\n"
        if let video, job.status != .failed {
            let ext = URL(fileURLWithPath: video.file).pathExtension.lowercased()
            if ext == "gif" || ext == "webp" {
                // Animated images play by themselves (no clock to show).
                html += "<figure class=\"preview\"><img src=\"\(url(video.file))\" width=\"\(job.width)\" height=\"\(job.height)\" alt=\"Preview of \(escape(job.id))\"></figure>\n"
            } else if ext == "mov" {
                // ProRes plays in QuickTime and editors, not in browsers.
                html += "<figure class=\"preview\"><a href=\"\(url(video.file))\">\(escape(video.file)) (ProRes 4444)</a></figure>\n"
            } else {
                html += "<figure class=\"preview\"><video src=\"\(url(video.file))\" width=\"\(job.width)\" height=\"\(job.height)\" muted loop autoplay playsinline preload=\"auto\"></video>"
                html += "<figcaption><span class=\"clock\">0.00 s · frame 0</span> <span class=\"state\">loading</span></figcaption></figure>\n"
            }
        }
        if let sheet, job.status != .failed {
            html += "<a class=\"sheet\" href=\"\(url(sheet.file))\"><img src=\"\(url(sheet.file))\" alt=\"Contact sheet of \(escape(job.id))\" loading=\"lazy\"></a>\n"
        }
        html += "</div>\n<dl>\n"
        html += "<dt>source</dt><dd>\(escape(job.source))</dd>\n"
        html += "<dt>screen</dt><dd>\(escape(job.device)), \(job.width)×\(job.height) px</dd>\n"
        html += "<dt>video</dt><dd>\(job.fps) fps, \(job.frames) frames, \(BatchSummary.seconds(job.duration)), CRF \(job.crf), \(escape(job.speed))</dd>\n"
        for name in job.parameters.keys.sorted() {
            html += "<dt>\(escape(name))</dt><dd>\(escape(job.parameters[name] ?? ""))</dd>\n"
        }
        html += "<dt>status</dt><dd>\(job.status == .skipped ? "unchanged since the last run" : job.status.rawValue), \(BatchSummary.bytes(job.bytes))</dd>\n"
        html += "</dl>\n"
        if !stills.isEmpty, job.status != .failed {
            html += "<div class=\"stills\">"
            for still in stills {
                html += "<a href=\"\(url(still.file))\"><img src=\"\(url(still.file))\" alt=\"\(escape(job.id)) at \(String(format: "%.2f", still.time ?? 0)) s\" loading=\"lazy\"><span>\(String(format: "%.2f s", still.time ?? 0))</span></a>"
            }
            html += "</div>\n"
        }
        html += "</article>\n"
        return html
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    static func url(_ file: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~@")
        return escape(file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file)
    }

    static let style = """
    :root { color-scheme: light dark; --bg: #f5f5f7; --card: #fff; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0071e3; --bad: #d70015; }
    @media (prefers-color-scheme: dark) { :root { --bg: #161617; --card: #1d1d1f; --ink: #f5f5f7; --muted: #a1a1a6; --line: #424245; --accent: #2997ff; --bad: #ff453a; } }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 16px; background: var(--bg); color: var(--ink); font: 15px/1.4 -apple-system, BlinkMacSystemFont, "Inter", "Segoe UI", sans-serif; }
    header { max-width: 1400px; margin: 0 auto 16px; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    .counts, .keys { color: var(--muted); margin: 4px 0; }
    .bad { color: var(--bad); }
    .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 12px 0 4px; position: sticky; top: 0; }
    button { font: inherit; padding: 8px 12px; border-radius: 8px; border: 1px solid var(--line); background: var(--card); color: var(--ink); cursor: pointer; min-height: 40px; }
    button:focus-visible, .job:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    kbd { font: 12px ui-monospace, monospace; border: 1px solid var(--line); border-radius: 4px; padding: 1px 4px; }
    main { max-width: 1400px; margin: 0 auto; display: grid; gap: 16px; }
    .job { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; }
    .job.selected { border-color: var(--accent); box-shadow: 0 0 0 2px var(--accent); }
    .job.failed { border-color: var(--bad); }
    h2 { font-size: 17px; margin: 0 0 8px; }
    .device { color: var(--muted); font-weight: normal; }
    .error { color: var(--bad); font-family: ui-monospace, monospace; white-space: pre-wrap; }
    .media { display: flex; gap: 16px; align-items: flex-start; }
    .preview { margin: 0; flex: 0 0 auto; width: min(260px, 40vw); }
    video { display: block; width: 100%; height: auto; background: #000; border-radius: 8px; border: 1px solid var(--line); }
    figcaption { display: flex; justify-content: space-between; gap: 8px; font: 12px ui-monospace, monospace; color: var(--muted); margin-top: 4px; }
    .sheet { flex: 1 1 auto; min-width: 0; overflow-x: auto; }
    .sheet img { display: block; max-width: 100%; height: auto; border-radius: 6px; border: 1px solid var(--line); }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 12px 0 0; font-size: 13px; }
    dt { color: var(--muted); }
    dd { margin: 0; overflow-wrap: anywhere; }
    .stills { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
    .stills a { color: var(--muted); font-size: 12px; text-decoration: none; text-align: center; }
    .stills img { display: block; height: 120px; width: auto; border: 1px solid var(--line); border-radius: 4px; }
    @media (max-width: 700px) {
      body { padding: 8px; }
      .media { flex-direction: column; }
      .preview { width: 100%; max-width: 360px; margin: 0 auto; }
      .keys { display: none; }
    }
    """

    static let script = """
    "use strict";
    (() => {
      const jobs = Array.from(document.querySelectorAll(".job"));
      const rateLabel = document.querySelector(".rate");
      const rates = [0.1, 0.25, 0.5, 1, 2];
      let rateIndex = 3, selected = -1, all = true;

      const fpsOf = (video) => Number(video.closest(".job").dataset.fps) || 30;
      const targets = () => {
        if (!all && selected >= 0) { const v = jobs[selected].querySelector("video"); return v ? [v] : []; }
        return Array.from(document.querySelectorAll("video"));
      };
      const clock = (video) => {
        const fps = fpsOf(video), last = Math.max(0, Math.round((video.duration || 0) * fps) - 1);
        const frame = Math.min(Math.floor(video.currentTime * fps + 1e-6), last);
        video.closest(".job").querySelector(".clock").textContent = video.currentTime.toFixed(2) + " s · frame " + frame;
      };
      const setState = (video, state, text) => {
        const job = video.closest(".job");
        job.dataset.state = state;
        job.dataset.readyState = String(video.readyState);
        if (isFinite(video.duration)) job.dataset.mediaDuration = String(video.duration);
        job.querySelector(".state").textContent = text;
      };
      for (const video of document.querySelectorAll("video")) {
        video.addEventListener("loadeddata", () => setState(video, "ready", "ready"));
        video.addEventListener("canplay", () => setState(video, "ready", "ready"));
        video.addEventListener("error", () => setState(video, "error", "cannot play this video"));
        video.addEventListener("timeupdate", () => clock(video));
        video.addEventListener("seeked", () => clock(video));
        if (video.readyState >= 2) setState(video, "ready", "ready");
        // Autoplay may be refused (battery saver): the controls still work.
        video.play().catch(() => {});
      }
      const step = (frames) => {
        for (const video of targets()) {
          video.pause();
          const fps = fpsOf(video), frame = Math.floor(video.currentTime * fps + 1e-6) + frames;
          const last = Math.max(0, Math.round(video.duration * fps) - 1);
          // The middle of the frame's interval, so rounding cannot show its neighbour.
          video.currentTime = (Math.min(Math.max(frame, 0), last) + 0.5) / fps;
        }
      };
      const actions = {
        toggle() { const list = targets(); const paused = list.some((v) => v.paused); for (const v of list) paused ? v.play().catch(() => {}) : v.pause(); },
        back() { step(-1); },
        forward() { step(1); },
        restart() { for (const v of targets()) { v.currentTime = 0; v.play().catch(() => {}); } },
        slower() { rateIndex = Math.max(0, rateIndex - 1); applyRate(); },
        faster() { rateIndex = Math.min(rates.length - 1, rateIndex + 1); applyRate(); },
        all() { all = !all; document.body.classList.toggle("single", !all); },
      };
      const applyRate = () => { for (const v of targets()) v.playbackRate = rates[rateIndex]; rateLabel.textContent = rates[rateIndex] + "×"; };
      const select = (index) => {
        if (!jobs.length) return;
        if (selected >= 0) jobs[selected].classList.remove("selected");
        selected = (index + jobs.length) % jobs.length;
        jobs[selected].classList.add("selected");
        jobs[selected].focus({ preventScroll: true });
        jobs[selected].scrollIntoView({ block: "nearest", behavior: "smooth" });
      };
      jobs.forEach((job, index) => job.addEventListener("focus", () => { if (selected !== index) { if (selected >= 0) jobs[selected].classList.remove("selected"); selected = index; job.classList.add("selected"); } }));
      for (const button of document.querySelectorAll("button[data-action]")) button.addEventListener("click", () => actions[button.dataset.action]());
      document.addEventListener("keydown", (event) => {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        // Space or Enter on a button or link is that control's own click.
        if ((event.key === " " || event.key === "Enter") && event.target.closest && event.target.closest("button, a")) return;
        const seconds = (d) => { for (const v of targets()) { v.pause(); v.currentTime = Math.min(Math.max(v.currentTime + d, 0), v.duration || 0); } };
        switch (event.key) {
          case " ": actions.toggle(); break;
          case "ArrowLeft": case ",": event.shiftKey ? seconds(-1) : step(-1); break;
          case "ArrowRight": case ".": event.shiftKey ? seconds(1) : step(1); break;
          case "Home": case "0": actions.restart(); break;
          case "[": actions.slower(); break;
          case "]": actions.faster(); break;
          case "j": case "ArrowDown": select(selected + 1); break;
          case "k": case "ArrowUp": select(selected - 1); break;
          case "a": actions.all(); break;
          default: return;
        }
        event.preventDefault();
      });
    })();
    """
}
