//! Spoken numbers in speech-to-text output, rewritten as digits; the pass that also runs [`super::letters`] and
//! [`super::dates`].
//!
//! Numbers (case-insensitive, on whole words):
//! - digit words `zero oh o nought one … nine niner` → one digit each, said one by one and joined: "four one five"
//!   → `415`; `double X` → `XX`, `triple X` → `XXX`;
//! - teens and tens `ten … nineteen`, `twenty … ninety`, `forty two` / `forty-two` → `42`; pairs concatenate, so
//!   years come out right: "nineteen eighty two" → `1982`, "twenty twenty" → `2020`, "twenty oh five" → `2005`;
//! - `hundred` and `thousand` after a number: "nine hundred" → `900`, "five hundred and fifty" → `550`, "nine
//!   hundred twelve" → `912`, "two thousand and twenty four" / "two thousand five" → `2024` / `2005`; a lone digit
//!   after `hundred` needs `and` ("five hundred and five" → `505`), so "one eight hundred five five five" → `1800555`;
//! - digits already written join the run: "415 five five five 0132" → `415 555 0132`; a single written digit
//!   joins a neighbouring single digit ("4 five" → `45`), and five or more written single digits in a row are
//!   dictation and join too ("4 1 5, 5 5 5" → `415 555`);
//! - a spoken `dash` or `hyphen` between two groups of said digits is a hyphen: "five three four dash one six dash
//!   two oh seven five" → `534-16-2075` (an SSN, an ITIN, a phone number read with its dashes);
//! - `plus` before a run, not after another number, is a country-code sign: "plus eight four, nine oh four" →
//!   `+84 904` ("two plus two" stays).
//!
//! A *run* is a sequence of such groups separated by spaces or a hyphen (joined: no space between word groups; the
//! writer's own spacing is kept next to written digits) or by a pause — a comma, `…`, `...` or one line break —
//! which becomes a single space so phone grouping survives: "four one five, five five five" → `415 555`. A line break
//! joins only word groups to word groups, and punctuation between two written digit groups is never touched, so a
//! timing line ("00:00:05,000") stays as it is.
//! A run is rewritten only when it yields at least 3 digits of which at least 2 were said as words, so a lone
//! "one", "two minutes", "twenty dollars", "two point one" stay as words. Right before a spoken `at` (the end of an
//! e-mail's local part, "dana seven nine at …") 2 digits with 1 said suffice. An "oh"/"o" at either end of a run and
//! set off by a pause ("Oh, one two three") is an interjection and stays.
//!
//! Deliberately not handled: "a hundred" (no number before `hundred`: "a hundred people" stays), `and` between digit
//! groups ("two and two" stays; `and` is read only after `hundred`/`thousand`), decimals ("point"), ordinals
//! ("third", except days next to a month: [`super::dates`]), millions, and ambiguity the words cannot settle
//! ("five hundred five five" reads as `50055`, "twenty four seven" as `247`). Rewriting a harmless amount ("two
//! hundred dollars" → "200 dollars") costs nothing: the shadow is only matched, never shown.
//!
//! Other languages: the digit words of Spanish, French, German, Italian and Vietnamese ("cero seis uno", "null
//! eins sieben", "không chín không bốn") are read one by one like English digit words, and French pairs as French
//! phone numbers are said: "zéro six, douze, trente-quatre, soixante-dix-huit, quatre-vingt-dix-neuf" →
//! `06 12 34 78 99` (with "vingt et un", "soixante et onze"). Portuguese, Polish and Dutch digit words are read one
//! by one too, and Spanish and Portuguese pairs as their phone numbers are said: "treinta y tres, veintidós,
//! cuarenta y siete" → `33 22 47`, "trinta e dois, dezoito" → `32 18` (Spanish "once" is left out: an English
//! word). Other languages' hundreds are not read.

use std::sync::OnceLock;

use super::dates::{month, ordinals};
use super::letters::{spaced, spelled};
pub(crate) use super::tokens::{gap, tokenize, Gap, Kind, Token};
use super::Edit;
use crate::Span;

