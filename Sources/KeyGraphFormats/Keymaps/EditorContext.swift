import KeyGraph

/// A context stated by the user for another editor's keymap (`explain --context`), and the
/// values that editor gives the keys left unset (docs/keymaps.md, "Editor defaults").
package enum EditorContext {
    /// A key's default value and where the editor sets it.
    package struct Default: Sendable {
        public var key: String
        public var value: String
        public var source: String
    }

    /// What an idle VS Code window has for keys the user does not state: the default values
    /// of its `RawContextKey`s (`new RawContextKey('debugState', 'inactive')`), from
    /// `src/vs/platform/contextkey/common/contextkeys.ts` (the platform keys) and
    /// `src/vs/workbench/contrib/debug/common/debug.ts` (the debugger's). Keys whose default
    /// is false or undefined are left out: unset is false already.
    package static func vsCodeDefaults(for platform: TargetPlatform) -> [Default] {
        let platformKeys = "src/vs/platform/contextkey/common/contextkeys.ts"
        let debug = "src/vs/workbench/contrib/debug/common/debug.ts"
        var defaults: [Default] = []
        switch platform {
        case .macos, .ipados:
            defaults += [
                Default(key: "isMac", value: "true", source: platformKeys),
                Default(key: "isMacNative", value: "true", source: platformKeys),
            ]
        case .linux: defaults.append(Default(key: "isLinux", value: "true", source: platformKeys))
        case .windows: defaults.append(Default(key: "isWindows", value: "true", source: platformKeys))
        }
        defaults += [
            Default(key: "debugState", value: "inactive", source: debug),
            Default(key: "debugUx", value: "default", source: debug),
            Default(key: "breakpointsFocused", value: "true", source: debug),
            Default(key: "watchExpressionsFocused", value: "true", source: debug),
            Default(key: "variablesFocused", value: "true", source: debug),
            Default(key: "debugExtensionAvailable", value: "true", source: debug),
        ]
        return defaults
    }

    /// What Zed puts in every context stack: `os` on the root context
    /// (`KeyContext::new_with_defaults` in `crates/gpui/src/keymap/context.rs`).
    package static func zedDefaults(for platform: TargetPlatform) -> [Default] {
        let os = platform == .windows ? "windows" : (platform == .linux ? "linux" : "macos")
        return [Default(key: "os", value: os, source: "crates/gpui/src/keymap/context.rs")]
    }

    /// A VS Code context: `editorTextFocus, editorLangId=markdown, !editorReadonly` (a key
    /// alone is true, `!key` false, `key=value` or `key == 'value'` a value), over the
    /// defaults of ``vsCodeDefaults(for:)``. Returns the context and the defaults it used.
    package static func vsCode(_ text: String, platform: TargetPlatform) throws(SyntaxError) -> (
        KeyContext, [Default]
    ) {
        var attributes: [String: String] = [:]
        var column = 1
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            defer { column += part.count + 1 }
            let item = String(part).trimmingSpaces()
            guard !item.isEmpty else { continue }
            let (key, value) = try pair(item, column: column + leadingSpaces(part))
            attributes[key] = value
        }
        var used: [Default] = []
        for entry in vsCodeDefaults(for: platform) where attributes[entry.key] == nil {
            attributes[entry.key] = entry.value
            used.append(entry)
        }
        return (KeyContext(attributes: attributes), used)
    }

    /// A Zed context stack: entries from the root, separated by `>`, each its names and
    /// `key=value` pairs: `Workspace > Pane > Editor mode=full extension=rs`.
    package static func zed(_ text: String, platform: TargetPlatform) throws(SyntaxError) -> (
        KeyContext, [Default]
    ) {
        var entries: [ZedContextEntry] = []
        var column = 1
        for part in text.split(separator: ">", omittingEmptySubsequences: false) {
            defer { column += part.count + 1 }
            var entry = ZedContextEntry()
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
            if entries.isEmpty { entries.append(ZedContextEntry()) }
            entries[0].values[entry.key] = entry.value
            used.append(entry)
        }
        var context = KeyContext()
        context.entries = entries
        return (context, used)
    }

    /// `key`, `!key`, `key=value` or `key == 'value'`.
    private static func pair(_ item: String, column: Int) throws(SyntaxError) -> (String, String) {
        if item.hasPrefix("!") {
            let key = String(item.dropFirst()).trimmingSpaces()
            guard !key.isEmpty else { throw SyntaxError("expected a context key after '!'", column: column) }
            return (key, "false")
        }
        guard let equals = item.firstIndex(of: "=") else { return (item, "true") }
        let key = String(item[..<equals]).trimmingSpaces()
        var value = String(item[equals...].drop(while: { $0 == "=" })).trimmingSpaces()
        if value.count >= 2, let first = value.first, first == "'" || first == "\"", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        guard !key.isEmpty else {
            throw SyntaxError("expected a context key before '='", column: column, hint: "write key=value")
        }
        return (key, value)
    }

    private static func leadingSpaces(_ text: Substring) -> Int { text.prefix { $0 == " " || $0 == "\t" }.count }
}
