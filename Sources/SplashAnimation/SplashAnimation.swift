// SplashAnimation: Core Animation's timing, as pure math.
//
// Everything here is a function of time: timing functions (cubic Béziers
// solved for x, never tabulated), media timing (beginTime, duration, speed,
// repeat, autoreverse, fill modes), keyframe tracks and springs. Nothing
// knows of layers, pixels or files, and nothing clamps: a spring overshoots
// its target, as on the device.
//
// How a property's value at scene time t is found:
//
//     t ─▶ groupTimings ─▶ MediaTiming.localTime ─▶ AnimationCurve ─▶ value
//          (CAAnimationGroup) (begin, speed, repeat,   (basic: eased progress,
//                              autoreverse, fill)       keyframes: per segment,
//                                                       spring: closed form)
//
// Files, by folder:
//   Timing/         TimingFunction (Bézier), FillMode, MediaTiming,
//                   NestedTiming (groups: one timing's local time is the
//                   next one's parent time)
//   Interpolation/  Interpolatable (blend + add; never clamps)
//   Spring/         Spring (CASpringAnimation's constants), its UIKit
//                   reconstruction, DampedOscillator (the closed forms)
//   Curves/         AnimationCurve (basic / keyframes / spring),
//                   CalculationMode, KeyframeTrack (segment evaluation)
//   Validation/     AnimationError and every type's validate()
//   PropertyAnimation.swift  timing + curve + additive: the public entry
//
// Evaluation never traps: malformed input evaluates to a documented
// fallback, and validate() is where it is reported, with the field's name.
