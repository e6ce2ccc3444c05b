import KeyGraph

/// Every binding of every layer as text (`keygraph keys`).
package enum BindingList {
    /// Every binding of every layer, lowest layer first, one per line:
    /// `KEYS  COMMAND  when EXPR  (FILE)`; a blocked key shows `null`, a removal `-COMMAND`.
    public static func text(for session: Session) -> String {
        var rows: [(String, String, String, String)] = []
        for layer in session.layers {
            for binding in layer.bindings {
                let action: String
                switch binding.action {
                case .command(let id): action = id
                case .block: action = "null"
                case .remove(let id): action = "-" + id
                case .unbind(let id): action = "unbind " + id
                }
                rows.append(
                    (
                        binding.sequence.canonical, action, binding.whenSource.map { "when " + $0 } ?? "",
                        "(\(layer.file))"
                    ))
            }
        }
        let keyWidth = rows.map(\.0.count).max() ?? 0
        let commandWidth = rows.map(\.1.count).max() ?? 0
        let whenWidth = rows.map(\.2.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
        return rows.map { row in
            [
                padded(row.0, keyWidth), padded(row.1, commandWidth), whenWidth == 0 ? nil : padded(row.2, whenWidth),
                row.3,
            ]
            .compactMap { $0 }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
