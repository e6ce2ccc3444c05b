/// A name in a `when` clause that the app does not have: a misspelt context, focused value
/// or view, or a value no platform has. `check` reports it as an error; loading a keymap
/// (`--keymap`, `load keymap`, `bind … when`) warns about it; `explain` names it.
package struct WhenNameProblem: Hashable, Sendable {
    /// The name or value as written in the clause.
    package var word: String
    package var message: String
    package var hint: String?
}

extension AppModel {
    /// The names and compared values in `clause` the app does not know, each once.
    ///
    /// - Complexity: O(s · k) for a clause of size s and k known names (for the hints).
    package func unknownNames(in clause: WhenClause) -> [WhenNameProblem] {
        let known = keymapContextNames.union(Self.declaredAttributes)
        var problems: [WhenNameProblem] = []
        var seen: Set<String> = []
        for name in clause.identifiers where !known.contains(name) && seen.insert(name).inserted {
            problems.append(
                WhenNameProblem(
                    word: name,
                    message: name.hasPrefix("focused.")
                        ? "unknown focused value '\(name.dropFirst(8))': no view publishes it"
                        : "unknown context '\(name)': no view declares it",
                    hint: Suggestion.didYouMean(name, among: known.sorted())))
        }
        let views = Set(allViewDeclarations.map(\.contextName))
        let platforms = TargetPlatform.allCases.map(\.rawValue)
        for (name, value) in clause.comparedValues where seen.insert("\(name)=\(value)").inserted {
            if name == "view", !views.contains(value) {
                problems.append(
                    WhenNameProblem(
                        word: value, message: "unknown view '\(value)'",
                        hint: Suggestion.didYouMean(value, among: views.sorted())))
            } else if name == "platform", !platforms.contains(value) {
                problems.append(
                    WhenNameProblem(
                        word: value,
                        message: "unknown platform '\(value)' (platforms: \(platforms.joined(separator: ", ")))",
                        hint: Suggestion.didYouMean(value, among: platforms)))
            }
        }
        return problems
    }
}

extension WhenClause {
    /// The `name == value` and `name != value` pairs, and every item of `name in [list]`.
    package var comparedValues: [(String, String)] {
        switch self {
        case .equals(let n, let v), .notEquals(let n, let v): [(n, v)]
        case .member(.key(let n), .literal(let items), _): items.map { (n, $0) }
        case .not(let c): c.comparedValues
        case .and(let a, let b), .or(let a, let b), .descendant(let a, let b): a.comparedValues + b.comparedValues
        default: []
        }
    }

    /// The character offset of `word` in `text` as a whole word (not part of a longer name).
    package static func offset(ofWord word: String, in text: String) -> Int? {
        let chars = Array(text)
        let target = Array(word)
        guard !target.isEmpty, target.count <= chars.count else { return nil }
        func isName(_ c: Character) -> Bool { c.isLetter || c.isNumber || "_.-:$".contains(c) }
        for start in 0...(chars.count - target.count) where Array(chars[start..<start + target.count]) == target {
            let before = start == 0 || !isName(chars[start - 1])
            let after = start + target.count == chars.count || !isName(chars[start + target.count])
            if before && after { return start }
        }
        return nil
    }
}
