//! Inline `[[LABEL:value]]` markup, as plain text and as SRT/WebVTT gold: spans whole characters, ignored regions
//! sorted and disjoint; detection over the plain text holds every property.
#![no_main]
use blackbar::formats::{gold::from_markup, markup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(m) = markup::parse(&text) {
        for s in &m.spans {
            assert!(!s.span.is_empty() && m.text.is_char_boundary(s.span.start) && m.text.is_char_boundary(s.span.end));
        }
    }
    for name in ["a.txt", "a.srt", "a.vtt"] {
        if let Ok(doc) = from_markup("x", name, &text) {
            let mut prev = 0;
            for s in &doc.ignored {
                assert!(s.start >= prev && s.end <= doc.text.len());
                prev = s.end;
            }
        }
    }
});
