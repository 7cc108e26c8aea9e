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
//                              autoreverse, fill)       keyframes: per segment
//                                                       or paced by distance,
//                                                       spring: closed form)
//
// Files, by folder:
//   Timing/         TimingFunction (Bézier), FillMode, MediaTiming,
//                   NestedTiming (groups: one timing's local time is the
//                   next one's parent time)
//   Interpolation/  Interpolatable (blend + add; never clamps),
//                   AnimationVector (a point, rect or colour animated whole)
//   Spring/         Spring (CASpringAnimation's constants), its UIKit
//                   reconstruction, DampedOscillator (the closed forms)
//   Curves/         AnimationCurve (basic / keyframes / spring),
//                   Keyframes (CAKeyframeAnimation's value function) and
//                   its evaluation, CalculationMode, RotationMode,
//                   KeyframeSegment (line or Bézier between keyframes),
//                   KochanekBartels (the cubic modes' spline),
//                   ArcLengthTable (distance along segments, for pacing)
//   Validation/     AnimationError and every type's validate()
//   PropertyAnimation.swift  timing + curve + additive + cumulative: the
//                   public entry
//
// Evaluation never traps: malformed input evaluates to a documented
// fallback, and validate() is where it is reported, with the field's name.
