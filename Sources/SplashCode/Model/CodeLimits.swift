/// The bounds of one interpretation: whatever the file does, it stops
/// within them with an error naming the line, never runs on or traps.
public enum CodeLimits {
    /// Largest Swift file read.
    public static let maximumFileBytes = 1 << 20
    /// Expressions and statements evaluated in all.
    public static let maximumSteps = 2_000_000
    /// Iterations of any one loop.
    public static let maximumLoopIterations = 10_000
    /// Nested calls (methods, functions, closures).
    public static let maximumCallDepth = 64
    /// Objects (views, layers, animations, paths…) created in all.
    public static let maximumObjects = 10_000
    /// Characters of any one string built, and elements of any one array.
    public static let maximumStringLength = 10_000
    public static let maximumArrayLength = 10_000
    /// Layer nesting (as scene files allow).
    public static let maximumDepth = 64
    /// Closures scheduled (completions, asyncAfter) in all.
    public static let maximumEvents = 10_000
    /// The latest instant anything may be scheduled for, in seconds.
    public static let maximumTime: Double = 600
    /// Syntax nesting the interpreter walks (parenthesised expressions,
    /// nested closures…), so no input can exhaust the stack.
    public static let maximumSyntaxDepth = 100
    /// Brackets, braces and parentheses nested in the source.
    public static let maximumParserNesting = 64
}
