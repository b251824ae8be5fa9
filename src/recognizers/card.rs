//! CARD: payment card numbers, 13–19 digits, in the groupings people type, with a known issuer range and a valid Luhn
//! check digit.
//!
//! Matches: runs of digit groups joined by one kind of single separator (space or dash; a line break counts as a
//! space, so a number wrapped across lines is one span), grouped as cards are printed — one unbroken run, fours with a shorter last group (`4111 1111 1111 1111`, `6759 8539 3363 3875 005`),
//! Amex `4-6-5`, Diners `4-6-4` — whose prefix and length fit an issuer: Visa (4; 13, 16, 19), Mastercard (51–55,
//! 2221–2720; 16), Amex (34, 37; 15), Discover (6011, 644–649, 65; 16–19), JCB (3528–3589; 16–19), UnionPay (62;
//! 16–19), Diners (300–305, 3095, 36, 38, 39; 14–19), Maestro (50, 56–69; 13–19). Rules: `card/<issuer>`.
//! A candidate with an issuer prefix that fails Luhn is reported as a rejected candidate (score 0) so `explain`
//! can say "failed Luhn". Well-known test numbers (4242 4242 4242 4242, 4111 1111 1111 1111, …) are reported at
//! [`score::PLACEHOLDER`] under `card/<issuer>-placeholder`.
//!
//! Deliberately not matched: card last-4 ("ending 4242"), masked cards (`**** **** **** 4242`, `4111 XXXX XXXX
//! 1111`), digit runs glued to letters or other numbers (`ORD4111…`, `1.4111…`), odd groupings (`41 111 111 …`),
//! mixed separators, numbers with no issuer prefix (starting 0, 1, 7, 8, 9) and order numbers failing Luhn.
//! UnionPay numbers that do not use Luhn are missed: Luhn is required.

use regex::Regex;

use crate::finding::score;
use crate::validate::luhn;
use crate::{Finding, Label, Recognizer, Span, Validation};

/// Finds payment card numbers.
pub struct CardRecognizer {
    run: Regex,
}

impl CardRecognizer {
    /// Compiles the pattern.
    pub fn new() -> CardRecognizer {
        CardRecognizer { run: Regex::new(r"[0-9]+(?:(?:[ \-]|\r?\n)[0-9]+)*").expect("card pattern compiles") }
    }
}

impl Default for CardRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// Issuers: (rule, placeholder rule).
const ISSUERS: &[(&str, &str)] = &[
    ("card/amex", "card/amex-placeholder"),
    ("card/visa", "card/visa-placeholder"),
    ("card/mastercard", "card/mastercard-placeholder"),
    ("card/discover", "card/discover-placeholder"),
    ("card/jcb", "card/jcb-placeholder"),
    ("card/unionpay", "card/unionpay-placeholder"),
    ("card/diners", "card/diners-placeholder"),
    ("card/maestro", "card/maestro-placeholder"),
];

/// The index into [`ISSUERS`] of the issuer whose prefix and length fit `d`.
fn issuer(d: &[u8]) -> Option<usize> {
    let n = d.len();
    let p = |k: usize| d[..k].iter().fold(0u32, |a, &x| a * 10 + x as u32);
    let between = |k, lo, hi| (lo..=hi).contains(&p(k));
    if (p(2) == 34 || p(2) == 37) && n == 15 {
        Some(0)
    } else if d[0] == 4 && matches!(n, 13 | 16 | 19) {
        Some(1)
    } else if (between(2, 51, 55) || between(4, 2221, 2720)) && n == 16 {
        Some(2)
    } else if (p(4) == 6011 || between(3, 644, 649) || p(2) == 65) && (16..=19).contains(&n) {
        Some(3)
    } else if between(4, 3528, 3589) && (16..=19).contains(&n) {
        Some(4)
    } else if p(2) == 62 && (16..=19).contains(&n) {
        Some(5)
    } else if (between(3, 300, 305) || p(4) == 3095 || matches!(p(2), 36 | 38 | 39)) && (14..=19).contains(&n) {
        Some(6)
    } else if (p(2) == 50 || between(2, 56, 69)) && (13..=19).contains(&n) {
        Some(7)
    } else {
        None
    }
}

/// Published test numbers (Stripe, Braintree, Adyen, PayPal documentation).
const PLACEHOLDERS: &[&str] = &[
    "4242424242424242", "4111111111111111", "4000056655665556", "4012888888881881", "4222222222222",
    "4000000000000002", "4000000000000077", "4000000000003220", "4000002500003155", "5555555555554444",
    "5105105105105100", "5200828282828210", "2223003122003222", "378282246310005", "371449635398431",
    "378734493671000", "6011111111111117", "6011000990139424", "6011000000000004", "3530111333300000",
    "3566002020360505", "3566111111111113", "30569309025904", "38520000023237", "36227206271667", "6200000000000005",
    "6205500000000000004", "6759649826438453", "5019717010103742",
];

/// Whether the group lengths are a printed card grouping.
fn usual_grouping(g: &[usize]) -> bool {
    match g {
        [_] | [4, 6, 5] | [4, 6, 4] => true,
        [fours @ .., last] => fours.iter().all(|&x| x == 4) && (1..=4).contains(last),
        [] => false,
    }
}

