//! The wasm bindings, tested under Node (and headless Chromium with WASM_BINDGEN_USE_BROWSER=1).
#![cfg(target_arch = "wasm32")]

use blackbar::wasm_api::{analyze, analyze_flat, evaluate, explain, labels, manifest, redact, Document};
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
    let text = "Ring +1 415 239 8841 😀";
    assert_eq!(redact(text, "label", JsValue::UNDEFINED, None).unwrap(), "Ring [PHONE] 😀");
    assert_eq!(redact(text, "mask", JsValue::UNDEFINED, None).unwrap(), "Ring ███████████████ 😀");
    assert!(redact(text, "blur", JsValue::UNDEFINED, None).is_err());
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
    // The bare ten digits score 0.4 (below the default 0.5); the 555-0100 number is a documentation placeholder at 0.2.
    let doc = Document::new("see 4155550132 or (212) 555-0100".to_string()).unwrap();
    assert_eq!(doc.candidates(), 2);
    let n = |opts: &str| serde_wasm_bindgen::from_value::<Vec<Rec>>(doc.spans(obj(opts), JsValue::UNDEFINED).unwrap()).unwrap().len();
    assert_eq!(n("{}"), 0);
    assert_eq!(n(r#"{"threshold": 0.3}"#), 1);
    assert_eq!(n(r#"{"threshold": 0.1}"#), 2);
    assert_eq!(n(r#"{"threshold": 0.8}"#), 0);
    assert_eq!(n(r#"{"rules": [{"label": "ACCOUNT", "pattern": "see"}]}"#), 1);
    assert_eq!(doc.redact("label", obj(r#"{"threshold": 0.1}"#), None, JsValue::UNDEFINED).unwrap(), "see [PHONE] or [PHONE]");
    let err = doc.spans(obj(r#"{"rules": [{"label": "ACCOUNT", "pattern": "("}]}"#), JsValue::UNDEFINED).unwrap_err();
    let msg: String = JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into();
    assert_eq!(msg, "options: rules[0].pattern: invalid regex \"(\": unclosed group");
}

#[wasm_bindgen_test]
fn evaluate_scores_gold_lines() {
    // "Dana" sentence-initial stays a miss (after "or" it is found since the names session).
    let gold = r#"{"id":"a","text":"😀 mail x@y.co. Dana","spans":[{"start":7,"end":13,"label":"EMAIL"},{"start":15,"end":19,"label":"PERSON"}]}"#;
    let report = evaluate(gold, JsValue::UNDEFINED).unwrap();
    let overall = js_sys::Reflect::get(&report, &"overall".into()).unwrap();
    let get = |k: &str| js_sys::Reflect::get(&overall, &k.into()).unwrap().as_f64().unwrap();
    assert_eq!((get("mentions"), get("full"), get("miss")), (2.0, 1.0, 1.0));
    let err = evaluate("{\"id\":\"a\",\"text\":\"x\",\"spans\":[{\"start\":0,\"end\":9,\"label\":\"EMAIL\"}]}", JsValue::UNDEFINED).unwrap_err();
    let msg: String = JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into();
    assert!(msg.starts_with("line 1: spans[0].end"), "{msg}");
}

fn message(err: JsError) -> String {
    JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into()
}

#[wasm_bindgen_test]
fn every_style_with_a_key() {
    // The same outputs as the CLI's (tests/cli.rs): native and wasm agree, keyed styles included.
    let text = "call 415-239-8841 or x@y.co.";
    let u = JsValue::UNDEFINED;
    let k = || Some("k".to_string());
    let cases = [
        ("mask", None, "call ████████████ or ██████."),
        ("label", None, "call [PHONE] or [EMAIL]."),
        ("numbered", None, "call [PHONE_1] or [EMAIL_1]."),
        ("hash", k(), "call [PHONE:5bdb1fcc] or [EMAIL:03e19d7e]."),
        ("remove", None, "call  or ."),
        ("label", k(), "call [PHONE] or [EMAIL]."),
    ];
    for (style, key, want) in cases {
        assert_eq!(redact(text, style, u.clone(), key).unwrap(), want, "{style}");
    }
    assert_eq!(
        redact("Nguyễn 😀 +84 904 879 900, vân@example.vn", "surrogate", u.clone(), k()).unwrap(),
        "Nguyễn 😀 +84 948 511 090, rrs@example.org"
    );
    for style in ["hash", "surrogate"] {
        assert_eq!(message(redact(text, style, u.clone(), None).unwrap_err()), format!("style \"{style}\" needs a key"));
        assert_eq!(message(redact(text, style, u.clone(), Some(String::new())).unwrap_err()), format!("style \"{style}\" needs a key"));
    }
    assert!(message(redact(text, "blur", u, None).unwrap_err()).starts_with("unknown masking style \"blur\""));
}

#[wasm_bindgen_test]
fn manifest_jsonl_and_csv() {
    let text = "😀 call 415-239-8841";
    let u = JsValue::UNDEFINED;
    let jsonl = manifest(text, "label", u.clone(), None, Some("doc-1".into()), None).unwrap();
    assert_eq!(
        jsonl,
        "{\"id\":\"doc-1\",\"field\":\"text\",\"start\":7,\"end\":19,\"start_utf16\":8,\"end_utf16\":20,\"out_start\":7,\"out_end\":14,\"out_start_utf16\":8,\"out_end_utf16\":15,\"label\":\"PHONE\",\"rule\":\"phone/national\",\"score\":0.95,\"operator\":\"replace\",\"entity\":null}\n"
    );
    let csv = manifest(text, "hash", u.clone(), Some("k".into()), None, Some("csv".into())).unwrap();
    assert_eq!(
        csv,
        "id,field,start,end,start_utf16,end_utf16,out_start,out_end,out_start_utf16,out_end_utf16,label,rule,score,operator,entity\r\n\
         document,text,7,19,8,20,7,23,8,24,PHONE,phone/national,0.95,hash,\r\n"
    );
    assert_eq!(message(manifest(text, "label", u, None, None, Some("xml".into())).unwrap_err()), "manifest format: expected jsonl or csv");
}

/// The flat spans as (start, end, label name, score).
fn flat_rows(v: &JsValue) -> Vec<(u32, u32, String, f32)> {
    let get = |k: &str| js_sys::Reflect::get(v, &k.into()).unwrap();
    let starts = get("starts").dyn_into::<js_sys::Uint32Array>().unwrap().to_vec();
    let ends = get("ends").dyn_into::<js_sys::Uint32Array>().unwrap().to_vec();
    let labels = get("labels").dyn_into::<js_sys::Uint8Array>().unwrap().to_vec();
    let scores = get("scores").dyn_into::<js_sys::Float32Array>().unwrap().to_vec();
    let names: Vec<String> = get("label_names").dyn_into::<js_sys::Array>().unwrap().iter().map(|n| n.as_string().unwrap()).collect();
    assert_eq!(names.len(), blackbar::Label::ALL.len());
    (0..starts.len()).map(|i| (starts[i], ends[i], names[labels[i] as usize].clone(), scores[i])).collect()
}

#[wasm_bindgen_test]
fn flat_spans_are_typed_arrays_in_utf16() {
    let text = "😀 Nguyễn: +84 904 879 900, mail vân@example.vn";
    let got = flat_rows(&analyze_flat(text, JsValue::UNDEFINED).unwrap());
    assert_eq!(got, vec![(11, 26, "PHONE".to_string(), 0.95), (33, 47, "EMAIL".to_string(), 0.95)]);
    // The same spans as the array of objects.
    let objects = spans(text, JsValue::UNDEFINED);
    assert_eq!(got.iter().map(|r| (r.0 as usize, r.1 as usize, r.2.clone())).collect::<Vec<_>>(),
        objects.iter().map(|r| (r.start, r.end, r.label.clone())).collect::<Vec<_>>());
    let doc = Document::new(text.to_string()).unwrap();
    assert_eq!(flat_rows(&doc.spans_flat(obj(r#"{"labels": ["EMAIL"]}"#), JsValue::UNDEFINED).unwrap()), vec![(33, 47, "EMAIL".to_string(), 0.95)]);
    assert!(flat_rows(&analyze_flat("", JsValue::UNDEFINED).unwrap()).is_empty());
}

#[wasm_bindgen_test]
fn document_view_review_and_manifest() {
    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Edit {
        start: usize,
        end: usize,
        out_start: usize,
        out_end: usize,
        label: String,
    }
    #[derive(serde::Deserialize)]
    struct View {
        spans: Vec<Rec>,
        output: String,
        edits: Vec<Edit>,
    }
    let text = "😀 call 415-239-8841, acct NW-1234 or x@y.co";
    let doc = Document::new(text.to_string()).unwrap();
    let u = JsValue::UNDEFINED;
    let view = |style: &str, review: JsValue| -> View {
        serde_wasm_bindgen::from_value(doc.view(style, u.clone(), Some("k".into()), review).unwrap()).unwrap()
    };
    let v = view("numbered", u.clone());
    assert_eq!(v.output, "😀 call [PHONE_1], acct NW-1234 or [EMAIL_1]");
    assert_eq!(v.spans.len(), 2);
    assert_eq!(v.edits[0], Edit { start: 8, end: 20, out_start: 8, out_end: 17, label: "PHONE".into() });
    // Review: reject the phone (any part of it), add the account number by hand (UTF-16 offsets).
    let review = obj(r#"{"reject": [{"start": 10, "end": 11}], "add": [{"start": 27, "end": 34, "label": "ACCOUNT"}]}"#);
    let v = view("label", review.clone());
    assert_eq!(v.output, "😀 call 415-239-8841, acct [ACCOUNT] or [EMAIL]");
    assert_eq!((v.spans[0].rule.as_str(), v.spans[0].score), ("manual", 1.0));
    assert_eq!(doc.redact("hash", u.clone(), Some("k".into()), review.clone()).unwrap(), "😀 call 415-239-8841, acct [ACCOUNT:801fae68] or [EMAIL:03e19d7e]");
    let m = doc.manifest("label", u.clone(), None, review.clone(), Some("t-1".into()), Some("body".into()), Some("csv".into())).unwrap();
    let lines: Vec<&str> = m.lines().collect();
    assert_eq!(lines[1], "t-1,body,26,33,27,34,26,35,27,36,ACCOUNT,manual,1.0,replace,");
    assert_eq!(lines.len(), 3);
    // Bad reviews are errors naming the field.
    let cases = [
        (r#"{"reject": [{"start": 5}]}"#, "review: missing field `end`"),
        (r#"{"add": [{"start": 0, "end": 999, "label": "EMAIL"}]}"#, "review: add[0]: offset 999 is past the end of the text (44 UTF-16 code units)"),
        (r#"{"add": [{"start": 1, "end": 2, "label": "EMAIL"}]}"#, "review: add[0]: offset 1 (UTF-16 code units) falls inside a character"),
        (r#"{"add": [{"start": 4, "end": 2, "label": "EMAIL"}]}"#, "review: add[0]: start 4 is after end 2"),
        (r#"{"add": [{"start": 2, "end": 4, "label": "NOPE"}]}"#, "unknown label \"NOPE\""),
        (r#"{"rejected": []}"#, "review: unknown field `rejected`"),
    ];
    for (review, want) in cases {
        let msg = message(doc.spans(u.clone(), obj(review)).unwrap_err());
        assert!(msg.contains(want), "{msg:?} should contain {want:?}");
    }
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
        let mine = json(c.evaluate(JsValue::UNDEFINED, true, None, JsValue::UNDEFINED).unwrap());
        let theirs = json(evaluate(GOLD, JsValue::UNDEFINED).unwrap());
        assert_eq!(mine["overall"], theirs["overall"]);
        assert_eq!(mine["not_caught"][0]["label"], "PHONE");
        // Rules only: no built-in recognizer runs, so the e-mail is missed and the rule's match is caught.
        let rules = obj(r#"{"labels":["PHONE"],"rules":[{"label":"PHONE","pattern":"[0-9]{3}"}]}"#);
        let only = json(c.evaluate(rules, false, None, JsValue::UNDEFINED).unwrap());
        assert_eq!((only["labels"]["EMAIL"]["miss"].as_u64(), only["labels"]["PHONE"]["full"].as_u64()), (Some(1), Some(1)));
        let preds = "{\"id\":\"a\",\"spans\":[{\"start\":7,\"end\":23,\"label\":\"EMAIL\"}]}";
        let scored = json(c.evaluate(JsValue::UNDEFINED, true, Some(preds.into()), JsValue::UNDEFINED).unwrap());
        assert_eq!(scored["overall"]["full"], 1);
        // A review rejecting the e-mail (UTF-16 8..24) and adding the phone (33..36) scores as those predictions do.
        let review = obj(r#"{"0": {"reject": [{"start": 8, "end": 24}], "add": [{"start": 33, "end": 36, "label": "PHONE"}]}}"#);
        let reviewed = json(c.evaluate(JsValue::UNDEFINED, true, None, review).unwrap());
        let preds = "{\"id\":\"a\",\"spans\":[{\"start\":32,\"end\":35,\"label\":\"PHONE\"}]}";
        let expected = json(c.evaluate(JsValue::UNDEFINED, true, Some(preds.into()), JsValue::UNDEFINED).unwrap());
        assert_eq!(reviewed["overall"], expected["overall"]);
        assert_eq!((reviewed["labels"]["EMAIL"]["miss"].as_u64(), reviewed["labels"]["PHONE"]["full"].as_u64()), (Some(1), Some(1)));
        let bad = obj(r#"{"0": {"reject": [{"start": 9, "end": 2}]}}"#);
        let msg: String = JsValue::from(c.evaluate(JsValue::UNDEFINED, true, None, bad).unwrap_err()).dyn_into::<js_sys::Error>().unwrap().message().into();
        assert_eq!(msg, "document 0: review: reject[0]: start 9 is after end 2");
    }

    #[wasm_bindgen_test]
    fn corpus_detects_in_batches_with_the_result_of_one_by_one() {
        // 300 documents: two batches (at most 256 documents each, src/wasm.rs `detect_next`).
        let gold: String = (0..300)
            .map(|i| {
                let text = format!("Dana Whitfield of Leeds: call 020 7946 {} or write to dana{i}@example.com", 1000 + i);
                format!("{{\"id\":\"d{i}\",\"text\":\"{text}\",\"spans\":[]}}\n")
            })
            .collect();
        let mut c = Corpus::new("gold", "g.jsonl", &gold).unwrap();
        assert_eq!((c.detect_next(), c.detect_next(), c.detect_next()), (256, 300, 300));
        let mine = json(c.evaluate(JsValue::UNDEFINED, true, None, JsValue::UNDEFINED).unwrap());
        let theirs = json(evaluate(&gold, JsValue::UNDEFINED).unwrap());
        // Every document's name, phone and e-mail is a (false-positive) prediction: 900, as one by one.
        assert_eq!(mine["overall"]["predicted"], 900);
        assert_eq!((&mine["overall"], &mine["predicted_labels"]), (&theirs["overall"], &theirs["predicted_labels"]));
    }

    #[wasm_bindgen_test]
    fn a_malformed_file_names_the_line_and_field() {
        let bad = format!("{GOLD}{{\"id\":\"b\",\"text\":\"x\",\"spans\":[{{\"start\":0,\"end\":5,\"label\":\"X\"}}]}}\n");
        let err = Corpus::new("gold", "g.jsonl", &bad).err().expect("an error");
        let msg: String = JsValue::from(err).dyn_into::<js_sys::Error>().unwrap().message().into();
        assert_eq!(msg, "g.jsonl:2: spans[0].end: 5 is past the end of the text (1 code points)");
    }
}

// ---- audit ----
// The audit screens' bindings over the fixture of tests/audit.rs (planted false positives; figures derived by hand
// there): the same numbers must come out through JavaScript values.
mod audit {
    use blackbar::wasm_audit::{audit_csv_header, Audit};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen_test::*;

    const MANIFEST: &str = include_str!("data/audit/manifest.jsonl");
    const CSV: &str = include_str!("data/audit/manifest-foreign.csv");
    const TEXTS: &str = include_str!("data/audit/texts.jsonl");
    const LABELS_A: &str = include_str!("data/audit/labels-a.jsonl");
    const LABELS_B: &str = include_str!("data/audit/labels-b.jsonl");
    const ADJUDICATED: &str = include_str!("data/audit/adjudicated.jsonl");
    const MAP: &str = "doc=id,section=field,entity_type=label,begin=out_start,finish=out_end,confidence=score";

    fn get(v: &JsValue, path: &str) -> JsValue {
        path.split('.').fold(v.clone(), |v, k| js_sys::Reflect::get(&v, &k.into()).unwrap())
    }

    fn num(v: &JsValue, path: &str) -> f64 {
        get(v, path).as_f64().unwrap_or_else(|| panic!("{path} is not a number"))
    }

    fn message(e: JsError) -> String {
        JsValue::from(e).dyn_into::<js_sys::Error>().unwrap().message().into()
    }

    fn audit() -> Audit {
        Audit::new(MANIFEST, "manifest.jsonl", "", "", TEXTS, "texts.jsonl", JsValue::UNDEFINED).unwrap()
    }

    #[wasm_bindgen_test]
    fn profile_and_sample() {
        let a = audit();
        let p = a.profile().unwrap();
        assert_eq!((num(&p, "spans"), num(&p, "tokens"), num(&p, "redacted_tokens"), num(&p, "share")), (15.0, 51.0, 15.0, 0.2941));
        assert_eq!(get(&p, "by_field.1.flagged").as_bool(), Some(true), "the subject field is flagged");
        let s = a.sample().unwrap();
        assert_eq!(js_sys::Array::from(&get(&s, "items")).length(), 15);
        assert_eq!(get(&s, "items.0.context.span").as_string().as_deref(), Some("[ADDRESS]"));
        assert_eq!(get(&s, "items.0.context.before").as_string().as_deref(), Some("Ship to "));
    }

    #[wasm_bindgen_test]
    fn labels_agreement_score_and_report() {
        let mut a = audit();
        a.import_labels(LABELS_A, "labels-a.jsonl").unwrap();
        a.import_labels(LABELS_B, "labels-b.jsonl").unwrap();
        let ag = a.agreement("A", "B").unwrap();
        // 12 of 15 agree; kappa 86/131 (tests/audit.rs).
        assert_eq!((num(&ag, "overall.agree"), num(&ag, "overall.kappa"), num(&ag, "open")), (12.0, 0.6565, 3.0));
        a.import_labels(ADJUDICATED, "adjudicated.jsonl").unwrap();
        assert_eq!(num(&a.agreement("A", "B").unwrap(), "open"), 1.0);
        let sc = a.score("A", "B").unwrap();
        assert_eq!((num(&sc, "overall.precision"), num(&sc, "overall.est_tokens_lost")), (0.5385, 6.0));
        assert_eq!(num(&sc, "strata.4.precision_ci.0"), 0.2307);
        let bands = a.bands("A", "B", "").unwrap();
        assert_eq!(num(&bands, "2.raise_to_hi.est_fp_spans"), 6.4);
        assert_eq!(js_sys::Array::from(&a.bands("A", "B", "0.7").unwrap()).length(), 3, "two bands and the no-score one");
        let rep = a.report("A", "B", "").unwrap();
        assert_eq!(num(&rep, "score.overall.weighted_precision"), 0.5733);
        assert!(a.report_html("A", "B", "").unwrap().contains("60.0% [23.1–88.2]"));
        // Export is every label, no text; importing it into a fresh audit gives the same labels.
        let out = a.export_labels("");
        assert_eq!(out.lines().count(), 15 + 15 + 2);
        assert!(!out.contains("Caller") && !out.contains("context"));
        let mut b = audit();
        b.import_labels(&out, "export.jsonl").unwrap();
        assert_eq!(b.export_labels(""), out);
        let sorted = |t: &str| {
            let mut v: Vec<serde_json::Value> = t.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
            v.sort_by_key(|x| x.to_string());
            v
        };
        assert_eq!(sorted(&a.export_labels("B")), sorted(LABELS_B));
    }

    #[wasm_bindgen_test]
    fn set_and_clear_by_hand() {
        let mut a = audit();
        a.set_label("A", 1, "false_positive", "business_address").unwrap();
        a.set_label("B", 1, "true_pii", "").unwrap();
        assert_eq!(get(&a.labels().unwrap(), "A.1.reason").as_string().as_deref(), Some("business_address"));
        assert_eq!(num(&a.agreement("A", "B").unwrap(), "overall.agree"), 0.0);
        a.clear_label("B", 1);
        assert_eq!(num(&a.agreement("A", "B").unwrap(), "overall.both"), 0.0);
        assert_eq!(message(a.set_label("A", 1, "fp", "").unwrap_err()), "unknown label \"fp\" (true_pii, false_positive or unsure)");
        assert_eq!(message(a.set_label("A", 99, "unsure", "").unwrap_err()), "no sample item 99");
        // A bad labels file changes nothing and names its line.
        let err = a.import_labels("{\"id\":\"r9\",\"out_start\":0,\"out_end\":1,\"reviewer\":\"A\",\"label\":\"unsure\"}", "x.jsonl").unwrap_err();
        assert!(message(err).starts_with("x.jsonl:1: field `id`: id \"r9\""));
        assert_eq!(a.export_labels("A").lines().count(), 1);
    }

    #[wasm_bindgen_test]
    fn foreign_csv_through_a_mapping() {
        let cols: Vec<String> = serde_wasm_bindgen::from_value(audit_csv_header(CSV, "m.csv").unwrap()).unwrap();
        assert_eq!(cols, ["doc", "section", "entity_type", "begin", "finish", "confidence", "comment"]);
        let a = Audit::new(CSV, "m.csv", "", MAP, TEXTS, "texts.jsonl", JsValue::UNDEFINED).unwrap();
        assert_eq!(num(&a.profile().unwrap(), "redacted_tokens"), 15.0);
        let err = Audit::new(CSV, "m.csv", "", "", TEXTS, "texts.jsonl", JsValue::UNDEFINED).err().unwrap();
        assert!(message(err).starts_with("m.csv:1: field `id`: no such column"));
        let opts = js_sys::JSON::parse(r#"{"size": 2, "seed": 9}"#).unwrap();
        let small = Audit::new(MANIFEST, "manifest.jsonl", "jsonl", "", "", "", opts).unwrap();
        assert_eq!(js_sys::Array::from(&get(&small.sample().unwrap(), "items")).length(), 10);
        assert!(get(&small.sample().unwrap(), "items.0.context").is_null(), "no texts, no context");
        let bad = js_sys::JSON::parse(r#"{"sise": 2}"#).unwrap();
        assert!(message(Audit::new(MANIFEST, "m", "", "", "", "", bad).err().unwrap()).starts_with("options: unknown field `sise`"));
    }
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
        (r#""\ud800 call 415-239-8841 now""#, "415-239-8841"),
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
        let masked = redact(&rust, "mask", JsValue::UNDEFINED, None).expect("redact");
        assert_eq!(masked.encode_utf16().count() as u32, js.length() - (want.encode_utf16().count() - want.chars().count()) as u32);
        assert!(explain(&rust, JsValue::UNDEFINED).is_ok());
        let doc = Document::new(rust.clone()).expect("a document");
        let n = serde_wasm_bindgen::from_value::<Vec<Rec>>(doc.spans(JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap()).unwrap().len();
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
    assert_eq!(msg(redact(&big, "mask", JsValue::UNDEFINED, None).unwrap_err()), want);
    assert_eq!(msg(explain(&big, JsValue::UNDEFINED).unwrap_err()), want);
    assert_eq!(msg(Document::new(big).err().unwrap()), want);
}

