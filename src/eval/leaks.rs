//! The second pass: structured identifiers that survive in **redacted output**. Needs no gold, so a deployment can
//! run it on everything it ships.
//!
//! Shapes, checked independently of the recognizers (a check that reuses the detector cannot catch its blind spots):
//!
//! | shape | pattern | validator |
//! |---|---|---|
//! | `email` | `local@domain.tld` | — |
//! | `card` | 13–19 digits, single spaces or dashes between groups | Luhn |
//! | `iban` | 2 letters, 2 digits, 11–30 letters/digits, optional single spaces | mod-97 = 1 |
//! | `national_id` | US SSN `123-45-6789` (area not 000/666/9xx); UK NINO `QQ 12 34 56 C` | structure |
//! | `ip` | IPv4 dotted quad (octets ≤ 255); IPv6 with 8 groups or `::` | octet range |
//! | `phone` | `+` and 8–15 digits, or 10–15 digits, in groups separated by single spaces, dots, dashes or `()` | digit count |
//!
//! Every match must not touch a letter or digit on either side, nor a `:` or `/` followed by a digit (times, paths);
//! a phone shape may not start with a year and a dash, dot or slash (dates and dated references). Where shapes overlap the one listed first wins (a
//! card number is not also reported as a phone). Mask characters (`█`) and `[LABEL]` placeholders match nothing.

use regex::Regex;
use std::sync::OnceLock;

use crate::Span;

/// A kind of surviving shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// An e-mail address.
    Email,
    /// A Luhn-valid card number.
    Card,
    /// A mod-97-valid IBAN.
    Iban,
    /// A national identity number.
    NationalId,
    /// An IP address.
    Ip,
    /// A telephone number.
    Phone,
}

/// One surviving shape: where (bytes of the scanned text) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leak {
    /// The span, UTF-8 bytes.
    pub span: Span,
    /// The shape.
    pub shape: Shape,
}

struct Patterns {
    list: Vec<(Shape, Regex)>,
}

fn patterns() -> &'static Patterns {
    static P: OnceLock<Patterns> = OnceLock::new();
    P.get_or_init(|| {
        let re = |s: &str| Regex::new(s).expect("leak pattern compiles");
        Patterns {
            list: vec![
                (Shape::Email, re(r"[A-Za-z0-9._%+'\-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}")),
                (Shape::Card, re(r"[0-9](?:[ \-]?[0-9]){12,18}")),
                (Shape::Iban, re(r"[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]){11,30}")),
                (Shape::NationalId, re(r"[0-9]{3}-[0-9]{2}-[0-9]{4}|[A-CEGHJ-PR-TW-Z]{2} ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D]")),
                (Shape::Ip, re(r"[0-9]{1,3}(?:\.[0-9]{1,3}){3}|(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}|(?:[0-9A-Fa-f]{1,4}:){1,6}:(?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?")),
                (Shape::Phone, re(r"\+?\(?[0-9]{1,4}\)?(?:[ .\-]?\(?[0-9]{1,5}\)?){2,6}")),
            ],
        }
    })
}

/// The Luhn check (cards, Canadian SIN): the doubled-digit sum is a multiple of 10.
pub fn luhn(digits: &str) -> bool {
    let ds: Vec<u32> = digits.chars().filter_map(|c| c.to_digit(10)).collect();
    if ds.len() < 2 {
        return false;
    }
    let sum: u32 = ds
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| if i % 2 == 1 { if d * 2 > 9 { d * 2 - 9 } else { d * 2 } } else { d })
        .sum();
    sum % 10 == 0
}

/// The IBAN check (ISO 13616): move the first four characters to the end, letters to 10–35, the number mod 97 is 1.
pub fn iban_valid(s: &str) -> bool {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    if !(15..=34).contains(&s.len()) || !s.chars().all(|c| c.is_ascii_alphanumeric()) {
        return false;
    }
    let mut rem: u32 = 0;
    for c in s[4..].chars().chain(s[..4].chars()) {
        let v = c.to_digit(36).expect("alphanumeric");
        rem = if v >= 10 { (rem * 100 + v) % 97 } else { (rem * 10 + v) % 97 };
    }
    rem == 1
}

