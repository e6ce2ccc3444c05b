import SwiftUI

struct Recipe: Identifiable {
    var id: Int
    var name: String
}

struct RecipesView: View {
    let recipes: [Recipe]
    @State private var selected: Recipe?
    @State private var isShowingHelp = false

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) { selected = recipe }
        }
        .sheet(item: $selected) { recipe in
            Text(recipe.name)
        }
        .sheet(isPresented: $isShowingHelp) {
            Text("Help")
        }
    }
}
