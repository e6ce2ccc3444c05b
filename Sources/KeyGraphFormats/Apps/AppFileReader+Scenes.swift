import KeyGraph

/// The app's `body` in an app file: the scenes it declares, as SwiftUI's `App.body`.
extension AppFileReader {
    /// The scenes' kinds, from their specs.
    static let sceneKinds = AppObjectSpec.scenes.map(\.name)

    /// `"body": [{"WindowGroup": TITLE} or {"DocumentGroup": NAME}, {"Settings": VIEW}]`, and
    /// `"terminatesAfterLastWindowClosed"`. Without a body the app is one `WindowGroup`
    /// titled `defaultTitle`.
    mutating func readBody(_ top: JSONNode, defaultTitle: String) -> AppScenes {
        var scenes = AppScenes(title: defaultTitle)
        scenes.terminatesAfterLastWindowClosed = bool("terminatesAfterLastWindowClosed", in: top)
        guard let node = top["body"], let elements = array(node, "body") else { return scenes }
        var groupLine: Int? = nil
        var settingsLine: Int? = nil
        var unread = 0
        for element in elements {
            guard let members = element.members, let first = members.first else {
                error(
                    #"a scene is an object such as {"WindowGroup": "Recipes"}, found "# + element.kindDescription,
                    at: element.position)
                unread += 1
                continue
            }
            let kind = first.key
            guard let spec = AppObjectSpec.scenes.first(where: { $0.name == kind }) else {
                error(
                    "unknown scene '\(kind)'", at: first.keyPosition, length: kind.count + 2,
                    hint: Suggestion.didYouMean(kind, among: Self.sceneKinds)
                        ?? "a scene is \(Self.sceneKinds.dropLast().joined(separator: ", ")) or Settings")
                unread += 1
                continue
            }
            rejectExtraMembers(members, allowed: spec.memberNames, kind: kind, in: "a '\(kind)' scene")
            if kind == "Settings" {
                if let line = settingsLine {
                    error(
                        "an app has one Settings scene", at: first.keyPosition, length: kind.count + 2,
                        hint: "the first is at line \(line)")
                    continue
                }
                settingsLine = first.keyPosition.line
                scenes.settings = readView(first.value, "the Settings scene's view")
                continue
            }
            if let line = groupLine {
                error(
                    "an app has one WindowGroup or DocumentGroup", at: first.keyPosition, length: kind.count + 2,
                    hint: "the first is at line \(line)")
                continue
            }
            groupLine = first.keyPosition.line
            scenes.group = kind == "WindowGroup" ? .windowGroup : .documentGroup
            guard let title = first.value.string, !title.isEmpty else {
                let what = kind == "WindowGroup" ? "its windows' title" : "the name of a new document"
                error("\"\(kind)\" is \(what) (a non-empty string)", at: first.value.position)
                continue
            }
            scenes.title = title
        }
        if groupLine == nil, unread == 0 {
            error(
                "\"body\" needs a WindowGroup or a DocumentGroup", at: node.position,
                hint: #"add {"WindowGroup": "\#(defaultTitle)"}"#)
        }
        return scenes
    }
}
