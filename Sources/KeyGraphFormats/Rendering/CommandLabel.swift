/// A label for a command that has no title: what the keyboard page and the SVG show for
/// another editor's command ids (`workbench.action.quickOpen` → "Quick Open",
/// `editor::CutToEndOfLine` → "Cut To End Of Line"). The rule is docs/keys.md's
/// ("Labels of other editors' commands"):
///
/// 1. The id's last segment after `::` or `.` (a removal's leading `-` dropped).
/// 2. Split into words at `_`, `-` and spaces, before an uppercase letter that follows a
///    lowercase one or a digit, before the last capital of a run followed by a lowercase
///    letter (`HTMLFile` → `HTML File`), and between letters and digits (`focusGroup1` →
///    `Focus Group 1`).
/// 3. Each word starts with a capital; the rest is kept (`HTML`).
/// 4. A trailing word `Action` is dropped when others remain and the id's namespaces say
///    `action` already (`editor.action.clipboardCopyAction` → "Clipboard Copy"); elsewhere
///    it is part of the name (`selectNextCodeAction` → "Select Next Code Action").
/// 5. A name left with one word says where it comes from: the nearest segment before it
///    that is not a generic namespace (`action`, `actions`, `editor`, `workbench`,
///    `workspace`), as `Namespace: Word` (`workbench.action.terminal.focus` →
///    "Terminal: Focus", `file_finder::Toggle` → "File Finder: Toggle"); with none, the
///    word alone (`workbench.action.quit` → "Quit").
package enum CommandLabel {
    /// Namespaces that say nothing about the command: never a label's prefix.
    static let generic: Set<String> = ["action", "actions", "editor", "workbench", "workspace"]

    /// The label of `id`; the id itself when it has no letter or digit.
    package static func label(forID id: String) -> String {
        let segments = self.segments(of: id.hasPrefix("-") ? String(id.dropFirst()) : id)
        guard let last = segments.last else { return id }
        let namespaces = segments.dropLast()
        var words = self.words(last)
        if words.count > 1, words.last == "Action",
            namespaces.contains(where: { ["action", "actions"].contains($0.lowercased()) })
        {
            words.removeLast()
        }
        guard !words.isEmpty else { return id }
        let name = words.joined(separator: " ")
        guard words.count == 1, let namespace = namespaces.last(where: { !generic.contains($0.lowercased()) }) else {
            return name
        }
        let prefix = self.words(namespace)
        return prefix.isEmpty ? name : prefix.joined(separator: " ") + ": " + name
    }

    /// `id` split at `::` and `.`, empty segments left out.
    static func segments(of id: String) -> [String] {
        id.replacing("::", with: ".").split(separator: ".").map(String.init)
    }

    /// The words of one segment, each capitalized.
    static func words(_ segment: String) -> [String] {
        enum Kind { case lower, upper, digit, other }
        func kind(_ c: Character) -> Kind {
            if c.isNumber { return .digit }
            if c.isUppercase { return .upper }
            if c.isLetter { return .lower }
            return .other
        }
        let characters = Array(segment)
        var words: [String] = []
        var current = ""
        for (i, c) in characters.enumerated() {
            let k = kind(c)
            if k == .other {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last {
                let p = kind(previous)
                let next = i + 1 < characters.count ? kind(characters[i + 1]) : .other
                let breaks =
                    (k == .upper && (p == .lower || p == .digit)) || (k == .upper && p == .upper && next == .lower)
                    || (k == .digit) != (p == .digit)
                if breaks {
                    words.append(current)
                    current = ""
                }
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }
}
