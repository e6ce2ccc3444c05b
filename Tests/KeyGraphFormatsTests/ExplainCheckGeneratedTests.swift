import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The sequence rule of issue 28 over generated keymaps: a user's keymap over a defaults
/// layer (`check --defaults`), in VS Code (orders, clauses, `-command` removals that list
/// fewer chords than the rule they remove) and in Zed (keys of up to three chords, context
/// depths, orders, nulls of the user's and of the defaults, `unbind`). For each, every sequence finding of `check` in the
/// user's file holds by `explain` in its witness context, and every user binding `explain`
/// finds kept from firing by a sequence in some context has a finding.
@Suite("explain agrees with check on generated keymaps")
struct ExplainCheckGeneratedTests {
    /// The shared SplitMix64 generator, so every run checks the same keymaps.
    typealias Generator = SeededGenerator

    /// One rule of a generated layer: keys, where it applies (a VS Code clause or a Zed
    /// context), and what it does (`nil`: Zed's null).
    struct Rule {
        var keys: String
        var scope: String?
        var action: String?
        var removes = false
    }

    struct Case {
        var dialect: KeymapDialect
        var defaults: [Rule]
        var user: [Rule]
    }

    static let cases = 1600

    static func vsCodeCase(_ g: inout Generator) -> Case {
        let keys = ["ctrl+a", "ctrl+a ctrl+b", "ctrl+a ctrl+c"]
        let clauses: [String?] = [nil, "x", "y", "!x"]
        let defaults = (0..<g.pick([1, 2, 3])).map { i in
            Rule(keys: g.pick(keys), scope: g.pick(clauses), action: "d\(i)")
        }
        var user: [Rule] = []
        for i in 0..<g.pick([1, 2, 3]) {
            if g.chance(35) {
                // A removal of a default's command, listing its keys, fewer chords, or no key.
                let target = g.pick(defaults)
                let listed = g.pick([target.keys, "ctrl+a", ""])
                user.append(
                    Rule(keys: listed, scope: g.chance(50) ? target.scope : nil, action: target.action, removes: true))
            } else {
                user.append(Rule(keys: g.pick(keys), scope: g.pick(clauses), action: "c\(i)"))
            }
        }
        return Case(dialect: .vscode, defaults: defaults, user: user)
    }

    static func zedCase(_ g: inout Generator) -> Case {
        let keys = ["ctrl-a", "ctrl-a ctrl-b", "ctrl-a ctrl-c", "ctrl-a ctrl-b ctrl-c"]
        let contexts: [String?] = [nil, "Workspace", "Editor", "Editor && mode == x"]
        let defaults = (0..<g.pick([0, 1, 2, 3])).map { i in
            Rule(keys: g.pick(keys), scope: g.pick(contexts), action: g.chance(25) ? nil : "d\(i)")
        }
        var user: [Rule] = []
        for i in 0..<g.pick([1, 2, 3, 4]) {
            if g.chance(20), let target = defaults.filter({ $0.action != nil }).randomElement(using: &g) {
                user.append(Rule(keys: target.keys, scope: g.pick(contexts), action: target.action, removes: true))
            } else {
                user.append(Rule(keys: g.pick(keys), scope: g.pick(contexts), action: g.chance(25) ? nil : "c\(i)"))
            }
        }
        return Case(dialect: .zed, defaults: defaults, user: user)
    }

