import KeyGraph
import KeyGraphFormats

extension ScriptParser {
    /// `continue TYPE {JSON}`: a user activity of TYPE whose `userInfo` is the JSON object
    /// (strings only: ids, or a `webpageURL`); `{}` when left out.
    static func continueStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let usage = #"continue TYPE {"recipe": "apple-pie"}"#
        guard let type = args.first else {
            throw SyntaxError("continue needs an activity type", column: text.count + 2, hint: usage)
        }
        guard args.count > 1 else { return .effect(.continueActivity(type: type.text, userInfo: [:])) }
        let start = args[1].column
        let json = String(text.dropFirst(start - 1)).trimmingTrailingSpaces()
        let root: JSONNode
        do {
            root = try JSONCParser.parse(json)
        } catch {
            throw SyntaxError(
                "the userInfo is not JSON: \(error.message)", column: start + error.position.column - 1, hint: usage)
        }
        guard let members = root.members else {
            throw SyntaxError(
                "the userInfo is a JSON object, found \(root.kindDescription)", column: start, length: json.count,
                hint: usage)
        }
        var userInfo: [String: String] = [:]
        for member in members {
            guard let value = member.value.string else {
                throw SyntaxError(
                    "a userInfo value is a string, found \(member.value.kindDescription)",
                    column: start + member.value.position.column - 1, hint: usage)
            }
            userInfo[member.key] = value
        }
        return .effect(.continueActivity(type: type.text, userInfo: userInfo))
    }
}
