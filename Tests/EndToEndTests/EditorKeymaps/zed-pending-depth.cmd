check --keymap $F
explain ctrl-a --keymap $F --context "Workspace > Editor"
