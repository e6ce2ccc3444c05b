import KeyGraph

/// The toolbar lints (Liquid Glass toolbars, the seed documents): what each view's toolbar
/// shows, as `toolbar VIEW` lays it out.
extension MenuLint {
    /// The most plates one placement of a view's toolbar should have.
    static let maximumPlates = 3

    /// Toolbars: plates mixing icons and text, more than three plates in one placement, more
    /// than one prominent item, a standard verb shown as text, icon-only items without labels.
    /// With `everyViewToolbars` false, a `"*"` toolbar is one unknown screen's: judged alone.
    static func toolbarWarnings(_ app: AppModel, everyViewToolbars: Bool = true) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if everyViewToolbars {
            out += plateWarnings(app)
        } else {
            var named = app
            named.toolbars.removeAll { $0.target == "*" }
            out += plateWarnings(named)
            for (index, toolbar) in app.toolbars.enumerated() where toolbar.target == "*" {
                var alone = app
                alone.toolbars = [toolbar]
                out += plateWarnings(alone, at: location(app, container: .toolbar(index), file: toolbar.source))
            }
        }
        for (index, toolbar) in app.toolbars.enumerated() {
            for (item, path) in indexedItems(of: toolbar, at: index) {
                out += itemWarnings(item, in: toolbar, app: app, at: location(app, item: path, file: toolbar.source))
            }
        }
        return out
    }

    /// The lints over a whole toolbar, per view, over what that view shows (its own toolbars
    /// and the `"*"` ones of `app`): each finding at the view's first toolbar, or at `fixed`.
    private static func plateWarnings(_ app: AppModel, at fixed: Location? = nil) -> [Diagnostic] {
        var out: [Diagnostic] = []
        guard !app.toolbars.isEmpty, let session = try? Session(app: app) else { return out }
        var views = Set(app.toolbars.map(\.target))
        views.remove("*")
        let viewList = views.isEmpty ? ["*"] : views.sorted()
        var reported: Set<String> = []
        func report(_ view: String, _ message: String, _ rule: Rule, hint: String) {
            guard reported.insert(message).inserted else { return }
            let at =
                fixed
                ?? app.toolbars.firstIndex { $0.target == view }.map {
                    location(app, container: .toolbar($0), file: app.toolbars[$0].source)
                }
            out.append(warning(at ?? location(app) { _ in nil }, message, rule, hint: hint))
        }
        for view in viewList {
            let plates = session.toolbarPlates(for: view)
            for plate in plates {
                let kinds = Set(plate.items.map { $0.item.label == .icon ? "icon" : "text" })
                if kinds.count > 1 {
                    let names = plate.items.map { "'\($0.item.name)'" }.joined(separator: ", ")
                    report(
                        view, "toolbar \(view) (\(plate.placement.rawValue)): a plate mixes icons and text: \(names)",
                        .mixedPlate,
                        hint: "make the group all icons or all text, or split it with ToolbarSpacer(.fixed)")
                }
            }
            // Not the keyboard's: the HIG's few groups are about a window's toolbar, and a bar
            // above the keyboard is the text field's input accessory (IcySky's composer).
            for placement in ToolbarPlacement.allCases where placement != .keyboard {
                let count = plates.filter { $0.placement == placement }.count
                if count > maximumPlates {
                    report(
                        view,
                        "toolbar \(view) (\(placement.rawValue)): \(count) groups; a toolbar reads best with at most \(maximumPlates)",
                        .toolbarGroups, hint: "merge related actions into one group, or move some into a Menu")
                }
            }
            let prominent = plates.flatMap(\.items).filter(\.item.isProminent)
            if prominent.count > 1 {
                report(
                    view,
                    "toolbar \(view): \(prominent.count) prominent items (\(prominent.map { "'\($0.item.name)'" }.joined(separator: ", "))); a toolbar has one",
                    .toolbarProminent, hint: "keep .borderedProminent for the one primary action")
            }
        }
        return out
    }

    /// An item's own lints: a standard verb shown as text though it has an icon; an icon-only
    /// item that nothing labels.
    static func itemWarnings(
        _ item: ToolbarItem, in toolbar: Toolbar, app: AppModel, at location: Location
    ) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let command = item.command.flatMap { app.commands.command(id: $0) }
        if item.label == .title, let command, let standard = command.standardSelector,
            let icon = item.icon ?? command.icon ?? standard.icon
        {
            out.append(
                warning(
                    location,
                    "toolbar \(toolbar.target): '\(item.name)' shows the standard verb \(standard.title) as text; it has the icon \(icon)",
                    .toolbarTextVerb, hint: "an icon reads faster for a standard verb: drop \"label\": \"title\""))
        }
        if item.label == .icon, spokenLabel(of: item, command: command) == nil {
            // The hint in the terms the app was written in: an app file's member, or Swift.
            let hint =
                app.sourceMap != nil
                ? #"add "accessibilityLabel": "…" to the item"# : #"add .accessibilityLabel("…")"#
            out.append(
                warning(
                    location,
                    "toolbar \(toolbar.target): the icon-only item '\(item.name)' has no accessibility label",
                    .unlabelledIcon, hint: hint))
        }
        return out
    }

    /// What VoiceOver reads for an icon-only item: its accessibility label, its command's, else
    /// the title SwiftUI's `Button(_:systemImage:)` and `Menu(_:systemImage:)` keep as the label
    /// when they show the icon alone. Nil when nothing labels it (an empty title).
    static func spokenLabel(of item: ToolbarItem, command: Command?) -> String? {
        let candidates = [item.accessibilityLabel, command?.accessibilityLabel, item.title ?? command?.title]
        return candidates.lazy.compactMap { $0 }.first { !$0.isEmpty }
    }
}
