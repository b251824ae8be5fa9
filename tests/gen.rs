//! The corpus generator (`blackbar::gen`, `blackbar gen`): determinism, exact spans, valid check digits, look-alikes
//! that fail their validators, coverage of kinds, locales and labels, and a golden file.

use std::collections::{BTreeMap, BTreeSet};

use blackbar::gen::{check, generate, GenOptions, GoldDoc, Kind, Locale};
use blackbar::Label;

fn corpus(seed: u64, count: usize) -> Vec<GoldDoc> {
    generate(&GenOptions { seed, count, ..GenOptions::default() }).collect()
}

fn lines(docs: &[GoldDoc]) -> String {
    docs.iter().map(|d| d.to_json_line() + "\n").collect()
}

/// Luhn written independently of `gen::check`.
fn luhn(digits: &str) -> bool {
    let d: Vec<u32> = digits.chars().filter_map(|c| c.to_digit(10)).collect();
    let sum: u32 = d
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &x)| {
            if i % 2 == 1 {
                if x * 2 > 9 {
                    x * 2 - 9
                } else {
                    x * 2
                }
            } else {
                x
            }
        })
        .sum();
    d.len() >= 12 && sum % 10 == 0
}

/// ISO 13616 mod-97 written independently of `gen::check` (big-number remainder over decimal chunks).
fn iban_mod97(iban: &str) -> bool {
    let c: String = iban.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    let moved = format!("{}{}", &c[4..], &c[..4]);
    let digits: String = moved.chars().map(|ch| ch.to_digit(36).unwrap().to_string()).collect();
    let mut r: u64 = 0;
    for chunk in digits.as_bytes().chunks(9) {
        r = format!("{r}{}", std::str::from_utf8(chunk).unwrap()).parse::<u64>().unwrap() % 97;
    }
    r == 1
}

/// Digits from a spoken or mixed form: "415 triple five, oh one" → "41555501".
fn unspeak(s: &str) -> String {
    let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    let mut out = String::new();
    let mut repeat = 1;
    for w in s.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()) {
        match w {
            "double" => repeat = 2,
            "triple" => repeat = 3,
            _ if w.chars().all(|c| c.is_ascii_digit()) => out.push_str(w),
            _ => {
                let d = if w == "oh" { Some(0) } else { words.iter().position(|x| *x == w) };
                let d = d.unwrap_or_else(|| panic!("unexpected word {w:?} in spoken form {s:?}"));
                for _ in 0..repeat {
                    out.push(char::from(b'0' + d as u8));
                }
                repeat = 1;
            }
        }
    }
    out
}

#[test]
fn same_seed_same_bytes_other_seed_other_bytes() {
    let a = lines(&corpus(7, 60));
    assert_eq!(a, lines(&corpus(7, 60)), "same seed must give byte-identical output");
    assert_ne!(a, lines(&corpus(8, 60)), "a different seed must give a different corpus");
    // Document i does not depend on how many documents were asked for.
    let short = corpus(7, 10);
    assert_eq!(short[..], corpus(7, 60)[..10]);
}

#[test]
fn every_span_is_the_inserted_value_in_bounds_and_disjoint() {
    for doc in corpus(7, 400) {
        let chars: Vec<char> = doc.text.chars().collect();
        let mut prev_end = 0;
        for s in &doc.spans {
            assert!(s.start < s.end && s.end <= chars.len(), "{}: span {}..{} out of bounds", doc.id, s.start, s.end);
            assert!(s.start >= prev_end, "{}: span {}..{} overlaps the previous one", doc.id, s.start, s.end);
            prev_end = s.end;
            let by_cp: String = chars[s.start..s.end].iter().collect();
            assert_eq!(by_cp, s.value, "{}: code-point slice differs from the inserted value", doc.id);
            assert_eq!(&doc.text[s.bytes], s.value, "{}: byte slice differs from the inserted value", doc.id);
            assert_eq!(by_cp.trim(), by_cp, "{}: span has leading or trailing whitespace", doc.id);
            assert!(s.entity_id.starts_with('e'), "{}: entity id {:?}", doc.id, s.entity_id);
        }
        for d in &doc.decoys {
            assert!(
                !doc.spans.iter().any(|s| s.start < d.end && d.start < s.end),
                "{}: look-alike {:?} overlaps a gold span",
                doc.id,
                d.value
            );
            let by_cp: String = chars[d.start..d.end].iter().collect();
            assert_eq!(by_cp, d.value);
        }
    }
}

