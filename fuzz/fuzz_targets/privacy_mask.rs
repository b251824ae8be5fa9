//! "Privacy mask" rows: documents or a line/field error, never a panic.
#![no_main]
use blackbar::formats::gold::{DocReader, LineFormat};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for doc in DocReader::new(data, LineFormat::PrivacyMask) {
        if let Ok(d) = doc {
            for s in &d.spans {
                assert!(d.text.is_char_boundary(s.span.start) && d.text.is_char_boundary(s.span.end));
            }
        }
    }
});
