import SplashGeometry

extension Pixmap {
    /// Draws `source` (an offscreen layer, premultiplied) through a 3-D
    /// transform with perspective, as Core Animation flattens a layer whose
    /// `transform` has `m34` set: `transform` maps source pixel coordinates
    /// (z = 0) to this pixmap's pixels.
    ///
    /// The source's rectangle is projected (and cut where it passes behind
    /// the camera, w ≤ 0), its outline filled by the exact-area scan
    /// converter, so the edges are anti-aliased like any path; each covered
    /// pixel maps back through the inverse homography and is sampled
    /// bilinearly. A transform without perspective on the plane takes the
    /// image-paint path instead, so the identity is exactly `composite` and
    /// a whole-pixel translation a copy.
    ///
    /// Facing: the layer faces away when its projected outline winds the
    /// other way round (the determinant's sign flips), e.g. past 90° of a
    /// flip. With `isDoubleSided` (Core Animation's default) it is drawn
    /// mirrored, as seen from behind; otherwise nothing is drawn. The rule
    /// is the projected winding, so a plain mirroring scale (x by −1) also
    /// counts as facing away.
    ///
    /// Left out: mipmaps. The source is a fresh offscreen image per frame,
    /// so building levels would cost a pass over it every frame; a strongly
    /// foreshortened part (near 90° of a flip) is sampled bilinearly from
    /// the full image and may alias for the few frames it lasts.
    /// The box on screen of a `width × height` picture drawn by
    /// `drawProjected` with `transform` (the part in front of the camera);
    /// nil when none of it can show. What a caller checks before drawing a
    /// picture at all.
    public static func projectedBounds(ofPictureWidth width: Double, height: Double, transform: Transform3D) -> Rect? {
        guard width > 0, height > 0 else { return nil }
        let h = transform.homography
        let corners = [(0.0, 0.0), (width, 0), (width, height), (0, height)].map { (x, y) in
            (x * h.0 + y * h.3 + h.6, x * h.1 + y * h.4 + h.7, x * h.2 + y * h.5 + h.8)
        }
        let outline = clipInFront(corners)
        guard outline.count >= 3, outline.allSatisfy(\.isFinite) else { return nil }
        let xs = outline.map(\.x), ys = outline.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The box, in a source picture's coordinates, of what `drawProjected`
    /// with `transform` can show within `area` of the destination: the
    /// preimage of the area's corners, when all four lie in front of the
    /// camera (a projective map keeps the area's preimage then a convex
    /// quadrilateral); nil when the area reaches the horizon or the
    /// transform cannot be inverted (then any part of a picture may show).
    public static func sourceBox(showingIn area: Rect, transform: Transform3D) -> Rect? {
        let h = transform.homography
        guard let r = inverse(h) else { return nil }
        var points: [Point] = []
        for (x, y) in [(area.minX, area.minY), (area.maxX, area.minY), (area.maxX, area.maxY), (area.minX, area.maxY)] {
            let (px, py, pw) = (x * r.0 + y * r.3 + r.6, x * r.1 + y * r.4 + r.7, x * r.2 + y * r.5 + r.8)
            guard pw != 0 else { return nil }
            let source = Point(x: px / pw, y: py / pw)
            // In front of the camera: the forward map's w is positive there.
            guard source.isFinite, source.x * h.2 + source.y * h.5 + h.8 > 0 else { return nil }
            points.append(source)
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public mutating func drawProjected(_ source: Pixmap, transform: Transform3D, opacity: Double = 1,
                                       clip: Mask? = nil, isDoubleSided: Bool = true) {
        let sw = Double(source.width), sh = Double(source.rowsPresent)
        guard sw > 0, sh > 0, opacity > 0 else { return }
        let h = transform.homography
        // Homogeneous corners, clockwise on screen in the source.
        let corners = [(0.0, 0.0), (sw, 0), (sw, sh), (0, sh)].map { (x, y) in
            (x * h.0 + y * h.3 + h.6, x * h.1 + y * h.4 + h.7, x * h.2 + y * h.5 + h.8)
        }
        let outline = Pixmap.clipInFront(corners)
        guard outline.count >= 3, outline.allSatisfy(\.isFinite) else { return }
        var twiceArea = 0.0
        for i in outline.indices {
            let a = outline[i], b = outline[(i + 1) % outline.count]
            twiceArea += a.x * b.y - b.x * a.y
        }
        guard twiceArea != 0 else { return }            // edge-on
        if twiceArea < 0 && !isDoubleSided { return }  // seen from behind

        let image = SampledImage(singleLevel: source)
        if let affine = transform.affineTransform {
            fill(.rect(Rect(x: 0, y: 0, width: sw, height: sh)), paint: .image(ImagePattern(image: image)),
                 transform: affine, opacity: opacity, clip: clip)
            return
        }
        guard let inverse = Pixmap.inverse(h) else { return }
        var path = Path()
        path.move(to: outline[0])
        for p in outline.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
        let opacity = Color.clamp(opacity)
        guard var coverage = PathFlattener.coverage(of: path, transform: .identity, width: width, height: rowsPresent)
        else { return }
        let width = self.width
        let base = image.levels[0]
        Pixmap.withClipRows(clip) { clipRows in
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
            defer { scratch.deallocate() }
            base.withPixelRowsReadOnly { pixels, rows in
                let shader = ProjectiveShader(pixels: pixels, width: base.width, height: rows, h: inverse)
                _ = withPixelRows { dst, _ in
                    var painter = ImagePainter(pixels: dst, width: width, originY: 0, shader: shader, imageIsOpaque: false,
                                               clip: clipRows, scratch: scratch)
                    coverage.sweep(fillRule: .nonZero, opacity: opacity, into: &painter)
                }
            }
        }
    }

    /// The polygon of homogeneous points cut to w ≥ ε (Sutherland–Hodgman
    /// against one plane) and divided by w.
    private static func clipInFront(_ points: [(Double, Double, Double)]) -> [Point] {
        let epsilon = 1e-6
        var result: [Point] = []
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            if a.2 >= epsilon { result.append(Point(x: a.0 / a.2, y: a.1 / a.2)) }
            if (a.2 >= epsilon) != (b.2 >= epsilon) {
                let t = (epsilon - a.2) / (b.2 - a.2)
                let x = a.0 + (b.0 - a.0) * t, y = a.1 + (b.1 - a.1) * t
                result.append(Point(x: x / epsilon, y: y / epsilon))
            }
        }
        return result
    }

    /// The inverse of a 3×3 matrix (adjugate over determinant), or `nil`
    /// when it is singular or not finite.
    private static func inverse(_ m: (Double, Double, Double, Double, Double, Double, Double, Double, Double))
        -> (Double, Double, Double, Double, Double, Double, Double, Double, Double)? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        let r = (A * k, -(b * i - c * h) * k, (b * f - c * e) * k,
                 B * k, (a * i - c * g) * k, -(a * f - c * d) * k,
                 C * k, -(a * h - b * g) * k, (a * e - b * d) * k)
        let all = [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8]
        return all.allSatisfy(\.isFinite) ? r : nil
    }
}
