import Foundation
import Testing
import SplashAnimation
import SplashGeometry
@testable import SplashScene

/// `SceneWriter` as the inverse of `SceneDecoder`: a scene written and
/// read back on the same canvas is the same `Scene`, layer by layer.
struct SceneWriterTests {
    static let canvas = Size(width: 375, height: 667)
    static let folder = "/work/launch"

    static func color(_ hex: String) throws -> Color { try #require(Color(hex: hex)) }

    static func read(_ json: String, folder: String? = folder) throws -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: canvas,
                                assetsFolder: folder.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    /// Every layer of the trees, depth first: the layer, its mask, its sublayers.
    static func flattened(_ layers: [Layer]) -> [Layer] {
        layers.flatMap { [$0] + flattened($0.mask.map { [$0] } ?? []) + flattened($0.sublayers) }
    }

    /// The layer without its mask and sublayers (compared on their own).
    static func shallow(_ layer: Layer) -> Layer {
        var layer = layer
        layer.sublayers = []
        layer.mask = nil
        return layer
    }

    /// Compares two scenes layer by layer (so a difference names the
    /// layer and shows only its own keys) and as wholes; returns how many
    /// layers were compared.
    static func compare(_ read: Scene, _ written: Scene) -> Int {
        let a = flattened(read.layers), b = flattened(written.layers)
        #expect(a.count == b.count)
        var compared = 0
        for (left, right) in zip(a, b) {
            #expect(shallow(left) == shallow(right), "layer \(right.id ?? "?")")
            compared += 1
        }
        let same = read == written
        #expect(same, "the scenes differ")
        return compared
    }

    /// A scene with every contents kind, nested sublayers, a mask and a
    /// replicator, and each layer key away from its default somewhere.
    static func everything() throws -> Scene {
        var card = Layer(id: "card")
        card.position = Point(x: 187.5, y: 333.5)
        card.bounds = Rect(x: 0, y: 0, width: 300, height: 400)
        card.opacity = 0.3
        card.backgroundColor = try color("#FFFFFF")
        card.cornerRadius = 24
        card.cornerCurve = .continuous
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.masksToBounds = true
        card.borderWidth = 1.5
        card.borderColor = try color("#33669980")
        card.shadowColor = try color("#112233")
        card.shadowOpacity = 0.25
        card.shadowOffset = Size(width: 2, height: 6)
        card.shadowRadius = 10
        card.shadowPath = .ellipse(in: Rect(x: 0, y: 0, width: 300, height: 400))
        card.zPosition = 2
        card.isDoubleSided = false
        card.contentsRect = Rect(x: 0.25, y: 0, width: 0.5, height: 1)
        card.removedAt = 2.5
        card.sublayerTransform.rotationY = 0.4
        card.sublayerTransform.perspective = 500

        var logo = Layer(id: "logo")
        logo.position = Point(x: 150, y: 120)
        logo.anchorPoint = Point(x: 0, y: 1)
        logo.bounds = Rect(x: -10, y: 5, width: 90, height: 90)
        logo.transform = LayerTransform(scaleX: 0.5, scaleY: 0.75, rotation: 0.25, translationX: 3, translationY: -4)
        logo.transform.rotationX = 0.1
        logo.contents = .image(ImageContents(source: folder + "/Assets/logo@3x.png", gravity: .resizeAspect, scale: 3))

        var title = Layer(id: "title")
        title.position = Point(x: 45, y: 130.25)
        title.bounds = Rect(x: 0, y: 0, width: 260, height: 70)
        var text = TextContents(string: "Say \"hello\"\n\tto Zoë — “Launch” \u{1}")
        text.fontFamily = "SF Pro"
        text.fontFile = folder + "/Fonts/Brand.otf"
        text.fontSize = 28.5
        text.weight = 600
        text.italic = true
        text.color = try color("#E6194B")
        text.alignment = .center
        text.lineSpacing = 4
        text.lineHeightMultiple = 1.2
        text.letterSpacing = 0.5
        text.wraps = false
        text.maxLines = 2
        text.truncation = .clip
        title.contents = .text(text, bounds: title.bounds.size)
        logo.sublayers = [title]

        var ring = Layer(id: "ring")
        ring.position = Point(x: 0.1, y: 0.7)
        ring.bounds = Rect(x: 0, y: 0, width: 0.3, height: 64)
        ring.isHidden = true
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 64, y: 0.1))
        path.addQuadCurve(to: Point(x: 64, y: 64), control: Point(x: 80, y: 32))
        path.addCurve(to: Point(x: 0, y: 64), control1: Point(x: 40, y: 70), control2: Point(x: 1e-7, y: 1e16))
        path.closeSubpath()
        path.move(to: Point(x: 10, y: 10))
        path.addLine(to: Point(x: 20, y: 20))
        ring.contents = .shape(ShapeContents(
            path: path, fillColor: nil, fillRule: .evenOdd,
            stroke: ShapeStroke(color: try color("#00FF0080"),
                                style: StrokeStyle(width: 2.5, cap: .round, join: .bevel, miterLimit: 4, dash: LineDash(lengths: [4, 2], phase: 1)),
                                start: 0.1, end: 0.9)))

