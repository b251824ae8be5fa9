//! Checks shared by the fuzz targets: what must hold for every text (the same properties as tests/prop.rs).
#![allow(dead_code)]

use blackbar::mask::{redact, Style};
use blackbar::offsets::{OffsetIndex, Unit};
use blackbar::output::span_records;
use blackbar::{Config, Finding, Policy};

/// Bytes as text: valid UTF-8 as is, anything else lossily (so every input reaches the engine).
pub fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

pub fn policies() -> [Policy; 2] {
    [Policy::default(), Config { threshold: Some(0.0), ..Config::preset("strict") }.compile().unwrap()]
}

/// Spans sorted, disjoint, non-empty, on character boundaries; every style renders; mask keeps the length and every
/// unredacted character; offset conversion of every span succeeds in every unit.
pub fn check_findings(text: &str, found: &[Finding]) {
    let mut prev = 0;
    for f in found {
        let s = f.span;
        assert!(s.start < s.end && s.end <= text.len(), "bad span {s}");
        assert!(text.is_char_boundary(s.start) && text.is_char_boundary(s.end), "span {s} cuts a character");
        assert!(s.start >= prev, "spans not sorted and disjoint");
        prev = s.end;
    }
    let masked = redact(text, found, Style::default()).text;
    assert_eq!(masked.chars().count(), text.chars().count(), "mask changed the length");
    let mut red = vec![false; text.len() + 1];
    for f in found {
        red[f.span.range()].iter_mut().for_each(|x| *x = true);
    }
    for ((b, a), o) in text.char_indices().zip(masked.chars()) {
        if !red[b] {
            assert_eq!(a, o, "unredacted character at byte {b} changed");
        }
    }
    let key = blackbar::mask::Key::new(b"fuzz key");
    for style in [Style::Label, Style::Mask('*'), Style::Numbered, Style::Surrogate(key.clone()), Style::Hash(key), Style::Remove] {
        let r = redact(text, found, style);
        for (b, c) in text.char_indices().filter(|(b, _)| !red[*b]) {
            assert_eq!(r.text[r.map_offset(b)..].chars().next(), Some(c), "{style:?}: offset map");
        }
    }
    for unit in [Unit::Utf8, Unit::CodePoint, Unit::Utf16] {
        let recs = span_records(text, found, unit);
        let idx = OffsetIndex::new(text);
        for (r, f) in recs.iter().zip(found) {
            assert_eq!(idx.to_byte(r.start, unit), Ok(f.span.start));
            assert_eq!(idx.to_byte(r.end, unit), Ok(f.span.end));
        }
    }
}

/// Runs detection under both policies and checks the result.
pub fn detect_and_check(text: &str) {
    for policy in policies() {
        let found = blackbar::analyze(text, &policy);
        check_findings(text, &found);
    }
    let _ = blackbar::default_engine().explain(text, &policies()[1]);
}
