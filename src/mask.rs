//! Masking: turning the original text and its resolved spans into the delivered text, in one pass.
//!
//! | style | a phone number becomes | offsets | manifest operator |
//! |---|---|---|---|
//! | [`Style::Mask`] | `████████████` (one mask character per character) | every code point keeps its offset | `mask` |
//! | [`Style::Label`] | `[PHONE]` | later offsets shift: use the map | `replace` |
//! | [`Style::Numbered`] | `[PHONE_1]`: one number per entity and label within the text | map | `replace` |
//! | [`Style::Surrogate`] | `738-214-9065`: a made-up value of the same shape, keyed (see [`surrogate`]) | map | `replace` |
//! | [`Style::Hash`] | `[PHONE:3fa9c2d1]`: HMAC-SHA-256 of the normalised value, 32 bits, keyed | map | `hash` |
//! | [`Style::Remove`] | (nothing) | map | `drop` |
//!
//! - The same-length mask keeps line breaks inside a span, so line and cue structure survives; the output has
//!   exactly as many code points as the input and every character outside a span keeps its code-point offset, so
//!   alignments made before redaction stay valid. (It leaks the value's length. In UTF-16 a masked character outside
//!   the BMP, such as an emoji, shrinks from two units to one; use the edit map when UTF-16 offsets matter.)
//! - Every other style changes lengths; [`Redaction::edits`] records each replacement's place in the original and
//!   in the output, and [`Redaction::map_offset`] maps any old offset to the new one.
//! - "The same entity" for numbering: [`Finding::entity`] when entity linking set it (mentions of one person), else
//!   the same [normalised](keyed::normalise) value (`(415) 555-0132` and `415.555.0132` are one number). A value
//!   seen once with an entity id lends it to its unlinked mentions. Numbers count per label from 1 in order of first
//!   appearance.
//! - The keyed styles take a [`Key`] (from any key string): the same key and value give the same hash or surrogate in
//!   every document, so records stay linkable; without the key the value cannot be recovered by hashing guesses.
//!   The hash is truncated to 32 bits: two different values share a hash with probability about n²/2³³ among n
//!   distinct values (1% at 9,300 values) — a pseudonym, not a unique id.
//!
//! The output is built left to right from sorted, disjoint spans (the output of [`crate::resolve`]).

pub mod keyed;
pub mod surrogate;

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

pub use keyed::Key;

use crate::{Finding, Label, Span};

/// How a redacted span is rendered in the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Same-length mask: one `ch` per character.
    Mask(char),
    /// `[LABEL]`.
    Label,
    /// `[LABEL_N]`, one number per entity.
    Numbered,
    /// A realistic value of the same shape, deterministic per key.
    Surrogate(Key),
    /// `[LABEL:xxxxxxxx]`, a keyed hash.
    Hash(Key),
    /// Nothing: the value is dropped.
    Remove,
}

impl Style {
    /// The default mask character.
    pub const MASK_CHAR: char = '█';

    /// The style's name (what [`StyleName`] parses).
    pub fn name(&self) -> StyleName {
        match self {
            Style::Mask(_) => StyleName::Mask,
            Style::Label => StyleName::Label,
            Style::Numbered => StyleName::Numbered,
            Style::Surrogate(_) => StyleName::Surrogate,
            Style::Hash(_) => StyleName::Hash,
            Style::Remove => StyleName::Remove,
        }
    }

    /// What the manifest calls this style's replacement.
    pub fn operator(&self) -> Operator {
        match self {
            Style::Mask(_) => Operator::Mask,
            Style::Label | Style::Numbered | Style::Surrogate(_) => Operator::Replace,
            Style::Hash(_) => Operator::Hash,
            Style::Remove => Operator::Drop,
        }
    }
}

impl Default for Style {
    fn default() -> Style {
        Style::Mask(Style::MASK_CHAR)
    }
}

/// A style by name, before a key is attached: what the CLI flag and the JavaScript argument name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StyleName {
    /// Same-length mask.
    #[default]
    Mask,
    /// `[LABEL]`.
    Label,
    /// `[LABEL_N]`.
    Numbered,
    /// Realistic surrogate (needs a key).
    Surrogate,
    /// Keyed hash (needs a key).
    Hash,
    /// Drop the value.
    Remove,
}

