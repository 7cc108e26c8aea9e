// Fuzz target: the property list readers (XML and binary) and the
// `UILaunchScreen` dictionary read from them, then drawn without an asset
// catalog, as for an Info.plist given to `splashvid --launch-screen`.
// Errors thrown are expected; crashes, traps and hangs are the findings.
import Foundation
import FuzzSupport
import SplashGeometry
import SplashScene
import SplashStoryboard

/// The dictionary's translation measures no text.
struct NoText: LabelMeasuring {
    func measure(_ text: TextContents, width: Double?) throws -> TextMeasurement {
        TextMeasurement(size: Size(width: 0, height: 0), firstBaseline: 0, lastBaseline: 0)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    guard let value = try? PropertyListReader.read(bytes: bytes, file: "fuzz.plist") else { return 0 }
    _ = LaunchScreenDictionary.storyboardName(infoPlist: value, idiom: .phone)
    for idiom in [nil, Idiom.phone, Idiom.pad] {
        guard let dictionary = try? LaunchScreenDictionary.read(infoPlist: value, file: "fuzz.plist", idiom: idiom) else { continue }
        let device = Device.catalogue[size % Device.catalogue.count]
        _ = try? LaunchScreenImporter(measurer: NoText()).dictionary(dictionary, file: "fuzz.plist", catalog: nil,
                                                                     device: device, appearance: .light)
    }
    return 0
}

@main
enum PlistFuzzer {
    static func main() { FuzzDriver.run { fuzz($0, $1) } }
}
