/// A running app: the engine's state machine. Inputs go in, events come out;
/// nothing here reads a clock, a file or a terminal; the host injects them.
public struct Session: Sendable {
    /// What the session is asked to do.
    public enum Input: Sendable, Hashable {
        /// A chord pressed at `at` ms. `fallbacks` are tried in order when the chord
        /// itself is unbound (a legacy terminal's Alt+X standing in for ⌘X).
        case key(KeyboardShortcut, fallbacks: [KeyboardShortcut] = [], at: UInt64 = 0)
        /// Time passed: fires a pending binding whose timeout ran out.
        case tick(at: UInt64)
        /// Run a command by id, as a menu item or a typed `run` would.
        case perform(command: String)
        /// Apply one effect directly, as a typed verb does (`push`, `select`, `tab`, `undo` …).
        case apply(Effect)
        /// Drop any pending chord (⌃C).
        case cancelPending
        /// Take the last chord off a pending sequence (⌫), at `at` ms: the shorter prefix
        /// waits afresh. Reports the prefix still pending, if any.
        case stepBack(at: UInt64 = 0)
        /// Replace the scenes with saved ones (a state file, read by the host): a change
        /// like any other, which `undo` takes back (`state restore FILE`).
        case restore(RestoredState)
        /// Replace the scenes with the ones saved when the app last quit, as an app
        /// restores its windows at launch: not a change the user made, so not one
        /// `undo` can take back. The undo and redo history start after it (`--state FILE`).
        case restoreAtLaunch(RestoredState)
    }

    public private(set) var app: AppModel
    public internal(set) var state: AppState
    /// The keymap layers with their kinds, lowest first: the app's (its menus' own shortcuts,
    /// ``AppModel/menuShortcutKeymap``, then its keymap), the user's (`--keymap` and
    /// `load keymap` files), then the REPL's bindings.
    public private(set) var keymapLayers: [KeymapLayer]
    /// The keymaps of ``keymapLayers``, lowest first, as the index and the listings read them.
    public var layers: [Keymap] { keymapLayers.map(\.keymap) }
    package private(set) var index: KeymapIndex
    package private(set) var dispatcher: Dispatcher
    /// The chords of a sequence under way (`ctrl+k` while ⌃K waits for its next chord); empty when none.
    public var pendingKeys: KeySequence { KeySequence(dispatcher.pending) }
    /// When (on the injected clock, in ms) a pending binding fires if no chord comes first;
    /// a host waits until then and sends ``Input/tick(at:)``.
    public var pendingDeadline: UInt64? { dispatcher.pendingDeadline }
    /// The id of the last command that ran.
    public private(set) var lastCommand: String?
    /// The platform `when` clauses see as `platform` and menus are shown for.
    public var platform: TargetPlatform {
        didSet { refreshFocus() }
    }
    private var live: KeymapIndex.LiveSet
    private var context: KeyContext
    /// The live sets of the focuses left lately, with what dispatch learned in each, so
    /// that coming back to one (the list, a field, the list again) starts with its answers.
    private var recentLive: [KeyContext: KeymapIndex.LiveSet] = [:]
    /// The most focuses ``recentLive`` remembers.
    private static let recentFocusLimit = 8
    /// Whether ``context`` and ``live`` predate the last change of state: a change made
    /// with no chord pending refreshes them later (``refreshFocusIfNeeded()``), so a host
    /// can show the change first. Everything that reads them refreshes them first.
    private var isFocusStale = false
    /// Focused values a context menu's view provides while one of its items runs
    /// (the row's `selectedRecipe`); they win over the focused view's.
    package var contextValues: [String: PathValue] = [:]
    /// Earlier states, oldest first, for undo, each with the name of the action that left it.
    public internal(set) var undoStack: [UndoStep] = []
    /// States undone, most recent last, for redo.
    public internal(set) var redoStack: [UndoStep] = []