#[test]
fn json_lines_have_the_gold_schema() {
    for doc in corpus(3, 30) {
        let line = doc.to_json_line();
        assert!(!line.contains('\n'), "one document per line");
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            ["id", "meta", "spans", "text"],
            "serde_json sorts keys in a Value; the set must be exactly these"
        );
        assert!(line.starts_with(&format!("{{\"id\":\"{}\",\"text\":", doc.id)));
        let text = v["text"].as_str().unwrap();
        assert_eq!(text, doc.text);
        for (s, g) in v["spans"].as_array().unwrap().iter().zip(&doc.spans) {
            let mut k: Vec<&str> = s.as_object().unwrap().keys().map(String::as_str).collect();
            k.sort_unstable();
            assert_eq!(k, ["end", "entity_id", "identifier_type", "label", "start"]);
            let want = if matches!(
                g.label,
                Label::DateOfBirth
                    | Label::Date
                    | Label::Postcode
                    | Label::Location
                    | Label::Organization
                    | Label::Demographic
                    | Label::Age
            ) {
                "QUASI"
            } else {
                "DIRECT"
            };
            assert_eq!(s["identifier_type"], want, "{:?}", g.label);
            let label: Label = s["label"].as_str().unwrap().parse().unwrap();
            assert_eq!(label, g.label);
            let (start, end) = (s["start"].as_u64().unwrap() as usize, s["end"].as_u64().unwrap() as usize);
            assert_eq!(
                text.chars().skip(start).take(end - start).collect::<String>(),
                g.value,
                "offsets are code points"
            );
        }
        assert_eq!(v["meta"]["kind"], doc.kind.code());
        assert_eq!(v["meta"]["locale"], doc.locale.code());
        assert_eq!(v["meta"]["seed"], 3);
    }
}

#[test]
fn check_digits_are_valid() {
    let docs = corpus(7, 1200);
    let mut validated: BTreeMap<&str, usize> = BTreeMap::new();
    for doc in &docs {
        for s in &doc.spans {
            if let Some(ok) = check::validate(s.format, &s.value) {
                assert!(ok, "{}: {} {:?} fails its check", doc.id, s.format, s.value);
                *validated.entry(s.format).or_default() += 1;
            }
            match (s.label, s.format) {
                (Label::Card, "card") => assert!(luhn(&s.value), "{}: card {:?} fails Luhn", doc.id, s.value),
                (Label::Card, "spoken") => {
                    assert!(luhn(&unspeak(&s.value)), "{}: spoken card {:?} fails Luhn", doc.id, s.value)
                }
                (Label::Iban, _) => {
                    let c = check::compact(&s.value);
                    assert!(iban_mod97(&s.value), "{}: IBAN {:?} fails mod-97", doc.id, s.value);
                    assert_eq!(
                        Some(c.len()),
                        check::iban_length(&c[..2]),
                        "{}: IBAN {:?} has the wrong length",
                        doc.id,
                        s.value
                    );
                }
                (Label::Phone, "spoken") => {
                    let d = unspeak(&s.value);
                    assert!((8..=12).contains(&d.len()), "{}: spoken phone {:?} gives {d}", doc.id, s.value);
                }
                _ => {}
            }
        }
    }
    let formats = [
        "card",
        "iban",
        "us_ssn",
        "us_itin",
        "uk_nino",
        "uk_nhs",
        "ca_sin",
        "fr_nir",
        "es_dni",
        "nl_bsn",
        "in_aadhaar",
        "pl_pesel",
        "br_cpf",
        "it_cf",
        "de_steuer_id",
        "ie_ppsn",
        "au_tfn",
        "au_medicare",
        "vn_cccd",
        "bech32",
        "us_routing_account",
    ];
    for f in formats {
        assert!(validated.get(f).copied().unwrap_or(0) >= 2, "too few {f} values validated: {validated:?}");
    }
}