/// A number word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum W {
    /// "zero", "nought" (false) or "oh", "o" (true: also an interjection).
    Zero(bool),
    /// 1–9.
    Unit(u64),
    /// 10–19.
    Teen(u64),
    /// 20, 30, … 90.
    Tens(u64),
    Hundred,
    Thousand,
    And,
    /// Repeat the next digit this many times.
    Repeat(usize),
    /// "plus" before a country code.
    Plus,
    Other,
}

pub(crate) fn word(w: &str) -> W {
    const WORDS: &[(&str, W)] = &[
        ("zero", W::Zero(false)),
        ("nought", W::Zero(false)),
        ("oh", W::Zero(true)),
        ("o", W::Zero(true)),
        ("one", W::Unit(1)),
        ("two", W::Unit(2)),
        ("three", W::Unit(3)),
        ("four", W::Unit(4)),
        ("five", W::Unit(5)),
        ("six", W::Unit(6)),
        ("seven", W::Unit(7)),
        ("eight", W::Unit(8)),
        ("nine", W::Unit(9)),
        ("niner", W::Unit(9)),
        ("dix", W::Teen(10)),
        ("onze", W::Teen(11)),
        ("douze", W::Teen(12)),
        ("treize", W::Teen(13)),
        ("quatorze", W::Teen(14)),
        ("quinze", W::Teen(15)),
        ("seize", W::Teen(16)),
        ("vingt", W::Tens(20)),
        ("trente", W::Tens(30)),
        ("quarante", W::Tens(40)),
        ("cinquante", W::Tens(50)),
        ("soixante", W::Tens(60)),
        ("ten", W::Teen(10)),
        ("eleven", W::Teen(11)),
        ("twelve", W::Teen(12)),
        ("thirteen", W::Teen(13)),
        ("fourteen", W::Teen(14)),
        ("fifteen", W::Teen(15)),
        ("sixteen", W::Teen(16)),
        ("seventeen", W::Teen(17)),
        ("eighteen", W::Teen(18)),
        ("nineteen", W::Teen(19)),
        ("twenty", W::Tens(20)),
        ("thirty", W::Tens(30)),
        ("forty", W::Tens(40)),
        ("fourty", W::Tens(40)),
        ("fifty", W::Tens(50)),
        ("sixty", W::Tens(60)),
        ("seventy", W::Tens(70)),
        ("eighty", W::Tens(80)),
        ("ninety", W::Tens(90)),
        // Spanish and Portuguese tens and teens, as phone numbers are said in pairs ("treinta y tres, veintidós");
        // Spanish "once" (11) is an English word and is left out.
        ("veinte", W::Tens(20)), ("vinte", W::Tens(20)), ("treinta", W::Tens(30)), ("trinta", W::Tens(30)),
        ("cuarenta", W::Tens(40)), ("quarenta", W::Tens(40)), ("cincuenta", W::Tens(50)),
        ("cinquenta", W::Tens(50)), ("sesenta", W::Tens(60)), ("sessenta", W::Tens(60)), ("setenta", W::Tens(70)),
        ("ochenta", W::Tens(80)), ("oitenta", W::Tens(80)), ("noventa", W::Tens(90)),
        ("diez", W::Teen(10)), ("dez", W::Teen(10)), ("doce", W::Teen(12)), ("doze", W::Teen(12)),
        ("trece", W::Teen(13)), ("treze", W::Teen(13)), ("catorce", W::Teen(14)), ("catorze", W::Teen(14)),
        ("quince", W::Teen(15)), ("dieciséis", W::Teen(16)), ("dieciseis", W::Teen(16)),
        ("dezesseis", W::Teen(16)), ("dezasseis", W::Teen(16)), ("diecisiete", W::Teen(17)),
        ("dezessete", W::Teen(17)), ("dezassete", W::Teen(17)), ("dieciocho", W::Teen(18)), ("dezoito", W::Teen(18)),
        ("diecinueve", W::Teen(19)), ("dezenove", W::Teen(19)), ("dezanove", W::Teen(19)),
        ("veintiuno", W::Teen(21)), ("veintiún", W::Teen(21)), ("veintidós", W::Teen(22)), ("veintidos", W::Teen(22)),
        ("veintitrés", W::Teen(23)), ("veintitres", W::Teen(23)), ("veinticuatro", W::Teen(24)),
        ("veinticinco", W::Teen(25)), ("veintiséis", W::Teen(26)), ("veintiseis", W::Teen(26)),
        ("veintisiete", W::Teen(27)), ("veintiocho", W::Teen(28)), ("veintinueve", W::Teen(29)),
        ("hundred", W::Hundred),
        ("thousand", W::Thousand),
        ("and", W::And),
        ("double", W::Repeat(2)),
        ("triple", W::Repeat(3)),
        ("plus", W::Plus),
    ];
    static TABLE: OnceLock<Vec<(&'static str, W)>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t: Vec<(&'static str, W)> = WORDS.to_vec();
        for (d, ws) in DIGITS.iter().enumerate() {
            let v = if d == 0 { W::Zero(false) } else { W::Unit(d as u64) };
            t.extend(ws.iter().map(|&s| (s, v)));
        }
        crate::sort::sort_by_key(&mut t, |&(s, _)| s);
        t
    });
    // Lower-case (ASCII letters only) into a small buffer: no allocation per token.
    let n = w.len();
    if n > 12 {
        return W::Other;
    }
    let mut buf = [0u8; 12];
    buf[..n].copy_from_slice(w.as_bytes());
    buf[..n].make_ascii_lowercase();
    let Ok(lw) = std::str::from_utf8(&buf[..n]) else { return W::Other };
    table.binary_search_by(|&(s, _)| s.cmp(lw)).map_or(W::Other, |i| table[i].1)
}

