import SwiftSyntax

extension LintContext {
    mutating func checkPresentation() {
        if rules.contains(.tabBarMinimizeIPad) { checkTabBarMinimize() }
        if rules.contains(.sheetFixedFrame) { checkSheetFrames() }
    }

    /// `.tabBarMinimizeBehavior` where the device is an iPad: in a branch the source decides by
    /// the interface idiom (`if UIDevice.current.userInterfaceIdiom == .pad`, `case .pad:`), or
    /// anywhere in a project that targets iPad only (`TARGETED_DEVICE_FAMILY = 2`).
    private mutating func checkTabBarMinimize() {
        for (file, call) in allCalls where call.memberName == "tabBarMinimizeBehavior" {
            guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName else { continue }
            switch idiomBranch(of: call) {
            case .pad(let condition)?:
                report(
                    .tabBarMinimizeIPad, name, in: file,
                    "tabBarMinimizeBehavior in a branch for iPad (\(location(of: condition))): "
                        + "it has no effect there")
            case .undecided(let condition)?:
                undecided(
                    .tabBarMinimizeIPad, name, in: file,
                    "tabBarMinimizeBehavior under '\(condition.trimmedDescription)' "
                        + "(\(location(of: condition))): whether that means iPad is not known, so it is not checked")
            case nil where targets.isIPadOnly:
                report(
                    .tabBarMinimizeIPad, name, in: file,
                    "tabBarMinimizeBehavior in a project that targets iPad only (TARGETED_DEVICE_FAMILY = 2): "
                        + "it has no effect there")
            case nil, .phone?: break
            }
        }
    }

    /// What the branches around `node` say of the device, innermost first.
    private func idiomBranch(of node: some SyntaxProtocol) -> IdiomBranch? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let branch = IdiomBranch.of(parent, child: current, resolve: resolveIdiomFlag) { return branch }
            current = parent
        }
        return nil
    }

    /// The comparison a `Bool` property stands for (`var isPad: Bool { UIDevice.current
    /// .userInterfaceIdiom == .pad }`), looked up in the type around `reference` or, for
    /// `UIDevice.isPad`, in the project's extension of that type.
    private func resolveIdiomFlag(_ reference: ExprSyntax) -> ExprSyntax? {
        let binding: PatternBindingSyntax?
        if let access = reference.as(MemberAccessExprSyntax.self), let base = access.base?.trimmedDescription {
            binding = index.types[base]?.property(access.declName.baseName.text)
        } else if let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let owner = reference.enclosingTypeName
        {
            binding = index.types[owner]?.property(name)
        } else {
            binding = nil
        }
        guard let binding else { return nil }
        if let value = binding.initializer?.value { return value }
        if case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
            case .expr(let expression)? = statements.first?.item
        {
            return expression
        }
        return nil
    }

    /// `.frame(width:height:)` (or `minWidth:`, `idealHeight:` … with a number) on the content of
    /// a `.sheet`, or at the root of the body of a view of the project shown only there, where
    /// every deployment target has `.presentationSizing` (iOS 18, macOS 15).
    private mutating func checkSheetFrames() {
        let introduced = ["iOS": 1800, "macOS": 1500, "tvOS": 1800, "watchOS": 1100]
        guard !targets.predates(introduced) else { return }
        let unknown = targets.isEmpty ? " (no deployment target found)" : ""
        var shownInSheets: [String: [(SwiftFile, FunctionCallExprSyntax)]] = [:]
        var sheetRoots: Set<SyntaxIdentifier> = []
        for (file, sheet) in allCalls where sheet.memberName == "sheet" && !sheet.isAvailabilityFallback {
            guard let content = sheet.closure("content") ?? sheet.trailingClosure else { continue }
            for root in rootViews(of: content.statements) {
                let (base, modifiers) = root.modifierChain
                guard !modifiers.contains(where: { $0.memberName == "presentationSizing" }) else { continue }
                if let frame = modifiers.first(where: \.isFixedFrame), let at = frame.memberToken {
                    report(
                        .sheetFixedFrame, at, in: file,
                        "this sheet's content has a fixed frame (\(frame.fixedSizes)): "
                            + "size the sheet with .presentationSizing\(unknown)")
                } else if let base, let name = base.typeName, isView(name) {
                    sheetRoots.insert(base.id)
                    shownInSheets[name, default: []].append((file, sheet))
                }
            }
        }
        for name in shownInSheets.keys.sorted() {
            // Only a view every use of which is a sheet's content: elsewhere the frame sizes
            // something else too.
            let uses = allCalls.filter { $0.call.typeName == name && !$0.call.isInPreview }
            guard uses.allSatisfy({ sheetRoots.contains($0.call.id) }), let sheet = shownInSheets[name]?.first,
                let body = index.types[name]?.property("body"),
                case .getter(let statements)? = body.accessorBlock?.accessors,
                let file = files.first(where: { Syntax($0.tree).id == body.root.id })
            else { continue }
            for root in rootViews(of: statements) {
                let modifiers = root.modifierChain.modifiers
                guard !modifiers.contains(where: { $0.memberName == "presentationSizing" }),
                    let frame = modifiers.first(where: \.isFixedFrame), !frame.isAvailabilityFallback,
                    let at = frame.memberToken, let sheetAt = sheet.1.memberToken
                else { continue }
                report(
                    .sheetFixedFrame, at, in: file,
                    "'\(name)' is shown in the sheet at \(location(of: sheetAt)) with a fixed frame "
                        + "(\(frame.fixedSizes)): size the sheet with .presentationSizing\(unknown)")
            }
        }
    }

    /// The views a view builder's statements end in: each expression, through `if` and `switch`.
    private func rootViews(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var out: [ExprSyntax] = []
        for statement in statements {
            guard case .expr(let expression) = statement.item else { continue }
            if let branch = expression.as(IfExprSyntax.self) {
                out += rootViews(of: branch.body.statements)
                switch branch.elseBody {
                case .codeBlock(let block)?: out += rootViews(of: block.statements)
                case .ifExpr(let inner)?: out += rootViews(of: [CodeBlockItemSyntax(item: .expr(ExprSyntax(inner)))])
                case nil: break
                @unknown default: break
                }
            } else if let choice = expression.as(SwitchExprSyntax.self) {
                for case .switchCase(let switchCase) in choice.cases { out += rootViews(of: switchCase.statements) }
            } else {
                out.append(expression)
            }
        }
        return out
    }
}