#[test]
fn look_alikes_fail_their_validators() {
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    for doc in corpus(7, 400) {
        for d in &doc.decoys {
            *kinds.entry(d.kind).or_default() += 1;
            if d.kind == "isbn" {
                let digits: Vec<u32> = d.value.chars().filter_map(|c| c.to_digit(10)).collect();
                let sum: u32 = digits.iter().enumerate().map(|(i, x)| if i % 2 == 0 { *x } else { x * 3 }).sum();
                assert!(digits.len() == 13 && sum % 10 == 0, "{}: ISBN {:?} is not valid", doc.id, d.value);
            }
            if d.kind == "order_number" {
                let digits: String = d.value.chars().filter(char::is_ascii_digit).collect();
                assert_eq!(digits.len(), 16);
                assert!(!luhn(&digits), "{}: order number {:?} passes Luhn", doc.id, d.value);
                assert!(!check::luhn_valid(&digits));
            }
        }
    }
    for k in [
        "order_number",
        "sku",
        "error_code",
        "version",
        "price",
        "card_last4",
        "ticket_number",
        "store_number",
        "timestamp",
        "duration",
        "cue_timing",
        "cue_number",
        "isbn",
        "flight_number",
        "tracking_number",
        "percentage",
    ] {
        assert!(kinds.get(k).copied().unwrap_or(0) >= 3, "too few {k} look-alikes: {kinds:?}");
    }
}

#[test]
fn a_400_document_corpus_covers_kinds_locales_labels_and_forms() {
    let docs = corpus(7, 400);
    let kinds: BTreeSet<Kind> = docs.iter().map(|d| d.kind).collect();
    assert_eq!(kinds.len(), Kind::ALL.len());
    let locales: BTreeSet<Locale> = docs.iter().map(|d| d.locale).collect();
    assert_eq!(locales.len(), Locale::ALL.len(), "{locales:?}");
    let labels: BTreeSet<Label> = docs.iter().flat_map(|d| d.spans.iter().map(|s| s.label)).collect();
    // QUANTITY (amounts of money, for the `full` preset) is not generated yet.
    for l in Label::ALL.iter().filter(|l| **l != Label::Quantity) {
        assert!(labels.contains(l), "no {l} span in 400 documents");
    }
    let spans = || docs.iter().flat_map(|d| d.spans.iter());
    assert!(spans().filter(|s| s.label == Label::Phone && s.format == "spoken").count() >= 10, "spoken phones");
    assert!(spans().any(|s| s.label == Label::Phone && s.value.contains("double ")), "\"double\" runs");
    assert!(spans().any(|s| s.label == Label::Phone && s.value.contains("triple ")), "\"triple\" runs");
    assert!(spans().any(|s| s.label == Label::Phone && s.value.contains(" oh ")), "\"oh\" for zero");
    assert!(
        spans().filter(|s| s.value.contains('\n') && s.label != Label::Address).count() >= 10,
        "line-wrapped values"
    );
    for want in ["+84 ", "+44 (0)", "(0", "x", "ext. "] {
        assert!(spans().any(|s| s.label == Label::Phone && s.value.contains(want)), "no phone containing {want:?}");
    }
    assert!(spans().any(|s| s.label == Label::Email && s.value.contains('+')), "plus-addressing");
    assert!(spans().any(|s| s.label == Label::DateOfBirth && s.value.starts_with("ngày ")), "Vietnamese written date");
    assert!(
        spans().any(|s| s.label == Label::DateOfBirth
            && s.value.contains(". ")
            && s.value.chars().any(char::is_alphabetic)),
        "German written date"
    );
    assert!(spans().any(|s| s.label == Label::Person && !s.value.is_ascii()), "names with diacritics");
    assert!(spans().any(|s| s.label == Label::Phone && s.value.contains('０')), "full-width digits");
    assert!(
        docs.iter().any(|d| d.kind == Kind::Call && d.text.contains("agent: thank you for calling")),
        "speech-to-text style calls"
    );
    assert!(
        spans().any(|s| s.label == Label::Phone && s.format == "spoken" && !s.value.contains(',')),
        "spoken numbers without commas"
    );
    // A phone said in words and read back in digits: two mentions, two forms, one entity.
    let read_back = docs.iter().any(|d| {
        d.spans.iter().any(|a| {
            a.format == "spoken"
                && a.label == Label::Phone
                && d.spans.iter().any(|b| b.entity_id == a.entity_id && b.format == "phone")
        })
    });
    assert!(read_back, "a spoken phone read back in digits under the same entity id");
    // Code points and UTF-16 code units must disagree somewhere: a span after a character outside the BMP.
    let astral = docs
        .iter()
        .filter(|d| d.spans.iter().any(|s| d.text.chars().take(s.start).any(|c| c.len_utf16() == 2)))
        .count();
    assert!(astral >= 10, "only {astral} documents have a span after an emoji");
    // Second mentions: a PERSON entity with a full mention and a shorter mention contained in it (title aside).
    let mut second = 0;
    for d in &docs {
        let mut by_entity: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for s in d.spans.iter().filter(|s| s.label == Label::Person) {
            by_entity.entry(&s.entity_id).or_default().push(&s.value);
        }
        for mentions in by_entity.values() {
            let longest = mentions.iter().max_by_key(|m| m.len()).unwrap().replace('\n', " ");
            if mentions.iter().any(|m| {
                let bare = m
                    .split_once(' ')
                    .filter(|(t, _)| ["Mr", "Ms", "Mrs", "Dr", "Mx", "Mr.", "Ms.", "Mrs.", "Dr.", "Mx."].contains(t))
                    .map_or(*m, |(_, r)| r);
                bare.len() < longest.len() && longest.contains(bare)
            }) {
                second += 1;
            }
        }
    }
    assert!(second >= 100, "only {second} persons have a short second mention");
    let titled = spans()
        .filter(|s| {
            s.label == Label::Person && ["Mr ", "Ms ", "Dr ", "Dr. ", "Mrs "].iter().any(|t| s.value.starts_with(t))
        })
        .count();
    assert!(titled >= 50, "only {titled} PERSON spans include their title");
}

