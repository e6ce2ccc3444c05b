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
            // A spacer that balances a back button: invisible, and hidden from VoiceOver.
            Button(action: {}) {
                Image(systemName: "chevron.left").foregroundColor(.clear)
            }
            Button(action: play) {
                Image(systemName: "sparkle")
            }
            .accessibilityHidden(true)
        }
    }

    func play() {}
}