    /// Starts `app` with its own keymap plus `keymaps` layered above it.
    /// - Parameters:
    ///   - app: the app's model: its commands, menus, navigation and own keymap.
    ///   - keymaps: user keymaps, lowest first, above the app's.
    ///   - platform: what `when` clauses see as `platform` and menus are shown for.
    ///   - chordTimeout: how long a complete binding that also starts a longer sequence
    ///     waits for the next chord (whole milliseconds count).
    /// - Throws: the command graph's problems (cycles, unknown `run` targets).
    public init(
        app: AppModel, keymaps: [Keymap] = [], platform: TargetPlatform = .macos,
        chordTimeout: Duration = .milliseconds(1000)
    ) throws(DiagnosticError) {
        try self.init(
            app: app, above: keymaps.map { KeymapLayer(.user, $0) }, platform: platform,
            timeout: chordTimeout.wholeMilliseconds)
    }

    /// Starts `app` with a chord timeout in milliseconds.
    @available(*, deprecated, renamed: "init(app:keymaps:platform:chordTimeout:)", message: "pass a Duration")
    public init(app: AppModel, keymaps: [Keymap] = [], platform: TargetPlatform = .macos, timeout: UInt64)
        throws(DiagnosticError)
    {
        try self.init(app: app, above: keymaps.map { KeymapLayer(.user, $0) }, platform: platform, timeout: timeout)
    }

    /// Starts `app` with its own layers and `above` (user and REPL layers) over them.
    init(app: AppModel, above: [KeymapLayer], platform: TargetPlatform, timeout: UInt64) throws(DiagnosticError) {
        let graphProblems = app.commands.validateGraph(file: app.name)
        if !graphProblems.isEmpty { throw DiagnosticError(graphProblems) }
        var layers: [KeymapLayer] = []
        if let menuShortcuts = app.menuShortcutKeymap { layers.append(KeymapLayer(.app, menuShortcuts)) }
        if let keymap = app.keymap { layers.append(KeymapLayer(.app, keymap)) }
        layers += above
        self.app = app
        self.state = AppState(
            scenes: app.navigation.opened(app.initialScenes.isEmpty ? [SceneState(id: "main")] : app.initialScenes),
            records: app.records)
        self.keymapLayers = layers
        self.index = KeymapIndex(layers: layers.map(\.keymap))
        self.dispatcher = Dispatcher(timeout: timeout)
        self.platform = platform
        self.context = KeyContext()
        self.live = index.liveSet(in: context)
        try? state.followTabs(from: nil, in: app.navigation, lenient: true)
        refreshFocus()
    }

    // MARK: - Focus

    /// The key scene's view tree, derived from its navigation state; only the app while no
    /// window is key (none is open, or the focused one is minimized).
    package var sceneTree: SceneTree {
        guard state.keyScene != nil else {
            return SceneTree(focusPath: [SceneTree.Node(contextName: "App")], shownViews: [], attributes: [:])
        }
        return app.navigation.tree(of: state.focusedScene)
    }

    /// The focus path, root first: App → Scene → containers → the focused view
    /// (`App › Scene › NavigationSplitView › Detail › NavigationStack › RecipeDetail`).
    public var focusPath: [String] {
        sceneTree.focusPath.map(\.contextName)
    }

    /// The focused view of the focused scene.
    public var focusedView: ViewDeclaration {
        sceneTree.focusedView
    }

    /// The focused values visible now: the nearest publisher on the focus path,
    /// then the values views publish for the whole scene.
    public var focusedValues: [String: PathValue] {
        var values = sceneTree.focusedValues
        // A presented dialog's buttons act on what it was presented with (a context menu's row).
        for (name, value) in state.keyScene?.dialogValues ?? [:] { values[name] = value }
        for (name, value) in contextValues { values[name] = value }
        return values
    }

    /// The key contexts `when` clauses test (see docs/navigation.md).
    package var keyContext: KeyContext { isFocusStale ? makeContext() : context }

    private func makeContext() -> KeyContext {
        let tree = sceneTree
        var attributes = tree.attributes
        attributes["app"] = app.name
        if state.keyScene != nil { attributes["scene"] = state.focusedScene.id }
        attributes["platform"] = platform.rawValue
        attributes["path.count"] = String(state.focusedScene.path.count)
        let depth = tree.focusPath.count - 1
        var context = KeyContext(
            path: tree.focusPath.map(\.contextName), attributes: attributes,
            attributeDepths: [
                "scene": 1, "view": depth, "sheet": depth, "detent": depth, "dialog": depth, "path.count": depth,
            ])
        for name in tree.focusedValues.keys { context.identifiers["focused.\(name)"] = depth }
        return context
    }

