import CText

/// Shapes the runs of a paragraph with HarfBuzz and groups the glyphs into
/// `ClusterUnit`s for line breaking.
struct ParagraphShaper {
    let buffer: HarfBuzzBuffer
    let fontSize: Double
    let features: [hb_feature_t]

    func shape(_ paragraph: ParagraphText, runs: [FontRun]) throws(TextError) -> ShapedParagraph {
        let characters = paragraph.characters
        let scalarCount = paragraph.scalars.count
        var characterOfScalar = [Int](repeating: 0, count: scalarCount)
        for c in characters.indices {
            for s in paragraph.scalarStarts[c]..<paragraph.scalarStarts[c + 1] { characterOfScalar[s] = c }
        }

        var clusterStarts = [Bool](repeating: false, count: scalarCount)
        var shapedRuns: [(run: FontRun, glyphs: [RawGlyph])] = []
        for run in runs {
            let scalars = paragraph.scalarStarts[run.characters.lowerBound]..<paragraph.scalarStarts[run.characters.upperBound]
                        let glyphs = try buffer.shape(paragraph.scalars, range: scalars, script: run.script, font: run.face.shapingFont, features: features)
            if !scalars.isEmpty { clusterStarts[scalars.lowerBound] = true }
            for glyph in glyphs where scalars.contains(glyph.cluster) { clusterStarts[glyph.cluster] = true }
            shapedRuns.append((run, glyphs))
        }

        // Units: a character starts a new one when its first scalar starts
        // a HarfBuzz cluster; otherwise it joined the previous cluster.
        var units: [ClusterUnit] = []
        var unitOfCharacter = [Int](repeating: 0, count: characters.count)
        for c in characters.indices {
            let first = paragraph.scalarStarts[c]
            let isSpace = BreakRules.isBreakingSpace(characters[c])
            if units.isEmpty || (first < scalarCount && clusterStarts[first]) {
                units.append(ClusterUnit(characters: c..<(c + 1), advance: 0, isSpace: isSpace, canBreakBefore: false))
            } else {
                units[units.count - 1].characters = units[units.count - 1].characters.lowerBound..<(c + 1)
                units[units.count - 1].isSpace = units[units.count - 1].isSpace && isSpace
            }
            unitOfCharacter[c] = units.count - 1
        }

        var result: [ShapedRun] = []
        for (run, raw) in shapedRuns where !run.characters.isEmpty {
            let pointsPerUnit = run.face.pointsPerUnit(atSize: fontSize)
            let glyphs = raw.map { glyph in
                let unit = unitOfCharacter[characterOfScalar[min(glyph.cluster, scalarCount - 1)]]
                let advance = Double(glyph.xAdvance) * pointsPerUnit
                units[unit].advance += advance
                return ShapedGlyph(id: glyph.id, unit: unit, xAdvance: advance,
                                   xOffset: Double(glyph.xOffset) * pointsPerUnit,
                                   yOffset: Double(glyph.yOffset) * pointsPerUnit)
            }
            let unitRange = unitOfCharacter[run.characters.lowerBound]..<(unitOfCharacter[run.characters.upperBound - 1] + 1)
            result.append(ShapedRun(face: run.face, glyphs: glyphs, units: unitRange))
        }

        for u in units.indices.dropFirst() {
            let before = characters[units[u - 1].characters.upperBound - 1]
            let after = characters[units[u].characters.lowerBound]
            units[u].canBreakBefore = BreakRules.allowsBreak(after: before, before: after)
        }
        return ShapedParagraph(text: paragraph, units: units, runs: result)
    }
}
