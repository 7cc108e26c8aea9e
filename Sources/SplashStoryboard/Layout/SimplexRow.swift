/// Near-zero test for coefficients and values. Layout works in points
/// (tens to thousands) with multipliers near 1, so an absolute 1e-8 (the
/// tolerance kiwi, the C++ Cassowary, uses) separates noise from meaning.
let simplexEpsilon = 1e-8

/// A sparse linear row, `basic = constant + Σ coefficient × symbol`, over
/// the tableau's symbols (numbered from 0). Also used for an objective
/// (`objective = constant + Σ reduced cost × symbol`) and, before a subject
/// is chosen, for `0 = constant + Σ …`.
struct SimplexRow: Sendable {
    var constant: Double
    var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is noise.
    mutating func add(_ coefficient: Double, times symbol: Int) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < simplexEpsilon {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `factor × other`. Each cell is computed on its own, so the
    /// result does not depend on the dictionaries' iteration order.
    mutating func add(_ other: SimplexRow, times factor: Double) {
        constant += factor * other.constant
        for (symbol, coefficient) in other.cells {
            add(factor * coefficient, times: symbol)
        }
    }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Replaces `symbol` by the expression `row` (the row `symbol` is basic in).
    mutating func substitute(_ symbol: Int, with row: SimplexRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        add(row, times: coefficient)
    }

    /// This row, `basic = c + Σ aⱼ xⱼ`, solved for `entering` (a cell with a
    /// non-zero coefficient): `entering = (basic − c − Σ_{j≠e} aⱼ xⱼ) / aₑ`.
    func solved(for entering: Int, basic: Int) -> SimplexRow {
        var result = solvedFromZero(for: entering)
        result.add(1 / coefficient(of: entering), times: basic)
        return result
    }

    /// This row read as `0 = c + Σ aⱼ xⱼ`, solved for `subject`:
    /// `subject = −(c + Σ_{j≠s} aⱼ xⱼ) / aₛ`.
    func solvedFromZero(for subject: Int) -> SimplexRow {
        let pivot = coefficient(of: subject)
        let factor = -1 / pivot
        var result = SimplexRow(constant: constant * factor)
        result.cells.reserveCapacity(cells.count)
        for (symbol, coefficient) in cells where symbol != subject {
            let value = coefficient * factor
            if abs(value) >= simplexEpsilon { result.cells[symbol] = value }
        }
        return result
    }
}
