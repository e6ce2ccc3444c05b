import KeyGraph

/// A project's `.keygraph.json` (JSONC; docs/keymaps.md, "A project's settings"): how
/// `check` runs there when its command line does not say. Found from the checked folder
/// upward, as `.swift-format` is; what the command line gives wins over it.
///
/// ```jsonc
/// {
///   "rules": { "ellipsis": "off", "icon-without-label": "warning" },
///   "exclude": ["Sources/Generated/**", "**/*Preview*.swift"],
///   "platform": "macos",
///   "deploymentTargets": { "macOS": "13.0" },
///   "editor": "zed",
///   "defaults": ["zed/default-linux.json"]
/// }
/// ```
package struct CheckConfig: Sendable, Hashable {
    /// What the file says of one rule: leave it out, or report its findings at a severity.
    package enum Setting: String, Sendable, Hashable, CaseIterable {
        case off, note, warning, error

        /// The severity its findings get; nil for `off`.
        package var severity: Diagnostic.Severity? {
            switch self {
            case .off: nil
            case .note: .note
            case .warning: .warning
            case .error: .error
            }
        }
    }

    /// The name `check` looks for.
    package static let fileName = ".keygraph.json"
    /// The members the file may have, in the order the schema lists them.
    package static let members = ["$schema", "rules", "exclude", "platform", "deploymentTargets", "editor", "defaults"]
    /// The platforms `deploymentTargets` names (as `Package.swift` spells them).
    package static let targetPlatforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// The file's path, as the user's shell would name it.
    package var file = ""
    /// The working directory the paths of findings are relative to (absolute; set by the host).
    package var workingDirectory = ""
    /// Rule id → its setting.
    package var rules: [RuleID: Setting] = [:]
    /// Globs of paths, relative to the file's folder: findings there are left out (`*` within a
    /// folder name, `**` any number of folders, `?` one character).
    package var exclude: [String] = []
    /// The platform, where `--platform` is not given.
    package var platform: TargetPlatform?
    /// Platform → version (`"macOS": "13.0"`), where the project states none for that platform.
    package var deploymentTargets: [String: String] = [:]
    /// The editor whose user keymap is read, where `--editor` is not given.
    package var editor: String?
    /// The editor's default keymaps, where `--defaults` is not given: files relative to the
    /// file's folder, or what `--defaults` takes by name (``resolvedDefaults(platform:)``).
    package var defaults: [String] = []

    package init() {}

    /// The folder that holds the file (`.` for a file in the working directory).
    package var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// `path` (relative to the folder of the file) as the working directory names it.
    package func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || folder == "." { return path }
        return folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// ``defaults`` as `--defaults` takes them: a keymap KeyGraph ships, by name (`vscode`,
    /// `vscode-macos`), and `none`, as written; a file, relative to the folder of the file.
    package func resolvedDefaults(platform: TargetPlatform) -> [String] {
        defaults.map { $0 == "none" || ShippedKeymap.resolving($0, platform: platform) != nil ? $0 : resolve($0) }
    }

    /// Whether findings in `path` (a file as a diagnostic names it) are left out by ``exclude``.
    package func excludes(_ path: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let base = absolute(folder)
        var relative = Substring(absolute(path))
        guard base == "/" || relative.hasPrefix(base + "/") else { return false }
        relative = relative.dropFirst(base == "/" ? 1 : base.count + 1)
        return exclude.contains { Glob.matches($0, String(relative)) }
    }

    /// `path` from the root, its `.` names dropped (`..` is kept: a finding's path seldom has one).
    func absolute(_ path: String) -> String {
        let whole = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let names = whole.split(separator: "/").filter { $0 != "." }
        return "/" + names.joined(separator: "/")
    }

    /// Reads `file`: every problem found, located, in one error.
    /// - Parameter registry: the rules the ids in `rules` must name.
    package static func load(_ file: SourceFile, registry: RuleRegistry) throws(DiagnosticError) -> CheckConfig {
        let root: JSONNode
        do {
            root = try JSONCParser.parse(file.text)
        } catch {
            throw DiagnosticError(
                Diagnostic(
                    .error, file: file.name, position: error.position, length: error.length, message: error.message,
                    hint: error.hint
                ).attachingSourceLine(from: file.text))
        }
        var reader = Reader(file: file, registry: registry)
        reader.read(root)
        guard reader.problems.isEmpty else { throw DiagnosticError(reader.problems) }
        return reader.config
    }
}

/// Reads the members of a `.keygraph.json`, keeping every problem.
private struct Reader {
    let file: SourceFile
    let registry: RuleRegistry
    var config = CheckConfig()
    var problems: [Diagnostic] = []

    init(file: SourceFile, registry: RuleRegistry) {
        self.file = file
        self.registry = registry
        config.file = file.name
    }

    mutating func problem(_ at: SourcePosition, length: Int = 1, _ message: String, hint: String? = nil) {
        problems.append(
            Diagnostic(.error, file: file.name, position: at, length: length, message: message, hint: hint)
                .attachingSourceLine(from: file.text))
    }

    /// The member's key, quotes included, as the caret's length.
    func keyLength(_ member: JSONNode.Member) -> Int { member.key.count + 2 }

