import KeyGraph
import SwiftSyntax

/// Reads a SwiftUI project's sources into a ``ReadApp``: the `@main` App's scenes and
/// `.commands`, the controls that carry shortcuts in its views, toolbars and focused values.
/// What cannot be known from the source is a located note, never a guess (docs/swiftui.md).
struct SwiftUIReader {
    let files: [SwiftFile]
    /// The project's storyboards and xibs, for an AppKit app's main menu.
    var interfaceFiles: [InterfaceFile] = []
    let index: SwiftIndex
    let conditions: CompilationConditions
    var app = ReadApp()
    var notes: [Diagnostic] = []
    /// The `.keyboardShortcut` calls read as part of a menu item or control already.
    var readShortcuts: Set<SyntaxIdentifier> = []
    /// The controls read already (a toolbar's buttons and those with shortcuts), so the
    /// scan of the views takes each once.
    var readControls: Set<SyntaxIdentifier> = []
    private var usedIDs: Set<String> = []
    /// The number ``commandID(for:)`` tries first for a title's id that is taken.
    private var nextIDNumber: [String: Int] = [:]
    /// The notes ``note(_:_:hint:rule:)`` made, by node and what they say.
    private var notedAt: Set<NotedAt> = []
    private struct NotedAt: Hashable {
        var node: SyntaxIdentifier
        var message: String
        var hint: String?
        var rule: SwiftReaderRule
    }
    private var fileByRoot: [SyntaxIdentifier: Int] = [:]
    /// The `if`/`switch` branches the code being read sits in.
    var branches: [Branch] = []
    /// The code of a presentation's content that is on screen in one place of its own: a sheet of
    /// several (a `switch` case, an `if` branch), a property or function the content names.
    var presentationRegions: [SyntaxIdentifier: ShownIn] = [:]
    /// How deep custom types are followed: a type that uses itself stops here.
    var depth = 0
    /// How many custom types', commands' and modifiers' bodies were read in all: past
    /// ``maximumExpansions`` the rest are not read. Eleven real apps read at most 15; a view in a
    /// menu that shows itself ten times is 10^8 readings at ``depth`` 8.
    var expansions = 0
    static let maximumExpansions = 2_000
    /// The names (bindings' expressions, properties) the item being read is being followed
    /// through: one met again stands for itself.
    var following: Set<SyntaxIdentifier> = []
    /// Where following names stops: a property or binding that stands for itself.
    static let maximumReferences = 64
    /// The project's functions that make a control whose shortcut is their parameter.
    var shortcutFunctions: [String: FunctionDeclSyntax] = [:]
    /// The names of the properties a `NavigationStack(path:)` is bound to (`path` for `$path`,
    /// `$router.path`): a navigation mutation is read only on one of these.
    let stackPaths: Set<String>

    init(files: [SwiftFile], platform: TargetPlatform, projects: [XcodeTargets] = []) {
        self.files = files
        self.conditions = CompilationConditions(platform: platform)
        self.index = SwiftIndex(files: files, conditions: conditions, projects: projects)
        for (number, file) in files.enumerated() { fileByRoot[Syntax(file.tree).id] = number }
        self.stackPaths = Self.stackPaths(in: files)
        notePlatformChoices()
    }

    /// One note per type declared once per platform folder: which declaration is read, which left
    /// out. Where the project's targets decided, the App keeps its note and the other types share
    /// one: the reading is the build's, not a guess (UTM: 11 notes became 2).
    private mutating func notePlatformChoices() {
        let choices = index.platformFolders.choices
        let byTarget = choices.filter { $0.isByTarget && index.types[$0.type]?.conforms(to: .app) != true }
        if byTarget.count > 1, let first = byTarget.first, let at = index.types[first.type]?.at {
            let names = byTarget.map { "'\($0.type)'" }
            notes.append(
                at.diagnostic(
                    .note,
                    "\(byTarget.count) types are declared once per platform's target, with no #if between them: "
                        + "each read for \(conditions.platform.rawValue) as its Xcode target compiles it "
                        + "(\(names.prefix(4).joined(separator: ", "))\(names.count > 4 ? ", …" : ""))",
                    rule: .platform))
        }
        for choice in choices where byTarget.count <= 1 || !byTarget.contains(where: { $0.type == choice.type }) {
            guard let at = index.types[choice.type]?.at else { continue }
            let others = choice.leftOut.map { name in
                files.first { $0.name == name }.flatMap { file in
                    PlatformFolders.declaredTypeNames(in: file.tree).first { $0.text == choice.type }.map {
                        file.location(of: $0).summary
                    }
                } ?? name
            }
            notes.append(
                at.diagnostic(
                    .note,
                    "'\(choice.type)' is declared in \(choice.leftOut.count + 1) files, with no #if between them "
                        + "(one per platform's target): read for \(conditions.platform.rawValue), this one "
                        + "(\(choice.reason)); left out: \(others.joined(separator: ", "))", rule: .platform))
        }
    }

