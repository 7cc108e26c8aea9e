import CRasterKernels
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashGeometry

/// Computes a gradient's dithered premultiplied colours for a run of pixels.
/// Two conforming types (linear, radial) so the painter is specialised for
/// each and the per-pixel loop has no dynamic dispatch.
protocol GradientShader {
    /// Writes the colours of pixels `x ..< x + count` of row `y` to `out`.
    /// `ramp` is `GradientRamp.dithered`: 16 tables of finished pixels.
    func shade(y: Int, x: Int, count: Int, ramp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>)

    /// Whether a pixel's colour is the same whichever run it is shaded in
    /// (see `CoverageSink.splitsExactly`).
    static var splitsExactly: Bool { get }
}

/// The ramp index is linear in device coordinates:
/// `index = (x + ½)·dx + (y + ½)·dy + offset`, already scaled to the table.
///
/// Along a row it is computed in 16.16 fixed point from the row's pixel 0,
/// `t(x) = t(0) + x·step`, whatever run the pixel belongs to: a pixel's
/// colour never depends on where the run that paints it starts, so a run
/// may be painted in pieces (as `SpanSet` cuts runs) with the same
/// bytes.
struct LinearShader: GradientShader {
    let dx: Double
    let dy: Double
    let offset: Double
    /// Whether runs inside the gradient are shaded by the AVX2 kernel
    /// (the same pixels as the Swift loop below).
    let vectorKernels: Bool

    static var splitsExactly: Bool { true }

    /// `nil` when the gradient's direction is degenerate after the
    /// transform (start == end, or a transform that is not invertible).
    init?(_ gradient: LinearGradient, transform: AffineTransform, vectorKernels: Bool = VectorKernels.current.runsAVX2) {
        self.vectorKernels = vectorKernels
        guard let inverse = transform.inverted() else { return nil }
        let vx = gradient.end.x - gradient.start.x, vy = gradient.end.y - gradient.start.y
        let lengthSquared = vx * vx + vy * vy
        guard lengthSquared > 0, lengthSquared.isFinite else { return nil }
        // t(q) = (q − start)·v / |v|², with q = inverse(p) affine in p.
        let scale = Double(GradientRamp.size - 1) / lengthSquared
        dx = (inverse.a * vx + inverse.b * vy) * scale
        dy = (inverse.c * vx + inverse.d * vy) * scale
        // +0.5 rounds to the nearest entry when the index is truncated.
        offset = ((inverse.tx - gradient.start.x) * vx + (inverse.ty - gradient.start.y) * vy) * scale + 0.5
        guard dx.isFinite, dy.isFinite, offset.isFinite else { return nil }
    }

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, ramp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let size = GradientRamp.size
        // This row's table: entry `index` for column phase `p` at `index · 4 + p` (see `GradientRamp.slot`).
        let tables = ramp + GradientRamp.slot(index: 0, x: 0, y: y)
        let last = Double(size - 1)
        let rowStart = (Double(y) + 0.5) * dy + offset + 0.5 * dx
        if dx == 0 {
            // Vertical gradient: one colour per row, four dither phases.
            let index = Int(min(last, max(0, rowStart)))
            let phases = UnsafeRawPointer(tables + index * 4).loadUnaligned(as: SIMD4<UInt32>.self)
            for i in 0..<count { out[i] = phases[(x + i) & 3] }
            return
        }
        // Step in 16.16 fixed point: integer adds instead of a float-to-int
        // conversion per pixel. A row start or step beyond ±2⁴⁰ (a gradient
        // millions of table entries from the row, or squeezed into a
        // millionth of a pixel) is computed per pixel in `Double` instead;
        // below that, `t(0) + x·step` is far from overflow for any pixmap width.
        let limit = 1.099_511_627_776e12
        guard abs(dx * 65536) < limit, abs(rowStart * 65536) < limit else {
            for i in 0..<count {
                let index = Int(min(last, max(0, rowStart + Double(x + i) * dx)))
                out[i] = tables[index * 4 + ((x + i) & 3)]
            }
            return
        }
        let step = Int(dx * 65536)
        var t = Int(rowStart * 65536) &+ x &* step
        let lastIndex = size - 1
        // The index is monotonic along the run: when both ends lie inside the
        // table, no pixel needs clamping. From a column that is a multiple
        // of 4, four pixels that read the same entry (most of them, in a
        // gradient that changes slowly across the screen) take its row of
        // four phases with one 16-byte load and store; the others read
        // their own. The same entries as the clamped loop below, for the
        // common run that stays inside the gradient's start and end.
        let end = t &+ step &* (count - 1)
        if min(t, end) >= 0 && max(t, end) >> 16 <= lastIndex {
            if vectorKernels {
                // Eight pixels a step, each four lane by lane from the two
                // entries they can read: no branch per four pixels, which a
                // gradient crossing entries every few pixels mispredicts.
                splash_linear_gradient_avx2(tables, Int64(t), Int64(step), x, count, out)
                return
            }
            var i = 0
            while i < count && (x + i) & 3 != 0 {
                out[i] = tables[(t >> 16) * 4 + ((x + i) & 3)]
                t &+= step
                i += 1
            }
            while i + 4 <= count {
                let first = t >> 16, fourth = (t &+ 3 &* step) >> 16
                if first == fourth {
                    UnsafeMutableRawPointer(out + i).storeBytes(of: UnsafeRawPointer(tables + first * 4).loadUnaligned(as: SIMD4<UInt32>.self),
                                                                as: SIMD4<UInt32>.self)
                } else {
                    out[i] = tables[first * 4]
                    out[i + 1] = tables[((t &+ step) >> 16) * 4 + 1]
                    out[i + 2] = tables[((t &+ 2 &* step) >> 16) * 4 + 2]
                    out[i + 3] = tables[fourth * 4 + 3]
                }
                t &+= 4 &* step
                i += 4
            }
            while i < count {
                out[i] = tables[(t >> 16) * 4 + ((x + i) & 3)]
                t &+= step
                i += 1
            }
            return
        }
        for i in 0..<count {
            let index = min(lastIndex, max(0, t >> 16))
            out[i] = tables[index * 4 + ((x + i) & 3)]
            t &+= step
        }
    }
}

