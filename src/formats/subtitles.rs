//! Detection input: plain text, SRT and WebVTT.
//!
//! Subtitle files carry cue numbers and timings (`00:01:02,500 --> 00:01:04,000`) that are not personal data and
//! look like numbers to a recognizer. [`text_regions`] returns the byte spans of the spoken text only (the cue
//! payload lines), so a caller scans those and every offset it reports is still an offset of the original file.
//!
//! - Plain: the whole text is one region.
//! - SRT and WebVTT: blocks are separated by blank lines; in a block, the lines after the timing line (the first line
//!   containing `-->`) are payload, one region per line. Blocks with no timing line (the `WEBVTT` header, `NOTE`,
//!   `STYLE`, `REGION`) have no payload. WebVTT tags inside payload (`<v Dana>`) are left in the region.

use crate::Span;

/// The kind of a detection input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFormat {
    /// Plain text.
    Plain,
    /// SubRip.
    Srt,
    /// WebVTT.
    WebVtt,
}

/// Guesses the format from a file name (`.srt`, `.vtt`) and then the content (`WEBVTT` first line; a first block
/// whose second line is a timing line). Anything else is plain text.
pub fn sniff(name: &str, text: &str) -> TextFormat {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".vtt") || text.trim_start_matches('\u{feff}').starts_with("WEBVTT") {
        return TextFormat::WebVtt;
    }
    let mut lines = text.trim_start_matches('\u{feff}').lines().skip_while(|l| l.trim().is_empty());
    let first_is_number = lines.next().is_some_and(|l| !l.trim().is_empty() && l.trim().bytes().all(|b| b.is_ascii_digit()));
    if lower.ends_with(".srt") || (first_is_number && lines.next().is_some_and(|l| l.contains("-->"))) {
        return TextFormat::Srt;
    }
    TextFormat::Plain
}

/// The byte spans of `text` a recognizer should scan, sorted and disjoint.
pub fn text_regions(text: &str, format: TextFormat) -> Vec<Span> {
    if format == TextFormat::Plain {
        return vec![Span::new(0, text.len())];
    }
    let mut out = Vec::new();
    let mut in_payload = false;
    let mut pos = 0;
    for raw in text.split_inclusive('\n') {
        let start = pos;
        pos += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        if line.trim().is_empty() {
            in_payload = false;
        } else if in_payload {
            out.push(Span::new(start, start + line.len()));
        } else if line.contains("-->") {
            in_payload = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn regions(text: &str, f: TextFormat) -> Vec<&str> {
        text_regions(text, f).into_iter().map(|s| &text[s]).collect()
    }

    #[test]
    fn srt_payload_only() {
        let srt = "1\r\n00:00:01,000 --> 00:00:02,500\r\nCall me on 415-555-0132\r\nthanks\r\n\r\n2\n00:00:03,000 --> 00:00:04,000\nBye\n";
        assert_eq!(sniff("a.txt", srt), TextFormat::Srt);
        assert_eq!(regions(srt, TextFormat::Srt), ["Call me on 415-555-0132", "thanks", "Bye"]);
    }

    #[test]
    fn vtt_skips_header_and_notes() {
        let vtt = "WEBVTT\n\nNOTE 555-0100 is a test line\n\nc1\n00:01.000 --> 00:02.000 align:start\n<v Dana>Hi\n";
        assert_eq!(sniff("x", vtt), TextFormat::WebVtt);
        assert_eq!(regions(vtt, TextFormat::WebVtt), ["<v Dana>Hi"]);
    }

    #[test]
    fn plain_is_whole() {
        assert_eq!(sniff("notes.txt", "1 --> 2"), TextFormat::Plain);
        assert_eq!(regions("a\nb", TextFormat::Plain), ["a\nb"]);
        assert_eq!(sniff("a.vtt", ""), TextFormat::WebVtt);
    }
}
