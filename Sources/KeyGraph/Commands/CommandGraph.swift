/// The command graph: which commands run which (`run` effects).
extension CommandRegistry {
    /// The commands `id` runs directly, in effect order.
    public func commandsRun(by id: String) -> [String] {
        guard let command = command(id: id) else { return [] }
        return command.effects.compactMap { effect in
            if case .run(let other) = effect { return other }
            return nil
        }
    }

    /// Every cycle of `run` effects, each once, written from its first-declared
    /// command back to it (`a → b → a`).
    ///
    /// - Complexity: O(V + E) in commands and `run` edges.
    public func cycles() -> [[String]] {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var stack: [String] = []
        var found: [[String]] = []
        var seen: Set<[String]> = []

        func visit(_ id: String) {
            marks[id] = .visiting
            stack.append(id)
            for next in commandsRun(by: id) where command(id: next) != nil {
                switch marks[next] {
                case .visiting:
                    if let start = stack.lastIndex(of: next) {
                        let cycle = Array(stack[start...]) + [next]
                        let key = Array(cycle.dropLast()).sorted()
                        if seen.insert(key).inserted { found.append(cycle) }
                    }
                case .done:
                    break
                case nil:
                    visit(next)
                }
            }
            stack.removeLast()
            marks[id] = .done
        }
        for command in commands where marks[command.id] == nil { visit(command.id) }
        return found
    }

    /// Checks the command graph: every `run` names a command and no command runs itself
    /// through others. `file` names the app in the diagnostics.
    ///
    /// - Returns: one diagnostic per cycle (`command cycle: a → b → a`) and per unknown command.
    public func validateGraph(file: String = "<app>") -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let origin = SourcePosition(line: 0, column: 0)
        for command in commands {
            for other in commandsRun(by: command.id) where self.command(id: other) == nil {
                diagnostics.append(
                    Diagnostic(
                        .error, file: file, position: origin,
                        message: "'\(command.id)' runs the unknown command '\(other)'", hint: suggestion(for: other)))
            }
        }
        for cycle in cycles() {
            diagnostics.append(
                Diagnostic(
                    .error, file: file, position: origin,
                    message: "command cycle: \(cycle.joined(separator: " → "))",
                    hint: "a command may not run itself, directly or through others"))
        }
        return diagnostics
    }
}
