//! The evaluator end to end: the golden report over tests/data/eval, named input errors, and every evaluation
//! subcommand through the binary.

use std::path::PathBuf;
use std::process::{Command, Output};

use blackbar::eval::{Evaluator, Options};
use blackbar::formats::gold::{read_predictions, DocReader, LineFormat};

const GOLD: &str = "tests/data/eval/gold.jsonl";
const PRED: &str = "tests/data/eval/pred.jsonl";

fn blackbar(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_blackbar"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = blackbar(args);
    assert!(out.status.success(), "{args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok(args)).unwrap_or_else(|e| panic!("{args:?}: not JSON: {e}"))
}

/// (exit code, stderr) of a run that must fail.
fn fails(args: &[&str]) -> (i32, String) {
    let out = blackbar(args);
    assert!(!out.status.success(), "{args:?} should fail");
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stderr).unwrap())
}

/// A scratch file unique to this test process.
fn scratch(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("blackbar-eval-tests-{}", std::process::id()));
    let p = dir.join(name);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(&p, contents).unwrap();
    p
}

fn expected() -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/eval/expected.json")).unwrap()
}

#[test]
fn golden_report_from_the_cli() {
    assert_eq!(ok(&["eval", "--json", "--gold", GOLD, "--pred", PRED]), expected());
}

#[test]
fn golden_report_from_the_library() {
    // The page uses the core directly: the same streamed evaluation must give the same report.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let preds = read_predictions(std::fs::read(root.join(PRED)).unwrap().as_slice()).unwrap();
    let gold = std::fs::read(root.join(GOLD)).unwrap();
    let mut ev = Evaluator::new(Options::default());
    for doc in DocReader::new(gold.as_slice(), LineFormat::Gold) {
        let doc = doc.unwrap();
        let red = preds.get(&doc.id).map(|p| p.to_spans(&doc.text).unwrap()).unwrap_or_default();
        ev.add(&doc, &red, None);
    }
    assert_eq!(serde_json::to_string_pretty(&ev.report()).unwrap() + "\n", expected());
}

#[test]
fn golden_report_pins_the_rules() {
    // The expected file is checked by hand (tests/data/eval/README.md); pin its headline numbers here too, so a
    // regenerated file cannot silently change them.
    let r: serde_json::Value = serde_json::from_str(&expected()).unwrap();
    let o = &r["overall"];
    let get = |k: &str| o[k].as_u64().unwrap();
    assert_eq!([get("mentions"), get("full"), get("partial"), get("miss")], [12, 6, 4, 2]);
    assert_eq!([get("predicted"), get("false_positives")], [14, 2]);
    assert_eq!([get("documents"), get("clean_tokens"), get("over_redacted_tokens"), get("leaking_documents")], [7, 27, 2, 4]);
    assert_eq!(r["second_pass"]["shapes"]["phone"], 1, "d7's fax number is in no gold span and survives");
    assert_eq!(r["labels"]["PERSON"]["full"], 3, "adjacent redactions and whitespace gaps count as full");
    assert_eq!(r["labels"]["ADDRESS"]["partial"], 1, "overlapping gold: the postcode inside is caught, the address is not");
    assert_eq!(r["labels"]["NATIONAL_ID"]["redacted_as"]["PHONE"], 1);
    assert_eq!(r["nervaluate"]["strict"]["correct"], 3);
    assert_eq!([&r["identifier_types"]["DIRECT"]["full"], &r["identifier_types"]["QUASI"]["partial"]], [2, 1]);
    assert_eq!(r["nervaluate"]["type"]["correct"], 11);
}

