/// The layout of a zip archive, checked and read: the end-of-central-
/// directory record, every central-directory entry and the local header
/// and data it points to must lie inside the bytes, in order, so that no
/// offset is past the end; each entry's data is then exactly the bytes
/// the directory gives it (inflated by `DotLottieArchive`, never reading
/// past them).
/// PKWARE's APPNOTE.TXT gives the records (4.3.6 local file header, 4.3.12
/// central directory header, 4.3.16 end of central directory record).
enum ZipLayout {
    enum Failure: Error {
        case notAnArchive, zip64, tooManyEntries(Int), damaged(String)
    }

    /// One file or folder of the archive, as its central directory gives it.
    struct Entry: Sendable, Hashable {
        /// Its path (UTF-8, or bytes below 0x80 as they are).
        var path: String
        /// 0 stored, 8 deflated (others are not read).
        var method: Int
        /// Where its data is in the archive's bytes.
        var data: Range<Int>
        var uncompressedSize: Int
        var crc32: UInt32
    }

    /// Checks the layout; the number of entries.
    @discardableResult
    static func check(_ bytes: [UInt8], maximumEntries: Int) throws(Failure) -> Int {
        try entries(bytes, maximumEntries: maximumEntries).count
    }

    /// Checks the layout; every entry of the central directory, in order.
    static func entries(_ bytes: [UInt8], maximumEntries: Int) throws(Failure) -> [Entry] {
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        // The end record: 22 bytes and a comment of up to 65535, at the end.
        let endSize = 22
        guard bytes.count >= endSize else { throw .notAnArchive }
        var end = -1
        var at = bytes.count - endSize
        let lowest = max(0, bytes.count - endSize - 65535)
        while at >= lowest {
            if u32(at) == 0x0605_4B50, at + endSize + u16(at + 20) == bytes.count { end = at; break }
            at -= 1
        }
        guard end >= 0 else { throw .notAnArchive }
        guard u16(end + 4) == 0, u16(end + 6) == 0, u16(end + 8) == u16(end + 10) else { throw .damaged("it spans several disks") }
        let count = u16(end + 10), directorySize = u32(end + 12), directoryOffset = u32(end + 16)
        guard count != 0xFFFF, directorySize != 0xFFFF_FFFF, directoryOffset != 0xFFFF_FFFF else { throw .zip64 }
        guard count <= maximumEntries else { throw .tooManyEntries(count) }
        guard directoryOffset + directorySize <= end else { throw .damaged("its central directory runs past its end record") }
        // Each entry of the central directory, and what it points to.
        var entry = directoryOffset
        var entries: [Entry] = []
        for index in 0..<count {
            guard entry + 46 <= directoryOffset + directorySize, u32(entry) == 0x0201_4B50 else {
                throw .damaged("central directory entry \(index) is not where its list says")
            }
            let compressed = u32(entry + 20), uncompressed = u32(entry + 24)
            let nameLength = u16(entry + 28), extraLength = u16(entry + 30), commentLength = u16(entry + 32)
            let local = u32(entry + 42)
            guard compressed != 0xFFFF_FFFF, uncompressed != 0xFFFF_FFFF, local != 0xFFFF_FFFF else { throw .zip64 }
            guard local + 30 <= directoryOffset, u32(local) == 0x0403_4B50 else {
                throw .damaged("entry \(index)'s local header is not where the directory says")
            }
            let dataStart = local + 30 + u16(local + 26) + u16(local + 28)
            guard dataStart + compressed <= directoryOffset else { throw .damaged("entry \(index)'s data runs past the directory") }
            guard entry + 46 + nameLength <= directoryOffset + directorySize else {
                throw .damaged("entry \(index)'s name runs past the central directory")
            }
            let nameBytes = Array(bytes[(entry + 46)..<(entry + 46 + nameLength)])
            let path = String(decoding: nameBytes, as: UTF8.self)
            entries.append(Entry(path: path, method: u16(entry + 10), data: dataStart..<(dataStart + compressed),
                                 uncompressedSize: uncompressed, crc32: UInt32(u32(entry + 16))))
            entry += 46 + nameLength + extraLength + commentLength
        }
        guard entry <= directoryOffset + directorySize else { throw .damaged("its central directory is longer than it says") }
        return entries
    }
}
