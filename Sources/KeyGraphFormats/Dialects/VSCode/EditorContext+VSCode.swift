import KeyGraph

extension EditorContext {
    /// What an idle VS Code window has for keys the user does not state: the default values
    /// of its `RawContextKey`s (`new RawContextKey('debugState', 'inactive')`), from
    /// `src/vs/platform/contextkey/common/contextkeys.ts` (the platform keys) and
    /// `src/vs/workbench/contrib/debug/common/debug.ts` (the debugger's). Keys whose default
    /// is false or undefined are left out: unset is false already; so are the keys VS Code
    /// binds only in a view's own scoped context (the debug views' `breakpointsFocused` …,
    /// declared true), which its focus model makes false outside those views
    /// (``WhenSolver/FocusRules/viewOnly``).
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
        let viewOnly = WhenSolver.FocusRules.vsCode.viewOnly
        return defaults.filter { !viewOnly.contains($0.key) }
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
}
