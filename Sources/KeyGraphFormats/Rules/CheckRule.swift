import KeyGraph

/// What `check` says of its own suppressions (docs/keymaps.md, "Silencing a finding"): an
/// ignore comment that silences nothing, or that names no rule it knows.
public enum CheckRule: RuleSet {
    case unusedIgnore, invalidIgnore

    public var descriptor: RuleDescriptor {
        switch self {
        case .unusedIgnore:
            RuleDescriptor(
                "unused-ignore", .check, .note,
                summary: "a `// keygraph:ignore RULE` comment with no finding of that rule on its line or the next",
                wrong: #"// keygraph:ignore never-fires   (above a binding nothing shadows)"#,
                right: "no comment where nothing is found; the comment where the finding is",
                doc: "docs/keymaps.md#silencing-a-finding")
        case .invalidIgnore:
            RuleDescriptor(
                "invalid-ignore", .check, .error,
                summary: "a `// keygraph:ignore` comment that names no rule, or a rule KeyGraph does not have",
                wrong: #"// keygraph:ignore never-fire"#, right: #"// keygraph:ignore never-fires"#,
                doc: "docs/keymaps.md#silencing-a-finding")
        }
    }
}
