// SplashScene: what a launch animation is, independent of how it is drawn.
//
// A scene file (JSON, Core Animation vocabulary) is read in two steps, as
// lottie-ios keeps its raw format apart from its clean model:
//
//   bytes ──JSONValue──▶ SceneDocument (raw tree, keeps file + JSON paths)
//         ──resolve(canvas, parameters)──▶ Scene (validated, numbers only)
//
// Numbers in a scene file may be expressions over the canvas size and the
// scene's parameters ("W/2", "H*0.4 + 60"), so one preset fits every device.
// A `Scene` is immutable; `Scene.resolved(at:)` gives the layer tree with
// every animated property evaluated at time t: a pure function of (scene, t).
