import SwiftUI

struct Pantry: View {
    @State private var isAdding = false
    @State private var isShowingUnits = false

    var body: some View {
        List {
            Text("Flour")
        }
        .sheet(isPresented: $isAdding) {
            AddItemForm()
                .presentationSizing(.form)
        }
        .sheet(isPresented: $isShowingUnits) {
            UnitsForm()
                .presentationSizing(.fitted)
        }
    }
}

struct AddItemForm: View {
    var body: some View {
        Form { TextField("Name", text: .constant("")) }
            .frame(maxWidth: .infinity)
    }
}

struct UnitsForm: View {
    var body: some View {
        Form { Text("Grams") }
            .padding()
    }
}
