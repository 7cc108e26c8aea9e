import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
import SplashTestSupport
@testable import SplashCompositor

/// Every shortcut is a question asked of the display list, so a change to
/// what the list holds (a new layer property lowered by `FrameBuilder`, a
/// new wrapper around an operation) is honoured by all of them at once.
/// These tests change lists as a new feature's lowering would, and random
/// layer trees, and expect the shortcuts to answer accordingly and the
/// bytes to stay those of drawing everything the general way.
@Suite("Shortcuts follow the display list", .eachKernelLevel)
struct DisplayListShortcutTests {
    static let images: [String: ImageAsset] = ["/photo.png": .bitmap(ShortcutEquivalenceTests.photo(opaque: true)),
                                               "/translucent.png": .bitmap(ShortcutEquivalenceTests.photo(opaque: false))]
    static let canvas = Size(width: 64, height: 48)

    /// A compositor taking every shortcut, in bands of 7 rows, and one
    /// drawing everything the general way, layer by layer.
    static func compositors(for scene: Scene, scale: Double) throws -> (fast: Compositor, general: Compositor) {
        var fast = try Compositor(scene: scene, scale: scale, images: images)
        fast.bandRows = 7
        var general = try Compositor(scene: scene, scale: scale, images: images)
        general.takesShortcuts = false
        general.drawsInBands = false
        return (fast, general)
    }

