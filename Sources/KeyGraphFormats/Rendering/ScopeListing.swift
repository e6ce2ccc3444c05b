import KeyGraph

/// `keygraph keys --by-scope`: each place the app shows — its window, the Settings window,
/// each sheet, popover and inspector and each alert or confirmation dialog — with the shortcuts live there that the
/// menu bar's do not cover: the app's own which-key. The menu bar's shortcuts (bindings
/// without a `when`) are listed once, first; a place's binding that takes a menu shortcut's
/// keys says so.
package enum ScopeListing {
    /// One place: its heading and the focus the keymap sees while it has focus.
    struct Place {
        var heading: String
        var context: KeyContext
    }

    /// The listing for `model` with the keymap `layers` (lowest first).
    package static func text(model: AppModel, layers: [Keymap], platform: TargetPlatform) -> String {
        var out = "Menu bar (every window)\n"
        var menuKeys: [KeySequence: String] = [:]
        var rows: [(String, String, String)] = []
        for layer in layers {
            for binding in layer.bindings where binding.when == nil {
                guard let id = binding.commandID else { continue }
                menuKeys[binding.sequence] = title(id, in: model)
                rows.append((binding.sequence.canonical, title(id, in: model), source(binding, layer)))
            }
        }
        out += table(rows)
        for place in places(of: model, platform: platform) {
            out += "\n" + place.heading + "\n"
            var live: [KeySequence: (rank: (Int, Int, Int), row: (String, String, String))] = [:]
            for (number, layer) in layers.enumerated() {
                for (order, binding) in layer.bindings.enumerated() {
                    guard let when = binding.when, let id = binding.commandID,
                        let depth = when.evaluate(in: place.context)
                    else { continue }
                    let rank = (number, depth, order)
                    if let earlier = live[binding.sequence], earlier.rank > rank { continue }
                    var name = title(id, in: model)
                    if let menu = menuKeys[binding.sequence] { name += " (over the menu's \(menu))" }
                    live[binding.sequence] = (rank, (binding.sequence.canonical, name, source(binding, layer)))
                }
            }
            let found = live.values.sorted { $0.row.0 < $1.row.0 }.map(\.row)
            out += found.isEmpty ? "  (only the menu bar's)\n" : table(found)
        }
        return out
    }

    /// The window, Settings, each sheet, popover and inspector (by name) and each dialog (by
    /// name), in that order.
    static func places(of model: AppModel, platform: TargetPlatform) -> [Place] {
        var out: [Place] = []
        let base = ["app": model.name, "scene": "main", "platform": platform.rawValue]
        let window = model.keyContext(forView: model.rootView.contextName, scene: "main", platform: platform)
        if let window { out.append(Place(heading: "Window (\(model.rootView.contextName))", context: window)) }
        if let settings = model.appScenes.settings {
            var attributes = base
            attributes["view"] = settings.contextName
            out.append(
                Place(
                    heading: "Settings (\(settings.contextName))",
                    context: KeyContext(
                        path: ["App", "Scene", settings.contextName], attributes: attributes,
                        attributeDepths: ["scene": 1, "view": 2])))
        }
        for sheet in model.sheets.values.sorted(by: { $0.name < $1.name }) {
            let heading = "\(sheet.style.title) \(sheet.name) (\(sheet.view.contextName))"
            guard let container = sheet.style.contextName else {
                // An inspector: beside the window's content, whose shortcuts stay live.
                guard var context = window else { continue }
                context.attributes["sheet"] = sheet.name
                out.append(Place(heading: heading + ", beside the window", context: context))
                continue
            }
            var attributes = base
            attributes["view"] = sheet.view.contextName
            attributes["sheet"] = sheet.name
            out.append(
                Place(
                    heading: heading,
                    context: KeyContext(
                        path: ["App", "Scene", container, sheet.view.contextName], attributes: attributes,
                        attributeDepths: ["scene": 1, "view": 3])))
        }
        for dialog in model.dialogs.values.sorted(by: { $0.name < $1.name }) {
            guard var context = window else { break }
            context.path.append(dialog.kind.contextName)
            context.identifiers[dialog.kind.contextName] = context.path.count - 1
            context.attributes["dialog"] = dialog.name
            let kind = dialog.kind == .alert ? "Alert" : "Confirmation dialog"
            out.append(Place(heading: "\(kind) \(dialog.name) ('\(dialog.title)')", context: context))
        }
        return out
    }

    private static func title(_ id: String, in model: AppModel) -> String {
        model.commands.command(id: id)?.title.replacingAPP(with: model.menus.appName) ?? id
    }

    private static func source(_ binding: KeymapBinding, _ layer: Keymap) -> String {
        let file = binding.sourceFile ?? layer.file
        return binding.position.line > 0 ? "\(file):\(binding.position.line):\(binding.position.column)" : file
    }

    /// Rows as aligned columns, two spaces in.
    private static func table(_ rows: [(String, String, String)]) -> String {
        let keys = rows.map(\.0.count).max() ?? 0
        let titles = rows.map(\.1.count).max() ?? 0
        return rows.map { row in
            "  " + row.0 + String(repeating: " ", count: keys + 2 - row.0.count) + row.1
                + String(repeating: " ", count: titles + 2 - row.1.count) + row.2 + "\n"
        }.joined()
    }
}