impl StyleName {
    /// Every style, in the order a picker shows them.
    pub const ALL: &'static [StyleName] =
        &[StyleName::Mask, StyleName::Label, StyleName::Numbered, StyleName::Surrogate, StyleName::Hash, StyleName::Remove];

    /// The name as written (`"numbered"`).
    pub fn as_str(self) -> &'static str {
        match self {
            StyleName::Mask => "mask",
            StyleName::Label => "label",
            StyleName::Numbered => "numbered",
            StyleName::Surrogate => "surrogate",
            StyleName::Hash => "hash",
            StyleName::Remove => "remove",
        }
    }

    /// True for the styles that need a key (surrogate, hash).
    pub fn keyed(self) -> bool {
        matches!(self, StyleName::Surrogate | StyleName::Hash)
    }

    /// The style with `key` attached; a keyed style without a key is an error. Keyless styles ignore the key.
    pub fn with_key(self, key: Option<&Key>) -> Result<Style, NeedsKey> {
        Ok(match self {
            StyleName::Mask => Style::default(),
            StyleName::Label => Style::Label,
            StyleName::Numbered => Style::Numbered,
            StyleName::Remove => Style::Remove,
            StyleName::Surrogate => Style::Surrogate(*key.ok_or(NeedsKey(self))?),
            StyleName::Hash => Style::Hash(*key.ok_or(NeedsKey(self))?),
        })
    }
}

impl fmt::Display for StyleName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A style name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownStyle(pub String);

impl fmt::Display for UnknownStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown masking style {:?} (known: mask, label, numbered, surrogate, hash, remove)", self.0)
    }
}

impl std::error::Error for UnknownStyle {}

/// A keyed style was asked for without a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NeedsKey(pub StyleName);

impl fmt::Display for NeedsKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "style \"{}\" needs a key", self.0)
    }
}

impl std::error::Error for NeedsKey {}

impl FromStr for StyleName {
    type Err = UnknownStyle;
    fn from_str(s: &str) -> Result<StyleName, UnknownStyle> {
        StyleName::ALL.iter().copied().find(|n| n.as_str() == s).ok_or_else(|| UnknownStyle(s.to_string()))
    }
}

/// Parses a keyless style (`"mask"`, `"label"`, `"numbered"`, `"remove"`); a keyed one is an error naming the key.
impl FromStr for Style {
    type Err = Box<dyn std::error::Error + Send + Sync>;
    fn from_str(s: &str) -> Result<Style, Self::Err> {
        Ok(s.parse::<StyleName>()?.with_key(None)?)
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name().as_str())
    }
}

/// What was done to a span, as the manifest names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Operator {
    /// Same-length mask.
    Mask,
    /// Replaced by a placeholder or a surrogate.
    Replace,
    /// Replaced by a keyed hash.
    Hash,
    /// Dropped.
    Drop,
}

impl Operator {
    /// The name written in the manifest.
    pub fn as_str(self) -> &'static str {
        match self {
            Operator::Mask => "mask",
            Operator::Replace => "replace",
            Operator::Hash => "hash",
            Operator::Drop => "drop",
        }
    }
}

/// One replacement: where it was in the original and where its replacement is in the output (both UTF-8 bytes).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Edit {
    /// The redacted span of the original text.
    pub original: Span,
    /// The replacement's span in the output text (empty for [`Style::Remove`]).
    pub output: Span,
    /// The label of the redacted span.
    pub label: Label,
}

/// The delivered text and the edits that produced it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Redaction {
    /// The redacted text.
    pub text: String,
    /// One edit per redacted span, in order (the i-th edit is the i-th finding given to [`redact`]).
    pub edits: Vec<Edit>,
    /// What every edit did, for the manifest.
    pub operator: Operator,
}

impl Redaction {
    /// Maps a byte offset of the original text to the output: offsets outside every edit move with the text;
    /// offsets strictly inside an edit map to the start of its replacement.
    pub fn map_offset(&self, original: usize) -> usize {
        // Edits are sorted and disjoint: find the last edit starting at or before `original`.
        let i = self.edits.partition_point(|e| e.original.start <= original);
        if i == 0 {
            return original;
        }
        let e = &self.edits[i - 1];
        if original < e.original.end && original > e.original.start {
            return e.output.start;
        }
        if original == e.original.start {
            return e.output.start;
        }
        // At or after the end of edit i-1: shift by that edit's end difference.
        e.output.end + (original - e.original.end)
    }
}