#[test]
fn prediction_for_an_unknown_id_is_an_error() {
    let (code, err) = fails(&["eval", "--gold", GOLD, "--pred", "tests/data/eval/unknown_id.pred.jsonl"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "blackbar eval: tests/data/eval/unknown_id.pred.jsonl:2: id: \"nope\" is not in the gold file tests/data/eval/gold.jsonl\n"
    );
}

#[test]
fn input_errors_name_file_line_and_field() {
    let (_, err) = fails(&["eval", "--gold", "tests/data/eval/out_of_range.gold.jsonl"]);
    assert_eq!(err, "blackbar eval: tests/data/eval/out_of_range.gold.jsonl:2: spans[1].end: 7 is past the end of the text (6 code points)\n");
    let dup = scratch("dup.gold.jsonl", "{\"id\":\"a\",\"text\":\"x\",\"spans\":[]}\n{\"id\":\"a\",\"text\":\"y\",\"spans\":[]}\n");
    let (_, err) = fails(&["eval", "--gold", dup.to_str().unwrap()]);
    assert!(err.ends_with("dup.gold.jsonl:2: id: \"a\" repeats the id of line 1\n"), "{err}");
    let pred = scratch("range.pred.jsonl", "{\"id\":\"d4\",\"spans\":[{\"start\":0,\"end\":1,\"label\":\"X\"}]}\n");
    let (_, err) = fails(&["eval", "--gold", GOLD, "--pred", pred.to_str().unwrap()]);
    assert!(err.ends_with("range.pred.jsonl:1: spans[0].end: 1 is past the end of the text (0 code points)\n"), "{err}");
    let (_, err) = fails(&["eval"]);
    assert_eq!(err, "blackbar eval: --gold FILE is required (or --controls)\n");
}

#[test]
fn threshold_filters_scored_predictions() {
    // At 0.5 the PHONE span over the SSN (0.4) and the DATE false positive (0.3) go; unscored spans stay.
    let r = json(&["eval", "--json", "--gold", GOLD, "--pred", PRED, "--threshold", "0.5"]);
    assert_eq!(r["labels"]["NATIONAL_ID"]["miss"], 1);
    assert_eq!(r["overall"]["predicted"], 12);
    assert_eq!(r["overall"]["false_positives"], 1);
}

#[test]
fn self_run_explains_misses() {
    let r = json(&["eval", "--json", "--gold", GOLD]);
    assert_eq!(r["labels"]["EMAIL"]["full"], 1, "blackbar finds dana@example.com");
    assert_eq!(r["labels"]["PHONE"]["full"], 1);
    let why = &r["why_missed"]["PERSON"];
    assert!(why["below_threshold"].as_u64().unwrap() >= 1, "{why}");
    assert!(r["not_caught"].as_array().unwrap().iter().all(|e| e.get("reason").is_some()));
    // Without --pred the table is printed by default.
    let table = ok(&["eval", "--gold", GOLD]);
    assert!(table.contains("strict recall") && table.contains("why not caught"), "{table}");
}

#[test]
fn detect_output_is_a_prediction_file() {
    // `blackbar detect` writes the prediction format: scoring its output must equal scoring blackbar directly.
    let pred = scratch("detected.jsonl", &ok(&["detect", GOLD]));
    let from_file = json(&["eval", "--json", "--gold", GOLD, "--pred", pred.to_str().unwrap()]);
    let direct = json(&["eval", "--json", "--gold", GOLD]);
    assert_eq!(from_file["overall"], direct["overall"]);
    assert_eq!(from_file["labels"], direct["labels"]);
    assert!(from_file.get("why_missed").is_none() && direct.get("why_missed").is_some());
}

#[test]
fn other_gold_formats() {
    let markup = scratch("hand.txt", "Call [[PHONE:415-555-0132]] or [[PERSON:Dana]].\nMail [[EMAIL:dana@example.com]]\n");
    let r = json(&["eval", "--json", "--gold", markup.to_str().unwrap()]);
    // "or Dana." is found since the names session (a given name between lower-case words).
    assert_eq!([&r["overall"]["mentions"], &r["overall"]["full"]], [3, 3]);
    let rows = scratch(
        "rows.jsonl",
        "{\"source_text\": \"Mail dana@example.com\", \"privacy_mask\": [{\"value\": \"dana@example.com\", \"start\": 5, \"end\": 21, \"label\": \"EMAIL\"}]}\n",
    );
    let r = json(&["eval", "--json", "--gold", rows.to_str().unwrap()]);
    assert_eq!(r["labels"]["EMAIL"]["full"], 1);
    let tab = scratch(
        "tab.json",
        r#"[{"doc_id": "001-1", "text": "Mr Polat wrote from polat@example.org", "annotations": {
            "annotator1": {"entity_mentions": [
                {"start_offset": 0, "end_offset": 8, "entity_type": "PERSON", "entity_id": "e1", "identifier_type": "DIRECT"},
                {"start_offset": 20, "end_offset": 37, "entity_type": "CODE", "entity_id": "e2", "identifier_type": "DIRECT"}]},
            "annotator2": {"entity_mentions": [
                {"start_offset": 3, "end_offset": 8, "entity_type": "PERSON", "entity_id": "e1", "identifier_type": "NO_MASK"}]}}}]"#,
    );
    let r = json(&["eval", "--json", "--gold", tab.to_str().unwrap()]);
    assert_eq!(r["overall"]["mentions"], 2, "the NO_MASK mention is not gold");
    assert_eq!(r["labels"]["CODE"]["redacted_as"]["EMAIL"], 1);
    assert_eq!(r["identifier_types"]["DIRECT"]["full"], 2, "Mr Polat (PERSON) and the address (CODE, redacted as EMAIL)");
}

#[test]
fn a_directory_of_markup_documents() {
    // The hand-labelled controls: one file per label, and clean documents where every redaction is spurious.
    let r = json(&["eval", "--json", "--gold", "tests/data/controls/positive"]);
    assert_eq!(r["overall"]["documents"], blackbar::Label::ALL.len());
    assert_eq!(r["overall"]["mentions"], blackbar::Label::ALL.len());
    assert!(r["labels"]["EMAIL"]["full"] == 1 && r["labels"]["PHONE"]["full"] == 1, "{}", r["labels"]);
    let r = json(&["eval", "--json", "--gold", "tests/data/controls/negative"]);
    assert_eq!(r["overall"]["mentions"], 0);
    assert_eq!(r["overall"]["false_positives"], r["overall"]["predicted"]);
    let empty = scratch("empty-dir/.keep", "");
    let (_, err) = fails(&["eval", "--gold", empty.parent().unwrap().to_str().unwrap()]);
    assert!(err.ends_with("empty-dir: no *.txt, *.srt or *.vtt files\n"), "{err}");
}

