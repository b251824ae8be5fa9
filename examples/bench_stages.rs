//! Stage timings for `make bench` (scripts/bench.py; not a test).
//!
//! `cargo run --release --example bench_stages -- STAGE FILE [--repeat N]` reads a gold JSON Lines corpus
//! (`{"id","text",...}` per line, e.g. from `blackbar gen`), runs one stage over every document's text and prints one
//! JSON object: `{"stage","docs","bytes","seconds","candidates"}` (`bytes` = UTF-8 bytes of text, `seconds` = the
//! best of `--repeat` passes over the whole corpus in CPU seconds of the thread (wall seconds off Linux), start-up and reading excluded). One stage per process, so the
//! caller can read each stage's peak memory from the process.
//!
//! Stages:
//! - `direct`, `strict`: the full pipeline (`Engine::analyze`: every recognizer over the text and its shadow,
//!   scaffolding filter, policy, resolution) under that preset;
//! - `direct-batch`: `direct` with detection batched as the CLI batches JSON Lines (`Engine::analyze_many` over
//!   ~1 MiB of text at a time); `structured-batch`: `structured` batched the same way;
//! - `structured`: the same pipeline without the free-text recognizers (person, address, date, case_number);
//! - `phone`, `names` (person recognizer: gazetteers and entity linking), `rec:NAME` (any one recognizer): that
//!   recognizer alone over the original text;
//! - `shadow`: spoken-number/e-mail normalisation and cue joins (`normalize::shadow_joined`) plus the scaffolding scan
//!   (`normalize::structure`);
//! - `interleaved`: every recognizer over the original texts, text by text as the engine runs them (no shadow
//!   pass), to compare with the sum of `rec:*` (each recognizer over all texts in turn);
//! - `resolve`: filtering and resolution of precomputed candidates (`Engine::resolve_candidates`);
//! - `mask`: rendering the resolved spans (`mask::redact`, same-length mask);
//! - `candidates`: not a timing: prints every candidate of `Engine::detect` (rejected ones included: what `explain`
//!   starts from), one Debug line per document, for checking that a speed change leaves the output byte-identical;
//! - `coverage`: not a timing: for each recognizer, the documents where it finds anything and the bytes within 0, 100
//!   and 400 bytes of its candidates (what one shared candidate scan could hand each recognizer at best);
//! - `recognizers`: a table instead of one object: each recognizer's seconds over the original texts and over the
//!   shadows that differ, one JSON line each.

use std::time::Instant;

use blackbar::mask::{redact, Style};
use blackbar::{normalize, recognizers, Config, Engine, Finding, Recognizer};

/// CPU seconds this thread has run (Linux: `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), or `None` elsewhere. The
/// machine the benchmark runs on is shared, so CPU time is the figure that does not depend on the other processes.
#[cfg(target_os = "linux")]
fn cpu_seconds() -> Option<f64> {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: a valid pointer to a timespec-sized struct, as the C signature requires (64-bit Linux layout).
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| ts.sec as f64 + ts.nsec as f64 / 1e9)
}

#[cfg(not(target_os = "linux"))]
fn cpu_seconds() -> Option<f64> {
    None
}

/// The best of `repeat` runs of `f`: (CPU seconds, or wall seconds where CPU time is unavailable; f's result).
fn best<F: FnMut() -> usize>(repeat: usize, mut f: F) -> (f64, usize) {
    let mut best = f64::INFINITY;
    let mut n = 0;
    for _ in 0..repeat.max(1) {
        // Every pass starts cold: no phone validation memoised by the previous pass.
        recognizers::clear_memos();
        let (t, c) = (Instant::now(), cpu_seconds());
        n = f();
        let took = match (c, cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => t.elapsed().as_secs_f64(),
        };
        best = best.min(took);
    }
    (best, n)
}

fn engine_without(names: &[&str]) -> Engine {
    Engine::with_recognizers(recognizers::builtin().into_iter().filter(|r| !names.contains(&r.name())).collect())
}

