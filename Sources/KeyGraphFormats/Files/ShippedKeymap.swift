import KeyGraph

/// An editor's default keymap that comes with KeyGraph, in the binary: laid under the user's
/// keymap by `--editor` without `--defaults`, and by name with `--defaults NAME`
/// (docs/keymaps.md "Defaults that come with KeyGraph"). Each is generated from the editor's
/// own published dump by a script of ours (`Scripts/generate-vscode-defaults.py`) into its
/// dialect's folder; the registry is each editor's ``EditorFiles/Editor/shippedDefaults``.
package struct ShippedKeymap: Sendable {
    /// Its name (`vscode-linux`): `--defaults` takes it, and diagnostics cite it as
    /// ``sourceName``.
    package let name: String
    /// The editor's version the defaults come from (`1.118.1`).
    package let editorVersion: String
    /// The platform they are the defaults of.
    package let platform: TargetPlatform
    /// How many rules it holds.
    package let ruleCount: Int
    /// The keymap file's text, in the editor's own format.
    package let text: String

    /// The prefix of a shipped keymap's file name, which no file on disk is read for.
    package static let scheme = "keygraph:"

    /// The name its layer has in diagnostics and the page: `keygraph:vscode-linux`.
    package var sourceName: String { Self.scheme + name }

    /// The file KeyGraph reads for it.
    package var source: SourceFile { SourceFile(name: sourceName, text: text) }

    /// Every shipped keymap, each once, in the editors' order.
    package static var all: [ShippedKeymap] {
        var seen: Set<String> = []
        return EditorFiles.Editor.allCases.flatMap(\.shippedDefaults).filter { seen.insert($0.name).inserted }
    }

    /// The shipped keymap a source name (`keygraph:vscode-linux`) stands for.
    package static func named(source: String) -> ShippedKeymap? {
        guard source.hasPrefix(scheme) else { return nil }
        let name = source.dropFirst(scheme.count)
        return all.first { $0.name == name }
    }
}

extension EditorFiles.Editor {
    /// The shipped defaults this editor lays under the user's keymap on `platform` (macOS's
    /// on iPadOS, which no editor runs on); nil when KeyGraph ships none for it.
    package func shippedDefaults(for platform: TargetPlatform) -> ShippedKeymap? {
        let wanted: TargetPlatform = platform == .ipados ? .macos : platform
        return shippedDefaults.first { $0.platform == wanted }
    }
}

extension ShippedKeymap {
    /// What `--defaults VALUE` names: a shipped keymap by its name (`vscode-macos`), or by an
    /// editor's name for `platform` (`vscode`, `cursor`: VS Code's defaults there); nil for
    /// anything else, which is a file's path. A path with a `/` (`./vscode`) is always a file.
    package static func resolving(_ value: String, platform: TargetPlatform) -> ShippedKeymap? {
        guard !value.contains("/"), !value.contains("\\") else { return nil }
        if let shipped = all.first(where: { $0.name == value }) { return shipped }
        return EditorFiles.Editor(rawValue: value)?.shippedDefaults(for: platform)
    }

    /// The names `--defaults` takes, for messages and help: each editor that ships defaults,
    /// then each shipped keymap.
    package static var names: [String] {
        EditorFiles.Editor.allCases.filter { !$0.shippedDefaults.isEmpty }.map(\.rawValue) + all.map(\.name)
    }
}
