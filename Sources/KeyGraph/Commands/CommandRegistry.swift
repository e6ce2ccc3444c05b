/// The app's commands by id, in declaration order.
public struct CommandRegistry: Sendable, Hashable {
    public private(set) var commands: [Command] = []
    private var indexByID: [String: Int] = [:]

    public init(_ commands: [Command] = []) {
        for command in commands { register(command) }
    }

    /// Adds or replaces a command.
    public mutating func register(_ command: Command) {
        if let i = indexByID[command.id] {
            commands[i] = command
        } else {
            indexByID[command.id] = commands.count
            commands.append(command)
        }
    }

    /// The command with `id`, if registered.
    ///
    /// - Complexity: O(1) on average.
    public func command(id: String) -> Command? {
        indexByID[id].map { commands[$0] }
    }

    /// The closest registered id to a misspelt one, for "did you mean" hints.
    public func suggestion(for id: String) -> String? {
        var best: (String, Int)? = nil
        let wanted = id.lowercased(), limit = max(2, id.count / 4)
        for command in commands {
            let d = editDistance(wanted, command.id.lowercased(), limit: limit)
            if d <= limit, best.map({ d < $0.1 }) ?? true { best = (command.id, d) }
        }
        return best.map { "did you mean '\($0.0)'?" }
    }
}
