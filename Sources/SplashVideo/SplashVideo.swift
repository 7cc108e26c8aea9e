// SplashVideo: Swift owners of FFmpeg objects.
//
// One final class per C object, freed in deinit; every return code checked
// and thrown as an FFmpegError carrying the call and FFmpeg's message.
// "Try again" and "end of stream" are values, not errors. This module sees
// RGBA bytes, never a layer.
//
// Folders:
//   FFmpeg/        the owners (Frame, Packet, CodecContext, ScaleContext,
//                  Output/InputFormatContext, OptionDictionary, FilterGraph),
//                  errors, log silencing, the libraries' versions
//                  (FFmpegVersions for batch hashes, LibraryVersions for
//                  --version), and FileURL (paths never read as URLs)
//   Encoding/      VideoEncoderSettings and VideoCodec; VideoWriter: RGBA →
//                  BT.709 limited YUV → libx264/libx265 → MP4, ProRes 4444 →
//                  MOV, VP9 → WebM (with alpha), libwebp → WebP; GIFWriter:
//                  palettegen/paletteuse → GIF; EncoderInput (straight alpha
//                  or a matte)
//   Decoding/      VideoDecoder: a video file → RGBA8 frames, one at a time,
//                  within size and frame-count limits (splashvid diff)
//   Images/        ImageDecoder (PNG/JPEG/WebP bytes → premultiplied RGBA,
//                  sniffed by magic bytes, size-limited) and PNGEncoder
//
// Reading a video's container details back to check them (VideoReader, WebPReader, the box scan, psnr()) is
// test-only and lives in the SplashTestSupport target; the owners it drives
// (InputFormatContext, CodecContext, Frame, Packet, ScaleContext) are
// `package`-visible for it, not public.
