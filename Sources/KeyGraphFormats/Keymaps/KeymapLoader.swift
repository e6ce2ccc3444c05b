import KeyGraph

/// The one front door for keymap files: KeyGraph's own `{"keymap": NAME, "bindings":
/// [...]}`, and — where the caller accepts them — VS Code's `keybindings.json` and
/// Zed's `keymap.json`, told apart by their shape. A well-formed KeyGraph file is
/// read in one pass (``KeymapFastReader``); anything else goes through the JSON tree,
/// which reports every error.
///
/// Loading is transactional: a file with any error yields no keymap, and every
/// error is reported with its line and column.
public enum KeymapLoader {
    /// Which format a file was read as: KeyGraph's own, VS Code's or Zed's.
    public typealias Format = KeymapDialect

    /// The result of a successful load: the keymap, any warnings, and the format read.
    public struct Loaded: Sendable {
        public var keymap: Keymap
        public var warnings: [Diagnostic]
        public var format: Format
        /// Whether the file came from another editor (its commands and contexts are not the app's).
        public var isImported: Bool { format != .keygraph }
    }

    static let bindingKeys = ["key", "command", "when", "args"]
    /// The members of a keymap file's object. `"$schema"` names the JSON Schema an editor
    /// validates the file against (`keygraph schema keymap`); KeyGraph reads no schema.
    static let topKeys = ["$schema", "keymap", "bindings"]

