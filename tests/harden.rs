//! Bad input gets a clear error and loses nothing (issue #8): every error path of the readers and the CLI, with
//! the exact message; every error of a file listed at once; `--output FILE` written atomically; explicit limits.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use blackbar::formats::gold::{read_predictions_all, DocReader, LineFormat};
use blackbar::formats::{privacy_mask, tab};

/// Runs `blackbar args...` with `stdin` bytes: (exit code, stdout, stderr).
fn run(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_blackbar"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // Write from a thread: a large input must not dead-lock against the child's output.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// A fresh scratch directory for one test.
fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("blackbar-harden-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn errors<T>(r: Result<T, Vec<blackbar::formats::gold::FormatError>>) -> Vec<String> {
    match r {
        Ok(_) => Vec::new(),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn gold_reader_reports_every_bad_line_and_goes_on() {
    let input = concat!(
        "{\"id\":\"a\",\"text\":\"abcd\",\"spans\":[{\"start\":0,\"end\":2,\"label\":\"X\"}]}\n",
        "{\"id\":\"b\",\"text\":\"abcd\",\"spans\":[{\"start\":0,\"end\":9,\"label\":\"X\"}]}\n",
        "{\"id\":\"a\",\"text\":\"x\",\"spans\":[]}\n",
        "{\"text\":\"x\",\"spans\":[]}\n",
        "{\"id\":\"c\",\"text\":\"abcd\",\"spans\":[{\"start\":3,\"end\":1,\"label\":\"X\"}]}\n",
        "{\"id\":\"d\",\"text\":\"abcd\",\"spans\":[{\"start\":1,\"end\":2,\"label\":\"\"}]}\n",
        "\n",
        "{\"id\":\"e\",\"text\":\"ok\",\"spans\":[]}\n",
    );
    let got: Vec<String> = DocReader::new(input.as_bytes(), LineFormat::Gold)
        .map(|d| d.map_or_else(|e| e.to_string(), |d| format!("ok {}", d.id)))
        .collect();
    assert_eq!(
        got,
        [
            "ok a",
            "2: spans[0].end: 9 is past the end of the text (4 code points)",
            "3: id: \"a\" repeats the id of line 1",
            "4: id: missing",
            "5: spans[0]: start 3 is after end 1",
            "6: spans[0].label: empty label",
            "ok e",
        ]
    );
}

#[test]
fn a_line_that_is_not_utf8_is_named() {
    let input = b"{\"id\":\"a\",\"text\":\"\",\"spans\":[]}\n{\"id\":\"b\",\"text\":\"caf\xe9\",\"spans\":[]}\n";
    let got: Vec<String> = DocReader::new(&input[..], LineFormat::Gold).filter_map(|d| d.err().map(|e| e.to_string())).collect();
    assert_eq!(got, ["2: not UTF-8 (invalid byte at column 22)"]);
}

#[test]
fn predictions_report_every_error() {
    let input = concat!(
        "{\"id\":\"a\",\"spans\":[]}\n",
        "{\"id\":\"a\",\"spans\":[]}\n",
        "{\"spans\":[]}\n",
        "{\"id\":\"b\",\"spans\":[{\"start\":4,\"end\":2,\"label\":\"X\"}]}\n",
        "{\"id\":\"c\",\"spans\":[{\"start\":1,\"end\":2,\"label\":\"X\",\"score\":\"high\"}]}\n",
        "{\"id\":\"d\",\"spans\":[{\"start\":1,\"end\":2}]}\n",
        "[]\n",
    );
    assert_eq!(
        errors(read_predictions_all(input.as_bytes(), 20)),
        [
            "2: id: \"a\" repeats the id of line 1",
            "3: id: missing",
            "4: spans[0]: start 4 is after end 2",
            "5: spans[0].score: expected a number",
            "6: spans[0].label: missing",
            "7: expected a JSON object",
        ]
    );
    // At most max_errors are listed.
    assert_eq!(errors(read_predictions_all(input.as_bytes(), 2)).len(), 2);
}

#[test]
fn tab_reports_every_document_error() {
    let json = r#"[
        {"doc_id": "d1", "text": "abc", "annotations": {"a1": {"entity_mentions": [
            {"start_offset": 0, "end_offset": 7, "entity_type": "PERSON"}]}}},
        {"doc_id": "d1", "text": "abc", "annotations": {}},
        {"text": "abc", "annotations": {}},
        {"doc_id": "d4", "text": "abc", "annotations": {"a1": {"entity_mentions": [
            {"start_offset": 2, "end_offset": 1, "entity_type": "PERSON"}]}}},
        {"doc_id": "d5", "text": "abc", "annotations": {"a1": {}}},
        {"doc_id": "d6", "text": "abc", "annotations": {"a1": {"entity_mentions": [{"start_offset": 0, "end_offset": 1}]}}}
    ]"#;
    assert_eq!(
        errors(tab::parse_all(json, 20)),
        [
            "[0].annotations.a1.entity_mentions[0].end_offset: 7 is past the end of the text (3 code points)",
            "[2].doc_id: missing",
            "[3].annotations.a1.entity_mentions[0]: start 2 is after end 1",
            "[4].annotations.a1.entity_mentions: missing",
            "[5].annotations.a1.entity_mentions[0].entity_type: missing",
        ]
    );
    // [1] reuses d1, but [0] failed, so [1] is the first d1 read: no repeat there. A real repeat:
    assert_eq!(errors(tab::parse_all("[{\"doc_id\": 1, \"text\": \"\", \"annotations\": {}}, {\"doc_id\": \"1\", \"text\": \"\", \"annotations\": {}}]", 20)),
        ["[1].doc_id: \"1\" repeats the id of [0]"]);
    assert_eq!(errors(tab::parse_all("{", 20)), ["1: not JSON: EOF while parsing an object at line 1 column 1"]);
}

#[test]
fn privacy_mask_rows_name_line_and_field() {
    let cases = [
        (r#"{"source_text": "abc", "privacy_mask": [{"value": "abc", "start": 0, "end": 4, "label": "X"}]}"#,
         "3: privacy_mask[0].end: 4 is past the end of the text (3 code points)"),
        (r#"{"source_text": "abc", "privacy_mask": [{"value": "b", "start": 2, "end": 1, "label": "X"}]}"#,
         "3: privacy_mask[0]: start 2 is after end 1"),
        (r#"{"source_text": "abc", "privacy_mask": [{"value": "b", "start": 1, "end": 2}]}"#, "3: privacy_mask[0].label: missing"),
        (r#"{"source_text": "abc"}"#, "3: privacy_mask: missing"),
        (r#"{"source_text": 5, "privacy_mask": []}"#, "3: source_text: expected a string"),
    ];
    for (row, want) in cases {
        assert_eq!(privacy_mask::parse_row(row, 3).unwrap_err().to_string(), want, "{row}");
    }
}

#[test]
fn detect_lists_every_bad_line_keeps_the_good_ones_and_exits_2() {
    let input = concat!(
        "{\"id\":\"a\",\"text\":\"mail x@y.co\"}\n",
        "{\"id\":\"b\"}\n",
        "{\"id\":\"a\",\"text\":\"again\"}\n",
        "{oops\n",
        "{\"id\":[1],\"text\":\"x\"}\n",
        "{\"id\":\"c\",\"text\":\"nothing\"}\n",
    );
    let (code, out, err) = run(&["detect"], input.as_bytes());
    assert_eq!(code, 2);
    assert_eq!(
        out,
        "{\"id\":\"a\",\"spans\":[{\"start\":5,\"end\":11,\"label\":\"EMAIL\",\"score\":0.95,\"rule\":\"email/address\"}]}\n\
         {\"id\":\"c\",\"spans\":[]}\n",
        "the complete lines of the good documents, nothing half-written"
    );
    assert_eq!(
        err,
        "blackbar detect: -:2: field `text`: missing\n\
         blackbar detect: -:3: field `id`: \"a\" repeats the id of line 1\n\
         blackbar detect: -:4: not JSON: key must be a string at line 1 column 2\n\
         blackbar detect: -:5: field `id`: expected a string or a number\n"
    );
    // A number id and the same id as a string are one id.
    let (code, _, err) = run(&["detect"], b"{\"id\":7,\"text\":\"\"}\n{\"id\":\"7\",\"text\":\"\"}\n");
    assert_eq!((code, err.as_str()), (2, "blackbar detect: -:2: field `id`: \"7\" repeats the id of line 1\n"));
    let (code, _, err) = run(&["detect"], b"{\"id\":\"a\",\"text\":\"\"}\n{\"id\":\"b\",\"text\":\"caf\xe9\"}\n");
    assert_eq!((code, err.as_str()), (2, "blackbar detect: -:2: not UTF-8 (invalid byte at column 22)\n"));
}

#[test]
fn detect_stops_listing_after_twenty_errors() {
    let input = "{}\n".repeat(30);
    let (code, _, err) = run(&["detect", "--format", "jsonl"], input.as_bytes());
    assert_eq!(code, 2);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[19], "blackbar detect: -:20: field `id`: missing");
    assert_eq!(lines[20], "blackbar detect: -: stopped after 20 errors");
}

#[test]
fn output_file_is_atomic() {
    let d = dir("atomic");
    let out = d.join("spans.jsonl");
    let out_s = out.to_str().unwrap();
    // Success: the file holds exactly what stdout would, and stdout is empty.
    let input = b"{\"id\":\"a\",\"text\":\"mail x@y.co\"}\n";
    let (_, want, _) = run(&["detect"], input);
    assert_eq!(run(&["detect", "--output", out_s], input), (0, String::new(), String::new()));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), want);
    // Failure: the old contents stay, no temporary file is left, stdout is empty.
    let bad = b"{\"id\":\"a\",\"text\":\"ok\"}\n{\"id\":\"b\"}\n";
    let (code, stdout, err) = run(&["detect", "--output", out_s], bad);
    assert_eq!((code, stdout.as_str(), err.as_str()), (2, "", "blackbar detect: -:2: field `text`: missing\n"));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), want, "the previous file is untouched");
    let names: Vec<String> = std::fs::read_dir(&d).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(names, ["spans.jsonl"], "no temporary file left behind");
    // A failed eval writes no report at all.
    let report = d.join("report.json");
    let gold = d.join("gold.jsonl");
    std::fs::write(&gold, "{\"id\":\"a\",\"text\":\"abcd\",\"spans\":[{\"start\":0,\"end\":9,\"label\":\"X\"}]}\n").unwrap();
    let (code, _, err) = run(&["eval", "--gold", gold.to_str().unwrap(), "--json", "--output", report.to_str().unwrap()], b"");
    assert_eq!(code, 2);
    assert_eq!(err, format!("blackbar eval: {}:1: spans[0].end: 9 is past the end of the text (4 code points)\n", gold.display()));
    assert!(!report.exists());
    // Every subcommand that writes has --output.
    let docs: &[u8] = b"{\"id\":\"a\",\"text\":\"mail x@y.co today\"}\n{\"id\":\"b\",\"text\":\"mail x@y.co today\"}\n";
    for (args, stdin) in [
        (vec!["explain", "--json", "x@y.co"], &b""[..]),
        (vec!["gen", "--count", "2"], b""),
        (vec!["leaks"], b"mail x@y.co\n"),
        (vec!["dupes"], docs),
    ] {
        let file = d.join(format!("{}.out", args[0]));
        let mut with = args.clone();
        with.extend(["--output", file.to_str().unwrap()]);
        let (code, want, err) = run(&args, stdin);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        assert_eq!(run(&with, stdin), (0, String::new(), String::new()), "{args:?}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), want, "{args:?}");
    }
    let (code, _, err) = run(&["detect", "--output", "/nonexistent-dir/x.jsonl"], b"x");
    assert_eq!((code, err.as_str()), (2, "blackbar detect: cannot write /nonexistent-dir/x.jsonl: No such file or directory (os error 2)\n"));
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn eval_lists_every_gold_error_and_writes_no_report() {
    let d = dir("eval");
    let gold = d.join("g.jsonl");
    std::fs::write(
        &gold,
        concat!(
            "{\"id\":\"a\",\"text\":\"abcd\",\"spans\":[]}\n",
            "{\"id\":\"b\",\"text\":\"abcd\",\"spans\":[{\"start\":0,\"end\":9,\"label\":\"X\"}]}\n",
            "{\"id\":\"a\",\"text\":\"abcd\",\"spans\":[]}\n",
            "{\"text\":\"abcd\",\"spans\":[]}\n",
        ),
    )
    .unwrap();
    let g = gold.to_str().unwrap();
    let (code, out, err) = run(&["eval", "--gold", g], b"");
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(
        err,
        format!(
            "blackbar eval: {g}:2: spans[0].end: 9 is past the end of the text (4 code points)\n\
             blackbar eval: {g}:3: id: \"a\" repeats the id of line 1\n\
             blackbar eval: {g}:4: id: missing\n"
        )
    );
    let pred = d.join("p.jsonl");
    std::fs::write(&pred, "{\"id\":\"a\",\"spans\":[]}\n{\"id\":\"a\",\"spans\":[]}\n{\"id\":\"z\",\"spans\":[{\"start\":2,\"end\":1,\"label\":\"X\"}]}\n").unwrap();
    let p = pred.to_str().unwrap();
    let (code, _, err) = run(&["eval", "--gold", g, "--pred", p], b"");
    assert_eq!(code, 2);
    assert_eq!(
        err,
        format!("blackbar eval: {p}:2: id: \"a\" repeats the id of line 1\nblackbar eval: {p}:3: spans[0]: start 2 is after end 1\n")
    );
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn limits_are_explicit() {
    use blackbar::limits::{MAX_CONFIG_BYTES, MAX_DOCUMENT_BYTES};
    // A plain-text document over the limit.
    let big = vec![b'a'; MAX_DOCUMENT_BYTES + 1];
    let (code, out, err) = run(&["detect", "--format", "text"], &big);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "blackbar detect: -: the text is larger than the limit of 64 MiB (67108864 bytes)\n");
    // A JSON Lines line over the limit is an error on its line; the lines after it are still read.
    let mut lines = b"{\"id\":\"a\",\"text\":\"x@y.co\"}\n{\"id\":\"b\",\"text\":\"".to_vec();
    lines.extend(std::iter::repeat_n(b'a', MAX_DOCUMENT_BYTES));
    lines.extend(b"\"}\n{\"id\":\"c\",\"text\":\"\"}\n");
    let (code, out, err) = run(&["detect"], &lines);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 2, "a and c are written");
    assert_eq!(err, "blackbar detect: -:2: the line is larger than the limit of 64 MiB (67108864 bytes)\n");
    // A configuration file over its limit.
    let d = dir("limits");
    let cfg = d.join("big.json");
    std::fs::write(&cfg, format!("{{\"allow\": [\"{}\"]}}", "a".repeat(MAX_CONFIG_BYTES))).unwrap();
    let (code, _, err) = run(&["detect", "--config", cfg.to_str().unwrap()], b"x");
    assert_eq!(code, 2);
    assert_eq!(err, format!("blackbar detect: {}: the configuration is larger than the limit of 1 MiB (1048576 bytes)\n", cfg.display()));
    std::fs::remove_dir_all(&d).unwrap();
}
