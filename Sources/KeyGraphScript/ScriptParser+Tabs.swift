import KeyGraph

extension ScriptParser {
    static let tabCustomizeUsage =
        "tab customize [hide ID [sidebar|tabBar] | show ID [sidebar|tabBar] | move ID before|after OTHER | reset]"

    /// `tab customize [CHANGE]`: what a `sidebarAdaptable` tab view lets the person customize,
    /// or a change: hide or show a tab (where the tabs show now, or in the placement named),
    /// move one within its section, or reset.
    static func tabCustomizeStatement(_ args: ArraySlice<Word>, end: Int) throws(SyntaxError) -> Statement {
        guard let action = args.first else { return .effect(.customizeTabs(.showEditor)) }
        let words = Array(args.dropFirst())
        func expect(_ count: ClosedRange<Int>) throws(SyntaxError) {
            try expectCount(
                words, count, needsMore: "tab customize \(action.text) needs more", end: end, tabCustomizeUsage)
        }
        switch action.text {
        case "reset":
            try expect(0...0)
            return .effect(.customizeTabs(.reset))
        case "hide", "show":
            try expect(1...2)
            let placement = words.count > 1 ? try choice(words[1], AdaptableTabBarPlacement.self, "placement") : nil
            return .effect(.customizeTabs(.setVisible(words[0].text, action.text == "show", in: placement)))
        case "move":
            try expect(3...3)
            guard words[1].text == "before" || words[1].text == "after" else {
                throw SyntaxError(
                    "expected 'before' or 'after', found '\(words[1].text.escapedForDisplay)'", column: words[1].column,
                    length: words[1].text.count, hint: tabCustomizeUsage)
            }
            return .effect(.customizeTabs(.move(words[0].text, before: words[1].text == "before", words[2].text)))
        default:
            throw SyntaxError(
                "unknown tab customization '\(action.text.escapedForDisplay)'", column: action.column,
                length: action.text.count, hint: tabCustomizeUsage)
        }
    }
}
