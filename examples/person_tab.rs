//! PERSON figures on the TAB dev split and the labelled transcripts (dev only), with the default policy.
//!
//! `cargo run --example person_tab [-- TAB_JSONL [--show]]` (default: ../shared/corpora/tab_dev.jsonl).
//! Strict recall: every non-whitespace character of a gold PERSON span is covered by predicted PERSON spans.
//! Precision: predicted PERSON spans that overlap a gold PERSON span. Not the project's evaluator: a quick check.

use blackbar::formats::markup;
use blackbar::recognizers::{EmailRecognizer, PersonRecognizer, PhoneRecognizer};
use blackbar::{Engine, Label, Policy};

struct Tally {
    gold: usize,
    caught: usize,
    pred: usize,
    pred_ok: usize,
    misses: Vec<String>,
    fps: Vec<String>,
    /// Entities (gold mentions with the same case-folded text in one document) and those with every mention caught.
    entities: usize,
    entities_caught: usize,
}

fn score(t: &mut Tally, text: &str, gold: &[(usize, usize)]) {
    let engine = Engine::with_recognizers(vec![Box::new(PersonRecognizer::new())]);
    let pred: Vec<(usize, usize)> = engine.analyze(text, &Policy::default()).iter().filter(|f| f.label == Label::Person).map(|f| (f.span.start, f.span.end)).collect();
    let mut entity: std::collections::BTreeMap<String, bool> = Default::default();
    for &(s, e) in gold {
        t.gold += 1;
        let ok = text[s..e].char_indices().all(|(i, c)| c.is_whitespace() || pred.iter().any(|&(ps, pe)| ps <= s + i && s + i < pe));
        *entity.entry(text[s..e].to_lowercase()).or_insert(true) &= ok;
        if ok {
            t.caught += 1;
        } else {
            t.misses.push(text[s..e].to_string());
        }
    }
    t.entities += entity.len();
    t.entities_caught += entity.values().filter(|&&ok| ok).count();
    for &(s, e) in &pred {
        t.pred += 1;
        if gold.iter().any(|&(gs, ge)| gs < e && s < ge) {
            t.pred_ok += 1;
        } else {
            let (a, b) = (text[..s].char_indices().rev().nth(30).map_or(0, |x| x.0), text[e..].char_indices().nth(20).map_or(text.len(), |x| e + x.0));
            t.fps.push(format!("{} [{}] {}", &text[a..s], &text[s..e], &text[e..b]).replace('\n', " "));
        }
    }
}

fn report(name: &str, t: &Tally, show: bool) {
    println!(
        "{name}: PERSON strict recall {}/{} = {:.3}, precision {}/{} = {:.3}, entities (by folded text) {}/{} = {:.3}",
        t.caught,
        t.gold,
        t.caught as f64 / t.gold.max(1) as f64,
        t.pred_ok,
        t.pred,
        t.pred_ok as f64 / t.pred.max(1) as f64,
        t.entities_caught,
        t.entities,
        t.entities_caught as f64 / t.entities.max(1) as f64
    );
    if show {
        t.misses.iter().for_each(|m| println!("  MISS {m:?}"));
        t.fps.iter().for_each(|m| println!("  FP   {m}"));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let show = args.iter().any(|a| a == "--show");
    let path = args.iter().find(|a| !a.starts_with("--")).cloned().unwrap_or_else(|| "../shared/corpora/tab_dev.jsonl".into());
    let mut tab = Tally { gold: 0, caught: 0, pred: 0, pred_ok: 0, misses: vec![], fps: vec![], entities: 0, entities_caught: 0 };
    for line in std::fs::read_to_string(&path).expect("read the TAB file").lines() {
        let doc: serde_json::Value = serde_json::from_str(line).expect("JSON line");
        let text = doc["text"].as_str().expect("text");
        let bytes: Vec<usize> = text.char_indices().map(|(i, _)| i).chain([text.len()]).collect();
        let gold: Vec<(usize, usize)> = doc["spans"].as_array().expect("spans").iter().filter(|s| s["label"] == "PERSON").map(|s| (bytes[s["start"].as_u64().unwrap() as usize], bytes[s["end"].as_u64().unwrap() as usize])).collect();
        score(&mut tab, text, &gold);
    }
    report("TAB dev", &tab, show);
    // Cost: the built-in engine with and without the person recognizer, over the TAB texts (use --release).
    let texts: Vec<String> = std::fs::read_to_string(&path).unwrap().lines().map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["text"].as_str().unwrap().to_string()).collect();
    let time = |e: &Engine| {
        let t = std::time::Instant::now();
        for _ in 0..3 {
            texts.iter().for_each(|x| drop(e.analyze(x, &Policy::default())));
        }
        t.elapsed().as_secs_f64() / 3.0
    };
    let structured = Engine::with_recognizers(vec![Box::new(EmailRecognizer::new()), Box::new(PhoneRecognizer::new())]);
    let (a, b) = (time(&structured), time(&Engine::new()));
    let mb = texts.iter().map(|t| t.len()).sum::<usize>() as f64 / 1e6;
    println!("TAB dev cost ({mb:.1} MB): structured only {a:.3} s, with person {b:.3} s ({:.2}x)", b / a);
    let mut tr = Tally { gold: 0, caught: 0, pred: 0, pred_ok: 0, misses: vec![], fps: vec![], entities: 0, entities_caught: 0 };
    let mut files: Vec<_> = std::fs::read_dir("tests/data/transcripts/dev").expect("dev dir").map(|e| e.unwrap().path()).collect();
    files.sort();
    for f in files {
        let m = markup::parse(&std::fs::read_to_string(&f).unwrap()).unwrap();
        let gold: Vec<(usize, usize)> = m.spans.iter().filter(|s| s.label == "PERSON").map(|s| (s.span.start, s.span.end)).collect();
        score(&mut tr, &m.text, &gold);
    }
    report("transcripts dev", &tr, show);
}
