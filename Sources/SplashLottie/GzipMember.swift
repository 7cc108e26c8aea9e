import Foundation
import ZIPFoundation
import SplashFormats

/// A gzip file (RFC 1952), as Telegram writes its animated stickers
/// (`.tgs`: Lottie JSON, gzip-compressed): the header is read here, the
/// deflate data inflated by the same inflater as a `.lottie` archive's
/// entries (ZIPFoundation's), its output counted as it comes and refused
/// past `limit`, and checked against the trailer's CRC-32 and length. Only
/// the first member is read (a sticker has one).
enum GzipMember {
    enum Failure: Error, Equatable {
        /// Not gzip, or a header this does not read (its reason).
        case header(String)
        /// The data ends before the deflate stream does, or is not deflate.
        case damaged(String)
        /// It inflates past the limit.
        case tooLarge
    }

    /// The inflated bytes of the first member of `data`.
    static func inflate(_ data: Data, limit: Int) throws(Failure) -> Data {
        let bytes = [UInt8](data)
        let start = try deflateStart(bytes)
        guard bytes.count >= start + 8 else { throw .damaged("it ends inside its header") }
        let deflate = Data(bytes[start...])
        var output = Data()
        var exceeded = false
        let checksum: CRC32
        do {
            checksum = try Data.decompress(size: Int64(deflate.count), bufferSize: chunkSize, skipCRC32: false, provider: { position, size in
                // Past the end the stream is truncated: say so rather than
                // hand the inflater nothing again (it would wait for more).
                guard position < Int64(deflate.count) else { throw Truncated() }
                let from = Int(position)
                var chunk = deflate.subdata(in: from..<min(from + size, deflate.count))
                // ZIPFoundation's zlib path tells the inflater every chunk
                // is `size` bytes long: a shorter last one is padded with
                // zeros (which no deflate stream goes on with), so it never
                // reads past the chunk.
                if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
                return chunk
            }, consumer: { chunk in
                guard output.count + chunk.count <= limit else {
                    exceeded = true
                    throw Truncated()
                }
                output.append(chunk)
            })
        } catch {
            if exceeded { throw .tooLarge }
            throw .damaged(error is Truncated ? "its compressed data ends early" : "its compressed data is damaged")
        }
        // The trailer: CRC-32 and length (mod 2³²) of the inflated bytes,
        // after the deflate data (ZIPFoundation reads past it in chunks, so
        // its end is found from the CRC rather than from a position).
        guard bytes.count >= 8 else { throw .damaged("it has no trailer") }
        let trailer = bytes.count - 8
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) } }
        if u32(trailer) == checksum, u32(trailer + 4) == UInt32(truncatingIfNeeded: output.count) { return output }
        // Several members, or bytes after the first: its own trailer is
        // somewhere before; accept the inflated data if any 8 bytes after
        // the header match.
        for at in stride(from: trailer - 1, through: start, by: -1)
        where u32(at) == checksum && u32(at + 4) == UInt32(truncatingIfNeeded: output.count) {
            return output
        }
        throw .damaged("its checksum does not match what it inflates to")
    }

    private struct Truncated: Error {}

    /// The inflater's input and output chunk.
    static let chunkSize = 64 << 10

    /// Where the deflate data begins, past the header and its optional
    /// fields (FEXTRA, FNAME, FCOMMENT, FHCRC).
    static func deflateStart(_ bytes: [UInt8]) throws(Failure) -> Int {
        guard bytes.count >= 10, bytes[0] == 0x1F, bytes[1] == 0x8B else { throw .header("not gzip") }
        guard bytes[2] == 8 else { throw .header("compressed with method \(bytes[2]), not deflate") }
        let flags = bytes[3]
        guard flags & 0xE0 == 0 else { throw .header("reserved header flags are set") }
        var at = 10
        if flags & 0x04 != 0 {
            guard at + 2 <= bytes.count else { throw .damaged("it ends inside its header") }
            at += 2 + (Int(bytes[at]) | Int(bytes[at + 1]) << 8)
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {
            // A name or comment, ended by a zero byte.
            guard at < bytes.count, let end = bytes[at...].firstIndex(of: 0) else { throw .damaged("it ends inside its header") }
            at = end + 1
        }
        if flags & 0x02 != 0 { at += 2 }
        guard at <= bytes.count else { throw .damaged("it ends inside its header") }
        return at
    }
}
