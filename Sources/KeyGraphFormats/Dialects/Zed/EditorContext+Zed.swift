import KeyGraph

extension EditorContext {
    /// What Zed puts in every context stack: `os` on the root context
    /// (`KeyContext::new_with_defaults` in `crates/gpui/src/keymap/context.rs`).
    package static func zedDefaults(for platform: TargetPlatform) -> [Default] {
        let os = platform == .windows ? "windows" : (platform == .linux ? "linux" : "macos")
        return [Default(key: "os", value: os, source: "crates/gpui/src/keymap/context.rs")]
    }

    /// A Zed context stack: entries from the root, separated by `>`, each its names and
    /// `key=value` pairs: `Workspace > Pane > Editor mode=full extension=rs`.
    package static func zed(_ text: String, platform: TargetPlatform) throws(SyntaxError) -> (
        KeyContext, [Default]
    ) {
        var entries: [ContextStackEntry] = []
        var column = 1
        for part in text.split(separator: ">", omittingEmptySubsequences: false) {
            defer { column += part.count + 1 }
            var entry = ContextStackEntry()
            var offset = 0
            for word in part.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
                let start = part[part.startIndex..<word.startIndex].count
                offset = start
                let (key, value) = try pair(String(word), column: column + offset)
                if String(word).contains("=") { entry.values[key] = value } else { entry.names.insert(key) }
            }
            entries.append(entry)
        }
        var used: [Default] = []
        for entry in zedDefaults(for: platform) where !entries.contains(where: { $0.values[entry.key] != nil }) {
            if entries.isEmpty { entries.append(ContextStackEntry()) }
            entries[0].values[entry.key] = entry.value
            used.append(entry)
        }
        var context = KeyContext()
        context.entries = entries
        return (context, used)
    }
}
