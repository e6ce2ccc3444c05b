/// "Did you mean …?" hints: the one rule every misspelt name gets, whether it is a
/// key, a modifier, a verb, a command id, a menu title or a file member.
package enum Suggestion {
    /// How many edits a hint may be away from the name.
    package enum Closeness: Sendable {
        /// A third of the name's length, at least one: keys, verbs, members, titles.
        case proportional
        /// A quarter of the name's length, at least two: command ids, dotted names typed
        /// whole, where a short id is often two keys off.
        case lenient

        func limit(forLength n: Int) -> Int {
            switch self {
            case .proportional: max(1, n / 3)
            case .lenient: max(2, n / 4)
            }
        }
    }

    /// `did you mean 'ctrl'?` for the candidate closest to `name`, if one is close enough.
    ///
    /// Names are compared ignoring case and a trailing ellipsis (`Find…` and `find` are
    /// one edit from `fnd`), a swap of two neighbours counting as one edit. A name
    /// written in ASCII is never "corrected" to a candidate that is not (a glyph such as
    /// `⌫`). The first of equally close candidates wins.
    ///
    /// - Complexity: O(c · k²) in the candidates and the length of the longest name
    ///   worth a hint; longer names cost O(c).
    package static func didYouMean(
        _ name: String, among candidates: some Sequence<String>, closeness: Closeness = .proportional
    ) -> String? {
        closest(to: name, among: candidates, closeness: closeness).map { "did you mean '\($0)'?" }
    }

    /// The candidate closest to `name` by the rule of ``didYouMean(_:among:closeness:)``, if one is close enough.
    package static func closest(
        to name: String, among candidates: some Sequence<String>, closeness: Closeness = .proportional
    ) -> String? {
        let wanted = normalized(name)
        let limit = closeness.limit(forLength: wanted.count)
        let isASCII = name.unicodeScalars.allSatisfy(\.isASCII)
        var best: (String, Int)? = nil
        for candidate in candidates {
            if isASCII, !candidate.unicodeScalars.allSatisfy({ $0.isASCII || $0 == "…" }) { continue }
            let distance = editDistance(wanted, normalized(candidate), limit: limit)
            if distance <= limit, best.map({ distance < $0.1 }) ?? true { best = (candidate, distance) }
        }
        return best?.0
    }

    /// What follows "no sheet named 'X'" in a message: ` (did you mean 'Y'?)` when a
    /// candidate is close, else ` (KIND: a, b, …)` listing them all; empty when there are none.
    package static func parenthetical(for name: String, among candidates: [String], kind: String) -> String {
        if let hint = didYouMean(name, among: candidates) { return " (\(hint))" }
        return candidates.isEmpty ? "" : " (\(kind): \(candidates.joined(separator: ", ")))"
    }

    private static func normalized(_ name: String) -> String {
        var name = Substring(name)
        if name.hasSuffix("…") {
            name = name.dropLast()
        } else if name.hasSuffix("...") {
            name = name.dropLast(3)
        }
        return name.lowercased()
    }
}

/// Edit distance counting a swap of two neighbours as one edit (optimal string
/// alignment), for "did you mean" hints: `ctlr` is one edit from `ctrl`.
///
/// Hints only care about small distances, and the names compared come from files: when
/// the lengths alone put the distance over `limit`, or a name is longer than any worth
/// a hint (256 characters), the answer is `limit + 1` at once, so a million-character
/// key name costs nothing instead of a table of a million rows.
func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
    let longest = 256
    if limit < .max {
        let (m, n) = (a.count, b.count)
        if m > longest || n > longest || abs(m - n) > limit { return limit + 1 }
    }
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var best = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = Swift.min(best, table[i - 2][j - 2] + 1)
            }
            table[i][j] = best
        }
    }
    return table[a.count][b.count]
}
