extension ScriptParser {
    /// Parses the navigation verbs (`focus`, `scene`, `select`, `tab`, `columns`,
    /// `width`, `sheet`, `dismiss`, `open`, `state`, `toggle`, `set`, `undo`, `redo`).
    static func navigation(_ verb: Verb, _ args: [Word], line text: String) throws(LineError) -> NavigationStatement {
        let end = text.count + 2
        func expectCount(_ range: ClosedRange<Int>, _ usage: String) throws(LineError) {
            if args.count < range.lowerBound {
                throw LineError("\(verb.rawValue) needs more arguments", column: end, hint: usage)
            }
            if args.count > range.upperBound {
                let extra = args[range.upperBound]
                throw LineError("unexpected '\(extra.text.escapedForDisplay)'", column: extra.column, length: extra.text.count, hint: usage)
            }
        }
        func choice<T: RawRepresentable & CaseIterable>(_ word: Word, _ type: T.Type, _ what: String) throws(LineError) -> T
        where T.RawValue == String {
            if let value = T(rawValue: word.text) { return value }
            let names = T.allCases.map(\.rawValue)
            throw LineError(
                "unknown \(what) '\(word.text.escapedForDisplay)'", column: word.column, length: word.text.count,
                hint: KeyNotation.suggestion(for: word.text, among: names) ?? names.joined(separator: "|"))
        }
        switch verb {
        case .focus:
            let usage = "focus scene ID|next|previous, or focus COLUMN|next|previous"
            try expectCount(1...2, usage)
            if args[0].text == "scene" {
                try expectCount(2...2, usage)
                switch args[1].text {
                case "next": return .focusScene(.next)
                case "previous": return .focusScene(.previous)
                default: return .focusScene(.id(args[1].text))
                }
            }
            try expectCount(1...1, usage)
            switch args[0].text {
            case "next": return .moveFocus(forward: true)
            case "previous": return .moveFocus(forward: false)
            default: return .focusColumn(args[0].text)
            }
        case .scene:
            let usage = "scene new [ID] | scene close | scene list"
            try expectCount(1...2, usage)
            switch args[0].text {
            case "new": return .newScene(args.count > 1 ? args[1].text : nil)
            case "close", "list":
                try expectCount(1...1, usage)
                return args[0].text == "close" ? .closeScene : .listScenes
            default:
                throw LineError(
                    "unknown scene action '\(args[0].text.escapedForDisplay)'", column: args[0].column,
                    length: args[0].text.count, hint: usage)
            }
        case .select:
            try expectCount(2...2, "select COLUMN TYPE:ID (select content Recipe:apple-pie)")
            return .select(column: args[0].text, value: try pathValue(args[1]))
        case .tab:
            let usage = "tab ID | tab hide ID | tab show ID"
            try expectCount(1...2, usage)
            if args.count == 2 {
                guard args[0].text == "hide" || args[0].text == "show" else {
                    throw LineError("unexpected '\(args[1].text.escapedForDisplay)'", column: args[1].column, length: args[1].text.count, hint: usage)
                }
                return .setTabHidden(args[1].text, args[0].text == "hide")
            }
            return .tab(args[0].text)
        case .columns:
            try expectCount(1...1, "columns " + ColumnVisibility.allCases.map(\.rawValue).joined(separator: "|"))
            return .columns(try choice(args[0], ColumnVisibility.self, "column visibility"))
        case .width:
            try expectCount(1...1, "width regular|compact")
            return .width(try choice(args[0], WidthClass.self, "width"))
        case .sheet:
            try expectCount(1...2, "sheet NAME [TYPE:ID] (sheet EditRecipe Recipe:apple-pie)")
            return .sheet(args[0].text, item: args.count > 1 ? try pathValue(args[1]) : nil)
        case .dismiss:
            let usage = "dismiss | dismiss discard | dismiss keep"
            try expectCount(0...1, usage)
            guard let answer = args.first else { return .dismiss }
            guard answer.text == "discard" || answer.text == "keep" else {
                throw LineError("unknown answer '\(answer.text.escapedForDisplay)'", column: answer.column, length: answer.text.count, hint: usage)
            }
            return .answerDismissal(discard: answer.text == "discard")
        case .open:
            try expectCount(1...1, "open URL (open recipes://category/desserts/recipe/apple-pie)")
            return .open(args[0].text)
        case .state:
            let usage = "state save [FILE] | state restore [FILE]"
            try expectCount(1...2, usage)
            let file = args.count > 1 ? args[1].text : nil
            switch args[0].text {
            case "save": return .saveState(file)
            case "restore": return .restoreState(file)
            default:
                throw LineError("unknown state action '\(args[0].text.escapedForDisplay)'", column: args[0].column, length: args[0].text.count, hint: usage)
            }
        case .toggle, .set:
            let usage = verb == .toggle ? "toggle FOCUSED.FIELD (toggle selectedRecipe.isFavorite)" : "set FOCUSED.FIELD VALUE"
            try expectCount(verb == .toggle ? 1...1 : 2...2, usage)
            let parts = args[0].text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw LineError("expected FOCUSED.FIELD, found '\(args[0].text.escapedForDisplay)'", column: args[0].column, length: args[0].text.count, hint: usage)
            }
            if verb == .toggle { return .toggle(focused: String(parts[0]), field: String(parts[1])) }
            return .set(focused: String(parts[0]), field: String(parts[1]), value: FieldValue(parsing: args[1].text))
        case .undo, .redo:
            try expectCount(0...0, verb.rawValue)
            return verb == .undo ? .undo : .redo
        default:
            preconditionFailure("not a navigation verb: \(verb.rawValue)")
        }
    }

    /// The navigation checks of `expect`, or nil when `subject` is none of them.
    static func navigationExpectation(_ subject: Word, value: String, column: Int) throws(LineError) -> NavigationExpectation? {
        let isNone = value == "none" || value == "nil"
        switch subject.text {
        case "tab": return .tab(isNone ? nil : value)
        case "sheet": return .sheet(isNone ? nil : value)
        case "column": return .column(isNone ? nil : value)
        case "columns":
            guard let visibility = ColumnVisibility(rawValue: value) else {
                throw LineError("unknown column visibility '\(value.escapedForDisplay)'", column: column, length: value.count,
                    hint: ColumnVisibility.allCases.map(\.rawValue).joined(separator: "|"))
            }
            return .columns(visibility)
        case "width":
            guard let width = WidthClass(rawValue: value) else {
                throw LineError("unknown width '\(value.escapedForDisplay)'", column: column, length: value.count, hint: "regular|compact")
            }
            return .width(width)
        case "scenes":
            guard let n = Int(value), n >= 0 else { throw LineError("expected a count", column: column, length: value.count) }
            return .sceneCount(n)
        default:
            // `Type:id.field`
            guard subject.text.contains(":"), let dot = subject.text.lastIndex(of: "."),
                let first = subject.text.first, first.isUppercase
            else { return nil }
            let valueText = String(subject.text[..<dot])
            let field = String(subject.text[subject.text.index(after: dot)...])
            guard !field.isEmpty else {
                throw LineError("expected a field name after '.'", column: subject.column + subject.text.count)
            }
            return .field(try pathValue(Word(text: valueText, column: subject.column)), field: field, value: value)
        }
    }
}
