check --keymap $F
explain ctrl-p --keymap $F --context "Workspace > Pane > Editor"
explain ctrl-p --keymap $F --context "Workspace > Pane"
explain ctrl-w --keymap $F --context "Workspace > Editor"
explain ctrl-w --keymap $F --context "Workspace"
