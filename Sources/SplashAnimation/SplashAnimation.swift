// SplashAnimation: Core Animation's timing, as pure math.
//
// Everything here is a function of time: timing functions (cubic Béziers
// solved for x, never tabulated), media timing (beginTime, duration, speed,
// repeat, autoreverse, fill modes), keyframe tracks and springs. Nothing
// knows of layers, pixels or files, and nothing clamps: a spring overshoots
// its target, as on the device.
