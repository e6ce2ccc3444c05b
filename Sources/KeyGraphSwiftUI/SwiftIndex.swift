import KeyGraph
import SwiftSyntax

/// A type the project declares, with the members of its declaration and its extensions.
struct SwiftType {
    var name: String
    var inherited: Set<String> = []
    var members: [DeclSyntax] = []
    var isMain = false
    var at: SwiftLocation?

    /// A stored or computed property's declaration by name.
    func property(_ name: String) -> PatternBindingSyntax? {
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding
            }
        }
        return nil
    }

    /// A method's declaration by name.
    func function(_ name: String) -> FunctionDeclSyntax? {
        members.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// The stored properties in declaration order: what a memberwise initializer takes.
    var storedProperties: [(name: String, binding: PatternBindingSyntax, attributes: [String])] {
        var out: [(String, PatternBindingSyntax, [String])] = []
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            let attributes = variable.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    out.append((name, binding, attributes))
                }
            }
        }
        return out
    }
}

/// Every type, extension and free function of the project, for the reader to look names up,
/// keeping only what is compiled for the platform (`#if os(…)`).
struct SwiftIndex {
    var types: [String: SwiftType] = [:]
    var functions: [String: FunctionDeclSyntax] = [:]
    /// The focused values `extension FocusedValues` declares (`@Entry var note: Note?`, or a
    /// property over a `FocusedValueKey`).
    var focusedValues: Set<String> = []
    /// The `#if` conditions the index could not decide, taken both ways.
    var undecided: [SwiftLocation] = []
    /// The types declared once per platform folder, and which declaration was taken.
    let platformFolders: PlatformFolders

    init(files: [SwiftFile], conditions: CompilationConditions, projects: [XcodeTargets] = []) {
        platformFolders = PlatformFolders(files: files, platform: conditions.platform, projects: projects)
        for file in files {
            for item in file.tree.statements { add(item.item, file: file, conditions: conditions) }
        }
    }

    private mutating func add(_ item: CodeBlockItemSyntax.Item, file: SwiftFile, conditions: CompilationConditions) {
        if case .decl(let decl) = item { add(decl, file: file, conditions: conditions) }
    }

    private mutating func add(_ decl: DeclSyntax, file: SwiftFile, conditions: CompilationConditions) {
        if let config = decl.as(IfConfigDeclSyntax.self) {
            for clause in conditions.activeClauses(of: config, file: file, undecided: &undecided) {
                switch clause.elements {
                case .statements(let items)?: for item in items { add(item.item, file: file, conditions: conditions) }
                case .decls(let members)?:
                    for member in members { add(member.decl, file: file, conditions: conditions) }
                default: break
                }
            }
        } else if let type = decl.asProtocol(NamedDeclSyntax.self), let group = decl.asProtocol(DeclGroupSyntax.self),
            !decl.is(ProtocolDeclSyntax.self)
        {
            let name = type.name.text
            if platformFolders.isLeftOut(name, in: file.name) { return }
            var entry = types[name] ?? SwiftType(name: name)
            entry.at = entry.at ?? file.location(of: type.name)
            entry.isMain = entry.isMain || group.attributes.contains { isAttribute($0, "main") }
            merge(group, into: &entry, file: file, conditions: conditions)
            types[name] = entry
            for member in group.memberBlock.members where member.decl.asProtocol(DeclGroupSyntax.self) != nil {
                add(member.decl, file: file, conditions: conditions)
            }
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.trimmedDescription
            if platformFolders.isLeftOut(name, in: file.name) { return }
            if name == "FocusedValues" { addFocusedValues(extensionDecl) }
            var entry = types[name] ?? SwiftType(name: name)
            merge(extensionDecl, into: &entry, file: file, conditions: conditions)
            types[name] = entry
            for member in extensionDecl.memberBlock.members where member.decl.asProtocol(DeclGroupSyntax.self) != nil {
                add(member.decl, file: file, conditions: conditions)
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            functions[function.name.text] = function
        }
    }

    private mutating func merge(
        _ group: some DeclGroupSyntax, into entry: inout SwiftType, file: SwiftFile, conditions: CompilationConditions
    ) {
        for inherited in group.inheritanceClause?.inheritedTypes ?? [] {
            entry.inherited.insert(inherited.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
        }
        entry.members += members(of: group.memberBlock.members, file: file, conditions: conditions)
    }

    private mutating func members(
        of list: MemberBlockItemListSyntax, file: SwiftFile, conditions: CompilationConditions
    ) -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        for member in list {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditions.activeClauses(of: config, file: file, undecided: &undecided) {
                    if case .decls(let inner)? = clause.elements {
                        out += members(of: inner, file: file, conditions: conditions)
                    }
                }
            } else {
                out.append(member.decl)
            }
        }
        return out
    }

    private mutating func addFocusedValues(_ extensionDecl: ExtensionDeclSyntax) {
        for member in extensionDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    focusedValues.insert(name)
                }
            }
        }
    }

    /// The types that conform to `protocolName` (as written: `Commands`, `SwiftUI.Commands`).
    func types(conformingTo conformance: SwiftUIProtocol) -> [SwiftType] {
        types.values.filter { $0.conforms(to: conformance) }.sorted {
            ($0.at?.summary ?? "") < ($1.at?.summary ?? "")
        }
    }
}

/// Whether `element` is the attribute `@name`.
func isAttribute(_ element: AttributeListSyntax.Element, _ name: String) -> Bool {
    element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
}
