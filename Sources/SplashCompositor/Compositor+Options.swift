import SplashRaster

extension Compositor {
    /// How a compositor draws: one value, so a render's settings travel
    /// together (`PreparedRender` hands its compositor's options to the
    /// opaque twin it makes in one assignment) and no combination that does
    /// not exist can be written.
    public struct Options: Sendable, Hashable {
        /// Which of the display list's shortcuts frames take. They give the
        /// same bytes as drawing everything the general way; tests turn
        /// them off to prove it, the benchmark to measure what they gain.
        public enum Shortcuts: Sendable, Hashable {
            /// Everything drawn the general way.
            case none
            /// Occlusion culling and masks rasterised straight to coverage
            /// (see `replacesEveryPixel`, `maskCoverage`), hidden pixels
            /// still painted.
            case culling
            /// `culling`, and pixels nothing will show left unpainted: those
            /// an opaque masked layer above replaces, those a group's mask
            /// hides, and those of an opaque group that its mask fully
            /// shows, drawn straight into the target (see `SpanSet`,
            /// `occlusion(by:…)`, `drawsShownPixelsDirectly`).
            case all
        }

        /// Whether a frame is drawn whole or in horizontal bands of rows
        /// (when the layer tree allows it: see `render(layers:)`). The same
        /// bytes either way, which tests prove with small bands.
        public enum Bands: Sendable, Hashable {
            case whole
            case rows(Int)
        }

        /// The build of the raster's hottest loops every fill runs (the
        /// same bytes either way; the benchmark measures the portable loops).
        public var kernels: VectorKernels = .current
        public var shortcuts: Shortcuts = .all
        public var bands: Bands = .rows(256)
        /// What one frame's vector work may cost (tests lower it to reach
        /// it with small scenes).
        public var budget: RasterBudget.Limits = .standard

        public init(kernels: VectorKernels = .current, shortcuts: Shortcuts = .all, bands: Bands = .rows(256),
                    budget: RasterBudget.Limits = .standard) {
            self.kernels = kernels
            self.shortcuts = shortcuts
            self.bands = bands
            self.budget = budget
        }
    }

    // The options as the drawing code asks them.

    var kernels: VectorKernels {
        get { options.kernels }
        set { options.kernels = newValue }
    }

    var takesShortcuts: Bool {
        get { options.shortcuts != .none }
        set { options.shortcuts = newValue ? .all : .none }
    }

    var skipsHiddenPixels: Bool {
        get { options.shortcuts == .all }
        set { options.shortcuts = newValue ? .all : (options.shortcuts == .none ? .none : .culling) }
    }

    var drawsInBands: Bool {
        get { if case .rows = options.bands { true } else { false } }
        set { options.bands = newValue ? .rows(bandRows) : .whole }
    }

    /// Rows per band (the default's when drawn whole).
    public internal(set) var bandRows: Int {
        get { if case .rows(let rows) = options.bands { rows } else { 256 } }
        set { options.bands = .rows(newValue) }
    }

    var budgetLimits: RasterBudget.Limits {
        get { options.budget }
        set { options.budget = newValue }
    }
}
