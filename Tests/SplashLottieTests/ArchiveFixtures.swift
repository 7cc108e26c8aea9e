import Foundation

/// Archives written byte by byte for the tests: a gzip file and a zip
/// archive whose data is stored (deflate's stored blocks, zip's method 0),
/// so that what they hold is plain to see.
enum ArchiveFixtures {
    /// CRC-32 (ISO 3309, as gzip and zip use it).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * UInt32($0)) & 0xFF) } }

    /// RFC 1952: a header (with a file name and an extra field when
    /// asked), stored deflate blocks of at most 65535 bytes, CRC-32 and length.
    static func gzip(_ content: [UInt8], name: String? = nil, extra: [UInt8]? = nil) -> [UInt8] {
        var flags: UInt8 = 0
        if extra != nil { flags |= 0x04 }
        if name != nil { flags |= 0x08 }
        var bytes: [UInt8] = [0x1F, 0x8B, 8, flags, 0, 0, 0, 0, 0, 0xFF]
        if let extra { bytes += le16(extra.count) + extra }
        if let name { bytes += Array(name.utf8) + [0] }
        var blocks = stride(from: 0, to: content.count, by: 65535).map { Array(content[$0..<min($0 + 65535, content.count)]) }
        if blocks.isEmpty { blocks = [[]] }
        for (index, block) in blocks.enumerated() {
            bytes.append(index == blocks.count - 1 ? 1 : 0)
            bytes += le16(block.count) + le16(~block.count & 0xFFFF) + block
        }
        return bytes + le32(crc32(content)) + le32(UInt32(content.count))
    }

    /// A zip archive of stored entries, in the order given.
    static func zip(_ entries: [(name: String, content: [UInt8])]) -> [UInt8] {
        zip(entries.map { ZipEntry(name: $0.name, content: $0.content) })
    }

    /// An entry as it is written: `data` its bytes in the archive, by
    /// `method` (0 stored, 8 deflated), `crc` and `size` what the directory
    /// says of the content (by default the content's).
    struct ZipEntry {
        var name: String
        var content: [UInt8]
        var method = 0
        var data: [UInt8]
        var crc: UInt32
        var size: Int

        init(name: String, content: [UInt8]) {
            self.name = name
            self.content = content
            data = content
            crc = ArchiveFixtures.crc32(content)
            size = content.count
        }

        /// The content deflated (RFC 1951) as one final stored block:
        /// 0x01, LEN, NLEN, the bytes.
        static func deflated(name: String, content: [UInt8]) -> ZipEntry {
            var entry = ZipEntry(name: name, content: content)
            entry.method = 8
            entry.data = [1] + le16(content.count) + le16(~content.count & 0xFFFF) + content
            return entry
        }
    }

    static func zip(_ entries: [ZipEntry]) -> [UInt8] {
        var bytes: [UInt8] = [], directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8), crc = entry.crc, size = UInt32(entry.size), stored = UInt32(entry.data.count)
            let offset = UInt32(bytes.count)
            bytes += le32(0x0403_4B50) + le16(20) + le16(0) + le16(entry.method) + le16(0) + le16(0) + le32(crc) + le32(stored) + le32(size)
                + le16(name.count) + le16(0) + name + entry.data
            directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(entry.method) + le16(0) + le16(0) + le32(crc) + le32(stored)
                + le32(size) + le16(name.count) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let start = UInt32(bytes.count)
        return bytes + directory + le32(0x0605_4B50) + le16(0) + le16(0) + le16(entries.count) + le16(entries.count)
            + le32(UInt32(directory.count)) + le32(start) + le16(0)
    }
}
