import KeyGraph
import KeyGraphFormats

extension ScriptParser {
    /// `select COLUMN TYPE:ID`.
    static func selectStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        try expectCount(
            args, 2...2, of: .select, end: text.count + 2, "select COLUMN TYPE:ID (select content Recipe:apple-pie)")
        return .effect(.select(column: args[0].text, value: try pathValue(args[1])))
    }

    /// `columns MODE`: one of ``ColumnVisibility``.
    static func columnsStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        try expectCount(
            args, 1...1, of: .columns, end: text.count + 2,
            "columns " + ColumnVisibility.allCases.map(\.rawValue).joined(separator: "|"))
        return .effect(.columns(try choice(args[0], ColumnVisibility.self, "column visibility")))
    }

    /// `width regular|compact`.
    static func widthStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        try expectCount(args, 1...1, of: .width, end: text.count + 2, "width regular|compact")
        return .effect(.width(try choice(args[0], WidthClass.self, "width")))
    }

    /// `sheet NAME [TYPE:ID]`.
    static func sheetStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        try expectCount(
            args, 1...2, of: .sheet, end: text.count + 2, "sheet NAME [TYPE:ID] (sheet EditRecipe Recipe:apple-pie)")
        return .effect(.presentSheet(args[0].text, item: args.count > 1 ? try pathValue(args[1]) : nil))
    }

    /// `open URL`.
    static func openStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        try expectCount(
            args, 1...1, of: .open, end: text.count + 2, "open URL (open recipes://category/desserts/recipe/apple-pie)")
        return .effect(.open(args[0].text))
    }

    /// Checks the number of a verb's arguments: too few is an error at `end` (past the
    /// end of the line), too many an error at the first extra word.
    static func expectCount(
        _ args: [Word], _ range: ClosedRange<Int>, of verb: Verb, end: Int, _ usage: String
    ) throws(SyntaxError) {
        try expectCount(args, range, needsMore: "\(verb.rawValue) needs more arguments", end: end, usage)
    }

    /// Fails with `needsMore` at `end` when `args` are fewer than `range` allows, and at the
    /// first extra word when there are more.
    static func expectCount(
        _ args: [Word], _ range: ClosedRange<Int>, needsMore: String, end: Int, _ usage: String
    ) throws(SyntaxError) {
        if args.count < range.lowerBound {
            throw SyntaxError(needsMore, column: end, hint: usage)
        }
        if args.count > range.upperBound {
            let extra = args[range.upperBound]
            throw SyntaxError(
                "unexpected '\(extra.text.escapedForDisplay)'", column: extra.column, length: extra.text.count,
                hint: usage)
        }
    }

    /// One of an enumeration's raw values; any other word is an error that suggests the nearest.
    static func choice<T: RawRepresentable & CaseIterable>(_ word: Word, _ type: T.Type, _ what: String)
        throws(SyntaxError) -> T
    where T.RawValue == String {
        if let value = T(rawValue: word.text) { return value }
        let names = T.allCases.map(\.rawValue)
        throw SyntaxError(
            "unknown \(what) '\(word.text.escapedForDisplay)'", column: word.column, length: word.text.count,
            hint: Suggestion.didYouMean(word.text, among: names) ?? names.joined(separator: "|"))
    }

    /// `focus scene ID|next|previous`, or `focus COLUMN|next|previous`.
    static func focusStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        let usage = "focus scene ID|next|previous, or focus COLUMN|next|previous"
        try expectCount(args, 1...2, of: .focus, end: end, usage)
        if args[0].text == "scene" {
            try expectCount(args, 2...2, of: .focus, end: end, usage)
            guard let direction = Effect.FocusDirection(rawValue: args[1].text) else {
                return .effect(.focusScene(.id(args[1].text)))
            }
            switch direction {
            case .next: return .effect(.focusScene(.next))
            case .previous: return .effect(.focusScene(.previous))
            }
        }
        try expectCount(args, 1...1, of: .focus, end: end, usage)
        guard let direction = Effect.FocusDirection(rawValue: args[0].text) else {
            return .effect(.focusColumn(args[0].text))
        }
        switch direction {
        case .next: return .effect(.moveFocus(forward: true))
        case .previous: return .effect(.moveFocus(forward: false))
        }
    }

    /// What the `scene` verb does.
    private enum SceneVerb: String {
        case new, close, list
    }

    /// `scene new [ID]`, `scene close` or `scene list`.
    static func sceneStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        let usage = "scene new [ID] | scene close | scene list"
        try expectCount(args, 1...2, of: .scene, end: end, usage)
        guard let action = SceneVerb(rawValue: args[0].text) else {
            throw SyntaxError(
                "unknown scene action '\(args[0].text.escapedForDisplay)'", column: args[0].column,
                length: args[0].text.count, hint: usage)
        }
        switch action {
        case .new: return .effect(.newScene(args.count > 1 ? args[1].text : nil))
        case .close, .list:
            try expectCount(args, 1...1, of: .scene, end: end, usage)
            return action == .close ? .effect(.closeScene) : .show(.scenes)
        }
    }

    /// `tab ID`, `tab hide ID`, `tab show ID`, or `tab customize …`.
    static func tabStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        if args.first?.text == "customize" { return try tabCustomizeStatement(args.dropFirst(), end: end) }
        let usage = "tab ID | tab hide ID | tab show ID"
        try expectCount(args, 1...2, of: .tab, end: end, usage)
        if args.count == 2 {
            guard args[0].text == "hide" || args[0].text == "show" else {
                throw SyntaxError(
                    "unexpected '\(args[1].text.escapedForDisplay)'", column: args[1].column,
                    length: args[1].text.count, hint: usage)
            }
            return .effect(.setTabHidden(args[1].text, args[0].text == "hide"))
        }
        return .effect(.selectTab(args[0].text))
    }

    /// `dismiss`, or the answer to a dismissal question: `dismiss discard` or `dismiss keep`.
    static func dismissStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        let usage = "dismiss | dismiss discard | dismiss keep"
        try expectCount(args, 0...1, of: .dismiss, end: end, usage)
        // The person dismissing it, as Escape or a swipe does (interactiveDismissDisabled refuses it).
        guard let answer = args.first else { return .effect(.interactiveDismiss) }
        guard answer.text == "discard" || answer.text == "keep" else {
            throw SyntaxError(
                "unknown answer '\(answer.text.escapedForDisplay)'", column: answer.column, length: answer.text.count,
                hint: usage)
        }
        return .effect(.answerDismissal(discard: answer.text == "discard"))
    }

    /// `state save [FILE]` or `state restore [FILE]`.
    static func stateStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let usage = "state save [FILE] | state restore [FILE]"
        try expectCount(args, 1...2, of: .state, end: text.count + 2, usage)
        guard let action = Statement.StateAction(rawValue: args[0].text) else {
            throw SyntaxError(
                "unknown state action '\(args[0].text.escapedForDisplay)'", column: args[0].column,
                length: args[0].text.count, hint: usage)
        }
        return .state(action, file: args.count > 1 ? args[1].text : nil)
    }

    /// `toggle FOCUSED.FIELD` or `set FOCUSED.FIELD VALUE`.
    static func fieldStatement(_ verb: Verb, _ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        let usage =
            verb == .toggle ? "toggle FOCUSED.FIELD (toggle selectedRecipe.isFavorite)" : "set FOCUSED.FIELD VALUE"
        try expectCount(args, verb == .toggle ? 1...1 : 2...2, of: verb, end: end, usage)
        let parts = args[0].text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw SyntaxError(
                "expected FOCUSED.FIELD, found '\(args[0].text.escapedForDisplay)'", column: args[0].column,
                length: args[0].text.count, hint: usage)
        }
        if verb == .toggle { return .effect(.toggleField(focused: String(parts[0]), field: String(parts[1]))) }
        return .effect(
            .setField(focused: String(parts[0]), field: String(parts[1]), value: FieldValue(parsing: args[1].text)))
    }

    /// An effect verb read from its ``EffectSpec``: the verb, then its argument, one word of
    /// its kind. A verb's effect has no other required member.
    static func effect(_ spec: EffectSpec, _ args: [Word], line text: String) throws(SyntaxError) -> Effect {
        let verb = spec.verb ?? spec.name
        let usage = spec.synopsis ?? verb
        let expected = spec.argument == nil ? 0 : 1
        if args.count > expected {
            let extra = args[expected]
            throw SyntaxError(
                "unexpected '\(extra.text.escapedForDisplay)'", column: extra.column, length: extra.text.count,
                hint: usage)
        }
        guard args.count == expected else {
            throw SyntaxError("\(verb) needs more arguments", column: text.count + 2, hint: usage)
        }
        var arguments = EffectSpec.Arguments()
        if let kind = spec.argument?.kind { arguments.argument = try effectValue(kind, args[0], verb: verb) }
        guard let effect = spec.make(arguments) else {
            throw SyntaxError("\(verb) cannot be written in a script", column: 1, length: verb.count)
        }
        return effect
    }

    /// One word read as a member of `kind`.
    private static func effectValue(_ kind: EffectSpec.Kind, _ word: Word, verb: String) throws(SyntaxError)
        -> EffectSpec.Value
    {
        switch kind {
        case .count, .position:
            guard let n = Int(word.text), n >= 1 else {
                throw SyntaxError("\(verb) takes a count of at least 1", column: word.column, length: word.text.count)
            }
            return .count(n)
        case .text, .name, .link, .fieldValue, .userInfo:
            return .text(word.text)
        case .value:
            return .value(try pathValue(word))
        case .detent:
            guard let detent = PresentationDetent(parsing: word.text) else {
                throw SyntaxError(
                    "unknown detent '\(word.text.escapedForDisplay)'", column: word.column, length: word.text.count)
            }
            return .detent(detent)
        case .choice(let what, let options):
            guard options.contains(word.text) else {
                throw SyntaxError(
                    "unknown \(what) '\(word.text.escapedForDisplay)'", column: word.column, length: word.text.count,
                    hint: Suggestion.didYouMean(word.text, among: options) ?? options.joined(separator: "|"))
            }
            return .text(word.text)
        }
    }
}
