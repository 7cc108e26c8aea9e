import SplashFormats
/// One key of a layer, as lottie-ios describes an animatable property
/// with a `LayerProperty<T>`: its name in scene files, the stored property
/// of `Layer` it fills, its JSON Schema type, the animation key paths that
/// drive it, and how it is read and written. `LayerKeys.all` lists every
/// one; the reader's known keys, the schema, the writer and the animation
/// key-path lookup are made from that list.
struct LayerKey: Sendable {
    /// The key in scene files (`"shadowOpacity"`), or for a property scene
    /// files cannot set, its name in `Layer`.
    let name: String
    /// The stored property of `Layer` it sets (`\.bounds` for `size` and
    /// `frame`, which are other ways of giving the bounds).
    let property: PartialKeyPath<Layer> & Sendable
    /// Its JSON Schema type (a `$ref` to a shared definition, mostly).
    /// A function, as the schema's dictionaries are not `Sendable`.
    let schema: @Sendable () -> [String: Any]
    /// The animation key paths that drive it (`position.y`,
    /// `transform.scale`); none: it is not animatable by key path.
    let keyPaths: [AnimationKeyPath]
    let coding: Coding

    /// How a key is read from a scene file and written to one.
    enum Coding: Sendable {
        /// A value of its own, read and written through `LayerValueCoding`
        /// by the reader's and the writer's loops over `LayerKeys.plain`,
        /// in the order written (`rank`) within `stage`.
        case plain(PlainKey)
        /// Read and written by the reader's and writer's own code (it
        /// needs other keys, the reader's counts, or nests layers):
        /// `id`, the geometry keys, `contents`, `replicator`, `sublayers`,
        /// `mask`, `animations`, `transitions`.
        case dedicated
        /// A property of `Layer` that scene files cannot set (made by the
        /// Lottie importer): the writer refuses a layer where it is not at
        /// its default, with this message.
        case notInFileFormat(refusal: @Sendable (Layer) -> String?)
    }

    /// Whether scene files have the key.
    var isInFileFormat: Bool {
        if case .notInFileFormat = coding { false } else { true }
    }

    /// The type of the `Layer` property it sets ("Double", "Optional<Color>").
    var valueType: String { String(describing: type(of: property).valueType) }
}

/// Where a plain key is read and written among a layer's members.
enum LayerKeyStage: Sendable {
    /// With the layer's look: after its geometry, before `contents`.
    case look
    /// After the `replicator` block (read once the sublayers and mask are).
    case late
}

/// A plain key: one value, read by one `Field` accessor and written by
/// one `SceneField` builder, left out of written files at its default.
struct PlainKey: Sendable {
    let stage: LayerKeyStage
    /// Its place among the plain keys of its stage in written files.
    let rank: Int
    /// Reads the field into the layer.
    let read: @Sendable (inout Layer, Field) throws(JSONFileError) -> Void
    /// The value written for the layer's property; nil at its default.
    let write: @Sendable (Layer, _ name: String, SceneField) throws(SceneWriterError) -> JSONOutput?
    /// Whether the layer has the property at its default.
    let isDefault: @Sendable (Layer) -> Bool
}

/// One animation key path and the scalar properties its value's
/// components drive, in order.
struct AnimationKeyPath: Sendable {
    let name: String
    let kind: AnimationReader.ValueKind
    let properties: [AnimatableProperty]

    init(_ name: String, _ kind: AnimationReader.ValueKind, _ properties: [AnimatableProperty]) {
        self.name = name
        self.kind = kind
        self.properties = properties
    }
}

extension LayerKey {
    /// A key read into and written from `property` by `coding`, absent
    /// from written files at `default`.
    static func plain<Value: Equatable & Sendable>(_ name: String, _ property: WritableKeyPath<Layer, Value> & Sendable, default: Value,
                             _ coding: LayerValueCoding<Value>, stage: LayerKeyStage = .look, rank: Int,
                             schema: @escaping @Sendable () -> [String: Any], keyPaths: [AnimationKeyPath] = []) -> LayerKey {
        let plain = PlainKey(
            stage: stage, rank: rank,
            read: { (layer: inout Layer, field: Field) throws(JSONFileError) in layer[keyPath: property] = try coding.read(field) },
            write: { (layer: Layer, name: String, field: SceneField) throws(SceneWriterError) -> JSONOutput? in
                let value = layer[keyPath: property]
                return value == `default` ? nil : try coding.write(value, name, field)
            },
            isDefault: { $0[keyPath: property] == `default` }
        )
        return LayerKey(name: name, property: property, schema: schema, keyPaths: keyPaths, coding: .plain(plain))
    }

    /// An optional key (nil by default), whose value when given is read
    /// and written by `coding`.
    static func optional<Value: Sendable>(_ name: String, _ property: WritableKeyPath<Layer, Value?> & Sendable, _ coding: LayerValueCoding<Value>,
                                stage: LayerKeyStage = .look, rank: Int, schema: @escaping @Sendable () -> [String: Any]) -> LayerKey {
        let plain = PlainKey(
            stage: stage, rank: rank,
            read: { (layer: inout Layer, field: Field) throws(JSONFileError) in layer[keyPath: property] = try coding.read(field) },
            write: { (layer: Layer, name: String, field: SceneField) throws(SceneWriterError) -> JSONOutput? in
                guard let value = layer[keyPath: property] else { return nil }
                return try coding.write(value, name, field)
            },
            isDefault: { $0[keyPath: property] == nil }
        )
        return LayerKey(name: name, property: property, schema: schema, keyPaths: [], coding: .plain(plain))
    }

    /// A key the reader and writer handle by their own code.
    static func dedicated(_ name: String, _ property: PartialKeyPath<Layer> & Sendable, schema: @escaping @Sendable () -> [String: Any],
                          keyPaths: [AnimationKeyPath] = []) -> LayerKey {
        LayerKey(name: name, property: property, schema: schema, keyPaths: keyPaths, coding: .dedicated)
    }

    /// A property of `Layer` scene files cannot set; `refusal` says why a
    /// layer that sets it cannot be written (nil at its default).
    static func notInFileFormat(_ name: String, _ property: PartialKeyPath<Layer> & Sendable,
                                refusal: @escaping @Sendable (Layer) -> String?) -> LayerKey {
        LayerKey(name: name, property: property, schema: { [:] }, keyPaths: [], coding: .notInFileFormat(refusal: refusal))
    }
}