/// Digit words of other languages, said one by one (index = digit): Spanish, French, German, Italian, Vietnamese,
/// Portuguese, Polish and Dutch (not Dutch "een", the article). Only single digits: their tens and hundreds are not
/// read. Portuguese "um"/"uma" is English's filler "um" too: it is read as 1 only next to another Portuguese digit
/// word ([`PT_DIGITS`]; "quatro um oito", not "um, four one five").
#[rustfmt::skip]
const DIGITS: [&[&str]; 10] = [
    &["cero", "zéro", "null", "không", "nul"],
    &["uno", "una", "un", "une", "eins", "một", "um", "jeden", "jedna", "jedno"],
    &["dos", "deux", "zwei", "zwo", "due", "hai", "dois", "duas", "dwa", "dwie", "twee"],
    &["tres", "trois", "drei", "tre", "ba", "três", "trzy", "drie"],
    &["cuatro", "quatre", "vier", "quattro", "bốn", "quatro", "cztery"],
    &["cinco", "cinq", "fünf", "cinque", "năm", "pięć", "vijf"],
    &["seis", "sechs", "sei", "sáu", "meia", "sześć", "zes"],
    &["siete", "sept", "sieben", "sette", "bảy", "sete", "siedem", "zeven"],
    &["ocho", "huit", "acht", "otto", "tám", "oito", "osiem"],
    &["nueve", "neuf", "neun", "nove", "chín", "dziewięć", "negen"],
];

/// English tens: never joined by "y" / "e".
const ENGLISH_TENS: &[&str] = &["twenty", "thirty", "forty", "fourty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/// Portuguese digit words other than "um"/"uma": one of them next to "um" makes it a digit.
const PT_DIGITS: &[&str] =
    &["zero", "dois", "duas", "três", "tres", "quatro", "cinco", "seis", "meia", "sete", "oito", "nove"];

/// A group: consecutive tokens read as one number.
#[derive(Clone, Debug)]
struct Group {
    first: usize,
    /// One past the last token.
    end: usize,
    digits: String,
    /// Said as words (false: a written digit token, kept as it is).
    words: bool,
    /// A lone "oh" / "o".
    oh: bool,
}

struct Parser<'t> {
    text: &'t str,
    toks: &'t [Token],
    words: Vec<W>,
    gaps: Vec<Gap>,
    used: Vec<bool>,
}

