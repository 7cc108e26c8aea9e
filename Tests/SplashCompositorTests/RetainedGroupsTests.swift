import Foundation
import Testing
import SplashTestSupport
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor

/// A group with a shadow that frames draw again unchanged is kept drawn
/// (`RetainedGroups`) once a second frame has drawn it, and later frames
/// composite it instead of drawing and blurring it again, with the bytes a
/// new drawing gives; one that changes every frame is never kept.
@Suite("Shadowed groups kept from frame to frame", .eachKernelLevel)
struct RetainedGroupsTests {
    /// An icon with a shadow that stays put, and a card that slides (or,
    /// `shadowMoves`, the icon slides too).
    static func scene(shadowMoves: Bool) throws -> Scene {
        let slide = #"[{"keyPath": "position.x", "fromValue": 20, "toValue": 44, "duration": 1}]"#
        let json = """
        {"duration": 1, "backgroundColor": "#F2F2F7", "layers": [
          {"position": [32, 40], "size": [40, 20], "backgroundColor": "#FFFFFF", "cornerRadius": 6, "masksToBounds": true,
           "sublayers": [{"position": [20, 10], "size": [12, 12], "backgroundColor": "#34C759", "cornerRadius": 3,
                          "shadowOpacity": 0.4, "shadowRadius": 3, "shadowOffset": [0, 2]}]
           \(shadowMoves ? ", \"animations\": \(slide)" : "")},
          {"position": [20, 14], "size": [24, 16], "backgroundColor": "#0A84FF", "cornerRadius": 4, "animations": \(slide)}
        ]}
        """
        return try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 56))
    }

    static let times = [0.0, 0.25, 0.5, 0.75]

    /// Each frame as a compositor that has drawn nothing before draws it.
    static func freshFrames(_ scene: Scene) throws -> [[UInt8]] {
        try times.map { time in
            var fresh = try Compositor(scene: scene, scale: 2)
            fresh.bandRows = 16
            return try fresh.render(at: time).bytes
        }
    }

    @Test func aStaticShadowIsKeptAfterItsSecondFrame() throws {
        let scene = try Self.scene(shadowMoves: false)
        let expected = try Self.freshFrames(scene)
        var compositor = try Compositor(scene: scene, scale: 2)
        compositor.bandRows = 16
        var kept: [Int] = []
        for (index, time) in Self.times.enumerated() {
            #expect(try compositor.render(at: time).bytes == expected[index], "frame at \(time)")
            kept.append(compositor.retainedGroups.count)
        }
        // Drawn by the first frame, kept by the second, taken by the other two.
        #expect(kept == [0, 1, 1, 1])
        #expect(compositor.retainedGroups.hits == 2)
        // The frames differ (the card slides), so each was drawn.
        #expect(Set(expected).count == Self.times.count)
    }

    @Test func aMovingShadowIsNeverKept() throws {
        let scene = try Self.scene(shadowMoves: true)
        let expected = try Self.freshFrames(scene)
        var compositor = try Compositor(scene: scene, scale: 2)
        compositor.bandRows = 16
        for (index, time) in Self.times.enumerated() {
            #expect(try compositor.render(at: time).bytes == expected[index], "frame at \(time)")
        }
        #expect(compositor.retainedGroups.count == 0 && compositor.retainedGroups.hits == 0)
    }

    /// A drawn group of `side` × `side` pixels (offscreen and shadow).
    static func drawn(side: Int) throws -> DrawnGroup {
        let placement = try #require(GroupPlacement(bounds: Rect(x: 0, y: 0, width: Double(side), height: Double(side)), outer: nil,
                                                    targetWidth: 100, pictureHeight: 100, window: nil))
        return DrawnGroup(placement: placement, offscreen: Pixmap(width: side, height: side), maskCoverage: nil, hidden: nil,
                          shadowAlpha: Mask(width: side, height: side))
    }

    static func key(_ x: Double) -> RetainedGroups.Key {
        let group = GroupOperation(operations: [], opacity: 1, mask: nil, shadow: nil, bounds: Rect(x: x, y: 0, width: 10, height: 10))
        return RetainedGroups.Key(group: group, outer: nil, width: 100, pictureHeight: 100)
    }

    /// Beyond its bytes, the group used least lately is let go; a group one
    /// frame offers twice is not kept (it has not repeated).
    @Test func theLeastRecentlyUsedGoBeyondTheLimit() throws {
        let group = try Self.drawn(side: 20)   // 20 · 20 · 5 = 2000 bytes
        #expect(group.bytes == 2000)
        let retained = RetainedGroups(maximumBytes: 5000)
        let first = retained.newFrame(), second = retained.newFrame()
        #expect(!retained.offer(Self.key(1), group, frame: first))
        #expect(!retained.offer(Self.key(1), group, frame: first))
        #expect(retained.offer(Self.key(1), group, frame: second))
        #expect(!retained.offer(Self.key(2), group, frame: first))
        #expect(retained.offer(Self.key(2), group, frame: second))
        #expect(retained.drawn(Self.key(1), frame: second) != nil)   // 1 used after 2
        #expect(!retained.offer(Self.key(3), group, frame: first))
        #expect(retained.offer(Self.key(3), group, frame: second))
        #expect(retained.count == 2 && retained.bytes == 4000)
        #expect(retained.drawn(Self.key(2), frame: second) == nil)
        #expect(retained.drawn(Self.key(1), frame: second) != nil && retained.drawn(Self.key(3), frame: second) != nil)
        // One larger than half the limit is never kept.
        let large = try Self.drawn(side: 32)
        #expect(!retained.offer(Self.key(4), large, frame: first) && !retained.offer(Self.key(4), large, frame: second))
        // Frames that do not use a kept group let it go: key 3, used by
        // the frame after `second`, outlives key 1.
        let third = retained.newFrame()
        #expect(retained.drawn(Self.key(3), frame: third) != nil)
        for _ in 0..<(RetainedGroups.staleFrames - 2) { _ = retained.newFrame() }
        #expect(retained.count == 2)
        _ = retained.newFrame()
        #expect(retained.count == 1 && retained.bytes == 2000 && retained.drawn(Self.key(3), frame: third) != nil)
        _ = retained.newFrame()
        #expect(retained.count == 0 && retained.bytes == 0)
    }
}
