/// The bindings grouped by menu, like iPadOS's hold-⌘ overlay: each menu's
/// title, then its available commands with the shortcut each displays.
package struct CheatSheet: Sendable, Hashable {
    /// One command line of the sheet.
    package struct Entry: Sendable, Hashable {
        package var title: String
        package var shortcut: KeySequence

        package init(title: String, shortcut: KeySequence) {
            self.title = title
            self.shortcut = shortcut
        }
    }

    /// One menu's part of the sheet.
    package struct Section: Sendable, Hashable {
        package var title: String
        package var entries: [Entry]

        package init(title: String, entries: [Entry]) {
            self.title = title
            self.entries = entries
        }
    }

    package var sections: [Section]

    package init(sections: [Section]) {
        self.sections = sections
    }
}

extension CheatSheet {
    /// The commands of imported layers (VS Code's, Zed's), each with the keys of its last
    /// binding — the one both editors show — titled by its id: they have no menu and no title.
    ///
    /// - Complexity: O(b) in the layers' bindings.
    package static func importedEntries(_ layers: [Keymap], excluding: Set<String> = []) -> [Entry] {
        var order: [String] = []
        var last: [String: KeySequence] = [:]
        for layer in layers where layer.isImported {
            for binding in layer.bindings where !binding.sequence.isEmpty {
                guard let id = binding.commandID, !excluding.contains(id) else { continue }
                if last[id] == nil { order.append(id) }
                last[id] = binding.sequence
            }
        }
        return order.compactMap { id in last[id].map { Entry(title: id, shortcut: $0) } }
    }

    /// "Other" with the imported layers' commands, if they have any.
    package static func importedSection(_ layers: [Keymap]) -> Section? {
        let entries = importedEntries(layers)
        return entries.isEmpty ? nil : Section(title: "Other", entries: entries)
    }
}
