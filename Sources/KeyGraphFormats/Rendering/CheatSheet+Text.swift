import KeyGraph

extension CheatSheet {
    /// The sheet as text: menu titles flush left, commands indented, shortcuts aligned.
    package func text(style: ShortcutStyle) -> String {
        let width = sections.flatMap(\.entries).map(\.title.count).max() ?? 0
        var lines: [String] = []
        for section in sections {
            if !lines.isEmpty { lines.append("") }
            lines.append(section.title)
            for entry in section.entries {
                let pad = String(repeating: " ", count: width - entry.title.count + 2)
                lines.append("  \(entry.title)\(pad)\(entry.shortcut.formatted(style))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
