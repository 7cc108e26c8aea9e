/// A screen as a value: its name, canvas in points, scale and (when not
/// portrait) orientation.
extension RenderScreen: Encodable {
    private enum Key: String, CodingKey { case name, width, height, scale, orientation }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        try container.encode(canvas.width, forKey: .width)
        try container.encode(canvas.height, forKey: .height)
        try container.encode(scale, forKey: .scale)
        // Written only when turned, so a portrait screen's value (and the
        // digests made of it) is as it always was.
        if orientation != .portrait { try container.encode(orientation, forKey: .orientation) }
    }
}
