keys --keymap $F --width 70
keys --keymap $F --width 0
check --keymap $F
explain shift+alt+. --keymap $F --context "textInputFocus, supportedCodeAction=source quickfix"
explain shift+alt+. --keymap $F --context "textInputFocus, supportedCodeAction=quickfixes"
explain f5 --keymap $F --context "resourceFilename=settings.JSON"
explain f5 --keymap $F --context "resourceFilename=tests.json"
