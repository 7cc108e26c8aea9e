// SplashLottie: Lottie animations (JSON or dotLottie) as scenes.
//
// A file is read in two steps, as lottie-ios keeps its raw format apart
// from its clean model: `Reader/` turns the JSON (through SplashFormats'
// `JSONField`, so every error names the file and JSON path) into the
// `Model/` (compositions, layers, shapes, keyframes), and `Translation/`
// turns that into the scene model with lottie-web's semantics (the player
// files are authored against): precompositions, time remapping and
// stretch, parenting, masks and mattes, shape groups with their modifiers
// (trim, repeater, round corners…), gradients, text. What it cannot draw
// as meant is a warning naming the feature, the layer and the JSON path
// (an error under `--strict`). `DotLottieArchive` and `ZipLayout` read a
// `.lottie` zip from memory with every size bounded.
//
// It imports SplashScene, SplashAnimation, SplashGeometry and
// SplashFormats; it never draws.