/// No letter or digit touches the match, and it is not glued to a time or a path (`09:12`, `/2025`).
fn isolated(text: &str, s: usize, e: usize) -> bool {
    let mut before = text[..s].chars().rev();
    let mut after = text[e..].chars();
    let (b1, b2) = (before.next(), before.next());
    let (a1, a2) = (after.next(), after.next());
    let glued = |sep: Option<char>, next: Option<char>| {
        matches!(sep, Some(':' | '/')) && next.is_some_and(|c| c.is_ascii_digit())
    };
    !b1.is_some_and(|c| c.is_alphanumeric()) && !a1.is_some_and(|c| c.is_alphanumeric()) && !glued(a1, a2) && !glued(b1, b2)
}

fn valid(shape: Shape, m: &str) -> bool {
    let digits = m.bytes().filter(u8::is_ascii_digit).count();
    match shape {
        Shape::Email => true,
        Shape::Card => (13..=19).contains(&digits) && luhn(m),
        Shape::Iban => iban_valid(m),
        Shape::NationalId => {
            if m.as_bytes()[0].is_ascii_digit() {
                let area = &m[..3];
                area != "000" && area != "666" && !area.starts_with('9') && &m[4..6] != "00" && &m[7..] != "0000"
            } else {
                true
            }
        }
        Shape::Ip => {
            if m.contains(':') {
                true
            } else {
                m.split('.').all(|o| o.parse::<u32>().is_ok_and(|v| v <= 255))
            }
        }
        Shape::Phone => {
            // A year then a dash, dot or slash starts a date or a dated reference (`2025-03-14 09`, `2025-118842`).
            let b = m.as_bytes();
            if b.len() > 4 && (m.starts_with("19") || m.starts_with("20")) && b[..4].iter().all(u8::is_ascii_digit) && matches!(b[4], b'-' | b'.' | b'/') {
                return false;
            }
            let separated = m.bytes().any(|b| !b.is_ascii_digit());
            if m.starts_with('+') { (8..=15).contains(&digits) } else { separated && (10..=15).contains(&digits) }
        }
    }
}

/// Every surviving shape in `text`, sorted by start, disjoint.
///
/// The shapes are matched one after the other; a match overlapping one kept before it is dropped. What was kept stays
/// sorted and disjoint, so that check is a binary search (a scan of every kept shape made a long line of e-mails
/// quadratic), and each shape's own matches, which never overlap one another, are merged in after it.
pub fn scan(text: &str) -> Vec<Leak> {
    let mut found: Vec<Leak> = Vec::new();
    for (shape, re) in &patterns().list {
        let new: Vec<Leak> = matches(text, *shape, re)
            .filter(|&span| !overlaps_kept(&found, span))
            .map(|span| Leak { span, shape: *shape })
            .collect();
        found = merge_by_start(found, new);
    }
    found
}

/// The valid, isolated matches of one shape, trimmed, in order (they never overlap one another).
fn matches<'t>(text: &'t str, shape: Shape, re: &'t Regex) -> impl Iterator<Item = Span> + 't {
    re.find_iter(text).filter_map(move |m| {
        let s = m.start();
        // Trim a trailing separator or an unmatched bracket the greedy groups took.
        let mut trimmed = m.as_str().trim_end_matches([' ', '.', '-', '(']);
        if trimmed.ends_with(')') && trimmed.matches(')').count() > trimmed.matches('(').count() {
            trimmed = trimmed[..trimmed.len() - 1].trim_end_matches([' ', '.', '-']);
        }
        let e = s + trimmed.len();
        (e > s && isolated(text, s, e) && valid(shape, &text[s..e])).then(|| Span::new(s, e))
    })
}

/// True when `span` overlaps one of `kept` (sorted by start, disjoint): only the first one ending after its start can.
fn overlaps_kept(kept: &[Leak], span: Span) -> bool {
    let i = kept.partition_point(|l| l.span.end <= span.start);
    kept.get(i).is_some_and(|l| l.span.overlaps(span))
}

/// Two lists sorted by start into one.
fn merge_by_start(a: Vec<Leak>, b: Vec<Leak>) -> Vec<Leak> {
    if b.is_empty() {
        return a;
    }
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    while let (Some(x), Some(y)) = (a.peek(), b.peek()) {
        let take_a = x.span <= y.span;
        out.push(if take_a { a.next() } else { b.next() }.expect("peeked"));
    }
    out.extend(a);
    out.extend(b);
    out
}

