import KeyGraph

/// What an `expect` line checks.
public enum Expectation: Sendable, Hashable {
    /// `expect path == [Category:desserts, Recipe:apple-pie]`
    case path([PathValue])
    /// `expect path.count == 2`
    case pathCount(Int)
    /// `expect last == recipe.new` (`none` before any command ran)
    case last(String?)
    /// `expect scene == main`
    case scene(String)
    /// `expect enabled recipe.toggleFavorite`
    case enabled(String)
    /// `expect disabled recipe.toggleFavorite`
    case disabled(String)
    /// `expect focused.selectedRecipe == Recipe:apple-pie` (`nil` when unset)
    case focused(name: String, value: PathValue?)
    /// `expect pending == "ctrl+k"` (`none` when nothing is pending)
    case pending(KeySequence?)
    /// `expect output contains "text"`: the last output of a line before this one.
    case outputContains(String)
    /// `expect tab == library` (`none` when the scene has no TabView)
    case tab(String?)
    /// `expect columns == detailOnly`
    case columns(ColumnVisibility)
    /// `expect width == compact`
    case width(WidthClass)
    /// `expect sheet == NewRecipe` (`none` when no sheet is presented)
    case sheet(String?)
    /// `expect column == detail`: the focused split-view column
    case column(String?)
    /// `expect scenes == 2`: how many scenes are open
    case sceneCount(Int)
    /// `expect Recipe:apple-pie.isFavorite == true`
    case field(PathValue, field: String, value: String)
}
