import CFFmpeg

/// Owner of one `AVFrame` (a picture and its metadata), freed on deinit.
package final class Frame {
    let pointer: UnsafeMutablePointer<AVFrame>

    package init() throws {
        guard let frame = av_frame_alloc() else { throw FFmpegError.outOfMemory("av_frame_alloc") }
        pointer = frame
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&frame)
    }

    /// Allocates picture buffers for the size and format already set on
    /// the frame. Rows are padded and aligned by FFmpeg for its SIMD code.
    func allocateBuffers(width: Int, height: Int, format: AVPixelFormat) throws {
        pointer.pointee.width = Int32(width)
        pointer.pointee.height = Int32(height)
        pointer.pointee.format = format.rawValue
        try check(av_frame_get_buffer(pointer, 0), "av_frame_get_buffer")
    }

    /// Makes the buffers safe to write: an encoder may still hold a
    /// reference to the previous picture, in which case FFmpeg copies.
    func makeWritable() throws {
        try check(av_frame_make_writable(pointer), "av_frame_make_writable")
    }

    /// Drops the picture (after a decoder handed it over).
    package func unreference() {
        av_frame_unref(pointer)
    }

    package var width: Int { Int(pointer.pointee.width) }
    package var height: Int { Int(pointer.pointee.height) }
    package var pixelFormat: AVPixelFormat { AVPixelFormat(rawValue: pointer.pointee.format) }

    /// Plane pointers, as sws_scale wants them.
    var planes: UnsafePointer<UnsafeMutablePointer<UInt8>?> { splash_frame_planes(pointer) }

    /// Bytes per row of each plane, as sws_scale wants them.
    var strides: UnsafePointer<Int32> { splash_frame_strides(pointer) }
}