/// The ramp index is the distance from the centre in gradient space, where
/// the gradient's ellipse is the unit circle (x scaled by 1/radiusX, y by
/// 1/radiusY, then both by the table's size).
///
/// Eight pixels per step in `Float` lanes: the square root, the clamp and
/// the rounding to a table index are vector instructions, and only the
/// eight table loads are scalar. The index is rounded with the 2²³ "magic
/// number" (adding it leaves the rounded integer in the low mantissa bits),
/// which vectorises where a checked float-to-integer conversion would not.
/// `Float` has 24 bits: over a row of a few thousand pixels the position
/// drifts by about 10⁻³ of a table entry, far below the quarter level
/// between entries. Gradients so extreme that `Float` could overflow use the
/// scalar `Double` loop.
///
/// Rejected: a per-row incremental distance (forward differences of the
/// squared distance) still needs the square root per pixel, and its
/// accumulated error grows along the row.
struct RadialShader: GradientShader {
    /// Gradient-space position of pixel (0.5, 0.5) relative to the centre,
    /// scaled so that the distance is the ramp index directly.
    let originX: Double
    let originY: Double
    let stepXx: Double, stepXy: Double   // change per pixel to the right
    let stepYx: Double, stepYy: Double   // change per row down
    /// `true` when every position the pixmap can reach fits `Float` comfortably.
    let fitsFloat: Bool

    /// Positions are stepped in `Float` from the run's start.
    static var splitsExactly: Bool { false }

    /// `nil` when a radius is not positive or the transform not invertible.
    init?(_ gradient: RadialGradient, transform: AffineTransform) {
        guard gradient.radiusX > 0, gradient.radiusX.isFinite, gradient.radiusY > 0, gradient.radiusY.isFinite,
              let inverse = transform.inverted() else { return nil }
        let last = Double(GradientRamp.size - 1)
        let sx = last / gradient.radiusX, sy = last / gradient.radiusY
        let q = inverse.apply(to: Point(x: 0.5, y: 0.5))
        originX = (q.x - gradient.center.x) * sx
        originY = (q.y - gradient.center.y) * sy
        stepXx = inverse.a * sx
        stepXy = inverse.b * sy
        stepYx = inverse.c * sx
        stepYy = inverse.d * sy
        let all = [originX, originY, stepXx, stepXy, stepYx, stepYy]
        guard all.allSatisfy(\.isFinite) else { return nil }
        // Pixmaps are at most a few tens of thousands of pixels wide; 1e15 squared stays finite in Float.
        fitsFloat = abs(originX) < 1e15 && abs(originY) < 1e15 && all.dropFirst(2).allSatisfy { abs($0) < 1e9 }
    }

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, ramp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let size = GradientRamp.size
        // This row's table: entry `index` for column phase `p` at `index · 4 + p` (see `GradientRamp.slot`).
        let tables = ramp + GradientRamp.slot(index: 0, x: 0, y: y)
        let last = Double(size - 1)
        let fy = Double(y), fx = Double(x)
        let startX = originX + fy * stepYx + fx * stepXx
        let startY = originY + fy * stepYy + fx * stepXy
        var i = 0
        if fitsFloat && count >= 8 {
            typealias F8 = SIMD8<Float>
            let lanes = F8(0, 1, 2, 3, 4, 5, 6, 7)
            let magic = F8(repeating: 8_388_608)   // 2²³
            let lastF = F8(repeating: Float(last))
            // Dither phase per lane: the column's place in an entry's row of four.
            var phase = SIMD8<UInt32>()
            for k in 0..<8 { phase[k] = UInt32((x + k) & 3) }
            let sx = Float(stepXx), sy = Float(stepXy)
            let x0 = Float(startX), y0 = Float(startY)
            while i + 8 <= count {
                let n = lanes + Float(i)
                let px = x0 + n * sx, py = y0 + n * sy
                var d = (px * px + py * py).squareRoot()
                d = d.replacing(with: lastF, where: d .> lastF)
                let index = unsafeBitCast(d + magic, to: SIMD8<UInt32>.self) & 0x7F_FFFF
                let slot = index &<< 2 | phase
                for k in 0..<8 { out[i + k] = tables[Int(slot[k])] }
                i += 8
            }
        }
        while i < count {
            let px = startX + Double(i) * stepXx
            let py = startY + Double(i) * stepXy
            let t = (px * px + py * py).squareRoot() + 0.5
            out[i] = tables[Int(min(last, t)) * 4 + ((x + i) & 3)]
            i += 1
        }
    }
}

