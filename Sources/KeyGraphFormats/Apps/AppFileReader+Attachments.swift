import KeyGraph

/// The semantic pass's check that context menus and toolbars are attached to views the app
/// declares, as SwiftUI's `.contextMenu` and `.toolbar` are modifiers of a view some scene shows.
extension AppFileReader {
    /// Every context menu's and toolbar's `"target"` is a view the app declares (its root view,
    /// a destination, a column's or a tab's view, a sheet's, Settings); a context menu with a
    /// `"valueType"` may name its rows instead (`RecipeRow`), and a toolbar may be `"*"`.
    mutating func checkAttachments(in model: AppModel) {
        var views = model.allViewDeclarations.map(\.contextName)
        views += model.sheets.values.map(\.view.contextName).sorted()
        let known = Set(views)
        for (index, menu) in model.contextMenus.enumerated() where menu.valueType == nil {
            guard !known.contains(menu.target) else { continue }
            unattached(
                "the context menu's target '\(menu.target)' is no view the app declares", menu.target,
                at: sourceMap.containers[.contextMenu(index)], among: views,
                hint: #"attach it to a declared view, or give it a "valueType" to attach it to that type's rows"#)
        }
        for (index, toolbar) in model.toolbars.enumerated() where toolbar.target != "*" {
            guard !known.contains(toolbar.target) else { continue }
            unattached(
                "the toolbar's target '\(toolbar.target)' is no view the app declares", toolbar.target,
                at: sourceMap.containers[.toolbar(index)], among: views,
                hint: #"attach it to a declared view, or to "*" for every window"#)
        }
    }

    private mutating func unattached(
        _ message: String, _ target: String, at span: AppSourceMap.Span?, among views: [String], hint: String
    ) {
        error(
            message, at: span?.position ?? SourcePosition(line: 1, column: 1), length: span?.length ?? 1,
            hint: Suggestion.didYouMean(target, among: views) ?? hint)
    }
}
