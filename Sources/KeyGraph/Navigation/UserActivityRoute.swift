/// A user activity the app continues, as SwiftUI's `onContinueUserActivity(_:perform:)`
/// declares it (Handoff, Spotlight, universal links): the activity's `userInfo` is routed
/// like a deep link.
public struct UserActivityRoute: Hashable, Sendable {
    /// The activity type (`com.example.recipes.viewing`, `NSUserActivityTypeBrowsingWeb`).
    public var activityType: String
    /// The deep-link steps the activity's `userInfo` may name, in the order the path takes
    /// them (`category`, `recipe`): each present key's value is the id after that step. Empty:
    /// the activity carries a `webpageURL` (a universal link), opened as a deep link.
    public var steps: [String]

    public init(activityType: String, steps: [String] = []) {
        self.activityType = activityType
        self.steps = steps
    }

    /// The `userInfo` key a web-browsing activity's link is in (NSUserActivity's `webpageURL`).
    public static let webpageURLKey = "webpageURL"
}
