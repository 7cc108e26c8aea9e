import SplashFormats

/// The preview page: self-contained HTML, CSS and script (no external
/// assets, so it works offline and loads nothing from anywhere else).
///
/// It polls `/status` every 500 ms; when a new render is ready it loads
/// `/video.mp4?v=N` and `/sheet.png?v=N` (the version busts the cache)
/// and keeps the position and play state. The scrubber steps by frames and
/// seeks the video (pausing it, so the frame stays), as does a click on a
/// frame of the contact sheet; an error shows above the video while the
/// last good render stays visible.
public enum PreviewPage {
    public static func html(title: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>\(HTMLText.escape(title)) · splashvid preview</title>
        <style>
        :root { color-scheme: light dark; --muted: #888; --error: #d70015; }
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 0; padding: 16px; display: flex; flex-direction: column; align-items: center; gap: 12px; }
        header { display: flex; gap: 12px; align-items: baseline; }
        h1 { font-size: 16px; margin: 0; }
        #state { color: var(--muted); font-variant-numeric: tabular-nums; }
        #error { display: none; max-width: 900px; width: 100%; box-sizing: border-box; padding: 8px 12px; border: 1px solid var(--error);
                 border-radius: 6px; color: var(--error); font-family: ui-monospace, monospace; font-size: 13px; white-space: pre-wrap; overflow-wrap: anywhere; }
        #error.shown { display: block; }
        #warnings { display: none; max-width: 900px; width: 100%; box-sizing: border-box; margin: 0; padding: 8px 12px 8px 28px; border: 1px solid #b25000;
                    border-radius: 6px; color: #b25000; font-size: 13px; overflow-wrap: anywhere; }
        #warnings.shown { display: block; }
        #stage { height: min(70vh, 900px); aspect-ratio: 9 / 19.5; max-width: 100%; background: #0001; border-radius: 8px; overflow: hidden; }
        video { width: 100%; height: 100%; display: block; object-fit: contain; }
        #controls { display: flex; gap: 10px; align-items: center; width: min(600px, 100%); }
        #scrubber { flex: 1; }
        button { font: inherit; min-width: 5em; }
        #clock { color: var(--muted); font-variant-numeric: tabular-nums; }
        #sheet { max-width: min(1200px, 100%); display: none; cursor: pointer; }
        #sheet.shown { display: block; }
        a { color: inherit; }
        </style>
        </head>
        <body>
        <header><h1>\(HTMLText.escape(title))</h1><span id="state">starting…</span></header>
        <div id="error" role="alert"></div>
        <ul id="warnings" aria-label="Warnings"></ul>
        <div id="stage"><video id="video" muted autoplay loop playsinline preload="auto"></video></div>
        <div id="controls">
          <button id="play" type="button">Pause</button>
          <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="frame">
        </div>
        <div id="clock">frame 0 · 0.000 s</div>
        <a id="still" href="/still.png?t=0" target="_blank">this frame as a PNG</a>
        <img id="sheet" alt="contact sheet">
        <script>
        "use strict";
        const video = document.getElementById("video"), scrubber = document.getElementById("scrubber");
        const play = document.getElementById("play"), clock = document.getElementById("clock");
        const stateLabel = document.getElementById("state"), errorBox = document.getElementById("error");
        const warningList = document.getElementById("warnings");
        const sheet = document.getElementById("sheet"), still = document.getElementById("still");
        let shown = 0, fps = 30, frames = 1, scrubbing = false, sheetMap = null;

        const frameAt = (time) => Math.min(Math.max(Math.floor(time * fps + 1e-6), 0), frames - 1);
        const showFrame = (frame) => {
          clock.textContent = "frame " + frame + " of " + frames + " · " + (frame / fps).toFixed(3) + " s";
          still.href = "/still.png?t=" + (frame / fps).toFixed(6);
        };
        const tick = () => {
          if (!scrubbing) {
            const frame = frameAt(video.currentTime);
            scrubber.value = String(frame);
            showFrame(frame);
          }
          requestAnimationFrame(tick);
        };
        const updatePlay = () => { play.textContent = video.paused ? "Play" : "Pause"; };
        video.addEventListener("play", updatePlay);
        video.addEventListener("pause", updatePlay);
        play.addEventListener("click", () => { if (video.paused) video.play().catch(() => {}); else video.pause(); });
        // A frame is shown from its time to the next one's: seeking a
        // quarter of a frame in lands inside it whatever the rounding.
        const seek = (frame) => {
          video.pause();
          video.currentTime = (frame + 0.25) / fps;
          showFrame(frame);
        };
        // A click on a frame of the contact sheet seeks to it.
        sheet.addEventListener("click", (event) => {
          if (!sheetMap || !sheet.clientWidth) return;
          const box = sheet.getBoundingClientRect();
          const x = (event.clientX - box.left) * sheetMap.width / box.width, y = (event.clientY - box.top) * sheetMap.height / box.height;
          const cell = sheetMap.cells.find((c) => x >= c.x && x < c.x + c.width && y >= c.y && y < c.y + c.height);
          if (!cell) return;
          const frame = frameAt(cell.time);
          scrubber.value = String(frame);
          seek(frame);
        });
        scrubber.addEventListener("input", () => { scrubbing = true; seek(Number(scrubber.value)); });
        scrubber.addEventListener("change", () => { scrubbing = false; });
        video.addEventListener("seeked", () => { scrubbing = false; });

        const load = (status) => {
          const wasPaused = shown > 0 && video.paused, at = video.currentTime;
          shown = status.version;
          fps = status.fps || 30;
          frames = Math.max(status.frames || 1, 1);
          scrubber.max = String(frames - 1);
          if (status.width > 0 && status.height > 0) document.getElementById("stage").style.aspectRatio = status.width + " / " + status.height;
          video.src = "/video.mp4?v=" + status.version;
          video.addEventListener("loadedmetadata", () => {
            if (at > 0) video.currentTime = Math.min(at, video.duration || 0);
            if (!wasPaused) video.play().catch(() => {});
          }, { once: true });
          sheetMap = status.sheet || null;
          sheet.src = "/sheet.png?v=" + status.version;
          sheet.classList.add("shown");
        };
        const poll = async () => {
          try {
            const response = await fetch("/status", { cache: "no-store" });
            const status = await response.json();
            if (status.version > shown) load(status);
            errorBox.textContent = status.state === "error" ? status.error : "";
            errorBox.classList.toggle("shown", status.state === "error");
            // The render's warnings (an image cropped, a Lottie feature not drawn…), each once.
            const warnings = status.state === "ok" ? (status.warnings || []) : [];
            if (warningList.dataset.shown !== JSON.stringify(warnings)) {
              warningList.replaceChildren(...warnings.map((text) => { const item = document.createElement("li"); item.textContent = text; return item; }));
              warningList.dataset.shown = JSON.stringify(warnings);
            }
            warningList.classList.toggle("shown", warnings.length > 0);
            stateLabel.textContent = status.state === "rendering" ? "rendering… " + Math.round(status.progress * 100) + " %"
              : status.state === "error" ? (shown > 0 ? "error (showing render " + shown + ")" : "error")
              : "render " + status.version + " · " + status.frames + " frames at " + status.fps + " fps · " + status.duration + " s";
          } catch (error) {
            stateLabel.textContent = "not connected (is splashvid preview still running?)";
          }
          setTimeout(poll, 500);
        };
        poll();
        requestAnimationFrame(tick);
        </script>
        </body>
        </html>

        """
    }

}
