import SplashImport
import SplashScene
import Testing

/// `--device` takes Xcode's names for the simulators as well as the
/// catalogue's ids, in any case; a name it does not know is answered with
/// the nearest one.
@Suite struct DeviceNameTests {
    @Test func xcodeNamesAreAliases() throws {
        let cases: [(String, String)] = [
            ("iPhone 15 Pro", "iphone-15-pro"), ("iphone 15 pro", "iphone-15-pro"), ("IPHONE-15-PRO", "iphone-15-pro"),
            ("iPhone SE (3rd generation)", "iphone-se"), ("iPhone SE (2nd generation)", "iphone-se"),
            ("iPhone 16", "iphone-15"), ("iPhone 15 Plus", "iphone-15-pro-max"), ("iPhone 12 mini", "iphone-13-mini"),
            ("iPhone 16 Pro Max", "iphone-16-pro-max"), ("iPad mini (A17 Pro)", "ipad-mini"),
            ("iPad Pro (11-inch) (4th generation)", "ipad-pro-11"), ("  iPad  Pro 11-inch  ", "ipad-pro-11"),
            // Xcode 16's simulators, with their punctuation or without.
            ("iPad Pro 11-inch (M4)", "ipad-pro-11-m4"), ("ipad pro 11 inch m4", "ipad-pro-11-m4"), ("iPad Pro 13-inch (M4)", "ipad-pro-13-m4"),
            ("iPad Air 11-inch (M2)", "ipad-air-11"), ("iPad Air 13-inch (M3)", "ipad-air-13"), ("iPad (10th generation)", "ipad-air-11"),
            ("iPad (A16)", "ipad-air-11"), ("iPad Pro (12.9-inch) (6th generation)", "ipad-air-13"), ("iphone_15_pro", "iphone-15-pro"),
        ]
        var checked = 0
        for (name, id) in cases {
            #expect(Device.named(name)?.name == id, "\(name)")
            let screen = try RenderScreen.device(named: name)
            #expect(screen.name == id, "\(name): the screen is named by the id")
            checked += 1
        }
        #expect(checked == 21)
    }

    /// Every alias names a model whose screen is the device's; no two
    /// devices share a name.
    @Test func aliasesAreUnique() {
        var seen: [String: String] = [:]
        var count = 0
        for device in Device.catalogue {
            for name in [device.name, device.displayName] + device.aliases {
                let key = name.lowercased()
                if let other = seen[key], other != device.name { Issue.record("\(name) names \(other) and \(device.name)") }
                seen[key] = device.name
                count += 1
            }
        }
        #expect(count >= 40)
    }

    /// "iphone 15 pr" is one edit from "iphone 15 pro"; "iPad Pro 11-inch
    /// (M9)" is one from "iPad Pro 11-inch (M4)" (whose screen, 834 × 1210,
    /// the message gives); "nokia" is near nothing.
    @Test func didYouMean() {
        func message(_ name: String) -> String {
            do {
                _ = try RenderScreen.device(named: name)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(message("iphone 15 pr").contains("did you mean iphone-15-pro (iPhone 15 Pro, 393×852 points)?"), "\(message("iphone 15 pr"))")
        #expect(message("iphone-16-pro-mx").contains("did you mean iphone-16-pro-max"))
        #expect(message("iPad Pro 11-inch (M9)").contains("did you mean ipad-pro-11-m4 (iPad Pro 11-inch (M4), 834×1210 points)?"), "\(message("iPad Pro 11-inch (M9)"))")
        #expect(message("nokia").hasPrefix("unknown device \"nokia\"; available: "), "\(message("nokia"))")
    }
}
