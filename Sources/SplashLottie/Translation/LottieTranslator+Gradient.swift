import Foundation
import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

extension LottieTranslator {
    /// A gradient layer (`CAGradientLayer`) painting a Lottie gradient in
    /// the shape's coordinates, over a square around the shape (the
    /// shape, as the layer's mask, cuts it out). Lottie's start and end
    /// points become unit coordinates of the square; a radial gradient's
    /// circle (centre at the start, through the end) is Core Animation's
    /// radial gradient with its end point one radius off in x and in y.
    /// Colour stops and opacity stops are merged at the union of their
    /// offsets.
    func gradientLayer(_ gradient: LottieGradient, at path: String, bounds shape: Path, stroke: LottieStroke?,
                       clock: LottieClock) throws(JSONFileError) -> Layer {
        let start = gradient.start.first, end = gradient.end.first
        let shapeBox = shape.boundingBox ?? Rect(x: start[0], y: start[1], width: 0, height: 0)
        let reach = max(shapeBox.width, shapeBox.height, abs(end[0] - start[0]) * 2, abs(end[1] - start[1]) * 2)
            + 2 * max(document.width, document.height) + (stroke?.width.first ?? 0)
        let origin = Point(x: shapeBox.midX - reach / 2, y: shapeBox.midY - reach / 2)
        let side = reach
        func unit(_ d: Int, _ value: Double) -> Double { (value - (d == 0 ? origin.x : origin.y)) / side }

        var layer = Self.plainLayer()
        layer.bounds = Rect(x: origin.x, y: origin.y, width: side, height: side)
        layer.position = origin
        let (unfiltered, locations) = Self.stops(gradient.stops.first, colorStops: gradient.colorStops)
        let colors = unfiltered.map(filtered)
        var contents = GradientContents(kind: gradient.isRadial ? .radial : .axial, colors: colors, locations: locations,
                                        startPoint: Point(x: unit(0, start[0]), y: unit(1, start[1])),
                                        endPoint: Point(x: unit(0, end[0]), y: unit(1, end[1])))
        if gradient.isRadial {
            func radialPoints(_ s: [Double], _ e: [Double]) -> [Double] {
                let radius = ((e[0] - s[0]) * (e[0] - s[0]) + (e[1] - s[1]) * (e[1] - s[1])).squareRoot() / side
                return [unit(0, s[0]), unit(1, s[1]), unit(0, s[0]) + radius, unit(1, s[1]) + radius]
            }
            let points = radialPoints(start, end)
            contents.startPoint = Point(x: points[0], y: points[1])
            contents.endPoint = Point(x: points[2], y: points[3])
            // The highlight, as lottie-web places SVG's focal point: the
            // length (percent of the radius, within ±99 %) along the
            // start–end direction turned by the angle.
            let length = min(max(gradient.highlightLength.first / 100, -0.99), 0.99)
            if length != 0 {
                let radius = ((end[0] - start[0]) * (end[0] - start[0]) + (end[1] - start[1]) * (end[1] - start[1])).squareRoot()
                let direction = atan2(end[1] - start[1], end[0] - start[0]) + gradient.highlightAngle.first * .pi / 180
                contents.focus = Point(x: unit(0, start[0] + cos(direction) * radius * length),
                                       y: unit(1, start[1] + sin(direction) * radius * length))
            }
            if gradient.start.isAnimated || gradient.end.isAnimated {
                let frames = Array(Set((gradient.start.isAnimated ? gradient.start.keyframes.map(\.frame) : [])
                    + (gradient.end.isAnimated ? gradient.end.keyframes.map(\.frame) : []))).sorted()
                layer.animations += try baked(frames: frames, holds: frames.map { _ in false },
                                              [.gradientStartX, .gradientStartY, .gradientEndX, .gradientEndY], clock: clock) {
                    radialPoints(gradient.start.value(atFrame: $0), gradient.end.value(atFrame: $0))
                }
            }
        } else {
            layer.animations += try animations(gradient.start, [.gradientStartX, .gradientStartY], clock: clock, convert: unit)
            layer.animations += try animations(gradient.end, [.gradientEndX, .gradientEndY], clock: clock, convert: unit)
        }
        layer.contents = .gradient(contents)
        if gradient.stops.isAnimated {
            let merged = gradient.stops.keyframes.map { Self.stops($0.value, colorStops: gradient.colorStops) }
            if merged.allSatisfy({ $0.locations.count == locations.count }) {
                let count = locations.count
                let properties = (0..<count).map { AnimatableProperty.gradientLocation(stop: $0) }
                    + (0..<count).flatMap { stop in (0..<4).map { AnimatableProperty.gradientColor(stop: stop, channel: $0) } }
                let values = merged.map { stops in
                    AnimationVector(stops.locations + stops.colors.map(filtered).flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
                }
                if let animation = keyframeAnimation(gradient.stops.keyframes, values: values, dimension: 0, clock: clock) {
                    layer.animations.append(LayerAnimation(properties: properties, animation: animation))
                }
            } else {
                compatibility.unsupported("gradients whose stops change in number", at: gradient.stops.path)
            }
        }
        return layer
    }

    /// Lottie's flat stop list (offset, r, g, b per colour stop, then
    /// offset, alpha pairs) as colours and locations.
    static func stops(_ values: [Double], colorStops: Int) -> (colors: [Color], locations: [Double]) {
        let count = min(colorStops, values.count / 4)
        guard count > 0 else { return ([.black, .black], [0, 1]) }
        let colorOffsets = (0..<count).map { min(max(values[4 * $0], 0), 1) }
        let colors = (0..<count).map { i in (1...3).map { min(max(values[4 * i + $0], 0), 1) } }
        let rest = Array(values.dropFirst(4 * count))
        let alphaCount = rest.count / 2
        let alphaOffsets = (0..<alphaCount).map { min(max(rest[2 * $0], 0), 1) }
        let alphas = (0..<alphaCount).map { min(max(rest[2 * $0 + 1], 0), 1) }
        let locations = Array(Set(colorOffsets + alphaOffsets)).sorted()
        func interpolate(_ offsets: [Double], _ values: [[Double]], at location: Double) -> [Double] {
            guard let firstOffset = offsets.first, location > firstOffset else { return values[0] }
            for i in 1..<max(offsets.count, 1) where location <= offsets[i] {
                let span = offsets[i] - offsets[i - 1]
                let t = span > 0 ? (location - offsets[i - 1]) / span : 1
                return zip(values[i - 1], values[i]).map { $0 + ($1 - $0) * t }
            }
            return values[values.count - 1]
        }
        let result = locations.map { location -> Color in
            let rgb = interpolate(colorOffsets, colors, at: location)
            let alpha = alphaCount > 0 ? interpolate(alphaOffsets, alphas.map { [$0] }, at: location)[0] : 1
            return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
        }
        return (result, locations)
    }
}