    /// The names `NavigationStack(path:)` calls bind their path to: `$path` → `path`,
    /// `$model.path` → `path`.
    private static func stackPaths(in files: [SwiftFile]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for call in file.calls where call.role?.isStack == true {
                guard let path = call.argument("path") else { continue }
                if let access = path.as(MemberAccessExprSyntax.self) {
                    names.insert(access.declName.baseName.text)
                } else if let reference = path.as(DeclReferenceExprSyntax.self) {
                    names.insert(String(reference.baseName.text.drop { $0 == "$" }))
                }
            }
        }
        return names
    }

    /// The file `node` is in: by its tree, else (a node whose tree is another copy of a file's)
    /// by the tree's text.
    func file(of node: some SyntaxProtocol) -> SwiftFile {
        let root = node.root
        if let number = fileByRoot[root.id] { return files[number] }
        let length = root.totalLength
        let text = root.description
        return files.first { $0.tree.totalLength == length && $0.tree.description == text } ?? files[0]
    }

    func location(_ node: some SyntaxProtocol) -> SwiftLocation { file(of: node).location(of: node) }

    /// Every function call in `node` (itself included), in source order: taken from its file's
    /// one walk (``SwiftFile/calls``), else, for a node of no file read, walked.
    func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        guard let number = fileByRoot[node.root.id] else { return functionCalls(in: node) }
        return files[number].calls(in: node)
    }

    /// Counts one more custom body read at `node`; false, with a note there, past
    /// ``maximumExpansions``.
    mutating func expand(at node: some SyntaxProtocol, _ name: String) -> Bool {
        guard expansions < Self.maximumExpansions else {
            note(
                node,
                "'\(name)' is not read: the sources' custom views, commands and modifiers were read "
                    + "\(Self.maximumExpansions) times already (a view that shows itself?)")
            return false
        }
        expansions += 1
        return true
    }

    /// A note at `node`; once, when the same code is read again (a `ToolbarContent` used in five views).
    /// Its rule is `not-modelled` unless the note names another (docs/swiftui.md).
    mutating func note(
        _ node: some SyntaxProtocol, _ message: String, hint: String? = nil, rule: SwiftReaderRule = .notModelled
    ) {
        // The same note at the same node again (a view read 2,000 times, the fuzzer's): known
        // without locating it or comparing it with every note so far.
        guard notedAt.insert(NotedAt(node: node.id, message: message, hint: hint, rule: rule)).inserted else { return }
        let note = location(node).diagnostic(.note, message, hint: hint, rule: rule)
        if !notes.contains(note) { notes.append(note) }
    }

    mutating func noteUndecided(_ place: SwiftLocation) {
        let condition = String(place.sourceLine.dropFirst(place.position.column - 1).prefix(place.length))
        notes.append(
            place.diagnostic(
                .note, "#if \(condition): the source cannot decide this build condition, so both branches are read",
                rule: .undecidedCondition))
    }

    /// The clauses of `#if` that the platform compiles (undecided ones noted).
    mutating func activeClauses(_ config: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var undecided: [SwiftLocation] = []
        let clauses = conditions.activeClauses(of: config, file: file(of: config), undecided: &undecided)
        for place in undecided { noteUndecided(place) }
        return clauses
    }

    /// `expression` without its modifiers, and the modifiers (postfix `#if` decided).
    mutating func split(_ expression: ExprSyntax) -> (root: ExprSyntax, modifiers: [Modifier]) {
        var undecided: [SwiftLocation] = []
        let conditions = self.conditions
        let file = self.file(of: expression)
        let result = expression.splitModifiers { conditions.activeClauses(of: $0, file: file, undecided: &undecided) }
        for place in undecided { noteUndecided(place) }
        return result
    }

    /// A command id made from a title (`New Note` → `newNote`), unique in the app.
    mutating func commandID(for title: String) -> String {
        let base = lowerCamel(title)
        var id = base
        // Numbered from where the last one of this base stopped: ids are never given back, so
        // every number below is taken (a title read 2,000 times was 2,000² tries, the fuzzer's).
        var number = nextIDNumber[base] ?? 2
        while usedIDs.contains(id) {
            id = "\(base)\(number)"
            number += 1
        }
        if id != base { nextIDNumber[base] = number }
        usedIDs.insert(id)
        return id
    }

    /// A title in lowerCamelCase (`New Note` → `newNote`; `command` when it has no letters).
    func lowerCamel(_ title: String) -> String {
        var words: [String] = []
        var word = ""
        for character in title {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var base = words.enumerated().map {
            $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
        }.joined()
        if base.isEmpty { base = "command" }
        return base
    }

    /// Adds `command` and returns its index.
    mutating func add(_ command: ReadCommand) -> Int {
        var command = command
        command.branches = branches
        app.commands.append(command)
        return app.commands.count - 1
    }

    /// The statements of a closure or a getter, with `#if` decided, as a flat list of items.
    mutating func statements(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax.Item] {
        var out: [CodeBlockItemSyntax.Item] = []
        for statement in list {
            if case .decl(let decl) = statement.item, let config = decl.as(IfConfigDeclSyntax.self) {
                for clause in activeClauses(config) {
                    if case .statements(let inner)? = clause.elements { out += statements(inner) }
                }
            } else {
                out.append(statement.item)
            }
        }
        return out
    }

    /// The expression an item statement stands for: an expression, `return x`, or an `if`/`switch`.
    func expression(of item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self) { return expression.expression }
            if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
            return nil
        default: return nil
        }
    }

    /// The body of a computed property or a function: its statements.
    func body(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let list)?: return list
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        @unknown default: return nil
        }
    }
}
