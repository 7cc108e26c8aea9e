// Fuzz target: the PDF vector reader (asset catalogs' PDF images, images in
// scenes), with its default limits.
import FuzzSupport
import SplashPDF
import SplashGeometry
import SplashGeometry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? VectorImage(pdf: bytes)
    return 0
}

@main
enum PDFFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
