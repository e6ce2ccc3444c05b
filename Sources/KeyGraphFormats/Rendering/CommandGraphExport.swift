import KeyGraph

/// The app's command graph as a picture: menus, context menus and toolbars →
/// commands → shortcuts (with their `when`) and effects, plus command → command
/// (`run`) edges; written as
/// Graphviz DOT, Mermaid or JSON (`keygraph graph`).
package struct CommandGraphExport: Sendable, Hashable {
    /// A node of the picture.
    package struct Node: Sendable, Hashable {
        package enum Kind: String, Sendable, Hashable {
            case menu, contextMenu, toolbar, command, shortcut, effect
        }

        /// A stable id (`command:recipe.new`).
        package var id: String
        package var kind: Kind
        package var label: String
    }

    /// An edge of the picture.
    package struct Edge: Sendable, Hashable {
        package enum Kind: String, Sendable, Hashable {
            /// A menu holds the command.
            case item
            /// A binding fires the command; its label is the `when` clause.
            case shortcut
            /// The command has the effect.
            case effect
            /// The command runs another command.
            case run
        }

        package var from: String
        package var to: String
        package var kind: Kind
        /// The `when` clause of a shortcut edge.
        package var label: String?
        /// Where a shortcut read from Swift is written (`App.swift:12:14`); nil for a keymap's.
        package var at: String? = nil
    }

    package private(set) var nodes: [Node] = []
    package private(set) var edges: [Edge] = []

    /// The graph of `app` with the bindings of `keymaps` (lowest layer first, as ``Session/layers``).
    ///
    /// - Complexity: O(m + c · e + b) in menu items, commands and effects, and bindings.
    package init(app: AppModel, keymaps: [Keymap]) {
        var builder = Builder(app: app)
        builder.addMenuBar()
        builder.addContextMenus()
        builder.addToolbars()
        builder.addCommands()
        builder.addShortcuts(of: keymaps)
        nodes = builder.nodes
        edges = builder.edges
    }
}

extension CommandGraphExport {
    /// Collects the nodes and edges of an app's graph, each once, in the order first met.
    private struct Builder {
        let app: AppModel
        var nodes: [Node] = []
        var edges: [Edge] = []
        private var seenNodes: Set<String> = []
        private var seenEdges: Set<Edge> = []

        init(app: AppModel) { self.app = app }

        mutating func node(_ id: String, _ kind: Node.Kind, _ label: String) {
            if seenNodes.insert(id).inserted { nodes.append(Node(id: id, kind: kind, label: label)) }
        }

        mutating func edge(
            _ from: String, _ to: String, _ kind: Edge.Kind, _ label: String? = nil, at: String? = nil
        ) {
            let e = Edge(from: from, to: to, kind: kind, label: label, at: at)
            if seenEdges.insert(e).inserted { edges.append(e) }
        }

        /// The command's node (added on first use), labelled with its title (both, for one chosen
        /// by state: `Pin Note / Unpin Note`) and id.
        mutating func commandNode(_ id: String) -> String {
            let command = app.commands.command(id: id)
            let title = command.map { command in
                (command.title + (command.titleByState.map { " / " + $0.title } ?? ""))
                    .replacingAPP(with: app.menus.appName)
            }
            node("command:\(id)", .command, title.map { "\($0)\n\(id)" } ?? id)
            return "command:\(id)"
        }

        /// Edges from `menu` to the commands its items perform, and to its submenus.
        mutating func walk(_ items: [MenuItem], menu: String) {
            for item in items {
                switch item {
                case .button(let id, _, _), .toggle(let id):
                    edge(menu, commandNode(id), .item)
                case .menu(let title, _, let children):
                    let sub = menu + " > " + title
                    node(sub, .menu, String(sub.dropFirst("menu:".count)))
                    edge(menu, sub, .item)
                    walk(children, menu: sub)
                case .section(_, let children):
                    walk(children, menu: menu)
                case .standard(let selector):
                    if let command = app.commands.commands.first(where: { $0.selector == selector }) {
                        edge(menu, commandNode(command.id), .item)
                    }
                case .picker, .divider, .system, .windowList:
                    break
                }
            }
        }

        /// The menu bar: command groups (under the menu they are placed in), then command menus.
        mutating func addMenuBar() {
            let declaration = app.menus
            for group in declaration.groups {
                let id = "menu:" + group.placement.menu.title(appName: declaration.appName)
                node(id, .menu, String(id.dropFirst(5)))
                walk(group.items, menu: id)
            }
            for menu in declaration.menus {
                let id = "menu:" + menu.title
                node(id, .menu, menu.title)
                walk(menu.items, menu: id)
            }
        }

        /// Context menus, with an edge to each row's swipe action.
        mutating func addContextMenus() {
            for menu in app.contextMenus {
                let id = "context:" + menu.target
                node(id, .contextMenu, "context menu\n" + menu.target)
                walk(menu.items, menu: id)
                if let swipe = menu.swipeAction { edge(id, commandNode(swipe), .item) }
            }
        }

        /// Toolbars and the commands of their items.
        mutating func addToolbars() {
            for toolbar in app.toolbars {
                let id = "toolbar:" + toolbar.target
                node(id, .toolbar, "toolbar\n" + toolbar.target)
                for content in toolbar.content {
                    switch content {
                    case .item(let item): addToolbarItem(item, toolbar: id)
                    case .group(_, let items): for item in items { addToolbarItem(item, toolbar: id) }
                    case .spacer: break
                    }
                }
            }
        }