    mutating func refreshFocus() {
        isFocusStale = false
        let next = makeContext()
        if next != context {
            if recentLive.count >= Self.recentFocusLimit { recentLive.removeAll(keepingCapacity: true) }
            recentLive[context] = live
            context = next
            live = recentLive.removeValue(forKey: context) ?? index.liveSet(in: context)
            dispatcher.reset()
        }
    }

    // MARK: - Keymaps

    /// Adds a user keymap layer above the others.
    public mutating func addKeymap(_ keymap: Keymap) {
        replaceLayers(keymapLayers + [KeymapLayer(.user, keymap)])
    }

    /// Replaces every keymap layer (lowest first) and recompiles the index; pending input is dropped.
    public mutating func replaceLayers(_ layers: [KeymapLayer]) {
        refreshFocusIfNeeded()
        keymapLayers = layers
        index = KeymapIndex(layers: layers.map(\.keymap))
        live = index.liveSet(in: context)
        recentLive.removeAll()
        dispatcher.reset()
    }

    /// Which `when` clauses hold in the current focus.
    package var liveSet: KeymapIndex.LiveSet { isFocusStale ? index.liveSet(in: makeContext()) : live }

    /// Brings the focus contexts up to date with the state, if a change left them behind.
    /// Every input does this first; a host that has shown a change's result can call it
    /// while it waits for the next input, so the next keystroke finds it done.
    package mutating func refreshFocusIfNeeded() {
        if isFocusStale { refreshFocus() }
    }

    /// Whether a change left the focus contexts behind (``refreshFocusIfNeeded()`` has work to do).
    package var isFocusRefreshDue: Bool { isFocusStale }

    // MARK: - Handling input

    /// Handles one input and returns what happened.
    public mutating func handle(_ input: Input) -> [Event] {
        refreshFocusIfNeeded()
        var events: [Event] = []
        switch input {
        case .key(let chord, let fallbacks, let now):
            press(chord, fallbacks: fallbacks, at: now, into: &events)
        case .tick(let now):
            if let outcome = dispatcher.tick(at: now, index: index) { resolve(outcome, into: &events) }
        case .perform(let id):
            perform(id, keys: nil, into: &events)
        case .apply(let effect):
            if let back = effect.historyStep {
                if let dialog = state.keyScene?.dialog {
                    events.append(.failed(app.navigation.waitingMessage(for: dialog)))
                    return events
                }
                stepHistory(back: back, into: &events)
            } else {
                // A dialog's button names the step after its command, as a menu item does.
                let name = answeredCommandTitle(effect)
                let succeeded = transact(into: &events, actionName: name, change: name ?? effect.description) {
                    (session, state, events) throws(NavigationError) in
                    try session.apply(effect, to: &state, events: &events, depth: 0)
                }
                // A dialog's button performs its command, as a menu item does.
                if succeeded, case .presentation(.answerDialog) = effect,
                    case .fired(let id, _)? = events.first(where: \.isFired)
                {
                    lastCommand = id
                }
            }
        case .cancelPending:
            dispatcher.reset()
        case .stepBack(let now):
            dispatcher.stepBack(at: now, index: index, live: live)
            if dispatcher.isPending { events.append(.pending(pendingKeys)) }
        case .restore(let restored), .restoreAtLaunch(let restored):
            let restoredState = transact(into: &events) { (session, state, events) throws(NavigationError) in
                let before = state
                state.restore(restored, in: session.app.navigation)
                try state.followTabs(from: before, in: session.app.navigation, lenient: true)
                events.append(.message(restored.summary))
            }
            if restoredState, case .restoreAtLaunch = input {
                undoStack.removeAll()
                redoStack.removeAll()
            }
        }
        return events
    }

    private mutating func press(
        _ chord: KeyboardShortcut, fallbacks: [KeyboardShortcut], at now: UInt64, into events: inout [Event]
    ) {
        var chord = chord
        if !dispatcher.isPending, !fallbacks.isEmpty, !reachesLive(chord) {
            if let alternative = fallbacks.first(where: { reachesLive($0) }) { chord = alternative }
        }
        var outcome = dispatcher.press(chord, at: now, index: index, live: &live)
        while case .firedPendingThenReplay = outcome {
            resolve(outcome, into: &events)
            outcome = dispatcher.press(chord, at: now, index: index, live: &live)
        }
        switch outcome {
        // Only a chord pressed with nothing pending is unbound (a pending prefix is dropped instead).
        case .unbound: events.append(.unbound(KeySequence([chord])))
        default: resolve(outcome, into: &events)
        }
    }