    /// A layer's text, one rule a line from line 2.
    static func text(_ rules: [Rule], _ dialect: KeymapDialect) -> String {
        let lines = rules.map { rule in
            if dialect == .vscode {
                let when = rule.scope.map { #", "when": "\#($0)""# } ?? ""
                let command = (rule.removes ? "-" : "") + (rule.action ?? "")
                let key = rule.keys.isEmpty ? "" : #""key": "\#(rule.keys)", "#
                return #"  { \#(key)"command": "\#(command)"\#(when) }"#
            }
            let context = rule.scope.map { #""context": "\#($0)", "# } ?? ""
            let action = rule.action.map { #""\#($0)""# } ?? "null"
            return #"  { \#(context)"\#(rule.removes ? "unbind" : "bindings")": { "\#(rule.keys)": \#(action) } }"#
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// Every context the generated scopes can tell apart.
    static func contexts(_ dialect: KeymapDialect) -> [String] {
        dialect == .vscode
            ? ["", "x", "y", "x, y"]
            : ["", "Workspace", "Editor", "Workspace > Editor", "Workspace > Editor mode=x", "Editor mode=y"]
    }

    static func context(_ text: String, _ dialect: KeymapDialect) -> KeyContext? {
        dialect == .vscode
            ? try? EditorContext.vsCode(text, platform: .linux).0 : try? EditorContext.zed(text, platform: .linux).0
    }

    /// A witness as a context: VS Code's `x && !y` → `x, !y`; Zed's stack as written.
    static func context(ofWitness witness: String, _ dialect: KeymapDialect) -> KeyContext? {
        guard witness != "always" else { return context("", dialect) }
        let text = dialect == .vscode ? witness.replacingOccurrences(of: " && ", with: ", ") : witness
        return context(text, dialect)
    }

    /// Whether the binding at LINE of LAYER wins its keys in CONTEXT yet explain's sequence
    /// line says it does not fire at once: unreachable, never fires, or waits for the next
    /// chord (Zed fires it after the timeout, which `check` reports too). Nil when it does
    /// not win there.
    static func kept(
        _ rule: Rule, at place: (layer: Int, line: Int), _ index: KeymapIndex, _ context: KeyContext,
        _ dialect: KeymapDialect
    ) -> Bool? {
        guard let sequence = try? KeyNotation.parseSequence(rule.keys, dialect: dialect) else { return nil }
        let live = index.liveSet(in: context)
        let winner = index.liveBindings(under: sequence, live: live, strict: false).first {
            $0.binding.sequence == sequence
        }
        guard let winner, Int(winner.layer) == place.layer, winner.binding.position.line == place.line else {
            return nil
        }
        let said = ExplainReport.sequenceLine(
            for: sequence, written: rule.keys, in: index, live: live, rules: dialect.rules)
        guard let said else { return false }
        return !said.winnerFires || said.line.contains("waits for the next chord")
    }

    /// The bindings a finding says are kept from firing: the one at its line, or, for a
    /// user's binding that keeps defaults from firing, the defaults it lists.
    static func losers(of finding: Diagnostic, layers: Int) -> [(layer: Int, line: Int)] {
        let layer = finding.file == "d.json" ? 0 : layers - 1
        guard finding.file == "k.json", finding.message.contains("default binding") else {
            return [(layer, finding.position.line)]
        }
        return finding.message.components(separatedBy: "(d.json:").dropFirst().compactMap { rest in
            Int(rest.prefix { $0.isNumber }).map { (0, $0) }
        }
    }

    @Test("every sequence finding holds in its witness by explain, and explain's losses are findings")
    func agreement() throws {
        var g = Generator(state: 28)
        var checked = 0
        var losses = 0
        for n in 0..<Self.cases {
            let c = n % 2 == 0 ? Self.vsCodeCase(&g) : Self.zedCase(&g)
            let (found, index) = try Self.check(c)
            let layers = c.defaults.isEmpty ? [c.user] : [c.defaults, c.user]
            let about = "\(Self.text(c.defaults, c.dialect))over\n\(Self.text(c.user, c.dialect))"
            for finding in found {
                let witness = finding.message.range(of: "as when ").map { start in
                    String(finding.message[start.upperBound...].prefix { $0 != ":" })
                }
                var contexts = Self.contexts(c.dialect).compactMap { Self.context($0, c.dialect) }
                if let witness {
                    let stated = Self.context(ofWitness: witness, c.dialect)
                    #expect(stated != nil, "\(about)\(finding.summary)\nthe witness is no context")
                    contexts = stated.map { [$0] } ?? []
                }
                for loser in Self.losers(of: finding, layers: layers.count) {
                    let rule = layers[loser.layer][loser.line - 2]
                    for context in contexts {
                        guard let kept = Self.kept(rule, at: loser, index, context, c.dialect) else { continue }
                        #expect(kept, "\(about)\(finding.summary)\nin \(context)")
                        checked += 1
                    }
                }
            }
            for (layer, rules) in layers.enumerated() {
                // A null kept waiting or unreachable still leaves its keys doing nothing, as
                // asked: not a loss (Zed passes over a null while keys are pending).
                for (i, rule) in rules.enumerated() where !rule.removes && rule.action != nil {
                    let kept = Self.contexts(c.dialect).contains { text in
                        guard let context = Self.context(text, c.dialect) else { return false }
                        return Self.kept(rule, at: (layer, i + 2), index, context, c.dialect) == true
                    }
                    guard kept else { continue }
                    losses += 1
                    let file = layer == layers.count - 1 ? "k.json" : "d.json"
                    let reported = found.contains { finding in
                        Self.losers(of: finding, layers: layers.count).contains { $0 == (layer, i + 2) }
                            && (finding.file == file || finding.file == "k.json")
                    }
                    #expect(reported, "\(about)\(file) line \(i + 2) has no finding")
                }
            }
        }
        #expect(checked > 100 && losses > 100, "checked \(checked), losses \(losses)")
    }

    /// `check --all --defaults d.json --keymap k.json`: the sequence findings in both files,
    /// and the index `explain` reads.
    static func check(_ c: Case) throws -> ([Diagnostic], KeymapIndex) {
        var layers: [Keymap] = []
        var sources: [String: String] = [:]
        for (name, rules) in [("d.json", c.defaults), ("k.json", c.user)] where !rules.isEmpty || name == "k.json" {
            let text = Self.text(rules, c.dialect)
            var keymap = try KeymapLoader.load(SourceFile(name: name, text: text), accepting: .all).keymap
            keymap.isEditorDefaults = name == "d.json"
            layers.append(keymap)
            sources[name] = text
        }
        let found = EditorAnalysis.analyze(
            layers: layers, sources: sources, terminal: false, defaults: layers.count - 1)
        let sequences = found.filter { $0.message.contains("chord") }
        return (sequences, KeymapIndex(layers: layers))
    }
}
