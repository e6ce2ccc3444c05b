// The keyboard page of `keygraph keys --format html`: decorates the keys the page
// draws from the embedded data (the JSON listing of `keys --format json` and one note
// per binding). It evaluates no `when` clause: which binding wins in which view was
// computed by keygraph and is in each note's `wins`. For another editor's keymap
// (data.editor) the views are the editor's contexts (its main editing focus first): each
// key shows what fires in the one chosen, the user's own bindings marked and the defaults
// they remove there (`removedIn`) struck through; "Any context" shows every rule.
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("keygraph-data").textContent);
  const bindings = data.bindings;
  const notes = data.notes;
  const board = document.getElementById("keyboard");
  const keyElements = Array.from(board.querySelectorAll(".key"));
  const layerBar = document.getElementById("layers");
  const prefixBar = document.getElementById("prefix");
  const details = document.getElementById("details");
  const results = document.getElementById("results");
  const search = document.getElementById("search");
  const viewSelect = document.getElementById("view");
  // The notation's modifier order: a layer is its modifiers in this order, joined by "+".
  const ORDER = ["fn", "ctrl", "alt", "shift", "cmd", "numpad", "capslock"];
  const layerDisplay = new Map(data.layers.map((l) => [l.name, l.display]));
  const state = { layer: data.initialLayer, prefix: [], view: data.initialView, query: "", selected: null };
  const editor = data.editor !== null;
  // Another editor's keymap shown in its contexts (else filtered by context key).
  const contextual = editor && data.views.length > 0;

  const isCommand = (b) => typeof b.command === "string" && !b.command.startsWith("-");
  const isBlock = (b) => b.command === null && b.chords.length > 0;
  const sameChord = (a, b) => a.cap === b.cap && a.layer === b.layer;
  const display = (layer) => layerDisplay.get(layer) || layer || "No modifiers";
  const element = (tag, text, className) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  // A command id in <code>, breakable only after its separators (`.`, `::`, `/`), never
  // inside a word.
  const commandCode = (id) => {
    const code = element("code", undefined, "command-id");
    for (const part of id.split(/(?<=\.|::|\/)/)) {
      if (code.childNodes.length) code.append(document.createElement("wbr"));
      code.append(part);
    }
    return code;
  };
  // What a binding is called: its command's title (an app's) or the label keygraph made
  // from its id (another editor's); a block is "blocked".
  const nameOf = (i) => notes[i].title || (bindings[i].command === null ? "blocked" : bindings[i].command);
  // Whether binding i passes the filter: it wins in the view (the context) chosen, or, in
  // another editor's keymap, a rule of the user's removes it there; without contexts, its
  // `when` tests the context key chosen.
  const removedHere = (i) => contextual && state.view >= 0 && notes[i].removedIn.includes(state.view);
  const filtered = (i) =>
    state.view < 0 || (editor && !contextual ? notes[i].contexts : notes[i].wins).includes(state.view) || removedHere(i);
  // Whether binding i is the user's own, over the editor's defaults.
  const isOwn = (i) => editor && data.defaultFiles.length > 0 && !isDefault(i);

  // The bindings drawn at this depth: they continue the prefix and are live in the view.
  function inScope(i) {
    const b = bindings[i];
    if (!isCommand(b) && !isBlock(b)) return false;
    if (b.chords.length <= state.prefix.length) return false;
    for (let d = 0; d < state.prefix.length; d++) {
      if (!sameChord(b.chords[d], state.prefix[d])) return false;
    }
    return filtered(i);
  }

  // Binding indices per "layer|cap" of the chord at the current depth.
  function bindingsByKey() {
    const depth = state.prefix.length;
    const map = new Map();
    bindings.forEach((b, i) => {
      if (!inScope(i)) return;
      const chord = b.chords[depth];
      const id = chord.layer + "|" + chord.cap;
      if (!map.has(id)) map.set(id, []);
      map.get(id).push(i);
    });
    return map;
  }

  function matches(i) {
    if (!state.query) return true;
    const b = bindings[i];
    const n = notes[i];
    const q = state.query.toLowerCase();
    return [n.title, b.command, n.display, b.keys].some((t) => typeof t === "string" && t.toLowerCase().includes(q));
  }

  function isProblem(i) {
    return notes[i].diagnostics.some((d) => d.severity !== "note");
  }

  function tooltip(list) {
    return list
      .map((i) => {
        const b = bindings[i];
        const n = notes[i];
        let line = n.display + " → " + (b.command === null ? "(blocked)" : (n.title ? n.title + " (" + b.command + ")" : b.command));
        if (editor && isDefault(i)) line += " [default]";
        if (removedHere(i)) line += " [removed here]";
        if (b.when) line += " when " + b.when;
        for (const d of n.diagnostics) line += "\n  " + d.severity + ": " + d.message;
        if (n.shadow) line += "\n  " + n.shadow;
        return line;
      })
      .join("\n");
  }

  function render() {
    const byKey = bindingsByKey();
    const depth = state.prefix.length;
    board.dataset.layer = state.layer;
    board.dataset.prefix = state.prefix.map((c) => c.layer + "|" + c.cap).join(" ");
    const active = new Set(state.layer ? state.layer.split("+") : []);
    for (const key of keyElements) {
      const modifier = key.dataset.modifier;
      if (modifier) {
        key.setAttribute("aria-pressed", active.has(modifier) ? "true" : "false");
        continue;
      }
      const list = byKey.get(state.layer + "|" + key.dataset.key) || [];
      const fires = list.filter((i) => isCommand(bindings[i]) && bindings[i].chords.length === depth + 1);
      const continues = list.filter((i) => isCommand(bindings[i]) && bindings[i].chords.length > depth + 1);
      const blocks = list.filter((i) => isBlock(bindings[i]) && bindings[i].chords.length === depth + 1);
      const commands = [...new Set(fires.slice().reverse().concat(continues).map((i) => bindings[i].command))];
      const label = key.querySelector(".binding");
      label.textContent = "";
      key.className = key.className.replace(/ (bound|prefix|blocked|conflict|shadowed|match|nomatch|selected|own|removed)\b/g, "");
      if (commands.length) {
        key.dataset.command = commands.join(" ");
        key.classList.add("bound");
        key.tabIndex = 0;
        key.setAttribute("role", "button");
      } else {
        delete key.dataset.command;
        key.removeAttribute("tabindex");
        key.removeAttribute("role");
      }
      if (continues.length) key.dataset.prefix = String(continues.length);
      else delete key.dataset.prefix;
      // The key's winner: the last binding, in precedence order, that wins in the view shown
      // (in every view: in any); a block there wins over the lower layers' commands. Another
      // editor's keymap in any context (or without contexts): the last binding shown.
      const shown = (i) =>
        (editor && (state.view < 0 || !contextual)) ||
        (state.view < 0 ? notes[i].wins.length > 0 : notes[i].wins.includes(state.view));
      const winners = fires.concat(blocks).filter(shown).sort((a, b) => a - b);
      const winner = winners.length ? winners[winners.length - 1] : null;
      if (blocks.length && (winner === null ? !fires.length : isBlock(bindings[winner]))) key.classList.add("blocked");
      if (continues.length && !fires.length) key.classList.add("prefix");
      if (list.some(isProblem)) key.classList.add("conflict");
      if (list.some((i) => notes[i].shadow)) key.classList.add("shadowed");
      if (state.query && list.length) key.classList.add(list.some(matches) ? "match" : "nomatch");
      if (state.selected === key.dataset.key) key.classList.add("selected");
      if (list.length) {
        const top = winner !== null ? winner : fires.length ? fires[fires.length - 1] : blocks.length ? blocks[blocks.length - 1] : null;
        if (top !== null) {
          // The name only: an SF Symbol's name is no label (the browser cannot draw it).
          label.append(nameOf(top));
          // Nothing fires here but a default the user removed: struck through.
          if (winner === null && removedHere(top)) key.classList.add("removed");
          else if (isOwn(top)) key.classList.add("own");
        } else {
          label.append("… " + continues.length + (continues.length === 1 ? " sequence" : " sequences"));
        }
        key.title = tooltip(list);
      } else {
        key.removeAttribute("title");
      }
    }
    renderLayers(byKey);
    renderPrefix();
    renderResults();
    fitLabels();
  }

  // Each key's label fits its key, broken only between words: a label that does not fit is
  // set smaller, down to 70%; only a word too long even then may break inside (the
  // "tight" class, CSS's overflow-wrap: anywhere), as a last resort; lines that still do
  // not fit end in "…" (the "clamped" class; the whole label is in the key's tooltip).
  function fitLabels() {
    for (const key of keyElements) {
      const label = key.querySelector(".binding");
      label.style.fontSize = "";
      label.style.removeProperty("--lines");
      key.classList.remove("tight", "clamped");
      if (!label.textContent) continue;
      const wide = () => label.scrollWidth > label.clientWidth + 0.5;
      const tall = () => label.offsetTop + label.offsetHeight > key.clientHeight + 0.5;
      for (let scale = 0.9; (wide() || tall()) && scale >= 0.69; scale -= 0.1) label.style.fontSize = scale + "em";
      if (wide()) key.classList.add("tight");
      if (tall()) {
        const line = parseFloat(getComputedStyle(label).lineHeight);
        const room = Math.max(1, Math.floor((key.clientHeight - label.offsetTop) / line));
        label.style.setProperty("--lines", String(room));
        key.classList.add("clamped");
      }
    }
  }

  function renderLayers(byKey) {
    const counts = new Map();
    for (const id of byKey.keys()) {
      const list = byKey.get(id);
      if (!list.some((i) => isCommand(bindings[i]))) continue;
      const layer = id.slice(0, id.indexOf("|"));
      counts.set(layer, (counts.get(layer) || 0) + 1);
    }
    layerBar.textContent = "";
    const names = data.layers.map((l) => l.name).filter((n) => counts.has(n) || n === state.layer);
    for (const name of names) {
      const button = element("button", display(name));
      button.type = "button";
      button.dataset.layer = name;
      button.setAttribute("aria-pressed", name === state.layer ? "true" : "false");
      button.append(element("span", String(counts.get(name) || 0), "count"));
      button.addEventListener("click", () => setLayer(name));
      layerBar.append(button);
    }
  }

  function chordDisplay(chord) {
    const b = bindings.find((x) => x.chords.some((c) => sameChord(c, chord)));
    const i = bindings.indexOf(b);
    const d = b.chords.findIndex((c) => sameChord(c, chord));
    return notes[i].display.split(" ")[d] || chord.cap;
  }

  function renderPrefix() {
    prefixBar.hidden = state.prefix.length === 0;
    prefixBar.textContent = "";
    if (!state.prefix.length) return;
    prefixBar.append("After " + state.prefix.map(chordDisplay).join(" ") + " …");
    const back = element("button", "Back (Esc)");
    back.type = "button";
    back.addEventListener("click", popPrefix);
    prefixBar.append(back);
  }

  function renderResults() {
    results.textContent = "";
    results.hidden = !state.query;
    if (!state.query) return;
    bindings.forEach((b, i) => {
      if (!(isCommand(b) || isBlock(b)) || !matches(i) || !filtered(i)) return;
      const item = element("li");
      const button = element("button", notes[i].display + " → " + (notes[i].title || b.command || "(blocked)"));
      button.type = "button";
      button.title = b.command || "";
      button.addEventListener("click", () => reveal(i));
      item.append(button);
      if (notes[i].title && b.command) item.append(" ", commandCode(b.command));
      results.append(item);
    });
    if (!results.children.length) results.append(element("li", "Nothing matches."));
  }

  // Shows binding i: its first chords as the prefix, its last chord's layer and key.
  function reveal(i) {
    const b = bindings[i];
    state.prefix = b.chords.slice(0, -1);
    const last = b.chords[b.chords.length - 1];
    state.layer = last.layer;
    state.selected = last.cap;
    render();
    showDetails(last.cap);
  }

  function setLayer(name) {
    state.layer = name;
    state.selected = null;
    render();
  }

  function toggleModifier(modifier) {
    const active = new Set(state.layer ? state.layer.split("+") : []);
    if (active.has(modifier)) active.delete(modifier);
    else active.add(modifier);
    setLayer(ORDER.filter((m) => active.has(m)).join("+"));
  }

  function popPrefix() {
    const chord = state.prefix.pop();
    if (chord) {
      state.layer = chord.layer;
      state.selected = chord.cap;
    }
    render();
  }

  // Opens a prefix key: the keyboard shows the keys that continue it, on their busiest layer.
  function openPrefix(cap) {
    const chord = { cap: cap, layer: state.layer };
    state.prefix.push(chord);
    const counts = new Map();
    for (const id of bindingsByKey().keys()) {
      const layer = id.slice(0, id.indexOf("|"));
      counts.set(layer, (counts.get(layer) || 0) + 1);
    }
    let best = state.layer;
    for (const [layer, n] of counts) if (!counts.has(best) || n > counts.get(best)) best = layer;
    state.layer = best;
    state.selected = null;
    render();
  }

  // Whether binding i is the editor's default (from a --defaults file, the first layers).
  function isDefault(i) {
    return data.defaultFiles.includes(bindings[i].source.file);
  }

  function where(i) {
    const n = notes[i];
    if (n.inactive) return element("div", n.inactive, "inactive");
    if (!n.wins.length) return null;
    const every = contextual ? "every context shown" : "every view";
    const views = n.wins.length === data.views.length ? every : n.wins.map((v) => data.views[v]).join(", ");
    return element("div", "Fires in " + views + ".", "where");
  }

  function showDetails(cap) {
    const list = bindingsByKey().get(state.layer + "|" + cap) || [];
    details.textContent = "";
    const depth = state.prefix.length;
    const here = list.length ? notes[list[0]].display.split(" ")[depth] : display(state.layer) + " " + cap;
    const heading = state.prefix.map(chordDisplay).concat([here]).join(" ");
    details.append(element("h2", heading));
    if (!list.length) details.append(element("p", "Nothing is bound here."));
    // The user's own rules first, then the editor's defaults under them.
    const ordered = editor ? list.filter((i) => !isDefault(i)).concat(list.filter(isDefault)) : list;
    for (const i of ordered) {
      const b = bindings[i];
      const n = notes[i];
      const card = element("div", undefined, "binding-card" + (removedHere(i) ? " removed" : ""));
      const title = b.command === null ? "blocked (null): nothing fires, lower layers neither" : (n.title || b.command);
      const head = element("div");
      const name = element("span", title, "command-name");
      if (b.command !== null) name.title = b.command;
      // The icon is named on hover only: an SF Symbol's name is not text for a reader.
      if (n.icon) name.title += " (icon: " + n.icon + ")";
      head.append(element("strong", n.display), " → ", name, " ");
      if (b.command !== null) head.append(commandCode(b.command));
      if (editor && isDefault(i)) head.append(" ", element("span", "default", "badge"));
      if (isOwn(i)) head.append(" ", element("span", "yours", "badge own"));
      if (removedHere(i)) head.append(" ", element("span", "removed here", "badge removed"));
      card.append(head);
      if (b.when) card.append(element("div", "when " + b.when, "where"));
      const source = b.source.line === null ? b.source.file : b.source.file + ":" + b.source.line + ":" + b.source.column;
      card.append(element("div", "from " + source, "where"));
      const live = where(i);
      if (live) card.append(live);
      if (n.shadow) card.append(element("div", n.shadow, "shadow"));
      for (const d of n.diagnostics) {
        card.append(element("div", d.severity + ": " + d.message + (d.hint ? " (hint: " + d.hint + ")" : ""), "diag " + d.severity));
      }
      details.append(card);
    }
    const continues = list.filter((i) => bindings[i].chords.length > state.prefix.length + 1);
    if (continues.length) {
      const open = element("button", "Show the " + continues.length + " keys that continue it");
      open.type = "button";
      open.addEventListener("click", () => openPrefix(cap));
      details.append(open);
    }
  }

  // The table of every binding by layer (removals included, with what check says of
  // each): collapsed on screen, opened for printing.
  function buildSheet() {
    const sheet = document.getElementById("sheet");
    const groups = data.layers.map((l) => l.name).concat([null]);
    for (const layer of groups) {
      const rows = bindings.map((b, i) => i).filter((i) => bindings[i].layer === layer);
      if (!rows.length) continue;
      sheet.append(element("h3", layer === null ? "Any keys" : display(layer), "sheet-layer"));
      const table = element("table");
      const head = element("tr");
      for (const h of ["Keys", "Command", "When", "From", "Notes"]) head.append(element("th", h));
      table.append(head);
      for (const i of rows) {
        const b = bindings[i];
        const n = notes[i];
        const row = element("tr");
        row.dataset.command = b.command === null ? "" : b.command;
        const notesText = n.diagnostics.map((d) => d.severity + ": " + d.message)
          .concat(n.shadow ? [n.shadow] : [], n.inactive ? [n.inactive] : []).join("; ");
        const command = element("td", n.title ? n.title + " " : "");
        command.append(b.command === null ? "(blocked)" : commandCode(b.command));
        row.append(
          element("td", n.display),
          command,
          element("td", b.when || ""),
          element("td", b.source.line === null ? b.source.file : b.source.file + ":" + b.source.line),
          element("td", notesText)
        );
        table.append(row);
      }
      sheet.append(table);
    }
  }

  // A key that only starts sequences opens them; any other bound key shows its bindings
  // (a key that also starts sequences offers to open them there).
  board.addEventListener("click", (event) => {
    const key = event.target.closest(".key");
    if (!key) return;
    if (key.dataset.modifier) return toggleModifier(key.dataset.modifier);
    if (key.classList.contains("prefix")) return openPrefix(key.dataset.key);
    state.selected = key.dataset.key;
    render();
    showDetails(key.dataset.key);
  });
  board.addEventListener("keydown", (event) => {
    if ((event.key === "Enter" || event.key === " ") && event.target.classList.contains("key")) {
      event.preventDefault();
      event.target.click();
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.prefix.length && event.target !== search) popPrefix();
  });
  search.addEventListener("input", () => {
    state.query = search.value.trim();
    render();
  });
  viewSelect.addEventListener("change", () => {
    state.view = Number(viewSelect.value);
    render();
  });
  window.addEventListener("beforeprint", () => {
    document.getElementById("sheet-box").open = true;
  });

  buildSheet();
  render();
})();
