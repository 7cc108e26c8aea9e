// SplashStoryboard: an app's own launch screen as a scene.
//
// Reads what Xcode writes for a launch screen: the launch storyboard
// (Interface Builder's XML), the `UILaunchScreen` dictionary of an
// Info.plist, and the asset catalog its colours and images come from. The
// storyboard's views are laid out for a device by solving their Auto Layout
// constraints (a Cassowary-style solver with UIKit's priorities), then
// translated into layers. Like every importer it produces a scene and never
// draws: text is measured through a `LabelMeasuring` the caller supplies.
//
//   Model/       the error and warning types, appearances
//   Layout/      the linear constraint solver Auto Layout is solved with
//   Assets/      asset catalogs: colour sets, image sets, the app icon
//   Plist/       XML property lists and the UILaunchScreen dictionary
//   Storyboard/  the Interface Builder document: views, constraints, resources
//   Translation/ views laid out for a device and turned into layers
