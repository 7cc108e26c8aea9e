import CInflate

/// zlib's inflate with a hard bound on the output and on its ratio to the
/// input, so a small stream cannot expand into gigabytes: PDF's
/// /FlateDecode streams (RFC 1950, and raw RFC 1951 deflate, which some
/// writers put there without the header), gzip files (RFC 1952: Telegram
/// stickers), whose CRC-32 and length zlib checks, and the deflated entries
/// of zip archives (dotLottie files).
public enum Inflate {
    public enum Failure: Error, Equatable {
        case tooLarge
        case ratio(from: Int, to: Int)
        case corrupt(String)
        /// The data ends before the stream does (gzip only: a truncated
        /// /FlateDecode stream keeps what was inflated, as readers do).
        case truncated
    }

    /// Output past this many bytes must keep within `maxRatio` of the input.
    public static let ratioFloor = 1 << 20

    public static func inflate(_ input: [UInt8], maxOutput: Int, maxRatio: Int) throws(Failure) -> [UInt8] {
        // A zlib header: CMF with method 8, and CMF·256 + FLG a multiple of 31.
        let zlibHeader = input.count >= 2 && input[0] & 0x0F == 8 && (Int(input[0]) << 8 | Int(input[1])) % 31 == 0
        return try run(input, windowBits: zlibHeader ? 15 : -15, maxOutput: maxOutput, maxRatio: maxRatio, wholeStream: false)
    }

    /// The first member of a gzip file, header, CRC-32 and length checked
    /// by zlib (window bits 16 + 15); bytes after it are not read.
    public static func gunzip(_ input: [UInt8], maxOutput: Int) throws(Failure) -> [UInt8] {
        try run(input, windowBits: 31, maxOutput: maxOutput, maxRatio: Int.max, wholeStream: true)
    }

    /// A raw deflate stream (RFC 1951) that must end within `input` (a zip
    /// entry's data: a stream cut short is an error, `truncated`); zlib
    /// reads only the bytes given.
    public static func inflateRaw(_ input: [UInt8], maxOutput: Int) throws(Failure) -> [UInt8] {
        try run(input, windowBits: -15, maxOutput: maxOutput, maxRatio: Int.max, wholeStream: true)
    }

    /// zlib's CRC-32 (ISO 3309, as zip and gzip check their data).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        let value = bytes.withUnsafeBufferPointer { buffer in
            CInflate.crc32(0, buffer.baseAddress, UInt32(buffer.count))
        }
        return UInt32(truncatingIfNeeded: value)
    }

    private static func run(_ input: [UInt8], windowBits: Int32, maxOutput: Int, maxRatio: Int, wholeStream: Bool) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("cannot start inflating")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        let chunk = 64 << 10
        var buffer = [UInt8](repeating: 0, count: chunk)
        var input = input
        let inputCount = input.count
        let result: Result<Void, Failure> = input.withUnsafeMutableBufferPointer { inBuffer in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = UInt32(inBuffer.count)
            while true {
                let status: Int32 = buffer.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = UInt32(chunk)
                    return CInflate.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk - Int(stream.avail_out)
                if produced > maxOutput - output.count { return .failure(.tooLarge) }
                output.append(contentsOf: buffer[0..<produced])
                if output.count > ratioFloor, output.count / max(inputCount, 1) > maxRatio {
                    return .failure(.ratio(from: inputCount, to: output.count))
                }
                switch status {
                case Z_STREAM_END: return .success(())
                case Z_OK: continue
                case Z_BUF_ERROR:
                    // No progress possible: the input ended early. What was
                    // inflated is kept, as readers do with truncated streams.
                    if produced == 0 { return wholeStream ? .failure(.truncated) : .success(()) }
                default:
                    let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
                    return .failure(.corrupt(message))
                }
            }
        }
        try result.get()
        return output
    }
}