/// The entity key of each finding for [`Style::Numbered`]: its number within its label, from 1.
fn numbers(text: &str, findings: &[Finding]) -> Vec<usize> {
    #[derive(PartialEq, Eq, Hash)]
    enum Who {
        Entity(u32),
        Value(String),
    }
    let norm: Vec<String> = findings.iter().map(|f| keyed::normalise(f.label, &text[f.span])).collect();
    // A value seen with an entity id lends it to its mentions without one.
    let mut linked: HashMap<(Label, &str), u32> = HashMap::new();
    for (f, n) in findings.iter().zip(&norm) {
        if let Some(e) = f.entity {
            linked.entry((f.label, n.as_str())).or_insert(e);
        }
    }
    let mut seen: HashMap<(Label, Who), usize> = HashMap::new();
    let mut count: HashMap<Label, usize> = HashMap::new();
    findings
        .iter()
        .zip(&norm)
        .map(|(f, n)| {
            let who = match f.entity.or_else(|| linked.get(&(f.label, n.as_str())).copied()) {
                Some(e) => Who::Entity(e),
                None => Who::Value(n.clone()),
            };
            *seen.entry((f.label, who)).or_insert_with(|| {
                let c = count.entry(f.label).or_insert(0);
                *c += 1;
                *c
            })
        })
        .collect()
}

