// The review and diff pages' script (splashvid batch, splashvid diff):
// playback, frame stepping and scrubbing, seeking from the contact sheet,
// filters, and the A/B compare. A frame i is shown from i / fps to
// (i + 1) / fps; seeks go to the middle of that interval, so rounding in
// the media pipeline cannot show a neighbour. Embedded in the binary by
// scripts/embed-pages.
"use strict";
(() => {
  const jobs = Array.from(document.querySelectorAll("main .job"));
  const rateLabel = document.querySelector(".rate");
  const rates = [0.1, 0.25, 0.5, 1, 2];
  let rateIndex = 3, selected = -1, all = true;
  const dialog = document.getElementById("compare");
  const stage = dialog.querySelector(".stage");
  const [videoA, videoB] = Array.from(dialog.querySelectorAll("video"));
  const compareScrub = dialog.querySelector(".scrub input"), compareClock = dialog.querySelector(".scrub .clock");
  const onion = document.getElementById("onion");
  const picks = { A: null, B: null };
  let compareFps = 30;

  const frameAt = (time, fps) => Math.floor(time * fps + 1e-6);
  const clockText = (time, frame) => time.toFixed(2) + " s · frame " + frame;
  const fpsOf = (video) => video.closest("dialog") ? compareFps : (Number(video.closest(".job").dataset.fps) || 30);
  // The last frame: as the report counts them, else from the media's
  // duration, else unknown (a seek is then clamped by the player).
  const lastOf = (video) => {
    const job = video.closest(".job"), frames = Number((job || video).dataset.frames) || 0;
    if (frames > 0) return frames - 1;
    return isFinite(video.duration) ? Math.max(0, Math.round(video.duration * fpsOf(video)) - 1) : Infinity;
  };
  const seekFrame = (video, frame) => {
    const fps = fpsOf(video);
    video.currentTime = (Math.min(Math.max(frame, 0), lastOf(video)) + 0.5) / fps;
  };
  const show = (video) => {
    const job = video.closest(".job");
    const frame = Math.min(frameAt(video.currentTime, fpsOf(video)), lastOf(video));
    const clock = job.querySelector(".clock"), scrubber = job.querySelector(".scrubber");
    if (clock) clock.textContent = clockText(video.currentTime, frame);
    if (scrubber) scrubber.value = String(frame);
  };
  const setState = (video, state, text) => {
    const job = video.closest(".job");
    job.dataset.state = state;
    job.dataset.readyState = String(video.readyState);
    if (isFinite(video.duration)) job.dataset.mediaDuration = String(video.duration);
    const label = job.querySelector(".state");
    if (label) label.textContent = text;
  };
  for (const video of document.querySelectorAll("main video")) {
    video.addEventListener("loadeddata", () => setState(video, "ready", "ready"));
    video.addEventListener("canplay", () => setState(video, "ready", "ready"));
    video.addEventListener("error", () => setState(video, "error", "cannot play this video"));
    video.addEventListener("timeupdate", () => show(video));
    video.addEventListener("seeked", () => show(video));
    if (video.readyState >= 2) setState(video, "ready", "ready");
    // Autoplay may be refused (battery saver): the controls still work.
    video.play().catch(() => {});
  }
  for (const scrubber of document.querySelectorAll(".scrubber")) {
    const video = scrubber.closest(".job").querySelector("video");
    scrubber.addEventListener("input", () => { video.pause(); seekFrame(video, Number(scrubber.value)); });
  }
  // A contact sheet's frame seeks its video to the frame nearest its instant.
  for (const cell of document.querySelectorAll(".sheet .cell")) {
    cell.addEventListener("click", () => {
      const job = cell.closest(".job"), video = job.querySelector("video");
      if (!video) return;
      video.pause();
      seekFrame(video, Math.round(Number(cell.dataset.time) * fpsOf(video)));
      job.querySelector(".preview").scrollIntoView({ block: "nearest", behavior: "smooth" });
    });
  }

  const visible = () => jobs.filter((job) => !job.hidden);
  const targets = () => {
    if (dialog.open) return [videoA, videoB].filter((v) => v.getAttribute("src"));
    if (!all && selected >= 0) { const v = jobs[selected].querySelector("video"); return v ? [v] : []; }
    return visible().flatMap((job) => Array.from(job.querySelectorAll("video")));
  };
  const step = (frames) => {
    for (const video of targets()) {
      video.pause();
      seekFrame(video, frameAt(video.currentTime, fpsOf(video)) + frames);
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
    compare() { if (picks.A && picks.B) openCompare(picks.A, picks.B); },
  };
  const applyRate = () => { for (const v of targets()) v.playbackRate = rates[rateIndex]; rateLabel.textContent = rates[rateIndex] + "×"; };
  const markSelected = (index) => {
    if (selected >= 0) jobs[selected].classList.remove("selected");
    selected = index;
    if (index < 0) return;
    jobs[index].classList.add("selected");
  };
  const select = (delta) => {
    const list = visible();
    if (!list.length) return;
    const at = list.indexOf(jobs[selected]);
    const next = list[at < 0 ? (delta > 0 ? 0 : list.length - 1) : (at + delta + list.length) % list.length];
    markSelected(jobs.indexOf(next));
    next.focus({ preventScroll: true });
    next.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };
  jobs.forEach((job, index) => job.addEventListener("focus", () => { if (selected !== index) markSelected(index); }));
  for (const button of document.querySelectorAll(".controls button[data-action]")) button.addEventListener("click", () => actions[button.dataset.action]());

  // Filters: what changed, what did not, by status (rendered, current,
  // failed), everything; and a search over each preview's name, device
  // and source. Both apply together.
  const filterButtons = Array.from(document.querySelectorAll("button[data-filter]"));
  const search = document.querySelector(".search"), shownCount = document.querySelector(".shown-count");
  let currentFilter = "all";
  const statuses = ["rendered", "skipped", "failed"];
  const applyFilter = (filter) => {
    currentFilter = filter;
    const words = search ? search.value.trim().toLowerCase().split(/\s+/).filter((w) => w) : [];
    for (const b of filterButtons) b.setAttribute("aria-pressed", String(b.dataset.filter === filter));
    let count = 0;
    for (const job of jobs) {
      const change = job.dataset.change || "", status = job.dataset.status || "";
      const byStatus = filter === "all" || (filter === "changed" ? change !== "" && change !== "identical"
        : statuses.includes(filter) ? status === filter : change === filter);
      const text = (job.dataset.search || job.id).toLowerCase();
      const shown = byStatus && words.every((w) => text.includes(w));
      job.hidden = !shown;
      if (shown) count += 1;
      const video = job.querySelector("video");
      if (video) { if (shown) video.play().catch(() => {}); else video.pause(); }
    }
    if (shownCount) shownCount.textContent = count + " of " + jobs.length + " shown";
    if (selected >= 0 && jobs[selected].hidden) markSelected(-1);
    document.body.dataset.filter = filter;
  };
  for (const b of filterButtons) b.addEventListener("click", () => applyFilter(b.dataset.filter));
  if (search) search.addEventListener("input", () => applyFilter(currentFilter));
  const filters = document.querySelector(".filters");
  if (filters) applyFilter(filters.dataset.initial);

  // A/B: pick any two previews, or a changed one against the other run.
  const pickedLabel = document.querySelector(".picked"), compareButton = document.querySelector('.controls [data-action="compare"]');
  const describe = (job) => job.querySelector("h2").textContent.trim();
  const updatePicks = () => {
    for (const b of document.querySelectorAll("[data-pick]")) {
      const pick = picks[b.dataset.pick];
      b.setAttribute("aria-pressed", String(!!pick && pick.job === b.closest(".job")));
    }
    compareButton.disabled = !(picks.A && picks.B);
    pickedLabel.textContent = picks.A || picks.B
      ? "A: " + (picks.A ? picks.A.label : "—") + " · B: " + (picks.B ? picks.B.label : "—")
      : "Pick A and B on two previews to compare them";
  };
  for (const b of document.querySelectorAll("[data-pick]")) {
    b.addEventListener("click", () => {
      const job = b.closest(".job"), side = b.dataset.pick;
      const same = picks[side] && picks[side].job === job;
      picks[side] = same ? null : { job, src: job.querySelector("video").getAttribute("src"), label: describe(job),
                                    fps: Number(job.dataset.fps) || 30, frames: Number(job.dataset.frames) || 0 };
      updatePicks();
    });
  }
  for (const b of document.querySelectorAll('[data-action="compare-base"]')) {
    b.addEventListener("click", () => {
      const job = b.closest(".job"), fps = Number(job.dataset.fps) || 30;
      openCompare({ src: b.dataset.base, label: b.dataset.baseLabel + ": " + describe(job), fps },
                  { src: job.querySelector("video").getAttribute("src"), label: b.dataset.headLabel + ": " + describe(job), fps,
                    frames: Number(job.dataset.frames) || 0 });
    });
  }
  const compareLast = () => { const last = Math.max(lastOf(videoA), lastOf(videoB)); return isFinite(last) ? last : 0; };
  const showCompare = () => {
    const last = compareLast(), current = frameAt(videoA.currentTime, compareFps);
    const frame = last > 0 ? Math.min(current, last) : current;
    compareScrub.max = String(last);
    compareScrub.value = String(frame);
    compareClock.textContent = clockText(videoA.currentTime, frame);
  };
  // Both videos at one height, in whole pixels (no hairline beside a
  // fractional width), as large as the window lets the dialog be without
  // scrolling: measured with the videos at no size, the rest of the dialog
  // (bar, captions, scrubber) is what the 96vh it may take leaves them.
  const fitCompare = () => {
    if (!dialog.open) return;
    const vids = [videoA, videoB];
    if (vids.some((v) => !v.videoWidth || !v.videoHeight)) return;
    for (const v of vids) { v.style.width = "0px"; v.style.height = "0px"; v.style.maxHeight = "none"; }
    const onionMode = stage.classList.contains("onion");
    const columns = onionMode ? 1 : getComputedStyle(stage).gridTemplateColumns.split(" ").filter((c) => c).length;
    const gap = parseFloat(getComputedStyle(stage).columnGap) || 0;
    const free = Math.floor(window.innerHeight * 0.96) - dialog.offsetHeight - 2;
    const rows = onionMode ? 1 : Math.ceil(2 / columns);
    const width = (stage.clientWidth - gap * (columns - 1)) / columns;
    let height = (free - gap * (rows - 1)) / rows;
    for (const v of vids) height = Math.min(height, width * v.videoHeight / v.videoWidth);
    height = Math.max(16, Math.floor(height));
    for (const v of vids) {
      v.style.height = height + "px";
      v.style.width = Math.min(Math.floor(width), Math.round(height * v.videoWidth / v.videoHeight)) + "px";
    }
    dialog.dataset.fitted = String(height);
  };
  for (const v of [videoA, videoB]) { v.addEventListener("loadedmetadata", fitCompare); v.addEventListener("resize", fitCompare); }
  window.addEventListener("resize", fitCompare);
  const openCompare = (a, b) => {
    compareFps = a.fps;
    for (const v of document.querySelectorAll("main video")) v.pause();
    videoA.src = a.src;
    videoB.src = b.src;
    videoA.dataset.frames = String(a.frames || "");
    videoB.dataset.frames = String(b.frames || "");
    dialog.querySelector(".side-a .label").textContent = a.label;
    dialog.querySelector(".side-b .label").textContent = b.label;
    dialog.showModal();
    fitCompare();
    for (const v of [videoA, videoB]) { v.playbackRate = rates[rateIndex]; v.play().catch(() => {}); }
  };
  dialog.addEventListener("close", () => {
    delete dialog.dataset.fitted;
    for (const v of [videoA, videoB]) { v.pause(); v.removeAttribute("src"); v.load(); v.style.width = ""; v.style.height = ""; v.style.maxHeight = ""; }
    for (const job of visible()) { const v = job.querySelector("video"); if (v) v.play().catch(() => {}); }
  });
  compareScrub.addEventListener("input", () => { for (const v of [videoA, videoB]) { v.pause(); seekFrame(v, Number(compareScrub.value)); } });
  videoA.addEventListener("timeupdate", () => {
    showCompare();
    // Playing together: B follows A to within half a frame.
    if (!videoA.paused && !videoB.paused && Math.abs(videoB.currentTime - videoA.currentTime) > 0.5 / compareFps) videoB.currentTime = videoA.currentTime;
  });
  for (const event of ["seeked", "loadedmetadata"]) { videoA.addEventListener(event, showCompare); videoB.addEventListener(event, showCompare); }
  const applyOnion = () => { videoB.style.opacity = stage.classList.contains("onion") ? String(Number(onion.value) / 100) : ""; };
  const setMode = (mode) => {
    stage.classList.toggle("side", mode === "side");
    stage.classList.toggle("onion", mode === "onion");
    dialog.classList.toggle("onion", mode === "onion");
    for (const b of dialog.querySelectorAll("[data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
    applyOnion();
    fitCompare();
  };
  for (const b of dialog.querySelectorAll("[data-mode]")) b.addEventListener("click", () => setMode(b.dataset.mode));
  onion.addEventListener("input", applyOnion);
  dialog.querySelector('[data-compare="toggle"]').addEventListener("click", () => actions.toggle());
  dialog.querySelector('[data-compare="close"]').addEventListener("click", () => dialog.close());

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Space or Enter on a control is that control's own; a slider takes its arrows.
    if ((event.key === " " || event.key === "Enter") && event.target.closest && event.target.closest("button, a, summary")) return;
    if (event.target.matches && event.target.matches('input[type="range"]') && event.key.startsWith("Arrow")) return;
    // Typing in the search box is a search.
    if (event.target.matches && event.target.matches('input[type="search"]')) return;
    const seconds = (d) => { for (const v of targets()) { v.pause(); v.currentTime = Math.min(Math.max(v.currentTime + d, 0), v.duration || 0); } };
    switch (event.key) {
      case " ": actions.toggle(); break;
      case "ArrowLeft": case ",": event.shiftKey ? seconds(-1) : step(-1); break;
      case "ArrowRight": case ".": event.shiftKey ? seconds(1) : step(1); break;
      case "Home": case "0": actions.restart(); break;
      case "[": actions.slower(); break;
      case "]": actions.faster(); break;
      case "j": case "ArrowDown": if (dialog.open) return; select(1); break;
      case "k": case "ArrowUp": if (dialog.open) return; select(-1); break;
      case "a": if (dialog.open) return; actions.all(); break;
      case "c": if (dialog.open) return; actions.compare(); break;
      default: return;
    }
    event.preventDefault();
  });
})();
