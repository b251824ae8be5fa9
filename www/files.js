// Files: what kind each opened or dropped file is, and the samples shipped with the page.
//
// The core reads every format (src/formats, through corpus-worker.js); this module only decides which reader a file
// goes to, from its name and first line, the way `blackbar eval --gold` does:
//   .json                → TAB JSON, or privacy-mask rows when it is an array of objects with "privacy_mask"
//   JSON Lines           → privacy-mask rows when the first row has "privacy_mask"; predictions when it has "spans"
//                          but no "text"; gold otherwise
//   .txt / .srt / .vtt   → inline markup when it holds [[LABEL:value]]; plain text to analyse otherwise

const MARKUP = /\[\[[A-Z][A-Z_]*:/;

/** What a file is: {kind: "text" | "gold" | "predictions", format?, content}. */
export function sniff(name, content) {
  const lower = name.toLowerCase();
  if (lower.endsWith(".json")) {
    const head = content.trimStart();
    if (head.startsWith("[")) {
      let rows = null;
      try {
        rows = JSON.parse(content);
      } catch {
        // Not valid JSON: the TAB reader gives the message with its position.
      }
      if (Array.isArray(rows) && rows[0] && typeof rows[0] === "object" && "privacy_mask" in rows[0]) {
        // One row per line, so the core's errors name the row (line n = row n).
        return { kind: "gold", format: "privacy-mask", content: rows.map((r) => JSON.stringify(r)).join("\n") };
      }
    }
    return { kind: "gold", format: "tab", content };
  }
  const first = content.split("\n").find((l) => l.trim()) ?? "";
  if (first.trimStart().startsWith("{") && !/\.(txt|srt|vtt|md)$/.test(lower)) {
    let row = null;
    try {
      row = JSON.parse(first);
    } catch {
      // Malformed: the gold reader names the line.
    }
    if (row && typeof row === "object" && "privacy_mask" in row) return { kind: "gold", format: "privacy-mask", content };
    if (row && typeof row === "object" && "spans" in row && !("text" in row)) return { kind: "predictions", content };
    return { kind: "gold", format: "gold", content };
  }
  if (MARKUP.test(content)) return { kind: "gold", format: "markup", content };
  return { kind: "text", content };
}

/** The text of a File, as a string. */
export const readFile = (file) => file.text();

/** The sample list: [{file, title, command}]. Inlined in the single-file build, fetched from the page's origin otherwise. */
export async function sampleIndex() {
  const inlined = document.getElementById("sample-index");
  return JSON.parse(inlined ? inlined.textContent : await (await fetch("samples/index.json")).text());
}

/** A sample's content by file name. */
export async function sample(file) {
  const inlined = document.querySelector(`script[data-sample="${CSS.escape(file)}"]`);
  return inlined ? inlined.textContent : (await fetch(`samples/${file}`)).text();
}

/** Offers `content` as a download named `name`. */
export function download(name, content, type = "text/plain") {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
