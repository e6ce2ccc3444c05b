import KeyGraph

/// Every binding of every layer as a text table, one row per binding with columns for the
/// keys, the command, the `when` clause and the file (`keygraph keys`); ``BindingListing``
/// is the same listing as JSON.
package enum BindingTable {
    /// Every binding of `session`'s layers; see ``text(layers:width:)``.
    package static func text(for session: Session, width: Int? = nil) -> String {
        text(layers: session.layers, width: width)
    }

    /// Every binding of every layer, lowest layer first, one per line:
    /// `KEYS  COMMAND  when EXPR  (FILE)`; a blocked key shows `null`, a removal `-COMMAND`, a
    /// Zed unbind `unbind COMMAND`. An imported binding shows its keys as its file wrote them.
    ///
    /// Lines fit `width` characters (nil: no limit): the keys and commands get the columns
    /// they need (at most 32 and 48, cut with `…`), the `when` clause what remains, cut with
    /// `…`; a clause is never padded past the longest one.
    ///
    /// - Complexity: O(n · l) for n bindings of lines of length l.
    package static func text(layers: [Keymap], width: Int?) -> String {
        var rows: [Row] = []
        rows.reserveCapacity(layers.reduce(0) { $0 + $1.bindings.count })
        for layer in layers {
            let file = Cell("(\(layer.file))")
            for binding in layer.bindings {
                let action: String
                switch binding.action {
                case .command(let id): action = id
                case .block: action = "null"
                case .remove(let id): action = "-" + id
                case .unbind(let id): action = "unbind " + id
                }
                let keys =
                    layer.isImported ? (binding.keySource ?? binding.sequence.canonical) : binding.sequence.canonical
                rows.append(
                    Row(
                        keys: Cell(keys), action: Cell(action),
                        when: Cell(binding.whenSource.map { "when " + $0 } ?? ""),
                        file: binding.sourceFile.map {
                            Cell("(\($0):\(binding.position.line):\(binding.position.column))")
                        } ?? file))
            }
        }
        var (keyWidth, actionWidth, fileWidth, whenWidth) = (0, 0, 0, 0)
        for row in rows {
            keyWidth = max(keyWidth, row.keys.count)
            actionWidth = max(actionWidth, row.action.count)
            fileWidth = max(fileWidth, row.file.count)
            whenWidth = max(whenWidth, row.when.count)
        }
        (keyWidth, actionWidth) = (min(keyWidth, 32), min(actionWidth, 48))
        if let width, whenWidth > 0 {
            whenWidth = min(whenWidth, max(16, width - keyWidth - actionWidth - fileWidth - 6))
        }
        // One run of spaces, sliced for every pad (building each pad cost more than the rest).
        let spaces = String(repeating: " ", count: max(keyWidth, actionWidth, whenWidth) + 2)
        var out = ""
        out.reserveCapacity(rows.count * 100)
        for (i, row) in rows.enumerated() {
            if i > 0 { out += "\n" }
            append(row.keys, keyWidth, spaces, to: &out)
            append(row.action, actionWidth, spaces, to: &out)
            if whenWidth > 0 { append(row.when, whenWidth, spaces, to: &out) }
            out += row.file.text
        }
        return out
    }

    /// A column's text and its width in characters, counted once.
    struct Cell {
        var text: String
        var count: Int

        init(_ text: String) {
            self.text = text
            // ASCII without CR (nearly every binding): a character per byte, counted in O(1).
            let ascii =
                text.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 || $0 == 0x0D } } ?? false
            count = ascii ? text.utf8.count : text.count
        }
    }

    struct Row {
        var keys: Cell
        var action: Cell
        var when: Cell
        var file: Cell
    }

    /// Appends `text` cut to `width` characters (the last one `…`) or padded to it, then two spaces.
    static func append(_ cell: Cell, _ width: Int, _ spaces: String, to out: inout String) {
        if cell.count > width {
            out += cell.text.prefix(max(0, width - 1))
            out += "…  "
        } else {
            out += cell.text
            out += spaces.prefix(width - cell.count + 2)
        }
    }
}
