// SplashVideo: Swift owners of FFmpeg objects.
//
// One final class per C object, freed in deinit; every return code checked
// and thrown as an FFmpegError carrying the call and FFmpeg's message.
// "Try again" and "end of stream" are values, not errors. This module sees
// RGBA bytes, never a layer.
//
// Folders:
//   FFmpeg/        the owners (Frame, Packet, CodecContext, ScaleContext,
//                  Output/InputFormatContext, OptionDictionary), errors,
//                  log silencing, and FileURL (paths never read as URLs)
//   Encoding/      VideoEncoderSettings and VideoWriter: RGBA → BT.709 limited
//                  yuv420p → libx264 High → MP4 (+faststart, bit-exact)
//   Images/        ImageDecoder (PNG/JPEG/WebP bytes → premultiplied RGBA,
//                  sniffed by magic bytes, size-limited) and PNGEncoder
//
// Reading an MP4 back to check it (VideoReader, the box scan, psnr()) is
// test-only and lives in the SplashTestSupport target; the owners it drives
// (InputFormatContext, CodecContext, Frame, Packet, ScaleContext) are
// `package`-visible for it, not public.
