//! SRT/WebVTT input: sniffing, cue regions (sorted, disjoint, whole characters), transcript structure, and detection
//! over subtitle-shaped text.
#![no_main]
use blackbar::formats::subtitles::{sniff, text_regions, TextFormat};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let body = common::text(data);
    // Half the inputs get a subtitle header so the cue parser, not only the sniffer, sees them.
    let text = match data.first() {
        Some(b) if b % 2 == 0 => format!("WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\n{body}"),
        _ => body,
    };
    for format in [sniff("a.srt", &text), TextFormat::Srt, TextFormat::WebVtt, TextFormat::Plain] {
        let mut prev = 0;
        for r in text_regions(&text, format) {
            assert!(r.start >= prev && r.end <= text.len());
            assert!(text.is_char_boundary(r.start) && text.is_char_boundary(r.end));
            prev = r.end;
        }
    }
    for s in blackbar::normalize::structure(&text) {
        assert!(text.is_char_boundary(s.span.start) && text.is_char_boundary(s.span.end));
    }
    common::detect_and_check(&text);
});
