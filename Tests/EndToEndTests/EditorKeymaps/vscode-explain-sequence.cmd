check --keymap $F
explain ctrl+k ctrl+t --keymap $F --context "terminalFocus, editorTextFocus"
explain ctrl+k ctrl+t --keymap $F --context editorTextFocus
explain ctrl+k --keymap $F --context "terminalFocus, editorTextFocus"
explain ctrl+j --keymap $F
