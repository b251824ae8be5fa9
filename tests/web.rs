//! The wasm bindings, tested under Node (and headless Chromium with WASM_BINDGEN_USE_BROWSER=1).
#![cfg(target_arch = "wasm32")]

use blackbar::wasm_api::{analyze, evaluate, explain, labels, redact, Document};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

#[derive(serde::Deserialize, Debug, PartialEq)]
struct Rec {
    start: usize,
    end: usize,
    label: String,
    score: f64,
    rule: String,
}

fn spans(text: &str, options: JsValue) -> Vec<Rec> {
    serde_wasm_bindgen::from_value(analyze(text, options).expect("analyze")).expect("records")
}

/// A plain JS object, as the page passes it (serde_json's map would become a JS `Map`).
fn obj(json: &str) -> JsValue {
    js_sys::JSON::parse(json).expect("test JSON parses")
}

fn js_string_slice(text: &str, start: usize, end: usize) -> String {
    let units: Vec<u16> = text.encode_utf16().collect();
    String::from_utf16(&units[start..end]).unwrap()
}

#[wasm_bindgen_test]
fn offsets_are_utf16_code_units() {
    // The emoji is two UTF-16 units and four UTF-8 bytes; "ễ" is one unit and three bytes.
    let text = "😀 Nguyễn: +84 904 879 900, mail vân@example.vn";
    let got = spans(text, JsValue::UNDEFINED);
    let want: Vec<(String, &str)> = vec![("PHONE".into(), "+84 904 879 900"), ("EMAIL".into(), "vân@example.vn")];
    assert_eq!(got.iter().map(|r| (r.label.clone(), js_string_slice(text, r.start, r.end))).collect::<Vec<_>>(),
        want.into_iter().map(|(l, v)| (l, v.to_string())).collect::<Vec<_>>());
    assert_eq!(got[0].start, 11);
}

#[wasm_bindgen_test]
fn options_filter_labels_and_threshold() {
    let text = "call 415-555-0132 or a@b.co";
    let opts = obj(r#"{"labels": ["EMAIL"]}"#);
    let got = spans(text, opts);
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].label, "EMAIL");
    let opts = obj(r#"{"threshold": 0.9}"#);
    assert_eq!(spans(text, opts).len(), 1, "the phone (a 555-01xx placeholder) scores 0.55 and falls below 0.9");
}