impl Parser<'_> {
    fn w(&self, i: usize) -> W {
        self.words.get(i).copied().unwrap_or(W::Other)
    }

    /// Token `i` exists, is free and joins token `i - 1`.
    fn joined(&self, i: usize) -> bool {
        i < self.toks.len() && !self.used[i] && self.gaps[i - 1] == Gap::Join
    }

    /// The text of token `i`, when it exists, is free and joins token `i - 1`.
    fn joined_text(&self, i: usize) -> &str {
        if self.joined(i) {
            &self.text[self.toks[i].span]
        } else {
            ""
        }
    }

    fn small(&self, i: usize) -> Option<(u64, usize)> {
        if let Some(fr) = self.french(i) {
            return Some(fr);
        }
        match self.w(i) {
            // Spanish and Portuguese join tens and units with "y" / "e": "treinta y tres", "trinta e dois".
            W::Tens(t)
                if matches!(self.joined_text(i + 1), "y" | "e")
                    && self.joined(i + 2)
                    && matches!(self.w(i + 2), W::Unit(_))
                    && !ENGLISH_TENS.iter().any(|e| e.eq_ignore_ascii_case(&self.text[self.toks[i].span])) =>
            {
                let W::Unit(u) = self.w(i + 2) else { unreachable!("matched above") };
                Some((t + u, i + 3))
            }
            W::Tens(t) => match self.joined(i + 1).then(|| self.w(i + 1)) {
                Some(W::Unit(u)) => Some((t + u, i + 2)),
                _ => Some((t, i + 1)),
            },
            W::Teen(v) | W::Unit(v) => Some((v, i + 1)),
            _ => None,
        }
    }

    /// French 10–19 from "dix": "dix", "dix-sept", "dix-huit", "dix-neuf", or a teen word ("onze" … "seize").
    fn french_teen(&self, i: usize) -> Option<(u64, usize)> {
        let t = &self.text[self.toks.get(i)?.span];
        if t.eq_ignore_ascii_case("dix") {
            return match self.joined(i + 1).then(|| self.w(i + 1)) {
                Some(W::Unit(u @ 7..=9)) => Some((10 + u, i + 2)),
                _ => Some((10, i + 1)),
            };
        }
        match self.w(i) {
            W::Teen(v @ 11..=16) => Some((v, i + 1)),
            _ => None,
        }
    }

    /// French pairs, as French phone numbers are said: "soixante-dix-huit" (78), "quatre-vingt-dix-neuf" (99),
    /// "vingt et un" (21), "soixante et onze" (71), "dix-sept" (17). `None` for anything that is not French.
    fn french(&self, i: usize) -> Option<(u64, usize)> {
        let t = &self.text[self.toks.get(i)?.span];
        let is = |w: &str, s: &[&str]| s.iter().any(|x| x.eq_ignore_ascii_case(w));
        let tens = [("vingt", 20), ("trente", 30), ("quarante", 40), ("cinquante", 50), ("soixante", 60)];
        let (base, mut k) = if let Some(&(_, v)) = tens.iter().find(|(w, _)| w.eq_ignore_ascii_case(t)) {
            (v, i + 1)
        } else if is(t, &["quatre"]) && is(self.joined_text(i + 1), &["vingt", "vingts"]) {
            (80, i + 2)
        } else if is(t, &["dix"]) {
            return self.french_teen(i);
        } else {
            return None;
        };
        // "et un", "et onze".
        if base != 80 && is(self.joined_text(k), &["et"]) {
            let next = self.joined_text(k + 1);
            if is(next, &["un", "une"]) {
                return Some((base + 1, k + 2));
            }
            if base == 60 && is(next, &["onze"]) {
                return Some((71, k + 2));
            }
        }
        if (base == 60 || base == 80) && self.joined(k) {
            if let Some((v, e)) = self.french_teen(k) {
                return Some((base + v, e));
            }
        }
        if self.joined(k) {
            if let W::Unit(u) = self.w(k) {
                k += 1;
                return Some((base + u, k));
            }
        }
        Some((base, k))
    }

    fn below_thousand(&self, i: usize) -> Option<(u64, usize)> {
        let (a, k) = self.small(i)?;
        if !(self.joined(k) && self.w(k) == W::Hundred) {
            return Some((a, k));
        }
        let (v, m) = (a * 100, k + 1);
        if self.joined(m) && self.w(m) == W::And && self.joined(m + 1) {
            if let Some((b, e)) = self.small(m + 1) {
                return Some((v + b, e));
            }
        }
        // A lone digit after "hundred" needs "and": "eight hundred five five five" is 800 555, not 805 55.
        if self.joined(m) && matches!(self.w(m), W::Teen(_) | W::Tens(_)) {
            if let Some((b, e)) = self.small(m) {
                return Some((v + b, e));
            }
        }
        Some((v, m))
    }

    fn number(&self, i: usize) -> Option<(u64, usize)> {
        let (a, k) = self.below_thousand(i)?;
        if !(self.joined(k) && self.w(k) == W::Thousand) {
            return Some((a, k));
        }
        let (v, m) = (a * 1000, k + 1);
        if self.joined(m) && self.w(m) == W::And && self.joined(m + 1) {
            if let Some((b, e)) = self.below_thousand(m + 1) {
                return Some((v + b, e));
            }
        }
        if self.joined(m) {
            if let Some((b, e)) = self.below_thousand(m) {
                return Some((v + b, e));
            }
        }
        Some((v, m))
    }

    fn group(&self, i: usize) -> Option<Group> {
        if i >= self.toks.len() || self.used[i] {
            return None;
        }
        let tok = self.toks[i];
        let g = |end, digits: String, words, oh| Some(Group { first: i, end, digits, words, oh });
        if tok.kind == Kind::Digits {
            return g(i + 1, self.text[tok.span].to_string(), false, false);
        }
        match self.w(i) {
            W::Zero(oh) => g(i + 1, "0".into(), true, oh),
            W::Repeat(n) if self.joined(i + 1) => {
                let next = self.toks[i + 1];
                let d = match self.w(i + 1) {
                    W::Zero(_) => '0',
                    W::Unit(u) => char::from(b'0' + u as u8),
                    _ if next.kind == Kind::Digits && next.span.len() == 1 => {
                        self.text.as_bytes()[next.span.start] as char
                    }
                    _ => return None,
                };
                g(i + 2, std::iter::repeat(d).take(n).collect(), true, false)
            }
            W::Unit(_) | W::Teen(_) | W::Tens(_) => {
                if self.is_um(i) && !self.um_is_digit(i) {
                    return None;
                }
                let (v, end) = self.number(i)?;
                g(end, v.to_string(), true, false)
            }
            _ => None,
        }
    }
}

