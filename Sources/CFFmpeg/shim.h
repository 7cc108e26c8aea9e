// The C side of splashvid's FFmpeg bridge.
//
// Swift imports FFmpeg's functions and structs directly; this header exists
// for what it cannot import: function-like macros (AVERROR, AVERROR_EOF,
// AV_NOPTS_VALUE's wide constant) and fields whose name or meaning changed
// between the FFmpeg versions we support (5.1 on Debian 12, 6.x/7.x on
// Ubuntu 24.04 and Homebrew). Every shim is prefixed `splash_` and says why
// it exists. Version branches test the library's own version macros, so the
// choice is made by the headers we compile against, never by luck.
#ifndef SPLASHVID_CFFMPEG_SHIM_H
#define SPLASHVID_CFFMPEG_SHIM_H

#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavutil/avutil.h>
#include <libavutil/cpu.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/dict.h>
#include <libavutil/log.h>
#include <libswscale/swscale.h>

/// AVERROR(EAGAIN): "output is not ready, feed more input" (a macro).
static inline int splash_averror_eagain(void) { return AVERROR(EAGAIN); }

/// AVERROR_EOF: "end of stream" (a macro built with FFERRTAG).
static inline int splash_averror_eof(void) { return AVERROR_EOF; }

/// AVERROR(ENOMEM), for errors we raise ourselves.
static inline int splash_averror_enomem(void) { return AVERROR(ENOMEM); }

/// AVERROR(EINVAL), for errors we raise ourselves.
static inline int splash_averror_einval(void) { return AVERROR(EINVAL); }

/// AV_NOPTS_VALUE is an INT64_C() macro expression Swift does not import.
static inline int64_t splash_nopts_value(void) { return AV_NOPTS_VALUE; }

/// Whether a decoded frame is a key frame. FFmpeg 6.1 (libavutil 58.29)
/// moved this from `key_frame` to the AV_FRAME_FLAG_KEY bit of `flags`
/// and deprecated the field.
static inline int splash_frame_is_key(const AVFrame *frame) {
#if LIBAVUTIL_VERSION_INT >= AV_VERSION_INT(58, 29, 100)
    return (frame->flags & AV_FRAME_FLAG_KEY) != 0;
#else
    return frame->key_frame;
#endif
}

/// AVERROR_OPTION_NOT_FOUND: what av_opt_set returns for an unknown option
/// name (a macro built with FFERRTAG), so a typo in an option we set is told
/// apart from a bad value.
static inline int splash_averror_option_not_found(void) { return AVERROR_OPTION_NOT_FOUND; }

/// AVERROR_INVALIDDATA, for inputs we refuse ourselves before a decoder
/// sees them (a macro built with FFERRTAG).
static inline int splash_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }

/// The plane pointers of a frame. Swift imports the fixed-size C array
/// `data[AV_NUM_DATA_POINTERS]` as a tuple, which cannot be indexed or
/// passed to sws_scale's `uint8_t *const dst[]`; the C array decays to the
/// pointer that API wants.
static inline uint8_t *const *splash_frame_planes(const AVFrame *frame) {
    return frame->data;
}

/// The strides (bytes per row) of a frame's planes, for the same reason as
/// splash_frame_planes: `linesize[]` is a tuple in Swift.
static inline const int *splash_frame_strides(const AVFrame *frame) {
    return frame->linesize;
}

#endif