    static func expectSameBytes(_ list: DisplayList, _ fast: Compositor, _ general: Compositor, _ label: String) throws {
        let expected = try general.render(list), frame = try fast.render(list)
        let firstDifference = frame.bytes.indices.first { frame.bytes[$0] != expected.bytes[$0] }
        #expect(frame.bytes.count == expected.bytes.count && firstDifference == nil,
                "\(label): first different byte \(firstDifference ?? -1)")
        fast.buffers.recycle(frame)
        general.buffers.recycle(expected)
    }

    /// A change to the benchmark-like frame's list, and what the shortcuts
    /// must then answer.
    struct Edit: Sendable, CustomTestStringConvertible {
        let name: String
        let apply: @Sendable (inout [DrawOperation]) -> Void
        let expect: @Sendable (DisplayList, Compositor) -> Bool
        var testDescription: String { name }
    }

    /// The benchmark-like frame: 0 a full-frame gradient, 1 a faded photo,
    /// 2 a logo, 3 an opaque window revealed through a logo-shaped mask.
    static func window(_ list: DisplayList) -> GroupOperation? {
        if case .group(let group) = list.operations[3] { group } else { nil }
    }

    static func occluder(_ list: DisplayList, _ compositor: Compositor) -> Bool {
        let window = PictureWindow.whole(height: list.height)
        guard let found = compositor.occlusion(by: list.operations[3], frameWidth: list.width, window: window) else { return false }
        compositor.buffers.recycle(found.occluder.mask)
        return true
    }

    static let edits: [Edit] = [
        Edit(name: "nothing changed: every shortcut fires", apply: { _ in }, expect: { list, compositor in
            list.lastFullCover == 0 && list.operations.drawsInBands && occluder(list, compositor)
                && window(list).map { compositor.drawsShownPixelsDirectly($0, clip: nil, placement: .identity) } == true
        }),
        Edit(name: "a property lowered as opacity below 1 on the full-frame fill", apply: { operations in
            guard case .fill(var fill) = operations[0] else { return }
            fill.opacity = 0.999
            operations[0] = .fill(fill)
        }, expect: { list, _ in list.lastFullCover == nil }),
        Edit(name: "a property lowered as a group around the full-frame fill", apply: { operations in
            operations[0] = .group(GroupOperation(operations: [operations[0]], opacity: 0.5, mask: nil, shadow: nil,
                                                  bounds: operations[0].bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)))
        }, expect: { list, _ in list.lastFullCover == nil }),
        Edit(name: "a property lowered as a clip around the full-frame fill", apply: { operations in
            let box = Rect(x: 10, y: 10, width: 40, height: 30)
            operations[0] = .clip(ClipOperation(path: .rect(box), transform: .identity, box: box, operations: [operations[0]]))
        }, expect: { list, _ in list.lastFullCover == nil && list.operations.drawsInBands }),
        Edit(name: "a clear fill over the whole frame", apply: { operations in
            operations.append(.fill(FillOperation(geometry: .rect(Rect(x: 0, y: 0, width: 200, height: 200)), paint: .solid(.clear),
                                                  transform: .identity, extent: .rect(Rect(x: 0, y: 0, width: 200, height: 200), .identity))))
        }, expect: { list, _ in list.lastFullCover == 0 }),
        Edit(name: "a gradient in the window's mask", apply: { operations in
            guard case .group(var group) = operations[3], case .fill(let gradient) = operations[0] else { return }
            var faded = gradient
            faded.opacity = 0.5
            group.mask?.append(.fill(faded))
            operations[3] = .group(group)
        }, expect: { list, compositor in !occluder(list, compositor) }),
        Edit(name: "a shadow under the window", apply: { operations in
            guard case .group(var group) = operations[3] else { return }
            group.shadow = Shadow(color: .black, opacity: 0.5, radius: 4, offsetX: 2, offsetY: 3)
            operations[3] = .group(group)
        }, expect: { list, compositor in
            // Drawn whole in each band it touches: the frame still bands.
            list.operations.drawsInBands && !occluder(list, compositor)
        }),
        Edit(name: "a shadow under a window taller than a few bands", apply: { operations in
            guard case .group(var group) = operations[3] else { return }
            group.shadow = Shadow(color: .black, opacity: 0.5, radius: 4, offsetX: 2, offsetY: 3)
            group.bounds.size.height = DrawOperation.shadowedGroupBandHeight + 1
            operations[3] = .group(group)
        }, expect: { list, compositor in !list.operations.drawsInBands && !occluder(list, compositor) }),
        Edit(name: "the window faded", apply: { operations in
            guard case .group(var group) = operations[3] else { return }
            group.opacity = 0.9
            operations[3] = .group(group)
        }, expect: { list, compositor in
            !occluder(list, compositor) && window(list).map { compositor.drawsShownPixelsDirectly($0, clip: nil, placement: .identity) } == false
        }),
        Edit(name: "a radial gradient inside the window", apply: { operations in
            guard case .group(var group) = operations[3] else { return }
            let box = Rect(x: 20, y: 20, width: 60, height: 40)
            let gradient = RadialGradient(center: Point(x: 50, y: 40), radius: 30,
                                          stops: [GradientStop(location: 0, color: .white), GradientStop(location: 1, color: .black)])
            group.operations.append(.fill(FillOperation(geometry: .rect(box), paint: .radialGradient(gradient), transform: .identity,
                                                        extent: .rect(box, .identity))))
            operations[3] = .group(group)
        }, expect: { list, compositor in
            occluder(list, compositor) && window(list).map { compositor.drawsShownPixelsDirectly($0, clip: nil, placement: .identity) } == false
        }),
    ]

    @Test(arguments: edits)
    func shortcutsFollowAnEditedList(edit: Edit) throws {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [\##(ShortcutEquivalenceTests.scenes[0])]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Self.canvas)
        let (fast, general) = try Self.compositors(for: scene, scale: 2)
        let original = try fast.displayList(at: 0)
        try #require(original.operations.count == 4 && Self.window(original) != nil)
        var operations = original.operations
        edit.apply(&operations)
        let list = DisplayList(width: original.width, height: original.height, background: original.background, operations: operations)
        let changed = list != original, followed = edit.expect(list, fast)
        #expect(changed || edit.name.hasPrefix("nothing"), "the edit changed nothing")
        #expect(followed, "the shortcuts did not follow: \(edit.name)")
        try Self.expectSameBytes(list, fast, general, edit.name)
    }

    /// Random layer trees (backgrounds, rounded corners, borders, shapes,
    /// gradients, photos, clips, masks, shadows, group opacity, 3-D turns,
    /// nested), drawn with every shortcut and the general way: the same
    /// bytes, and the shortcuts did fire on a good share of them.
    @Test func randomLayerTreesGiveTheGeneralBytes() throws {
        let scene = Scene(name: "random", summary: "", canvas: Self.canvas, duration: 1, backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 1), layers: [])
        let (fast, general) = try Self.compositors(for: scene, scale: 1.5)
        var random = SeededRandom(state: 20261123)
        var (compared, covered, banded, maskedGroups) = (0, 0, 0, 0)
        for trial in 0..<60 {
            var layers = (0..<random.int(1...4)).map { _ in Self.randomLayer(&random, depth: 0) }
            if random.int(0...2) == 0 {
                // An opaque full-frame background under the rest, for occlusion to find.
                var background = Layer()
                background.bounds = Rect(x: 0, y: 0, width: Self.canvas.width, height: Self.canvas.height)
                background.position = Point(x: Self.canvas.width / 2, y: Self.canvas.height / 2)
                background.backgroundColor = Color(red: random.unit(), green: random.unit(), blue: random.unit())
                layers.insert(background, at: random.int(0...layers.count))
            }
            let list = try fast.displayList(of: layers)
            if list.lastFullCover != nil { covered += 1 }
            if list.operations.drawsInBands { banded += 1 }
            maskedGroups += list.operations.filter { if case .group(let group) = $0 { group.mask?.solidFills != nil } else { false } }.count
            try Self.expectSameBytes(list, fast, general, "random tree \(trial)")
            compared += 1
        }
        #expect(compared == 60)
        #expect(covered >= 5, "only \(covered) trees had a full-frame cover")
        #expect(banded >= 20, "only \(banded) trees were drawn in bands")
        #expect(maskedGroups >= 10, "only \(maskedGroups) groups had a mask drawn as coverage")
    }

    static func randomColor(_ random: inout SeededRandom) -> Color {
        Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.int(0...2) == 0 ? random.unit() : 1)
    }

    static func randomLayer(_ random: inout SeededRandom, depth: Int) -> Layer {
        var layer = Layer()
        if random.int(0...3) == 0 {
            layer.bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            layer.position = Point(x: canvas.width / 2, y: canvas.height / 2)
        } else {
            layer.bounds = Rect(x: 0, y: 0, width: random.double(3...50), height: random.double(3...40))
            layer.position = Point(x: random.double(-5...70), y: random.double(-5...52))
        }
        if random.int(0...3) == 0 { layer.transform.rotation = random.double(-1...1) }
        if random.int(0...3) == 0 { layer.transform.scaleX = random.double(0.5...1.5) }
        if random.int(0...19) == 0 {
            layer.transform.rotationY = random.double(-0.8...0.8)
            layer.transform.perspective = 300
        }
        if random.int(0...2) == 0 { layer.opacity = random.double(0.2...1) }
        if random.int(0...1) == 0 { layer.backgroundColor = randomColor(&random) }
        if random.int(0...3) == 0 { layer.cornerRadius = random.double(1...8) }
        if random.int(0...9) == 0 { layer.masksToBounds = true }
        if random.int(0...5) == 0 {
            layer.borderWidth = random.double(0.5...3)
            layer.borderColor = randomColor(&random)
        }
        if random.int(0...11) == 0 {
            layer.shadowOpacity = random.double(0.2...1)
            layer.shadowRadius = random.double(0...4)
            layer.shadowOffset = Size(width: random.double(-3...3), height: random.double(-3...3))
        }
        let b = layer.bounds
        switch random.int(0...5) {
        case 0:
            var triangle = Path()
            triangle.move(to: Point(x: 0, y: b.height))
            triangle.addLine(to: Point(x: b.width / 2, y: 0))
            triangle.addCurve(to: Point(x: b.width, y: b.height * 0.8), control1: Point(x: b.width, y: 0), control2: Point(x: b.width * 0.3, y: b.height))
            triangle.closeSubpath()
            let stroke = random.int(0...1) == 0 ? ShapeStroke(color: randomColor(&random), style: StrokeStyle(width: random.double(0.5...3))) : nil
            layer.contents = .shape(ShapeContents(path: triangle, fillColor: random.int(0...2) == 0 ? nil : randomColor(&random),
                                                  fillRule: .evenOdd, stroke: stroke))
        case 1:
            layer.contents = .gradient(GradientContents(kind: random.int(0...2) == 0 ? .radial : .axial,
                                                        colors: [randomColor(&random), randomColor(&random)], locations: [0, 1],
                                                        startPoint: Point(x: random.unit(), y: 0), endPoint: Point(x: 1, y: random.unit())))
        case 2:
            let gravities: [ContentsGravity] = [.resize, .resizeAspectFill, .resizeAspect, .center, .topLeft]
            layer.contents = .image(ImageContents(source: random.int(0...2) == 0 ? "/translucent.png" : "/photo.png",
                                                  gravity: gravities[random.int(0...4)], scale: 1))
        default:
            break
        }
        if depth < 2 {
            layer.sublayers = (0..<random.int(0...2)).map { _ in randomLayer(&random, depth: depth + 1) }
            if random.int(0...2) == 0 {
                var mask = randomLayer(&random, depth: 2)
                mask.position = Point(x: random.double(0...b.width), y: random.double(0...b.height))
                layer.mask = mask
            }
        }
        return layer
    }
}

