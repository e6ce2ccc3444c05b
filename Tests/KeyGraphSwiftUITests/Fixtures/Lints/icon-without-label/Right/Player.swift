import SwiftUI

struct PlayerView: View {
    var body: some View {
        HStack {
            Button {
                play()
            } label: {
                Image(systemName: "play.fill")
            }
            .accessibilityLabel("Play")
            Button(action: play) {
                Label("Next", systemImage: "forward.fill")
            }
            Button("Shuffle", systemImage: "shuffle", action: play)
            Button(action: play) {
                Image(systemName: "repeat").accessibilityLabel("Repeat")
            }
        }
    }

    func play() {}
}
