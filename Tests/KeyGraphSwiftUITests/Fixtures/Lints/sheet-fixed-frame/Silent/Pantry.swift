import SwiftUI

struct Pantry: View {
    @State private var isAdding = false
    @State private var isShowingUnits = false
    @State private var isShowingHelp = false

    var body: some View {
        List {
            UnitsForm()
        }
        // The fallback of an availability check keeps the frame older systems need.
        .sheet(isPresented: $isAdding) {
            if #available(iOS 18, macOS 15, *) {
                AddItemForm().presentationSizing(.form)
            } else {
                AddItemForm().frame(width: 480, height: 360)
            }
        }
        // UnitsForm is also shown in the list: its frame is not only the sheet's.
        .sheet(isPresented: $isShowingUnits) {
            UnitsForm()
        }
        // A cap on the width, and a frame inside the content, size no sheet.
        .sheet(isPresented: $isShowingHelp) {
            VStack {
                Image(systemName: "questionmark.circle").frame(width: 44, height: 44)
                Text("Help")
            }
            .frame(maxWidth: 600)
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
            .frame(minWidth: 420, minHeight: 300)
    }
}