    /// Whether a lone chord starts or is a live binding in the current focus.
    private func reachesLive(_ chord: KeyboardShortcut) -> Bool {
        guard let node = index.child(of: 0, chord) else { return false }
        return index.bestLive(at: node, live) != nil || index.hasLiveContinuation(at: node, live)
    }

    private mutating func resolve(_ outcome: Dispatcher.Outcome, into events: inout [Event]) {
        switch outcome {
        case .fired(let entry), .firedPendingThenReplay(let entry):
            let fired = index.firing(entry)
            if let id = fired.commandID { perform(id, keys: fired.keys, into: &events) }
        case .blocked(let entry):
            events.append(.blocked(index.binding(of: entry).sequence))
        case .pending:
            events.append(.pending(KeySequence(dispatcher.pending)))
        case .dropped(let sequence):
            events.append(.dropped(sequence))
        case .unbound:
            break
        }
    }

    // MARK: - Commands and effects

    private mutating func perform(_ id: String, keys: KeySequence?, into events: inout [Event]) {
        // Looked up once: this runs on every keystroke that fires.
        guard let command = app.commands.command(id: id) else {
            transact(into: &events) { (session, state, events) throws(NavigationError) in
                try session.run(id, keys: keys, state: &state, events: &events, depth: 0)  // fails: unknown
            }
            return
        }
        perform(command, keys: keys, into: &events)
    }

    /// Performs `command`, passed on as it is (each copy of a command retains and releases its
    /// strings, effects and conditions).
    private mutating func perform(_ command: Command, keys: KeySequence?, into events: inout [Event]) {
        if let back = command.historyStep {
            // ⌘Z and ⇧⌘Z step through the history instead of changing the state.
            if let reason = disabledReason(command) {
                events.append(.failed(reason))
                return
            }
            // Enabled means the history has a step to take.
            events.append(.fired(command: command.id, keys: keys))
            stepHistory(back: back, into: &events)
            lastCommand = command.id
            return
        }
        let name = title(of: command)
        let succeeded = transact(into: &events, actionName: name) { (session, state, events) throws(NavigationError) in
            try session.run(command, keys: keys, state: &state, events: &events, depth: 0)
        }
        if succeeded { lastCommand = command.id }
    }

    /// Applies `body` to a copy of the state and keeps it only if nothing failed; a change
    /// is an undo step named `actionName` (the command's title: `Undo Toggle Favorite`).
    @discardableResult
    mutating func transact(
        into events: inout [Event], actionName: String? = nil, change: String? = nil,
        _ body: (Session, inout AppState, inout [Event]) throws(NavigationError) -> Void
    ) -> Bool {
        var scratch = state
        // The body's events go straight into `events`, taken back if it fails.
        let kept = events.count
        let snapshot = self
        do {
            try body(snapshot, &scratch, &events)
            // The tabs the change hides or shows, and the search field a tab change resets.
            try scratch.followTabs(from: state, in: app.navigation)
        } catch {
            events.removeSubrange(kept...)
            events.append(.failed(error.message))
            return false
        }
        if scratch.differsIgnoringFocus(from: state) {
            recordHistory(state, actionName: actionName, change: change)
            scratch.markKeyDocumentEdited()
        }
        state = scratch
        // Focus follows the new state. A pending chord may have to be dropped for it, so
        // that happens now; otherwise the work waits until something reads the focus.
        if dispatcher.isPending { refreshFocus() } else { isFocusStale = true }
        return true
    }

    func run(_ id: String, keys: KeySequence?, state: inout AppState, events: inout [Event], depth: Int)
        throws(NavigationError)
    {
        guard let command = app.commands.command(id: id) else {
            let hint = app.commands.suggestion(for: id).map { " (\($0))" } ?? ""
            throw NavigationError("unknown command '\(id)'\(hint)")
        }
        try run(command, keys: keys, state: &state, events: &events, depth: depth)
    }
}
