check --keymap $F
explain ctrl-a --keymap $F --context "Workspace > Editor"
explain ctrl-b --keymap $F --context "Workspace > Editor"
