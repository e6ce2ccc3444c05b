import KeyGraph
import SwiftSyntax

/// Where the app starts and what gives it a window: a `@main` App, an App whose `main()` a
/// custom `@main` type (or `main.swift`) calls, an AppKit or UIKit app hosting SwiftUI, and the
/// scenes that are no window group (docs/swiftui.md, "Entry points").
extension SwiftUIReader {
    /// The App the program starts: the `@main` one (of the platform), else one whose `main()`
    /// is called; of several so called, the first not named for tests (`TestApp`), the others noted.
    mutating func entryApp() -> SwiftType? {
        let apps = index.types.values.filter { $0.conforms(to: .app) }
        if let main = apps.filter(\.isMain).sorted(by: { ($0.at?.position.line ?? 0) < ($1.at?.position.line ?? 0) })
            .first
        {
            app.entryAt = main.at
            return main
        }
        var started: [(type: SwiftType, call: FunctionCallExprSyntax)] = []
        for file in files {
            for call in file.calls where call.arguments.isEmpty && call.trailingClosure == nil {
                guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                    access.declName.baseName.text == "main",
                    let base = access.base?.trimmedDescription.split(separator: ".").last.map(String.init),
                    let type = index.types[base], type.conforms(to: .app),
                    !started.contains(where: { $0.type.name == base })
                else { continue }
                started.append((type, call))
            }
        }
        let chosen = started.first { !$0.type.name.contains("Test") } ?? started.first
        guard let chosen else { return nil }
        for other in started where other.type.name != chosen.type.name {
            note(
                other.call,
                "'\(other.type.name).main()' starts another App here: the one read is '\(chosen.type.name)'"
                    + (other.type.name.contains("Test") ? ", the one not named for tests" : ", the first called"))
        }
        app.entryAt = location(chosen.call)
        return chosen.type
    }

    /// An app with no App type: AppKit's or UIKit's own lifecycle. Its windows are the SwiftUI
    /// views it hosts; its menu bar, its storyboard's main menu or the one its code sets.
    /// Nothing of either: the `Commands` types on their own, as before.
    mutating func readWithoutApp() -> Bool {
        readInterfaceFiles(mainMenu: true)
        readCodeMenus()
        // The app is named by its App menu, else by its `@main` type (`AppDelegate`).
        let main = index.types.values.filter(\.isMain).min { ($0.at?.summary ?? "") < ($1.at?.summary ?? "") }
        // A `@main` type whose name does not parse (`struct!Name`) has none to give.
        if let name = app.appName ?? main?.name, !name.isEmpty { app.name = name }
        let hosted = readHostingWindows()
        app.entryAt = app.entryAt ?? main?.at
        return hosted || app.hasMainMenu
    }

    /// The SwiftUI views hosted in `NSHostingView`, `NSHostingController` or
    /// `UIHostingController`: the first is the window's root view (KeyGraph models one window),
    /// each other a note. Whether one was found.
    @discardableResult
    mutating func readHostingWindows() -> Bool {
        var hosts: [(call: FunctionCallExprSyntax, view: String?)] = []
        for file in files {
            for call in file.calls {
                guard call.role == .host else { continue }
                let content = call.argument("rootView") ?? call.unlabelled.first
                hosts.append((call, content.flatMap { hostedView($0) }))
            }
        }
        guard let first = hosts.first(where: { $0.view != nil }) ?? hosts.first else { return false }
        if app.windowGroup == nil {
            let at = location(first.call.calledExpression)
            app.windowGroup = (app.appName ?? app.name, false, at)
            app.windowKind = .host
            if let view = first.view { app.rootView = view }
            app.entryAt = app.entryAt ?? at
        }
        for host in hosts where host.call.id != first.call.id {
            note(
                host.call.calledExpression,
                "\(host.call.calledName ?? "a host") shows \(host.view.map { "'\($0)'" } ?? "a view") in a window or "
                    + "view of its own: KeyGraph models one window, so its controls' shortcuts are read as the "
                    + "window's")
        }
        return true
    }

