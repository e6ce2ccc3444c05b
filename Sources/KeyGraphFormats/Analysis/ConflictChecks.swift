import KeyGraph

/// The conflict checks of `keygraph check`, each written once for every world
/// (docs/keymaps.md, "Analysis"): a duplicate; a binding that never fires because a later
/// one covers it; one that loses where a later one also applies; a prefix that makes a
/// longer sequence wait or be unreachable, both ways; a removal or unbind that removes
/// nothing. What differs between worlds is asked of the oracle (where do two bindings
/// apply together?) and of the dialect's ``KeymapRules`` (who wins, what a sequence does).
struct ConflictChecks<Oracle: OverlapOracle> {
    let layers: [Keymap]
    let index: KeymapIndex
    let rules: KeymapRules
    /// The severity of a loss in only part of where a binding applies: a warning in the app's
    /// world, whose focuses are real; a note in an editor's, whose witness is only possible.
    let partialLoss: Diagnostic.Severity
    var oracle: Oracle
    /// The layers that are the editor's own default keymap (`--defaults`): a prefix finding
    /// a user's binding decides against them is reported at the user's binding.
    let defaultLayers: Set<Int32>
    /// Whether a binding of the defaults that loses to another of the defaults is looked for
    /// (`check --all`); without it, only what the user's files do is.
    let insideDefaults: Bool
    /// The bindings that survive removals, grouped by their keys.
    let bySequence: [KeySequence: [KeymapIndex.Entry]]

    init(
        layers: [Keymap], index: KeymapIndex, rules: KeymapRules, partialLoss: Diagnostic.Severity, oracle: Oracle,
        defaultLayers: Set<Int32> = [], insideDefaults: Bool = true
    ) {
        self.defaultLayers = defaultLayers
        self.insideDefaults = insideDefaults
        self.layers = layers
        self.index = index
        self.rules = rules
        self.partialLoss = partialLoss
        self.oracle = oracle
        var bySequence: [KeySequence: [KeymapIndex.Entry]] = [:]
        for entry in index.entries { bySequence[entry.binding.sequence, default: []].append(entry) }
        self.bySequence = bySequence
    }

    /// Every check, in order.
    mutating func run(_ report: inout KeymapAnalysis.Reporter) {
        let shippedNamespaces = namespacesOfShippedDefaults()
        for (warning, removal) in zip(index.removalWarnings, index.unmatchedRemovals) {
            var finding = warning
            finding.rule = KeymapRule.removesNothing.id
            finding.finding = Diagnostic.Finding(bindings: [Diagnostic.Binding(removal.binding, in: removal.file)])
            // An editor's removal usually names one of the editor's defaults: without them,
            // that it removes nothing is not known.
            if rules.importsReadOnly, defaultLayers.isEmpty {
                finding.severity = .note
                finding.message += "; without the editor's default keymap (--defaults FILE) this cannot be checked"
            } else if let shippedNamespaces, let command = removal.binding.namedCommand,
                !shippedNamespaces.contains(Self.namespace(of: command))
            {
                // A command in a namespace the shipped defaults never use (`jupyter.`,
                // `extension.liveServer.`) is an extension's: its binding lives in the extension,
                // which the published dump does not hold (a user's own export does, so over one
                // this stays a warning). A core command without a default key
                // (`workbench.action.toggleTabsVisibility`) keeps its warning.
                finding.severity = .note
                finding.message +=
                    "; no shipped default binds a command of '\(Self.namespace(of: command))' (an extension's?), so this cannot be checked: an export of your own defaults (--defaults FILE) holds your extensions' bindings"
            }
            report.diagnostics.append(report.withSource(finding))
        }
        checkUnbinds(&report)
        checkShadowing(&report)
        checkPrefixes(&report)
        if !defaultLayers.isEmpty { noteUnmodelledContexts(&report) }
    }

