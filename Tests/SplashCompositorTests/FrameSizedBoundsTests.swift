import Testing
import SplashTestSupport
@testable import SplashCompositor

/// The pool's free buffers and the kept shadowed groups are bounded by the
/// frame's size (`Compositor.poolBytes`, `keptBytes`), not by the largest
/// screen's: a small animation's render keeps less.
@Suite("Buffer bounds sized by the frame", .eachKernelLevel)
struct FrameSizedBoundsTests {
    @Test func theBoundsFollowTheFrame() {
        // 1080 × 1080 × 4 bytes = 4 665 600 a frame: four are 18 662 400
        // (over the 16 MiB floor), two are 9 331 200 (under the 24 MiB cap).
        #expect(Compositor.poolBytes(width: 1080, height: 1080) == 18_662_400)
        #expect(Compositor.keptBytes(width: 1080, height: 1080) == 9_331_200)
        // 100 × 100: 40 000 bytes a frame, so the floors: 16 MiB and 4 MiB.
        #expect(Compositor.poolBytes(width: 100, height: 100) == 16 << 20)
        #expect(Compositor.keptBytes(width: 100, height: 100) == 4 << 20)
        // 1290 × 2796 (iPhone 15 Pro Max): 14 427 360 a frame; four are
        // 57 709 440 (under 64 MiB), two 28 854 720, capped at 24 MiB.
        #expect(Compositor.poolBytes(width: 1290, height: 2796) == 57_709_440)
        #expect(Compositor.keptBytes(width: 1290, height: 2796) == 24 << 20)
        // The largest sides a frame may have: the caps, no overflow.
        #expect(Compositor.poolBytes(width: Int(Int32.max), height: Int(Int32.max)) == 64 << 20)
        #expect(Compositor.keptBytes(width: Int(Int32.max), height: Int(Int32.max)) == 24 << 20)
    }
}
