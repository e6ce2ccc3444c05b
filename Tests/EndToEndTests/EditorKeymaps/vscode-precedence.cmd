check --keymap $F
explain f11 --keymap $F
explain f11 --keymap $F --context "debugState=stopped"
explain ctrl+j --keymap $F --context "editorTextFocus, editorLangId=markdown"
