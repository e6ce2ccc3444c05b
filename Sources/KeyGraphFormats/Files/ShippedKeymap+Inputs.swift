import KeyGraph

// MARK: - Defaults that do not fit (docs/keymaps.md "Defaults that come with KeyGraph")

extension ShippedKeymap {
    /// One keymap as given: its file's name, its layer, and the text's first line (where an
    /// editor's dump of its defaults names the version and the platform).
    package struct Given: Sendable {
        package var file: String
        package var keymap: Keymap
        package var firstLine: Substring

        package init(file: String, keymap: Keymap, text: String) {
            self.file = file
            self.keymap = keymap
            self.firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        }
    }

    /// The shipped keymap whose editor's dump starts with `line` (`// Default Keybindings of
    /// Visual Studio Code 1.90.0 for macOS`: any version), telling the dump's platform.
    static func dump(startingWith line: Substring) -> ShippedKeymap? {
        let line = String(line).trimmingSpaces()
        return all.first { shipped in
            let header = shipped.text.prefix { $0 != "\n" }
            guard let range = header.firstRange(of: shipped.editorVersion) else { return false }
            let before = header[..<range.lowerBound]
            let after = header[range.upperBound...]
            return line.hasPrefix(before) && line.hasSuffix(after) && line.count > before.count + after.count
        }
    }

    /// What is wrong with the defaults and the user's keymaps as given, each a warning: the
    /// defaults of another platform than `platform`, another editor's keymap under the
    /// user's, a user's keymap (removals, few rules) given as defaults, or the reverse.
    package static func inputProblems(defaults: [Given], user: [Given], platform: TargetPlatform) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let userDialects = Set(user.map(\.keymap.dialect))
        for given in defaults {
            let shipped = named(source: given.file) ?? dump(startingWith: given.firstLine)
            if let shipped, shipped.platform != (platform == .ipados ? .macos : platform) {
                problems.append(
                    warning(
                        "\(given.file) holds \(shipped.editorName)'s defaults for \(shipped.platformName), "
                            + "but --platform is \(platform.rawValue): \(shipped.editorName) lays other defaults there",
                        hint: "give --platform \(shipped.platform.rawValue), or the defaults of \(platform.rawValue)"))
            }
            if userDialects.count == 1, let dialect = userDialects.first, dialect != given.keymap.dialect {
                problems.append(
                    warning(
                        "\(given.file) is a \(given.keymap.dialect.displayName) keymap, laid under "
                            + "\(dialect.displayName)'s: an editor's defaults are its own",
                        hint: "give \(dialect.displayName)'s defaults with --defaults"))
            }
            if shipped == nil, let reason = userLike(given) {
                problems.append(
                    warning(
                        "\(given.file), given as the editor's defaults, looks like a user's keymap: \(reason)",
                        hint: "give the user's keymap with --keymap FILE, and the defaults with --defaults"))
            }
        }
        for given in user {
            guard let reason = defaultsLike(given) else { continue }
            var problem = Diagnostic(
                .warning, file: given.file, position: SourcePosition(line: 1, column: 1),
                message: "this looks like the editor's defaults, given as the user's keymap: \(reason)",
                hint: "give it with --defaults FILE, or leave it out: --editor lays the shipped defaults",
                sourceLine: String(given.firstLine))
            problem.rule = KeymapRule.editorDefaults.id
            problems.append(problem)
        }
        return problems
    }

    /// Why a keymap given as defaults looks like a user's, for a dialect whose defaults
    /// KeyGraph ships (and so knows the size of): it removes defaults, or has a fraction of
    /// their rules.
    private static func userLike(_ given: Given) -> String? {
        let shipped = all.filter { $0.dialect == given.keymap.dialect }
        guard let smallest = shipped.map(\.ruleCount).min() else { return nil }
        let bindings = given.keymap.bindings
        let removals = bindings.count { if case .remove = $0.action { true } else { false } }
        if removals > 0 {
            return "it removes \(removals == 1 ? "a default" : "\(removals) defaults") (\"-command\"), "
                + "which the editor's own defaults never do"
        }
        guard bindings.count < smallest / 4 else { return nil }
        return "it has \(bindings.count) rule\(bindings.count == 1 ? "" : "s"), "
            + "where \(shipped[0].editorName)'s defaults have \(smallest) or more"
    }

    /// Why a user's keymap looks like the editor's defaults: the editor's header on its
    /// first line, or as many rules as the shipped defaults and no removals.
    private static func defaultsLike(_ given: Given) -> String? {
        if let shipped = dump(startingWith: given.firstLine) {
            return "its first line is the header of \(shipped.editorName)'s own dump of its defaults"
        }
        let shipped = all.filter { $0.dialect == given.keymap.dialect }
        guard let smallest = shipped.map(\.ruleCount).min() else { return nil }
        let bindings = given.keymap.bindings
        guard bindings.count >= smallest / 2,
            !bindings.contains(where: { if case .remove = $0.action { true } else { false } })
        else { return nil }
        return "\(bindings.count) rules and no removal, as many as \(shipped[0].editorName)'s defaults"
    }

    private static func warning(_ message: String, hint: String) -> Diagnostic {
        var problem = Diagnostic(
            .warning, file: "--defaults", position: SourcePosition(line: 0, column: 0), message: message, hint: hint)
        problem.rule = KeymapRule.editorDefaults.id
        return problem
    }

    /// The dialect its text is in: the dialect of the first editor that ships it.
    var dialect: KeymapDialect {
        EditorFiles.Editor.allCases.first { $0.shippedDefaults.contains { $0.name == name } }?.dialect ?? .keygraph
    }

    /// The editor's name as the dialect says it (`VS Code`).
    var editorName: String { dialect.displayName }

    /// The platform's name as editors say it.
    var platformName: String {
        switch platform {
        case .macos, .ipados: "macOS"
        case .linux: "Linux"
        case .windows: "Windows"
        }
    }
}