/// A radial gradient with a focal point off its centre: each pixel's ramp
/// index is the t of the circle through it, among the circles of radius
/// t·r about F + t·(C − F) (F the focus, C the centre), from the pixel's
/// own position, so any run gives it the same colour.
///
/// With Q = P − F and D = C − F, P is on circle t when
/// |Q − t·D|² = t²·r², that is (D·D − r²)·t² − 2(Q·D)·t + Q·Q = 0. With the
/// focus inside the circle, a = D·D − r² < 0, the roots' product Q·Q / a
/// is not positive, and the one that is not negative is
/// t = (Q·D − √((Q·D)² − a·Q·Q)) / a. (F = C gives |Q| / r, the centred
/// gradient.)
struct FocalShader: GradientShader {
    let inverse: AffineTransform
    let focus: Point
    let d: Point
    let a: Double

    static var splitsExactly: Bool { true }

    /// `nil` when the transform is not invertible, the radius not positive,
    /// a value not finite, or the focus not inside the circle.
    init?(center: Point, radius: Double, focus: Point, transform: AffineTransform) {
        guard let inverse = transform.inverted(), radius > 0, radius.isFinite, center.isFinite, focus.isFinite else { return nil }
        let d = Point(x: center.x - focus.x, y: center.y - focus.y)
        let a = d.x * d.x + d.y * d.y - radius * radius
        guard a < 0, a.isFinite else { return nil }
        self.inverse = inverse
        self.focus = focus
        self.d = d
        self.a = a
    }

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, ramp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let tables = ramp + GradientRamp.slot(index: 0, x: 0, y: y)
        let last = Double(GradientRamp.size - 1)
        let py = Double(y) + 0.5
        for i in 0..<count {
            let p = inverse.apply(to: Point(x: Double(x + i) + 0.5, y: py))
            let qx = p.x - focus.x, qy = p.y - focus.y
            let qd = qx * d.x + qy * d.y
            let t = (qd - (qd * qd - a * (qx * qx + qy * qy)).squareRoot()) / a
            let index = t * last + 0.5
            out[i] = tables[(index.isFinite ? Int(min(last, max(0, index))) : Int(last)) * 4 + ((x + i) & 3)]
        }
    }
}

/// A conic gradient: each pixel's ramp index from the angle of its centre
/// around the gradient's centre, in the path's coordinates (the inverse
/// transform of the pixel's centre), computed from the pixel's own
/// position, so any run gives it the same colour.
struct ConicShader: GradientShader {
    let inverse: AffineTransform
    let center: Point
    let startAngle: Double

    static var splitsExactly: Bool { true }

    /// `nil` when the transform is not invertible or a value not finite.
    init?(_ gradient: ConicGradient, transform: AffineTransform) {
        guard let inverse = transform.inverted(), gradient.center.isFinite, gradient.startAngle.isFinite else { return nil }
        self.inverse = inverse
        center = gradient.center
        startAngle = gradient.startAngle
    }

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, ramp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        let tables = ramp + GradientRamp.slot(index: 0, x: 0, y: y)
        let last = Double(GradientRamp.size - 1)
        let turn = 2 * Double.pi
        let py = Double(y) + 0.5
        for i in 0..<count {
            let q = inverse.apply(to: Point(x: Double(x + i) + 0.5, y: py))
            var angle = (atan2(q.y - center.y, q.x - center.x) - startAngle).truncatingRemainder(dividingBy: turn)
            if angle < 0 { angle += turn }
            let t = angle / turn * last + 0.5
            out[i] = tables[(t.isFinite ? Int(min(last, max(0, t))) : 0) * 4 + ((x + i) & 3)]
        }
    }
}
