import SplashGeometry
import SplashScene
import Testing

@Suite struct SafeAreaInsetsTests {
    /// Every catalogue device has its portrait insets, and the safe area is
    /// the screen less them: iPhone 15, 393 × 852 less 59 top and 34 bottom
    /// = (0, 59, 393, 759); iPhone SE, 375 × 667 less the 20-point status
    /// bar = (0, 20, 375, 647); iPad Pro 11-inch, 834 × 1194 less 24 and 20
    /// = (0, 24, 834, 1150).
    @Test func safeAreasOfThreeDevices() throws {
        let expected: [(String, Rect)] = [
            ("iphone-15", Rect(x: 0, y: 59, width: 393, height: 759)),
            ("iphone-se", Rect(x: 0, y: 20, width: 375, height: 647)),
            ("ipad-pro-11", Rect(x: 0, y: 24, width: 834, height: 1150)),
        ]
        var compared = 0
        for (name, rect) in expected {
            let device = try #require(Device.named(name))
            #expect(device.safeAreaInsets.inset(Rect(x: 0, y: 0, width: device.points.width, height: device.points.height)) == rect)
            compared += 1
        }
        #expect(compared == 3)
        #expect(Device.catalogue.allSatisfy { $0.safeAreaInsets.top >= 20 })
    }
}
