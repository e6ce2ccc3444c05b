check --keymap $F --platform linux --keyboard-layout de,fr
check --keymap $F --platform windows --keyboard-layout de
explain ctrl+[BracketLeft] --keymap $F --keyboard-layout de
