import SplashGeometry

/// The colour spaces drawn (PDF 32000-1 §8.6), all turned into sRGB
/// naively: DeviceGray, DeviceRGB and DeviceCMYK (1 − c·(1 − k) … without
/// a profile), ICCBased by its component count (/N 1, 3 or 4; the profile
/// is not applied), CalGray and CalRGB as their device spaces, Indexed over
/// one of these, and Pattern (colours are then shading patterns).
indirect enum PDFColorSpace: Equatable {
    case gray
    case rgb
    case cmyk
    case indexed(base: PDFColorSpace, hival: Int, lookup: [UInt8])
    case pattern

    var componentCount: Int {
        switch self {
        case .gray: 1
        case .rgb: 3
        case .cmyk: 4
        case .indexed, .pattern: 1
        }
    }

    /// The initial colour (§8.6.5.1: black, index 0).
    var initialColor: Color { color(Array(repeating: 0, count: componentCount)) }

    /// The colour of `components` (clamped to 0…1), opaque.
    func color(_ components: [Double]) -> Color {
        let c = components.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        func at(_ i: Int) -> Double { i < c.count ? c[i] : 0 }
        switch self {
        case .gray: return Color(red: at(0), green: at(0), blue: at(0))
        case .rgb: return Color(red: at(0), green: at(1), blue: at(2))
        case .cmyk:
            let k = at(3)
            return Color(red: (1 - at(0)) * (1 - k), green: (1 - at(1)) * (1 - k), blue: (1 - at(2)) * (1 - k))
        case .indexed(let base, let hival, let lookup):
            let raw = components.first ?? 0
            let index = raw.isFinite ? Int(min(max(raw.rounded(), 0), Double(hival))) : 0
            let n = base.componentCount
            let values = (0..<n).map { j -> Double in
                let k = index * n + j
                return k < lookup.count ? Double(lookup[k]) / 255 : 0
            }
            return base.color(values)
        case .pattern: return .black
        }
    }
}

extension PDFColorSpace {
    /// A colour space by name or array, looking names up in the
    /// resources' /ColorSpace dictionary.
    static func read(_ object: PDFObject, resources: [String: PDFObject], in file: PDFFile, depth: Int = 0) throws -> PDFColorSpace {
        guard depth < 4 else { throw PDFDocumentError("colour spaces nest too deeply") }
        let resolved = try file.resolve(object)
        switch resolved {
        case .name(let name):
            switch name {
            case "DeviceGray", "G", "CalGray": return .gray
            case "DeviceRGB", "RGB", "CalRGB": return .rgb
            case "DeviceCMYK", "CMYK": return .cmyk
            case "Pattern": return .pattern
            default:
                guard let named = try file.value(resources, "ColorSpace")?.dictionary, let entry = named[name] else {
                    throw PDFDocumentError("the colour space /\(name) is not in the resources")
                }
                return try read(entry, resources: [:], in: file, depth: depth + 1)
            }
        case .array(let items):
            guard let family = try items.first.map({ try file.resolve($0) })?.name else {
                throw PDFDocumentError("a colour space array does not start with a name")
            }
            switch family {
            case "DeviceGray", "CalGray", "G": return .gray
            case "DeviceRGB", "CalRGB", "RGB": return .rgb
            case "DeviceCMYK", "CMYK": return .cmyk
            case "Pattern": return .pattern
            case "ICCBased":
                guard items.count >= 2, let dictionary = try file.resolve(items[1]).dictionary,
                      let n = try file.value(dictionary, "N")?.integer else {
                    throw PDFDocumentError("an /ICCBased colour space has no profile stream with /N")
                }
                switch n {
                case 1: return .gray
                case 3: return .rgb
                case 4: return .cmyk
                default: throw PDFDocumentError("an /ICCBased colour space has /N \(n), not 1, 3 or 4")
                }
            case "Indexed", "I":
                guard items.count >= 4, let hival = try file.resolve(items[2]).integer, hival >= 0, hival <= 255 else {
                    throw PDFDocumentError("an /Indexed colour space is not [/Indexed base hival lookup] with hival 0…255")
                }
                let base = try read(items[1], resources: resources, in: file, depth: depth + 1)
                guard base != .pattern else { throw PDFDocumentError("an /Indexed colour space over /Pattern") }
                let lookup: [UInt8]
                switch try file.resolve(items[3]) {
                case .string(let s): lookup = s
                case .stream(let s): lookup = try file.data(of: s)
                case let other: throw PDFDocumentError("an /Indexed colour space's lookup is \(other.kindName), not a string or stream")
                }
                return .indexed(base: base, hival: hival, lookup: lookup)
            default:
                throw PDFDocumentError("the colour space /\(family) is not drawn (DeviceGray, DeviceRGB, DeviceCMYK, ICCBased, Indexed and Pattern are)")
            }
        default:
            throw PDFDocumentError("a colour space is \(resolved.kindName), not a name or an array")
        }
    }
}
