check --keymap $F
explain f1 --keymap $F --context "editorTextFocus"
explain f2 --keymap $F --context "!editorReadonly"
explain f3 --keymap $F --context "editorTextFocus"
explain f4 --keymap $F --context "editorTextFocus"
explain f5 --keymap $F --platform linux
