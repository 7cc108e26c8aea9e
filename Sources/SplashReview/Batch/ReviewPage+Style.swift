extension ReviewPage {
    /// Light and dark, a grid of cards as wide as the window allows
    /// (one column on a phone), the compare as a full-window dialog.
    static let style = """
    :root { color-scheme: light dark; --bg: #f5f5f7; --card: #fff; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0071e3; --bad: #d70015; --changed: #b25000; --added: #1a7f37; --removed: #86868b; }
    @media (prefers-color-scheme: dark) { :root { --bg: #161617; --card: #1d1d1f; --ink: #f5f5f7; --muted: #a1a1a6; --line: #424245; --accent: #2997ff; --bad: #ff453a; --changed: #ff9f0a; --added: #30d158; --removed: #98989d; } }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 16px; background: var(--bg); color: var(--ink); font: 15px/1.4 -apple-system, BlinkMacSystemFont, "Inter", "Segoe UI", sans-serif; }
    header { max-width: 1600px; margin: 0 auto 16px; }
    h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
    .counts, .keys, .diff-summary { color: var(--muted); margin: 4px 0; }
    .bad { color: var(--bad); }
    .filters, .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 12px 0 4px; }
    .controls { position: sticky; top: 0; z-index: 2; background: var(--bg); padding: 4px 0; }
    .picked { color: var(--muted); font-size: 13px; }
    button { font: inherit; padding: 8px 12px; border-radius: 8px; border: 1px solid var(--line); background: var(--card); color: var(--ink); cursor: pointer; min-height: 40px; }
    button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
    button:disabled { opacity: 0.45; cursor: default; }
    button:focus-visible, .job:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    kbd { font: 12px ui-monospace, monospace; border: 1px solid var(--line); border-radius: 4px; padding: 1px 4px; }
    main { max-width: 1600px; margin: 0 auto; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); align-items: start; }
    .job { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 12px; min-width: 0; }
    .job[hidden] { display: none; }
    .job.selected { border-color: var(--accent); box-shadow: 0 0 0 2px var(--accent); }
    .job.failed { border-color: var(--bad); }
    .job[data-change="changed"] { border-color: var(--changed); }
    .job[data-change="removed"] { opacity: 0.75; }
    h2 { font-size: 16px; margin: 0 0 8px; overflow-wrap: anywhere; }
    .device { color: var(--muted); font-weight: normal; }
    .change { margin: 0 0 8px; font-size: 13px; color: var(--muted); }
    .badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; border: 1px solid currentColor; }
    .badge.changed { color: var(--changed); }
    .badge.added { color: var(--added); }
    .badge.removed { color: var(--removed); }
    .badge.identical { color: var(--muted); }
    .error { color: var(--bad); font-family: ui-monospace, monospace; white-space: pre-wrap; font-size: 13px; }
    .preview { margin: 0; }
    .preview video, .preview img { display: block; max-width: 100%; max-height: 460px; width: auto; height: auto; margin: 0 auto; background: #000; border-radius: 8px; border: 1px solid var(--line); }
    .preview figcaption { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; font: 12px ui-monospace, monospace; color: var(--muted); margin-top: 6px; }
    .scrubber { grid-column: 1 / -1; width: 100%; margin: 0; accent-color: var(--accent); }
    .pick { display: flex; gap: 6px; margin: 8px 0; flex-wrap: wrap; }
    .pick button { min-height: 32px; padding: 4px 10px; font-size: 13px; }
    .sheet { position: relative; margin-top: 8px; }
    .sheet img { display: block; width: 100%; height: auto; border-radius: 6px; border: 1px solid var(--line); }
    .sheet .cell { position: absolute; padding: 0; min-height: 0; border: 0; border-radius: 3px; background: transparent; }
    .sheet .cell:hover, .sheet .cell:focus-visible { background: color-mix(in srgb, var(--accent) 18%, transparent); outline: 2px solid var(--accent); outline-offset: 0; }
    details { margin-top: 8px; font-size: 13px; }
    summary { cursor: pointer; color: var(--muted); }
    .diff figure { margin: 8px 0 0; }
    .diff img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
    .diff figcaption { color: var(--muted); font-size: 12px; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0 0; }
    dt { color: var(--muted); }
    dd { margin: 0; overflow-wrap: anywhere; }
    .downloads { font-size: 13px; margin: 8px 0 0; color: var(--muted); }
    a { color: var(--accent); }
    .stills { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
    .stills a { color: var(--muted); font-size: 12px; text-decoration: none; text-align: center; }
    .stills img { display: block; height: 100px; width: auto; border: 1px solid var(--line); border-radius: 4px; }
    dialog { width: min(96vw, 1200px); max-height: 96vh; border: 1px solid var(--line); border-radius: 12px; background: var(--card); color: var(--ink); padding: 12px 16px; }
    dialog::backdrop { background: rgb(0 0 0 / 0.6); }
    .compare-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
    .compare-bar h2 { margin: 0 auto 0 0; }
    .compare-bar [role="group"] { display: flex; gap: 4px; }
    .onion-only { display: none; align-items: center; gap: 6px; font-size: 13px; }
    dialog.onion .onion-only { display: flex; }
    .stage { display: grid; gap: 12px; margin: 12px 0 8px; justify-items: center; }
    .stage.side { grid-template-columns: 1fr 1fr; }
    .stage.onion figure { grid-area: 1 / 1; }
    .stage figure { margin: 0; min-width: 0; }
    .stage video { display: block; max-width: 100%; max-height: 70vh; width: auto; height: auto; background: #000; border-radius: 8px; }
    .stage figcaption { font-size: 13px; color: var(--muted); margin-bottom: 4px; overflow-wrap: anywhere; }
    .stage.onion figcaption { display: none; }
    .stage.onion .side-b { position: relative; }
    dialog .scrub { display: grid; grid-template-columns: 1fr auto; gap: 8px; align-items: center; font: 12px ui-monospace, monospace; color: var(--muted); }
    dialog .scrub input { width: 100%; }
    @media (max-width: 700px) {
      body { padding: 8px; }
      .keys { display: none; }
      .stage.side { grid-template-columns: 1fr; }
    }
    """
}
