#!/usr/bin/env python3
"""Write synthetic VS Code and Zed keymaps shaped like the editors' published defaults.

    python3 Benchmarks/gen_editor_keymaps.py DIR [--layers 57] [--bindings 239] [--seed 1]

Writes DIR/layer-00.json … : even layers are VS Code keybindings.json files (one rule
per line group, `when` clauses of two to six terms over the context keys VS Code's
defaults use most, `||` in one rule of eight, chords under ctrl+k), odd layers are Zed
keymap.json files (sections of about twenty bindings under contexts such as
`Editor && mode == full`, `Pane > Editor`, `vim_mode == normal`, null and argument
actions). The default, 57 layers of 239 bindings, is 13,623 bindings: the workload of
the `keys` speed goal (docs/keymaps.md, README "Performance"). Deterministic per seed.
The published files themselves are not copied here: they are others' work.
"""
import argparse, json, os, random

MODS = ["ctrl+", "shift+", "alt+", "ctrl+shift+", "ctrl+alt+", "shift+alt+", "meta+", ""]
KEYS = list("abcdefghijklmnopqrstuvwxyz0123456789") + [
    "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
    "up", "down", "left", "right", "home", "end", "pageup", "pagedown", "enter", "escape",
    "tab", "backspace", "delete", "space", "[", "]", "/", "\\", ",", ".", ";", "'", "`", "-", "=",
]
VSCODE_KEYS = [
    "editorTextFocus", "editorFocus", "textInputFocus", "editorReadonly", "editorHasSelection",
    "editorHasMultipleSelections", "terminalFocus", "listFocus", "inputFocus", "suggestWidgetVisible",
    "findWidgetVisible", "inQuickOpen", "notebookEditorFocused", "inDebugMode", "sideBarFocus",
    "panelFocus", "isInDiffEditor", "accessibilityModeEnabled", "inlineChatFocused", "editorTabMovesFocus",
]
VSCODE_VALUES = [
    ("resourceLangId", ["markdown", "python", "typescript"]),
    ("focusedView", ["workbench.explorer.fileView", "terminal", "outline"]),
    ("activeEditor", ["workbench.editor.notebook", "terminalEditor"]),
]
ZED_CONTEXTS = [
    "Editor", "Editor && mode == full", "Editor && mode == auto_height", "Workspace", "Pane",
    "Pane > Editor", "ProjectPanel", "ProjectPanel && not_editing", "Terminal", "Picker > Editor",
    "vim_mode == normal", "vim_mode == visual", "VimControl && !menu", "Editor && showing_completions",
    "BufferSearchBar", "GitPanel", "AgentPanel", "Editor && (showing_code_actions || showing_completions)",
]
ZED_MODS = ["ctrl-", "shift-", "alt-", "ctrl-shift-", "ctrl-alt-", "cmd-", ""]


def vscode_when(rng):
    terms = []
    for _ in range(rng.randint(2, 6)):
        roll = rng.random()
        if roll < 0.7:
            terms.append(("!" if rng.random() < 0.3 else "") + rng.choice(VSCODE_KEYS))
        else:
            key, values = rng.choice(VSCODE_VALUES)
            terms.append(f"{key} {rng.choice(['==', '!='])} '{rng.choice(values)}'")
    clause = " && ".join(terms)
    if rng.random() < 0.125:
        clause += " || " + " && ".join(rng.sample(VSCODE_KEYS, 2))
    return clause


def vscode_layer(rng, count, n):
    lines = [f"// Synthetic VS Code keybindings, layer {n}", "["]
    for i in range(count):
        key = rng.choice(MODS) + rng.choice(KEYS)
        if rng.random() < 0.1:
            key = "ctrl+k " + key
        rule = {"key": key, "command": f"bench.layer{n}.command{i}"}
        if rng.random() < 0.9:
            rule["when"] = vscode_when(rng)
        if rng.random() < 0.05:
            rule["args"] = {"text": f"{i}"}
        lines.append("  " + json.dumps(rule) + ("," if i < count - 1 else ""))
    lines.append("]")
    return "\n".join(lines) + "\n"


def zed_layer(rng, count, n):
    sections, made = [], 0
    while made < count:
        size = min(count - made, rng.randint(10, 30))
        bindings = {}
        while len(bindings) < size:
            key = rng.choice(ZED_MODS) + rng.choice(KEYS).replace("+", "-")
            if rng.random() < 0.1:
                key = "ctrl-k " + key
            roll = rng.random()
            if roll < 0.05:
                action = None
            elif roll < 0.15:
                action = [f"bench::Layer{n}Action{made + len(bindings)}", {"count": 1}]
            else:
                action = f"bench::Layer{n}Action{made + len(bindings)}"
            bindings[key] = action
        section = {"bindings": bindings}
        if rng.random() < 0.95:
            section = {"context": rng.choice(ZED_CONTEXTS), **section}
        sections.append(section)
        made += size
    lines = [f"// Synthetic Zed keymap, layer {n}", "["]
    for s, section in enumerate(sections):
        lines.append("  {")
        if "context" in section:
            lines.append(f'    "context": {json.dumps(section["context"])},')
        lines.append('    "bindings": {')
        items = list(section["bindings"].items())
        for b, (key, action) in enumerate(items):
            lines.append(f"      {json.dumps(key)}: {json.dumps(action)}" + ("," if b < len(items) - 1 else ""))
        lines.append("    }")
        lines.append("  }" + ("," if s < len(sections) - 1 else ""))
    lines.append("]")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("directory")
    ap.add_argument("--layers", type=int, default=57)
    ap.add_argument("--bindings", type=int, default=239)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.directory, exist_ok=True)
    for n in range(args.layers):
        text = vscode_layer(rng, args.bindings, n) if n % 2 == 0 else zed_layer(rng, args.bindings, n)
        with open(os.path.join(args.directory, f"layer-{n:02d}.json"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
