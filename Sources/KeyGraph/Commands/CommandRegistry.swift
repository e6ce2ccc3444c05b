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

    /// The command with `id`: the app's, else the system's command for a standard selector
    /// KeyGraph performs (``SystemCommands``: `performClose:`, `terminate:` …), which every
    /// app has without declaring it. ``commands`` lists only the app's.
    ///
    /// - Complexity: O(1) on average.
    public func command(id: String) -> Command? {
        indexByID[id].map { commands[$0] } ?? SystemCommands.command(id: id)
    }

    /// A "did you mean" hint for a misspelt command id.
    public func suggestion(for id: String) -> String? {
        Suggestion.didYouMean(id, among: commands.lazy.map(\.id), closeness: .lenient)
    }
}
