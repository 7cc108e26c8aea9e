// SplashVideo: Swift owners of FFmpeg objects.
//
// One final class per C object, freed in deinit; every return code checked
// and thrown as an FFmpegError carrying the call and FFmpeg's message.
// "Try again" and "end of stream" are values, not errors. This module sees
// RGBA bytes, never a layer.
