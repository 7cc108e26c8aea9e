// Fuzz target: the scene file reader with its expressions, as for a file
// given to `splashvid render --scene`. Errors thrown are expected; crashes,
// traps and hangs are the findings.
import Foundation
import FuzzSupport
import SplashGeometry
import SplashScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    // No assets folder: the reader resolves no image paths on disk.
    _ = try? SceneDecoder.decode(bytes, file: "fuzz.json", canvas: Size(width: 393, height: 852))
    return 0
}

@main
enum SceneFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
