//! Transcript scaffolding: the parts of a subtitle or transcript file that are structure, not speech.
//!
//! [`structure`] finds, in UTF-8 bytes of the text:
//! - [`ScaffoldKind::Header`]: the `WEBVTT` header block (with its metadata lines such as `Kind: captions`) and
//!   WebVTT `STYLE` / `REGION` blocks;
//! - [`ScaffoldKind::CueNumber`]: an SRT cue number or WebVTT cue identifier (the line just before a timing line,
//!   itself after a blank line or at the start);
//! - [`ScaffoldKind::Timing`]: timing lines `00:01:23,456 --> 00:01:25,000` (SRT) or `01:23.456 --> 01:25.000
//!   align:start` (WebVTT, cue settings included), turn stamps `[00:00:05]`, `(01:23)`, a bare `00:05` or
//!   `00:00:05` opening a line, and WebVTT inline stamps `<00:00:05.000>`;
//! - [`ScaffoldKind::Speaker`]: speaker labels opening a line (after an optional stamp): a role (`Agent:`,
//!   `CALLER:`, `Speaker 2:`, `SPEAKER_01:`), one to three capitalised words (`Dana:`, `Lê Huy:`, `Dr. Smith:`), a
//!   bracketed name (`[Dana]`), and WebVTT voice tags `<v Dana Whitfield>`.
//!
//! Header, cue numbers and timings are never personal data and must never be redacted. A speaker label is
//! scaffolding too, **but the name in it is personal data**: [`Scaffold::name`] gives the name's span so the names
//! recognizer can report it; only [`Scaffold::never_redact`] spans are exempt.
//!
//! ```
//! use blackbar::normalize::{structure, ScaffoldKind};
//!
//! let srt = "12\n00:00:05,000 --> 00:00:07,000\nLê Huy: call me on 0904 879 900\n";
//! let found: Vec<(&str, ScaffoldKind)> = structure(srt).iter().map(|s| (&srt[s.span], s.kind)).collect();
//! assert_eq!(found, [
//!     ("12", ScaffoldKind::CueNumber),
//!     ("00:00:05,000 --> 00:00:07,000", ScaffoldKind::Timing),
//!     ("Lê Huy:", ScaffoldKind::Speaker),
//! ]);
//! ```
//!
//! Deliberately not scaffolding: WebVTT `NOTE` blocks (free text that may hold anything), bracketed sound tags
//! (`[laughter]`, `[inaudible]`), labels with digits other than a role's number (`Ticket 4471:`), and a colon
//! followed by a non-space (`http:`, `10:30`).

use std::sync::OnceLock;

use regex::Regex;

use super::{Edit, Shadow};
use crate::Span;

/// What a piece of scaffolding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScaffoldKind {
    /// A file header or style block (`WEBVTT`, `Kind: captions`, `STYLE`).
    Header,
    /// An SRT cue number or WebVTT cue identifier.
    CueNumber,
    /// A timing line or a time stamp.
    Timing,
    /// A speaker label; its name ([`Scaffold::name`]) is personal data.
    Speaker,
}

/// One piece of transcript scaffolding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Scaffold {
    /// The whole piece, in UTF-8 bytes (a speaker label with its brackets or colon).
    pub span: Span,
    /// What it is.
    pub kind: ScaffoldKind,
    /// For a speaker label, the name or role inside it (`Lê Huy` in `Lê Huy:`).
    pub name: Option<Span>,
}

impl Scaffold {
    /// True for headers, cue numbers and timings, which the engine must never redact. False for speaker labels,
    /// whose names are personal data.
    pub fn never_redact(&self) -> bool {
        self.kind != ScaffoldKind::Speaker
    }
}

struct Patterns {
    timing: Regex,
    stamp: Regex,
    line_stamp: Regex,
    speaker: Regex,
    voice: Regex,
}