/// A layer turned in 3-D is drawn flat first, in a picture bounded in area
/// and on each side, whatever its size.
@Suite("Projected pictures are bounded", .eachKernelLevel)
struct ProjectedBudgetTests {
    @Test(arguments: [Size(width: 0.001, height: 2e11), Size(width: 2e11, height: 0.001), Size(width: 1e9, height: 1e9)])
    func aHugeTurnedLayerTakesAFewFramesAtMost(size: Size) throws {
        let scene = Scene(name: "huge", summary: "", canvas: Size(width: 40, height: 30), duration: 1, backgroundColor: .white, layers: [])
        let compositor = try Compositor(scene: scene, scale: 1)
        var layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        layer.position = Point(x: 20, y: 15)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        layer.transform.rotationY = 0.5
        layer.transform.perspective = 500
        let frame = try compositor.render(layers: [layer])
        #expect(frame.width == 40 && frame.height == 30)
        // Nothing was left in the pool bigger than four frames.
        let leftover = compositor.buffers.take(width: 1, height: 1)
        #expect(leftover.bytes.count == 4)
    }

    /// Turned far off screen (or behind the camera), it draws nothing.
    @Test(arguments: [Point(x: 1e7, y: 15), Point(x: -1e6, y: -1e6), Point(x: 20, y: 1e9)])
    func aTurnedLayerOffScreenDrawsNothing(position: Point) throws {
        let scene = Scene(name: "away", summary: "", canvas: Size(width: 40, height: 30), duration: 1, backgroundColor: .white, layers: [])
        let compositor = try Compositor(scene: scene, scale: 1)
        var layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 30, height: 20)
        layer.position = position
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        layer.transform.rotationY = 0.5
        layer.transform.perspective = 500
        let frame = try compositor.render(layers: [layer])
        #expect(frame.bytes.allSatisfy { $0 == 255 })
    }

    /// Content far away in a turned layer does not cost the near content
    /// its resolution: the flat picture keeps only what can reach the frame.
    @Test(arguments: [1e4, 1e9, 1e12])
    func farContentKeepsTheNearSharp(distance: Double) throws {
        let scene = Scene(name: "far", summary: "", canvas: Size(width: 60, height: 40), duration: 1, backgroundColor: .white, layers: [])
        let compositor = try Compositor(scene: scene, scale: 2)
        func card(far: Bool) -> Layer {
            var layer = Layer()
            layer.bounds = Rect(x: 0, y: 0, width: 40, height: 24)
            layer.position = Point(x: 30, y: 20)
            layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
            layer.transform.rotationY = 0.4
            layer.transform.perspective = 400
            if far {
                var away = Layer()
                away.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
                away.position = Point(x: distance, y: distance)
                away.backgroundColor = Color(red: 0, green: 0, blue: 1)
                layer.sublayers = [away]
            }
            return layer
        }
        func redPixels(_ frame: Pixmap) -> Int {
            stride(from: 0, to: frame.bytes.count, by: 4).filter { frame.bytes[$0] > 200 && frame.bytes[$0 + 1] < 60 }.count
        }
        let near = redPixels(try compositor.render(layers: [card(far: false)]))
        let withFar = redPixels(try compositor.render(layers: [card(far: true)]))
        #expect(near > 1000)
        #expect(abs(withFar - near) <= near / 50, "\(withFar) red pixels with content \(distance) away, \(near) without")
    }
}
