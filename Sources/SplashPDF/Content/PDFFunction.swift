import Foundation

/// A PDF function of one input (PDF 32000-1 §7.10), as shadings use them
/// to give colour along a gradient: Type 2 (exponential interpolation),
/// Type 3 (stitching), Type 0 (sampled), or an array of one-output
/// functions, one per colour component. Type 4 (PostScript calculator) is
/// refused.
indirect enum PDFFunction {
    /// Type 2: C0 + x^N · (C1 − C0), x clipped to the domain.
    case exponential(domain: ClosedRange<Double>, c0: [Double], c1: [Double], n: Double)
    /// Type 3: the domain cut at `bounds`, each piece's input mapped by
    /// `encode` onto its function's.
    case stitching(domain: ClosedRange<Double>, functions: [PDFFunction], bounds: [Double], encode: [Double])
    /// Type 0 with one input: `samples[i]` holds the outputs at sample `i`,
    /// already decoded; linear interpolation between samples.
    case sampled(domain: ClosedRange<Double>, encode: (Double, Double), samples: [[Double]])
    /// One one-output function per component.
    case components([PDFFunction])

    /// The most samples a Type 0 function may hold.
    static let maxSamples = 4096
    /// The most functions nested or stitched in one.
    static let maxParts = 256

    var domain: ClosedRange<Double> {
        switch self {
        case .exponential(let d, _, _, _), .stitching(let d, _, _, _), .sampled(let d, _, _): d
        case .components(let parts): parts.first?.domain ?? 0...1
        }
    }

    func evaluate(_ input: Double) -> [Double] {
        switch self {
        case .exponential(let domain, let c0, let c1, let n):
            let x = min(max(input, domain.lowerBound), domain.upperBound)
            let p = n == 1 ? x : (x <= 0 && n < 0 ? 0 : pow(x, n))
            return zip(c0, c1).map { $0 + p * ($1 - $0) }
        case .stitching(let domain, let functions, let bounds, let encode):
            let x = min(max(input, domain.lowerBound), domain.upperBound)
            var k = 0
            while k < bounds.count, x >= bounds[k] { k += 1 }
            k = min(k, functions.count - 1)
            let low = k == 0 ? domain.lowerBound : bounds[k - 1]
            let high = k == bounds.count ? domain.upperBound : bounds[k]
            let e0 = encode[2 * k], e1 = encode[2 * k + 1]
            let t = high > low ? e0 + (x - low) / (high - low) * (e1 - e0) : e0
            return functions[k].evaluate(t)
        case .sampled(let domain, let encode, let samples):
            let x = min(max(input, domain.lowerBound), domain.upperBound)
            let span = domain.upperBound - domain.lowerBound
            var e = span > 0 ? encode.0 + (x - domain.lowerBound) / span * (encode.1 - encode.0) : encode.0
            e = e.isFinite ? min(max(e, 0), Double(samples.count - 1)) : 0
            let i = min(Int(e.rounded(.down)), samples.count - 1)
            let j = min(i + 1, samples.count - 1)
            let f = e - Double(i)
            return zip(samples[i], samples[j]).map { $0 + f * ($1 - $0) }
        case .components(let parts):
            return parts.map { $0.evaluate(input).first ?? 0 }
        }
    }

    /// Inputs at which the function's pieces meet, with whether each piece
    /// is linear in its input (so two stops at its ends are exact).
    func pieces() -> [(ClosedRange<Double>, linear: Bool)] {
        switch self {
        case .exponential(let d, _, _, let n): return [(d, n == 1)]
        case .stitching(let domain, let functions, let bounds, _):
            var cuts = [domain.lowerBound] + bounds + [domain.upperBound]
            for i in 1..<cuts.count { cuts[i] = max(cuts[i], cuts[i - 1]) }
            return (0..<functions.count).map { k in
                let linear: Bool
                if case .exponential(_, _, _, 1) = functions[k] { linear = true } else { linear = false }
                return (cuts[k]...cuts[k + 1], linear)
            }
        case .sampled(let d, _, _): return [(d, false)]
        case .components(let parts):
            let linear = parts.allSatisfy { if case .exponential(_, _, _, 1) = $0 { true } else { false } }
            return [(domain, linear)]
        }
    }
}

