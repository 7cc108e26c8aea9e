import SplashScene

/// The contact sheet's cells in its pixels: each thumbnail with its label
/// under it, and the instant it shows (as `ContactSheet` lays them out).
public struct SheetMap: Codable, Sendable, Hashable {
    public struct Cell: Codable, Sendable, Hashable {
        public var x, y, width, height: Int
        public var time: Double
    }

    public var width: Int
    public var height: Int
    public var cells: [Cell]

    /// The sheet `ContactSheet` draws for a picture of `frameWidth` ×
    /// `frameHeight` pixels showing `instants`.
    public init(frameWidth: Int, frameHeight: Int, instants: [SheetInstant]) {
        let layout = ContactSheetLayout(frameWidth: frameWidth, frameHeight: frameHeight, cellCount: instants.count)
        width = layout.width
        height = layout.height
        cells = instants.enumerated().map { index, instant in
            let origin = layout.thumbnailOrigin(ofCell: index)
            return Cell(x: origin.x, y: origin.y, width: layout.thumbnailWidth,
                        height: layout.thumbnailHeight + ContactSheetLayout.border + ContactSheetLayout.labelHeight, time: instant.time)
        }
    }

    /// The sheet of `scene` (its evenly spaced and key instants) for a
    /// picture of `frameWidth` × `frameHeight` pixels.
    public init(scene: Scene, frameWidth: Int, frameHeight: Int) {
        self.init(frameWidth: frameWidth, frameHeight: frameHeight,
                  instants: SheetInstant.forSheet(duration: scene.duration, keyInstants: scene.keyInstants, evenlySpaced: ContactSheet.evenlySpacedCount))
    }
}
