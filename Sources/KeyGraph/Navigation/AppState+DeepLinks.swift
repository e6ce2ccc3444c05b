/// The deep-link reducer: a link routed to a fresh path in the focused scene.
extension AppState {
    /// Routes `url` to a fresh path in the focused scene, all or nothing: an optional
    /// `tab/ID` step, then `step/id` pairs pushed in turn (a recipe's category is
    /// selected first when the link leaves it out).
    /// - Returns: the note a person sees (`Opened recipes://… → [Category:desserts]`).
    public mutating func open(_ url: String, in model: NavigationModel) throws(NavigationError) -> String {
        let shown = url.escapedForDisplay
        func fail(_ reason: String) -> NavigationError { NavigationError("cannot open '\(shown)': \(reason)") }
        let link: DeepLink
        do {
            link = try DeepLink(parsing: url)
        } catch {
            throw fail(error.description)
        }
        let routes = model.deepLinks
        let accepted = routes.acceptedSchemes
        guard accepted.contains(link.scheme) else {
            throw fail(
                "unknown scheme '\(link.scheme)'"
                    + (accepted.isEmpty
                        ? "; the app declares no deep links" : " (declared: \(accepted.joined(separator: ", ")))"))
        }
        let isCustom = routes.schemes.contains(link.scheme)
        if !isCustom, !routes.hosts.contains(link.host) {
            throw fail("unknown host '\(link.host)' (declared: \(routes.hosts.joined(separator: ", ")))")
        }
        try show(link.steps(customScheme: isCustom), in: model, fail: fail)
        return "Opened \(shown) → \(focusedScene.path.formattedPath)"
    }

    /// Continues a user activity of `type` (SwiftUI's `onContinueUserActivity`): its
    /// `userInfo` is routed like a deep link, all or nothing. A declared activity with steps
    /// takes each step whose key `userInfo` holds (and `tab` in a tab app) as `step/id`, in the
    /// declared order; one without steps opens its `webpageURL` as a deep link.
    /// - Returns: the note a person sees (`Continued com.example.viewing → [Recipe:…]`).
    public mutating func continueActivity(
        _ type: String, userInfo: [String: String], in model: NavigationModel
    ) throws(NavigationError) -> String {
        let shown = type.escapedForDisplay
        func fail(_ reason: String) -> NavigationError { NavigationError("cannot continue '\(shown)': \(reason)") }
        let declared = model.deepLinks.activities
        guard let route = declared.first(where: { $0.activityType == type }) else {
            throw fail(
                declared.isEmpty
                    ? "the app continues no user activities"
                    : "the app does not continue it (declared: \(declared.map(\.activityType).joined(separator: ", ")))"
            )
        }
        if route.steps.isEmpty {
            guard let url = userInfo[UserActivityRoute.webpageURLKey] else {
                throw fail("it carries no \(UserActivityRoute.webpageURLKey)")
            }
            do {
                _ = try open(url, in: model)
            } catch {
                throw fail(error.message)
            }
        } else {
            var steps: [String] = []
            if model.tabLayout != nil, let tab = userInfo["tab"] { steps += ["tab", tab] }
            for step in route.steps {
                if let id = userInfo[step] { steps += [step, id] }
            }
            guard steps.count > (steps.first == "tab" ? 2 : 0) else {
                throw fail("its userInfo names none of its steps (\(route.steps.joined(separator: ", ")))")
            }
            try show(steps, in: model, fail: fail)
        }
        return "Continued \(shown) → \(focusedScene.path.formattedPath)"
    }

    /// Shows what `steps` name in the focused scene, from its root: an optional `tab/ID`, then
    /// the `step/id` pairs; a failure is reported through `fail`.
    private mutating func show(
        _ steps: [String], in model: NavigationModel, fail: (String) -> NavigationError
    ) throws(NavigationError) {
        if let sheet = focusedScene.sheet, !sheet.isBesideContent {
            throw fail("the sheet '\(sheet.name)' is presented; dismiss it first")
        }
        let (tab, values) = try route(steps, in: model, fail: fail)
        do throws(NavigationError) {
            if let tab { try focusedScene.selectTab(tab, in: model) }
            try showPath(values, in: model)
        } catch {
            throw fail(error.message)
        }
    }

    /// Shows `values` in the focused scene from its root: pops to the root, then pushes each
    /// in turn; a recipe whose category is not selected has its category (its column's filter
    /// field) selected first.
    mutating func showPath(_ values: [PathValue], in model: NavigationModel) throws(NavigationError) {
        try focusedScene.popToRoot()
        for value in values {
            if let split = model.splitLayout, let splitState = focusedScene.split {
                let k = splitState.selections.count
                if k + 1 < splitState.listedTypes.count, value.type == splitState.listedTypes[k + 1],
                    let field = split.columns[k + 1].filterField,
                    case .text(let parent)? = records.record(value)?.fields[field]
                {
                    try focusedScene.push(
                        PathValue(type: splitState.listedTypes[k], id: parent), in: model, records: records)
                }
            }
            try focusedScene.push(value, in: model, records: records)
        }
    }

    /// The tab and the values a link's steps name, each checked against the routes and the records.
    private func route(
        _ steps: [String], in model: NavigationModel, fail: (String) -> NavigationError
    ) throws(NavigationError) -> (tab: String?, values: [PathValue]) {
        var steps = steps[...]
        var tab: String? = nil
        var values: [PathValue] = []
        while let step = steps.popFirst() {
            if step == "tab", model.tabLayout != nil, values.isEmpty, tab == nil {
                guard let id = steps.popFirst() else { throw fail("'tab' needs a tab id after it") }
                tab = id
                continue
            }
            guard let type = model.deepLinks.steps[step] else {
                let known = model.deepLinks.steps.keys.sorted()
                throw fail(
                    "unknown step '\(step.escapedForDisplay)'"
                        + Suggestion.parenthetical(for: step, among: known, kind: "steps"))
            }
            guard let id = steps.popFirst() else { throw fail("'\(step)' needs an id after it") }
            let value = PathValue(type: type, id: id)
            guard records.record(value) != nil else { throw fail(records.missingRecordMessage(value)) }
            values.append(value)
        }
        return (tab, values)
    }
}
