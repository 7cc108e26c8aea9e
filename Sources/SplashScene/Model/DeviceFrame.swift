import SplashGeometry

/// `--frame`: a device drawn around the screen, or none.
public enum DeviceFrameStyle: String, Sendable, Hashable, CaseIterable, Encodable {
    case none
    /// A silver-white body.
    case light
    /// A near-black body.
    case dark
}

/// A catalogue device drawn around a scene as vector layers: the body with
/// its bezel, the side buttons, the display with the model's rounded
/// corners showing the scene, and over it the Dynamic Island or the notch
/// (or, on the models with a Home button, the forehead's earpiece and
/// camera and the chin's button). Generated geometry, not Apple artwork;
/// the proportions are those of the devices, rounded to whole points.
///
///     canvas ┌──────────────────────────────┐
///            │ ▯ ╭──────────────────────╮   │  margin (buttons) 4 pt
///            │ ▯ │ bezel ╭──────────╮   │ ▯ │
///            │   │       │ display  │   │   │
///
/// The framed scene is an ordinary scene (a pure function of time like any
/// other): the frame's layers are static and the scene's own layers are the
/// sublayers of the display layer, which clips them to its rounded corners
/// (`masksToBounds` with `cornerRadius` and the continuous `cornerCurve`).
///
/// A device held in landscape is the same frame turned a quarter turn
/// anticlockwise (its top, with the island or notch, on the left, as
/// `UIInterfaceOrientation.landscapeRight` holds it), the scene turned back
/// within the display so it stands upright. The geometry below is the
/// upright device's.
public struct DeviceFrame: Sendable, Hashable {
    public let device: Device
    public let style: DeviceFrameStyle

    public init(device: Device, style: DeviceFrameStyle) {
        self.device = device
        self.style = style
    }

    /// How far the buttons stand out of the body, in points: the room left
    /// around the body on every side.
    public static let buttonDepth = 4.0

    /// The body's width around the display, in points.
    public struct Bezel: Sendable, Hashable {
        public var top: Double, side: Double, bottom: Double
    }

    /// An iPhone 15 is 71.6 × 147.6 mm around a 393 × 852 pt display at
    /// 460 ppi and 3×, 1 pt = 3/460 in = 0.166 mm: (71.6 − 65.1) / 2 =
    /// 3.3 mm, about 19 pt a side. An iPhone SE is 67.3 × 138.4 mm around
    /// 375 × 667 pt at 326 ppi and 2× (1 pt = 0.156 mm): 28 pt a side and
    /// 110 pt above and below. An iPad's bezel is about 9 mm (47 pt on an
    /// iPad Pro 11-inch at 264 ppi); drawn at 40 pt.
    public var bezel: Bezel {
        switch device.front {
        case .homeButton: Bezel(top: 110, side: 28, bottom: 110)
        case .notch, .dynamicIsland: Bezel(top: 18, side: 18, bottom: 18)
        case .evenBezel: Bezel(top: 40, side: 40, bottom: 40)
        }
    }

    /// The display's size in points held upright (portrait).
    var uprightPoints: Size { device.held(.portrait).points }

    /// The framed canvas held upright, in points.
    var uprightCanvas: Size {
        let d = Self.buttonDepth, b = bezel
        return Size(width: uprightPoints.width + 2 * (b.side + d), height: uprightPoints.height + b.top + b.bottom + 2 * d)
    }

    /// The framed canvas, in points: turned in landscape.
    public var canvas: Size {
        device.orientation == .landscape ? Size(width: uprightCanvas.height, height: uprightCanvas.width) : uprightCanvas
    }

    /// The body (bezel included) in the framed canvas held upright.
    public var bodyRect: Rect {
        let d = Self.buttonDepth
        return Rect(x: d, y: d, width: uprightCanvas.width - 2 * d, height: uprightCanvas.height - 2 * d)
    }

    /// The display in the framed canvas held upright.
    public var screenRect: Rect {
        let d = Self.buttonDepth, b = bezel
        return Rect(x: d + b.side, y: d + b.top, width: uprightPoints.width, height: uprightPoints.height)
    }

    /// The body's corner radius: concentric with the display's for the
    /// models whose display has rounded corners, about 8.5 mm on the SE.
    public var bodyCornerRadius: Double {
        device.front == .homeButton ? 56 : device.displayCornerRadius + bezel.side
    }

