import KeyGraph

/// Sheets' presentation modifiers in an app file.
extension AppFileReader {
    /// The detents written as objects, from their specs.
    static let detentKeys = AppObjectSpec.detents.map(\.name)

    /// `"presentationDetents": ["medium", "large", {"fraction": 0.25}, {"height": 200}]`: at least
    /// one, none twice.
    mutating func readDetents(_ node: JSONNode) -> [PresentationDetent] {
        guard let elements = array(node, "presentationDetents") else { return [] }
        if elements.isEmpty { error("\"presentationDetents\" needs at least one detent", at: node.position) }
        var out: [PresentationDetent] = []
        for element in elements {
            guard let detent = readDetent(element) else { continue }
            if out.contains(detent) {
                error("the detent \(detent) is declared twice", at: element.position)
                continue
            }
            out.append(detent)
        }
        return out
    }

    /// `"medium"`, `"large"`, `{"fraction": F}` (0 < F ≤ 1) or `{"height": H}` (H > 0 points).
    mutating func readDetent(_ node: JSONNode) -> PresentationDetent? {
        if let word = node.string {
            if let detent = PresentationDetent(parsing: word), word == "medium" || word == "large" { return detent }
            error(
                "unknown detent '\(word)'", at: node.position.inString(offset: 0), length: max(1, word.count),
                hint: Suggestion.didYouMean(word, among: ["medium", "large"])
                    ?? #"a detent is "medium", "large", {"fraction": 0.25} or {"height": 200}"#)
            return nil
        }
        guard let members = node.members, members.count == 1, let member = members.first,
            Self.detentKeys.contains(member.key)
        else {
            if let member = node.members?.first(where: { !Self.detentKeys.contains($0.key) }) {
                error(
                    "unknown detent '\(member.key)'", at: member.keyPosition, length: member.key.count + 2,
                    hint: Suggestion.didYouMean(member.key, among: Self.detentKeys + ["medium", "large"]))
            } else {
                error(
                    #"a detent is "medium", "large", {"fraction": 0.25} or {"height": 200}, found "#
                        + node.kindDescription, at: node.position)
            }
            return nil
        }
        let isFraction = member.key == "fraction"
        guard let value = member.value.number, value > 0, !isFraction || value <= 1, value <= 100_000 else {
            error(
                isFraction ? "a fraction is a number above 0 and at most 1" : "a height is a number of points above 0",
                at: member.value.position)
            return nil
        }
        return isFraction ? .fraction(value) : .height(value)
    }
}