    /// The view type a host shows: `ContentView` in `ContentView().environment(…)` or `AnyView(ContentView())`.
    private mutating func hostedView(_ expression: ExprSyntax) -> String? {
        guard let call = split(expression).root.as(FunctionCallExprSyntax.self), let name = call.calledName else {
            return nil
        }
        if call.role == .erased, let inner = call.unlabelled.first { return hostedView(inner) }
        return name
    }

    /// Whether the sources hold nothing the app file could say: no window, no command, no menu.
    var foundNothing: Bool {
        app.windowGroup == nil && app.commands.isEmpty && app.groups.isEmpty && app.menus.isEmpty
            && app.builtIns.isEmpty && app.toolbars.isEmpty && app.sheets.isEmpty && app.dialogs.isEmpty
    }

    /// After the scenes: an app with no window scene gets its window from what it has (a host,
    /// its MenuBarExtra, its Settings), each said in a note; New Window only with a window
    /// group, Settings… only with a Settings scene or an item the app adds.
    mutating func finishScenes(menuBarExtra: (title: String, at: SwiftLocation)?) {
        if app.windowGroup == nil, !readHostingWindows() {
            if let extra = menuBarExtra {
                app.windowGroup = (extra.title, false, extra.at)
                app.windowKind = .scene(.menuBarExtra)
                notes.append(
                    extra.at.diagnostic(
                        .note, "the app's only window scene is a MenuBarExtra: KeyGraph reads it as the app's window",
                        rule: .notModelled))
            } else if let settings = app.settingsView {
                app.windowGroup = (app.appName ?? app.name, false, settings.at)
                app.windowKind = .scene(.settings)
                app.rootView = settings.name
                notes.append(
                    settings.at.diagnostic(
                        .note,
                        "the app's only scene is Settings and no window hosts its views: KeyGraph reads the "
                            + "Settings window as the app's window", rule: .notModelled))
            }
        }
        guard !app.hasMainMenu, let at = app.entryAt ?? app.windowGroup?.at else { return }
        let placed = Set(app.groups.filter { $0.relation == "replacing" }.map(\.placement))
        let kind = app.windowKind ?? .scene(.windowGroup)
        if kind != .scene(.windowGroup), kind != .scene(.documentGroup), !placed.contains("newItem") {
            app.groups.append(ReadGroup(relation: "replacing", placement: "newItem", items: [], at: at))
        }
        if app.settingsView == nil, !placed.contains("appSettings") {
            app.groups.append(ReadGroup(relation: "replacing", placement: "appSettings", items: [], at: at))
        }
    }

    /// `MenuBarExtra(title) { … }`: with `.menuBarExtraStyle(.window)` a window whose controls'
    /// shortcuts work while it shows; else a menu, whose items' shortcuts work only while it is
    /// open: a presented place of its own (a sheet declaration in the `menu` style, which
    /// `sheet NAME` opens), where they are bound.
    mutating func readMenuBarExtra(_ call: FunctionCallExprSyntax, modifiers: [Modifier], scope: Scope) {
        let at = location(call.calledExpression)
        let title = call.unlabelled.first.flatMap { titles(of: $0, scope: scope)?.first } ?? "MenuBarExtra"
        if app.menuBarExtra == nil { app.menuBarExtra = (title, at) }
        let style = modifiers.first { $0.role == .menuBarExtraStyle }?.call?.unlabelled.first
        let isWindow = style?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "window"
        guard let content = call.trailingClosure ?? call.closure("content") else { return }
        let first = app.commands.count
        _ = readItems(content.statements, scope: scope.reading(.views), place: "MenuBarExtra \(title)")
        let shortcuts = (first..<app.commands.count).filter { app.commands[$0].shortcut != nil }
        guard !isWindow, !shortcuts.isEmpty else { return }
        let name = uniqueName("MenuBarExtra", among: app.sheets.map(\.name))
        app.sheets.append(ReadSheet(name: name, view: "MenuBarExtra", owner: nil, style: .menu, at: at))
        for number in shortcuts { app.commands[number].shortcutWhen = "sheet == \(name)" }
    }
}
