import KeyGraph

/// A keyboard layout's name as xkb writes it: a layout and an optional variant in
/// parentheses (`de`, `ch(fr)`, `de(mac)`), as `--keyboard-layout` takes a list of them.
package struct LayoutName: Sendable, Hashable, CustomStringConvertible {
    package var layout: String
    package var variant: String?
    /// The 1-based column of the name in the text it was read from.
    package var column: Int

    package init(layout: String, variant: String? = nil, column: Int = 1) {
        self.layout = layout
        self.variant = variant
        self.column = column
    }

    /// `ch(fr)`.
    package var description: String { variant.map { "\(layout)(\($0))" } ?? layout }

    /// Reads `us,de,ch(fr)`: names separated by commas, spaces around them allowed.
    ///
    /// - Throws: a ``SyntaxError`` at the column of the first character that does not fit.
    /// - Complexity: O(n) in the text's length.
    package static func list(_ text: String) throws(SyntaxError) -> [LayoutName] {
        let chars = Array(text)
        var names: [LayoutName] = []
        var i = 0
        func skipSpaces() { while i < chars.count, chars[i] == " " { i += 1 } }
        func word(_ what: String) throws(SyntaxError) -> String {
            let start = i
            while i < chars.count, isNameCharacter(chars[i]) { i += 1 }
            guard i > start else {
                let found = i < chars.count ? "'\(String(chars[i]).escapedForDisplay)'" : "the end"
                throw SyntaxError("expected \(what), found \(found)", column: i + 1)
            }
            return String(chars[start..<i])
        }
        repeat {
            if !names.isEmpty { i += 1 }  // the comma
            skipSpaces()
            let column = i + 1
            let layout = try word("a layout name (de, ch(fr))")
            var variant: String?
            if i < chars.count, chars[i] == "(" {
                i += 1
                variant = try word("a variant name")
                guard i < chars.count, chars[i] == ")" else {
                    throw SyntaxError("expected ')' after the variant '\(variant ?? "")'", column: i + 1)
                }
                i += 1
            }
            skipSpaces()
            names.append(LayoutName(layout: layout, variant: variant, column: column))
            if i < chars.count, chars[i] != "," {
                throw SyntaxError(
                    "expected ',' between layout names, found '\(String(chars[i]).escapedForDisplay)'", column: i + 1)
            }
        } while i < chars.count
        return names
    }

    private static func isNameCharacter(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return (ascii >= 97 && ascii <= 122) || (ascii >= 65 && ascii <= 90) || (ascii >= 48 && ascii <= 57)
            || ascii == 95 || ascii == 45
    }
}

/// Where layouts come from: the xkb module on Linux, a table in a test.
package protocol TypingLayoutProvider {
    /// The layout `name` names, or a located error (an unknown name with the closest
    /// names; a layout that does not compile, with the reason).
    func layout(named name: LayoutName) throws(SyntaxError) -> TypingLayout
}

extension TypingLayoutProvider {
    /// Every layout a `--keyboard-layout` text names, each compiled once, in order.
    package func layouts(_ text: String) throws(SyntaxError) -> [TypingLayout] {
        var seen: Set<LayoutName> = []
        var layouts: [TypingLayout] = []
        for name in try LayoutName.list(text) {
            var key = name
            key.column = 0
            guard seen.insert(key).inserted else { continue }
            layouts.append(try layout(named: name))
        }
        return layouts
    }
}
