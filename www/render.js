// Rendering: highlights, per-label summary, redacted output. User text only ever goes in through text nodes and
// textContent, never innerHTML.

/** Replaces `view`'s children with `text`, each span of `spans` wrapped in a labelled <mark>. */
export function renderHighlights(view, text, spans) {
  const frag = document.createDocumentFragment();
  let pos = 0;
  for (const s of spans) {
    if (s.start > pos) frag.append(text.slice(pos, s.start));
    const mark = document.createElement("mark");
    mark.className = "span";
    mark.dataset.label = s.label;
    mark.tabIndex = 0;
    mark.title = `${s.label} · ${s.rule} · score ${s.score}`;
    mark.textContent = text.slice(s.start, s.end);
    const tag = document.createElement("span");
    tag.className = "tag";
    tag.setAttribute("aria-hidden", "true");
    tag.textContent = s.label;
    mark.append(tag);
    frag.append(mark);
    pos = s.end;
  }
  if (pos < text.length) frag.append(text.slice(pos));
  view.replaceChildren(frag);
}

/** One list item per label: "LABEL: n", sorted by label. */
export function renderSummary(list, spans) {
  const counts = new Map();
  for (const s of spans) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  list.replaceChildren(...[...counts].sort().map(([label, n]) => {
    const li = document.createElement("li");
    li.dataset.label = label;
    li.textContent = `${label}: ${n}`;
    return li;
  }));
}
