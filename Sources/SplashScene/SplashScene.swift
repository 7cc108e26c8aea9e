// SplashScene: what a launch animation is, independent of how it is drawn.
//
// A scene file (JSON, Core Animation vocabulary) is read in two steps, as
// lottie-ios keeps its raw format apart from its clean model:
//
//   bytes ──JSONValue.parse──▶ JSONValue (raw tree)
//         ──SceneDecoder.decode(_:file:canvas:parameters:)──▶ Scene (validated, numbers only)
//
// Every field is read through `JSONField` (the same cursor batch manifests
// use), so every error names the file, the JSON path and what was expected
// (`JSONFileError`). Numbers in a scene file may be expressions over the
// canvas size and the scene's parameters ("W/2", "H*0.4 + 60"), so one
// preset fits every device; `SceneDecoder.parameters(in:file:)` lists what a
// file declares. A `Scene` is immutable; `Scene.resolved(at:)` gives the
// layer tree with every animated property evaluated at time t: a pure
// function of (scene, t). How a layer tree is drawn is the compositor's
// business (its frame builder is the one reader of the drawing fields).
//
// A layer's keys are declared once, in `LayerKeys` (LayerKeys/): each
// names its file key, the `Layer` property it sets, its schema type, the
// animation key paths that drive it and how it is read and written. The
// reader's known keys, the JSON Schema, `SceneWriter` and the animation
// key-path lookup are made from that table, so a new layer property is
// its stored property in `Layer`, one entry there and its drawing in the
// compositor's `FrameBuilder` (and, when animatable, its
// `AnimatableProperty` case with the two switches of LayerAnimation.swift,
// kept as switches because a key path per frame and property costs
// tens of times more).
