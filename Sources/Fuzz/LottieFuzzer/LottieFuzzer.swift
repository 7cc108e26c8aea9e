// Fuzz target: the Lottie importer (JSON and dotLottie archives) and the
// scene it makes, evaluated and drawn small at a few instants, as for a
// file given to `splashvid --lottie`. Errors thrown are expected;
// crashes, traps and hangs are the findings.
import Foundation
import FuzzSupport
import SplashCompositor
import SplashGeometry
import SplashLottie
import SplashScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let imported = try? LottieImporter.scene(file: bytes, file: "fuzz", folder: nil, background: .white)
    guard let scene = imported?.scene else { return 0 }
    // What a render checks before drawing: every copy counted.
    guard (try? scene.checkExpansion()) != nil else { return 0 }
    // Drawn about 48 pixels across: the geometry and rasteriser run, cheaply.
    let scale = 48 / max(scene.canvas.width, scene.canvas.height, 1)
    guard let compositor = try? Compositor(scene: scene, scale: scale) else { return 0 }
    for fraction in [0, 0.37, 1] {
        _ = try? compositor.render(at: scene.duration * fraction)
    }
    return 0
}

@main
enum LottieFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
