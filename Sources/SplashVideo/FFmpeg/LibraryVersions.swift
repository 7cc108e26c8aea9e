import CFFmpeg
#if canImport(Glibc)
import Glibc
#endif

/// The libraries this process runs with, one per line, for
/// `splashvid --version`: the FFmpeg libraries' run-time versions (from
/// their `*_version()` functions, which report the library loaded, not the
/// headers compiled against) and libx264's build number.
public enum LibraryVersions {
    /// `libavcodec 59.37.100`, … `libx264 164` (or `libx264 not loaded`).
    public static var lines: [String] {
        func dotted(_ version: UInt32) -> String { "\(version >> 16).\((version >> 8) & 0xFF).\(version & 0xFF)" }
        return [
            "libavcodec \(dotted(avcodec_version()))",
            "libavformat \(dotted(avformat_version()))",
            "libavfilter \(dotted(avfilter_version()))",
            "libswscale \(dotted(swscale_version()))",
            "libavutil \(dotted(avutil_version()))",
            "libx264 \(x264Build.map { "\($0)" } ?? "not loaded")",
        ]
    }

    /// libx264's build number (X264_BUILD) as loaded into this process.
    /// libavcodec does not report it and libx264 exports no version
    /// function, but x264's configure names the shared library
    /// `libx264.so.$API` with API read from x264.h's `#define X264_BUILD`,
    /// and libavcodec, which links it, has it loaded: the process's
    /// mappings (/proc/self/maps, proc(5)) name the file. Nil when libx264
    /// is not loaded or on systems without /proc (macOS).
    public static var x264Build: Int? {
        #if os(Linux)
        // Read line by line with stdio: /proc files report a size of 0,
        // so readers that trust the size read nothing.
        guard let file = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(file) }
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var capacity = 0
        defer { free(buffer) }
        while getline(&buffer, &capacity, file) > 0, let buffer {
            // The last field is the mapped file's path: …/libx264.so.164
            let line = String(cString: buffer)
            guard let name = line.split(separator: "/").last, name.hasPrefix("libx264.so.") else { continue }
            if let build = Int(name.dropFirst("libx264.so.".count).prefix { $0.isNumber }) { return build }
        }
        return nil
        #else
        return nil
        #endif
    }
}
