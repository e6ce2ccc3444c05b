extension Effect {
    /// The effects on the app's windows: opening, closing and focusing them, and what each
    /// window shows of itself (its chrome, toolbar, document and search field).
    public enum Window: Hashable, Sendable {
        /// Open a new scene (window), optionally with an id, and focus it.
        case newScene(String?)
        /// Close the key window (`performClose:`), asking first when its sheet has unsaved changes.
        case closeScene
        /// Focus another scene.
        case focusScene(SceneTarget)
        /// Minimize the key window to the Dock (`performMiniaturize:`).
        case minimize
        /// Zoom the key window, or unzoom it (`performZoom:`).
        case zoom
        /// Enter or exit full screen (`toggleFullScreen:`).
        case toggleFullScreen
        /// Show or hide the key window's toolbar (`toggleToolbarShown:`).
        case toggleToolbar
        /// Show or hide the key window's tab bar (`toggleTabBar:`).
        case toggleTabBar
        /// Customize a `toolbar(id:)` (nil: the key window's focused view's customizable toolbar),
        /// as View › Customize Toolbar… does.
        case customizeToolbar(String?, ToolbarCustomizationChange)
        /// Save the key window's document (`saveDocument:`).
        case saveDocument
        /// Open a copy of the key window's document in a new window (`duplicateDocument:`).
        case duplicateDocument
        /// Type in the key window's search field (`search pie`).
        case search(String)
        /// A Find menu action on the key window's search field (`performFindPanelAction:`).
        case find(FindAction)

        /// Whether it acts on the key window (opening and focusing windows do not).
        var needsKeyScene: Bool {
            switch self {
            case .newScene, .focusScene: false
            case .closeScene, .minimize, .zoom, .toggleFullScreen, .toggleToolbar, .toggleTabBar, .customizeToolbar,
                .saveDocument, .duplicateDocument, .search, .find:
                true
            }
        }

        /// Whether it changes only the window's chrome, which a presented dialog allows.
        var isChrome: Bool {
            switch self {
            case .minimize, .zoom, .toggleFullScreen, .toggleToolbar, .toggleTabBar: true
            case .newScene, .closeScene, .focusScene, .customizeToolbar, .saveDocument, .duplicateDocument, .search,
                .find:
                false
            }
        }

        /// Whether a menu item made of it is dimmed where trying it would fail.
        var isValidatedByTrying: Bool {
            switch self {
            case .newScene, .focusScene, .search: false
            case .closeScene, .minimize, .zoom, .toggleFullScreen, .toggleToolbar, .toggleTabBar, .customizeToolbar,
                .saveDocument, .duplicateDocument, .find:
                true
            }
        }
    }

    /// What the `scene` effect does.
    enum SceneAction: String, CaseIterable, Sendable {
        case new, close, next, previous
    }

    /// What `customizeToolbar` does.
    enum ToolbarCustomization: String, CaseIterable, Sendable {
        case palette, reset, add, remove, move
    }
}

extension Effect.Window: CustomStringConvertible {
    public var description: String {
        switch self {
        case .newScene(let id): "scene new" + (id.map { " \($0)" } ?? "")
        case .closeScene: "scene close"
        case .focusScene(.next): "scene next"
        case .focusScene(.previous): "scene previous"
        case .focusScene(.id(let id)): "focusScene \(id)"
        case .minimize: "minimize"
        case .zoom: "zoom"
        case .toggleFullScreen: "toggleFullScreen"
        case .toggleToolbar: "toggleToolbar"
        case .toggleTabBar: "toggleTabBar"
        case .customizeToolbar(let id, let change): "customizeToolbar " + (id.map { "\($0) " } ?? "") + "\(change)"
        case .saveDocument: "saveDocument"
        case .duplicateDocument: "duplicateDocument"
        case .search(let text): "search \"\(text)\""
        case .find(let action): "find \(action.rawValue)"
        }
    }
}

