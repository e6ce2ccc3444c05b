import KeyGraph

extension ScriptParser {
    /// The changes `toolbar customize` makes; any other word after it is a toolbar's id.
    static let toolbarChanges: Set<String> = ["add", "remove", "move", "reset"]

    static let toolbarCustomizeUsage =
        "toolbar customize [ID] [add ITEM [at N] | remove ITEM|N | move ITEM|N to N | reset]"

    /// `toolbar [VIEW]`, or `toolbar customize …`.
    static func toolbarStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        if args.first?.text == "customize" {
            return try toolbarCustomizeStatement(args.dropFirst(), end: text.count + 2)
        }
        if args.count > 1 {
            throw SyntaxError("toolbar takes at most one view name", column: args[1].column, length: args[1].text.count)
        }
        return .toolbar(args.first?.text)
    }

    /// `toolbar customize [ID] [CHANGE]`: the palette of a customizable toolbar (the focused
    /// view's, or ID's), or a change to it. ITEM is an item's id, `space` or `flexibleSpace`; N a
    /// 1-based position.
    static func toolbarCustomizeStatement(_ args: ArraySlice<Word>, end: Int) throws(SyntaxError) -> Statement {
        var rest = args
        var id: String? = nil
        if let first = rest.first, !toolbarChanges.contains(first.text) {
            id = first.text
            rest = rest.dropFirst()
        }
        guard let action = rest.first else { return .effect(.customizeToolbar(id, .showPalette)) }
        let words = Array(rest.dropFirst())
        func position(_ word: Word) throws(SyntaxError) -> Int {
            guard let n = Int(word.text), n >= 1 else {
                throw SyntaxError(
                    "a position is a whole number of at least 1", column: word.column, length: word.text.count,
                    hint: toolbarCustomizeUsage)
            }
            return n
        }
        func reference(_ word: Word) -> ToolbarCustomizationChange.Reference {
            Int(word.text).map(ToolbarCustomizationChange.Reference.position) ?? .key(word.text)
        }
        func expect(_ count: ClosedRange<Int>) throws(SyntaxError) {
            try expectCount(
                words, count, needsMore: "toolbar customize \(action.text) needs more", end: end,
                toolbarCustomizeUsage)
        }
        func keyword(_ word: Word, _ expected: String) throws(SyntaxError) {
            guard word.text == expected else {
                throw SyntaxError(
                    "expected '\(expected)', found '\(word.text.escapedForDisplay)'", column: word.column,
                    length: word.text.count, hint: toolbarCustomizeUsage)
            }
        }
        switch action.text {
        case "reset":
            try expect(0...0)
            return .effect(.customizeToolbar(id, .reset))
        case "add":
            try expect(1...3)
            guard words.count != 2 else {
                throw SyntaxError("add ITEM at N needs N", column: end, hint: toolbarCustomizeUsage)
            }
            var at: Int? = nil
            if words.count == 3 {
                try keyword(words[1], "at")
                at = try position(words[2])
            }
            return .effect(.customizeToolbar(id, .add(words[0].text, at: at)))
        case "remove":
            try expect(1...1)
            return .effect(.customizeToolbar(id, .remove(reference(words[0]))))
        case "move":
            try expect(3...3)
            try keyword(words[1], "to")
            return .effect(.customizeToolbar(id, .move(reference(words[0]), to: try position(words[2]))))
        default:
            throw SyntaxError(
                "unknown toolbar customization '\(action.text.escapedForDisplay)'", column: action.column,
                length: action.text.count, hint: toolbarCustomizeUsage)
        }
    }
}
