/// The command graph: which commands run which (`run` effects).
extension CommandRegistry {
    /// The commands `id` runs directly, in effect order.
    public func commandsRun(by id: String) -> [String] {
        guard let command = command(id: id) else { return [] }
        return command.effects.compactMap { effect in
            if case .app(.run(let other)) = effect { return other }
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

    /// The chains of `run` effects longer than `limit` commands: for each command that
    /// starts one and is not itself run by such a command, its longest chain, from it
    /// to the last command run. A chain longer than ``Command/maximumRunDepth``
    /// can never run to its end. Edges that close a cycle are not followed.
    ///
    /// - Complexity: O(V + E) in commands and `run` edges; no recursion.
    public func chains(longerThan limit: Int) -> [[String]] {
        var length: [String: Int] = [:]
        var longest: [String: String] = [:]
        var visiting: Set<String> = []
        var pending: [(id: String, next: [String], index: Int)] = []
        for root in commands where length[root.id] == nil {
            visiting.insert(root.id)
            pending.append((root.id, commandsRun(by: root.id), 0))
            while let top = pending.last {
                if top.index < top.next.count {
                    pending[pending.count - 1].index += 1
                    let next = top.next[top.index]
                    guard command(id: next) != nil, length[next] == nil, !visiting.contains(next) else { continue }
                    visiting.insert(next)
                    pending.append((next, commandsRun(by: next), 0))
                    continue
                }
                var best = 0
                for next in top.next {
                    if let n = length[next], n > best {
                        best = n
                        longest[top.id] = next
                    }
                }
                length[top.id] = best + 1
                visiting.remove(top.id)
                pending.removeLast()
            }
        }
        let deep = commands.filter { (length[$0.id] ?? 0) > limit }
        let runByDeep = Set(deep.flatMap { commandsRun(by: $0.id) })
        return deep.filter { !runByDeep.contains($0.id) }.map { root in
            var chain = [root.id]
            while let next = longest[chain[chain.count - 1]] { chain.append(next) }
            return chain
        }
    }

    /// A chain for a message: all of a short one, the ends of a long one (`a → b → c → … → z`).
    static func describe(chain: [String]) -> String {
        guard chain.count > 6 else { return chain.joined(separator: " → ") }
        return (chain.prefix(3) + ["…", chain[chain.count - 1]]).joined(separator: " → ")
    }

    /// The command graph's problems: every `run` of a command that does not exist, every
    /// cycle, and (when there is no cycle) every chain too deep to run to its end. The one
    /// check both a session and the app-file reader make; the reader locates each problem
    /// at the command it belongs to.
    ///
    /// - Complexity: O(V + E) in commands and `run` edges.
    package func graphProblems() -> [CommandGraphProblem] {
        var problems: [CommandGraphProblem] = []
        for command in commands {
            for other in commandsRun(by: command.id) where self.command(id: other) == nil {
                problems.append(.unknownCommand(command.id, runs: other, hint: suggestion(for: other)))
            }
        }
        let cycles = cycles()
        problems += cycles.map(CommandGraphProblem.cycle)
        guard cycles.isEmpty else { return problems }
        return problems + chains(longerThan: Command.maximumRunDepth).map(CommandGraphProblem.tooDeep)
    }

    /// `graphProblems()` as diagnostics about `file` as a whole (no line to point at).
    public func validateGraph(file: String = "<app>") -> [Diagnostic] {
        graphProblems().map {
            Diagnostic(
                .error, file: file, position: SourcePosition(line: 0, column: 0), message: $0.message, hint: $0.hint)
        }
    }
}

/// A problem of the command graph, found by ``CommandRegistry/graphProblems()``.
package enum CommandGraphProblem: Hashable, Sendable {
    /// `command` runs `runs`, which does not exist; `hint` is a did-you-mean.
    case unknownCommand(String, runs: String, hint: String?)
    /// Commands that run each other in a ring, written from the first back to it (`a → b → a`).
    case cycle([String])
    /// A chain of `run`s longer than ``Command/maximumRunDepth``, from the command that starts it.
    case tooDeep([String])

    /// The command the problem belongs to: the one that runs, or the chain's first.
    package var command: String {
        switch self {
        case .unknownCommand(let command, _, _): command
        case .cycle(let chain), .tooDeep(let chain): chain.first ?? ""
        }
    }

    package var message: String {
        switch self {
        case .unknownCommand(let command, let other, _): "'\(command)' runs the unknown command '\(other)'"
        case .cycle(let cycle): "command cycle: \(cycle.joined(separator: " → "))"
        case .tooDeep(let chain):
            "'\(chain[0])' runs commands \(chain.count) deep: \(CommandRegistry.describe(chain: chain))"
        }
    }

    package var hint: String? {
        switch self {
        case .unknownCommand(_, _, let hint): hint
        case .cycle: "a command may not run itself, directly or through others"
        case .tooDeep: "a command runs at most \(Command.maximumRunDepth) deep, itself included"
        }
    }
}
