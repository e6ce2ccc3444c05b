import KeyGraph

/// Every binding of every layer as JSON (`keygraph keys --format json`): the one
/// machine-readable listing, which the keyboard page embeds and tests read.
///
/// One array, lowest layer first and in file order within a layer (as `keys` lists
/// them), one object per line:
/// `{"keys", "command", "when", "layer", "source": {"file", "line", "column"}, "chords"}`.
/// `command` is written as in a keymap file: the id, `-id` for a removal, null for a
/// blocked key. `layer` is the first chord's modifier layer (``KeyCap``). `source` is
/// where the binding was written; `line` and `column` are null for bindings no file
/// holds (the app's menu shortcuts, `<menus>`). A binding read from VS Code's or Zed's
/// file adds `editorKey`, its keys as that file wrote them; a Zed `unbind` has a null
/// `command` and `unbind`, the command it unbinds.
package enum BindingListing {
    /// The listing's entries for `layers`, lowest first.
    package static func entries(
        of layers: [Keymap], caps: (KeyboardShortcut) -> KeyCap = KeyCap.init
    ) -> [JSONOutput] {
        var entries: [JSONOutput] = []
        for layer in layers {
            for binding in layer.bindings {
                entries.append(entry(binding, file: binding.sourceFile ?? layer.file, caps: caps))
            }
        }
        return entries
    }

    /// The listing as text: a JSON array with one binding per line.
    package static func json(of layers: [Keymap], caps: (KeyboardShortcut) -> KeyCap = KeyCap.init) -> String {
        let lines = entries(of: layers, caps: caps).map(\.text)
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// One binding's object.
    static func entry(_ binding: KeymapBinding, file: String, caps: (KeyboardShortcut) -> KeyCap) -> JSONOutput {
        let command: JSONOutput =
            switch binding.action {
            case .command(let id): .string(id)
            case .remove(let id): .string("-" + id)
            case .block, .unbind: .null
            }
        let caps = binding.sequence.chords.map(caps)
        let hasPosition = binding.position.line > 0
        let source: JSONOutput = .object([
            ("file", .string(file)), ("line", hasPosition ? .int(binding.position.line) : .null),
            ("column", hasPosition ? .int(binding.position.column) : .null),
        ])
        var members: [(String, JSONOutput)] = [
            ("keys", .string(binding.sequence.canonical)), ("command", command),
            ("when", binding.whenSource.map(JSONOutput.string) ?? .null),
            ("layer", caps.first.map { .string($0.layer) } ?? .null), ("source", source),
            ("chords", .array(caps.map { .object([("cap", .string($0.cap)), ("layer", .string($0.layer))]) })),
        ]
        if case .unbind(let id) = binding.action { members.append(("unbind", .string(id))) }
        if let written = binding.keySource { members.append(("editorKey", .string(written))) }
        return .object(members)
    }
}
