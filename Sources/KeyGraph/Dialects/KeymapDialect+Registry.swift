/// The registry of dialects: each ``KeymapDialect`` case and its definition, the one switch
/// over the cases in the core. A dialect's definition is its folder (`Dialects/VSCode/`
/// here, and `Sources/KeyGraphFormats/Dialects/VSCode/` for its file format): everything
/// the core needs of it is its ``KeymapRules`` value, and no code outside the folders asks
/// which dialect a keymap is (docs/architecture.md, "Adding a dialect").
extension KeymapDialect {
    /// This dialect's rules: the one place its differences are declared.
    public var rules: KeymapRules {
        switch self {
        case .keygraph: .keyGraph
        case .vscode: .vsCode
        case .zed: .zed
        }
    }

    /// The other editors' dialects, whose files KeyGraph imports read-only, in declaration
    /// order (`check` without `--editor` looks for each one's user file).
    public static let editors: [KeymapDialect] = allCases.filter { $0.rules.importsReadOnly }
}