    /// A note at the first binding of the user's files whose clause names a view the editor's
    /// model does not know: the findings take it as free, which the user should know.
    func noteUnmodelledContexts(_ report: inout KeymapAnalysis.Reporter) {
        var noted: Set<String> = []
        for entry in index.entries where !isDefault(entry) {
            guard let clause = index.predicates[Int(entry.predicate)] else { continue }
            for name in clause.identifiers where oracle.isUnmodelled(name) && noted.insert(name).inserted {
                let b = entry.binding
                report.add(
                    .note, file(entry), b.whenPosition, fallback: b.position, length: 1,
                    "'\(name)' is a context KeyGraph's model of \(rules.name)'s views does not know: it is taken as possible anywhere, so a finding that names it may be in a context \(rules.name) never builds",
                    rule: KeymapRule.unmodelledContext.id, finding: finding([entry], witness: nil))
            }
        }
    }

    /// A command's namespace: all but its last dotted part (`workbench.action.terminal` of
    /// `workbench.action.terminal.new`; empty for `renameFile`).
    static func namespace(of command: String) -> Substring {
        guard let dot = command.lastIndex(of: ".") else { return "" }
        return command[..<dot]
    }

    /// The namespaces of the commands the editor's default layers bind, when those are only
    /// the defaults that come with KeyGraph (`keygraph:vscode-linux`); nil without defaults or
    /// with a file.
    func namespacesOfShippedDefaults() -> Set<Substring>? {
        guard rules.importsReadOnly, !defaultLayers.isEmpty else { return nil }
        var commands: Set<Substring> = []
        for layer in defaultLayers {
            guard Int(layer) < layers.count, ShippedKeymap.named(source: layers[Int(layer)].file) != nil else {
                return nil
            }
            for binding in layers[Int(layer)].bindings {
                if let id = binding.commandID { commands.insert(Self.namespace(of: id)) }
            }
        }
        return commands
    }

    func file(_ entry: KeymapIndex.Entry) -> String { layers[Int(entry.layer)].file }

    /// `FILE:LINE:COL` of a binding.
    func location(_ entry: KeymapIndex.Entry) -> String {
        String.concatenating([
            file(entry), ":", String(entry.binding.position.line), ":", String(entry.binding.position.column),
        ])
    }

    /// The keys as the file wrote them (`shift+alt+[IntlBackslash]`).
    func keys(_ binding: KeymapBinding) -> String { binding.keySource ?? binding.sequence.canonical }

    /// Whether a binding competes for its keys: it fires a command or blocks them.
    static func competes(_ binding: KeymapBinding) -> Bool {
        switch binding.action {
        case .command, .block: true
        case .remove, .unbind: false
        }
    }

    /// Whether an entry competes in its layer: a `null` of Zed's default keymap does not, as
    /// Zed passes over it (``KeymapRules/defaultNullsBlock``).
    func competes(_ entry: KeymapIndex.Entry) -> Bool {
        guard Self.competes(entry.binding) else { return false }
        return entry.binding.action != .block || rules.defaultNullsBlock || !layers[Int(entry.layer)].isEditorDefaults
    }

    static func sameCommand(_ a: KeymapBinding, _ b: KeymapBinding) -> Bool {
        a.action == b.action && a.arguments == b.arguments
    }

    static func sameClause(_ a: KeymapBinding, _ b: KeymapBinding) -> Bool {
        a.when.map { w in b.when.map { w.isEquivalent(to: $0) } ?? false } ?? (b.when == nil)
    }

    // MARK: - Removals and unbinds

    // MARK: - Bindings on the same keys