impl Parser<'_> {
    /// Token `i` is Portuguese "um"/"uma" (or English's filler "um").
    fn is_um(&self, i: usize) -> bool {
        let t = &self.text[self.toks[i].span];
        t.eq_ignore_ascii_case("um") || t.eq_ignore_ascii_case("uma")
    }

    /// "um" is a digit when the nearest word that is not "um", on either side within its run, is a Portuguese digit
    /// word: "quatro um oito", "um um nove", not "um, four one five".
    fn um_is_digit(&self, i: usize) -> bool {
        let pt = |k: usize| {
            let t = self.text[self.toks[k].span].to_lowercase();
            PT_DIGITS.contains(&t.as_str())
        };
        let mut k = i;
        while k > 0 && self.gaps[k - 1] != Gap::Break {
            k -= 1;
            if !self.is_um(k) {
                if pt(k) {
                    return true;
                }
                break;
            }
        }
        let mut k = i;
        while k + 1 < self.toks.len() && self.gaps[k] != Gap::Break {
            k += 1;
            if !self.is_um(k) {
                return pt(k);
            }
        }
        false
    }
}

/// True when token `i` is a spoken "at" (`at`, `[at]`, `(at)`) right after token `i - 1`.
fn before_at(text: &str, toks: &[Token], i: usize) -> bool {
    let Some(t) = toks.get(i) else { return false };
    let g = text[toks[i - 1].span.end..t.span.start].trim_matches([' ', '\t']);
    text[t.span].eq_ignore_ascii_case("at") && matches!(g, "" | "[" | "(" | "{" | "<")
}

