/// A running app: the engine's state machine. Inputs go in, events come out;
/// nothing here reads a clock, a file or a terminal (SPEC §1).
public struct Session: Sendable {
    /// Something that happened while handling an input.
    public enum Event: Sendable, Hashable {
        /// A command ran; `keys` is the sequence that fired it (nil when run by name).
        case fired(command: String, keys: KeySequence?)
        /// A sequence is under way.
        case pending(KeySequence)
        /// The pending prefix and this chord match nothing; all were dropped.
        case dropped(KeySequence)
        /// A lone chord with no binding in this focus.
        case unbound(KeySequence)
        /// A `null` binding matched: the keys are consumed and nothing fires.
        case blocked(KeySequence)
        /// A command's `message` effect, or a note about what happened.
        case message(String)
        /// A command or navigation that could not be done; nothing changed.
        case failed(String)
    }

    /// What the session is asked to do.
    public enum Input: Sendable, Hashable {
        /// A chord pressed at `at` ms. `fallbacks` are tried in order when the chord
        /// itself is unbound (a legacy terminal's Alt+X standing in for ⌘X).
        case key(KeyboardShortcut, fallbacks: [KeyboardShortcut] = [], at: UInt64 = 0)
        /// Time passed: fires a pending binding whose timeout ran out.
        case tick(at: UInt64)
        /// Run a command by id, as a menu item or a typed `run` would.
        case perform(command: String)
        case push(PathValue)
        case pop(Int)
        case popToRoot
        /// Drop any pending chord (⌃C).
        case cancelPending
    }

    /// The deepest a command may run other commands.
    public static let maximumCommandDepth = 32

    public private(set) var app: AppModel
    public private(set) var state: AppState
    /// The keymap layers, lowest first: the app's keymap, then `--keymap` files, then REPL bindings.
    public private(set) var layers: [Keymap]
    public private(set) var index: KeymapIndex
    public private(set) var dispatcher: Dispatcher
    /// The id of the last command that ran.
    public private(set) var lastCommand: String?
    /// The platform `when` clauses see as `platform`.
    public var platform: String {
        didSet { refreshFocus() }
    }
    private var live: KeymapIndex.LiveSet
    private var context: KeyContext

    /// Starts `app` with its own keymap plus `keymaps` layered above it.
    /// - Throws: the app keymap's diagnostics if it does not load.
    public init(app: AppModel, keymaps: [Keymap] = [], platform: String = "macos", timeout: UInt64 = 1000)
        throws(DiagnosticError)
    {
        var layers: [Keymap] = []
        if let file = app.keymapFile {
            layers.append(try KeymapLoader.load(file, commands: app.commands).keymap)
        }
        layers += keymaps
        self.app = app
        self.state = AppState(scenes: app.initialScenes.isEmpty ? [SceneState(id: "main")] : app.initialScenes)
        self.layers = layers
        self.index = KeymapIndex(layers: layers)
        self.dispatcher = Dispatcher(timeout: timeout)
        self.platform = platform
        self.context = KeyContext()
        self.live = index.liveSet(in: context)
        refreshFocus()
    }

    // MARK: - Focus

    /// The focus path, root first: App → Scene → NavigationStack → the focused view.
    public var focusPath: [String] {
        ["App", "Scene", "NavigationStack", focusedView.contextName]
    }

    /// The view on top of the focused scene's stack.
    public var focusedView: ViewDeclaration {
        guard let top = state.focusedScene.path.last, let view = app.destinations[top.type] else { return app.rootView }
        return view
    }

    /// The focused values visible now: those the focused view publishes.
    public var focusedValues: [String: PathValue] {
        guard let top = state.focusedScene.path.last, let view = app.destinations[top.type] else { return [:] }
        var values: [String: PathValue] = [:]
        for name in view.publishes { values[name] = top }
        return values
    }

    /// The key contexts `when` clauses test (SPEC §6).
    public var keyContext: KeyContext { context }

    private func makeContext() -> KeyContext {
        let depth = focusPath.count - 1
        var context = KeyContext(
            path: focusPath,
            attributes: [
                "app": app.name, "scene": state.focusedScene.id, "view": focusedView.contextName, "platform": platform,
                "path.count": String(state.focusedScene.path.count),
            ],
            attributeDepths: ["scene": 1, "view": depth, "path.count": 2])
        for name in focusedValues.keys { context.identifiers["focused.\(name)"] = depth }
        return context
    }

    private mutating func refreshFocus() {
        let next = makeContext()
        if next != context {
            context = next
            live = index.liveSet(in: context)
            dispatcher.reset()
        }
    }

    // MARK: - Keymaps

    /// Adds a keymap layer above the others.
    public mutating func addKeymap(_ keymap: Keymap) {
        replaceLayers(layers + [keymap])
    }

    /// Replaces every keymap layer (lowest first) and recompiles the index; pending input is dropped.
    public mutating func replaceLayers(_ layers: [Keymap]) {
        self.layers = layers
        index = KeymapIndex(layers: layers)
        live = index.liveSet(in: context)
        dispatcher.reset()
    }

    /// Which `when` clauses hold in the current focus.
    public var liveSet: KeymapIndex.LiveSet { live }