    /// The Dynamic Island in the framed canvas: a capsule of 126 × 37 pt,
    /// 11 pt below the top of the display, centred (nil on the other models).
    public var islandRect: Rect? {
        guard device.front == .dynamicIsland else { return nil }
        let screen = screenRect
        return Rect(x: screen.midX - 63, y: screen.minY + 11, width: 126, height: 37)
    }

    /// The scene drawn on the device: a scene of `canvas`, transparent
    /// around the body, whose display shows `scene` (with its background)
    /// clipped to the display's corners.
    public func framing(_ scene: Scene) -> Scene {
        let colors = Palette(style)
        var layers = buttons.map { shapeLayer("frame.button", .roundedRect($0, cornerRadius: 1.5), colors.button) }
        var body = Layer(id: "frame.body")
        body.bounds = Rect(x: 0, y: 0, width: bodyRect.width, height: bodyRect.height)
        body.position = Point(x: bodyRect.midX, y: bodyRect.midY)
        body.backgroundColor = colors.bezel
        body.cornerRadius = bodyCornerRadius
        body.cornerCurve = .continuous
        body.borderWidth = 2
        body.borderColor = colors.rim
        layers.append(body)
        // The display's edge: a hairline ring half under the display.
        var edge = shapeLayer("frame.edge", .roundedRect(screenRect, cornerRadius: device.displayCornerRadius, curve: .continuous), nil)
        if case .shape(var shape)? = edge.contents {
            shape.stroke = ShapeStroke(color: colors.edge, style: StrokeStyle(width: 2))
            edge.contents = .shape(shape)
        }
        layers.append(edge)

        var screen = Layer(id: "frame.screen")
        screen.bounds = Rect(x: 0, y: 0, width: screenRect.width, height: screenRect.height)
        screen.position = Point(x: screenRect.midX, y: screenRect.midY)
        screen.cornerRadius = device.displayCornerRadius
        screen.cornerCurve = .continuous
        screen.masksToBounds = true
        screen.backgroundColor = scene.backgroundColor
        if device.orientation == .landscape {
            // The scene, a quarter turn clockwise, stands upright in the
            // display the whole device is turned anticlockwise below.
            var content = Layer(id: "frame.content")
            content.bounds = Rect(x: 0, y: 0, width: screenRect.height, height: screenRect.width)
            content.position = Point(x: screenRect.width / 2, y: screenRect.height / 2)
            content.transform.rotation = Double.pi / 2
            content.sublayers = scene.layers
            screen.sublayers = [content]
        } else {
            screen.sublayers = scene.layers
        }
        layers.append(screen)
        layers += frontDetails(colors)

        var framed = scene
        framed.canvas = canvas
        framed.backgroundColor = .clear
        if device.orientation == .landscape {
            var turned = Layer(id: "frame.device")
            turned.bounds = Rect(x: 0, y: 0, width: uprightCanvas.width, height: uprightCanvas.height)
            turned.position = Point(x: canvas.width / 2, y: canvas.height / 2)
            turned.transform.rotation = -Double.pi / 2
            turned.sublayers = layers
            framed.layers = [turned]
        } else {
            framed.layers = layers
        }
        return framed
    }

    /// The buttons' outlines, each tucked 2 pt under the body's edge.
    var buttons: [Rect] {
        let body = bodyRect, d = Self.buttonDepth
        func left(_ top: Double, _ length: Double) -> Rect { Rect(x: body.minX - d, y: body.minY + top, width: d + 2, height: length) }
        func right(_ top: Double, _ length: Double) -> Rect { Rect(x: body.maxX - 2, y: body.minY + top, width: d + 2, height: length) }
        func top(_ fromRight: Double, _ length: Double) -> Rect { Rect(x: body.maxX - fromRight - length, y: body.minY - d, width: length, height: d + 2) }
        switch device.front {
        case .homeButton:
            // The ring/silent switch, volume up and down, the side button.
            return [left(100, 30), left(165, 56), left(240, 56), right(165, 62)]
        case .notch, .dynamicIsland:
            // As a share of the body's height, as on the iPhone 15: the
            // ring/silent switch or Action button, volume up and down, the
            // side button.
            let h = body.height
            return [left(0.18 * h, 32), left(0.26 * h, 62), left(0.345 * h, 62), right(0.27 * h, 100)]
        case .evenBezel:
            // The top button; volume up and down high on the right side.
            // (Clear of the corners, whose continuous curve reaches
            // 1.53 × 58 = 89 pt along each edge.)
            return [top(110, 60), right(110, 52), right(172, 52)]
        }
    }