/// Renders `text` with every span of `findings` redacted in `style`.
///
/// # Panics
/// When `findings` are not sorted and disjoint or do not lie on character boundaries of `text` — the output of
/// [`crate::resolve`] always does.
pub fn redact(text: &str, findings: &[Finding], style: Style) -> Redaction {
    let mut out = String::with_capacity(text.len() + findings.len() * 8);
    let mut edits = Vec::with_capacity(findings.len());
    let numbered = if style == Style::Numbered { numbers(text, findings) } else { Vec::new() };
    let mut memo: HashMap<(Label, &str), String> = HashMap::new();
    let mut pos = 0;
    for (i, f) in findings.iter().enumerate() {
        let span = f.span;
        assert!(span.start >= pos, "findings must be sorted and disjoint");
        out.push_str(&text[pos..span.start]);
        let start = out.len();
        let value = &text[span];
        match style {
            Style::Mask(ch) => {
                for c in value.chars() {
                    out.push(if c == '\n' || c == '\r' { c } else { ch });
                }
            }
            Style::Label => {
                out.push('[');
                out.push_str(f.label.name());
                out.push(']');
            }
            Style::Numbered => {
                out.push('[');
                out.push_str(f.label.name());
                out.push('_');
                out.push_str(&numbered[i].to_string());
                out.push(']');
            }
            Style::Surrogate(key) => {
                // A value repeated in the text is drawn once (phone surrogates are validated, which is not free).
                let s = memo.entry((f.label, value)).or_insert_with(|| surrogate::surrogate(f.label, value, &key));
                out.push_str(s);
            }
            Style::Hash(key) => {
                let norm = keyed::normalise(f.label, value);
                let mac = key.mac(&[b"hash\0", f.label.name().as_bytes(), b"\0", norm.as_bytes()]);
                out.push('[');
                out.push_str(f.label.name());
                out.push(':');
                out.push_str(&keyed::hex(&mac[..4]));
                out.push(']');
            }
            Style::Remove => {}
        }
        edits.push(Edit { original: span, output: Span::new(start, out.len()), label: f.label });
        pos = span.end;
    }
    out.push_str(&text[pos..]);
    Redaction { text: out, edits, operator: style.operator() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;

    fn at(text: &str, needle: &str, label: Label) -> Finding {
        let s = text.find(needle).unwrap();
        Finding::new(Span::new(s, s + needle.len()), label, 0.9, "test/rule")
    }

    /// Every occurrence of `needle`, in order.
    fn all(text: &str, needle: &str, label: Label, entity: Option<u32>) -> Vec<Finding> {
        text.match_indices(needle)
            .map(|(s, _)| {
                let mut f = Finding::new(Span::new(s, s + needle.len()), label, 0.9, "test/rule");
                f.entity = entity;
                f
            })
            .collect()
    }

    fn key() -> Key {
        Key::new(b"session key 1")
    }

    fn sorted(mut fs: Vec<Finding>) -> Vec<Finding> {
        fs.sort_by_key(|f| f.span.start);
        fs
    }

    /// Every character outside the spans maps to the same character in the output, and the edits' output spans
    /// are where `map_offset` sends the span starts.
    fn check_map(text: &str, fs: &[Finding], r: &Redaction) {
        assert_eq!(r.edits.len(), fs.len());
        let mut inside = vec![false; text.len()];
        for f in fs {
            inside[f.span.range()].iter_mut().for_each(|x| *x = true);
        }
        for (i, c) in text.char_indices().filter(|(i, _)| !inside[*i]) {
            assert_eq!(r.text[r.map_offset(i)..].chars().next(), Some(c), "offset {i} of {text:?} -> {:?}", r.text);
        }
        assert_eq!(r.map_offset(text.len()), r.text.len());
        for (f, e) in fs.iter().zip(&r.edits) {
            assert_eq!((e.original, e.label), (f.span, f.label));
            assert_eq!(r.map_offset(f.span.start), e.output.start);
            assert_eq!(r.map_offset(f.span.end), e.output.end);
        }
    }

    /// Redacts `text` in each `(style, want)` row: the text (every failing row listed), the map, the operator.
    fn check_styles(text: &str, fs: &[Finding], cases: &[(Style, &str)]) {
        let rows: Vec<(Style, String)> = cases.iter().map(|&(style, want)| (style, want.to_string())).collect();
        check_positives(&rows, |style| {
            let r = redact(text, fs, style);
            check_map(text, fs, &r);
            assert_eq!(r.operator, style.operator());
            r.text
        });
    }

    #[test]
    fn styles_table() {
        let text = "Mail dana@example.com or call 415-555-0132.";
        let fs = [at(text, "dana@example.com", Label::Email), at(text, "415-555-0132", Label::Phone)];
        let cases = [
            (Style::default(), "Mail ████████████████ or call ████████████."),
            (Style::Mask('*'), "Mail **************** or call ************."),
            (Style::Label, "Mail [EMAIL] or call [PHONE]."),
            (Style::Numbered, "Mail [EMAIL_1] or call [PHONE_1]."),
            (Style::Surrogate(key()), "Mail rkha@example.net or call 657-469-5713."),
            (Style::Hash(key()), "Mail [EMAIL:6a3523b6] or call [PHONE:35df20a7]."),
            (Style::Remove, "Mail  or call ."),
        ];
        check_styles(text, &fs, &cases);
    }

    #[test]
    fn styles_table_non_ascii() {
        // A linked person (entity 4) mentioned twice and once by surname; a phone written two ways; an e-mail with a
        // non-ASCII local part; an emoji (two UTF-16 units) before everything.
        let text = "😀 Nguyễn Thị Minh gọi +84 904 879 900 rồi (+84) 904-879-900, mail vân@example.vn. Nguyễn Thị Minh, Nguyễn.";
        let mut fs = all(text, "Nguyễn Thị Minh", Label::Person, Some(4));
        let surname = text.rfind("Nguyễn.").unwrap();
        let mut f = Finding::new(Span::new(surname, surname + "Nguyễn".len()), Label::Person, 0.9, "t");
        f.entity = Some(4);
        fs.push(f);
        fs.push(at(text, "+84 904 879 900", Label::Phone));
        fs.push(at(text, "(+84) 904-879-900", Label::Phone));
        fs.push(at(text, "vân@example.vn", Label::Email));
        let fs = sorted(fs);
        let cases = [
            (Style::default(), "😀 ███████████████ gọi ███████████████ rồi █████████████████, mail ██████████████. ███████████████, ██████."),
            (Style::Label, "😀 [PERSON] gọi [PHONE] rồi [PHONE], mail [EMAIL]. [PERSON], [PERSON]."),
            (Style::Numbered, "😀 [PERSON_1] gọi [PHONE_1] rồi [PHONE_1], mail [EMAIL_1]. [PERSON_1], [PERSON_1]."),
            (Style::Surrogate(key()), "😀 Baker Daniel Leila gọi +84 901 705 299 rồi (+84) 901-705-299, mail pfc@example.net. Baker Daniel Leila, Baker."),
            (Style::Hash(key()), "😀 [PERSON:0a61322e] gọi [PHONE:50836fba] rồi [PHONE:50836fba], mail [EMAIL:84d0dc3b]. [PERSON:0a61322e], [PERSON:29d7d22f]."),
            (Style::Remove, "😀  gọi  rồi , mail . , ."),
        ];
        check_styles(text, &fs, &cases);
        assert_eq!(redact(text, &fs, Style::default()).text.chars().count(), text.chars().count());
    }

    #[test]
    fn numbered_counts_entities_per_label_in_order() {
        // No entity ids: the normalised value decides. Different people, different numbers; the same phone written
        // two ways is one number; label counters are independent.
        let text = "Ann Lee, Bob Ray, ann lee; 415-555-0132 and (415) 555 0132 and 212-555-0199.";
        let mut fs = all(text, "Ann Lee", Label::Person, None);
        fs.extend(all(text, "Bob Ray", Label::Person, None));
        fs.extend(all(text, "ann lee", Label::Person, None));
        fs.push(at(text, "415-555-0132", Label::Phone));
        fs.push(at(text, "(415) 555 0132", Label::Phone));
        fs.push(at(text, "212-555-0199", Label::Phone));
        let fs = sorted(fs);
        assert_eq!(
            redact(text, &fs, Style::Numbered).text,
            "[PERSON_1], [PERSON_2], [PERSON_1]; [PHONE_1] and [PHONE_1] and [PHONE_2]."
        );
        // Entity ids win over values: "Dana" (entity 0) and "Ms Whitfield" (entity 0) are one person; a value seen
        // with an entity lends it to an unlinked mention of the same value.
        let text = "Dana met Ms Whitfield and Dana Lee. Later Dana.";
        let mut fs = vec![at(text, "Dana", Label::Person), at(text, "Ms Whitfield", Label::Person), at(text, "Dana Lee", Label::Person)];
        fs[0].entity = Some(0);
        fs[1].entity = Some(0);
        fs[2].entity = Some(1);
        let later = text.rfind("Dana").unwrap();
        fs.push(Finding::new(Span::new(later, later + 4), Label::Person, 0.9, "t"));
        assert_eq!(redact(text, &fs, Style::Numbered).text, "[PERSON_1] met [PERSON_1] and [PERSON_2]. Later [PERSON_1].");
    }

    #[test]
    fn hash_is_keyed_normalised_and_stable() {
        let h = |text: &str, needle: &str, label: Label, key: Key| redact(text, &[at(text, needle, label)], Style::Hash(key)).text;
        let a = h("x 415-555-0132", "415-555-0132", Label::Phone, key());
        assert_eq!(a, "x [PHONE:35df20a7]");
        // Same value written differently, in another document: same hash. Other key: other hash.
        assert_eq!(h("(415) 555 0132 y", "(415) 555 0132", Label::Phone, key()), "[PHONE:35df20a7] y");
        assert_ne!(h("x 415-555-0132", "415-555-0132", Label::Phone, Key::new(b"other")), a);
        // E-mails compare case-insensitively.
        assert_eq!(h("Dana@Example.COM", "Dana@Example.COM", Label::Email, key()), h("dana@example.com", "dana@example.com", Label::Email, key()));
    }

    #[test]
    fn surrogates_keep_shape_and_checks() {
        // (label, value, expected surrogate under key()). Checked below: same length in code points (except names
        // and e-mail domains), digits where digits were, Luhn and mod-97 still valid.
        let cases = [
            (Label::Phone, "+44 20 7946 0018", "+44 28 6028 5167"),
            (Label::Phone, "(212) 555-0199", "(746) 825-2515"),
            (Label::Phone, "0912 345 678", "0956 172 228"),
            (Label::Phone, "+14155550132", "+15134458992"),
            (Label::Phone, "four one five five five five", "zero two oh four five six"),
            (Label::Card, "4539 1488 0343 6467", "4680 4316 3828 1556"),
            (Label::Iban, "GB82 WEST 1234 5698 7654 32", "GB64 LYUY 8465 0187 6384 08"),
            (Label::Iban, "de89370400440532013000", "de54065910874335178658"),
            (Label::IpAddress, "192.168.10.254:8080", "224.225.84.170:5992"),
            (Label::IpAddress, "2001:db8::ff00:42", "9266:ef7::ec28:88"),
            (Label::MacAddress, "00:1A:2B:3C:4D:5E", "81:7B:6F:4A:4B:5D"),
            (Label::Email, "Dana.Whitfield+news@mail.example.co.uk", "Qtmb.Kjfaaemvd+avqe@example.net"),
            (Label::Email, "dana dot w at gmail dot com", "tasr dot p at ipzdz dot aau"),
            (Label::Person, "Ms Dana Whitfield", "Ms Kenji Silva"),
            (Label::Person, "WHITFIELD", "SILVA"),
            (Label::Person, "J. Whitfield's", "R. Silva's"),
            (Label::Person, "王小明", "潖笌琜"),
            (Label::DateOfBirth, "14/03/1985", "05/10/1971"),
            (Label::DateOfBirth, "March 3rd, 1985", "June 11th, 1978"),
            (Label::Url, "https://www.example.com/users/dana?id=42", "https://www.ukdfxpz.com/vlajx/xbdo?ll=45"),
            (Label::Secret, "ghp_AbCdEf0123456789", "ghp_TbNbIv8472543378"),
            (Label::CryptoWallet, "0x52908400098527886E0F7030069857D2E4169EE7", "0x14805376515286639D0F8272080395A0C9437BA0"),
            (Label::Address, "12 High Street, Leeds LS1 4AB", "60 Granton Street, Station KW4 9KE"),
            (Label::NationalId, "123-45-6789", "182-95-5134"),
            (Label::Username, "@dana_w", "@xhct_m"),
        ];
        let got: Vec<String> = cases.iter().map(|(label, value, _)| surrogate::surrogate(*label, value, &key())).collect();
        let want: Vec<&str> = cases.iter().map(|c| c.2).collect();
        assert_eq!(got, want);
        for (label, value, _) in cases {
            let got = surrogate::surrogate(label, value, &key());
            assert_ne!(got, value);
            // Deterministic: same key and value, same surrogate; another key, another surrogate.
            assert_eq!(surrogate::surrogate(label, value, &key()), got);
            assert_ne!(surrogate::surrogate(label, value, &Key::new(b"other key")), got, "{label:?} {value:?}");
            let spoken = !value.contains(|c: char| c.is_ascii_digit());
            if !matches!(label, Label::Person | Label::Email | Label::Address | Label::DateOfBirth) && !(spoken && label == Label::Phone) {
                assert_eq!(got.chars().count(), value.chars().count(), "{label:?} {value:?} keeps its length");
                for (a, b) in value.chars().zip(got.chars()) {
                    assert_eq!(a.is_ascii_digit() || a.is_alphabetic(), b.is_ascii_digit() || b.is_alphabetic(), "{value:?} -> {got:?}");
                    if !a.is_alphanumeric() {
                        assert_eq!(a, b, "separators kept: {value:?} -> {got:?}");
                    }
                }
            }
        }
        let card = surrogate::surrogate(Label::Card, "4539 1488 0343 6467", &key());
        assert!(crate::validate::luhn(&crate::validate::digits(&card).unwrap()));
        for v in ["GB82 WEST 1234 5698 7654 32", "de89370400440532013000"] {
            let s = surrogate::surrogate(Label::Iban, v, &key());
            assert!(crate::validate::iban_mod97(&crate::validate::compact_upper(&s).unwrap()), "{s}");
        }
    }

    #[test]
    fn surrogate_cards_and_ibans_pass_their_checks_for_many_keys() {
        for k in 0..200u32 {
            let key = Key::new(&k.to_le_bytes());
            let card = surrogate::surrogate(Label::Card, "5555-5555-5555-4444", &key);
            assert!(crate::validate::luhn(&crate::validate::digits(&card).unwrap()), "{card}");
            assert!(card.starts_with('5'));
            let iban = surrogate::surrogate(Label::Iban, "FR14 2004 1010 0505 0001 3M02 606", &key);
            assert!(crate::validate::iban_mod97(&crate::validate::compact_upper(&iban).unwrap()), "{iban}");
            assert!(iban.starts_with("FR"));
            let ip = surrogate::surrogate(Label::IpAddress, "10.0.255.7", &key);
            assert!(ip.split('.').all(|o| o.parse::<u8>().is_ok()), "{ip}");
            let nanp = surrogate::surrogate(Label::Phone, "(212) 555-0199", &key);
            let d: Vec<u8> = nanp.bytes().filter(u8::is_ascii_digit).collect();
            assert!(d[0] >= b'2' && d[3] >= b'2', "{nanp}");
        }
    }

    /// A fixed pseudo-random sequence for the property test (no dependency, no seed from the clock).
    struct Lcg(u64);
    impl Lcg {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((self.0 >> 33) as usize) % n
        }
    }

    #[test]
    fn every_style_maps_each_unredacted_character_to_itself() {
        // Texts built from pieces of many scripts and widths; every other piece is a finding of some label.
        let plain = ["a ", "Nguyễn ", "😀", "電話 ", "e\u{301} ", "\n", "👩\u{200d}👧 ", ", ", "Straße ", "", " "];
        let values = [
            (Label::Phone, "+84 904 879 900"),
            (Label::Email, "vân@example.vn"),
            (Label::Person, "Ms Dana Whitfield"),
            (Label::Person, "王小明"),
            (Label::Card, "4539 1488 0343 6467"),
            (Label::Iban, "GB82 WEST 1234 5698 7654 32"),
            (Label::Address, "12 High St\nLeeds"),
            (Label::DateOfBirth, "14/03/1985"),
            (Label::Secret, "ghp_😀x"),
            (Label::IpAddress, "10.0.0.1"),
        ];
        let styles = [Style::default(), Style::Label, Style::Numbered, Style::Surrogate(key()), Style::Hash(key()), Style::Remove];
        let mut rng = Lcg(7);
        for _ in 0..300 {
            let mut text = String::new();
            let mut fs = Vec::new();
            for _ in 0..rng.below(8) {
                text.push_str(plain[rng.below(plain.len())]);
                if rng.below(2) == 0 {
                    let (label, v) = values[rng.below(values.len())];
                    fs.push(Finding::new(Span::new(text.len(), text.len() + v.len()), label, 0.9, "t"));
                    text.push_str(v);
                }
            }
            for style in styles {
                let r = redact(&text, &fs, style);
                check_map(&text, &fs, &r);
                if style == Style::default() {
                    assert_eq!(r.text.chars().count(), text.chars().count());
                }
                if style == Style::Remove {
                    assert!(r.edits.iter().all(|e| e.output.is_empty()));
                }
            }
        }
    }

    #[test]
    fn mask_keeps_code_point_offsets() {
        let text = "Nguyễn: call 😀 +84 904 879 900\nbye";
        let f = at(text, "+84 904 879 900", Label::Phone);
        let r = redact(text, &[f], Style::default());
        assert_eq!(r.text.chars().count(), text.chars().count());
        for (a, b) in text.chars().zip(r.text.chars()) {
            assert!(a == b || b == '█');
        }
        assert!(r.text.ends_with("███\nbye"));
    }

    #[test]
    fn mask_keeps_line_breaks_inside_a_span() {
        let text = "12 High St\nLeeds";
        let f = Finding::new(Span::new(0, text.len()), Label::Address, 0.9, "t");
        assert_eq!(redact(text, &[f], Style::default()).text, "██████████\n█████");
    }

    #[test]
    fn label_style_maps_offsets() {
        let text = "a dana@example.com b 415-555-0132 c";
        let fs = [at(text, "dana@example.com", Label::Email), at(text, "415-555-0132", Label::Phone)];
        let r = redact(text, &fs, Style::Label);
        assert_eq!(r.text, "a [EMAIL] b [PHONE] c");
        check_map(text, &fs, &r);
        assert_eq!(r.map_offset(5), 2, "inside an edit maps to the replacement's start");
        assert_eq!(r.edits[1].output, Span::new(12, 19));
    }

    #[test]
    fn style_names() {
        assert_eq!("label".parse::<Style>().unwrap(), Style::Label);
        assert_eq!("mask".parse::<Style>().unwrap(), Style::Mask('█'));
        assert_eq!("remove".parse::<Style>().unwrap(), Style::Remove);
        assert_eq!(
            "stars".parse::<Style>().unwrap_err().to_string(),
            "unknown masking style \"stars\" (known: mask, label, numbered, surrogate, hash, remove)"
        );
        assert_eq!("hash".parse::<Style>().unwrap_err().to_string(), "style \"hash\" needs a key");
        assert_eq!("surrogate".parse::<StyleName>().unwrap().with_key(Some(&key())), Ok(Style::Surrogate(key())));
        for n in StyleName::ALL {
            assert_eq!(n.as_str().parse::<StyleName>(), Ok(*n));
            assert_eq!(n.with_key(Some(&key())).unwrap().name(), *n);
            assert_eq!(n.with_key(None).is_err(), n.keyed());
        }
    }
}
