import SplashGeometry
import SplashScene
import SplashFormats

extension LottieReader {
    /// A shape layer's `shapes` or a group's `it`, top first.
    func shapeItems(_ field: JSONField?) throws(JSONFileError) -> [LottieShapeItem] {
        guard let field else { return [] }
        var items: [LottieShapeItem] = []
        for element in try field.elements() {
            if let item = try shapeItem(element) { items.append(item) }
        }
        return items
    }

    private func shapeItem(_ field: JSONField) throws(JSONFileError) -> LottieShapeItem? {
        let m = try field.members()
        guard let tyField = field.member("ty", in: m) else { throw field.error("expected a shape type \"ty\"") }
        let ty = try tyField.string()
        if try field.member("hd", in: m)?.lottieFlag() == true { return nil }
        // "d" is the direction of a geometry (3: reversed), the dashes of a stroke.
        var reversed: Bool {
            get throws(JSONFileError) { try field.member("d", in: m)?.lottieCode(in: 0...10) == 3 }
        }
        func animated<Value>(_ key: String, _ fallback: Value, _ read: (JSONField) throws(JSONFileError) -> Value) throws(JSONFileError) -> LottieKeyframes<Value> {
            try keyframes(field.member(key, in: m), fallback: fallback, path: field.childPath(key), read: read)
        }
        let kind: LottieShapeItem.Kind
        switch ty {
        case "gr":
            let children = try shapeItems(field.member("it", in: m))
            // The group's transform is its "tr" item (the last one).
            var transform = LottieTransform.identity(path: field.childPath("it"))
            if let list = field.member("it", in: m), case .array(let raw) = list.value {
                for (index, value) in raw.enumerated() {
                    guard case .object(let object) = value, object["ty"] == .string("tr") else { continue }
                    transform = try self.transform(JSONField(file: file, path: "\(list.path)[\(index)]", value: value),
                                                   path: "\(list.path)[\(index)]")
                }
            }
            kind = .group(items: children, transform: transform)
        case "tr":
            // Read with its group.
            return nil
        case "sh":
            kind = .shape(.bezier(try animated("ks", LottieBezier(closed: false, vertices: [], inTangents: [], outTangents: []), bezier)))
        case "rc":
            kind = .shape(.rectangle(position: try animated("p", [0, 0], vector(2)), size: try animated("s", [0, 0], vector(2)),
                                     roundness: try animated("r", 0, scalar), reversed: try reversed))
        case "el":
            kind = .shape(.ellipse(position: try animated("p", [0, 0], vector(2)), size: try animated("s", [0, 0], vector(2)),
                                   reversed: try reversed))
        case "sr":
            let sy = try field.member("sy", in: m)?.lottieCode(in: 0...10) ?? 1
            kind = .shape(.star(LottieStar(
                isPolygon: sy == 2, position: try animated("p", [0, 0], vector(2)), points: try animated("pt", 5, scalar),
                rotation: try animated("r", 0, scalar), outerRadius: try animated("or", 0, scalar),
                innerRadius: try animated("ir", 0, scalar), outerRoundness: try animated("os", 0, scalar),
                innerRoundness: try animated("is", 0, scalar), reversed: try reversed)))
        case "fl", "st", "gf", "gs":
            kind = .style(try style(field, m, type: ty))
        case "tm":
            kind = .trim(LottieTrim(start: try animated("s", 0, scalar), end: try animated("e", 100, scalar),
                                    offset: try animated("o", 0, scalar),
                                    individually: try field.member("m", in: m)?.lottieCode(in: 0...10) == 2))
        case "mm":
            // lottie-web has no merge modifier: its renderers skip "mm"
            // (`SVGShapeElement.searchShapes` knows no such type), and so
            // do rlottie and ThorVG; each path is filled by its fill's
            // rule as if the item were not there. Merging (1) draws the
            // same (the fill's paths are one path); adding, subtracting,
            // intersecting and excluding intersections do not combine
            // the paths as After Effects does: said so.
            let mode = try field.member("mm", in: m)?.lottieCode(in: 0...10) ?? 1
            if mode != 1 {
                let names = [2: "adding", 3: "subtracting", 4: "intersecting", 5: "excluding intersections"]
                compatibility.lenient("merge paths by \(names[mode] ?? "mode \(mode)")", at: field.path,
                                      drawn: "path by path (After Effects combines them)")
            }
            return nil
        case "rd":
            kind = .roundCorners(try animated("r", 0, scalar))
        case "rp":
            let tr = field.member("tr", in: m)
            let trMembers = try tr?.members() ?? [:]
            func opacity(_ key: String) throws(JSONFileError) -> LottieKeyframes<Double> {
                try keyframes(tr?.member(key, in: trMembers), fallback: 100, path: (tr?.childPath(key)) ?? field.childPath(key), read: scalar)
            }
            kind = .repeater(LottieRepeater(copies: try animated("c", 1, scalar), offset: try animated("o", 0, scalar),
                                            below: try field.member("m", in: m)?.lottieCode(in: 0...10) == 2,
                                            transform: try transform(tr, path: field.childPath("tr")),
                                            startOpacity: try opacity("so"), endOpacity: try opacity("eo")))
        default:
            let names = ["op": "offset paths",
                         "pb": "pucker and bloat", "tw": "twist", "zz": "zig zag", "no": "shape modifiers"]
            compatibility.unsupported(names[ty] ?? "shape items of type \"\(ty)\"", at: field.path)
            return nil
        }
        if let mode = field.member("bm", in: m), try mode.lottieCode(in: 0...100) != 0 {
            compatibility.unsupported("blend modes", at: mode.path)
        }
        return LottieShapeItem(path: field.path, kind: kind)
    }

