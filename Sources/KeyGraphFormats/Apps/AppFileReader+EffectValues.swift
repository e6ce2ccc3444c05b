import KeyGraph

/// The values an effect's members hold, by ``EffectSpec/Kind``: numbers, `Type:id` values,
/// choices, detents, field values and userInfo.
extension AppFileReader {
    /// A member whose kind is not a text.
    mutating func readEffectValue(_ member: EffectSpec.Member, _ node: JSONNode) -> EffectSpec.Value? {
        let key = member.name
        switch member.kind {
        case .count:
            guard let n = node.number, n >= 1, n == n.rounded(), n <= 1_000_000 else {
                error("\"\(key)\" takes a whole number of at least 1", at: node.position)
                return nil
            }
            return .count(Int(n))
        case .position:
            guard let n = node.number, n >= 1, n == n.rounded(), n <= 1000 else {
                error("\"\(key)\" is a position: a whole number of at least 1", at: node.position)
                return nil
            }
            return .count(Int(n))
        case .value(let role):
            return pathValue(node, role).map(EffectSpec.Value.value)
        case .choice(let what, let options):
            return choice(node, what, among: options, hint: member.hint).map(EffectSpec.Value.text)
        case .detent:
            return readDetent(node).map(EffectSpec.Value.detent)
        case .fieldValue:
            return fieldValue(node).map(EffectSpec.Value.field)
        case .userInfo:
            return userInfo(node).map(EffectSpec.Value.userInfo)
        case .text, .name, .link:
            guard let text = node.string, !text.isEmpty else {
                error("\"\(key)\" must be a non-empty string, found \(node.kindDescription)", at: node.position)
                return nil
            }
            return .text(text)
        }
    }

    /// What a field holds: true/false, a string or an array of ids.
    private mutating func fieldValue(_ node: JSONNode) -> FieldValue? {
        switch node.value {
        case .bool(let b): return .bool(b)
        case .string(let s): return .text(s)
        case .array(let items) where items.allSatisfy({ $0.string != nil }): return .list(items.compactMap(\.string))
        case .null, .number, .array, .object:
            error(
                "a field holds true/false, a string or an array of ids, found \(node.kindDescription)",
                at: node.position)
            return nil
        }
    }

    /// An activity's `userInfo`: an object of strings.
    private mutating func userInfo(_ node: JSONNode) -> [String: String]? {
        guard let members = node.members else {
            error("\"userInfo\" is an object of strings, found \(node.kindDescription)", at: node.position)
            return nil
        }
        var userInfo: [String: String] = [:]
        for member in members {
            guard let text = member.value.string else {
                error(
                    "a userInfo value is a string (an id or a link), found \(member.value.kindDescription)",
                    at: member.value.position)
                continue
            }
            userInfo[member.key] = text
        }
        return userInfo
    }
}