    mutating func read(_ root: JSONNode) {
        guard let members = root.members else {
            return problem(root.position, "a .keygraph.json is an object, found \(root.kindDescription)")
        }
        for member in members {
            switch member.key {
            case "$schema": break
            case "rules": readRules(member.value)
            case "exclude": config.exclude = strings(member.value, "exclude")
            case "platform":
                guard let name = string(member.value, "platform") else { continue }
                guard let platform = TargetPlatform(rawValue: name) else {
                    let names = TargetPlatform.allCases.map(\.rawValue)
                    problem(
                        member.value.position, length: name.count + 2, "no platform '\(name)'",
                        hint: Suggestion.didYouMean(name, among: names) ?? "one of \(names.joined(separator: ", "))")
                    continue
                }
                config.platform = platform
            case "deploymentTargets": readTargets(member.value)
            case "editor":
                guard let name = string(member.value, "editor") else { continue }
                let names = EditorFiles.Editor.allCases.map(\.rawValue)
                guard names.contains(name) else {
                    problem(
                        member.value.position, length: name.count + 2, "no editor '\(name)'",
                        hint: Suggestion.didYouMean(name, among: names) ?? "one of \(names.joined(separator: ", "))")
                    continue
                }
                config.editor = name
            case "defaults": config.defaults = strings(member.value, "defaults")
            default:
                problem(
                    member.keyPosition, length: keyLength(member), "unknown member '\(member.key)'",
                    hint: Suggestion.didYouMean(member.key, among: CheckConfig.members)
                        ?? "the members are \(CheckConfig.members.dropFirst().joined(separator: ", "))")
            }
        }
    }

    mutating func readRules(_ node: JSONNode) {
        guard let members = node.members else {
            return problem(
                node.position, "\"rules\" is an object of rule id → \"off\", \"note\", \"warning\" or \"error\"")
        }
        let settings = CheckConfig.Setting.allCases.map(\.rawValue)
        for member in members {
            let id = RuleID(member.key)
            if !registry.contains(id) {
                problem(
                    member.keyPosition, length: keyLength(member), "no rule '\(member.key)'",
                    hint: RuleSelection.closest(to: member.key, in: registry))
                continue
            }
            guard let text = member.value.string, let setting = CheckConfig.Setting(rawValue: text) else {
                problem(
                    member.value.position,
                    "a rule's setting is \"off\", \"note\", \"warning\" or \"error\", found \(member.value.string.map { "'\($0)'" } ?? member.value.kindDescription)",
                    hint: member.value.string.flatMap { Suggestion.didYouMean($0, among: settings) })
                continue
            }
            config.rules[id] = setting
        }
    }

    mutating func readTargets(_ node: JSONNode) {
        guard let members = node.members else {
            return problem(
                node.position, "\"deploymentTargets\" is an object of platform → version (\"macOS\": \"13.0\")")
        }
        for member in members {
            guard CheckConfig.targetPlatforms.contains(member.key) else {
                problem(
                    member.keyPosition, length: keyLength(member),
                    "no platform '\(member.key)' has a deployment target",
                    hint: Suggestion.didYouMean(member.key, among: CheckConfig.targetPlatforms)
                        ?? "one of \(CheckConfig.targetPlatforms.joined(separator: ", "))")
                continue
            }
            guard let version = member.value.string, version.first?.isNumber == true,
                version.allSatisfy({ $0.isNumber || $0 == "." })
            else {
                problem(member.value.position, "a deployment target is a version as a string (\"13.0\")")
                continue
            }
            config.deploymentTargets[member.key] = version
        }
    }

    mutating func string(_ node: JSONNode, _ name: String) -> String? {
        guard let text = node.string, !text.isEmpty else {
            problem(node.position, "\"\(name)\" is a non-empty string, found \(node.kindDescription)")
            return nil
        }
        return text
    }

    mutating func strings(_ node: JSONNode, _ name: String) -> [String] {
        guard let elements = node.elements else {
            problem(node.position, "\"\(name)\" is an array of strings, found \(node.kindDescription)")
            return []
        }
        return elements.compactMap { string($0, name) }
    }
}

/// Path globs as `.keygraph.json`'s `exclude` writes them.
package enum Glob {
    /// Whether `path` matches `pattern`: `**` any number of folders (none too), `*` any
    /// characters within one name, `?` one character; a pattern with no `/` matches a name in
    /// any folder, and a pattern that matches a folder matches everything under it.
    package static func matches(_ pattern: String, _ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        var parts = pattern.split(separator: "/").map(String.init)
        if !pattern.contains("/") { parts.insert("**", at: 0) }
        parts.append("**")
        return match(parts[...], names[...])
    }

    private static func match(_ parts: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
        guard let part = parts.first else { return names.isEmpty }
        if part == "**" {
            for skip in 0...names.count where match(parts.dropFirst(), names.dropFirst(skip)) { return true }
            return false
        }
        guard let name = names.first, matchName(Array(part)[...], Array(name)[...]) else { return false }
        return match(parts.dropFirst(), names.dropFirst())
    }

    private static func matchName(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            for skip in 0...name.count where matchName(pattern.dropFirst(), name.dropFirst(skip)) { return true }
            return false
        case "?":
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }
}