/// What an `if` or `switch` around a node says of the device it runs on.
enum IdiomBranch: Equatable {
    /// Only on iPad (or, in the `else` of `== .phone`, on no iPhone): the condition.
    case pad(ExprSyntax)
    /// Only on iPhone.
    case phone
    /// A condition that may be about the device but is not spelled out (`if isLargeScreen`).
    case undecided(ExprSyntax)

    /// What `parent` says of its `child`: the body or `else` of an `if` that compares the
    /// interface idiom (directly or through a `Bool` property `resolve` finds), or a `case` of a
    /// `switch` over the idiom.
    static func of(_ parent: Syntax, child: Syntax, resolve: (ExprSyntax) -> ExprSyntax?) -> IdiomBranch? {
        if let branch = parent.as(IfExprSyntax.self) {
            let inBody = branch.body.id == child.id
            guard inBody || branch.elseBody?.id == child.id else { return nil }
            let conditions = branch.conditions.compactMap { $0.condition.as(ExprSyntax.self) }
            for condition in conditions {
                let idiom = Self.idiom(condition, resolve: resolve)
                switch (idiom, inBody) {
                case (.pad(true)?, true), (.phone(false)?, true):
                    return .pad(condition)
                case (.phone(true)?, false) where conditions.count == 1,
                    (.pad(false)?, false) where conditions.count == 1:
                    return .pad(condition)
                case (.phone(true)?, true), (.pad(false)?, true): return .phone
                case (.unknownFlag?, _): return .undecided(condition)
                default: continue
                }
            }
            return nil
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self), switchCase.statements.id == child.id,
            let choice = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
            choice.subject.trimmedDescription.hasSuffix("userInterfaceIdiom"),
            case .case(let label) = switchCase.label
        {
            let names = label.caseItems.map { $0.pattern.trimmedDescription }
            if names.allSatisfy({ $0.hasSuffix(".pad") }) { return .pad(choice.subject) }
            if names.allSatisfy({ $0.hasSuffix(".phone") }) { return .phone }
        }
        return nil
    }