    /// Why `command` cannot run now, or nil when it is enabled.
    public func disabledReason(_ command: Command) -> String? {
        let values = focusedValues
        let missing = command.requiredFocusedValues.filter { values[$0] == nil }
        guard !missing.isEmpty else { return nil }
        return "'\(command.id)' is disabled: it needs the focused value \(missing.map { "'\($0)'" }.joined(separator: ", "))"
    }

    public func isEnabled(_ id: String) -> Bool {
        guard let command = app.commands.command(id: id) else { return false }
        return disabledReason(command) == nil
    }

    // MARK: - Handling input

    /// Handles one input and returns what happened.
    public mutating func handle(_ input: Input) -> [Event] {
        var events: [Event] = []
        switch input {
        case .key(let chord, let fallbacks, let now):
            press(chord, fallbacks: fallbacks, at: now, into: &events)
        case .tick(let now):
            if let outcome = dispatcher.tick(at: now, index: index) { resolve(outcome, into: &events) }
        case .perform(let id):
            perform(id, keys: nil, into: &events)
        case .push(let value):
            transact(into: &events) { (session, state, events) throws(Failure) in try session.apply(.push(value), to: &state, events: &events, depth: 0) }
        case .pop(let n):
            transact(into: &events) { (session, state, events) throws(Failure) in try session.apply(.pop(n), to: &state, events: &events, depth: 0) }
        case .popToRoot:
            transact(into: &events) { (session, state, events) throws(Failure) in try session.apply(.popToRoot, to: &state, events: &events, depth: 0) }
        case .cancelPending:
            dispatcher.reset()
        }
        return events
    }

    private mutating func press(_ chord: KeyboardShortcut, fallbacks: [KeyboardShortcut], at now: UInt64, into events: inout [Event]) {
        var chord = chord
        if !dispatcher.isPending, !fallbacks.isEmpty, !reachesLive(chord) {
            if let alternative = fallbacks.first(where: { reachesLive($0) }) { chord = alternative }
        }
        var outcome = dispatcher.press(chord, at: now, index: index, live: live)
        while case .firedPendingThenReplay = outcome {
            resolve(outcome, into: &events)
            outcome = dispatcher.press(chord, at: now, index: index, live: live)
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
            let binding = index.entries[Int(entry)].binding
            if let id = binding.commandID { perform(id, keys: binding.sequence, into: &events) }
        case .blocked(let entry):
            events.append(.blocked(index.entries[Int(entry)].binding.sequence))
        case .pending:
            events.append(.pending(KeySequence(dispatcher.pending)))
        case .dropped(let sequence):
            events.append(.dropped(sequence))
        case .unbound:
            break
        }
    }

    // MARK: - Commands and effects

    struct Failure: Error {
        var message: String
    }

    private mutating func perform(_ id: String, keys: KeySequence?, into events: inout [Event]) {
        let succeeded = transact(into: &events) { (session, state, events) throws(Failure) in
            try session.run(id, keys: keys, state: &state, events: &events, depth: 0)
        }
        if succeeded { lastCommand = id }
    }

    /// Applies `body` to a copy of the state and keeps it only if nothing failed.
    @discardableResult
    private mutating func transact(
        into events: inout [Event], _ body: (Session, inout AppState, inout [Event]) throws(Failure) -> Void
    ) -> Bool {
        var scratch = state
        var produced: [Event] = []
        let snapshot = self
        do {
            try body(snapshot, &scratch, &produced)
        } catch {
            events.append(.failed(error.message))
            return false
        }
        state = scratch
        events += produced
        refreshFocus()
        return true
    }

    private func run(_ id: String, keys: KeySequence?, state: inout AppState, events: inout [Event], depth: Int) throws(Failure) {
        guard let command = app.commands.command(id: id) else {
            let hint = app.commands.suggestion(for: id).map { " (\($0))" } ?? ""
            throw Failure(message: "unknown command '\(id)'\(hint)")
        }
        guard depth < Self.maximumCommandDepth else {
            throw Failure(message: "'\(id)' runs commands more than \(Self.maximumCommandDepth) deep")
        }
        if depth == 0, let reason = disabledReason(command) { throw Failure(message: reason) }
        events.append(.fired(command: id, keys: depth == 0 ? keys : nil))
        for effect in command.effects { try apply(effect, to: &state, events: &events, depth: depth) }
    }

    private func apply(_ effect: Effect, to state: inout AppState, events: inout [Event], depth: Int) throws(Failure) {
        switch effect {
        case .push(let value):
            guard app.destinations[value.type] != nil else {
                throw Failure(message: "no navigationDestination for type '\(value.type)'; the push does nothing")
            }
            guard app.record(value) != nil else {
                throw Failure(message: "no \(value.type) with id '\(value.id)'")
            }
            state.focusedScene.path.append(value)
        case .pop(let n):
            let count = state.focusedScene.path.count
            guard n >= 1 else { throw Failure(message: "pop needs a count of at least 1") }
            guard count >= n else {
                throw Failure(
                    message: count == 0 ? "the path is already at its root" : "cannot pop \(n): the path holds only \(count)")
            }
            state.focusedScene.path.removeLast(n)
        case .popToRoot:
            state.focusedScene.path.removeAll()
        case .run(let other):
            try run(other, keys: nil, state: &state, events: &events, depth: depth + 1)
        case .message(let text):
            events.append(.message(text))
        }
    }
}
