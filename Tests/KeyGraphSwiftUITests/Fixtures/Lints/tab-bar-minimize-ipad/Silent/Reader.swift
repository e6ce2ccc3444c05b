import SwiftUI
import UIKit

// Nothing here says the device is an iPad: each call may run on an iPhone.
struct PlatformTabs: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        #if os(iOS)
        TabView {
            Tab("Feed", systemImage: "list.bullet") { Text("Feed") }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        #else
        TabView {
            Tab("Feed", systemImage: "list.bullet") { Text("Feed") }
        }
        #endif
    }
}

struct SizeClassTabs: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .regular {
            TabView {
                Tab("Feed", systemImage: "list.bullet") { Text("Feed") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        }
    }
}

struct EitherTabs: View {
    let compact: Bool

    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad || compact {
            TabView {
                Tab("Feed", systemImage: "list.bullet") { Text("Feed") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        } else if UIDevice.current.userInterfaceIdiom != .pad {
            TabView {
                Tab("Feed", systemImage: "list.bullet") { Text("Feed") }
            }
            .tabBarMinimizeBehavior(.never)
        }
    }
}

// A flag whose name only ends like a device says nothing of one, and is no note either.
struct NotepadTabs: View {
    let showsNotepad: Bool

    var body: some View {
        if showsNotepad {
            TabView {
                Tab("Notes", systemImage: "note.text") { Text("Notes") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        }
    }
}