extension Effect.Window {
    static let specs: [EffectSpec] = [
        EffectSpec(
            "scene", "Open a scene and focus it, close the key window, or cycle scenes.",
            argument: .init(
                "scene", .choice(what: "scene action", options: Effect.SceneAction.allCases.map(\.rawValue)),
                required: true, "Open, close or focus a scene.",
                hint: #"to focus a scene by id, write {"focusScene": ID}"#),
            members: [.init("id", .text, "The new scene's id.")]
        ) { a in
            guard let action = a.text.flatMap(Effect.SceneAction.init(rawValue:)) else { return nil }
            switch action {
            case .new: return .window(.newScene(a.text("id")))
            case .close: return .window(.closeScene)
            case .next: return .window(.focusScene(.next))
            case .previous: return .window(.focusScene(.previous))
            }
        },
        .taking("focusScene", "Focus a scene by id (showing it again if minimized).", .text, "A non-empty text.") {
            if case .text(let id) = $0 { .window(.focusScene(.id(id))) } else { nil }
        },
        .word("minimize", "The Window menu's Minimize.", .window(.minimize)),
        .word("zoom", "The Window menu's Zoom.", .window(.zoom)),
        .word("toggleFullScreen", "Enter or exit full screen.", .window(.toggleFullScreen)),
        .word("toggleToolbar", "Show or hide the window's toolbar.", .window(.toggleToolbar)),
        .word("toggleTabBar", "Show or hide the window's tab bar.", .window(.toggleTabBar)),
        customizeToolbar,
        .word("saveDocument", "File › Save in a DocumentGroup app.", .window(.saveDocument)),
        .word("duplicateDocument", "File › Duplicate in a DocumentGroup app.", .window(.duplicateDocument)),
        EffectSpec(
            "search", "Type in the key window's search field.",
            argument: .init("search", .text, required: true, "A non-empty text."), verb: "search",
            synopsis: "search TEXT            type in the window's search field; Edit › Find acts on it"
        ) { a in a.text.map { .window(.search($0)) } },
        .choosing("find", "A Find menu action.", FindAction.self, what: "find action", "The find action.") {
            .window(.find($0))
        },
    ]

    private static let customizeToolbar = EffectSpec(
        "customizeToolbar", "Customize the focused view's toolbar(id:).",
        argument: .init(
            "customizeToolbar",
            .choice(what: "toolbar customization", options: Effect.ToolbarCustomization.allCases.map(\.rawValue)),
            required: true,
            "Customize the focused view's toolbar(id:): show its palette, reset it, add, remove or move an item."),
        members: [
            .init("toolbar", .text, "The toolbar's id (default: the focused view's customizable toolbar)."),
            .init(
                "item", .text, "The item's id, or space / flexibleSpace (add, remove and move).",
                hint: #"add "item": "share""#),
            .init("at", .position, "The position to add the item at (1 is the first; default: the end)."),
            .init("to", .position, "The position to move the item to (1 is the first)."),
        ],
        rules: [.init(when: ["add", "remove", "move"], requires: ["item"]), .init(when: ["move"], requires: ["to"])]
    ) { a in
        guard let action = a.text.flatMap(Effect.ToolbarCustomization.init(rawValue:)) else { return nil }
        let toolbar = a.text("toolbar")
        switch action {
        case .palette: return .window(.customizeToolbar(toolbar, .showPalette))
        case .reset: return .window(.customizeToolbar(toolbar, .reset))
        case .add: return a.text("item").map { .window(.customizeToolbar(toolbar, .add($0, at: a.count("at")))) }
        case .remove: return a.text("item").map { .window(.customizeToolbar(toolbar, .remove(.key($0)))) }
        case .move:
            guard let item = a.text("item"), let to = a.count("to") else { return nil }
            return .window(.customizeToolbar(toolbar, .move(.key(item), to: to)))
        }
    }
}
