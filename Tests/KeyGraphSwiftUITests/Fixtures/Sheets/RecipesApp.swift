import SwiftUI

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeList()
        }
    }
}

struct Recipe: Identifiable {
    let id = UUID()
    var name: String
}

struct RecipeList: View {
    @State private var showsNewRecipe = false
    @State private var editing: Recipe?

    var body: some View {
        List {
            Text("Pancakes")
        }
        .toolbar {
            Button("New Recipe", systemImage: "plus") { showsNewRecipe = true }
                .keyboardShortcut("n")
        }
        .sheet(isPresented: $showsNewRecipe) {
            NavigationStack {
                NewRecipeForm()
            }
            .presentationDetents([.medium, .large])
            .interactiveDismissDisabled()
        }
        .sheet(item: $editing) { recipe in
            RecipeEditor(recipe: recipe)
        }
    }
}

struct NewRecipeForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Text("Name")
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { save() }
                    .keyboardShortcut(.defaultAction)
            }
        }
    }

    private func save() {}
}

struct RecipeEditor: View {
    let recipe: Recipe

    var body: some View {
        Text(recipe.name)
    }
}
