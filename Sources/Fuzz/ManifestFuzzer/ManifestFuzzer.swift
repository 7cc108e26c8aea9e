// Fuzz target: the batch manifest reader (`splashvid batch MANIFEST`). The
// manifest's folder does not exist, so scene paths in it are all missing.
import Foundation
import FuzzSupport
import SplashRender
import SplashReview

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = try? BatchManifest(data: bytes, file: URL(fileURLWithPath: "/nonexistent-splashvid-fuzz/batch.json"))
    return 0
}

@main
enum ManifestFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