    private func style(_ field: JSONField, _ m: [String: JSONField], type: String) throws(JSONFileError) -> LottieStyle {
        func animated<Value>(_ key: String, _ fallback: Value, _ read: (JSONField) throws(JSONFileError) -> Value) throws(JSONFileError) -> LottieKeyframes<Value> {
            try keyframes(field.member(key, in: m), fallback: fallback, path: field.childPath(key), read: read)
        }
        let paint: LottieStyle.Paint
        if type == "gf" || type == "gs" {
            guard let g = field.member("g", in: m) else { throw field.error("expected gradient stops \"g\"") }
            let gm = try g.members()
            guard let count = g.member("p", in: gm) else { throw g.error("expected the number of colour stops \"p\"") }
            let stops = try keyframes(g.member("k", in: gm), fallback: [], path: g.childPath("k"), read: numbers)
            let colorStops = try count.lottieCode(in: 1...1024)
            for keyframe in stops.keyframes where keyframe.value.count < 4 * colorStops {
                throw g.error("expected \(4 * colorStops) numbers for \(colorStops) colour stops, found \(keyframe.value.count)")
            }
            let highlight = try animated("h", 0, scalar), angle = try animated("a", 0, scalar)
            if highlight.isAnimated || angle.isAnimated {
                compatibility.unsupported("animated radial gradient highlights (drawn as at their first keyframe)", at: highlight.path)
            }
            paint = .gradient(LottieGradient(isRadial: try field.member("t", in: m)?.lottieCode(in: 0...10) == 2,
                                             start: try animated("s", [0, 0], vector(2)), end: try animated("e", [0, 0], vector(2)),
                                             colorStops: colorStops, stops: stops, highlightLength: highlight, highlightAngle: angle))
        } else {
            // Files before Bodymovin 4.1.9 store a fill's or stroke's colour
            // 0…255 (lottie-web's `checkColors`; not gradients).
            let scale = shapeColorScale
            paint = .color(try animated("c", [0, 0, 0], vector(3)).map { $0.map { $0 * scale } })
        }
        var stroke: LottieStroke?
        if type == "st" || type == "gs" {
            let caps: [Int: LineCap] = [1: .butt, 2: .round, 3: .square]
            let joins: [Int: LineJoin] = [1: .miter, 2: .round, 3: .bevel]
            var dashes: [LottieKeyframes<Double>] = []
            var offset: LottieKeyframes<Double>?
            if let list = field.member("d", in: m) {
                for dash in try list.elements() {
                    let dm = try dash.members()
                    let name = try dash.member("n", in: dm)?.string() ?? "d"
                    let value = try keyframes(dash.member("v", in: dm), fallback: 0, path: dash.childPath("v"), read: scalar)
                    if name == "o" { offset = value } else { dashes.append(value) }
                }
            }
            stroke = LottieStroke(width: try animated("w", 1, scalar),
                                  cap: caps[try field.member("lc", in: m)?.lottieCode(in: 0...10) ?? 2] ?? .round,
                                  join: joins[try field.member("lj", in: m)?.lottieCode(in: 0...10) ?? 2] ?? .round,
                                  miterLimit: try field.member("ml", in: m)?.lottieNumber(in: 0...1000) ?? 4,
                                  dashes: dashes, dashOffset: offset)
        }
        return LottieStyle(paint: paint, opacity: try animated("o", 100, scalar),
                           fillRule: try field.member("r", in: m)?.lottieCode(in: 0...10) == 2 ? .evenOdd : .nonZero,
                           stroke: stroke)
    }

