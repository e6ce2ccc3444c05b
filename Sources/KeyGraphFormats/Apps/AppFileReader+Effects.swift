import KeyGraph

/// Effects in an app file, read as their ``EffectSpec`` says: the member named after
/// the effect, then its other members, each by its kind; names of declared things are kept
/// for the semantic pass.
extension AppFileReader {
    /// Every effect name, for "did you mean" hints.
    static var effectNames: [String] { Effect.specs.map(\.name) }

    /// One effect: a bare word (`"popToRoot"`) or an object whose first member is its name
    /// (`{"push": "Category:desserts"}`, `{"setState": "sortOrder", "value": "title"}`).
    mutating func readEffect(_ node: JSONNode, command: String) -> Effect? {
        if let word = node.string {
            if let spec = Effect.spec(named: word), spec.argument == nil { return spec.make(.init()) }
            let hint =
                Effect.spec(named: word) != nil
                ? "'\(word)' takes a value: write {\"\(word)\": …}"
                : Suggestion.didYouMean(word, among: Self.effectNames)
            error("unknown effect '\(word)'", at: node.position.inString(offset: 0), length: word.count, hint: hint)
            return nil
        }
        guard let members = node.members, let first = members.first else {
            error(
                "an effect is a word (\"popToRoot\") or an object ({\"push\": \"Type:id\"}), found \(node.kindDescription)",
                at: node.position)
            return nil
        }
        guard let spec = Effect.spec(named: first.key), let argument = spec.argument else {
            error(
                "unknown effect '\(first.key)'", at: first.keyPosition, length: first.key.count + 2,
                hint: Suggestion.didYouMean(first.key, among: Self.effectNames))
            return nil
        }
        rejectExtraMembers(members, allowed: spec.members.map(\.name), kind: spec.name, in: "a '\(spec.name)' effect")
        guard let value = readEffectArgument(argument, first.value, command: command) else { return nil }
        var arguments = EffectSpec.Arguments(value)
        for member in spec.members {
            guard let memberNode = node[member.name] else {
                if member.isRequired {
                    error("a '\(spec.name)' effect needs \"\(member.name)\"", at: node.position, hint: member.hint)
                    return nil
                }
                continue
            }
            guard let read = readEffectMember(member, memberNode, in: node) else { return nil }
            arguments.members[member.name] = read
        }
        guard checkRules(of: spec, arguments, at: node.position) else { return nil }
        return spec.make(arguments)
    }

    /// The rules across an effect's members: `{"customizeToolbar": "move"}` needs `"to"`.
    private mutating func checkRules(
        of spec: EffectSpec, _ arguments: EffectSpec.Arguments, at position: SourcePosition
    )
        -> Bool
    {
        guard let action = arguments.text, case .choice(let what, _)? = spec.argument?.kind else { return true }
        for rule in spec.rules where rule.values.contains(action) {
            let present = rule.members.filter { arguments.members[$0] != nil }
            if rule.exactlyOne {
                guard present.count == 1 else {
                    let names = rule.members.map { "\"\($0)\"" }.joined(separator: " or ")
                    error("a '\(action)' \(what) has one of \(names)", at: position)
                    return false
                }
            } else if let missing = rule.members.first(where: { arguments.members[$0] == nil }) {
                error(
                    "a '\(action)' \(what) needs \"\(missing)\"", at: position,
                    hint: spec.members.first { $0.name == missing }?.hint)
                return false
            }
        }
        return true
    }

    /// The member named after the effect (`{"push": …}`).
    private mutating func readEffectArgument(_ member: EffectSpec.Member, _ node: JSONNode, command: String)
        -> EffectSpec.Value?
    {
        switch member.kind {
        case .count:
            guard let n = node.number, n >= 1, n == n.rounded(), n <= 1_000_000 else {
                error("\"\(member.name)\" takes a whole number of at least 1", at: node.position)
                return nil
            }
            return .count(Int(n))
        case .name(.command, _):
            guard let id = commandName(node, member.name) else { return nil }
            if runPositions[command] == nil { runPositions[command] = node.position }
            return .text(id)
        case .text, .name, .link:
            guard let text = node.string, !text.isEmpty else {
                error(
                    "\"\(member.name)\" must be a non-empty string, found \(node.kindDescription)", at: node.position)
                return nil
            }
            return checkedText(text, member.kind, at: node.position).map(EffectSpec.Value.text)
        case .position, .value, .choice, .detent, .fieldValue, .userInfo:
            return readEffectValue(member, node)
        }
    }

    /// Another member of an effect's object (`"of"`, `"value"`, `"item"` …).
    private mutating func readEffectMember(_ member: EffectSpec.Member, _ node: JSONNode, in object: JSONNode)
        -> EffectSpec.Value?
    {
        switch member.kind {
        case .text, .name, .link:
            guard let text = string(member.name, in: object) else { return nil }
            return checkedText(text, member.kind, at: node.position).map(EffectSpec.Value.text)
        case .count, .position, .value, .choice, .detent, .fieldValue, .userInfo:
            return readEffectValue(member, node)
        }
    }

    /// A text member as its kind says: a name kept for the semantic pass, or a link that parses.
    private mutating func checkedText(_ text: String, _ kind: EffectSpec.Kind, at position: SourcePosition)
        -> String?
    {
        switch kind {
        case .name(let declaration, let words):
            if !words.contains(text) { noteName(text, of: declaration, at: position) }
        case .link:
            do {
                _ = try DeepLink(parsing: text)
            } catch {
                self.error(
                    "the link does not parse: \(error.description)", at: position.inString(offset: 0),
                    length: text.count)
                return nil
            }
        case .text, .count, .position, .value, .choice, .detent, .fieldValue, .userInfo: break
        }
        return text
    }

    /// Keeps a name of a declared thing, checked once the whole file is read.
    private mutating func noteName(_ name: String, of declaration: EffectSpec.Declaration, at position: SourcePosition)
    {
        references.append(Reference(name: name, position: position, target: .declared(declaration)))
    }
}