#[wasm_bindgen_test]
fn bad_options_are_errors_not_panics() {
    let cases = [
        (r#"{"threshold": 2.0}"#, "options: threshold: must be between 0 and 1, got 2"),
        (r#"{"labels": ["NOPE"]}"#, "unknown label \"NOPE\""),
        (r#"{"bogus": 1}"#, "unknown field `bogus`"),
    ];
    for (opts, want) in cases {
        let err = analyze("x", obj(opts)).unwrap_err();
        let msg: String = JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into();
        assert!(msg.contains(want), "{msg:?} should contain {want:?}");
    }
}

#[wasm_bindgen_test]
fn redact_styles() {
    let text = "Ring +1 415 555 0132 😀";
    assert_eq!(redact(text, "label", JsValue::UNDEFINED).unwrap(), "Ring [PHONE] 😀");
    assert_eq!(redact(text, "mask", JsValue::UNDEFINED).unwrap(), "Ring ███████████████ 😀");
    assert!(redact(text, "blur", JsValue::UNDEFINED).is_err());
}

#[wasm_bindgen_test]
fn labels_are_listed() {
    #[derive(serde::Deserialize)]
    struct L {
        name: String,
    }
    let all: Vec<L> = serde_wasm_bindgen::from_value(labels().unwrap()).unwrap();
    assert!(all.iter().any(|l| l.name == "NATIONAL_ID"));
    assert_eq!(all.len(), blackbar::Label::ALL.len());
}

#[wasm_bindgen_test]
fn explain_lists_rejected_candidates() {
    #[derive(serde::Deserialize)]
    struct E {
        start: usize,
        label: String,
        rejected: Option<String>,
    }
    let got: Vec<E> = serde_wasm_bindgen::from_value(explain("😀 4155550132", JsValue::UNDEFINED).unwrap()).unwrap();
    assert_eq!(got.len(), 1);
    assert_eq!((got[0].start, got[0].label.as_str(), got[0].rejected.as_deref()), (3, "PHONE", Some("below threshold 0.5")));
}

#[wasm_bindgen_test]
fn a_document_is_refiltered_without_detecting_again() {
    // The bare ten digits score 0.4 (below the default 0.5); the 555 number is a placeholder at 0.55.
    let doc = Document::new("see 4155550132 or (212) 555-0132".to_string()).unwrap();
    assert_eq!(doc.candidates(), 2);
    let n = |opts: &str| serde_wasm_bindgen::from_value::<Vec<Rec>>(doc.spans(obj(opts)).unwrap()).unwrap().len();
    assert_eq!(n("{}"), 1);
    assert_eq!(n(r#"{"threshold": 0.3}"#), 2);
    assert_eq!(n(r#"{"threshold": 0.8}"#), 0);
    assert_eq!(n(r#"{"rules": [{"label": "ACCOUNT", "pattern": "see"}]}"#), 2);
    assert_eq!(doc.redact("label", obj(r#"{"threshold": 0.3}"#)).unwrap(), "see [PHONE] or [PHONE]");
    let err = doc.spans(obj(r#"{"rules": [{"label": "ACCOUNT", "pattern": "("}]}"#)).unwrap_err();
    let msg: String = JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into();
    assert_eq!(msg, "options: rules[0].pattern: invalid regex \"(\": unclosed group");
}

#[wasm_bindgen_test]
fn evaluate_scores_gold_lines() {
    let gold = r#"{"id":"a","text":"😀 mail x@y.co or Dana","spans":[{"start":7,"end":13,"label":"EMAIL"},{"start":17,"end":21,"label":"PERSON"}]}"#;
    let report = evaluate(gold, JsValue::UNDEFINED).unwrap();
    let overall = js_sys::Reflect::get(&report, &"overall".into()).unwrap();
    let get = |k: &str| js_sys::Reflect::get(&overall, &k.into()).unwrap().as_f64().unwrap();
    assert_eq!((get("mentions"), get("full"), get("miss")), (2.0, 1.0, 1.0));
    let err = evaluate("{\"id\":\"a\",\"text\":\"x\",\"spans\":[{\"start\":0,\"end\":9,\"label\":\"EMAIL\"}]}", JsValue::UNDEFINED).unwrap_err();
    let msg: String = JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into();
    assert!(msg.starts_with("line 1: spans[0].end"), "{msg}");
}

// ---- Hardening (issue #8): lone surrogates and the size limit at the JavaScript boundary ----
//
// A JS string may hold a lone surrogate (half of a UTF-16 pair), which is not valid UTF-16 and has no UTF-8 form.
// wasm-bindgen's string conversion (TextEncoder) replaces each with U+FFFD, which is also one UTF-16 unit, so every
// offset handed back still indexes the caller's original string. These tests build such strings in JS (JSON.parse of
// `\ud800` escapes), convert them exactly as an exported function's `&str` argument is converted, and check that
// nothing traps and the offsets are right.

/// A JS string from JSON source (so it can hold lone surrogates), and the Rust string wasm-bindgen makes of it.
fn js_str(json: &str) -> (js_sys::JsString, String) {
    let v = js_sys::JSON::parse(json).expect("test JSON parses");
    let rust = v.as_string().expect("a string");
    (v.unchecked_into::<js_sys::JsString>(), rust)
}

#[wasm_bindgen_test]
fn lone_surrogates_are_replaced_and_offsets_stay_valid() {
    // (JSON source of the JS string, the value that must be found in it)
    let cases = [
        (r#""\ud800 call 415-555-0132 now""#, "415-555-0132"),
        (r#""x\udc00\ud800 mail dana@example.com \udfff""#, "dana@example.com"),
        (r#""\ud83d\ude00\ud83d +84 904 879 900 \ude00 ok""#, "+84 904 879 900"),
        (r#""\udbff\udbff\udbff vân@example.vn""#, "vân@example.vn"),
    ];
    for (json, want) in cases {
        let (js, rust) = js_str(json);
        assert_eq!(rust.encode_utf16().count() as u32, js.length(), "{json}: U+FFFD keeps the UTF-16 length");
        let got = spans(&rust, JsValue::UNDEFINED);
        assert_eq!(got.len(), 1, "{json}: {got:?}");
        let value: String = js.slice(got[0].start as u32, got[0].end as u32).into();
        assert_eq!(value, want, "{json}: the offsets index the original JS string");
        // Every other entry point takes the same text without a trap.
        let masked = redact(&rust, "mask", JsValue::UNDEFINED).expect("redact");
        assert_eq!(masked.encode_utf16().count() as u32, js.length() - (want.encode_utf16().count() - want.chars().count()) as u32);
        assert!(explain(&rust, JsValue::UNDEFINED).is_ok());
        let doc = Document::new(rust.clone()).expect("a document");
        let n = serde_wasm_bindgen::from_value::<Vec<Rec>>(doc.spans(JsValue::UNDEFINED).unwrap()).unwrap().len();
        assert_eq!(n, 1);
    }
}

#[wasm_bindgen_test]
fn lone_surrogates_in_gold_lines_are_errors_or_scores_never_traps() {
    // The text has a lone surrogate; its gold span (code points) still lands on the e-mail after replacement.
    let (_, gold) = js_str(r#""{\"id\":\"a\",\"text\":\"\ud800 x@y.co\",\"spans\":[{\"start\":2,\"end\":8,\"label\":\"EMAIL\"}]}""#);
    let report = evaluate(&gold, JsValue::UNDEFINED).expect("scored");
    let overall = js_sys::Reflect::get(&report, &"overall".into()).unwrap();
    assert_eq!(js_sys::Reflect::get(&overall, &"full".into()).unwrap().as_f64(), Some(1.0));
}

#[wasm_bindgen_test]
fn texts_over_the_page_limit_are_a_clear_error() {
    let big = "a".repeat(blackbar::limits::MAX_PAGE_BYTES + 1);
    let msg = |e: JsError| -> String { JsValue::from(e).dyn_into::<js_sys::Error>().unwrap().message().into() };
    let want = "the text is larger than the limit of 16 MiB (16777216 bytes)";
    assert_eq!(msg(analyze(&big, JsValue::UNDEFINED).unwrap_err()), want);
    assert_eq!(msg(redact(&big, "mask", JsValue::UNDEFINED).unwrap_err()), want);
    assert_eq!(msg(explain(&big, JsValue::UNDEFINED).unwrap_err()), want);
    assert_eq!(msg(Document::new(big).err().unwrap()), want);
}

// ---- page ---- (the workbench's bindings: presets, Corpus)
mod page {
    use super::obj;
    use blackbar::wasm_api::{evaluate, presets, Corpus};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen_test::*;

    fn json(v: JsValue) -> serde_json::Value {
        let s: String = js_sys::JSON::stringify(&v).unwrap().into();
        serde_json::from_str(&s).unwrap()
    }

    const GOLD: &str = "{\"id\":\"a\",\"text\":\"😀 mail dana@example.com or call 415\",\"spans\":[{\"start\":7,\"end\":23,\"label\":\"EMAIL\"},{\"start\":32,\"end\":35,\"label\":\"PHONE\"}]}\n";

    #[wasm_bindgen_test]
    fn presets_come_from_the_core() {
        let p = json(presets().unwrap());
        assert_eq!(p[0]["name"], "direct");
        assert!(p[0]["labels"].as_array().unwrap().iter().any(|l| l[0] == "EMAIL"));
    }

    #[wasm_bindgen_test]
    fn corpus_reads_with_utf16_offsets_and_scores_as_evaluate_does() {
        let mut c = Corpus::new("gold", "g.jsonl", GOLD).unwrap();
        let docs = json(c.documents().unwrap());
        // The emoji is one code point and two UTF-16 units: gold offset 7 (code points) is 8 in UTF-16.
        assert_eq!(docs[0]["spans"][0]["start"], 8);
        let mine = json(c.evaluate(JsValue::UNDEFINED, true, None).unwrap());
        let theirs = json(evaluate(GOLD, JsValue::UNDEFINED).unwrap());
        assert_eq!(mine["overall"], theirs["overall"]);
        assert_eq!(mine["not_caught"][0]["label"], "PHONE");
        // Rules only: no built-in recognizer runs, so the e-mail is missed and the rule's match is caught.
        let rules = obj(r#"{"labels":["PHONE"],"rules":[{"label":"PHONE","pattern":"[0-9]{3}"}]}"#);
        let only = json(c.evaluate(rules, false, None).unwrap());
        assert_eq!((only["labels"]["EMAIL"]["miss"].as_u64(), only["labels"]["PHONE"]["full"].as_u64()), (Some(1), Some(1)));
        let preds = "{\"id\":\"a\",\"spans\":[{\"start\":7,\"end\":23,\"label\":\"EMAIL\"}]}";
        let scored = json(c.evaluate(JsValue::UNDEFINED, true, Some(preds.into())).unwrap());
        assert_eq!(scored["overall"]["full"], 1);
    }

    #[wasm_bindgen_test]
    fn a_malformed_file_names_the_line_and_field() {
        let bad = format!("{GOLD}{{\"id\":\"b\",\"text\":\"x\",\"spans\":[{{\"start\":0,\"end\":5,\"label\":\"X\"}}]}}\n");
        let err = Corpus::new("gold", "g.jsonl", &bad).err().expect("an error");
        let msg: String = JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into();
        assert_eq!(msg, "g.jsonl:2: spans[0].end: 5 is past the end of the text (1 code points)");
    }
}
