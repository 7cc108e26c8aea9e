import ArgumentParser
import SplashScene

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device screens --device accepts, with their size in points and pixels."
    )

    func run() {
        let nameWidth = Device.catalogue.map(\.name.count).max() ?? 0
        let titleWidth = Device.catalogue.map(\.displayName.count).max() ?? 0
        for device in Device.catalogue {
            let points = "\(Int(device.points.width))×\(Int(device.points.height)) pt @\(device.scale)x"
            let pixels = "\(device.pixelWidth)×\(device.pixelHeight) px"
            let marker = device.name == Device.defaultName ? "  (default)" : ""
            print("\(device.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(device.displayName.padding(toLength: titleWidth, withPad: " ", startingAt: 0))  \(points.padding(toLength: 18, withPad: " ", startingAt: 0))  \(pixels)\(marker)")
        }
    }
}
