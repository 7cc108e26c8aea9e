// SplashImport: the one door for inputs.
//
// Whatever the user names (a built-in preset, a scene file, a Lottie JSON
// or dotLottie file, a launch storyboard or Info.plist with its asset
// catalogs), it comes in here and leaves as a validated `Scene` plus
// warnings for what is not drawn as its source means. The readers
// (SplashLottie, SplashStoryboard, SplashSVG, SplashPDF) never import each
// other; this module wires them together: it hands the storyboard importer
// a label measurer backed by the text stack and a PDF page sizer backed by
// SplashPDF, and decodes image assets through SplashVideo.
//
//   SceneSources/  `SceneSource`: preset, file or Lottie to a Scene; the
//                  Lottie library that precomposes animations scenes play
//   LaunchScreen/  finding, loading and exporting an app's launch screen
//                  (`LaunchScreenLocator`, `LaunchScreenLoader`), the
//                  label measurer and PDF page sizer it is handed
//   Screen/        `RenderScreen` (a device or a canvas at a scale) and
//                  `RenderLimits`, the largest render anything may ask for
//   Catalogue/     the devices and presets as `splashvid devices` and
//                  `presets` list them
//   ImageAssets.swift, ImageSourceBytes.swift  the images a scene draws,
//                  read (files or data: URIs) and decoded once per render
//   RenderError.swift  the one-line error every application module throws
//
// A new input format is a reader module plus one case of `SceneSource`.