    /// Two bindings of one layer on the same keys that apply together, ranked alike but for
    /// their order: the earlier loses where the later applies. A later one that applies (and
    /// wins) wherever the earlier does makes it never fire — a duplicate when it is the same
    /// command under the same clause — whichever later binding the search meets first.
    mutating func checkShadowing(_ report: inout KeymapAnalysis.Reporter) {
        let tied = rules.precedence == .depthThenOrder
        // Each distinct clause normalized once for the whole keymap, and only when a pair
        // needs it: equal clauses share a predicate, and a pair whose clauses never hold
        // together never asks (on an editor's default keymap, normalizing was the largest
        // cost of `check` after the solver).
        var normalized: [WhenClause??] = Array(repeating: nil, count: index.predicates.count)
        // Normalizing keeps a clause's set of context keys (it flattens, sorts and drops
        // repeated terms), so clauses with different keys differ without normalizing.
        var keys: [[String]?] = Array(repeating: nil, count: index.predicates.count)
        func sameClause(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry) -> Bool {
            if a.predicate == b.predicate { return true }
            func keySet(_ entry: KeymapIndex.Entry) -> [String] {
                if let known = keys[Int(entry.predicate)] { return known }
                let found = entry.binding.when?.distinctIdentifiers ?? []
                keys[Int(entry.predicate)] = found
                return found
            }
            guard keySet(a) == keySet(b) else { return false }
            func form(_ entry: KeymapIndex.Entry) -> WhenClause? {
                if let known = normalized[Int(entry.predicate)] { return known }
                let form = entry.binding.when?.normalized
                normalized[Int(entry.predicate)] = form
                return form
            }
            return form(a) == form(b)
        }
        for entries in bySequence.values where entries.count > 1 {
            // A binding loses here only to a later one of its own layer: in the defaults' layers,
            // to the defaults.
            for (i, earlier) in entries.enumerated() where competes(earlier) && (insideDefaults || !isDefault(earlier))
            {
                var firstLoss: (later: KeymapIndex.Entry, witness: String)? = nil
                var cover: KeymapIndex.Entry? = nil
                for j in (i + 1)..<entries.count {
                    // Tested in place: copying an entry (its binding's strings) costs more.
                    guard entries[j].layer == earlier.layer, competes(entries[j]) else { continue }
                    let later = entries[j]
                    // The same command with the same arguments wins either way: nothing is lost.
                    if Self.sameCommand(earlier.binding, later.binding), !sameClause(earlier, later) { continue }
                    if firstLoss == nil {
                        guard let witness = oracle.witness(earlier, later, tied: tied) else { continue }
                        firstLoss = (later, witness)
                    }
                    if sameClause(earlier, later) || oracle.covers(later, earlier) {
                        cover = later
                        break
                    }
                }
                guard let firstLoss else { continue }
                reportLoss(
                    earlier, to: cover ?? firstLoss.later, where: cover == nil ? firstLoss.witness : nil, &report)
            }
        }
    }

    /// `witness` nil: the later binding covers the earlier one.
    private func reportLoss(
        _ earlier: KeymapIndex.Entry, to later: KeymapIndex.Entry, where witness: String?,
        _ report: inout KeymapAnalysis.Reporter
    ) {
        let (a, b) = (earlier.binding, later.binding)
        let keys = keys(a)
        let at = location(later)
        let file = file(earlier)
        let length = report.keyText(of: a, in: file)?.count ?? keys.count
        if Self.sameCommand(a, b) && Self.sameClause(a, b) {
            report.add(
                .warning, file, a.keyPosition, fallback: a.position, length: length,
                "duplicate binding: '\(keys)' → '\(a.actionSource)' is bound again at \(at)",
                hint: "remove one of them",
                rule: KeymapRule.duplicateBinding.id, finding: finding([earlier, later]))
        } else if let witness {
            // The commonest finding on an editor's keymap (hundreds on VS Code's defaults):
            // appended into one buffer sized once, not interpolated.
            let message = String.concatenating([
                "'", keys, "' → '", a.actionSource, "' loses where '", b.actionSource, "' (", at, ") also applies, as ",
                witness, ": ", rules.tieRule,
            ])
            report.add(
                partialLoss, file, a.keyPosition, fallback: a.position, length: length, message,
                hint: partialLoss == .note
                    ? nil : "give them different keys, or \(rules.conditionWord)s that do not overlap",
                rule: KeymapRule.losesInPart.id, finding: finding([earlier, later], witness: witness))
        } else {
            let wherever = a.when == nil ? "wherever it applies" : "wherever its \(rules.conditionWord) holds"
            report.add(
                .warning, file, a.keyPosition, fallback: a.position, length: length,
                "'\(keys)' → '\(a.actionSource)' never fires: \(wherever), '\(b.actionSource)' (\(at)) applies too, and \(rules.tieRule)",
                hint: "remove it, or bind it to other keys", rule: KeymapRule.neverFires.id,
                finding: finding([earlier, later]))
        }
    }

    /// A finding about `entries` (the one it is located at first).
    func finding(_ entries: [KeymapIndex.Entry], witness: String? = nil) -> Diagnostic.Finding {
        Diagnostic.Finding(
            witness: Diagnostic.Finding.context(of: witness),
            bindings: entries.map { Diagnostic.Binding($0.binding, in: file($0)) })
    }
}