fn patterns() -> &'static Patterns {
    static P: OnceLock<Patterns> = OnceLock::new();
    P.get_or_init(|| {
        let t = r"(?:\d{1,2}:)?\d{1,2}:\d{2}[,.]\d{1,3}";
        let role = r"(?i:agent|caller|customer|client|speaker|interviewer|interviewee|operator|rep|representative|support|host|guest|moderator|patient|doctor|nurse|user|assistant|bot|system|q|a)(?:[ _]?(?:\d{1,3}|[A-Z]))?";
        let cap = r"\p{Lu}[\p{L}\p{M}'.\-]*(?: \p{Lu}[\p{L}\p{M}'.\-]*){0,2}";
        Patterns {
            timing: Regex::new(&format!(r"^[ \t]*{t}[ \t]*-->[ \t]*{t}(?:[ \t].*)?$")).expect("timing"),
            stamp: Regex::new(r"[\[(]\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]|<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>")
                .expect("stamp"),
            line_stamp: Regex::new(r"^[ \t]*(\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?)(?:[ \t]|$)").expect("line stamp"),
            speaker: Regex::new(&format!(
                r"^(?:[ \t]*(?:[\[(]\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:[.,]\d{{1,3}})?[\])]|\d{{1,2}}:\d{{2}}(?::\d{{2}})?))?[ \t]*(?:\[(?P<b>\p{{L}}[\p{{L}}\p{{M}}\p{{N}} ._'\-]{{0,38}})\]:?|(?P<n>{role}|{cap}):)(?:[ \t]|$)"
            ))
            .expect("speaker"),
            voice: Regex::new(r"<v(?:\.[\w.]+)?[ \t]+([^>\n]{1,60})>").expect("voice"),
        }
    })
}

/// Bracketed sound tags, not speakers.
const SOUNDS: &[&str] = &[
    "inaudible",
    "laughter",
    "laughs",
    "music",
    "noise",
    "crosstalk",
    "silence",
    "applause",
    "pause",
    "unintelligible",
    "background noise",
    "no audio",
    "beep",
    "cough",
    "sigh",
    "static",
    "redacted",
];

/// The lines of `text`: (start, end of content without `\r`).
fn lines(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            let end = if i > start && text.as_bytes()[i - 1] == b'\r' { i - 1 } else { i };
            out.push((start, end));
            start = i + 1;
        }
    }
    out.push((start, text.len()));
    out
}

/// Line-level scaffolding kind of each line (`None`: text or blank).
fn line_kinds(text: &str, ls: &[(usize, usize)]) -> Vec<Option<ScaffoldKind>> {
    let p = patterns();
    let blank = |k: usize| text[ls[k].0..ls[k].1].trim().is_empty();
    let mut kinds = vec![None; ls.len()];
    let mut k = 0;
    let first = text[ls[0].0..ls[0].1].trim_start_matches('\u{feff}');
    if first.starts_with("WEBVTT") && first[6..].chars().next().map_or(true, |c| c == ' ' || c == '\t') {
        while k < ls.len() && !blank(k) {
            kinds[k] = Some(ScaffoldKind::Header);
            k += 1;
        }
    }
    while k < ls.len() {
        let line = &text[ls[k].0..ls[k].1];
        let after_blank = k == 0 || blank(k - 1);
        if after_blank && (line.trim_end() == "STYLE" || line.trim_end() == "REGION") {
            while k < ls.len() && !blank(k) {
                kinds[k] = Some(ScaffoldKind::Header);
                k += 1;
            }
            continue;
        }
        if p.timing.is_match(line) {
            kinds[k] = Some(ScaffoldKind::Timing);
            if k > 0 && !blank(k - 1) && kinds[k - 1].is_none() && (k == 1 || blank(k - 2) || kinds[k - 2].is_some()) {
                kinds[k - 1] = Some(ScaffoldKind::CueNumber);
            }
        }
        k += 1;
    }
    kinds
}

/// A speaker label opening a line; spans relative to the line.
struct Label {
    /// From the bracket or name to the closing bracket or colon.
    label: Span,
    /// The name inside.
    name: Span,
    /// Where the speech starts (after the label, any leading stamp and spaces).
    speech: usize,
}

fn speaker_label(line: &str) -> Option<Label> {
    let c = patterns().speaker.captures(line)?;
    let name = c.name("b").or_else(|| c.name("n"))?;
    if c.name("b").is_some_and(|b| SOUNDS.iter().any(|w| w.eq_ignore_ascii_case(b.as_str().trim()))) {
        return None;
    }
    let open = if c.name("b").is_some() { name.start() - 1 } else { name.start() };
    let whole = c.get(0)?.as_str();
    let close = whole.trim_end_matches([' ', '\t']).len();
    let speech = close + (line[close..].len() - line[close..].trim_start_matches([' ', '\t']).len());
    Some(Label { label: Span::new(open, close), name: Span::new(name.start(), name.end()), speech })
}

