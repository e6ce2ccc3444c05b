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
                .frame(width: 480, height: 360)
        }
        .sheet(isPresented: $isShowingUnits) {
            UnitsForm()
        }
    }
}

struct AddItemForm: View {
    var body: some View {
        Form { TextField("Name", text: .constant("")) }
    }
}

struct UnitsForm: View {
    var body: some View {
        Form { Text("Grams") }
            .padding()
            .frame(minWidth: 420, minHeight: 300)
    }
}

#Preview {
    UnitsForm()
}