#[test]
fn controls_report_every_label() {
    let r = json(&["eval", "--controls", "--json"]);
    assert_eq!(r["positive_controls"], blackbar::Label::ALL.len());
    assert_eq!(r["spurious"].as_array().unwrap().len(), 0, "clean documents must stay clean: {}", r["spurious"]);
    let caught: Vec<&str> = r["positives"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["coverage"] == "full")
        .map(|p| p["label"].as_str().unwrap())
        .collect();
    assert!(caught.contains(&"EMAIL") && caught.contains(&"PHONE"), "{caught:?}");
    assert_eq!(r["caught"], caught.len());
}

#[test]
fn sweep_has_21_points_per_label() {
    let r = json(&["sweep", "--json", "--gold", GOLD, "--pred", PRED]);
    assert_eq!(r["thresholds"].as_array().unwrap().len(), 21);
    let nid = r["labels"]["NATIONAL_ID"]["full"].as_array().unwrap();
    assert_eq!((nid[8].as_u64(), nid[9].as_u64()), (Some(1), Some(0)), "the PHONE span scored 0.4: caught to 0.40, lost at 0.45");
    let r = json(&["sweep", "--json", "--gold", GOLD]);
    assert_eq!(r["labels"]["EMAIL"]["recall_strict"][10], 1.0);
    let table = ok(&["sweep", "--gold", GOLD]);
    let phone = table.lines().find(|l| l.starts_with("PHONE (1)")).unwrap_or_else(|| panic!("{table}"));
    assert_eq!(phone.split_whitespace().count(), 2 + 21, "{phone}");
}

#[test]
fn leaks_scans_cue_text_and_jsonl() {
    let srt = scratch("out.srt", "1\n00:00:01,000 --> 00:00:04,000\nCall ████████████ or 415-555-0132\n");
    let r = json(&["leaks", "--json", srt.to_str().unwrap()]);
    assert_eq!(r["leaks"], 1);
    assert_eq!(r["per_document"][0]["leaks"][0]["shape"], "phone");
    assert_eq!(r["per_document"][0]["leaks"][0]["start"], 53, "code points of the file, past 12 mask characters");
    let jsonl = scratch("out.jsonl", "{\"id\":\"a\",\"text\":\"card 4111 1111 1111 1111\"}\n{\"id\":\"b\",\"text\":\"[EMAIL]\"}\n");
    let r = json(&["leaks", "--json", jsonl.to_str().unwrap()]);
    assert_eq!([&r["documents"], &r["leaking_documents"], &r["by_shape"]["card"]], [2, 1, 1]);
    assert!(ok(&["leaks", jsonl.to_str().unwrap()]).ends_with("1 surviving identifiers in 1 of 2 documents\n"));
}

#[test]
fn dupes_and_kanon() {
    let docs = scratch(
        "docs.jsonl",
        "{\"id\":\"a\",\"text\":\"The applicant was born in 1965.\"}\n{\"id\":\"b\",\"text\":\"the applicant was born in 1965\"}\n{\"id\":\"c\",\"text\":\"Hearing on 3 May.\"}\n",
    );
    let r = json(&["dupes", "--json", docs.to_str().unwrap()]);
    assert_eq!(r["pairs"][0]["a"], "a");
    assert_eq!(r["pairs"][0]["jaccard"], 1.0);
    assert_eq!(r["pairs"].as_array().unwrap().len(), 1);
    let csv = scratch("people.csv", "dob,postcode,gender\n1987-03-14,NW1 6XE,F\n1987-07-01,NW1 4AB,F\n1962-05-05,M1 1AA,M\n");
    let r = json(&["kanon", "--json", "--attrs", "dob,postcode,gender", csv.to_str().unwrap()]);
    let unique: Vec<u64> = r["levels"].as_array().unwrap().iter().map(|l| l["unique"].as_u64().unwrap()).collect();
    assert_eq!(unique, [3, 1, 1]);
    // Records from the quasi-identifiers labelled in documents.
    let r = json(&["kanon", "--json", "--attrs", "PERSON,PHONE", "--docs", GOLD]);
    assert_eq!(r["records"], 7);
    assert_eq!(r["levels"][0]["unique"], 5, "d1, d2, d3, d5 and d6 name different people; d4 and d7 name nobody");
    let (_, err) = fails(&["kanon", "--attrs", "age", csv.to_str().unwrap()]);
    assert!(err.contains("no field \"age\" (fields: dob, postcode, gender)"), "{err}");
}