/// Every piece of scaffolding in `text`, sorted by start, disjoint.
pub fn structure(text: &str) -> Vec<Scaffold> {
    let p = patterns();
    let ls = lines(text);
    let kinds = line_kinds(text, &ls);
    let mut out = Vec::new();
    for (&(s, e), kind) in ls.iter().zip(&kinds) {
        let line = &text[s..e];
        if let Some(kind) = *kind {
            let lead = line.len() - line.trim_start().len();
            let body = line.trim();
            if !body.is_empty() {
                out.push(Scaffold { span: Span::new(s + lead, s + lead + body.len()), kind, name: None });
            }
            continue;
        }
        if let Some(m) = p.line_stamp.captures(line).and_then(|c| c.get(1)) {
            out.push(Scaffold { span: Span::new(s + m.start(), s + m.end()), kind: ScaffoldKind::Timing, name: None });
        }
        for m in p.stamp.find_iter(line) {
            out.push(Scaffold { span: Span::new(s + m.start(), s + m.end()), kind: ScaffoldKind::Timing, name: None });
        }
        if let Some(l) = speaker_label(line) {
            out.push(Scaffold { span: l.label.offset(s), kind: ScaffoldKind::Speaker, name: Some(l.name.offset(s)) });
        }
        for c in p.voice.captures_iter(line) {
            let (m, n) = (c.get(0).expect("match"), c.get(1).expect("name"));
            out.push(Scaffold {
                span: Span::new(s + m.start(), s + m.end()),
                kind: ScaffoldKind::Speaker,
                name: Some(Span::new(s + n.start(), s + n.end())),
            });
        }
    }
    crate::sort::sort_by_key(&mut out, |x| (x.span.start, std::cmp::Reverse(x.span.end)));
    out.dedup_by(|b, a| a.span.contains(b.span));
    out
}

/// A shadow of `text` in which cue texts and wrapped lines run on: every stretch between two lines of text that is one
/// line break, or holds headers, cue numbers or timing lines (with any blank lines), becomes one space. Blank lines
/// alone are a paragraph break and stay.
///
/// A value split across two cues ("call me on 0904" / "879 900") is then contiguous: "call me on 0904 879 900". A
/// span found across a join maps back to an original span that covers the cue number and timing lines between the
/// two parts; masking that whole span hides the scaffolding too, which is acceptable (the value must be masked whole).
/// A speaker label stays in place, except when it repeats the previous label (the same speaker going on across two
/// cues or lines): then it is part of the join. Only joins, no folding: [`super::shadow_joined`] does both.
pub fn join_cues(text: &str) -> Shadow<'_> {
    Shadow::apply(text, &join_edits(text))
}

/// The edits of [`join_cues`].
pub(crate) fn join_edits(text: &str) -> Vec<Edit> {
    let ls = lines(text);
    if ls.len() < 2 {
        return Vec::new();
    }
    let kinds = line_kinds(text, &ls);
    let is_text = |k: usize| kinds[k].is_none() && !text[ls[k].0..ls[k].1].trim().is_empty();
    let mut edits = Vec::new();
    let mut prev: Option<usize> = None;
    let mut speaker: Option<&str> = None;
    for k in 0..ls.len() {
        if !is_text(k) {
            continue;
        }
        let line = &text[ls[k].0..ls[k].1];
        let label = speaker_label(line);
        let name = label.as_ref().map(|l| &line[l.name]);
        // A blank line with no scaffolding is a paragraph break, not a wrap: no join.
        let paragraph = prev.is_some_and(|j| (j + 1..k).all(|m| kinds[m].is_none()) && k > j + 1);
        if let Some(j) = prev.filter(|_| !paragraph) {
            let end = ls[j].0 + text[ls[j].0..ls[j].1].trim_end().len();
            let mut start = ls[k].0 + (line.len() - line.trim_start().len());
            // The same speaker going on: the repeated label is dropped from the join too.
            if let (Some(l), Some(n), Some(cur)) = (&label, name, speaker) {
                if n.eq_ignore_ascii_case(cur) && l.speech < line.len() {
                    start = ls[k].0 + l.speech;
                }
            }
            if &text[end..start] != " " {
                edits.push(Edit::new(Span::new(end, start), " "));
            }
        }
        if name.is_some() {
            speaker = name;
        }
        prev = Some(k);
    }
    edits
}

#[cfg(test)]
mod tests {
    use super::*;
    use ScaffoldKind::*;

    fn found(text: &str) -> Vec<(&str, ScaffoldKind)> {
        structure(text).iter().map(|s| (&text[s.span], s.kind)).collect()
    }

    #[test]
    fn srt() {
        let text = "1\n00:00:01,000 --> 00:00:04,000\nAgent: thanks for calling\n\n2\r\n00:00:05,000 --> 00:00:07,500\r\nCALLER: call me on 0904\n";
        assert_eq!(
            found(text),
            vec![
                ("1", CueNumber),
                ("00:00:01,000 --> 00:00:04,000", Timing),
                ("Agent:", Speaker),
                ("2", CueNumber),
                ("00:00:05,000 --> 00:00:07,500", Timing),
                ("CALLER:", Speaker),
            ]
        );
    }