#[test]
fn transcripts_keep_structure_unlabelled() {
    for doc in corpus(11, 70).iter().filter(|d| matches!(d.kind, Kind::Srt | Kind::Vtt)) {
        if doc.kind == Kind::Vtt {
            assert!(doc.text.starts_with("WEBVTT"), "{}", doc.id);
        } else {
            assert!(doc.text.starts_with("1\n00:00:"), "{}", doc.id);
        }
        for s in &doc.spans {
            assert!(!s.value.contains("-->"), "{}: a timing line is inside {:?}", doc.id, s.value);
        }
        assert!(doc.decoys.iter().any(|d| d.kind == "cue_timing"));
    }
}

#[test]
fn golden_seed1_count3() {
    let want = include_str!("data/gen/seed1_count3.jsonl");
    let got = lines(&corpus(1, 3));
    assert!(
        got == want,
        "the generator's output changed; if intended, regenerate with\n  cargo run -q -- gen --seed 1 --count 3 > tests/data/gen/seed1_count3.jsonl\nand review the diff"
    );
}

#[test]
fn cli_writes_the_same_corpus_and_rejects_bad_options() {
    let exe = env!("CARGO_BIN_EXE_blackbar");
    let out = std::process::Command::new(exe).args(["gen", "--seed", "1", "--count", "3"]).output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), include_str!("data/gen/seed1_count3.jsonl"));
    let out = std::process::Command::new(exe)
        .args(["gen", "--count", "4", "--kinds", "srt,vtt", "--locales", "vn"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 4);
    assert!(
        text.lines()
            .all(|l| l.contains("\"locale\":\"vn\"")
                && (l.contains("\"kind\":\"srt\"") || l.contains("\"kind\":\"vtt\"")))
    );
    for bad in [&["gen", "--kinds", "poem"][..], &["gen", "--seed", "x"], &["gen", "--locales", ""], &["gen", "extra"]]
    {
        let out = std::process::Command::new(exe).args(bad).output().unwrap();
        assert!(!out.status.success(), "{bad:?} should fail");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{bad:?}: one-line error, got {err:?}");
    }
}

#[test]
fn the_committed_page_sample_is_current() {
    let sample = include_str!("../www/samples/default.jsonl");
    assert_eq!(
        sample,
        lines(&corpus(1, 12)),
        "regenerate www/samples/default.jsonl with the command in www/samples/README.md"
    );
}
