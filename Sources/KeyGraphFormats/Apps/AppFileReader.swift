import KeyGraph

/// The shared machinery of ``AppFileLoader``: typed reads of JSON members that
/// report located errors, and the references kept for the semantic pass.
struct AppFileReader {
    var diagnostics: DiagnosticCollector

    /// A name the file uses that must exist elsewhere in the app, what it names, and where it was written.
    struct Reference {
        var name: String
        var position: SourcePosition
        var target: Target
        /// The reference sits inside a JSON string: the caret goes under its text.
        var isString: Bool = true
        var length: Int { isString ? name.count : 1 }
        var textPosition: SourcePosition { isString ? position.inString(offset: 0) : position }
    }

    /// What a ``Reference`` names.
    enum Target: Hashable {
        /// Something an effect's member names (``EffectSpec/Declaration``); commands are also
        /// named by menus, context menus, toolbars and swipe actions, focused values by
        /// `requires`, `checked`, `itemFrom` and conditions.
        case declared(EffectSpec.Declaration)
        /// A deep-link step named by a user activity.
        case activityStep
        /// A record field named by a condition (`selectedNote.isPinned`).
        case field
    }

    /// Every name the file uses that must exist, in the order they were read.
    var references: [Reference] = []
    /// Record values named by `push` and `select` effects and `sheet` items (`Recipe:apple-pie`),
    /// kept parsed, with what names them.
    var valueReferences: [(value: PathValue, position: SourcePosition, what: String)] = []
    /// Where each command's `run` effects were written, for locating cycles.
    var runPositions: [String: SourcePosition] = [:]
    /// Where each command was declared.
    var commandPositions: [String: SourcePosition] = [:]
    /// Where the lints' subjects were written: commands, menus, their items, toolbars.
    var sourceMap: AppSourceMap
    /// The path of the menu item being read, when it is inside a container the map records.
    var itemPath: AppSourceMap.ItemPath? = nil

    init(file: SourceFile) {
        diagnostics = DiagnosticCollector(file: file)
        sourceMap = AppSourceMap(file: file.name)
    }

    var fileName: String { diagnostics.file.name }

    /// Every error reported, in file order (the semantic pass finds some later than the
    /// reading does), then the note on errors past the collector's limit.
    var errorsInFileOrder: [Diagnostic] { diagnostics.reportedErrors }

    /// Reports the members after a tagged object's first (which names its kind) that
    /// the kind does not take: `in kind` reads as "a 'push' effect", "a 'button' item".
    mutating func rejectExtraMembers(
        _ members: [JSONNode.Member], allowed: [String], kind: String, in description: String
    ) {
        for member in members.dropFirst() where !allowed.contains(member.key) {
            error(
                "unknown member '\(member.key)' in \(description)", at: member.keyPosition,
                length: member.key.count + 2,
                hint: allowed.isEmpty
                    ? "'\(kind)' takes no other members" : Suggestion.didYouMean(member.key, among: allowed))
        }
    }

    /// The references to `targets`, in the order they were read.
    func references(to targets: Target...) -> [Reference] { references.filter { targets.contains($0.target) } }

    mutating func error(_ message: String, at position: SourcePosition, length: Int = 1, hint: String? = nil) {
        diagnostics.error(message, at: position, length: length, hint: hint)
    }

    /// The node as an object whose members are all among `allowed`; reports
    /// anything else (with a did-you-mean) and returns nil when it is not an object.
    mutating func object(_ node: JSONNode, _ what: String, allowed: [String]) -> JSONNode? {
        guard let members = node.members else {
            error("\(what) is an object, found \(node.kindDescription)", at: node.position)
            return nil
        }
        for member in members where !allowed.contains(member.key) {
            error(
                "unknown member '\(member.key)' in \(what)", at: member.keyPosition, length: member.key.count + 2,
                hint: Suggestion.didYouMean(member.key, among: allowed))
        }
        return node
    }

    /// The elements of `node`, or nil (reported) when it is not an array.
    mutating func array(_ node: JSONNode, _ name: String) -> [JSONNode]? {
        guard let elements = node.elements else {
            error("\"\(name)\" must be an array, found \(node.kindDescription)", at: node.position)
            return nil
        }
        return elements
    }

