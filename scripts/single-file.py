#!/usr/bin/env python3
"""Builds dist/blackbar.html: the whole page in one self-contained file that works opened from file://.

Inlined: style.css; the name and place lists (www/data/lists.txt, a string in the worker's script); the samples
(samples/index.json and every file it lists, plus typical-regex.json); the page's ES
modules (main.js and everything it imports) bundled into one module script; the detection worker — the wasm-bindgen
glue plus worker.js with the .wasm as base64 — as a text block the page starts as a Blob worker; and the corpus
worker's own code (corpus-worker.js), which the page appends to the detection worker's text to start the second
worker, so the wasm is inlined once. No request is made at all (connect-src 'none'); the Content-Security-Policy pins each inline block by hash.

Usage: scripts/single-file.py [OUT]   (after scripts/build-wasm.sh; default OUT: dist/blackbar.html)
"""
import base64
import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WWW = ROOT / "www"
IMPORT = re.compile(r'^import\s+(.+?)\s+from\s+"\./([\w.-]+)\.js";\s*$', re.M)


def bundle(entry):
    """Inlines the local imports of `entry` (and theirs), each module wrapped in a function returning its exports."""
    done, parts = {}, []

    def load(name):
        if name in done:
            return done[name]
        src = (WWW / f"{name}.js").read_text()
        var = f"__mod_{name.replace('-', '_')}"
        body = []
        for m in IMPORT.finditer(src):
            dep = load(m.group(2))
            spec = m.group(1)
            if spec.startswith("* as "):
                body.append(f"const {spec[5:]} = {dep};")
            elif spec.startswith("{"):
                body.append(f"const {spec.replace(' as ', ': ')} = {dep};")
            else:
                raise SystemExit(f"single-file: unsupported import in {name}.js: {m.group(0)}")
        code = IMPORT.sub("", src)
        exports = re.findall(r"^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)", code, re.M)
        code = re.sub(r"^export\s+", "", code, flags=re.M)
        parts.append(f"const {var} = await (async () => {{\n{chr(10).join(body)}\n{code}\nreturn {{ {', '.join(exports)} }};\n}})();")
        done[name] = var
        return var

    load(entry)
    return "\n".join(parts)


def worker_source():
    """The glue and worker.js as one classic script, the wasm bytes inlined."""
    glue = (WWW / "pkg" / "blackbar.js").read_text()
    glue = glue.replace("import.meta.url", "self.location.href")
    glue = re.sub(r"^export\s*\{[^}]*\};?\s*$", "", glue, flags=re.M)
    glue = re.sub(r"^export\s+", "", glue, flags=re.M)
    worker = (WWW / "worker.js").read_text()
    worker = re.sub(r'^import .* from "\./pkg/blackbar\.js";\s*$', "", worker, flags=re.M)
    wasm = base64.b64encode((WWW / "pkg" / "blackbar_bg.wasm").read_bytes()).decode()
    # The name and place lists the served page fetches (www/data/lists.txt, scripts/pack-lists.py), as a string.
    lists = json.dumps((WWW / "data" / "lists.txt").read_text(encoding="utf-8"), ensure_ascii=False)
    prelude = (f'self.BLACKBAR_WASM = Uint8Array.from(atob("{wasm}"), (c) => c.charCodeAt(0));\n'
               f'self.BLACKBAR_LISTS = {lists};\nconst init = __wbg_init;\n')
    return glue + "\n" + prelude + worker


def corpus_worker_source():
    """corpus-worker.js without its import: it runs after the detection worker's script, whose glue defines the names."""
    src = (WWW / "corpus-worker.js").read_text()
    return re.sub(r'^import .* from "\./pkg/blackbar\.js";\s*$', "", src, flags=re.M)


def samples():
    """Text blocks holding the sample index and each sample, read by www/files.js."""
    index = (WWW / "samples" / "index.json").read_text()
    files = [s["file"] for s in json.loads(index)] + ["typical-regex.json"]
    blocks = [f'<script type="text/plain" id="sample-index">{index}</script>']
    for name in files:
        text = (WWW / "samples" / name).read_text()
        if "</script" in text.lower():
            raise SystemExit(f"single-file: </script inside samples/{name}")
        blocks.append(f'<script type="text/plain" data-sample="{name}">{text}</script>')
    return "\n".join(blocks)


def sha(text):
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "blackbar.html"
    html = (WWW / "index.html").read_text()
    css = (WWW / "style.css").read_text()
    script = bundle("main")
    worker = worker_source()
    corpus_worker = corpus_worker_source()
    for needle in ("</script", "</style"):
        if needle in script or needle in worker or needle in css or needle in corpus_worker:
            raise SystemExit(f"single-file: {needle} inside inlined code")
    csp = (f"default-src 'none'; script-src {sha(script)} 'wasm-unsafe-eval'; worker-src blob:; connect-src 'none'; "
           f"style-src {sha(css)}; img-src data:; base-uri 'none'; form-action 'none'")
    html = re.sub(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">',
                  f'<meta http-equiv="Content-Security-Policy" content="{csp}">', html)
    html = html.replace('<link rel="stylesheet" href="style.css">', f"<style>{css}</style>")
    html = html.replace('<script type="module" src="main.js"></script>',
                        f'<script type="text/plain" id="worker-source">{worker}</script>\n'
                        f'<script type="text/plain" id="corpus-worker-source">{corpus_worker}</script>\n'
                        f'{samples()}\n'
                        f'<script type="module">{script}</script>')
    # The audit page is a separate file: the single file has no link to it.
    html = re.sub(r'\s*<!-- audit-link:[^>]*-->\s*<a id="audit-link"[^>]*>[^<]*</a>', "", html)
    if 'src="' in html.split("<body>")[0] or "href=\"style.css\"" in html:
        raise SystemExit("single-file: a reference to another file is left in the head")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(html)
    print(f"single-file: {out} ({out.stat().st_size:,} bytes)", file=sys.stderr)


main()
