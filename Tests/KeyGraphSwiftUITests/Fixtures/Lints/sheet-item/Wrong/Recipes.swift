import SwiftUI

struct Recipe: Identifiable {
    var id: Int
    var name: String
}

struct RecipesView: View {
    let recipes: [Recipe]
    @State private var selected: Recipe?
    @State private var isEditing = false

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) {
                selected = recipe
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            if let selected {
                Text(selected.name)
            }
        }
    }
}
