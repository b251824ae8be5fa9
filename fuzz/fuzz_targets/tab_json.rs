//! Text Anonymization Benchmark JSON reader: documents or an error naming the path, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else { return };
    if let Ok(docs) = blackbar::formats::tab::parse(json) {
        for d in docs {
            for s in &d.spans {
                assert!(d.text.is_char_boundary(s.span.start) && d.text.is_char_boundary(s.span.end));
            }
        }
    }
});