        var dot = Layer(id: "dot")
        dot.position = Point(x: 20, y: 20)
        dot.bounds = Rect(x: 0, y: 0, width: 12, height: 8)
        dot.contents = .shape(ShapeContents(path: .ellipse(in: Rect(x: 0, y: 0, width: 12, height: 8)), fillColor: try color("#FF8800")))

        var sky = Layer(id: "sky")
        sky.position = Point(x: 150, y: 200)
        sky.bounds = Rect(x: 0, y: 0, width: 300, height: 400)
        sky.contents = .gradient(GradientContents(kind: .radial, colors: [try color("#000000"), try color("#808080"), try color("#FFFFFF00")],
                                                  locations: [0, 0.25, 1], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1)))

        var fade = Layer(id: "fade")
        fade.position = Point(x: 150, y: 380)
        fade.bounds = Rect(x: 0, y: 0, width: 300, height: 40)
        fade.contents = .gradient(GradientContents(kind: .axial, colors: [try color("#FFFFFF00"), try color("#FFFFFF")],
                                                   locations: [0, 1], startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1)))

        var dots = Layer(id: "dots")
        dots.position = Point(x: 150, y: 350)
        dots.bounds = Rect(x: 0, y: 0, width: 60, height: 20)
        var replicator = Replicator()
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.2
        replicator.instanceTransform = LayerTransform(translationX: 20, translationY: 0)
        replicator.instanceColor = try color("#FF0000")
        replicator.instanceAlphaOffset = -0.2
        replicator.instanceGreenOffset = 0.1
        dots.replicator = replicator
        var bead = Layer(id: "bead")
        bead.position = Point(x: 10, y: 10)
        bead.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        bead.cornerRadius = 5
        bead.backgroundColor = try color("#FFFFFF")
        dots.sublayers = [bead]

        var animation = Layer(id: "animation")
        animation.position = Point(x: 150, y: 60)
        animation.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        var lottie = LottieContents(source: "builtin:splash")
        lottie.gravity = .center
        lottie.beginTime = 0.5
        lottie.speed = 2
        lottie.playback = .loop
        lottie.fromProgress = 0.1
        lottie.toProgress = 0.8
        animation.contents = .lottie(lottie)

        var photo = Layer(id: "photo")
        photo.position = Point(x: 100, y: 100)
        photo.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        photo.contents = .image(ImageContents(source: "/elsewhere/photo.jpg"))
        var hole = Layer(id: "hole")
        hole.position = Point(x: 25, y: 25)
        hole.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        hole.contents = .shape(ShapeContents(path: .ellipse(in: Rect(x: 0, y: 0, width: 30, height: 30)), fillColor: .black))
        hole.removedAt = 1
        photo.mask = hole

        card.sublayers = [logo, ring, dot, sky, fade, dots, animation, photo]
        var anonymous = Layer()
        anonymous.position = Point(x: 1, y: 2)
        var scene = Scene(name: "Everything", summary: "Every key at once", canvas: canvas, duration: 3.5,
                          backgroundColor: try color("#102030"), layers: [card, anonymous],
                          keyInstants: [KeyInstant(time: 0.5, label: "open"), KeyInstant(time: 2, label: "gone")])
        scene.parameters = [:]
        return scene
    }

    /// 13 layers compared: card, logo, title, ring, dot, sky, fade, dots,
    /// bead, animation, photo, its mask hole, and the unnamed root.
    @Test func everyKindRoundTrips() throws {
        let scene = try Self.everything()
        let json = try SceneWriter.json(scene, relativeTo: Self.folder)
        let read = try Self.read(json)
        #expect(Self.compare(read, scene) == 13)
        // Paths inside the folder are relative, others absolute.
        #expect(json.contains(#""source": "Assets/logo@3x.png""#))
        #expect(json.contains(#""fontFile": "Fonts/Brand.otf""#))
        #expect(json.contains(#""source": "/elsewhere/photo.jpg""#))
        #expect(json.contains(#""source": "builtin:splash""#))
        // The same scene gives the same bytes.
        #expect(try SceneWriter.json(scene, relativeTo: Self.folder) == json)
    }

    @Test func withoutAFolderPathsStayAbsolute() throws {
        let scene = try Self.everything()
        let json = try SceneWriter.json(scene)
        #expect(json.contains(#""source": "/work/launch/Assets/logo@3x.png""#))
        let read = try Self.read(json, folder: nil)
        #expect(Self.compare(read, scene) == 13)
        // A file named like a built-in animation is written as a file.
        var odd = Layer(id: "odd")
        odd.contents = .lottie(LottieContents(source: Self.folder + "/builtin:splash"))
        let oddJSON = try SceneWriter.json(Self.scene([odd]), relativeTo: Self.folder)
        #expect(oddJSON.contains(#""source": "./builtin:splash""#))
        #expect(try Self.read(oddJSON).layers == [odd])
        // A trailing slash on the folder is the same folder.
        #expect(try SceneWriter.json(scene, relativeTo: Self.folder + "/") == (try SceneWriter.json(scene, relativeTo: Self.folder)))
    }

    /// The format, pinned: key order, frame for a centred untransformed
    /// layer (position (60, 42) − half of 100 × 44 = (10, 20)), position
    /// and bounds otherwise, shortest numbers (0.1 + 0.2 is written as the
    /// double it is; 0.3 as 0.3), colours in hex.
    @Test func goldenOutput() throws {
        var button = Layer(id: "button")
        button.position = Point(x: 60, y: 42)
        button.bounds = Rect(x: 0, y: 0, width: 100, height: 44)
        button.opacity = 0.3
        button.cornerRadius = 12
        button.backgroundColor = try Self.color("#0A84FFCC")
        var label = Layer(id: "label")
        label.position = Point(x: 0, y: 0.1 + 0.2)
        label.anchorPoint = Point(x: 0, y: 0)
        label.bounds = Rect(x: 0, y: 0, width: 100, height: 44)
        var text = TextContents(string: "Go")
        text.alignment = .center
        text.color = .white
        label.contents = .text(text, bounds: label.bounds.size)
        button.sublayers = [label]
        let scene = Scene(name: "golden", summary: "", canvas: Self.canvas, duration: 2, backgroundColor: .white, layers: [button])
        let json = try SceneWriter.json(scene)
        #expect(json == """
        {
          "name": "golden",
          "duration": 2,
          "backgroundColor": "#FFFFFF",
          "layers": [
            {
              "id": "button",
              "frame": [10, 20, 100, 44],
              "opacity": 0.3,
              "backgroundColor": "#0A84FFCC",
              "cornerRadius": 12,
              "sublayers": [
                {
                  "id": "label",
                  "position": [0, 0.30000000000000004],
                  "bounds": [0, 0, 100, 44],
                  "anchorPoint": [0, 0],
                  "contents": {
                    "type": "text",
                    "string": "Go",
                    "color": "#FFFFFF",
                    "alignment": "center"
                  }
                }
              ]
            }
          ]
        }

        """)
        #expect(Self.compare(try Self.read(json), scene) == 2)
    }

    /// Every preset, read with its defaults (each with its animations),
    /// written and read back: read → write → read gives the same scene.
    /// `parameters` are left out of the comparison: the written file has
    /// numbers where the preset had parameters and declares none.
    @Test(arguments: Preset.all.map(\.name))
    func presetRoundTrips(name: String) throws {
        var scene = try #require(Preset.named(name)).scene(canvas: Self.canvas)
        scene.parameters = [:]
        let json = try SceneWriter.json(scene)
        let count = Self.compare(try Self.read(json), scene)
        #expect(count == Self.flattened(scene.layers).count && count > 0)
        let animations = Self.flattened(scene.layers).reduce(0) { $0 + $1.animations.count }
        // The launch preset is a still: it holds the app's launch screen.
        #expect(name == "launch" ? animations == 0 : animations > 0, "\(name): \(animations) animations")
    }

    /// Animations of every kind the reader takes, read from a file,
    /// written and read back (read → write → read): 6 layers compared,
    /// 19 animations and 6 transitions among them.
    static let animated = #"""
    {"duration": 4, "layers": [
      {"id": "card", "frame": [10, 20, 200, 300], "backgroundColor": "#FFFFFF",
       "animations": [
         {"keyPath": "position", "fromValue": [110, 170], "toValue": [110, 400], "duration": 0.6, "timingFunction": "easeIn", "fillMode": "both"},
         {"keyPath": "transform.scale", "fromValue": 0.5, "toValue": 1, "spring": {"dampingRatio": 0.6}, "duration": 0.8, "beginTime": 0.2},
         {"keyPath": "opacity", "values": [0, 1, 0.4], "keyTimes": [0, 0.3, 1], "timingFunctions": [[0.3, 0, 0.2, 1.4], "easeOut"], "duration": 2},
         {"keyPath": "transform.rotation.z", "byValue": 0.5, "additive": true, "cumulative": true, "repeatCount": 3, "autoreverses": true},
         {"keyPath": "hidden", "values": [false, true], "keyTimes": [0, 0.5, 1], "calculationMode": "discrete", "beginTime": 3},
         {"keyPath": "backgroundColor", "toValue": "#FF000080", "repeatCount": "infinity", "speed": 2, "timeOffset": 0.1},
         {"keyPath": "cornerRadius", "values": [0, 20, 5, 10], "calculationMode": "cubic", "tensionValues": [0.5, -0.5], "biasValues": [0.25], "repeatDuration": 2},
         {"beginTime": 1, "duration": 2, "animations": [
           {"keyPath": "bounds.size", "toValue": [220, 320], "duration": 1},
           {"keyPath": "shadowOpacity", "toValue": 0.5, "beginTime": 0.5, "duration": 1.5, "timingFunction": [0.25, 0.1, 0.25, 1]}
         ]}
       ],
       "sublayers": [
         {"id": "ring", "frame": [0, 0, 40, 40],
          "contents": {"type": "shape", "path": "M 0 0 L 40 0 L 40 40 Z", "fillColor": null, "strokeColor": "#000000", "lineDashPattern": [3, 1]},
          "animations": [
            {"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 1.5},
            {"keyPath": "path", "toValue": "M 0 0 L 20 0 L 20 20 Z", "duration": 1},
            {"keyPath": "lineDashPhase", "byValue": 8, "duration": 1, "repeatCount": "infinity"}
          ]},
         {"id": "sky", "frame": [0, 0, 200, 300],
          "contents": {"type": "gradient", "colors": ["#000000", "#FFFFFF"]},
          "animations": [
            {"keyPath": "colors", "toValue": ["#FF0000", "#0000FF"], "duration": 2},
            {"keyPath": "locations", "fromValue": [0, 0.2], "toValue": [0.8, 1]},
            {"keyPath": "endPoint", "toValue": [1, 1]}
          ]},
         {"id": "count", "frame": [0, 0, 100, 40], "contents": {"type": "text", "string": "3"},
          "animations": [{"keyPath": "string", "values": ["3", "2", "1", "3"], "calculationMode": "discrete", "duration": 3}],
          "transitions": [
            {},
            {"type": "push", "subtype": "fromRight", "beginTime": 0.5, "duration": 0.3, "timingFunction": "easeIn",
             "contents": {"type": "text", "string": "2", "fontSize": 30}},
            {"options": ["transitionFlipFromTop", "curveLinear"], "beginTime": 1, "duration": 0.5, "hidden": true},
            {"options": "transitionFlipFromLeft", "beginTime": 2},
            {"type": "reveal", "beginTime": 3, "contents": {"type": "ellipse"}},
            {"type": "moveIn", "subtype": "fromBottom", "beginTime": 3.5}
          ]},
         {"id": "plane", "frame": [0, 0, 10, 10],
          "animations": [{"keyPath": "position", "path": "M 40 600 C 40 200, 350 200, 350 600 Q 200 700 40 600 Z M 0 0 L 10 10",
                          "rotationMode": "auto", "calculationMode": "cubicPaced", "duration": 2}]},
         {"id": "dots", "frame": [0, 0, 60, 20], "replicator": {"instanceCount": 3},
          "animations": [
            {"keyPath": "instanceDelay", "fromValue": 0, "toValue": 0.3},
            {"keyPath": "instanceTransform", "toValue": {"translation": [20, 0], "rotation": 0.1}}
          ]}
       ]}
    ]}
    """#

    @Test func everyAnimationKindRoundTrips() throws {
        let scene = try Self.read(Self.animated)
        let json = try SceneWriter.json(scene)
        let read = try Self.read(json)
        #expect(Self.compare(read, scene) == 6)
        let animations = Self.flattened(scene.layers).reduce(0) { $0 + $1.animations.count }
        #expect(animations == 19)
        #expect(Self.flattened(read.layers).reduce(0) { $0 + $1.animations.count } == 19)
        #expect(Self.flattened(read.layers).reduce(0) { $0 + $1.transitions.count } == 6)
        // The group is written once around its two animations.
        #expect(json.components(separatedBy: "\"animations\": [").count - 1 == 6 + 1)
    }

    // MARK: - Refusals

    static func writeError(_ scene: Scene) -> SceneWriterError? {
        do { _ = try SceneWriter.json(scene); return nil } catch { return error }
    }

    static func scene(_ layers: [Layer]) -> Scene {
        Scene(name: "", summary: "", canvas: canvas, duration: 1, backgroundColor: .black, layers: layers)
    }

    @Test func nonFiniteNumbersNameTheLayerAndField() throws {
        var outer = Layer(id: "outer")
        var inner = Layer(id: "inner")
        inner.position = Point(x: .nan, y: 0)
        outer.sublayers = [Layer(), inner]
        let error = try #require(Self.writeError(Self.scene([outer])))
        #expect(error == SceneWriterError(layer: "\"inner\" (layers[0].sublayers[1])", field: "position", message: "nan is not a finite number"))

        var unnamed = Layer()
        unnamed.opacity = .infinity
        #expect(Self.writeError(Self.scene([unnamed]))?.description == "layer layers[0]: opacity: inf is not a finite number")

        var scaled = Layer(id: "s")
        scaled.transform.scaleX = .nan
        #expect(Self.writeError(Self.scene([scaled]))?.field == "transform.scaleX")

        var colored = Layer(id: "c")
        colored.backgroundColor = Color(red: .nan, green: 0, blue: 0)
        #expect(Self.writeError(Self.scene([colored]))?.field == "backgroundColor")

        var shaped = Layer(id: "p")
        var path = Path()
        path.move(to: Point(x: 0, y: .infinity))
        shaped.contents = .shape(ShapeContents(path: path, fillColor: .black))
        #expect(Self.writeError(Self.scene([shaped]))?.field == "contents.path")

        var scene = Self.scene([])
        scene.duration = .nan
        #expect(Self.writeError(scene)?.field == "duration")
    }

    @Test func whatScenesCannotSayIsRefused() throws {
        var over = Layer(id: "a")
        over.opacity = 1.5
        #expect(Self.writeError(Self.scene([over]))?.message == "must be in 0…1, not 1.5")

        var negative = Layer(id: "n")
        negative.cornerRadius = -2
        #expect(Self.writeError(Self.scene([negative]))?.description == "layer \"n\" (layers[0]): cornerRadius: must not be negative, not -2.0")

        var skewed = Layer(id: "b")
        skewed.transform.skew = 0.2
        #expect(Self.writeError(Self.scene([skewed]))?.field == "transform")

        var feathered = Layer(id: "c")
        feathered.maskFeather = 3
        #expect(Self.writeError(Self.scene([feathered]))?.field == "maskFeather")

        var focused = Layer(id: "d")
        var gradient = GradientContents(kind: .radial, colors: [.black, .white], locations: [0, 1], startPoint: .zero, endPoint: Point(x: 1, y: 1))
        gradient.focus = Point(x: 0.2, y: 0.2)
        focused.contents = .gradient(gradient)
        #expect(Self.writeError(Self.scene([focused]))?.field == "contents.focus")

        var misplaced = Layer(id: "e")
        misplaced.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        misplaced.contents = .text(TextContents(string: "x"), bounds: Size(width: 20, height: 10))
        #expect(Self.writeError(Self.scene([misplaced]))?.field == "contents")

        var relative = Layer(id: "f")
        relative.contents = .image(ImageContents(source: "logo.png"))
        #expect(Self.writeError(Self.scene([relative]))?.field == "contents.source")

        var flipping = Layer(id: "g")
        flipping.transitions = [LayerTransition(effect: .flip(.fromLeft), timingFunction: TimingFunction(controlPoints: 0.1, 0, 0.2, 1))]
        #expect(Self.writeError(Self.scene([flipping]))?.field == "transitions[0].timingFunction")

        var remapped = Layer(id: "h")
        var timing = MediaTiming(duration: 1)
        timing.remap = TimeRemap(inputs: [0, 1], outputs: [0, 0.5])
        remapped.animations = [LayerAnimation(properties: [.opacity], animation: PropertyAnimation(timing: timing, curve: .basic(from: AnimationVector([0]), to: AnimationVector([1]), by: nil, timingFunction: .linear)))]
        #expect(Self.writeError(Self.scene([remapped]))?.field == "animations[0].timing")

        var skewing = Layer(id: "i")
        skewing.animations = [LayerAnimation(properties: [.skew], animation: PropertyAnimation(timing: MediaTiming(duration: 1), curve: .basic(from: nil, to: AnimationVector([1]), by: nil, timingFunction: .linear)))]
        #expect(Self.writeError(Self.scene([skewing]))?.field == "animations[0].keyPath")
    }
}