/// The edits that rewrite spoken numbers and spelled letters in `text` (sorted, disjoint).
pub(crate) fn edits(text: &str) -> Vec<Edit> {
    let toks = tokenize(text);
    if toks.is_empty() {
        return Vec::new();
    }
    let gaps: Vec<Gap> = toks.windows(2).map(|w| gap(&text[w[0].span.end..w[1].span.start])).collect();
    let mut used = vec![false; toks.len()];
    let mut out = Vec::new();
    spelled(text, &toks, &mut used, &mut out);
    let mut forced = vec![false; toks.len()];
    for k in spaced(text, &toks, &mut used, &mut out) {
        forced[k] = true;
    }
    ordinals(text, &toks, &gaps, &mut used, &mut out);
    let words = toks.iter().map(|t| if t.kind == Kind::Word { word(&text[t.span]) } else { W::Other }).collect();
    let p = Parser { text, toks: &toks, words, gaps, used };
    let mut i = 0;
    while i < toks.len() {
        let mut groups: Vec<Group> = Vec::new();
        // Indexes of the groups that a spoken "dash" separates from the one before ("nine eight eight dash seven four").
        let mut dashes: Vec<usize> = Vec::new();
        let mut j = i;
        while let Some(g) = p.group(j) {
            // A line break joins only words to words: "…07,000\neight seven nine" is a timing line, then speech.
            if let Some(prev) = groups.last() {
                let gap_text = &text[toks[prev.end - 1].span.end..toks[g.first].span.start];
                if gap_text.contains('\n') && !(prev.words && g.words) {
                    break;
                }
            }
            j = g.end;
            groups.push(g);
            if j >= toks.len() || p.gaps[j - 1] == Gap::Break {
                break;
            }
            // A spoken "dash" or "hyphen" between two groups of said digits is the hyphen of an SSN, an ITIN or a
            // phone number: "nine eight eight dash seven four dash nine one seven oh" → `988-74-9170`.
            let dash = toks[j].kind == Kind::Word
                && matches!(text[toks[j].span].to_ascii_lowercase().as_str(), "dash" | "hyphen")
                && j + 1 < toks.len()
                && p.gaps[j] != Gap::Break;
            if dash && groups.last().is_some_and(|g| g.words) && p.group(j + 1).is_some_and(|n| n.words) {
                dashes.push(groups.len());
                j += 1;
            }
        }
        if groups.is_empty() {
            i += 1;
            continue;
        }
        i = j;
        let pause_after = |g: &Group| g.end < toks.len() && p.gaps[g.end - 1] == Gap::Pause;
        if groups.len() > 1 && groups[0].oh && pause_after(&groups[0]) {
            groups.remove(0);
        }
        if groups.len() > 1 && groups[groups.len() - 1].oh && pause_after(&groups[groups.len() - 2]) {
            groups.pop();
        }
        let total: usize = groups.iter().map(|g| g.digits.len()).sum();
        let said: usize = groups.iter().filter(|g| g.words).map(|g| g.digits.len()).sum();
        let last = groups[groups.len() - 1].end;
        // Before a spoken "at" a shorter run may be the end of an e-mail's local part ("dana seven nine at …").
        let glued = groups.iter().any(|g| (g.first..g.end).any(|t| forced[t]));
        // Right after a month (not "may", a verb too) a day or year is short: "february eighty nine" → `february 89`.
        let first_tok = groups[0].first;
        let after_month = first_tok >= 1
            && p.gaps[first_tok - 1] != Gap::Break
            && month(&text[toks[first_tok - 1].span])
            && !text[toks[first_tok - 1].span].eq_ignore_ascii_case("may");
        let (min_total, min_said) = if glued {
            (1, 1)
        } else if after_month || before_at(text, &toks, last) {
            (2, 1)
        } else {
            (3, 2)
        };
        // Digits dictated one by one as written digits ("4 1 5 5 5 5 0 1 3 2"): five or more join like words.
        let dictation = said == 0 && groups.len() >= 5 && groups.iter().all(|g| g.digits.len() == 1);
        if !dictation && (total < min_total || said < min_said) {
            continue;
        }
        // "plus" right before the run, not after another number: a country code ("plus eight four" → "+84").
        let first = groups[0].first;
        if first > 0 && p.gaps[first - 1] == Gap::Join && p.w(first - 1) == W::Plus && !p.used[first - 1] {
            let after_number = first >= 2 && p.gaps[first - 2] != Gap::Break && p.group(first - 2).is_some();
            if !after_number && &text[toks[first - 1].span.end..toks[first].span.start] != "-" {
                out.push(Edit::new(Span::new(toks[first - 1].span.start, toks[first].span.start), "+"));
            }
        }
        for (k, g) in groups.iter().enumerate() {
            if k > 0 {
                let prev = &groups[k - 1];
                let span = Span::new(toks[prev.end - 1].span.end, toks[g.first].span.start);
                let old = &text[span];
                let single = prev.digits.len() == 1 && g.digits.len() == 1;
                let new = match p.gaps[prev.end - 1] {
                    _ if dashes.contains(&k) => "-",
                    // Written digits keep the writer's punctuation: "07,000" stays.
                    _ if !(prev.words || g.words || dictation || (single && said > 0)) => old,
                    Gap::Pause => " ",
                    // Word groups join; so do single digits, said or written ("4 five" → "45").
                    _ if (prev.words && g.words) || single => "",
                    _ => old,
                };
                if new != old {
                    out.push(Edit::new(span, new.to_string()));
                }
            }
            if g.words {
                let span = Span::new(toks[g.first].span.start, toks[g.end - 1].span.end);
                out.push(Edit::new(span, g.digits.clone()));
            }
        }
    }
    crate::sort::sort_by_key(&mut out, |e| e.span.start);
    out
}

