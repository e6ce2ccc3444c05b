check --keymap $F
explain f1 --keymap $F --context "resource=a.txt, gitlens:tabs:tracked=a.txt"
explain f2 --keymap $F --context "resourceFilename=readme.md"
