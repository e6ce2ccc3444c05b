import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The reader follows the specs: an object with only its required members reads with no
/// "needs" error, and one without a required member gets the reader's located "needs" error.
@Suite("App object specs")
struct AppObjectSpecTests {
    /// Where an object of each spec sits in an app file: `OBJ` is replaced by the object.
    static let contexts: [(AppObjectSpec, String)] = {
        let item = #"{"app": "a", "menus": {"menus": [{"title": "M", "items": [OBJ]}]}}"#
        let content = #"{"app": "a", "toolbars": [{"target": "*", "content": [OBJ]}]}"#
        let detent = #"{"app": "a", "sheets": [{"name": "s", "view": "V", "presentationDetents": [OBJ]}]}"#
        let tab = #"{"app": "a", "layout": {"tabView": [{"value": "t", "root": "R", "MEMBER": OBJ}]}}"#
        return [
            (.menuBar, #"{"app": "a", "menus": OBJ}"#),
            (.commandGroup, #"{"app": "a", "menus": {"groups": [OBJ]}}"#),
            (.commandMenu, #"{"app": "a", "menus": {"menus": [OBJ]}}"#),
            (
                .pickerOption,
                item.replacingOccurrences(of: "OBJ", with: #"{"picker": "P", "key": "k", "options": [OBJ]}"#)
            ),
            (.contextMenu, #"{"app": "a", "contextMenus": [OBJ]}"#),
            (.toolbar, #"{"app": "a", "toolbars": [OBJ]}"#),
            (.toolbarItem, content), (.toolbarMenu, content), (.toolbarGroup, content), (.toolbarSpacer, content),
            (.dialog, #"{"app": "a", "alerts": [OBJ]}"#),
            (.dialogAction, #"{"app": "a", "alerts": [{"name": "n", "title": "t", "actions": [OBJ]}]}"#),
            (.userActivity, #"{"app": "a", "onContinueUserActivity": [OBJ]}"#),
            (.view, #"{"app": "a", "rootView": OBJ}"#),
            (.checked, #"{"app": "a", "commands": [{"id": "c", "title": "C", "checked": OBJ}]}"#),
            (.record, #"{"app": "a", "records": {"T": [OBJ]}}"#),
            (.deepLinks, #"{"app": "a", "deepLinks": OBJ}"#),
            (.sheet, #"{"app": "a", "sheets": [OBJ]}"#),
            (
                .column,
                #"{"app": "a", "layout": {"splitView": [{"name": "l", "context": "L", "view": "L", "lists": "T"}, OBJ]}}"#
            ),
            (
                .placeholder,
                #"{"app": "a", "layout": {"splitView": [{"name": "l", "context": "L", "view": "L", "lists": "T", "placeholder": OBJ}, {"name": "d", "context": "D", "view": "D"}]}}"#
            ),
            (.command, #"{"app": "a", "commands": [OBJ]}"#),
            (.stateTitle, #"{"app": "a", "commands": [{"id": "c", "title": OBJ}]}"#),
            (.windowGroup, #"{"app": "a", "body": [OBJ]}"#), (.documentGroup, #"{"app": "a", "body": [OBJ]}"#),
            (.settings, #"{"app": "a", "body": [{"WindowGroup": "W"}, OBJ]}"#),
            (.tab, #"{"app": "a", "layout": {"tabView": [OBJ]}}"#),
            (.tabSection, #"{"app": "a", "layout": {"tabView": [{"value": "t", "root": "R"}, OBJ]}}"#),
            (.badgeState, tab.replacingOccurrences(of: "MEMBER", with: "badge")),
            (.tabCondition, tab.replacingOccurrences(of: "MEMBER", with: "hidden")),
            (
                AppObjectSpec.all.first { $0.name == "perPlacement" }!,
                #"{"app": "a", "layout": {"tabViewStyle": "sidebarAdaptable", "tabView": [{"value": "t", "root": "R", "defaultVisibility": OBJ}]}}"#
            ),
            (.app, "OBJ"), (.layout, #"{"app": "a", "layout": OBJ}"#),
            (.fraction, detent), (.height, detent),
        ] + AppObjectSpec.menuItemKinds.map { ($0, item) }
    }()

    /// A value of `kind`, as JSON text.
    static func sample(_ kind: AppObjectSpec.Kind) -> String {
        switch kind {
        case .text, .textOrNull, .defined: #""x""#
        case .fields, .textMap: "{}"
        case .flag, .flagOrText: "true"
        case .integer(let minimum, _): "\(minimum)"
        case .number: "1"
        case .map: "{}"
        case .uniqueNames, .effects, .scenes, .splitColumns, .tabItems: "[]"
        case .object(let spec): object(spec)
        case .either(let alternatives): sample(alternatives[0].kind)
        case .choice(let options): "\"\(options[0])\""
        case .names: "[]"
        case .list(let elements, _, let minItems, _):
            if (minItems ?? 0) > 0, case .defined(let name) = elements[0], let spec = AppObjectSpec.defined(name).first
            {
                "[" + object(spec) + "]"
            } else {
                "[]"
            }
        }
    }

    /// An object of `spec` with its required members, leaving out `omitted` (a command group
    /// also has the one position its rule asks for).
    static func object(_ spec: AppObjectSpec, omitting omitted: String? = nil) -> String {
        var members = spec.allMembers.filter { $0.isRequired && $0.name != omitted }.map {
            "\"\($0.name)\": \(sample($0.kind))"
        }
        // A command group also has the one position its rule asks for, a command a title (or a
        // selector), a tab its value and root (or an action).
        if spec.name == AppObjectSpec.commandGroup.name { members.insert(#""replacing": "newItem""#, at: 0) }
        if spec.name == AppObjectSpec.command.name { members.append(#""title": "T""#) }
        if spec.name == AppObjectSpec.tab.name { members += [#""value": "t""#, #""root": "R""#] }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The messages loading `text` reports.
    static func messages(_ text: String) -> [String] {
        do {
            _ = try AppFileLoader.load(SourceFile(name: "app.json", text: text))
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test("every spec'd object has a place here")
    func everySpecIsTried() {
        let tried = Set(Self.contexts.map(\.0.name))
        #expect(AppObjectSpec.all.filter { !tried.contains($0.name) }.map(\.name).isEmpty)
    }

    @Test("the reader asks for exactly the members a spec requires")
    func requiredMembers() {
        for (spec, context) in Self.contexts {
            let whole = Self.messages(context.replacingOccurrences(of: "OBJ", with: Self.object(spec)))
            #expect(!whole.contains { $0.contains(" needs \"") }, "\(spec.name): \(whole)")
            for member in spec.members where member.isRequired {
                let text = context.replacingOccurrences(of: "OBJ", with: Self.object(spec, omitting: member.name))
                let messages = Self.messages(text)
                #expect(
                    messages.contains {
                        $0.contains("needs \"\(member.name)\"") || $0.contains("needs a \"\(member.name)\"")
                    },
                    "\(spec.name): \(messages)")
            }
        }
    }
}
