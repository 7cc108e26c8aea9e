import Foundation

/// Reads binary property lists (`bplist00`), as built apps carry their
/// Info.plist. The format, from CoreFoundation's `CFBinaryPList.c`: the
/// 8-byte magic, the objects, an offset table, and a 32-byte trailer
/// (offset size, reference size, object count, top object, table offset).
/// Each object starts with a marker byte: `0x0_` null/false/true, `0x1n`
/// an integer of 2ⁿ bytes, `0x2n` a real, `0x33` a date, `0x4n` data,
/// `0x5n` ASCII, `0x6n` UTF-16 text, `0xAn` an array and `0xDn` a
/// dictionary of n references (n = 15: the count follows as an integer).
///
/// Bounded like the XML reader: every offset, count and reference is
/// checked against the input before use, nesting stops at
/// `PropertyListReader.maximumDepth`, and at most
/// `PropertyListReader.maximumElements` objects are visited, so objects
/// shared many times over (a file of a few hundred bytes can reference
/// one array 2⁴⁰ times) cost no more than the limit. Strings and data
/// are copied out each time they are visited, so their bytes are counted
/// too: at most `maximumContentBytes` over the document.
enum BinaryPropertyListReader {
    /// Most bytes of strings and data read out, shared ones counted each
    /// time: sixteen times the largest property list read.
    static let maximumContentBytes = 16 * PropertyListReader.maximumSize