#[cfg(test)]
mod tests {
    use super::super::shadow;
    use super::super::tests::{check_pass, check_shadow_spans};

    /// (original, shadow text)
    const POSITIVES: &[(&str, &str)] = &[
        ("four one five five five five zero one three two", "4155550132"),
        ("four one five, five five five, zero one three two", "415 555 0132"),
        ("it's oh seven seven double nine", "it's 07799"),
        ("triple five", "555"),
        ("Nine hundred", "900"),
        ("five hundred and fifty", "550"),
        ("forty two forty-two", "4242"),
        ("born nineteen eighty two", "born 1982"),
        ("in twenty twenty", "in 2020"),
        ("twenty oh five", "2005"),
        ("el de Héctor treinta y tres, veintidós, cuarenta y siete, diecinueve, cero ocho.", "el de Héctor 33 22 47 19 08."),
        ("cliente: cincuenta y cinco cuarenta y cuatro doce treinta y ocho noventa agente", "cliente: 5544123890 agente"),
        ("é trinta e dois, quarenta e cinco, dezoito", "é 32 45 18"),
        ("Confirmando: quatro um oito, zero dois sete, três nove cinco, zero cinco.", "Confirmando: 418 027 395 05."),
        ("o meu é onze, nove nove sete zero dois, um um oito", "o meu é 11 99702 118"),
        ("um, four one five is the area code", "um, 415 is the area code"),
        ("my number is um four one five", "my number is um 415"),
        ("numer: sześć zero jeden, dwa trzy cztery, pięć sześć siedem", "numer: 601 234 567"),
        ("osiem osiem dziewięć zero", "8890"),
        ("nul zes twee drie vier vijf", "062345"),
        ("two thousand and twenty four", "2024"),
        ("415 five five five 0132", "415 555 0132"),
        ("it's nine eight eight dash seven four dash nine one seven oh okay", "it's 988-74-9170 okay"),
        ("call me on oh nine oh four, eight seven nine, nine hundred", "call me on 0904 879 900"),
        ("FOUR ONE FIVE... five five five", "415 555"),
        ("one eight hundred five five five", "1800555"),
        ("niner niner one", "991"),
        ("four one five\nfive five five", "415 555"),
        ("nineteen hundred", "1900"),
        ("Oh, one two three", "Oh, 123"),
        ("double oh seven", "007"),
        ("zero-one-two", "012"),
        ("it's four one five five five five zero one three two k thanks", "it's 4155550132 k thanks"),
        ("plus eight four, nine oh four, eight seven nine, nine hundred", "+84 904 879 900"),
        ("it's plus forty four, seven seven double nine", "it's +44 7799"),
        ("dana seven nine at gmail dot com", "dana79@gmail.com"),
        ("john eighty seven at gmail dot com", "john87@gmail.com"),
        ("siobhan dot mcallister eighty five at hotmail dot co dot uk", "siobhan.mcallister85@hotmail.co.uk"),
        ("số của tôi là không chín không bốn, tám bảy chín, chín không không", "số của tôi là 0904 879 900"),
        ("mi número es seis uno dos, tres cuatro cinco", "mi número es 612 345"),
        ("meine Nummer ist null eins sieben zwo", "meine Nummer ist 0172"),
        ("c'est zéro six, un deux", "c'est 06 12"),
        ("zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit", "06 12 34 56 78"),
        ("zéro un, quarante-deux, soixante et onze, quatre-vingt-dix-neuf, vingt et un", "01 42 71 99 21"),
        ("zéro sept, quatre-vingts, dix-sept", "07 80 17"),
        ("four twenty", "420"),
        ("it's 4 1 5 5 5 5 0 1 3 2", "it's 4155550132"),
        ("0 9 0 4, 8 7 9, 9 0 0", "0904 879 900"),
        ("4 1 5 five five five", "415555"),
    ];

