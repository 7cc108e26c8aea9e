import CFFmpeg

/// Converts the compositor's premultiplied RGBA into an `EncoderPicture`
/// for one writer's settings, exactly as `VideoWriter.append(rgba:)`
/// does (it uses one): straight alpha or a matte (`EncoderInput`), odd
/// sizes padded (`EvenSizePadding`), then libswscale into the encoder's
/// format with BT.709 (`VideoWriter.scalerFlags`).
///
/// Not thread-safe (its scaler and buffers are its own): one converter
/// per thread, as many as convert at once. `@unchecked Sendable` so a
/// pool can hand them between threads.
public final class PictureConverter: @unchecked Sendable {
    public let settings: VideoEncoderSettings
    private let recipe: VideoWriter.Recipe
    private let scaler: ScaleContext
    private var input: EncoderInput
    private var padding: EvenSizePadding

    public init(settings: VideoEncoderSettings) throws {
        try settings.validate()
        guard settings.codec != .gif else {
            throw FFmpegError.invalidArgument("PictureConverter", "GIFs are written by GIFWriter")
        }
        self.settings = settings
        recipe = VideoWriter.Recipe(settings.codec)
        scaler = try ScaleContext(
            width: settings.streamWidth, height: settings.streamHeight,
            from: AV_PIX_FMT_RGBA, to: recipe.pixelFormat,
            flags: VideoWriter.scalerFlags
        )
        if recipe.isYUV {
            try scaler.setColorspace(matrix: .bt709, sourceFullRange: true, destinationFullRange: false)
        }
        input = EncoderInput(width: settings.width, height: settings.height, mode: settings.inputMode)
        padding = EvenSizePadding(width: settings.width, height: settings.height, even: settings.subsamplesChroma)
    }

    /// A new picture of the writer's size and format.
    public func makePicture() throws -> EncoderPicture {
        try EncoderPicture(width: settings.streamWidth, height: settings.streamHeight, format: recipe.pixelFormat, isYUV: recipe.isYUV)
    }

    /// The first pixel of `rgba`, once it is known to hold `rows` rows (the
    /// whole picture's unless given) `bytesPerRow` apart (a caller's
    /// mistake, thrown before anything is touched).
    func check(rgba: UnsafeRawBufferPointer, bytesPerRow: Int, rows: Int? = nil) throws -> UnsafePointer<UInt8> {
        let width = settings.width
        guard bytesPerRow >= width * 4 else {
            throw VideoWriterError.bytesPerRowTooSmall(bytesPerRow: bytesPerRow, width: width)
        }
        let needed = bytesPerRow * (max(1, rows ?? settings.height) - 1) + width * 4
        guard rgba.count >= needed, let base = rgba.baseAddress else {
            throw VideoWriterError.bufferTooSmall(count: rgba.count, needed: needed)
        }
        return UnsafePointer(base.assumingMemoryBound(to: UInt8.self))
    }

    /// Converts `settings.width × settings.height` premultiplied RGBA8 sRGB
    /// pixels, rows `bytesPerRow` apart, into `picture` (copied first if an
    /// encoder still holds it).
    public func convert(rgba: UnsafeRawBufferPointer, bytesPerRow: Int, into picture: EncoderPicture) throws {
        try convert(rgba: rgba, bytesPerRow: bytesPerRow, rows: 0..<settings.height, into: picture)
    }

    /// Converts rows `rows` of the picture (`rgba` holds them, its first
    /// row being `rows.lowerBound`), the picture coming in bands: in order
    /// from the top, the first at row 0, every band but the last an even
    /// number of rows (4:2:0 chroma pairs rows). The picture's bytes are
    /// those of converting it whole: each pixel is prepared alone (matte or
    /// straight alpha), and libswscale takes slices in order with the same
    /// result. A band-sized drawing is all the compositor then needs, not a
    /// whole frame.
    public func convert(rgba: UnsafeRawBufferPointer, bytesPerRow: Int, rows: Range<Int>, into picture: EncoderPicture) throws {
        let height = settings.height
        guard rows.lowerBound >= 0, rows.upperBound <= height, !rows.isEmpty,
              rows.upperBound == height || rows.count % 2 == 0 || !settings.subsamplesChroma else {
            throw FFmpegError.invalidArgument("PictureConverter.convert", "rows \(rows) are not a band of a picture \(height) rows tall")
        }
        let source = try check(rgba: rgba, bytesPerRow: bytesPerRow, rows: rows.count)
        if rows.lowerBound == 0 { try picture.frame.makeWritable() }
        let endsPicture = rows.upperBound == height
        try input.convert(source, bytesPerRow: bytesPerRow, rows: rows.count) { pixels, bytesPerRow in
            if padding.isIdentity {
                try scaler.scale(plane: pixels, bytesPerRow: bytesPerRow, height: rows.count, sliceY: rows.lowerBound, into: picture.frame)
            } else {
                let padded = padding.fill(from: pixels, sourceBytesPerRow: bytesPerRow, rows: rows.count, endsPicture: endsPicture)
                try padding.pixels.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    try scaler.scale(plane: base, bytesPerRow: padding.bytesPerRow, height: padded, sliceY: rows.lowerBound, into: picture.frame)
                }
            }
        }
    }
}