    static func read(bytes: [UInt8], file: String) throws(StoryboardError) -> PropertyListValue {
        var reader = Reader(bytes: bytes, file: file)
        return try reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        let file: String
        var offsetSize = 0
        var referenceSize = 0
        var objectCount = 0
        var tableOffset = 0
        var visited = 0
        var contentBytes = 0

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        func fail(_ message: String) -> StoryboardError {
            StoryboardError(file: file, "binary property list: \(message)")
        }

        mutating func document() throws(StoryboardError) -> PropertyListValue {
            guard bytes.count >= 8 + 32 else { throw fail("shorter than its header and trailer") }
            let t = bytes.count - 32
            offsetSize = Int(bytes[t + 6])
            referenceSize = Int(bytes[t + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw fail("the trailer's offset size \(offsetSize) or reference size \(referenceSize) is not 1 to 8")
            }
            let count = uint(at: t + 8, size: 8)
            let top = uint(at: t + 16, size: 8)
            let table = uint(at: t + 24, size: 8)
            // Each object takes at least one byte, each table entry offsetSize.
            guard count >= 1, count <= UInt64(bytes.count), table >= 8, table < UInt64(t),
                  UInt64(t) - table >= count * UInt64(offsetSize), top < count
            else { throw fail("the trailer's object count, top object or offset table lies outside the file") }
            objectCount = Int(count)
            tableOffset = Int(table)
            return try object(Int(top), depth: 1)
        }

        /// Big-endian unsigned integer of `size` bytes (1…8) at `at`, which
        /// the caller has checked is inside the input.
        func uint(at: Int, size: Int) -> UInt64 {
            var v: UInt64 = 0
            for i in 0..<size { v = v << 8 | UInt64(bytes[at + i]) }
            return v
        }

        func offset(of index: Int) throws(StoryboardError) -> Int {
            let o = uint(at: tableOffset + index * offsetSize, size: offsetSize)
            guard o >= 8, o < UInt64(tableOffset) else { throw fail("object \(index)'s offset \(o) lies outside the objects") }
            return Int(o)
        }

        /// `count` bytes from `at` exist before the offset table.
        func check(_ at: Int, _ count: Int, _ what: String) throws(StoryboardError) {
            guard count >= 0, at <= tableOffset, count <= tableOffset - at else {
                throw fail("\(what) at byte \(at) runs past the objects")
            }
        }

        /// Counts `count` bytes of a string or data about to be copied out.
        mutating func copying(_ count: Int, index: Int) throws(StoryboardError) {
            contentBytes += count
            guard contentBytes <= BinaryPropertyListReader.maximumContentBytes else {
                throw fail("object \(index): more than \(BinaryPropertyListReader.maximumContentBytes >> 20) MiB of strings and data read (objects shared over and over?)")
            }
        }

        mutating func object(_ index: Int, depth: Int) throws(StoryboardError) -> PropertyListValue {
            visited += 1
            guard visited <= PropertyListReader.maximumElements else {
                throw fail("more than \(PropertyListReader.maximumElements) objects visited (objects shared over and over?)")
            }
            guard index < objectCount else { throw fail("a reference to object \(index) of \(objectCount)") }
            let at = try offset(of: index)
            let marker = bytes[at]
            let info = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return .bool(false)
                case 0x09: return .bool(true)
                default: throw fail("object \(index): marker 0x\(String(marker, radix: 16)) (null or fill) has no property list value")
                }
            case 0x1:
                guard info <= 3 else { throw fail("object \(index): integers of more than 8 bytes are not read") }
                let size = 1 << info
                try check(at + 1, size, "an integer")
                let raw = uint(at: at + 1, size: size)
                // 8-byte integers are signed; shorter ones unsigned.
                return .integer(size == 8 ? Int(Int64(bitPattern: raw)) : Int(raw))
            case 0x2:
                guard info == 2 || info == 3 else { throw fail("object \(index): a real of \(1 << min(info, 6)) bytes") }
                let size = 1 << info
                try check(at + 1, size, "a real")
                let raw = uint(at: at + 1, size: size)
                let v = size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
                guard v.isFinite else { throw fail("object \(index): a real that is not finite") }
                return .real(v)
            case 0x3:
                guard marker == 0x33 else { throw fail("object \(index): marker 0x\(String(marker, radix: 16))") }
                try check(at + 1, 8, "a date")
                let seconds = Double(bitPattern: uint(at: at + 1, size: 8))
                guard seconds.isFinite, abs(seconds) < 1e11 else { throw fail("object \(index): a date out of range") }
                let formatter = ISO8601DateFormatter()
                return .date(formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)))
            case 0x4:
                let (start, length) = try counted(at, info, index: index)
                try check(start, length, "data")
                try copying(length, index: index)
                return .data(Array(bytes[start..<(start + length)]))
            case 0x5:
                let (start, length) = try counted(at, info, index: index)
                try check(start, length, "a string")
                try copying(length, index: index)
                return .string(String(decoding: bytes[start..<(start + length)], as: UTF8.self))
            case 0x6:
                let (start, units) = try counted(at, info, index: index)
                guard units <= tableOffset / 2 else { throw fail("object \(index): a string longer than the file") }
                try check(start, units * 2, "a string")
                try copying(units * 2, index: index)
                var utf16: [UInt16] = []
                utf16.reserveCapacity(units)
                for i in 0..<units { utf16.append(UInt16(bytes[start + 2 * i]) << 8 | UInt16(bytes[start + 2 * i + 1])) }
                return .string(String(decoding: utf16, as: UTF16.self))
            case 0xA:
                let (start, count) = try counted(at, info, index: index)
                try nest(depth, index)
                let refs = try references(start, count)
                var items: [PropertyListValue] = []
                items.reserveCapacity(refs.count)
                for r in refs { items.append(try object(r, depth: depth + 1)) }
                return .array(items)
            case 0xD:
                let (start, count) = try counted(at, info, index: index)
                try nest(depth, index)
                guard count <= tableOffset / 2 else { throw fail("object \(index): a dictionary larger than the file") }
                let refs = try references(start, count * 2)
                var result: [String: PropertyListValue] = [:]
                for i in 0..<count {
                    guard case .string(let key) = try object(refs[i], depth: depth + 1) else {
                        throw fail("object \(index): a dictionary key that is not a string")
                    }
                    guard result.updateValue(try object(refs[count + i], depth: depth + 1), forKey: key) == nil else {
                        throw fail("object \(index): duplicate key \"\(key.prefix(40))\"")
                    }
                }
                return .dictionary(result)
            default:
                throw fail("object \(index): marker 0x\(String(marker, radix: 16)) (a UID, set or unknown type) has no property list value")
            }
        }

        /// The start of an object's contents and its count: the low nibble,
        /// or for 15 the integer object that follows the marker.
        func counted(_ at: Int, _ info: Int, index: Int) throws(StoryboardError) -> (Int, Int) {
            guard info == 0xF else { return (at + 1, info) }
            try check(at + 1, 1, "a count")
            let marker = bytes[at + 1]
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw fail("object \(index): its count is not an integer") }
            let size = 1 << Int(marker & 0x0F)
            try check(at + 2, size, "a count")
            let count = uint(at: at + 2, size: size)
            guard count <= UInt64(tableOffset) else { throw fail("object \(index): a count of \(count), larger than the file") }
            return (at + 2 + size, Int(count))
        }

        func references(_ start: Int, _ count: Int) throws(StoryboardError) -> [Int] {
            guard count <= tableOffset / referenceSize else { throw fail("more references than the file holds") }
            try check(start, count * referenceSize, "references")
            var refs: [Int] = []
            refs.reserveCapacity(count)
            for i in 0..<count {
                // An 8-byte reference can exceed Int.max: compared unsigned.
                let r = uint(at: start + i * referenceSize, size: referenceSize)
                guard r < UInt64(objectCount) else { throw fail("a reference to object \(r) of \(objectCount)") }
                refs.append(Int(r))
            }
            return refs
        }

        func nest(_ depth: Int, _ index: Int) throws(StoryboardError) {
            guard depth <= PropertyListReader.maximumDepth else {
                throw fail("object \(index): arrays and dictionaries nested more than \(PropertyListReader.maximumDepth) deep")
            }
        }
    }
}
