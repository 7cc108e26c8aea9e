import SplashGeometry
import SplashRaster

/// Where operations are drawn: the buffer, how picture space maps to it,
/// the clip, the rows, the pixels left unpainted.
struct DrawingTarget {
    /// Picture space to the target's picture (nil: the same).
    var placement: AffineTransform?
    /// Coverage of the clips around (nil: nothing clips), aligned with the buffer.
    var clip: Mask?
    /// The rows of the target's picture that the buffer holds and that are
    /// drawn (nil: all of a picture the size of the buffer).
    var window: PictureWindow?
    /// Pixels of the target's picture that need not be painted (see `SpanSet`).
    var exclusion: SpanSet?
}

extension Compositor {
    /// Draws the frame's top-level operations, in order, in `window`. Where
    /// a masked group above replaces what lies beneath (see
    /// `occlusion(by:frameWidth:window:)`), the operations under it leave
    /// those pixels unpainted (`SpanSet`): the frame's bytes are the
    /// same, with less drawn. Its mask, computed for that, is then used to
    /// draw it.
    func drawTopLevel(_ operations: ArraySlice<DrawOperation>, into frame: inout Pixmap, window: PictureWindow) {
        var occluders = [Occluder?](repeating: nil, count: operations.count)
        var exclusions = [SpanSet?](repeating: nil, count: operations.count)
        defer { for case let occluder? in occluders { buffers.recycle(occluder.mask) } }
        if takesShortcuts && skipsHiddenPixels {
            var covered: SpanSet?
            for (k, operation) in operations.enumerated().reversed() {
                exclusions[k] = covered
                guard let occlusion = occlusion(by: operation, frameWidth: frame.width, window: window) else { continue }
                occluders[k] = occlusion.occluder
                covered = covered.map { $0.union(occlusion.covered) } ?? occlusion.covered
            }
        }
        for (k, operation) in operations.enumerated() {
            let target = DrawingTarget(placement: nil, clip: nil, window: window, exclusion: exclusions[k])
            if case .group(let group) = operation {
                draw(group, into: &frame, target, occluder: occluders[k])
            } else {
                draw(operation, into: &frame, target)
            }
        }
    }

    /// Draws operations, in order.
    func draw(_ operations: [DrawOperation], into buffer: inout Pixmap, _ target: DrawingTarget) {
        for operation in operations { draw(operation, into: &buffer, target) }
    }

    func draw(_ operation: DrawOperation, into buffer: inout Pixmap, _ target: DrawingTarget) {
        switch operation {
        case .fill(let fill):
            guard !fill.isInvisible else { return }
            let (paint, transform) = fill.prepared(placement: target.placement, kernels: kernels)
            buffer.fill(fill.path, paint: paint, transform: transform, fillRule: fill.fillRule, opacity: fill.opacity, clip: target.clip,
                        window: target.window, excluding: target.exclusion, ramps: gradientRamps)
            RasterBudget.current?.blame(fill.layer)
        case .clip(let clip):
            draw(clip, into: &buffer, target)
        case .group(let group):
            draw(group, into: &buffer, target, occluder: nil)
        case .projected(let projected):
            draw(projected, into: &buffer, target)
        case .dissolve(let dissolve):
            draw(dissolve, into: &buffer, target)
        }
    }

    /// Operations clipped to a shape (`masksToBounds`), whose coverage is
    /// rasterised over the buffer: the window's rows, when it holds a band
    /// (a band-sized buffer: see `Compositor.render(_:bandRows:bands:)`).
    private func draw(_ clip: ClipOperation, into buffer: inout Pixmap, _ target: DrawingTarget) {
        let transform = clip.transform.placed(by: target.placement)
        var coverage: Mask
        if takesShortcuts {
            // The outline's coverage, rasterised straight into a mask.
            coverage = buffers.takeMask(width: buffer.width, height: buffer.height)
            coverage.fill(clip.path, transform: transform, fillRule: clip.fillRule, window: target.window)
        } else {
            var picture = buffers.take(width: buffer.width, height: buffer.height)
            picture.fill(clip.path, paint: .solid(.white), transform: transform, fillRule: clip.fillRule, window: target.window)
            coverage = Mask(alphaOf: picture)
            buffers.recycle(picture)
        }
        // Within the clips around (multiplied in place: no mask more).
        if let outer = target.clip { coverage.intersect(with: outer) }
        var inner = target
        inner.clip = coverage
        draw(clip.operations, into: &buffer, inner)
        // The operations' reference let go first, so the pool gets the only one.
        inner.clip = nil
        buffers.recycle(coverage)
    }
}
