//! Gold and prediction JSON Lines readers: any bytes give documents or a line/field error, never a panic; every
//! gold span read lies on character boundaries of its text; predictions convert against a text or fail cleanly.
#![no_main]
use blackbar::formats::gold::{parse_pred_line, read_predictions, DocReader, LineFormat};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for doc in DocReader::new(data, LineFormat::Gold) {
        match doc {
            Ok(d) => {
                for s in &d.spans {
                    assert!(s.span.start < s.span.end && s.span.end <= d.text.len());
                    assert!(d.text.is_char_boundary(s.span.start) && d.text.is_char_boundary(s.span.end));
                }
            }
            Err(e) => assert!(e.line > 0, "a line error names its line: {e}"),
        }
    }
    let _ = read_predictions(data);
    let text = String::from_utf8_lossy(data);
    for (i, line) in text.lines().enumerate() {
        if let Ok(p) = parse_pred_line(line, i + 1) {
            for against in ["", "abc", "Nguyễn 😀 +84", &text] {
                if let Ok(spans) = p.to_spans(against) {
                    for r in spans {
                        assert!(against.is_char_boundary(r.span.start) && against.is_char_boundary(r.span.end));
                    }
                }
            }
        }
    }
});
