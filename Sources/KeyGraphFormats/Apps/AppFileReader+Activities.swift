import KeyGraph

/// The user activities an app file continues: SwiftUI's `onContinueUserActivity`.
extension AppFileReader {
    /// `"onContinueUserActivity": [{"activityType": TYPE, "steps": [STEP, …]}]`; the steps are
    /// deep-link steps, checked once the deep links are read (``checkActivities(_:)``).
    mutating func readActivities(_ node: JSONNode) -> [UserActivityRoute] {
        guard let elements = array(node, "onContinueUserActivity") else { return [] }
        var out: [UserActivityRoute] = []
        for element in elements {
            guard let object = object(element, "a user activity", allowed: AppObjectSpec.userActivity.names),
                let type = string(
                    "activityType", in: object, "a user activity", required: true,
                    hint: #"add "activityType": "com.example.app.viewing""#)
            else { continue }
            if out.contains(where: { $0.activityType == type }) {
                error(
                    "the activity type '\(type)' is declared twice",
                    at: object["activityType"]?.position ?? object.position)
                continue
            }
            for step in object["steps"]?.elements ?? [] {
                if let name = step.string {
                    references.append(Reference(name: name, position: step.position, target: .activityStep))
                }
            }
            out.append(UserActivityRoute(activityType: type, steps: strings("steps", in: object)))
        }
        return out
    }

    /// Every step a user activity names must be a deep-link step.
    mutating func checkActivities(_ routes: DeepLinkRoutes) {
        let steps = routes.steps.keys.sorted()
        for reference in references(to: .activityStep) where routes.steps[reference.name.lowercased()] == nil {
            error(
                "the user activity step '\(reference.name)' is not a deep-link step", at: reference.textPosition,
                length: reference.length,
                hint: Suggestion.didYouMean(reference.name, among: steps)
                    ?? (steps.isEmpty
                        ? #"declare it under "deepLinks": {"steps": { … }}"#
                        : "steps: \(steps.joined(separator: ", "))"))
        }
    }
}