impl Recognizer for CardRecognizer {
    fn name(&self) -> &'static str {
        "card"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.run.find_iter(text) {
            if m.len() < 13 || !super::is_free(text, m.start(), m.end()) {
                continue;
            }
            // Groups: (start, end) in bytes, and the separator before each (0 for the first).
            let mut groups: Vec<(usize, usize, u8)> = Vec::new();
            let bytes = text.as_bytes();
            let mut i = m.start();
            while i < m.end() {
                // A line break (`\n` or `\r\n`) counts as a space: a number wrapped across lines is one number.
                let (sep, width) = match bytes[i] {
                    b'0'..=b'9' => (0, 0),
                    b'\r' => (b' ', 2),
                    b'\n' => (b' ', 1),
                    b => (b, 1),
                };
                let s = i + width;
                let mut e = s;
                while e < m.end() && bytes[e].is_ascii_digit() {
                    e += 1;
                }
                groups.push((s, e, sep));
                i = e;
            }
            let mut i = 0;
            while i < groups.len() {
                let mut best = None;
                let mut len = 0;
                for j in i..groups.len() {
                    len += groups[j].1 - groups[j].0;
                    if len > 19 || (j > i && groups[j].2 != groups[(i + 1).min(j)].2) {
                        break;
                    }
                    let sizes: Vec<usize> = groups[i..=j].iter().map(|g| g.1 - g.0).collect();
                    if len < 13 || !usual_grouping(&sizes) {
                        continue;
                    }
                    let span = Span::new(groups[i].0, groups[j].1);
                    let d = crate::validate::digits(&text[span]).expect("digits and separators");
                    if let Some(k) = issuer(&d) {
                        best = Some((j, span, k, luhn(&d), d));
                    }
                }
                match best {
                    Some((j, span, k, true, d)) => {
                        let compact: String = d.iter().map(|x| (b'0' + x) as char).collect();
                        let f = if PLACEHOLDERS.contains(&compact.as_str()) {
                            Finding::new(span, Label::Card, score::PLACEHOLDER, ISSUERS[k].1).placeholder()
                        } else {
                            Finding::new(span, Label::Card, score::CONFIRMED, ISSUERS[k].0)
                        };
                        out.push(f.validated(Validation::Confirmed));
                        i = j + 1;
                    }
                    Some((j, span, k, false, _)) if i == 0 && j == groups.len() - 1 => {
                        out.push(Finding::new(span, Label::Card, 0.0, ISSUERS[k].0).validated(Validation::Rejected));
                        i = j + 1;
                    }
                    _ => i += 1,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::{check_table, kept};

    #[test]
    fn table() {
        let r = CardRecognizer::new();
        use Label::Card;
        check_table(
            &r,
            &[
                ("Visa 4526 0181 5908 3012 exp 12/27", Card, "4526 0181 5908 3012"),
                ("card: 4526-0181-5908-3012.", Card, "4526-0181-5908-3012"),
                ("paid with 4526018159083012", Card, "4526018159083012"),
                ("old visa 4661318609133 ok", Card, "4661318609133"),
                ("MC 5182 1993 5181 9098", Card, "5182 1993 5181 9098"),
                ("MC 2-series 2221 1948 7574 9111", Card, "2221 1948 7574 9111"),
                ("Amex 3455 597971 14716 please", Card, "3455 597971 14716"),
                ("Amex 370497465075299", Card, "370497465075299"),
                ("Discover 6011 1703 4236 6718", Card, "6011 1703 4236 6718"),
                ("JCB 3528 0268 5995 2899", Card, "3528 0268 5995 2899"),
                ("UnionPay 6281 5901 3962 4595 718", Card, "6281 5901 3962 4595 718"),
                ("Diners 3617 777412 1549", Card, "3617 777412 1549"),
                ("Maestro 6759 8539 3363 3875 005", Card, "6759 8539 3363 3875 005"),
                ("Thẻ của tôi: 4909 9603 0824 6281 946.", Card, "4909 9603 0824 6281 946"),
                ("wrapped 4526 0181\n5908 3012 here", Card, "4526 0181\n5908 3012"),
            ],
            &[
                "Order 5123 4567 8901 2345 shipped",
                "card ending in 4242",
                "masked **** **** **** 4242",
                "masked 4111 XXXX XXXX 1111",
                "ref 1234 5678 9012 3456 (no issuer starts with 1)",
                "ORD4526018159083012 glued to letters",
                "odd grouping 45 2601 8159 0830 12",
                "mixed separators 4526-0181 5908-3012",
                "Error 0x80070005 in build 6.12.2025",
                "Tracking 1Z999AA10123456784 in transit",
                "Invoice 2024 0001 2345 6789 is due",
                "v2.14.3 and 3.10.2.7",
                "Total $4,526.01 for 3 items",
            ],
        );
    }

    #[test]
    fn placeholders_and_rejections_are_explained() {
        let r = CardRecognizer::new();
        let mut v = Vec::new();
        r.find("test 4242 4242 4242 4242 and 4111-1111-1111-1111, order 5123 4567 8901 2345", &mut v);
        let rules: Vec<(&str, f32, Validation)> = v.iter().map(|f| (&*f.rule, f.score, f.validation)).collect();
        assert_eq!(
            rules,
            [
                ("card/visa-placeholder", score::PLACEHOLDER, Validation::Confirmed),
                ("card/visa-placeholder", score::PLACEHOLDER, Validation::Confirmed),
                ("card/mastercard", 0.0, Validation::Rejected),
            ]
        );
        assert!(kept(&r, "4242424242424242").is_empty());
    }
}
