import KeyGraph

/// The registry of the formats module: each dialect's ``DialectFormat``, the one switch
/// over the dialects here (the core's is ``KeymapDialect/rules``).
extension KeymapDialect {
    /// This dialect's file format, layout world, editors and analysis.
    package var format: DialectFormat {
        switch self {
        case .keygraph: .keyGraph
        case .vscode: .vsCode
        case .zed: .zed
        }
    }
}
