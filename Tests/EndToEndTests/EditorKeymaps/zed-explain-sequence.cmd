check --keymap $F
explain ctrl-k ctrl-t --keymap $F --context "Workspace > Editor"
explain ctrl-j --keymap $F --context "Workspace > Editor"
explain ctrl-t x --keymap $F --context "Workspace > Editor"
explain ctrl-t --keymap $F --context "Workspace > Editor"
