import SplashFormats
import SplashGeometry

/// How a plain layer key's value is read from a scene file (with the
/// reader's checks and messages) and written to one (with the writer's).
struct LayerValueCoding<Value>: Sendable {
    let read: @Sendable (Field) throws(JSONFileError) -> Value
    /// The value's JSON; the name is the key's, for messages.
    let write: @Sendable (Value, _ name: String, SceneField) throws(SceneWriterError) -> JSONOutput
}

extension LayerValueCoding<Double> {
    /// A number (or an expression) within `range`.
    static func number(in range: ClosedRange<Double>) -> Self {
        Self(read: { (field: Field) throws(JSONFileError) in try field.number(in: range) },
             write: { (value: Double, name: String, field: SceneField) throws(SceneWriterError) in try field.number(value, name, in: range) })
    }

    /// A number ≥ 0 (a width, a radius, a time).
    static var nonNegative: Self {
        Self(read: { (field: Field) throws(JSONFileError) in try field.nonNegative() },
             write: { (value: Double, name: String, field: SceneField) throws(SceneWriterError) in try field.nonNegative(value, name) })
    }
}

extension LayerValueCoding<Bool> {
    static var bool: Self {
        Self(read: { (field: Field) throws(JSONFileError) in try field.bool() }, write: { value, _, _ in .bool(value) })
    }
}

extension LayerValueCoding<Color> {
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    static var color: Self {
        Self(read: { (field: Field) throws(JSONFileError) in try field.color() },
             write: { (value: Color, name: String, field: SceneField) throws(SceneWriterError) in try field.color(value, name) })
    }
}

extension LayerValueCoding<Color?> {
    /// A colour, or `"clear"` or null for none (read as nil, which the
    /// writer leaves out).
    static var backgroundColor: Self {
        Self(read: { (field: Field) throws(JSONFileError) in try field.backgroundColor() },
             write: { (value: Color?, name: String, field: SceneField) throws(SceneWriterError) in
                 guard let value else { return .null }
                 return try field.color(value, name)
             })
    }
}

extension LayerValueCoding where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the type's cases, by its raw value.
    static var choice: Self {
        Self(read: { (field: Field) throws(JSONFileError) in try field.choice(Value.self) }, write: { value, _, _ in .string(value.rawValue) })
    }
}

extension LayerValueCoding<LayerTransform> {
    /// `scale` (or `scaleX`/`scaleY`), `rotation`, `rotationX`,
    /// `rotationY`, `perspective`, `translation`.
    static var transform: Self {
        Self(read: { (field: Field) throws(JSONFileError) in try LayerReader.transform(from: field) },
             write: { (value: LayerTransform, name: String, field: SceneField) throws(SceneWriterError) in
                 try SceneFileWriter.transform(value, name, field: field)
             })
    }
}

extension LayerValueCoding<CornerMask> {
    /// `CACornerMask`'s corners by their Swift names.
    static var corners: Self {
        Self(read: { (field: Field) throws(JSONFileError) in
                 var mask = CornerMask()
                 for corner in try field.elements() { mask.insert(try corner.choice(LayerReader.CornerName.self).corner) }
                 return mask
             },
             write: { value, _, _ in SceneFileWriter.corners(value) })
    }
}

extension LayerValueCoding<Size> {
    /// `[width, height]`, read as a point (a shadow's offset).
    static var offset: Self {
        Self(read: { (field: Field) throws(JSONFileError) in
                 let p = try field.point()
                 return Size(width: p.x, height: p.y)
             },
             write: { (value: Size, name: String, field: SceneField) throws(SceneWriterError) in try field.numbers([value.width, value.height], name) })
    }
}

extension LayerValueCoding<Path> {
    /// SVG path data.
    static var pathData: Self {
        Self(read: { (field: Field) throws(JSONFileError) in
                 do { return try Path(svgPathData: try field.string()) } catch let error as JSONFileError {
                     throw error
                 } catch {
                     throw field.error("not valid SVG path data: \(error)")
                 }
             },
             write: { (value: Path, name: String, field: SceneField) throws(SceneWriterError) in
                 .string(try SceneFileWriter.pathData(value, name, field: field))
             })
    }
}

extension LayerValueCoding<Rect> {
    /// `contentsRect`: a rectangle in unit coordinates of the image, with
    /// a width and height above 0.
    static var unitRect: Self {
        Self(read: { (field: Field) throws(JSONFileError) in
                 let rect = try field.rect()
                 guard rect.width > 0, rect.height > 0 else {
                     throw field.error("must have a width and height above 0 (unit coordinates of the image: [0, 0, 1, 1] is all of it)")
                 }
                 return rect
             },
             write: { (value: Rect, name: String, field: SceneField) throws(SceneWriterError) in
                 guard value.size.width > 0, value.size.height > 0 else { throw field.error(name, "must have a width and height above 0") }
                 return try field.rect(value, name)
             })
    }
}
