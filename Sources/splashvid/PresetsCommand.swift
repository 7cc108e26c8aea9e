import ArgumentParser
import SplashRaster
import SplashScene

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the built-in presets with what they show and how long they run."
    )

    func run() throws {
        let canvas = Device.named(Device.defaultName)?.points ?? Size(width: 393, height: 852)
        let width = Preset.all.map(\.name.count).max() ?? 0
        for preset in Preset.all {
            let scene = try preset.scene(canvas: canvas)
            let name = preset.name.padding(toLength: width, withPad: " ", startingAt: 0)
            print("\(name)  \(formatSeconds(scene.duration))  \(scene.summary)")
        }
    }
}

func formatSeconds(_ seconds: Double) -> String {
    var text = String(format: "%.2f", seconds)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + " s"
}
