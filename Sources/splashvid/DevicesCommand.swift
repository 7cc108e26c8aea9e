import ArgumentParser
import SplashRender
import SplashImport

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device screens --device accepts, with their size in points and pixels."
    )

    func run() {
        for line in DeviceListing.lines { print(line) }
    }
}