    enum Comparison {
        /// `idiom == .pad` (true) or `idiom != .pad` (false).
        case pad(Bool)
        case phone(Bool)
        /// A `Bool` property named for the device (`isPad`, `isIPad`, `isIPhone`) whose value is not known.
        case unknownFlag
    }

    /// `UIDevice.current.userInterfaceIdiom == .pad`, `!= .phone`, a property standing for one,
    /// or `!` of any of them; nil for anything else. A condition with `||` says nothing for sure.
    static func idiom(_ condition: ExprSyntax, resolve: (ExprSyntax) -> ExprSyntax?, depth: Int = 0) -> Comparison? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            switch idiom(prefix.expression, resolve: resolve, depth: depth) {
            case .pad(let equal)?: return .pad(!equal)
            case .phone(let equal)?: return .phone(!equal)
            case let other: return other
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                op == "==" || op == "!="
            else { return nil }
            let sides = [elements[0].trimmedDescription, elements[2].trimmedDescription]
            guard sides.contains(where: { $0.hasSuffix("userInterfaceIdiom") }) else { return nil }
            if sides.contains(where: { $0 == ".pad" || $0.hasSuffix("Idiom.pad") }) { return .pad(op == "==") }
            if sides.contains(where: { $0 == ".phone" || $0.hasSuffix("Idiom.phone") }) { return .phone(op == "==") }
            return nil
        }
        guard condition.is(DeclReferenceExprSyntax.self) || condition.is(MemberAccessExprSyntax.self) else {
            return nil
        }
        let name = condition.trimmedDescription.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard name.contains("ipad") || name == "ispad" || name.contains("iphone") || name == "isphone" else {
            return nil
        }
        if depth < 2, let value = resolve(condition) {
            return idiom(value, resolve: resolve, depth: depth + 1) ?? .unknownFlag
        }
        return .unknownFlag
    }
}

extension FunctionCallExprSyntax {
    /// The member called, with or without a base: `tabBarMinimizeBehavior` in `x.tabBarMinimizeBehavior(…)`
    /// and in a postfix `#if` clause's `.tabBarMinimizeBehavior(…)`.
    var memberName: String? { calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }

    /// The member's name as written (`frame` in `x.frame(…)`): where a finding about a modifier points.
    var memberToken: DeclReferenceExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.declName }

    /// Whether this is `.frame` with a number for a width or height (not only a maximum).
    var isFixedFrame: Bool {
        memberName == "frame" && !fixedSizes.isEmpty
    }

    /// The frame's sizes written as numbers: `width: 400, minHeight: 300`.
    var fixedSizes: String {
        let sizes: Set<String> = ["width", "height", "minWidth", "minHeight", "idealWidth", "idealHeight"]
        return arguments.filter { argument in
            guard let label = argument.label?.text, sizes.contains(label) else { return false }
            return argument.expression.is(IntegerLiteralExprSyntax.self)
                || argument.expression.is(FloatLiteralExprSyntax.self)
        }.map { "\($0.label?.text ?? ""): \($0.expression.trimmedDescription)" }.joined(separator: ", ")
    }

    /// Whether the call is inside a `#Preview` or a `PreviewProvider`.
    var isInPreview: Bool {
        var current = parent
        while let node = current {
            if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = node.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = node.as(StructDeclSyntax.self),
                type.inheritanceClause?.inheritedTypes.contains(where: {
                    $0.type.trimmedDescription == "PreviewProvider"
                }) == true
            {
                return true
            }
            current = node.parent
        }
        return false
    }
}

extension ExprSyntax {
    /// The view under its modifiers and the modifier calls, innermost first; a postfix `#if`'s
    /// modifiers count.
    var modifierChain: (base: FunctionCallExprSyntax?, modifiers: [FunctionCallExprSyntax]) {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = self
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), call.modifierName != nil,
                let base = call.modifiedView
            {
                modifiers.insert(call, at: 0)
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                for clause in postfix.config.clauses {
                    if case .postfixExpression(let expression)? = clause.elements {
                        // `.a().b()`: `.a()` has no base, so the chain ends at it.
                        let inner = expression.modifierChain
                        modifiers.insert(contentsOf: inner.modifiers, at: 0)
                        if let first = inner.base, first.memberName != nil { modifiers.insert(first, at: 0) }
                    }
                }
                current = base
            } else {
                break
            }
        }
        return (current.as(FunctionCallExprSyntax.self), modifiers)
    }
}