    /// A text layer's first document and its font; nil (reported) when
    /// it animates its text or has none.
    func text(_ field: JSONField?) throws(JSONFileError) -> LottieText? {
        guard let field else { return nil }
        let m = try field.members()
        guard let d = field.member("d", in: m) else { throw field.error("expected a text document \"d\"") }
        let dm = try d.members()
        guard let k = d.member("k", in: dm) else { throw d.error("expected text keyframes \"k\"") }
        let documents = try k.elements()
        guard let first = documents.first else { throw k.error("expected at least one text document") }
        if documents.count > 1 { compatibility.unsupported("text that changes over time", at: k.path) }
        if let animators = field.member("a", in: m), case .array(let list) = animators.value, !list.isEmpty {
            compatibility.unsupported("text animators", at: animators.path)
        }
        if let along = field.member("p", in: m), case .object(let object) = along.value, !object.isEmpty {
            compatibility.unsupported("text on a path", at: along.path)
        }
        let fm = try first.members()
        guard let s = first.member("s", in: fm) else { throw first.error("expected a text document \"s\"") }
        let sm = try s.members()
        func color(_ key: String) throws(JSONFileError) -> Color? {
            guard let field = s.member(key, in: sm) else { return nil }
            let c = try vector(3)(field)
            return Color(red: min(max(c[0], 0), 1), green: min(max(c[1], 0), 1), blue: min(max(c[2], 0), 1))
        }
        let size = try s.member("s", in: sm)?.lottieNumber(in: 0...10_000) ?? 12
        let string = try s.member("t", in: sm)?.string() ?? ""
        guard string.utf8.count <= 10_000 else { throw s.error("a text of more than 10000 bytes") }
        let font = try s.member("f", in: sm)?.string() ?? ""
        var text = LottieText(string: string, fontFamily: fontFamilies[font]?.family ?? font, fontStyle: fontFamilies[font]?.style ?? "",
                          size: size, justification: try s.member("j", in: sm)?.lottieCode(in: 0...10) ?? 0,
                          tracking: try s.member("tr", in: sm)?.lottieNumber() ?? 0,
                          lineHeight: try s.member("lh", in: sm)?.lottieNumber(in: 0...100_000) ?? size * 1.2,
                          fillColor: try color("fc"), strokeColor: try color("sc"),
                          strokeWidth: try s.member("sw", in: sm)?.lottieNumber(in: 0...1000) ?? 0,
                          strokeOverFill: try s.member("of", in: sm)?.lottieFlag() ?? true)
        text.baselineShift = try s.member("ls", in: sm)?.lottieNumber() ?? 0
        // A text box (`sz`, `ps`): lottie-web wraps the lines to the box
        // and sets them from its top; here they are set as point text.
        if let box = s.member("sz", in: sm) {
            compatibility.lenient("text in a box (sz)", at: box.path, drawn: "as point text, without wrapping to the box")
        }
        return text
    }
}
