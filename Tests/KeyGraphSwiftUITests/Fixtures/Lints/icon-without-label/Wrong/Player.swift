import SwiftUI

struct PlayerView: View {
    var body: some View {
        HStack {
            Button {
                play()
            } label: {
                Image(systemName: "play.fill")
            }
            Button(action: play) {
                Image(systemName: "forward.fill").font(.title)
            }
        }
    }

    func play() {}
}
