import SwiftUI

struct Recipe: Identifiable {
    var id: Int
    var name: String
}

/// An extension does not make `Photo` the project's own model.
extension Photo {
    var isLandscape: Bool { false }
}

struct RecipesView: View {
    let recipes: [Recipe]
    @State private var selected: Recipe?
    @State private var isShowingHelp = false
    @State private var isCropping = false
    @State private var photo: Photo?

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
        // A value of a type the project does not declare is not its model.
        .fullScreenCover(isPresented: $isCropping) {
            if let photo {
                Text(photo.caption)
            }
        }
    }
}