    /// What the front shows over and around the display.
    func frontDetails(_ colors: Palette) -> [Layer] {
        let screen = screenRect, body = bodyRect
        switch device.front {
        case .dynamicIsland:
            guard let island = islandRect else { return [] }
            return [shapeLayer("frame.island", .roundedRect(island, cornerRadius: island.height / 2), .black)]
        case .notch:
            return [shapeLayer("frame.notch", notchPath(top: screen.minY, midX: screen.midX), .black)]
        case .homeButton:
            let forehead = body.minY + bezel.top / 2, chin = screen.maxY + bezel.bottom / 2
            var ring = shapeLayer("frame.home", .ellipse(in: Rect(x: screen.midX - 32, y: chin - 32, width: 64, height: 64)), colors.bezel)
            if case .shape(var shape)? = ring.contents {
                shape.stroke = ShapeStroke(color: colors.rim, style: StrokeStyle(width: 2.5))
                ring.contents = .shape(shape)
            }
            return [
                shapeLayer("frame.earpiece", .roundedRect(Rect(x: screen.midX - 26, y: forehead - 3, width: 52, height: 6), cornerRadius: 3), colors.earpiece),
                shapeLayer("frame.camera", .ellipse(in: Rect(x: screen.midX - 52, y: forehead - 5, width: 10, height: 10)), colors.lens),
                ring,
            ]
        case .evenBezel:
            let y = body.minY + bezel.top / 2
            return [shapeLayer("frame.camera", .ellipse(in: Rect(x: screen.midX - 4, y: y - 4, width: 8, height: 8)), colors.lens)]
        }
    }

    /// The notch of the iPhone 13 (about 162 × 32 pt): square shoulders
    /// curving into the top edge with 6 pt, rounded below with 20 pt.
    func notchPath(top: Double, midX: Double) -> Path {
        let half = 81.0, depth = 32.0, shoulder = 6.0, bottom = 20.0
        let k = 0.5523 // a quarter circle as a cubic Bézier
        var path = Path()
        path.move(to: Point(x: midX - half - shoulder, y: top))
        path.addLine(to: Point(x: midX + half + shoulder, y: top))
        // Right shoulder: from the top edge down into the notch's side.
        path.addCurve(to: Point(x: midX + half, y: top + shoulder),
                      control1: Point(x: midX + half + shoulder * (1 - k), y: top), control2: Point(x: midX + half, y: top + shoulder * (1 - k)))
        path.addLine(to: Point(x: midX + half, y: top + depth - bottom))
        path.addCurve(to: Point(x: midX + half - bottom, y: top + depth),
                      control1: Point(x: midX + half, y: top + depth - bottom * (1 - k)), control2: Point(x: midX + half - bottom * (1 - k), y: top + depth))
        path.addLine(to: Point(x: midX - half + bottom, y: top + depth))
        path.addCurve(to: Point(x: midX - half, y: top + depth - bottom),
                      control1: Point(x: midX - half + bottom * (1 - k), y: top + depth), control2: Point(x: midX - half, y: top + depth - bottom * (1 - k)))
        path.addLine(to: Point(x: midX - half, y: top + shoulder))
        path.addCurve(to: Point(x: midX - half - shoulder, y: top),
                      control1: Point(x: midX - half, y: top + shoulder * (1 - k)), control2: Point(x: midX - half - shoulder * (1 - k), y: top))
        path.closeSubpath()
        return path
    }

    private func shapeLayer(_ id: String, _ path: Path, _ color: Color?) -> Layer {
        var layer = Layer(id: id)
        layer.anchorPoint = .zero
        layer.contents = .shape(ShapeContents(path: path, fillColor: color))
        return layer
    }

    /// The frame's colours in each style.
    struct Palette {
        var bezel: Color, rim: Color, button: Color, earpiece: Color, lens: Color
        /// The hairline around the display.
        var edge: Color { rim }

        init(_ style: DeviceFrameStyle) {
            func gray(_ value: Int) -> Color { Color(red: Double(value) / 255, green: Double(value) / 255, blue: Double(value) / 255) }
            switch style {
            case .light, .none:
                self.init(bezel: gray(244), rim: gray(198), button: gray(204), earpiece: gray(150), lens: gray(60))
            case .dark:
                self.init(bezel: gray(18), rim: gray(58), button: gray(44), earpiece: gray(52), lens: gray(40))
            }
        }

        init(bezel: Color, rim: Color, button: Color, earpiece: Color, lens: Color) {
            self.bezel = bezel
            self.rim = rim
            self.button = button
            self.earpiece = earpiece
            self.lens = lens
        }
    }
}