/// Restricts leaks to the given byte regions (e.g. subtitle payload lines, [`crate::formats::subtitles`]).
pub fn scan_regions(text: &str, regions: &[Span]) -> Vec<Leak> {
    let mut out = Vec::new();
    for r in regions {
        out.extend(scan(&text[*r]).into_iter().map(|l| Leak { span: l.span.offset(r.start), shape: l.shape }));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;

    fn shapes(text: &str) -> Vec<(Shape, &str)> {
        scan(text).into_iter().map(|l| (l.shape, &text[l.span])).collect()
    }

    #[test]
    fn validators() {
        assert!(luhn("4111 1111 1111 1111"));
        assert!(!luhn("4111 1111 1111 1112"));
        assert!(iban_valid("GB82 WEST 1234 5698 7654 32"));
        assert!(iban_valid("DE89370400440532013000"));
        assert!(!iban_valid("GB82 WEST 1234 5698 7654 33"));
    }

    #[test]
    fn scan_table() {
        use Shape::*;
        let cases: Vec<(&str, Vec<(Shape, &str)>)> = vec![
            ("mail dana+x@mail.example.co.uk now", vec![(Email, "dana+x@mail.example.co.uk")]),
            ("card 4111 1111 1111 1111.", vec![(Card, "4111 1111 1111 1111")]),
            ("order 4111 1111 1111 1112", vec![]),
            ("IBAN GB82 WEST 1234 5698 7654 32 ok", vec![(Iban, "GB82 WEST 1234 5698 7654 32")]),
            ("ssn 123-45-6789, bad 666-12-3456", vec![(NationalId, "123-45-6789")]),
            ("nino AB 12 34 56 C", vec![(NationalId, "AB 12 34 56 C")]),
            ("from 192.168.10.200 and 999.1.1.1", vec![(Ip, "192.168.10.200")]),
            ("v6 2001:db8::8a2e:370:7334", vec![(Ip, "2001:db8::8a2e:370:7334")]),
            ("call +84 904 879 900 or (415) 555-0132.", vec![(Phone, "+84 904 879 900"), (Phone, "(415) 555-0132")]),
            ("0904.879.900", vec![(Phone, "0904.879.900")]),
            // Not leaks: masked, placeholders, short numbers, dates, versions, glued digits.
            ("call ████████████ or [PHONE] on 2024-10-15, build 6.12.2025, ref 12345", vec![]),
            ("id A4155550132", vec![]),
            ("at 2025-03-14 09:12 ref 2025-118842 or 12/2025-118842", vec![]),
            ("(ref 7712-4471-0093)", vec![(Phone, "7712-4471-0093")]),
        ];
        check_positives(&cases, shapes);
    }

    /// The binary-search bookkeeping keeps exactly what the scan of every kept shape kept: texts where shapes
    /// overlap (card and phone, IBAN and phone, IP and phone, SSN and phone), repeat, touch, and a long line of
    /// e-mail-shaped text.
    #[test]
    fn scan_equals_the_quadratic_scan() {
        fn reference(text: &str) -> Vec<Leak> {
            let mut found: Vec<Leak> = Vec::new();
            for (shape, re) in &patterns().list {
                for span in matches(text, *shape, re) {
                    if !found.iter().any(|l| l.span.overlaps(span)) {
                        found.push(Leak { span, shape: *shape });
                    }
                }
            }
            found.sort_by_key(|l| l.span);
            found
        }
        let texts = [
            "card 4111 1111 1111 1111 then 415-555-0132, 4111-1111-1111-1111 and +1 415 555 0132 4111111111111111".to_string(),
            "IBAN GB82 WEST 1234 5698 7654 32 or GB82WEST12345698765432 call 020 7946 0958".to_string(),
            "hosts 192.168.10.200 10.0.0.1 192.168.1.1.5 and 123-45-6789 123-45-6789 (415) 555-0132".to_string(),
            "a@b.io,c@d.io x@y.io 415.555.0132 415.555.0133".repeat(40),
            "aaaa@aaaa.aaaa.".repeat(500),
            "x@y.io ".repeat(300),
            "1 ".repeat(500),
        ];
        for t in &texts {
            assert_eq!(scan(t), reference(t), "{}", &t[..t.len().min(80)]);
        }
        assert!(!scan(&texts[3]).is_empty() && !scan(&texts[4]).is_empty());
    }

    #[test]
    fn regions_keep_file_offsets() {
        let text = "1\n00:00:01,000 --> 00:00:02,000\ncall 415-555-0132\n";
        let regions = crate::formats::subtitles::text_regions(text, crate::formats::subtitles::TextFormat::Srt);
        let leaks = scan_regions(text, &regions);
        assert_eq!(leaks.len(), 1);
        assert_eq!(&text[leaks[0].span], "415-555-0132");
    }
}
