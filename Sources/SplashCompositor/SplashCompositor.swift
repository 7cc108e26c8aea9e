// SplashCompositor: a scene at a time → pixels, in two steps.
//
//   [Layer] resolved at t ──FrameBuilder──▶ DisplayList ──Compositor.render(_:)──▶ Pixmap
//
// `FrameBuilder` (FrameBuilder/) is the one place that reads the layers'
// drawing fields: it lowers each layer into draw operations (fills with a
// paint, clips, groups with opacity, mask and shadow, projected pictures
// for 3-D layers) in picture space. Everything the compositor decides
// afterwards is a question asked of that list (DisplayList/): which fill
// replaces every pixel beneath it, whether a mask is solid fills only,
// whether a group's paints split exactly, what an operation can touch,
// whether the frame can be drawn in bands, whether two frames are equal.
// A new layer property is lowered in one place and every shortcut follows.
// Drawing/ executes the list: in bands of rows, groups offscreen in the
// pixels they can touch, pixels nothing shows left unpainted, the same
// bytes as drawing everything the general way (tests compare both).
//
// Rejected: deciding each shortcut from the layer fields where it is taken
// (ten predicates that each had to learn every new property, and failed
// open when one did not); a display list in each group's offscreen
// coordinates (a group's bounds are needed before its operations can be
// placed, so its subtree would be lowered twice, and twice again per level
// of nesting).
