import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphLayouts

/// `--keyboard-layout NAME[,NAME…]`: the layouts shortcuts are judged on, named as xkb names
/// them (`us`, `de`, `ch(fr)`, `de(mac)`), compiled from the machine's xkb-data.
struct LayoutOptions: ParsableArguments {
    /// Who takes these options, as a command that does not take them says.
    static let users = "the REPL, check, keys and explain"

    @Option(
        name: .customLong("keyboard-layout"),
        help: ArgumentHelp(
            "Keyboard layouts as xkb names them (us, de, fr, ch(fr), de(mac)), comma-separated; see docs/layouts.md.",
            valueName: "names"))
    var keyboardLayout: String?

    @Option(
        name: .customLong("shortcut-localization"),
        help: ArgumentHelp(
            "How SwiftUI localizes the app's shortcuts on those layouts: automatic (its default), withoutMirroring or custom.",
            valueName: "localization"))
    var shortcutLocalization = "automatic"

    /// `--shortcut-localization` as SwiftUI's `KeyboardShortcut.Localization`.
    func localization() throws(CLIError) -> ShortcutWorld.Localization {
        if let localization = ShortcutWorld.Localization(rawValue: shortcutLocalization) { return localization }
        let names = ShortcutWorld.Localization.allCases.map(\.rawValue)
        throw CLIError(diagnostics: [
            Diagnostic(
                .error, file: "--shortcut-localization", position: SourcePosition(line: 1, column: 1),
                length: shortcutLocalization.count,
                message: "unknown localization '\(shortcutLocalization)' (\(names.joined(separator: ", ")))",
                hint: Suggestion.didYouMean(shortcutLocalization, among: names), sourceLine: shortcutLocalization)
        ])
    }

    /// The named layouts, each compiled once; none without the option.
    /// - Throws: the name's located error (`--keyboard-layout:1:4`), exit status 2.
    func layouts() throws(CLIError) -> [TypingLayout] {
        guard let text = keyboardLayout else { return [] }
        do {
            return try XKBLayouts().layouts(text)
        } catch {
            throw CLIError(diagnostics: [
                Diagnostic(
                    .error, file: "--keyboard-layout", position: error.position, length: error.length,
                    message: error.message, hint: error.hint, sourceLine: text)
            ])
        }
    }

    /// The one layout a command draws or explains with, if one is named.
    func layout() throws(CLIError) -> TypingLayout? {
        let all = try layouts()
        guard all.count <= 1 else {
            throw CLIError(diagnostics: [
                Diagnostic(
                    .error, file: "--keyboard-layout", position: SourcePosition(line: 1, column: 1),
                    length: keyboardLayout?.count ?? 1, message: "this command takes one keyboard layout",
                    hint: "name several only for 'keygraph check'", sourceLine: keyboardLayout)
            ])
        }
        return all.first
    }
}
