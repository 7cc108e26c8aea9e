import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// The shared table cache hands out what building the table gives, and
/// keeps working past its capacity (the oldest tables go).
@Suite(.eachKernelLevel)
struct GradientRampCacheTests {
    static func stops(_ i: Int) -> [GradientStop] {
        [GradientStop(location: 0, color: Color(red: Double(i % 7) / 7, green: 0.4, blue: 0.2, alpha: 1)),
         GradientStop(location: 0.3 + Double(i % 5) / 10, color: Color(red: 0.1, green: Double(i % 3) / 3, blue: 0.9, alpha: 0.5)),
         GradientStop(location: 1, color: Color(red: 1, green: 1, blue: Double(i % 11) / 11, alpha: 1))]
    }

    @Test func cachedTablesAreTheBuiltOnes() throws {
        let cache = GradientRampCache(capacity: 3)
        // Twice round eight stop sets: every lookup after the third set evicts one.
        for round in 0..<2 {
            for i in 0..<8 {
                let stops = Self.stops(i)
                let cached = try #require(cache.ramp(for: stops))
                let built = try #require(GradientRamp(stops: stops))
                #expect(cached.dithered == built.dithered && cached.isOpaque == built.isOpaque, "round \(round), stops \(i)")
                #expect(cache.ramp(for: stops)?.dithered == built.dithered)
            }
        }
        #expect(cache.ramp(for: []) == nil)
    }
}
