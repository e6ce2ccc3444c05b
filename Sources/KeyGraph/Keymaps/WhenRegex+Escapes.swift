extension RegexParser {
    static let digits: [ClosedRange<UInt32>] = [48...57]
    static let word: [ClosedRange<UInt32>] = [48...57, 65...90, 95...95, 97...122]
    /// JavaScript's `\s`: white space and line terminators.
    static let space: [ClosedRange<UInt32>] = [
        9...13, 32...32, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F,
        0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ]

    /// `\d \D \w \W \s \S`.
    static func classEscape(_ e: Unicode.Scalar) -> (ranges: [ClosedRange<UInt32>], negated: Bool)? {
        switch e {
        case "d": (digits, false)
        case "D": (digits, true)
        case "w": (word, false)
        case "W": (word, true)
        case "s": (space, false)
        case "S": (space, true)
        default: nil
        }
    }

    /// An escape outside a class; the scanner is on its backslash.
    mutating func parseEscape() throws(SyntaxError) -> RegexNode {
        let start = index
        index += 1
        guard let e = current else { throw error("a '\\' at the end of the regular expression", at: start) }
        switch e {
        case "b":
            index += 1
            return .instruction(.assert(.wordBoundary))
        case "B":
            index += 1
            return .instruction(.assert(.notWordBoundary))
        case "1"..."9":
            throw error(
                "backreferences are not supported: a when clause's regular expression must match in linear time",
                at: start
            ).asLimit
        case "k" where unicode || scalars.contains("<"):
            throw error(
                "named backreferences are not supported: a when clause's regular expression must match in linear time",
                at: start
            ).asLimit
        default:
            if let set = Self.classEscape(e) {
                index += 1
                return .instruction(.set(set.ranges, negated: set.negated))
            }
            return literal(try escapedValue(start: start))
        }
    }

    /// The scalar an escape stands for (`\n`, `\x41`, `\u0041`, `\u{1F600}`, `\/`); the
    /// scanner is on the character after the backslash and ends after the escape.
    mutating func escapedValue(start: Int, inClass: Bool = false) throws(SyntaxError) -> UInt32 {
        guard let e = current else { throw error("a '\\' at the end of the regular expression", at: start) }
        index += 1
        switch e {
        case "n": return 10
        case "t": return 9
        case "r": return 13
        case "v": return 11
        case "f": return 12
        case "b" where inClass: return 8
        case "0" where !(current.map { ("0"..."9").contains($0) } ?? false): return 0
        case "c":
            if let letter = current, letter.isASCII, letter.properties.isAlphabetic {
                index += 1
                return letter.value % 32
            }
            if unicode { throw error("'\\c' needs a letter after it", at: start) }
            index -= 1
            return 92  // `\c` without a letter is a backslash, then `c` (Annex B)
        case "x":
            if let value = hex(count: 2) { return value }
            if unicode { throw error("'\\x' needs two hex digits", at: start) }
            return e.value
        case "u":
            if current == "{", unicode {
                index += 1
                var value: UInt32 = 0
                var count = 0
                while let c = current, let digit = Self.hexValue(c) {
                    value = min(value * 16 + digit, 0x110000)
                    count += 1
                    index += 1
                }
                guard count > 0, current == "}", value <= 0x10FFFF else {
                    throw error("'\\u{…}' needs hex digits of a code point", at: start)
                }
                index += 1
                return value
            }
            if let value = hex(count: 4) { return value }
            if unicode { throw error("'\\u' needs four hex digits", at: start) }
            return e.value
        default:
            // An identity escape: punctuation always; any other character without the u flag (Annex B).
            let isSyntax = "^$\\.*+?()[]{}|/-".unicodeScalars.contains(e)
            if unicode && !isSyntax {
                throw error("unknown escape '\\\(e)' in the regular expression", at: start)
            }
            return e.value
        }
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 48
        case "a"..."f": c.value - 87
        case "A"..."F": c.value - 55
        default: nil
        }
    }

    /// `count` hex digits at the scanner, consumed; nil (nothing consumed) if there are fewer.
    mutating func hex(count: Int) -> UInt32? {
        guard index + count <= scalars.count else { return nil }
        var value: UInt32 = 0
        for i in index..<(index + count) {
            guard let digit = Self.hexValue(scalars[i]) else { return nil }
            value = value * 16 + digit
        }
        index += count
        return value
    }

    /// A class `[…]` or `[^…]`; `[]` matches nothing and `[^]` any scalar, as in JavaScript.
    mutating func parseClass() throws(SyntaxError) -> RegexNode {
        let open = index
        index += 1
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        while let c = current, c != "]" {
            let lowStart = index
            guard let low = try classAtom(into: &ranges) else { continue }
            if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                let highStart = index
                guard let high = try classAtom(into: &ranges) else {
                    // `[a-\d]`: the '-' and 'a' are literals (Annex B).
                    if unicode { throw error("a class escape cannot end a range", at: highStart) }
                    ranges.append(low...low)
                    ranges.append(45...45)
                    continue
                }
                guard low <= high else {
                    throw error(
                        "the range \(Unicode.Scalar(low).map { String($0) } ?? "?")-\(Unicode.Scalar(high).map { String($0) } ?? "?") runs backwards",
                        at: lowStart)
                }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
            _ = c
        }
        guard current == "]" else { throw error("unclosed '[' in the regular expression", at: open) }
        index += 1
        return .instruction(.set(ranges, negated: negated))
    }

    /// One member of a class: its scalar, or nil after adding a class escape's ranges (`\d`).
    mutating func classAtom(into ranges: inout [ClosedRange<UInt32>]) throws(SyntaxError) -> UInt32? {
        guard let c = current else { return nil }
        guard c == "\\" else {
            index += 1
            return c.value
        }
        let start = index
        index += 1
        guard let e = current else { throw error("a '\\' at the end of the regular expression", at: start) }
        if let set = Self.classEscape(e) {
            index += 1
            if set.negated {
                ranges += Self.complement(set.ranges)
            } else {
                ranges += set.ranges
            }
            return nil
        }
        if ("1"..."9").contains(e) {
            throw error(
                "backreferences are not supported: a when clause's regular expression must match in linear time",
                at: start
            ).asLimit
        }
        return try escapedValue(start: start, inClass: true)
    }

    /// Every scalar outside `ranges` (sorted, disjoint).
    static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = max(next, range.upperBound + 1)
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return result
    }
}
