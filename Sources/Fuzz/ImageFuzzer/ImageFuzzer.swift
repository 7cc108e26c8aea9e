// Fuzz target: image sniffing, header parsing and decoding (PNG, JPEG,
// WebP) through libavcodec, with a one-megapixel limit so that large but
// valid headers are refused rather than allocated. Only the Swift side is
// instrumented for coverage; FFmpeg runs as installed.
import FuzzSupport
import SplashVideo

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? ImageDecoder.decode(bytes, maxPixels: 1_000_000)
    return 0
}

@main
enum ImageFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
