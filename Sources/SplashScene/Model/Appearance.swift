/// The interface style colours and images are picked for, as an asset
/// catalog's "Appearances" (`luminosity` `light` / `dark`) and
/// `UITraitCollection.userInterfaceStyle` name them. An asset without a
/// dark variant is used in both.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Encodable {
    case light, dark
}
