// SplashPreview: `splashvid preview`, a live preview in the browser.
//
// A small HTTP server (FlyingFox) on loopback only serves one page
// (`PreviewPage`: self-contained HTML, CSS and script), the latest render
// as a video and a contact sheet, and its status; `FileWatcher` notices
// when the scene, its images or its Lottie files change and
// `PreviewRenderer` renders again through SplashRender. Nothing is served
// but those files. `PreviewGate` takes the connections first and holds each
// to `PreviewLimits` (sizes, times, how many at once, GET with no body, a
// loopback `Host`); FlyingFox, on a private Unix socket, sees only requests
// that passed.