    /// Text that must come out unchanged.
    const NEGATIVES: &[&str] = &[
        "one of them",
        "I'll be there in two minutes",
        "a hundred people",
        "twenty dollars",
        "twenty five dollars",
        "it's gonna be fine",
        "at the end of the day",
        "version two point one",
        "oh I see, one more thing",
        "so um one thing",
        "tengo treinta y tres años",
        "veinte minutos",
        "one or two",
        "two and two",
        "the one and only",
        "someone, anyone, phone tone",
        "they're twenty-one",
        "o'clock",
        "1 one",
        "two plus two",
        "one at a time",
        "plus one",
        "due to the null pointer",
        "tôi có hai con mèo",
        "vingt ans et quatre enfants",
        "un deux",
        "Otto and Sei",
        "steps 1 2 3 4 then",
        "at 00:00:05,000 --> 00:00:07,000",
        "1,000,000 and 2,5",
    ];

    #[test]
    fn tables() {
        check_pass(shadow, POSITIVES, NEGATIVES);
    }

    /// (original, a substring of the shadow, the original text it maps to)
    #[test]
    fn spans_map_to_the_words() {
        let rows = [
            ("call four one five, five five five now", "415 555", "four one five, five five five"),
            ("call four one five, five five five now", "15", "one five"),
            ("it's oh seven seven double nine ok", "99", "double nine"),
            ("it's oh seven seven double nine ok", "9", "double nine"),
            ("415 five five five 0132", "5 555 0", "5 five five five 0"),
            ("five hundred and fifty", "50", "five hundred and fifty"),
            ("ID W-H-I-T-F-I-E-L-D.", "HIT", "H-I-T"),
            ("call ٤١٥ five five five", "415 555", "٤١٥ five five five"),
        ];
        check_shadow_spans(&rows);
    }
}
