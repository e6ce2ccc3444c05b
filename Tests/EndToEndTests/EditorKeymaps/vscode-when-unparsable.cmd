check --keymap $F
explain f1 --keymap $F --context "editorLangId=markdown"
explain f2 --keymap $F
keys --keymap $F --width 0
