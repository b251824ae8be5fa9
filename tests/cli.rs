//! The CLI end to end: exact stdout, stderr and exit code for each case.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `blackbar args...` with `stdin`, returning (exit code, stdout, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_blackbar"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn successes() {
    // (args, stdin, expected stdout)
    let cases: &[(&[&str], &str, &str)] = &[
        // Plain text: one line for the document, offsets in code points ("Nguyễn" and the emoji count one each).
        (
            &["detect"],
            "Nguyễn 😀 +84 904 879 900",
            "{\"id\":\"-\",\"spans\":[{\"start\":9,\"end\":24,\"label\":\"PHONE\",\"score\":0.95,\"rule\":\"phone/international\"}]}\n",
        ),
        // JSON Lines in, one line per document out; blank lines are skipped; numeric ids are kept as numbers.
        (
            &["detect", "-"],
            "{\"id\":\"a\",\"text\":\"mail vân@example.vn\"}\n\n{\"id\":7,\"text\":\"nothing here\"}\n",
            "{\"id\":\"a\",\"spans\":[{\"start\":5,\"end\":19,\"label\":\"EMAIL\",\"score\":0.95,\"rule\":\"email/address\"}]}\n{\"id\":7,\"spans\":[]}\n",
        ),
        // --format text keeps a JSON-looking document as text.
        (&["detect", "--format", "text"], "{\"id\":1}", "{\"id\":\"-\",\"spans\":[]}\n"),
        // --threshold above the phone's score drops it.
        (&["detect", "--threshold=0.9"], "415-555-0132", "{\"id\":\"-\",\"spans\":[]}\n"),
        (&["redact"], "call 415-555-0132 now", "call ████████████ now"),
        (&["redact", "--style", "label"], "call 415-555-0132 or x@y.co", "call [PHONE] or [EMAIL]"),
        (&["redact", "--style", "mask"], "Nguyễn\n+84 904 879 900\n", "Nguyễn\n███████████████\n"),
        // explain: every candidate with its fate; code points.
        (
            &["explain", "--json", "see 4155550132 or (212) 555-0132"],
            "",
            "{\"start\":4,\"end\":14,\"label\":\"PHONE\",\"score\":0.4,\"rule\":\"phone/national-bare\",\"validation\":\"confirmed\",\"rejected\":\"below threshold 0.5\"}\n\
             {\"start\":18,\"end\":32,\"label\":\"PHONE\",\"score\":0.55,\"rule\":\"phone/nanp-placeholder\",\"validation\":\"not_applicable\",\"rejected\":null}\n",
        ),
        (&["explain", "-"], "nothing", "no candidates\n"),
        // A config file: allow-list and a custom rule (rules are how a deny-list is written).
        (
            &["redact", "--style", "label", "--config", "tests/data/config-example.json"],
            "help@northwind.example, acct NW-00123456, x@y.co",
            "help@northwind.example, acct [ACCOUNT], [EMAIL]",
        ),
    ];
    for (args, stdin, want) in cases {
        let (code, out, err) = run(args, stdin);
        assert_eq!((code, out.as_str(), err.as_str()), (0, *want, ""), "blackbar {args:?}");
    }
}

#[test]
fn errors_are_one_line_with_a_non_zero_exit() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["detect", "--bogus"], "", "blackbar detect: unknown option \"--bogus\" (see `blackbar detect --help`)\n"),
        (&["redact", "--style", "blur"], "", "blackbar redact: --style \"blur\": unknown masking style \"blur\" (known: mask, label)\n"),
        (&["redact", "--style"], "", "blackbar redact: --style needs a value\n"),
        (&["detect", "a", "b"], "", "blackbar detect: unexpected argument \"b\"\n"),
        (&["detect", "/nonexistent/x.txt"], "", "blackbar detect: cannot read /nonexistent/x.txt: No such file or directory (os error 2)\n"),
        (&["detect", "--threshold", "1.5"], "", "blackbar detect: threshold: must be between 0 and 1, got 1.5\n"),
        (&["detect", "--threshold", "high"], "", "blackbar detect: --threshold \"high\": invalid float literal\n"),
        (&["detect", "--format", "xml"], "x", "blackbar detect: --format \"xml\": expected text or jsonl\n"),
        (&["detect"], "{\"id\":\"a\",\"text\":\"ok\"}\n{\"id\":\"b\"}\n", "blackbar detect: -:2: field `text`: missing\n"),
        (&["detect"], "{\"id\":\"a\",\"text\":5}\n", "blackbar detect: -:1: field `text`: expected a string\n"),
        (&["detect"], "{\"text\":\"x\"}\n", "blackbar detect: -:1: field `id`: missing\n"),
        (&["detect"], "{\"id\":\"a\",\"text\":\"x\"}\n{oops\n", "blackbar detect: -:2: not JSON: key must be a string at line 1 column 2\n"),
        (&["detect", "--preset", "loose"], "", "blackbar detect: preset: unknown preset \"loose\" (known: direct, strict, hipaa, full)\n"),
        (&["explain"], "", "blackbar explain: nothing to explain: give TEXT, --file FILE or -\n"),
        (&["frobnicate"], "", "blackbar frobnicate: unknown command \"frobnicate\" (try `blackbar help`)\n"),
    ];
    for (args, stdin, want) in cases {
        let (code, _out, err) = run(args, stdin);
        assert_eq!((code, err.as_str()), (2, *want), "blackbar {args:?}");
    }
}

#[test]
fn invalid_utf8_is_named() {
    let dir = std::env::temp_dir().join(format!("blackbar-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("latin1.txt");
    std::fs::write(&path, b"caf\xe9").unwrap();
    let (code, _, err) = run(&["redact", path.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert_eq!(err, format!("blackbar redact: {}: not UTF-8 text (invalid byte at offset 3)\n", path.display()));
    std::fs::remove_dir_all(&dir).unwrap();
}
