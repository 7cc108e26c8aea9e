// Fuzz target: the SVG document reader (logos given to `--logo`, images in
// scenes), with its default element and depth limits.
import FuzzSupport
import SplashSVG
import SplashGeometry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? VectorImage(svg: bytes)
    return 0
}

@main
enum SVGFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
