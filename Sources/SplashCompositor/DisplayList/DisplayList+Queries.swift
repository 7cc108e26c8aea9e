import SplashGeometry
import SplashRaster

// The questions the compositor's shortcuts ask of a display list. Each is
// answered from the operations alone, so a new kind of operation or a new
// layer property lowered into existing ones is taken into account by every
// shortcut at once; an operation a question does not know makes it answer
// "no" (draw the general way), never "yes".

extension DisplayList {
    /// The last top-level operation that replaces every pixel of the frame
    /// (an opaque full-screen background, gradient or photo), nil for none:
    /// what lies under it, the background colour included, cannot show.
    public var lastFullCover: Int? {
        operations.lastIndex { operation in
            guard case .fill(let fill) = operation else { return false }
            return fill.replacesEveryPixel(width: width, height: height, placement: nil)
        }
    }
}

extension DrawOperation {
    /// The tallest group with a shadow drawn in bands, in pixels: drawn
    /// whole by the first band it touches and kept, region-sized, until
    /// the last of the five 256-row bands at most it touches (a card, its
    /// icon, a button); a taller one has the frame drawn whole.
    public static let shadowedGroupBandHeight = 1024.0

    /// A box, in picture space, around every pixel the operation can touch
    /// (nil: none).
    public var bounds: Rect? {
        switch self {
        case .fill(let fill): fill.bounds
        case .clip(let clip): clip.operations.bounds.flatMap { $0.intersection(clip.box) }
        case .group(let group): group.bounds
        case .projected(let projected): projected.bounds
        case .dissolve(let dissolve): dissolve.bounds
        }
    }

    /// Whether the operation can be drawn a band of rows at a time: all
    /// but projections (drawn flat, then projected), feathered masks and
    /// tall shadows (a blur reads rows beyond the band). A clip, group or
    /// dissolve bands when what it holds does (each of its pixels is
    /// computed from the same pixels of its offscreens and of its clip's
    /// coverage, rasterised for the band's rows). A group with a shadow is
    /// drawn whole once a frame and composited by each band it touches (see
    /// `Compositor.draw(_:into:_:occluder:)`), so only one at most
    /// `shadowedGroupBandHeight` pixels tall bands.
    public var drawsInBands: Bool {
        switch self {
        case .fill: true
        case .projected: false
        case .clip(let clip): clip.operations.drawsInBands
        case .group(let group):
            (!group.readsBeyondItsRows || group.bounds.height <= Self.shadowedGroupBandHeight)
                && group.maskFeather == 0 && group.operations.drawsInBands && (group.mask?.drawsInBands ?? true)
        case .dissolve(let dissolve):
            dissolve.from.drawsInBands && dissolve.to.drawsInBands
        }
    }
}

extension FillOperation {
    /// The box the fill can touch, in picture space (see `Extent`).
    public var bounds: Rect? {
        switch extent {
        case .transformedPath: path.transformed(by: transform).boundingBox
        case .rect(let rect, let transform): rect.applying(transform)
        }
    }

    /// Whether drawing it, placed by `placement` into a `width × height`
    /// picture, unclipped, overwrites every pixel without reading any: an
    /// opaque paint over a rectangle covering the picture at full opacity
    /// (see `Pixmap.fillReplacesEveryPixel`).
    func replacesEveryPixel(width: Int, height: Int, placement: AffineTransform?) -> Bool {
        guard opacity >= 1, case .rect(let rect) = geometry else { return false }
        let (paint, transform) = prepared(placement: placement)
        return Pixmap.fillReplacesEveryPixel(width: width, height: height, rect: rect, paint: paint, transform: transform)
    }

    /// The paint made ready for the fill placed by `placement`, and the
    /// transform it is drawn with: what draws it and what the shortcuts
    /// ask of it are the same value (its opacity and splitting do not
    /// depend on `kernels`).
    func prepared(placement: AffineTransform?, kernels: VectorKernels = .current) -> (paint: PreparedPaint, transform: AffineTransform) {
        let placed = transform.placed(by: placement)
        return (PreparedPaint(paint, transform: placed, kernels: kernels), placed)
    }
}

extension Collection<DrawOperation> {
    /// The union of the operations' bounds (nil: they touch nothing),
    /// each taken within `Rect.reach` (a far-away one would round away
    /// the edges of those near the picture).
    public var bounds: Rect? {
        var box: Rect?
        for operation in self {
            guard let rect = operation.bounds?.withinReach else { continue }
            box = box.map { $0.union(rect) } ?? rect
        }
        return box
    }

    public var drawsInBands: Bool { allSatisfy(\.drawsInBands) }

    /// Whether, drawn in bands, the operations need buffers only a band
    /// tall: any, at any depth, is a clip (whose coverage is a mask the
    /// size of the buffer drawn into) or a group with a shadow (composited
    /// whole into each band it touches, and cut to the band by the
    /// buffer's edges).
    var needBandSizedBuffers: Bool {
        contains { operation in
            switch operation {
            case .fill: false
            case .clip: true
            case .group(let group):
                group.readsBeyondItsRows || group.operations.needBandSizedBuffers || (group.mask?.needBandSizedBuffers ?? false)
            case .dissolve(let dissolve): dissolve.from.needBandSizedBuffers || dissolve.to.needBandSizedBuffers
            case .projected(let projected): projected.operations.needBandSizedBuffers
            }
        }
    }

    /// Whether drawing these operations straight into a `width × height`
    /// picture (no clip), placed by `placement`, overwrites every pixel of
    /// it: one of them is a fill that does (what was there before, or what
    /// the operations before it drew, cannot show).
    func replaceEveryPixel(width: Int, height: Int, placement: AffineTransform?) -> Bool {
        contains { operation in
            guard case .fill(let fill) = operation else { return false }
            return fill.replacesEveryPixel(width: width, height: height, placement: placement)
        }
    }

    /// Whether drawing these operations, placed by `placement`, leaves
    /// unpainted every pixel a `SpanSet` excludes: all are fills
    /// drawn straight into the picture whose paints split exactly
    /// (`Paint.honoursExclusions`).
    func honourExclusions(placement: AffineTransform?) -> Bool {
        allSatisfy { operation in
            guard case .fill(let fill) = operation else { return false }
            return fill.isInvisible || fill.prepared(placement: placement).paint.splitsExactly
        }
    }

    /// The operations as plain solid fills, in order, when that is all they
    /// are: a mask made of them can be rasterised straight into 8-bit
    /// coverage (`Mask.fill`, the same values bit for bit as the alpha of
    /// drawing them). Nil for anything else (a gradient, an image, a clip,
    /// a group, a projection).
    var solidFills: [(fill: FillOperation, color: Color)]? {
        var fills: [(fill: FillOperation, color: Color)] = []
        for operation in self {
            guard case .fill(let fill) = operation, case .solid(let color) = fill.paint else { return nil }
            fills.append((fill, color))
        }
        return fills
    }
}

extension AffineTransform {
    /// This transform followed by `placement` (nil: none, exactly this).
    func placed(by placement: AffineTransform?) -> AffineTransform {
        placement.map { concatenating($0) } ?? self
    }
}
