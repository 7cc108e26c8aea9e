/// A screen as a value: its name, canvas in points and scale.
extension RenderScreen: Encodable {
    private enum Key: String, CodingKey { case name, width, height, scale }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        try container.encode(canvas.width, forKey: .width)
        try container.encode(canvas.height, forKey: .height)
        try container.encode(scale, forKey: .scale)
    }
}