    /// Loads a keymap file: every user path (`--keymap`, `load keymap`, `check`, an app's
    /// keymap) comes here.
    /// - Parameters:
    ///   - file: the file's name and text.
    ///   - commands: when given, every command of a KeyGraph keymap must be registered
    ///     here (another editor's commands are kept as opaque names).
    ///   - formats: the formats the caller accepts; a file of another shape is read as
    ///     KeyGraph's and fails as one (an app's keymap is KeyGraph's).
    ///   - platform: what `secondary` means (⌘ on macOS and iPadOS, ⌃ on Linux and Windows);
    ///     by default the host's, as the CLI's `--platform`.
    /// - Throws: ``DiagnosticError`` with every error found.
    public static func load(
        _ file: SourceFile, commands: CommandRegistry? = nil, accepting formats: Set<Format> = [.keygraph],
        platform: TargetPlatform = .host
    ) throws(DiagnosticError) -> Loaded {
        var cache = ParseCache(platform: platform)
        if let keymap = KeymapFastReader.read(file, commands: commands, cache: &cache) {
            return Loaded(keymap: keymap, warnings: [], format: .keygraph)
        }
        if formats.contains(where: { $0.format.readEntry != nil }),
            let loaded = try EditorKeymapReader.read(file, accepting: formats, platform: platform)
        {
            return loaded
        }
        var diagnostics = DiagnosticCollector(file: file)
        let root = try diagnostics.parseJSON()
        if root.elements?.first?.members != nil, !formats.contains(where: { $0.format.readEntry != nil }) {
            // The editors' keymaps are arrays: name the option that reads them.
            let arrayFormats = Format.allCases.filter { $0.format.readEntry != nil }
            let names = arrayFormats.map(\.displayName)
            let editors =
                names.count > 1
                ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1] : names.joined()
            let accepted = formats.sorted { $0.rawValue < $1.rawValue }.map { "." + $0.rawValue }.joined(
                separator: ", ")
            diagnostics.error(
                "an array of bindings is a \(editors) keymap, and this load accepts only [\(accepted)]",
                at: root.position,
                hint:
                    "KeymapLoader.load reads one with accepting: [\(arrayFormats.map { "." + $0.rawValue }.joined(separator: ", "))] (or .all); an app file's keymap is KeyGraph's own"
            )
            throw DiagnosticError(diagnostics.reportedErrors)
        }
        return try load(root, file: file, commands: commands, platform: platform)
    }

    /// Loads a keymap file through its JSON tree: the path that reports every error,
    /// and the reference the one-pass reader is checked against.
    static func loadThroughTree(
        _ file: SourceFile, commands: CommandRegistry? = nil, platform: TargetPlatform = .macos
    ) throws(DiagnosticError) -> Loaded {
        var diagnostics = DiagnosticCollector(file: file)
        let root = try diagnostics.parseJSON()
        return try load(root, file: file, commands: commands, platform: platform)
    }

    /// Loads a keymap from the already-parsed JSON of `file`.
    static func load(
        _ root: JSONNode, file: SourceFile, commands: CommandRegistry?, platform: TargetPlatform
    ) throws(DiagnosticError) -> Loaded {
        var diagnostics = DiagnosticCollector(file: file)
        var cache = ParseCache(platform: platform)
        guard let members = root.members else {
            diagnostics.error(
                "a keymap file holds an object, found \(root.kindDescription)", at: root.position,
                hint: #"write {"keymap": "Name", "bindings": [ … ]}"#)
            throw DiagnosticError(diagnostics.reportedErrors)
        }
        var seenTop: Set<String> = []
        for member in members {
            if !topKeys.contains(member.key) {
                diagnostics.error(
                    "unknown member '\(member.key)' in a keymap", at: member.keyPosition, length: member.key.count + 2,
                    hint: Suggestion.didYouMean(member.key, among: topKeys))
            } else if !seenTop.insert(member.key).inserted {
                warnRepeated(member.key, at: member.keyPosition, in: "keymap", into: &diagnostics)
            }
        }
        if let schema = root["$schema"], schema.string?.isEmpty ?? true {
            // As an app file says it (AppGraphReader.string).
            diagnostics.error(
                schema.string == nil
                    ? "\"$schema\" must be a string, found \(schema.kindDescription)" : "\"$schema\" is empty",
                at: schema.position)
        }
        var name = "Keymap"
        if let nameNode = root["keymap"] {
            if let s = nameNode.string {
                name = s
            } else {
                diagnostics.error(
                    "\"keymap\" must be a string, found \(nameNode.kindDescription)", at: nameNode.position)
            }
        }
        var bindings: [KeymapBinding] = []
        if let list = root["bindings"] {
            if let elements = list.elements {
                bindings.reserveCapacity(elements.count)
                var sequences = KeySequenceInterner()
                for element in elements {
                    if var binding = readBinding(element, commands: commands, cache: &cache, into: &diagnostics) {
                        sequences.share(&binding.sequence)
                        bindings.append(binding)
                    }
                }
            } else {
                diagnostics.error("\"bindings\" must be an array, found \(list.kindDescription)", at: list.position)
            }
        } else {
            diagnostics.error("a keymap needs a \"bindings\" array", at: root.position)
        }
        if !diagnostics.errors.isEmpty { throw DiagnosticError(diagnostics.reportedErrors) }
        return Loaded(
            keymap: Keymap(name: name, file: file.name, bindings: bindings), warnings: diagnostics.reportedWarnings,
            format: .keygraph)
    }

    /// Chords and `when` clauses already parsed in this file: keymaps repeat them a lot.
    struct ParseCache {
        /// Whose notation and grammar the file is in.
        let dialect: KeymapDialect
        /// What `secondary` means on the platform the file is read for.
        let secondary: EventModifiers
        var chords = ChordCache()
        var clauses: [String: WhenClause] = [:]

        init(dialect: KeymapDialect = .keygraph, platform: TargetPlatform = .macos) {
            self.dialect = dialect
            self.secondary = platform.secondaryModifier
        }

        /// Parses a key sequence, reusing chords seen before; errors carry exact columns.
        mutating func sequence(_ text: String) throws(SyntaxError) -> KeySequence {
            try KeyNotation.parseSequence(text, secondary: secondary, dialect: dialect, cache: &chords)
        }

        /// Parses a key sequence from its UTF-8 bytes, reusing chords seen before.
        mutating func sequence(bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> KeySequence {
            try KeyNotation.parseSequence(utf8: bytes, secondary: secondary, dialect: dialect, cache: &chords)
        }

        mutating func when(_ text: String) throws(SyntaxError) -> WhenClause {
            try sharedWhen(text).clause
        }

        /// The clause `text` says, and `text` as the cache holds it: bindings with the same
        /// `when` share one string's storage instead of one each.
        mutating func sharedWhen(_ text: String) throws(SyntaxError) -> (clause: WhenClause, source: String) {
            if let known = clauses.index(forKey: text) { return (clauses.values[known], clauses.keys[known]) }
            let clause = try WhenClause(parsing: text, dialect: dialect)
            clauses[text] = clause
            return (clause, text)
        }
    }

    /// Warns that a member appears twice in one object; the last one is used, as in `JSON.parse`
    /// (VS Code's JSON service warns the same).
    static func warnRepeated(
        _ name: String, at position: SourcePosition, in what: String, into diagnostics: inout DiagnosticCollector
    ) {
        diagnostics.warning(
            "'\(name.escapedForDisplay)' appears again in this \(what); the last one is used",
            at: position, length: name.count + 2, hint: "remove one of them")
    }

    /// One element of `"bindings"`: every error in it is reported, and it yields no binding if there was any.
    private static func readBinding(
        _ node: JSONNode, commands: CommandRegistry?, cache: inout ParseCache,
        into diagnostics: inout DiagnosticCollector
    ) -> KeymapBinding? {
        guard let members = node.members else {
            diagnostics.error("a binding is an object, found \(node.kindDescription)", at: node.position)
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        // One pass over the members (the last of a repeated member wins, as in JSON.parse).
        var keyValue: JSONNode? = nil
        var commandValue: JSONNode? = nil
        var whenNode: JSONNode? = nil
        var argsValue: JSONNode? = nil
        var seen: Set<String> = []
        for member in members {
            if bindingKeys.contains(member.key), !seen.insert(member.key).inserted {
                warnRepeated(member.key, at: member.keyPosition, in: "binding", into: &diagnostics)
            }
            switch member.key {
            case "key": keyValue = member.value
            case "command": commandValue = member.value
            case "when": whenNode = member.value
            case "args": argsValue = member.value
            default:
                diagnostics.error(
                    "unknown member '\(member.key)' in a binding", at: member.keyPosition, length: member.key.count + 2,
                    hint: Suggestion.didYouMean(member.key, among: bindingKeys))
            }
        }
        let action = readAction(commandValue, of: node, commands: commands, into: &diagnostics)
        let sequence = readSequence(keyValue, of: node, action: action, cache: &cache, into: &diagnostics)
        let (when, whenSource) = readWhen(whenNode, cache: &cache, into: &diagnostics)
        if let args = argsValue, case .remove = action {
            diagnostics.error("a removal takes no \"args\"", at: args.position, hint: "remove the \"args\" member")
        }
        guard diagnostics.errorCount == errorsBefore, let sequence, let action else { return nil }
        return KeymapBinding(
            sequence: sequence, action: action, when: when, whenSource: whenSource,
            arguments: argsValue.map { _ in "{}" }, position: node.position, keyPosition: keyValue?.position,
            commandPosition: commandValue?.position, whenPosition: whenNode?.position)
    }

    /// A binding's `"command"`: a command id, `-id` to remove one, or null to block the key.
    private static func readAction(
        _ commandValue: JSONNode?, of node: JSONNode, commands: CommandRegistry?,
        into diagnostics: inout DiagnosticCollector
    ) -> KeymapBinding.Action? {
        var action: KeymapBinding.Action? = nil
        if let commandNode = commandValue {
            if commandNode.isNull {
                action = .block
            } else if let id = commandNode.string {
                let isRemoval = id.hasPrefix("-")
                let bare = isRemoval ? String(id.dropFirst()) : id
                if bare.isEmpty {
                    diagnostics.error("the command id is empty", at: commandNode.position, length: id.count + 2)
                } else if let commands, commands.command(id: bare) == nil {
                    diagnostics.error(
                        "unknown command '\(bare.escapedForDisplay)'",
                        at: diagnostics.position(inString: commandNode.position, offset: isRemoval ? 1 : 0),
                        length: bare.count, hint: commands.suggestion(for: bare))
                } else {
                    action = isRemoval ? .remove(bare) : .command(bare)
                }
            } else {
                diagnostics.error(
                    "\"command\" must be a string or null, found \(commandNode.kindDescription)",
                    at: commandNode.position)
            }
        } else {
            diagnostics.error(
                "a binding needs a \"command\"", at: node.position,
                hint: #"add "command": "…" (or null to block the key)"#)
        }
        return action
    }

    /// A binding's `"key"`: its key sequence, which a removal may leave out.
    private static func readSequence(
        _ keyValue: JSONNode?, of node: JSONNode, action: KeymapBinding.Action?, cache: inout ParseCache,
        into diagnostics: inout DiagnosticCollector
    ) -> KeySequence? {
        var sequence: KeySequence? = nil
        if let keyNode = keyValue {
            if let text = keyNode.string {
                do {
                    sequence = try cache.sequence(text)
                } catch {
                    diagnostics.error(
                        error.message, at: diagnostics.position(inString: keyNode.position, offset: error.column - 1),
                        length: error.length, hint: error.hint)
                }
            } else {
                diagnostics.error("\"key\" must be a string, found \(keyNode.kindDescription)", at: keyNode.position)
            }
        } else if case .remove = action {
            // VS Code: a removal without a key removes the command's bindings on every key.
            sequence = KeySequence([])
        } else {
            diagnostics.error("a binding needs a \"key\"", at: node.position, hint: #"add "key": "cmd+n""#)
        }
        return sequence
    }

    /// A binding's optional `"when"`: the parsed clause and its text.
    private static func readWhen(
        _ whenNode: JSONNode?, cache: inout ParseCache, into diagnostics: inout DiagnosticCollector
    ) -> (clause: WhenClause?, source: String?) {
        var when: WhenClause? = nil
        var whenSource: String? = nil
        if let whenNode {
            if let text = whenNode.string {
                do {
                    (when, whenSource) = try cache.sharedWhen(text)
                } catch {
                    diagnostics.error(
                        error.message, at: diagnostics.position(inString: whenNode.position, offset: error.column - 1),
                        length: error.length, hint: error.hint)
                }
            } else if !whenNode.isNull {
                diagnostics.error("\"when\" must be a string, found \(whenNode.kindDescription)", at: whenNode.position)
            }
        }
        return (when, whenSource)
    }
}

extension Set<KeymapLoader.Format> {
    /// Every format: KeyGraph's, VS Code's and Zed's (`--keymap`, `load keymap`, `check`).
    public static var all: Self { Set(KeymapLoader.Format.allCases) }
}