fn only(name: &str) -> Vec<Box<dyn Recognizer>> {
    let recs: Vec<_> = recognizers::builtin().into_iter().filter(|r| r.name() == name).collect();
    if recs.is_empty() {
        let all: Vec<&str> = recognizers::builtin().iter().map(|r| r.name()).collect();
        eprintln!("bench_stages: no recognizer named {name:?}; known: {}", all.join(", "));
        std::process::exit(2);
    }
    recs
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: bench_stages STAGE FILE [--repeat N]";
    let (Some(stage), Some(path)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let repeat = match args.iter().position(|a| a == "--repeat") {
        Some(i) => args.get(i + 1).and_then(|v| v.parse().ok()).unwrap_or_else(|| {
            eprintln!("{usage}");
            std::process::exit(2)
        }),
        None => 1,
    };
    let raw = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("bench_stages: {path}: {e}");
        std::process::exit(2)
    });
    let mut texts: Vec<String> = Vec::new();
    for (i, line) in raw.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let v: serde_json::Value = serde_json::from_str(line).unwrap_or_else(|e| {
            eprintln!("bench_stages: {path}:{}: {e}", i + 1);
            std::process::exit(2)
        });
        match v.get("text").and_then(|t| t.as_str()) {
            Some(t) => texts.push(t.to_string()),
            None => {
                eprintln!("bench_stages: {path}:{}: field `text`: missing", i + 1);
                std::process::exit(2)
            }
        }
    }
    let bytes: usize = texts.iter().map(String::len).sum();
    let direct = Config::preset("direct").compile().expect("direct preset");
    let report = |stage: &str, (seconds, n): (f64, usize)| {
        println!(
            "{}",
            serde_json::json!({"stage": stage, "docs": texts.len(), "bytes": bytes, "seconds": seconds, "candidates": n})
        );
    };
    // Detection batched over the corpus in CLI-sized batches (Engine::analyze_many, ~1 MiB of text each, as
    // `blackbar detect` runs JSON Lines), then the policy and resolution per document.
    let batched = |engine: &Engine, policy: &blackbar::Policy| {
        best(repeat, || {
            let mut n = 0;
            let mut start = 0;
            while start < texts.len() {
                let (mut end, mut size) = (start, 0);
                while end < texts.len() && (end == start || size < 1 << 20) && end - start < 1024 {
                    size += texts[end].len();
                    end += 1;
                }
                let refs: Vec<&str> = texts[start..end].iter().map(String::as_str).collect();
                n += engine.analyze_many(&refs, policy).iter().map(Vec::len).sum::<usize>();
                start = end;
            }
            n
        })
    };
    let pipeline = |engine: &Engine, policy: &blackbar::Policy| {
        best(repeat, || texts.iter().map(|t| engine.analyze(t, policy).len()).sum())
    };
    // One finding list per text, as the engine keeps them (username reads its own earlier findings of the same
    // text: a list shared across texts made it slice one text with another's offsets and panic).
    let alone = |recs: Vec<Box<dyn Recognizer>>| {
        best(repeat, || {
            texts
                .iter()
                .map(|t| {
                    let mut out = Vec::new();
                    recs.iter().for_each(|r| r.find(t, &mut out));
                    out.len()
                })
                .sum()
        })
    };
    match stage.as_str() {
        "direct" => report(stage, pipeline(&Engine::new(), &direct)),
        "strict" => report(stage, pipeline(&Engine::new(), &Config::preset("strict").compile().expect("strict"))),
        // The direct pipeline with detection batched over all documents (`Engine::detect_many`), then the policy
        // and resolution per document: what `Engine::analyze` gives, recognizer by recognizer over the corpus.
        "direct-batch" => report(stage, batched(&Engine::new(), &direct)),
        // `structured` batched as `direct-batch`: the ratio direct-batch / structured-batch is what the free-text
        // recognizers (names, addresses, dates) add to the structured-only cost, as the CLI runs.
        "structured-batch" => {
            report(stage, batched(&engine_without(&["person", "address", "date", "case_number"]), &direct))
        }
        "structured" => report(stage, pipeline(&engine_without(&["person", "address", "date", "case_number"]), &direct)),
        "phone" => report(stage, alone(only("phone"))),
        "names" => report(stage, alone(only("person"))),
        s if s.starts_with("rec:") => report(stage, alone(only(&s[4..]))),
        // Every recognizer over the original texts, text by text (as the engine runs them), without the shadow
        // pass: compare with the sum of `rec:*` (each recognizer over all texts in turn).
        "interleaved" => report(stage, alone(recognizers::builtin())),
        // `interleaved`, with each recognizer's CPU seconds summed over the texts: which recognizers lose most when
        // they run text by text (their tables leave the CPU caches between two texts) rather than over all texts
        // in turn (`recognizers`).
        "interleaved-recognizers" => {
            let all = recognizers::builtin();
            let mut secs = vec![0.0f64; all.len()];
            for t in &texts {
                let mut out = Vec::new();
                for (r, s) in all.iter().zip(secs.iter_mut()) {
                    let c0 = cpu_seconds().unwrap_or(0.0);
                    r.find(t, &mut out);
                    *s += cpu_seconds().unwrap_or(0.0) - c0;
                }
            }
            for (r, s) in all.iter().zip(secs) {
                println!("{}", serde_json::json!({"stage": format!("interleaved:{}", r.name()), "seconds": s}));
            }
        }
        // What a shared candidate scan could save at most: for each recognizer, the documents where it finds
        // anything and the share of the text within `reach` bytes of one of its candidates (the windows a perfect
        // gate would hand it), over the original texts. One JSON line per recognizer and reach.
        "coverage" => {
            for r in recognizers::builtin() {
                let (mut docs, mut cands) = (0usize, 0usize);
                let mut covered = [0usize; 3];
                let reaches = [0usize, 100, 400];
                for t in &texts {
                    let mut out = Vec::new();
                    r.find(t, &mut out);
                    docs += usize::from(!out.is_empty());
                    cands += out.len();
                    for (k, reach) in reaches.iter().enumerate() {
                        let mut spans: Vec<(usize, usize)> =
                            out.iter().map(|f| (f.span.start.saturating_sub(*reach), (f.span.end + reach).min(t.len()))).collect();
                        spans.sort_unstable();
                        let mut end = 0;
                        for (s, e) in spans {
                            let s = s.max(end);
                            if e > s {
                                covered[k] += e - s;
                                end = e;
                            }
                        }
                    }
                }
                println!(
                    "{}",
                    serde_json::json!({"stage": format!("coverage:{}", r.name()), "docs": texts.len(), "docs_with": docs,
                                       "candidates": cands, "bytes": bytes, "covered_0": covered[0],
                                       "covered_100": covered[1], "covered_400": covered[2]})
                );
            }
        }
        "shadow" => report(
            stage,
            best(repeat, || {
                texts
                    .iter()
                    .map(|t| normalize::shadow_joined(t).text().len() + normalize::structure(t).len())
                    .sum()
            }),
        ),
        "resolve" => {
            let engine = Engine::new();
            let cands: Vec<Vec<Finding>> = texts.iter().map(|t| engine.candidates(t, &direct)).collect();
            report(
                stage,
                best(repeat.max(5), || {
                    texts.iter().zip(&cands).map(|(t, c)| Engine::resolve_candidates(t, c, &direct).kept.len()).sum()
                }),
            )
        }
        "mask" => {
            let engine = Engine::new();
            let kept: Vec<Vec<Finding>> = texts.iter().map(|t| engine.analyze(t, &direct)).collect();
            report(
                stage,
                best(repeat.max(5), || {
                    texts.iter().zip(&kept).map(|(t, k)| redact(t, k, Style::default()).text.len()).sum()
                }),
            )
        }
        "candidates" => {
            let engine = Engine::new();
            for t in &texts {
                println!("{:?}", engine.detect(t));
            }
        }
        "recognizers" => {
            let shadows: Vec<String> = texts
                .iter()
                .map(|t| normalize::shadow_joined(t))
                .filter(|s| !s.is_identity())
                .map(|s| s.text().to_string())
                .collect();
            let shadow_bytes: usize = shadows.iter().map(String::len).sum();
            for r in recognizers::builtin() {
                // One finding list per text, as the engine keeps them (a recognizer may read what it found earlier
                // in the same text).
                let (orig, _) = best(repeat, || texts.iter().map(|t| {
                    let mut out = Vec::new();
                    r.find(t, &mut out);
                    out.len()
                }).sum());
                let (sh, _) = best(repeat, || shadows.iter().map(|t| {
                    let mut out = Vec::new();
                    r.find(t, &mut out);
                    out.len()
                }).sum());
                println!(
                    "{}",
                    serde_json::json!({"stage": format!("rec:{}", r.name()), "bytes": bytes, "seconds": orig,
                                       "shadow_bytes": shadow_bytes, "shadow_seconds": sh})
                );
            }
        }
        other => {
            eprintln!("bench_stages: unknown stage {other:?}\n{usage}");
            std::process::exit(2)
        }
    }
}