extension PDFFunction {
    /// Reads a function object (a dictionary or a stream) from `file`.
    static func read(_ object: PDFObject, in file: PDFFile, depth: Int = 0, parts: inout Int) throws -> PDFFunction {
        parts += 1
        guard depth < 8, parts <= maxParts else {
            throw PDFDocumentError("a shading's function nests or stitches more than \(maxParts) functions")
        }
        let resolved = try file.resolve(object)
        if case .array(let items) = resolved {
            guard !items.isEmpty, items.count <= 32 else { throw PDFDocumentError("a shading's /Function array holds \(items.count) functions") }
            return .components(try items.map { try read($0, in: file, depth: depth + 1, parts: &parts) })
        }
        guard let dictionary = resolved.dictionary else {
            throw PDFDocumentError("a shading's /Function is \(resolved.kindName), not a function dictionary or stream")
        }
        let numbers = { (key: String) throws -> [Double]? in
            guard let a = try file.value(dictionary, key) else { return nil }
            guard let items = a.array, items.count <= 4 * maxSamples else {
                throw PDFDocumentError("a function's /\(key) is \(a.kindName), not an array of numbers")
            }
            return try items.map {
                guard let v = try file.resolve($0).number, v.isFinite else { throw PDFDocumentError("a function's /\(key) holds a non-number") }
                return v
            }
        }
        let domainValues = try numbers("Domain") ?? [0, 1]
        guard domainValues.count >= 2, domainValues[0] <= domainValues[1] else {
            throw PDFDocumentError("a function's /Domain is not [low high] with low ≤ high")
        }
        let domain = domainValues[0]...domainValues[1]
        let type = try file.value(dictionary, "FunctionType")?.integer
        switch type {
        case 2:
            let c0 = try numbers("C0") ?? [0]
            let c1 = try numbers("C1") ?? [1]
            guard c0.count == c1.count, !c0.isEmpty else { throw PDFDocumentError("a Type 2 function's /C0 and /C1 differ in length") }
            guard let n = try file.value(dictionary, "N")?.number, n.isFinite else { throw PDFDocumentError("a Type 2 function has no /N exponent") }
            return .exponential(domain: domain, c0: c0, c1: c1, n: n)
        case 3:
            guard let list = try file.value(dictionary, "Functions")?.array, !list.isEmpty, list.count <= maxParts else {
                throw PDFDocumentError("a Type 3 function has no /Functions array")
            }
            let functions = try list.map { try read($0, in: file, depth: depth + 1, parts: &parts) }
            let bounds = try numbers("Bounds") ?? []
            let encode = try numbers("Encode") ?? functions.flatMap { [$0.domain.lowerBound, $0.domain.upperBound] }
            guard bounds.count == functions.count - 1, encode.count == 2 * functions.count else {
                throw PDFDocumentError("a Type 3 function's /Bounds (\(bounds.count)) and /Encode (\(encode.count)) do not fit its \(functions.count) functions")
            }
            return .stitching(domain: domain, functions: functions, bounds: bounds, encode: encode)
        case 0:
            guard case .stream(let stream) = resolved else { throw PDFDocumentError("a Type 0 function is not a stream") }
            guard let sizes = try numbers("Size"), sizes.count == 1, let count = Int(exactly: sizes[0]), count >= 1, count <= maxSamples else {
                throw PDFDocumentError("a Type 0 function's /Size is not [n] with one input and 1…\(maxSamples) samples")
            }
            guard let bits = try file.value(dictionary, "BitsPerSample")?.integer, [1, 2, 4, 8, 12, 16, 24, 32].contains(bits) else {
                throw PDFDocumentError("a Type 0 function's /BitsPerSample is not 1, 2, 4, 8, 12, 16, 24 or 32")
            }
            guard let range = try numbers("Range"), range.count >= 2, range.count % 2 == 0, range.count <= 64 else {
                throw PDFDocumentError("a Type 0 function has no /Range")
            }
            let outputs = range.count / 2
            let decode = try numbers("Decode") ?? range
            let encode = try numbers("Encode") ?? [0, Double(count - 1)]
            guard decode.count == range.count, encode.count == 2 else { throw PDFDocumentError("a Type 0 function's /Decode or /Encode has the wrong length") }
            let data = try file.data(of: stream)
            guard data.count * 8 >= count * outputs * bits else {
                throw PDFDocumentError("object \(stream.objectNumber): a Type 0 function's \(data.count) bytes hold fewer than its \(count) samples")
            }
            let maxValue = Double((UInt64(1) << UInt64(bits)) - 1)
            var bit = 0
            var samples: [[Double]] = []
            for _ in 0..<count {
                var sample: [Double] = []
                for j in 0..<outputs {
                    var v: UInt64 = 0
                    for _ in 0..<bits {
                        v = v << 1 | UInt64(data[bit >> 3] >> (7 - UInt8(bit & 7)) & 1)
                        bit += 1
                    }
                    let d = decode[2 * j] + Double(v) / maxValue * (decode[2 * j + 1] - decode[2 * j])
                    sample.append(min(max(d, range[2 * j]), range[2 * j + 1]))
                }
                samples.append(sample)
            }
            return .sampled(domain: domain, encode: (encode[0], encode[1]), samples: samples)
        case 4:
            throw PDFDocumentError("a Type 4 (PostScript calculator) function is not evaluated")
        default:
            throw PDFDocumentError("a function's /FunctionType is \(type.map(String.init) ?? "missing"), not 0, 2 or 3")
        }
    }
}
