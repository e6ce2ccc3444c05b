import KeyGraph
import KeyGraphFormats

/// Synthetic editor keymaps shaped like VS Code's and Zed's published defaults (the same
/// shapes as `Benchmarks/gen_editor_keymaps.py`): VS Code rules with `when` clauses of two to
/// six terms over the context keys its defaults use most, Zed sections of about twenty
/// bindings under typical contexts. Deterministic.
enum EditorWorkload {
    static let keys =
        Array("abcdefghijklmnopqrstuvwxyz0123456789").map(String.init)
        + (1...12).map { "f\($0)" } + ["up", "down", "left", "right", "home", "end", "enter", "escape", "tab"]
    static let vsCodeKeys = [
        "editorTextFocus", "editorFocus", "textInputFocus", "editorReadonly", "editorHasSelection",
        "terminalFocus", "listFocus", "inputFocus", "suggestWidgetVisible", "findWidgetVisible", "inQuickOpen",
        "notebookEditorFocused", "inDebugMode", "sideBarFocus", "panelFocus", "accessibilityModeEnabled",
    ]
    static let zedContexts = [
        "Editor", "Editor && mode == full", "Workspace", "Pane", "Pane > Editor", "ProjectPanel && not_editing",
        "Terminal", "Picker > Editor", "vim_mode == normal", "VimControl && !menu",
    ]

    /// A VS Code keybindings.json of `count` rules.
    static func vsCode(count: Int) -> String {
        var generator = SplitMix64(seed: 7)
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        let modifiers = ["ctrl+", "shift+", "alt+", "ctrl+shift+", "ctrl+alt+", "meta+", ""]
        var text = "[\n"
        for i in 0..<count {
            var key = pick(modifiers) + pick(keys)
            if generator.next() % 10 == 0 { key = "ctrl+k " + key }
            let terms = (0..<(2 + Int(generator.next() % 5))).map { _ in
                (generator.next() % 3 == 0 ? "!" : "") + pick(vsCodeKeys)
            }
            var when = terms.joined(separator: " && ")
            if generator.next() % 8 == 0 { when += " || resourceLangId == 'markdown'" }
            text += "  {\"key\": \"\(key)\", \"command\": \"bench.command\(i)\", \"when\": \"\(when)\"},\n"
        }
        return text + "]\n"
    }

    /// A Zed keymap.json of `count` bindings in sections of twenty.
    static func zed(count: Int) -> String {
        var generator = SplitMix64(seed: 11)
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        let modifiers = ["ctrl-", "shift-", "alt-", "ctrl-shift-", "ctrl-alt-", ""]
        var text = "[\n"
        var made = 0
        while made < count {
            text += "  {\"context\": \"\(pick(zedContexts))\", \"bindings\": {\n"
            var seen: Set<String> = []
            let size = min(20, count - made)
            while seen.count < size {
                let key = pick(modifiers) + pick(keys)
                guard seen.insert(key).inserted else { continue }
                let comma = seen.count < size ? "," : ""
                text += "    \"\(key)\": \"bench::Action\(made + seen.count)\"\(comma)\n"
            }
            made += size
            text += "  }}" + (made < count ? "," : "") + "\n"
        }
        return text + "]\n"
    }
}
