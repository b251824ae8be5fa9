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
    // A command that fails before reading its input (a bad flag) may close the pipe first: that is not an error here.
    match child.stdin.take().unwrap().write_all(stdin.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        other => other.unwrap(),
    }
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
        (&["redact"], "call 415-239-8841 now", "call ████████████ now"),
        (&["redact", "--style", "label"], "call 415-239-8841 or x@y.co", "call [PHONE] or [EMAIL]"),
        (&["redact", "--style", "mask"], "Nguyễn\n+84 904 879 900\n", "Nguyễn\n███████████████\n"),
        // Every masking style (tests/cli.rs is exact; the keyed styles with a fixed --key).
        (
            &["redact", "--style", "numbered"],
            "Mail x@y.co, X@Y.co and z@y.co; call 415-239-8841",
            "Mail [EMAIL_1], [EMAIL_1] and [EMAIL_2]; call [PHONE_1]",
        ),
        (&["redact", "--style", "remove"], "call 415-239-8841 or x@y.co.", "call  or ."),
        (&["redact", "--style", "hash", "--key", "k"], "call 415-239-8841 or x@y.co.", "call [PHONE:5bdb1fcc] or [EMAIL:03e19d7e]."),
        (&["redact", "--style=hash", "--key=k"], "call (415) 239 8841", "call [PHONE:5bdb1fcc]"),
        (
            &["redact", "--style", "surrogate", "--key", "k"],
            "Nguyễn 😀 +84 904 879 900, vân@example.vn",
            "Nguyễn 😀 +84 948 511 090, rrs@example.org",
        ),
        // JSON Lines in: JSON Lines of {id, text} out, ids kept as given, blank lines skipped.
        (
            &["redact", "--style", "label"],
            "{\"id\":\"a\",\"text\":\"Nguyễn 😀 +84 904 879 900\"}\n\n{\"id\":7,\"text\":\"x@y.co, \\\"q\\\"\"}\n",
            "{\"id\":\"a\",\"text\":\"Nguyễn 😀 [PHONE]\"}\n{\"id\":7,\"text\":\"[EMAIL], \\\"q\\\"\"}\n",
        ),
        (&["redact", "--format", "text", "--style", "label"], "{\"id\":1} x@y.co", "{\"id\":1} [EMAIL]"),
        // explain: every candidate with its fate; code points.
        (
            &["explain", "--json", "see 4155550132 or (212) 555-0132"],
            "",
            "{\"start\":4,\"end\":14,\"label\":\"PHONE\",\"score\":0.4,\"rule\":\"phone/national-bare\",\"validation\":\"confirmed\",\"rejected\":\"below threshold 0.5\"}\n\
             {\"start\":18,\"end\":32,\"label\":\"PHONE\",\"score\":0.55,\"rule\":\"phone/nanp-fiction\",\"validation\":\"not_applicable\",\"rejected\":null}\n",
        ),
        // Documentation placeholders are candidates with a low score and the flag, in JSON and in text.
        (
            &["explain", "--json", "docs: user@example.com"],
            "",
            "{\"start\":6,\"end\":22,\"label\":\"EMAIL\",\"score\":0.2,\"rule\":\"email/placeholder\",\"placeholder\":true,\"validation\":\"not_applicable\",\"rejected\":\"below threshold 0.5\"}\n",
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
        (
            &["redact", "--style", "blur"],
            "",
            "blackbar redact: --style \"blur\": unknown masking style \"blur\" (known: mask, label, numbered, surrogate, hash, remove)\n",
        ),
        (&["redact", "--manifest-format", "xml"], "", "blackbar redact: --manifest-format \"xml\": expected jsonl or csv\n"),
        (&["redact", "--style", "hash", "--key", ""], "", "blackbar redact: the key given is empty\n"),
        (&["redact", "--key", "a", "--key-file", "b"], "", "blackbar redact: give --key or --key-file, not both\n"),
        (&["redact", "--key-file", "/nonexistent/k"], "", "blackbar redact: cannot read /nonexistent/k: No such file or directory (os error 2)\n"),
        (&["redact", "--manifest", "/nonexistent/m.jsonl"], "x", "blackbar redact: cannot write /nonexistent/m.jsonl: No such file or directory (os error 2)\n"),
        (&["redact"], "{\"id\":\"a\",\"text\":\"ok\"}\n{\"id\":\"b\"}\n", "blackbar redact: -:2: field `text`: missing\n"),
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

#[test]
fn redact_writes_the_manifest() {
    let dir = std::env::temp_dir().join(format!("blackbar-manifest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = "{\"id\":\"a\",\"text\":\"Nguyễn 😀 +84 904 879 900\"}\n{\"id\":7,\"text\":\"x@y.co, ok\"}\n";
    // (file name, extra args, expected manifest); the format follows the extension unless --manifest-format says.
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "m.csv",
            &["--style", "label"],
            "id,field,start,end,start_utf16,end_utf16,out_start,out_end,out_start_utf16,out_end_utf16,label,rule,score,operator,entity\r\n\
             a,text,9,24,10,25,9,16,10,17,PHONE,phone/international,0.95,replace,\r\n\
             7,text,0,6,0,6,0,7,0,7,EMAIL,email/address,0.95,replace,\r\n",
        ),
        (
            "m.out",
            &["--style", "remove", "--manifest-format", "jsonl"],
            "{\"id\":\"a\",\"field\":\"text\",\"start\":9,\"end\":24,\"start_utf16\":10,\"end_utf16\":25,\"out_start\":9,\"out_end\":9,\"out_start_utf16\":10,\"out_end_utf16\":10,\"label\":\"PHONE\",\"rule\":\"phone/international\",\"score\":0.95,\"operator\":\"drop\",\"entity\":null}\n\
             {\"id\":\"7\",\"field\":\"text\",\"start\":0,\"end\":6,\"start_utf16\":0,\"end_utf16\":6,\"out_start\":0,\"out_end\":0,\"out_start_utf16\":0,\"out_end_utf16\":0,\"label\":\"EMAIL\",\"rule\":\"email/address\",\"score\":0.95,\"operator\":\"drop\",\"entity\":null}\n",
        ),
        (
            "m.jsonl",
            &["--style", "mask"],
            "{\"id\":\"a\",\"field\":\"text\",\"start\":9,\"end\":24,\"start_utf16\":10,\"end_utf16\":25,\"out_start\":9,\"out_end\":24,\"out_start_utf16\":10,\"out_end_utf16\":25,\"label\":\"PHONE\",\"rule\":\"phone/international\",\"score\":0.95,\"operator\":\"mask\",\"entity\":null}\n\
             {\"id\":\"7\",\"field\":\"text\",\"start\":0,\"end\":6,\"start_utf16\":0,\"end_utf16\":6,\"out_start\":0,\"out_end\":6,\"out_start_utf16\":0,\"out_end_utf16\":6,\"label\":\"EMAIL\",\"rule\":\"email/address\",\"score\":0.95,\"operator\":\"mask\",\"entity\":null}\n",
        ),
    ];
    for (name, extra, want) in cases {
        let path = dir.join(name);
        let mut args = vec!["redact", "--manifest", path.to_str().unwrap()];
        args.extend_from_slice(extra);
        let (code, _, err) = run(&args, input);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), *want, "{args:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn keyed_styles_without_a_key_use_a_random_one_and_say_so() {
    for style in ["surrogate", "hash"] {
        let (code, out1, err) = run(&["redact", "--style", style], "call 415-239-8841");
        assert_eq!(code, 0);
        assert_eq!(
            err,
            format!("blackbar redact: no --key given: {style} uses a random key for this run only (not shown, not kept); pass --key to get the same values across runs\n")
        );
        let (_, out2, _) = run(&["redact", "--style", style], "call 415-239-8841");
        assert!(out1.starts_with("call ") && out1 != "call 415-239-8841", "{out1}");
        assert_ne!(out1, out2, "two runs, two random keys");
    }
    // A key file gives the same output as the same key on the command line.
    let dir = std::env::temp_dir().join(format!("blackbar-key-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("key");
    std::fs::write(&path, "k\n").unwrap();
    let (code, out, err) = run(&["redact", "--style", "hash", "--key-file", path.to_str().unwrap()], "call 415-239-8841 or x@y.co.");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "call [PHONE:5bdb1fcc] or [EMAIL:03e19d7e].", ""));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn redact_goes_on_past_bad_lines_and_keeps_the_good_documents_manifest() {
    let dir = std::env::temp_dir().join(format!("blackbar-partial-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let manifest = dir.join("m.csv");
    let input = "{\"id\":\"a\",\"text\":\"x@y.co\"}\n{oops\n{\"id\":\"a\",\"text\":\"z\"}\n{\"id\":\"b\",\"text\":\"mail x@y.co\"}\n";
    let (code, out, err) = run(&["redact", "--style", "numbered", "--manifest", manifest.to_str().unwrap()], input);
    assert_eq!(code, 2);
    assert_eq!(out, "{\"id\":\"a\",\"text\":\"[EMAIL_1]\"}\n{\"id\":\"b\",\"text\":\"mail [EMAIL_1]\"}\n");
    assert_eq!(
        err,
        "blackbar redact: -:2: not JSON: key must be a string at line 1 column 2\n\
         blackbar redact: -:3: field `id`: \"a\" repeats the id of line 1\n"
    );
    let m = std::fs::read_to_string(&manifest).unwrap();
    assert_eq!(m.lines().skip(1).map(|l| l.split(',').next().unwrap()).collect::<Vec<_>>(), ["a", "b"]);
    // With --output FILE, a bad line means neither the output nor the manifest is written.
    let (out_file, manifest2) = (dir.join("out.jsonl"), dir.join("m2.jsonl"));
    let (code, _, _) = run(&["redact", "--output", out_file.to_str().unwrap(), "--manifest", manifest2.to_str().unwrap()], input);
    assert_eq!(code, 2);
    assert!(!out_file.exists() && !manifest2.exists());
    // Without bad lines both are written.
    let good = "{\"id\":\"a\",\"text\":\"x@y.co\"}\n";
    let (code, out, _) = run(&["redact", "--output", out_file.to_str().unwrap(), "--manifest", manifest2.to_str().unwrap()], good);
    assert_eq!((code, out.as_str()), (0, ""));
    assert_eq!(std::fs::read_to_string(&out_file).unwrap(), "{\"id\":\"a\",\"text\":\"██████\"}\n");
    assert_eq!(std::fs::read_to_string(&manifest2).unwrap().lines().count(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