    #[test]
    fn webvtt() {
        let text = "\u{feff}WEBVTT\nKind: captions\nLanguage: en\n\nSTYLE\n::cue { color: red }\n\nintro\n00:01.000 --> 00:04.000 align:start position:10%\n<v Dana Whitfield>Hi, it's Dana\n\nNOTE written by Dana\n\n00:05.000 --> 00:06.000\n<00:05.500>ok";
        let got = found(text);
        assert_eq!(
            got,
            vec![
                ("\u{feff}WEBVTT", Header),
                ("Kind: captions", Header),
                ("Language: en", Header),
                ("STYLE", Header),
                ("::cue { color: red }", Header),
                ("intro", CueNumber),
                ("00:01.000 --> 00:04.000 align:start position:10%", Timing),
                ("<v Dana Whitfield>", Speaker),
                ("00:05.000 --> 00:06.000", Timing),
                ("<00:05.500>", Timing),
            ]
        );
        let voice = structure(text).into_iter().find(|s| s.kind == Speaker).unwrap();
        assert_eq!(&text[voice.name.unwrap()], "Dana Whitfield");
    }

    #[test]
    fn speaker_turns() {
        let rows: &[(&str, &[(&str, ScaffoldKind)])] = &[
            ("[00:00:05] Agent: hello", &[("[00:00:05]", Timing), ("Agent:", Speaker)]),
            ("[Dana] hi there", &[("[Dana]", Speaker)]),
            ("Lê Huy: xin chào", &[("Lê Huy:", Speaker)]),
            ("Speaker 2: yes", &[("Speaker 2:", Speaker)]),
            ("SPEAKER_01: yes", &[("SPEAKER_01:", Speaker)]),
            ("00:12 Dr. Smith: right", &[("00:12", Timing), ("Dr. Smith:", Speaker)]),
            ("(01:23) caller: my number is", &[("(01:23)", Timing), ("caller:", Speaker)]),
            // Negatives.
            ("[inaudible] sorry", &[]),
            ("Ticket 4471: closed", &[]),
            ("see http://example.com", &[]),
            ("meet at 10:30 tomorrow", &[]),
            ("my name is dana: yes", &[]),
            ("Phone 4155550132: hi", &[]),
            ("00:1a:2b:3c:4d:5e is the MAC", &[]),
            ("00:11:22:33:44:55 too", &[]),
            ("2001:db8::1 answered", &[]),
            ("[laughter] ok", &[]),
            ("call 0904 879 900 now", &[]),
            ("dana@example.com: bounced", &[]),
        ];
        for (text, want) in rows {
            assert_eq!(found(text), want.to_vec(), "{text:?}");
        }
        let s = structure("Lê Huy: xin chào");
        assert_eq!(&"Lê Huy: xin chào"[s[0].name.unwrap()], "Lê Huy");
        assert!(!s[0].never_redact());
    }

    #[test]
    fn joins_cues_and_wrapped_lines() {
        let text =
            "1\n00:00:01,000 --> 00:00:04,000\n…call me on 0904\n\n12\n00:00:05,000 --> 00:00:07,000\n879 900 ok";
        let sh = join_cues(text);
        assert_eq!(sh.text(), "1\n00:00:01,000 --> 00:00:04,000\n…call me on 0904 879 900 ok");
        let s = sh.text().find("0904").unwrap();
        let o = sh.to_original(Span::new(s, s + "0904 879 900".len()));
        assert_eq!(&text[o], "0904\n\n12\n00:00:05,000 --> 00:00:07,000\n879 900");
        super::super::tests::check_map(text, &sh);

        let turns = "Agent: your number?\nCaller: 0904\n[00:00:07] Caller: 879 900\nAgent: thanks";
        assert_eq!(join_cues(turns).text(), "Agent: your number? Caller: 0904 879 900 Agent: thanks");

        let wrapped = "Agent: the number is 415 555\n0132, thanks";
        assert_eq!(join_cues(wrapped).text(), "Agent: the number is 415 555 0132, thanks");
        assert!(join_cues("one line").is_identity());
        assert!(join_cues("a paragraph 415\n\nanother 555 0132").is_identity());
    }

    #[test]
    fn joined_shadow_normalises_too() {
        let text = "1\n00:00:01,000 --> 00:00:04,000\ncall me on oh nine oh four\n\n2\n00:00:05,000 --> 00:00:07,000\neight seven nine, nine hundred";
        let sh = super::super::shadow_joined(text);
        assert!(sh.text().ends_with("call me on 0904 879 900"), "{:?}", sh.text());
        super::super::tests::check_map(text, &sh);
    }
}