    /// The string member `key` of `object`; reports a missing required member or a non-string.
    mutating func string(
        _ key: String, in object: JSONNode, _ what: String = "it", required: Bool = false, hint: String? = nil
    ) -> String? {
        guard let node = object[key] else {
            if required { error("\(what) needs \"\(key)\"", at: object.position, hint: hint) }
            return nil
        }
        guard let text = node.string else {
            error("\"\(key)\" must be a string, found \(node.kindDescription)", at: node.position)
            return nil
        }
        if text.isEmpty {
            error("\"\(key)\" is empty", at: node.position)
            return nil
        }
        return text
    }

    /// The boolean member `key` of `object` (false when absent).
    mutating func bool(_ key: String, in object: JSONNode) -> Bool {
        guard let node = object[key] else { return false }
        guard let value = node.bool else {
            error("\"\(key)\" must be true or false, found \(node.kindDescription)", at: node.position)
            return false
        }
        return value
    }

    /// The array-of-strings member `key` of `object` (empty when absent).
    mutating func strings(_ key: String, in object: JSONNode) -> [String] {
        guard let node = object[key] else { return [] }
        guard let elements = array(node, key) else { return [] }
        var out: [String] = []
        for element in elements {
            if let text = element.string, !text.isEmpty {
                out.append(text)
            } else {
                error("\"\(key)\" holds names (strings), found \(element.kindDescription)", at: element.position)
            }
        }
        return out
    }

    /// A raw-value enum member, with a did-you-mean over its cases.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, _ name: String, as type: T.Type
    ) -> T? where T.RawValue == String {
        choice(node, name, among: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
    }

    /// One of `names`, with a did-you-mean over them (else `hint`, else the list).
    mutating func choice(_ node: JSONNode, _ name: String, among names: [String], hint: String? = nil) -> String? {
        guard let text = node.string else {
            error(
                "\"\(name)\" must be one of \(names.joined(separator: ", ")); found \(node.kindDescription)",
                at: node.position)
            return nil
        }
        guard names.contains(text) else {
            error(
                "unknown \(name) '\(text)'", at: node.position.inString(offset: 0), length: max(1, text.count),
                hint: Suggestion.didYouMean(text, among: names)
                    ?? hint ?? "expected one of: \(names.joined(separator: ", "))")
            return nil
        }
        return text
    }

    /// A `Type:id` value written in a string node.
    mutating func pathValue(_ node: JSONNode, _ what: String) -> PathValue? {
        guard let text = node.string else {
            error("\(what) must be a \"Type:id\" string, found \(node.kindDescription)", at: node.position)
            return nil
        }
        do {
            let value = try PathValue(parsing: text)
            valueReferences.append((value, node.position, what))
            return value
        } catch {
            self.error(error.message, at: diagnostics.position(inString: node.position, offset: error.column - 1))
            return nil
        }
    }

    /// Remembers the focused value named by the string member `key` of `object`, for the semantic pass.
    mutating func noteFocusedValue(_ key: String, in object: JSONNode) {
        if let node = object[key], let name = node.string, !name.isEmpty {
            references.append(Reference(name: name, position: node.position, target: .declared(.focusedValue)))
        }
    }

    /// A command name written in a string node: remembered for the semantic pass.
    mutating func commandName(_ node: JSONNode, _ key: String) -> String? {
        guard let id = node.string, !id.isEmpty else {
            error("\"\(key)\" must name a command, found \(node.kindDescription)", at: node.position)
            return nil
        }
        references.append(Reference(name: id, position: node.position, target: .declared(.command)))
        return id
    }

    /// A keyboard shortcut: one chord in keymap notation (`cmd+shift+f`).
    mutating func shortcut(_ node: JSONNode) -> KeyboardShortcut? {
        guard let text = node.string else {
            error("\"shortcut\" must be a string, found \(node.kindDescription)", at: node.position)
            return nil
        }
        do {
            let sequence = try KeySequence(parsing: text)
            guard sequence.count == 1, let chord = sequence.chords.first else {
                error(
                    "a shortcut is one chord; '\(text)' has \(sequence.count)", at: node.position.inString(offset: 0),
                    length: text.count, hint: "bind a sequence in the keymap instead")
                return nil
            }
            return chord
        } catch {
            self.error(
                error.message, at: diagnostics.position(inString: node.position, offset: error.column - 1),
                length: error.length, hint: error.hint)
            return nil
        }
    }
}
