// SplashPreview: `splashvid preview`, a live preview in the browser.
//
// An HTTP server (SwiftNIO's HTTP/1.1) on loopback only serves one page
// (`PreviewPage`: self-contained HTML, CSS and script), the latest render
// as a video and a contact sheet, and its status; `FileWatcher` notices
// when the scene, its images or its Lottie files change and
// `PreviewRenderer` renders again through SplashRender. Nothing is served
// but those files. `PreviewGate`, first in each connection's pipeline,
// holds it to `PreviewLimits` (sizes, times, GET with no body, a loopback
// `Host`; how many at once is counted as connections come in); the HTTP
// decoder sees only heads that passed.