        /// A toolbar item's command, or a toolbar `Menu`'s items.
        mutating func addToolbarItem(_ item: ToolbarItem, toolbar: String) {
            if let command = item.command { edge(toolbar, commandNode(command), .item) }
            if let items = item.menu { walk(items, menu: toolbar) }
        }

        /// Every command, with its effects and the commands it runs.
        mutating func addCommands() {
            for command in app.commands.commands {
                let id = commandNode(command.id)
                for (i, effect) in command.effects.enumerated() {
                    if case .app(.run(let other)) = effect {
                        edge(id, commandNode(other), .run)
                    } else {
                        node("effect:\(command.id)#\(i)", .effect, effect.description)
                        edge(id, "effect:\(command.id)#\(i)", .effect)
                        // A dialog's buttons are commands the effect leads to.
                        if case .presentation(.presentDialog(let name, _)) = effect {
                            for action in app.dialogs[name]?.actions ?? [] {
                                edge("effect:\(command.id)#\(i)", commandNode(action.command), .item)
                            }
                        }
                    }
                }
            }
        }

        /// The shortcuts of `keymaps`, each an edge from its command labelled with its `when`.
        mutating func addShortcuts(of keymaps: [Keymap]) {
            for keymap in keymaps {
                for binding in keymap.bindings {
                    guard let command = binding.commandID else { continue }
                    let keys = binding.sequence.canonical
                    let shortcut = "shortcut:\(keys)"
                    node(shortcut, .shortcut, keys)
                    // A binding read from Swift names its place (issue 37: every output).
                    let at = binding.sourceFile.flatMap {
                        $0.hasSuffix(".swift") ? "\($0):\(binding.position.line):\(binding.position.column)" : nil
                    }
                    edge(commandNode(command), shortcut, .shortcut, binding.whenSource, at: at)
                }
            }
        }
    }
}

// MARK: - Formats

extension CommandGraphExport {
    /// Graphviz DOT: `dot -Tsvg` draws it.
    package var dot: String {
        var out = "digraph commands {\n  rankdir=LR;\n  node [fontname=\"Helvetica\"];\n"
        let shapes: [Node.Kind: String] = [
            .menu: "folder", .contextMenu: "tab", .toolbar: "component", .command: "box, style=rounded",
            .shortcut: "note", .effect: "ellipse",
        ]
        for node in nodes {
            out +=
                "  \(Self.dotQuoted(node.id)) [label=\(Self.dotQuoted(node.label)), shape=\(shapes[node.kind] ?? "box")];\n"
        }
        for edge in edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(Self.dotQuoted("when " + label))") }
            if let at = edge.at { attributes.append("tooltip=\(Self.dotQuoted(at))") }
            if edge.kind == .run { attributes.append("style=bold, label=\"run\"") }
            if edge.kind == .effect { attributes.append("style=dashed") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            out += "  \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to))\(suffix);\n"
        }
        return out + "}\n"
    }

    /// A Mermaid flowchart.
    package var mermaid: String {
        var names: [String: String] = [:]
        for (i, node) in nodes.enumerated() { names[node.id] = "n\(i)" }
        var out = "flowchart LR\n"
        for node in nodes {
            let text = Self.mermaidText(node.label)
            let shape: String
            switch node.kind {
            case .menu, .contextMenu, .toolbar: shape = "[[\"\(text)\"]]"
            case .command: shape = "(\"\(text)\")"
            case .shortcut: shape = "[/\"\(text)\"/]"
            case .effect: shape = "([\"\(text)\"])"
            }
            out += "  \(names[node.id] ?? node.id)\(shape)\n"
        }
        for edge in edges {
            let from = names[edge.from] ?? edge.from
            let to = names[edge.to] ?? edge.to
            switch edge.kind {
            case .run: out += "  \(from) ==>|run| \(to)\n"
            case .effect: out += "  \(from) -.-> \(to)\n"
            case .shortcut, .item:
                if let label = edge.label {
                    out += "  \(from) -->|\"when \(Self.mermaidText(label))\"| \(to)\n"
                } else {
                    out += "  \(from) --> \(to)\n"
                }
            }
        }
        return out
    }

    /// `{"nodes": [{"id", "kind", "label"}], "edges": [{"from", "to", "kind", "when"?, "at"?}]}`
    package var json: JSONOutput {
        .object([
            (
                "nodes",
                .array(
                    nodes.map {
                        .object([
                            ("id", .string($0.id)), ("kind", .string($0.kind.rawValue)), ("label", .string($0.label)),
                        ])
                    })
            ),
            (
                "edges",
                .array(
                    edges.map { edge in
                        var members: [(String, JSONOutput)] = [
                            ("from", .string(edge.from)), ("to", .string(edge.to)),
                            ("kind", .string(edge.kind.rawValue)),
                        ]
                        if let label = edge.label { members.append(("when", .string(label))) }
                        if let at = edge.at { members.append(("at", .string(at))) }
                        return .object(members)
                    })
            ),
        ])
    }

    /// A DOT string literal: quotes and backslashes escaped, newlines as `\n`.
    static func dotQuoted(_ text: String) -> String { "\"" + TextEscaping.dot.escaping(text) + "\"" }

    /// Text safe inside a Mermaid quoted label: quotes become `#quot;`, newlines `<br/>`.
    static func mermaidText(_ text: String) -> String { TextEscaping.mermaid.escaping(text) }
}
