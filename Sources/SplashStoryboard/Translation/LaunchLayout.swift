import SplashGeometry
import SplashScene

/// The launch screen's views laid out for one device: every view's frame
/// in the root view's coordinates (the screen), found by solving the
/// storyboard's Auto Layout constraints together with those UIKit adds
/// (autoresizing masks, intrinsic content sizes, stack views, the root
/// view filling the screen).
///
/// Some inputs depend on the outcome (a multi-line label's height on the
/// width it gets, a subview's safe area on where it lands), so it solves
/// again with what the last solution said until nothing changes (UIKit
/// does the same across layout passes), at most `maximumPasses` times.
struct LaunchLayout {
    var frames: [String: Rect]
    var warnings: [StoryboardWarning]

    static let maximumPasses = 4

    struct Inputs {
        var document: IBDocument
        var device: Device
        var images: [String: Size]
        var measureLabel: (IBLabel, Double?) throws(StoryboardError) -> TextMeasurement
    }

    init(_ inputs: Inputs) throws(StoryboardError) {
        var state = PassState()
        var result: [String: Rect] = [:]
        var warnings: [StoryboardWarning] = []
        for pass in 0..<Self.maximumPasses {
            let builder = try LayoutBuilder(inputs: inputs, state: state)
            let solution: LayoutSolution
            do { solution = try builder.system.solve() } catch {
                switch error.kind {
                case .unsatisfiable:
                    throw StoryboardError(file: inputs.document.file,
                                          "the constraints cannot all hold; Auto Layout would break one of these (remove or lower one): \(error.labels.joined(separator: "; "))")
                case .tooManyConstraints(let limit):
                    let views = builder.tree.nodes.count
                    let own = builder.tree.nodes.reduce(0) { $0 + $1.view.constraints.count }
                    throw StoryboardError(file: inputs.document.file,
                                          "cannot lay out the launch screen: its \(views) views need more than \(limit) constraints (\(own) of its own, the rest UIKit's for autoresizing masks, content sizes and stack views); expected a launch screen of tens of views")
                case .iterationLimit:
                    throw StoryboardError(file: inputs.document.file,
                                          "the constraints are too many or too tangled to solve within the solver's bound of work (\(error)); a launch screen needs a few dozen: simplify them")
                default:
                    throw StoryboardError(file: inputs.document.file, "cannot lay out the launch screen: \(error)")
                }
            }
            let frames = builder.frames(in: solution)
            let next = try builder.nextState(frames: frames)
            result = [:]
            for (i, node) in builder.tree.nodes.enumerated() { result[node.view.id] = frames[i] }
            if next == state || pass == Self.maximumPasses - 1 {
                warnings = builder.ambiguityWarnings(solution)
                break
            }
            state = next
        }
        self.frames = result
        self.warnings = warnings
    }
}

/// What one pass takes from the previous one: each view's safe-area
/// insets and each multi-line label's width.
struct PassState: Equatable {
    var safeInsets: [Int: EdgeInsets] = [:]
    var labelWidths: [Int: Double] = [:]
}
