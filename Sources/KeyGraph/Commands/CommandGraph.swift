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
    /// The search keeps its own stack: a chain of thousands of commands, as a
    /// generated app file may hold, must not exhaust the thread's.
    ///
    /// - Complexity: O(V + E) in commands and `run` edges.
    public func cycles() -> [[String]] {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var path: [String] = []
        var pending: [(next: [String], index: Int)] = []
        var found: [[String]] = []
        var seen: Set<[String]> = []

        func enter(_ id: String) {
            marks[id] = .visiting
            path.append(id)
            pending.append((commandsRun(by: id), 0))
        }
        for command in commands where marks[command.id] == nil {
            enter(command.id)
            while let top = pending.last {
                guard top.index < top.next.count else {
                    marks[path.removeLast()] = .done
                    pending.removeLast()
                    continue
                }
                pending[pending.count - 1].index += 1
                let next = top.next[top.index]
                guard self.command(id: next) != nil else { continue }
                switch marks[next] {
                case .visiting:
                    if let start = path.lastIndex(of: next) {
                        let cycle = Array(path[start...]) + [next]
                        let key = Array(cycle.dropLast()).sorted()
                        if seen.insert(key).inserted { found.append(cycle) }
                    }
                case .done:
                    break
                case nil:
                    enter(next)
                }
            }
        }
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
