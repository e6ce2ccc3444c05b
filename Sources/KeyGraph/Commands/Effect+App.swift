extension Effect {
    /// The effects on the app as a whole: running other commands, messages, links and
    /// activities, history, and the app's standard panels and menu items.
    public enum App: Hashable, Sendable {
        /// Run another command: the edge of the command graph.
        case run(String)
        /// Print a message.
        case message(String)
        /// Route a deep link to a fresh path.
        case open(String)
        /// Continue a user activity of a type the app declares (`onContinueUserActivity`): its
        /// `userInfo` is routed like a deep link.
        case continueActivity(type: String, userInfo: [String: String])
        /// Open the Settings window, or focus it (SwiftUI's `openSettings`; `showSettings:`).
        case openSettings
        /// Show the standard About panel (`orderFrontStandardAboutPanel:`).
        case showAboutPanel
        /// Quit the app (`terminate:`), after the confirmations Close asks.
        case quit
        /// Bring every window of the app to the front (`arrangeInFront:`).
        case bringAllToFront
        /// Hide the app (`hide:`, ⌘H): always enabled on macOS.
        case hide
        /// Hide the other apps (`hideOtherApplications:`): KeyGraph models none, so it is dimmed.
        case hideOthers
        /// Show every app (`unhideAllApplications:`): shows this one again when it is hidden.
        case showAll
        /// Undo the last state change; must be a command's only effect.
        case undo
        /// Redo the last undone change; must be a command's only effect.
        case redo

        /// Whether it acts on the key window: a link or an activity is routed in it.
        var needsKeyScene: Bool {
            switch self {
            case .open, .continueActivity: true
            case .run, .message, .openSettings, .showAboutPanel, .quit, .bringAllToFront, .hide, .hideOthers, .showAll,
                .undo,
                .redo:
                false
            }
        }

        /// Whether a presented dialog refuses it: `run` is decided by the command it runs.
        var isBlockedByDialog: Bool {
            switch self {
            case .run: false
            case .message, .open, .continueActivity, .openSettings, .showAboutPanel, .quit, .bringAllToFront, .hide,
                .hideOthers, .showAll, .undo, .redo:
                needsKeyScene
            }
        }

        /// Whether a menu item made of it is dimmed where trying it would fail.
        var isValidatedByTrying: Bool {
            switch self {
            case .openSettings, .bringAllToFront, .hideOthers, .showAll: true
            case .run, .message, .open, .continueActivity, .showAboutPanel, .quit, .hide, .undo, .redo: false
            }
        }

        /// True for `undo`, false for `redo`, nil for the others.
        var historyStep: Bool? {
            switch self {
            case .undo: true
            case .redo: false
            case .run, .message, .open, .continueActivity, .openSettings, .showAboutPanel, .quit, .bringAllToFront,
                .hide,
                .hideOthers, .showAll:
                nil
            }
        }
    }
}

extension Effect.App: CustomStringConvertible {
    public var description: String {
        switch self {
        case .run(let id): "run \(id)"
        case .message(let text): "message \"\(text)\""
        case .open(let url): "open \(url)"
        case .continueActivity(let type, let userInfo):
            "continueUserActivity \(type) {"
                + userInfo.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                + "}"
        case .openSettings: "openSettings"
        case .showAboutPanel: "showAboutPanel"
        case .quit: "quit"
        case .bringAllToFront: "bringAllToFront"
        case .hide: "hide"
        case .hideOthers: "hideOthers"
        case .showAll: "showAll"
        case .undo: "undo"
        case .redo: "redo"
        }
    }
}

extension Effect.App {
    static let specs: [EffectSpec] = [
        .taking("run", "Run another command (a command-graph edge).", .name(.command), "The id of the command to run.")
        {
            if case .text(let id) = $0 { .app(.run(id)) } else { nil }
        },
        .taking("message", "Print a message.", .text, "A non-empty text.") {
            if case .text(let text) = $0 { .app(.message(text)) } else { nil }
        },
        .word("openSettings", "Open the Settings window (the app must declare one).", .app(.openSettings)),
        .word("showAboutPanel", "Show the About panel.", .app(.showAboutPanel)),
        .word("quit", "Quit, asking first as Close does.", .app(.quit)),
        .word("bringAllToFront", "Window › Bring All to Front.", .app(.bringAllToFront)),
        .word("hide", "Hide the app (Hide APP, ⌘H): no window is key until Show All.", .app(.hide)),
        .word("hideOthers", "Hide the other apps: none is modelled, so it always fails.", .app(.hideOthers)),
        .word("showAll", "Show the app again after hide; fails while it is not hidden.", .app(.showAll)),
        .taking("open", "Route a deep link.", .link, "A deep link to route (recipes://category/desserts).") {
            if case .text(let url) = $0 { .app(.open(url)) } else { nil }
        },
        EffectSpec(
            "continueUserActivity", "Continue a declared user activity.",
            argument: .init(
                "continueUserActivity", .name(.activity), required: true,
                "The type of a declared user activity to continue."),
            members: [
                .init(
                    "userInfo", .userInfo,
                    "The activity's userInfo: the id of each step it holds ({\"recipe\": \"apple-pie\"}), a tab, or a webpageURL."
                )
            ]
        ) { a in
            guard let type = a.text else { return nil }
            guard case .userInfo(let info)? = a.members["userInfo"] else {
                return .app(.continueActivity(type: type, userInfo: [:]))
            }
            return .app(.continueActivity(type: type, userInfo: info))
        },
        .word("undo", "Step back through history; must be the command's only effect.", .app(.undo)),
        .word("redo", "Step forward through history; must be the command's only effect.", .app(.redo)),
    ]
}
