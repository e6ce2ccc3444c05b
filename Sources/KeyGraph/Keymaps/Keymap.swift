/// One layer of bindings, as read from a keymap file or added in the REPL.
public struct Keymap: Sendable, Hashable {
    /// The keymap's name (`Default`).
    public var name: String
    /// Where it came from (`Keymaps/default.json`, `<repl>`).
    public var file: String
    public var bindings: [KeymapBinding]
    /// Whose rules the layer follows: KeyGraph's, or the editor it was imported from, whose
    /// `when` semantics and precedence it keeps (docs/keymaps.md).
    public var dialect: KeymapDialect
    /// Whether the layer is the editor's own default keymap (`--defaults FILE`), not the
    /// user's: Zed passes over a `null` of its default keymap (``KeymapRules/defaultNullsBlock``).
    public var isEditorDefaults = false

    public init(name: String, file: String, bindings: [KeymapBinding], dialect: KeymapDialect = .keygraph) {
        self.name = name
        self.file = file
        self.bindings = bindings
        self.dialect = dialect
    }

    /// Whether the layer was imported from another editor's file (VS Code, Zed): its
    /// commands are opaque names, not checked against the app's.
    public var isImported: Bool { dialect != .keygraph }
}

/// One `{ "key": …, "command": …, "when": … }` entry.
public struct KeymapBinding: Sendable, Hashable {
    public enum Action: Sendable, Hashable {
        /// Fire this command.
        case command(String)
        /// `"command": null`: nothing fires for this key here, and lower layers are blocked.
        case block
        /// `"-command"`: remove matching bindings of lower layers.
        case remove(String)
        /// Zed's `"unbind"`: where this binding applies, bindings of `command` on the same
        /// keys that rank below it do not fire.
        case unbind(String)
    }

    /// The keys; empty only for a removal written without a `"key"` (it matches any key).
    public var sequence: KeySequence
    public var when: WhenClause?
    /// The `when` text as written, for display.
    public var whenSource: String?
    /// Arguments passed to the command, as written (JSON text).
    public var arguments: String? {
        get { rare?.arguments }
        set { setRare(arguments: newValue, keySource: keySource) }
    }
    /// The `"key"` string as the file wrote it (decoded), for an imported file: its editor's
    /// own notation (`shift+alt+[IntlBackslash]`).
    public var keySource: String? {
        get { rare?.keySource }
        set { setRare(arguments: arguments, keySource: newValue) }
    }
    /// The file the binding was written in when it is not its layer's: a menu shortcut read
    /// from a SwiftUI app's sources names the `.swift` file of its `.keyboardShortcut`.
    public var sourceFile: String? {
        get { rare?.file }
        set { setStorage(arguments: arguments, keySource: keySource, positions: storedPositions, file: newValue) }
    }
    /// Where the binding was written (its opening brace).
    public var position: SourcePosition {
        get { place(0) ?? SourcePosition(line: 0, column: 0) }
        set { setPlace(0, newValue) }
    }
    /// Where its `"key"`, `"command"` and `"when"` values start (their opening quote), when read from a file.
    public var keyPosition: SourcePosition? {
        get { place(1) }
        set { setPlace(1, newValue) }
    }
    public var commandPosition: SourcePosition? {
        get { place(2) }
        set { setPlace(2, newValue) }
    }
    public var whenPosition: SourcePosition? {
        get { place(3) }
        set { setPlace(3, newValue) }
    }
    /// The four positions above, packed into 16 bytes when they fit (``Places``); the
    /// rest is in ``rare``.
    var places = Places()
    /// What most bindings do not have: arguments, the key as written in another editor's
    /// notation, and positions that do not pack. One reference, nil for most bindings.
    var rare: Rare? = nil
    public var action: Action
    /// Whether the keys name physical positions (the US layout's keys) rather than the
    /// characters they type: a Zed section with `"use_key_equivalents": true`.
    public var keysNamePositions = false

    public init(
        sequence: KeySequence, action: Action, when: WhenClause? = nil, whenSource: String? = nil,
        arguments: String? = nil, keySource: String? = nil,
        position: SourcePosition = SourcePosition(line: 0, column: 0),
        keyPosition: SourcePosition? = nil, commandPosition: SourcePosition? = nil, whenPosition: SourcePosition? = nil
    ) {
        self.sequence = sequence
        self.action = action
        self.when = when
        self.whenSource = whenSource
        setStorage(
            arguments: arguments, keySource: keySource,
            positions: (position, keyPosition, commandPosition, whenPosition))
    }

    /// The command id the binding names: the one it fires or the one it removes.
    public var namedCommand: String? {
        switch action {
        case .command(let id), .remove(let id), .unbind(let id): id
        case .block: nil
        }
    }

    /// The action as written in a keymap file: `"id"`, `"-id"` or `null`.
    public var actionSource: String {
        switch action {
        case .command(let id): id
        case .remove(let id): "-\(id)"
        case .unbind(let id): "unbind \(id)"
        case .block: "null"
        }
    }

    /// The command this binding fires, if it fires one.
    public var commandID: String? {
        if case .command(let id) = action { return id }
        return nil
    }

    /// Whether the binding removes another (`-command`) rather than binding keys.
    var isRemoval: Bool {
        if case .remove = action { return true }
        return false
    }
}

extension KeymapBinding: CustomStringConvertible {
    /// The binding in a line, as `keys` lists it: `ctrl+k ctrl+f → recipe.toggleFavorite when RecipeDetail`,
    /// `cmd+q → (blocked)`, `-window.close`.
    public var description: String {
        let action: String
        switch self.action {
        case .command(let id): action = id
        case .block: action = "(blocked)"
        case .remove(let id): action = "-\(id)"
        case .unbind(let id): action = "unbind \(id)"
        }
        let keys = sequence.isEmpty ? "(any key)" : sequence.canonical
        return "\(keys) → \(action)" + (whenSource.map { " when \($0)" } ?? "")
    }
}
