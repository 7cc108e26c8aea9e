import Foundation

extension Path {
    /// Appends an SVG elliptical arc (the `A` command) from the current
    /// point to `end`, converted to cubic Béziers of at most 90° each.
    ///
    /// Follows the SVG 1.1 implementation notes (F.6.5 endpoint to centre
    /// conversion, F.6.6 out-of-range radii): radii too small to reach `end`
    /// are scaled up uniformly; a zero radius draws a straight line; an arc
    /// to the current point draws nothing. Converting to cubics here keeps
    /// the scan converter to one curve type, and a 90° cubic deviates from
    /// the true ellipse by 0.027 % of the radius, under 0.1 px for radii
    /// below 370 px.
    public mutating func addArc(radiusX: Double, radiusY: Double, xAxisRotation degrees: Double,
                                largeArc: Bool, sweep: Bool, to end: Point) {
        let start = currentPoint ?? end
        guard start != end else { return }
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
            addLine(to: end)
            return
        }
        let phi = degrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)

        // Step 1: the start point in the ellipse's rotated frame, relative to the chord's midpoint.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy

        // F.6.6: scale radii up when they cannot span the chord.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }

        // Step 2: the centre in the rotated frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx

        // Step 3: the centre in user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2

        // Step 4: start angle and sweep.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        guard delta.isFinite, cx.isFinite, cy.isFinite else {
            addLine(to: end)
            return
        }

        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: Double) -> Point {
            let ex = rx * cos(angle), ey = ry * sin(angle)
            return Point(x: cx + cosPhi * ex - sinPhi * ey, y: cy + sinPhi * ex + cosPhi * ey)
        }
        func derivative(_ angle: Double) -> Point {
            let ex = -rx * sin(angle), ey = ry * cos(angle)
            return Point(x: cosPhi * ex - sinPhi * ey, y: sinPhi * ex + cosPhi * ey)
        }
        var angle = theta1
        var from = start
        for i in 0..<count {
            let next = angle + step
            // Land exactly on `end` so the following command starts where SVG says.
            let to = i == count - 1 ? end : point(next)
            let d0 = derivative(angle), d1 = derivative(next)
            addCurve(to: to,
                     control1: Point(x: from.x + k * d0.x, y: from.y + k * d0.y),
                     control2: Point(x: to.x - k * d1.x, y: to.y - k * d1.y))
            from = to
            angle = next
        }
    }
}
