//! PHONE: telephone numbers in free text, national and international, validated by numbering-plan metadata.
//!
//! How it works (never a matcher over the whole text):
//! 1. `scan` finds *runs*: digit groups joined by phone separators (spaces, `.`, `-`, `/`, Unicode dashes,
//!    parentheses, `(0)`, one line break). One linear pass over the bytes.
//! 2. Each run is cut into *segments* at its whitespace joins. Segments shaped like a date (`2024-10-15`,
//!    `15.10.2024`), an IP address or a dotted version (`3.10.2.7`), an SSN (`123-45-6789`), or glued to a token
//!    (`INV-2024-00123`, `$1,299.00`, `...:8080`) are barriers; a Luhn-valid 13–19 digit run is a card, never a phone.
//! 3. From left to right, the best-scoring (then longest) span of consecutive non-barrier segments (7–17 digits)
//!    that `rlibphonenumber` (libphonenumber's metadata) accepts becomes a finding, so two numbers side by side are
//!    found separately and a stray number next to a phone does not sink it. International numbers (`+CC`, `(+CC)`, `00CC`)
//!    are parsed as such; national ones are tried in every candidate region ([`PhoneRecognizer::DEFAULT_REGIONS`],
//!    configurable with [`PhoneRecognizer::with_regions`]) and accepted if valid in any (the score takes the best).
//! 4. An extension after the number (`x204`, `ext. 12`, `extension 7`, `#12`, `poste 3`, `Durchwahl 12`, `interno 3`,
//!    `ramal 21`, `anexo 4`, `toestel 12`, `wew. 31`, `dahili 5`, `内線 12`) joins the
//!    span.
//!
//! Scores (see [`crate::finding::score`]):
//!
//! | shape | score | rule |
//! |---|---|---|
//! | `+CC ...`, `00CC ...`, valid | 0.95 (0.9 unseparated; 0.4 for unseparated `00CC...`) | `phone/international` |
//! | national, valid, with a trunk `0`, an area code in parentheses, or NANP `3-3-4` grouping | 0.85 | `phone/national` |
//! | `+CC` and a possible length for that country, separated, but not in a range the metadata lists as valid | 0.6 | `phone/international-possible` |
//! | national, valid, no trunk prefix, ≥ 9 digits, grouped exactly as the region's own format | 0.6 | `phone/national` |
//! | `+CC` and a possible length for that country, separated, but not in a range the metadata lists as valid | 0.6 | `phone/international-possible` |
//! | national, valid, no trunk prefix, ≥ 9 digits, grouped but not like a thousands-separated quantity | 0.55 | `phone/national` |
//! | national, valid, separated but none of those shapes | 0.45 | `phone/national-unshaped` |
//! | one bare digit run, valid | 0.4 | `phone/national-bare` |
//! | NANP area code 555, or 555-0101..0199 (fiction), formatted | 0.55 | `phone/nanp-fiction` |
//! | NANP `NXX-555-0100` (the documentation example), formatted: flagged `placeholder` | 0.2 | `phone/nanp-placeholder` |
//!
//! A whole-word cue before the number ("call", "phone", "tel", "mobile", "Telefon", "số điện thoại", ...) raises a
//! valid national number to at least 0.75 (+0.1 for already strong shapes); a stronger-than-phone cue ("order",
//! "invoice", "ticket", "account", "version", ...) without a phone cue caps a national number at 0.3.
//! Runs that fail validation are reported as rejected candidates (`phone/invalid`, `phone/date-shape`,
//! `phone/card-shape`, ...) so the explanation can say why they were not redacted.
//!
//! Cost (measured 2026-11-30 on a shared, loaded 2-core machine; ~1 MB of phone-dense mixed text, 14,593 phones):
//! - validation builds the `PhoneNumber` from calling code + national digits and calls `is_possible_number` (a
//!   length table) then `is_valid` (the region's patterns); `PhoneNumberUtil::parse` is only the fallback for
//!   invalid `+CC` runs. With the `lite` feature one `is_valid` is ~3 µs natively; with the `regex` feature ~0.45 µs.
//! - national numbers try the region that validated the previous number first, then regions by trunk-prefix habit.
//! - `analyze` in Node (wasm, release): ~2–2.5 MB/s with `lite`, ~4.8 MB/s with `regex`; wasm size over the
//!   pre-phone build: `lite` +505 KB raw / +161 KB gzip, `regex` +647 KB / +180 KB (full Unicode tables for the
//!   shared `regex` crate). `lite` is the default here; switching is one feature in Cargo.toml.
//!
//! Deliberately not matched: numbers glued to letters or digits, dates, dotted versions and IPs, prices, SSN-shaped
//! `123-45-6789`, Luhn-valid card runs, times, numbers written as words (the transcript normaliser's job), and
//! full-width or non-ASCII digits (to be folded before matching).

mod scan;

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;

use regex::Regex;
use rlibphonenumber::{enums::Region, PhoneNumber, PhoneNumberFormat, PHONE_NUMBER_UTIL};

use crate::finding::score;
use crate::{Finding, Label, Recognizer, Span, Validation};
use scan::{Group, Run, Sep};

/// The regions national-format numbers are tried in, in this order (ISO 3166 alpha-2; `US` covers all of NANP).
pub const DEFAULT_REGIONS: &[&str] = &[
    "US", "GB", "IE", "DE", "FR", "ES", "IT", "NL", "BE", "CH", "AT", "PL", "SE", "NO", "DK", "IN", "VN", "CN", "JP",
    "KR", "SG", "PH", "AU", "NZ", "BR", "MX", "ZA", "NG", "AE",
];

/// Regions whose national numbers are written with a trunk prefix `0` (so a leading 0 is a strong phone shape).
const TRUNK_ZERO: &[&str] = &[
    "GB", "IE", "DE", "FR", "NL", "BE", "CH", "AT", "SE", "IN", "VN", "CN", "JP", "KR", "PH", "AU", "NZ", "BR", "ZA",
    "NG", "AE", "FI", "TR", "ID", "TH", "MY", "IL", "EG", "PK", "AR", "PE", "CO", "TW", "GR", "PT",
];

/// Whole-word cues before a number that make it a phone (lower case).
const PHONE_CUES: &[&str] = &[
    "call", "called", "calling", "caller", "phone", "phones", "telephone", "tel", "tele", "telefon", "telefone",
    "telefono", "teléfono", "telefoon", "téléphone", "tél", "tlf", "tfn", "telp", "mobile", "mob", "mobil", "mobiel",
    "móvil", "movil", "cell", "cellphone", "cellulare", "celular", "handy", "ring", "fax", "dial", "dialled", "dialed",
    "text", "sms", "whatsapp", "hotline", "helpline", "contact", "reach", "rufnummer", "portable", "sđt", "sdt", "đt",
    "gọi", "gsm", "callback", "landline", "handynummer", "telefonnummer", "mobilnummer", "festnetz", "rückruf",
    "fisso", "cellulare", "recapito", "fijo", "contato", "contacto", "celular", "telemóvel", "numéro", "cel", "whatsapp",
    "viber", "zalo", "gcash", "tel.", "phoned", "rang", "texted",
];

/// Cues of several words (lower case, single spaces).
const PHONE_PHRASES: &[&str] = &["số điện thoại", "điện thoại", "di động"];

/// One- or two-letter labels that are cues only right before a colon ("T: +44 ...", "M: 0412 ...").
const PHONE_LABELS: &[&str] = &["t", "m", "p", "f", "ph", "tel", "mob", "mo"];

/// Cues in scripts written without spaces: matched anywhere in a word.
const PHONE_UNSPACED: &[&str] = &["電話", "携帯", "电话", "手机", "전화", "휴대폰", "연락처"];

/// Whole-word cues that say a number is something else (a national-format number after one is capped at 0.3).
const OTHER_CUES: &[&str] = &[
    "order", "invoice", "inv", "ticket", "tracking", "ref", "reference", "sku", "build", "version", "ver", "serial",
    "account", "acct", "iban", "card", "ssn", "isbn", "part", "po", "case", "policy", "member", "id", "customer",
    "transaction", "txn", "confirmation", "receipt", "item", "model", "patent", "licence", "license", "passport",
    "booking", "claim", "batch", "lot", "shipment", "parcel", "code", "passcode", "pin", "doi", "ordre", "pedido",
    "bestellung", "bestellnummer", "commande", "ordine", "bestelling", "ordernummer", "zamówienie", "zamówienia",
    "listu", "przesyłki", "awb", "waybill", "consignment", "sample", "meter", "zgłoszenie", "zgłoszenia", "protocolo",
    "folio", "pratica", "dossier", "aktenzeichen", "vorgang", "vorgangsnummer", "expediente", "incidencia", "nf",
    "rma", "sr", "inc", "chg", "prescription", "rx", "req", "ritm", "job", "run", "trace", "track", "serienummer", "seriennummer",
    // Order, invoice, tracking and request words of more languages (Turkish, Portuguese, Spanish, French, Italian,
    // Hungarian, Czech, Finnish, Swedish, Danish/Norwegian) and "request".
    "request", "sipariş", "siparişi", "siparis", "fatura", "faturası", "takip", "encomenda", "ordem", "factura",
    "facture", "fattura", "rechnung", "rechnungsnummer", "sendungsnummer", "rendelés", "objednávka", "tilaus",
    "beställning", "ordrenummer", "ordrenr", "kvittering",
];

/// Speaker roles: "Customer:" at the start of a turn names who speaks, not what the number is.
const SPEAKER_ROLES: &[&str] = &["customer", "client", "member", "cliente", "kunde", "kundin", "klant"];

const SCORE_INTL: f32 = score::CONFIRMED;
const SCORE_INTL_BARE: f32 = 0.9;
const SCORE_INTL_POSSIBLE: f32 = 0.6;
const SCORE_SHAPED: f32 = 0.85;
const SCORE_GROUPED: f32 = 0.6;
const SCORE_NO_TRUNK: f32 = 0.55;
const SCORE_UNSHAPED: f32 = 0.45;
const SCORE_BARE: f32 = score::WEAK;
const SCORE_PLACEHOLDER: f32 = 0.55;
const SCORE_CUED: f32 = 0.75;
const SCORE_OTHER_CUE_CAP: f32 = 0.3;

/// A candidate region, as national numbers need it: its calling code and whether it writes a trunk `0`.
struct RegionInfo {
    cc: i32,
    trunk_zero: bool,
}

/// Finds telephone numbers.
pub struct PhoneRecognizer {
    regions: Vec<RegionInfo>,
    ext: Regex,
}

impl PhoneRecognizer {
    /// The regions national-format numbers are tried in by default.
    pub const DEFAULT_REGIONS: &'static [&'static str] = DEFAULT_REGIONS;

    /// The recognizer with [`PhoneRecognizer::DEFAULT_REGIONS`].
    pub fn new() -> PhoneRecognizer {
        PhoneRecognizer::with_regions(DEFAULT_REGIONS).expect("default regions are known")
    }

    /// The recognizer trying national-format numbers in these regions (ISO 3166 alpha-2 codes), in this order.
    pub fn with_regions(codes: &[&str]) -> Result<PhoneRecognizer, String> {
        let mut regions = Vec::with_capacity(codes.len());
        for code in codes {
            let region: Region = code
                .parse()
                .ok()
                .filter(|&r| PHONE_NUMBER_UTIL.get_country_code_for_region(r).is_some())
                .ok_or_else(|| format!("unknown phone region {code:?}"))?;
            let cc = PHONE_NUMBER_UTIL.get_country_code_for_region(region).expect("checked above");
            regions.push(RegionInfo { cc, trunk_zero: TRUNK_ZERO.contains(code) });
        }
        let ext = Regex::new(
            r"^(?i:[ \t]*,?[ \t]*(?:(?:ext(?:ension|n)?|x|poste|durchwahl|dw|nebenstelle|interno|int|extensión|extensao|extensão|ramal|anexo|toestel|tst|wewnętrzny|wew|anknytning|lokal|sisäinen|dahili|nội bộ|máy lẻ|内線|分机|내선)[ \t]*[.:]?|#)[ \t]*)[0-9]{1,6}",
        )
        .expect("extension pattern compiles");
        Ok(PhoneRecognizer { regions, ext })
    }
}

impl Default for PhoneRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// The digits of a group.
fn digits<'t>(text: &'t str, g: &Group) -> &'t str {
    &text[g.dstart..g.dend]
}

/// `(0)`: the trunk prefix written in parentheses (`+44 (0)20 ...`).
fn is_trunk_paren(text: &str, g: &Group) -> bool {
    g.paren && !g.plus && digits(text, g) == "0"
}

fn wordy(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Letters, digits and `_` glue a number into a longer token, except in scripts written without spaces (CJK, kana,
/// Hangul, full-width forms): "電話03-1234-5678まで" holds a phone.
pub(super) fn joins(c: char) -> bool {
    wordy(c) && !matches!(c, '\u{2E80}'..='\u{D7FF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
}

/// Luhn check over ASCII digits.
fn luhn(ds: &[u8]) -> bool {
    let mut sum = 0u32;
    for (i, d) in ds.iter().rev().enumerate() {
        let mut v = u32::from(d - b'0');
        if i % 2 == 1 {
            v *= 2;
            if v > 9 {
                v -= 9;
            }
        }
        sum += v;
    }
    sum % 10 == 0
}

/// Why a segment (groups joined by strong separators) can never be part of a phone number, if it cannot.
fn barrier_kind(text: &str, seg: &[Group]) -> Option<&'static str> {
    if seg.len() < 2 || seg.iter().any(|g| g.plus || g.paren) {
        return None;
    }
    // Dots, then a slash: a DOI (`10.1000/182`) or a network (`172.16.0.0/12`), never a phone. A slash after the
    // area code, then dots, is a Belgian or German way to write a number (`0486/55.21.09`).
    let first_sep = |b: u8| seg[1..].iter().position(|g| g.sep == Sep::Strong && g.strong == b);
    if let (Some(dot), Some(slash)) = (first_sep(b'.'), first_sep(b'/')) {
        if dot < slash || digits(text, &seg[0]).len() > 5 || !digits(text, &seg[0]).starts_with('0') {
            return Some("phone/mixed-shape");
        }
        return None;
    }
    let kind = seg[1].strong;
    if !seg[1..].iter().all(|g| g.sep == Sep::Strong && g.strong == kind) {
        // A date followed by more digits under another separator ("Due 2025-10-24. 2.") is still a date.
        if seg.len() > 3 && seg[2].sep == Sep::Strong && seg[2].strong == kind && kind != b'.' {
            if let Some(rule) = barrier_kind(text, &seg[..3]).filter(|r| *r == "phone/date-shape") {
                return Some(rule);
            }
        }
        return None;
    }
    let lens: Vec<usize> = seg.iter().map(Group::ndigits).collect();
    let val = |i: usize| digits(text, &seg[i]).parse::<u32>().unwrap_or(u32::MAX);
    if seg.len() == 3 {
        let (a, b, c) = (lens[0], lens[1], lens[2]);
        // y-m-d
        if a == 4 && (1..=2).contains(&b) && (1..=2).contains(&c) && (1..=12).contains(&val(1)) && (1..=31).contains(&val(2)) {
            return Some("phone/date-shape");
        }
        // d-m-y and m-d-y
        if (1..=2).contains(&a)
            && (1..=2).contains(&b)
            && (c == 4 || c == 2)
            && (1..=31).contains(&val(0))
            && (1..=31).contains(&val(1))
            && (val(0) <= 12 || val(1) <= 12)
        {
            return Some("phone/date-shape");
        }
        if lens == [3, 2, 4] && kind == b'-' {
            return Some("phone/ssn-shape");
        }
    }
    // A year then `-` or `/` and more digits is a dated reference (`2025-03-4471`, `2026/03/11842`, `2026-55190`).
    let g0 = digits(text, &seg[0]);
    if g0.len() == 4
        && matches!(kind, b'-' | b'/')
        && (1990..=2039).contains(&g0.parse::<u32>().unwrap_or(0))
    {
        return Some("phone/dated-reference");
    }
    if kind == b'-' && seg.len() == 4 && is_isbn(text, seg) {
        return Some("phone/isbn-shape");
    }
    if kind == b'.' {
        let first = digits(text, &seg[0]);
        if seg.len() == 4 && lens.iter().all(|l| (1..=3).contains(l)) {
            return Some("phone/ip-shape");
        }
        if seg.len() >= 3 && lens[0] <= 2 && !first.starts_with('0') && !(lens == [1, 3, 3, 4] && first == "1") {
            return Some("phone/version-shape");
        }
        // A one-digit group after the first is a version part (`120.0.6099.109`); dotted phones group by 2–4.
        if seg.len() >= 3 && lens[1..].contains(&1) {
            return Some("phone/version-shape");
        }
    }
    None
}

/// A hyphenated ISBN-10 (`0-306-40615-2`, check digit mod 11) or ISBN-13 (`978-3-16-148410-0`, mod 10).
fn is_isbn(text: &str, seg: &[Group]) -> bool {
    let ds: Vec<u32> = seg.iter().flat_map(|g| digits(text, g).bytes()).map(|b| u32::from(b - b'0')).collect();
    match ds.len() {
        10 => ds.iter().enumerate().map(|(i, d)| (10 - i as u32) * d).sum::<u32>() % 11 == 0,
        _ => false,
    }
}

/// "DE89 3704 0044 ...": the run is the rest of an IBAN written in groups after its country code and check digits.
fn after_iban_prefix(text: &str, first: &Group) -> bool {
    let Some(before) = text[..first.start].strip_suffix(' ') else { return false };
    let token = before.rsplit(|c: char| !c.is_ascii_alphanumeric()).next().unwrap_or("").as_bytes();
    token.len() == 4 && token[..2].iter().all(u8::is_ascii_uppercase) && token[2..].iter().all(u8::is_ascii_digit)
}

/// True when the run starting at `start` continues a token to its left (`INV-2024`, `$1,299`, `#44120`, `10:32`).
fn glued_left(text: &str, first: &Group) -> bool {
    let mut it = text[..first.start].chars().rev();
    match (it.next(), it.next()) {
        (Some(c), _) if "$€£¥₹₫#@\\".contains(c) => true,
        (Some('.' | '-' | '/' | '‐' | '–'), Some(p)) => joins(p),
        (Some(':'), Some(p)) => p.is_ascii_digit(),
        // "1,299,000": a thousands group; "0904879900,+84912345678" is a list.
        (Some(','), Some(p)) => p.is_ascii_digit() && !first.plus && first.ndigits() <= 3,
        _ => false,
    }
}

/// True when whatever follows `end` continues a token (`0132abc`, `...-B`, `1.234.567,89`, `...:8080`, `12%`).
fn glued_right(text: &str, end: usize) -> bool {
    let mut it = text[end..].chars();
    match (it.next(), it.next(), it.next()) {
        (Some(c), _, _) if joins(c) || "%$€£¥₹₫".contains(c) => true,
        (Some('.' | '-' | '/' | '‐' | '–'), Some(n), _) => joins(n),
        (Some(':'), Some(n), _) => n.is_ascii_digit(),
        // A decimal or thousands comma; "0904879900,0912345678" (a list) is not glued.
        (Some(','), Some(n), Some(m)) => n.is_ascii_digit() && !m.is_ascii_digit(),
        _ => false,
    }
}

/// (a phone cue in the 40 bytes before `start`, another identifier's cue in the 24 bytes before it, same sentence).
/// Cues are whole words: "recall" and "telecom" are not cues.
fn cues(text: &str, start: usize) -> (bool, bool) {
    let mut from = start.saturating_sub(40);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let w = text[from..start].to_lowercase();
    let mut words: Vec<(usize, usize)> = Vec::with_capacity(8);
    let mut open = None;
    for (k, c) in w.char_indices() {
        if wordy(c) {
            open.get_or_insert(k);
        } else if let Some(a) = open.take() {
            words.push((a, k));
        }
    }
    if let Some(a) = open {
        words.push((a, w.len()));
    }
    // A word cut by the window's start is not a word.
    if super::char_before(text, from).is_some_and(wordy) && words.first().is_some_and(|&(a, _)| a == 0) {
        words.remove(0);
    }
    // "po" (purchase order) only when written "PO": in Filipino chat it is a politeness particle ("opo", "po").
    // A speaker role before its colon ("Customer: 0412 ...") names who speaks.
    let is_other = |a: usize, b: usize| {
        let word = &w[a..b];
        if word == "po" {
            return text.get(from + a..from + b) == Some("PO");
        }
        if SPEAKER_ROLES.contains(&word) && w[b..].starts_with(':') {
            return false;
        }
        OTHER_CUES.contains(&word)
    };
    // The word right before the number decides first when it says the number is something else ("dial-in code").
    if words.last().is_some_and(|&(a, b)| is_other(a, b)) {
        return (false, true);
    }
    for (j, &(a, b)) in words.iter().enumerate() {
        let word = &w[a..b];
        let phrase = |n: usize| j >= n && PHONE_PHRASES.contains(&&w[words[j - n].0..b]);
        if PHONE_CUES.contains(&word)
            || (w[b..].starts_with(':') && PHONE_LABELS.contains(&word))
            || phrase(1)
            || phrase(2)
            || (!word.is_ascii() && PHONE_UNSPACED.iter().any(|c| word.contains(c)))
        {
            return (true, false);
        }
    }
    // Other cues: close, and in this sentence or line only.
    let near = w.len().saturating_sub(24);
    // A dot after a short abbreviation ("part no. 990-1234-01", "ref. 4471") does not end the sentence.
    let full_stop = w.rfind(". ").filter(|&i| w[..i].rsplit(|c: char| !wordy(c)).next().map_or(0, |x| x.chars().count()) > 3);
    let sentence = [w.rfind(['\n', ';']), full_stop, w.rfind("? "), w.rfind("! ")].into_iter().flatten().max().map_or(0, |i| i + 1);
    let other = words.iter().any(|&(a, b)| a >= near.max(sentence) && is_other(a, b));
    (false, other)
}

/// Group lengths of a number written as `parts`, once the prefix digits before the national significant number
/// (country code, trunk prefix) are dropped. `None` when the parts do not end with `nsn_len` digits.
fn nsn_grouping<'a>(parts: impl Iterator<Item = &'a str>, nsn_len: usize) -> Option<Vec<usize>> {
    let lens: Vec<usize> = parts.map(str::len).filter(|&l| l > 0).collect();
    let total: usize = lens.iter().sum();
    let mut skip = total.checked_sub(nsn_len)?;
    let mut out = Vec::with_capacity(lens.len());
    for l in lens {
        if skip >= l {
            skip -= l;
        } else {
            out.push(l - skip);
            skip = 0;
        }
    }
    Some(out)
}

/// True when the text's grouping equals the one the region's national format uses.
fn grouped_as_region(parts: &[&str], n: &PhoneNumber, nsn_len: usize) -> bool {
    let Some(mine) = nsn_grouping(parts.iter().copied(), nsn_len) else { return false };
    memo::national_grouping_is(n, nsn_len, &mine)
}

/// Memos of the numbering-plan checks, which are pure functions of a number built by [`number`] (country code,
/// national number, leading zeros) and cost microseconds each (`is_valid` runs the region's patterns in
/// `regex-lite`, `format_as` too): the shadow pass re-reads every number the original pass read, a document repeats
/// its numbers, and a national number is tried in up to 29 regions. Per thread, cleared when it holds
/// [`memo::MAX`] numbers, so memory stays bounded over any corpus; the answers are the same as without it.
pub(crate) mod memo {
    use super::*;
    use crate::gazetteer::FxBuild;

    /// Numbers held before the memo is cleared.
    pub(super) const MAX: usize = 1 << 16;

    type Key = (i32, u64, i32);

    #[derive(Default)]
    struct Memo {
        valid: HashMap<Key, bool, FxBuild>,
        grouping: HashMap<(Key, usize), Option<Vec<usize>>, FxBuild>,
    }

    thread_local! {
        static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
    }

    /// Forgets every memoised answer (for benchmarks, so that each pass starts cold).
    pub fn clear() {
        MEMO.with(|m| *m.borrow_mut() = Memo::default());
    }

    fn key(n: &PhoneNumber) -> Key {
        (n.country_code, n.national_number, n.number_of_leading_zeros.unwrap_or(0))
    }

    /// `is_possible_number(n) && n.is_valid()` (the cheap length table first), memoised. `n` comes from [`number`].
    pub(super) fn possible_and_valid(n: &PhoneNumber) -> bool {
        let k = key(n);
        if let Some(v) = MEMO.with(|m| m.borrow().valid.get(&k).copied()) {
            return v;
        }
        let v = PHONE_NUMBER_UTIL.is_possible_number(n) && n.is_valid();
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.valid.len() >= MAX {
                m.valid.clear();
            }
            m.valid.insert(k, v);
        });
        v
    }

    /// Whether the group lengths of `n`'s national format ([`nsn_grouping`] of `format_as(National)`) are `mine`,
    /// with the grouping memoised.
    pub(super) fn national_grouping_is(n: &PhoneNumber, nsn_len: usize, mine: &[usize]) -> bool {
        let k = (key(n), nsn_len);
        if let Some(same) = MEMO.with(|m| m.borrow().grouping.get(&k).map(|g| g.as_deref() == Some(mine))) {
            return same;
        }
        let formatted = n.format_as(PhoneNumberFormat::National);
        let g = nsn_grouping(formatted.split(|c: char| !c.is_ascii_digit()), nsn_len);
        let same = g.as_deref() == Some(mine);
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.grouping.len() >= MAX {
                m.grouping.clear();
            }
            m.grouping.insert(k, g);
        });
        same
    }
}

/// `47 615 034`, `1.234.567`: a quantity grouped in thousands, not a phone grouping.
fn thousands_shaped(gs: &[Group], lens: &[usize]) -> bool {
    (1..=3).contains(&lens[0])
        && lens[1..].iter().all(|&l| l == 3)
        && gs[1..].iter().all(|g| g.sep == Sep::Space || (g.sep == Sep::Strong && g.strong == b'.'))
}

/// NANP numbers used in fiction: area code 555 (no such area exists), or 555-0100 to 555-0199.
fn nanp_placeholder(nsn: &str) -> bool {
    nsn.len() == 10 && (nsn.starts_with("555") || (&nsn[3..6] == "555" && &nsn[6..8] == "01"))
}

/// NANP `NXX-555-0100`, the number documentation and forms print as the example: a placeholder. The rest of
/// 555-0101..0199 (reserved for fiction) is what people make up for a realistic number, and a redactor must not
/// leave a made-up-looking real one visible: those stay phones (`phone/nanp-fiction`).
fn nanp_documentation(nsn: &str) -> bool {
    nsn.len() == 10 && &nsn[3..] == "5550100"
}

/// A phone number from its country calling code and national significant number (digits), leading zeros kept
/// (Italian fixed lines). Built directly: `PhoneNumberUtil::parse` costs far more than validation itself.
fn number(cc: i32, nsn: &str) -> Option<PhoneNumber> {
    if nsn.len() < 2 || nsn.len() > 17 {
        return None;
    }
    let national_number: u64 = nsn.parse().ok()?;
    if national_number == 0 {
        return None;
    }
    let zeros = nsn.bytes().take_while(|&b| b == b'0').count();
    let mut n = PhoneNumber { country_code: cc, national_number, ..Default::default() };
    if zeros > 0 {
        n.italian_leading_zero = Some(true);
        n.number_of_leading_zeros = Some(zeros as i32);
    }
    Some(n)
}

fn rejected(start: usize, end: usize, rule: &'static str) -> Finding {
    Finding::new(Span::new(start, end), Label::Phone, 0.0, rule).validated(Validation::Rejected)
}

/// The verdict on one candidate piece.
struct Verdict {
    score: f32,
    rule: &'static str,
    validation: Validation,
    international: bool,
}

/// The best piece starting at one segment: it ends before segment `t`.
#[derive(Clone, Copy)]
struct Hit {
    t: usize,
    score: f32,
    rule: &'static str,
    validation: Validation,
}

impl PhoneRecognizer {
    /// The end of an extension written right after a number ending at `end`.
    fn extension(&self, text: &str, end: usize) -> Option<usize> {
        let mut lim = (end + 40).min(text.len());
        while !text.is_char_boundary(lim) {
            lim -= 1;
        }
        let m = self.ext.find(&text[end..lim])?;
        let e = end + m.end();
        // "x204" but not "x2045abc" or "ext. 12.5".
        (!glued_right(text, e)).then_some(e)
    }

    /// Validates a piece (consecutive groups of one run) as a phone number.
    fn evaluate(&self, text: &str, gs: &[Group], mru: &mut usize) -> Option<Verdict> {
        let first = &gs[0];
        let separated = gs.len() > 1;
        let mut nat = String::with_capacity(24);
        let mut parts: Vec<&str> = Vec::with_capacity(gs.len());
        for g in gs {
            let d = digits(text, g);
            nat.push_str(d);
            if !is_trunk_paren(text, g) {
                parts.push(d);
            }
        }
        let idd = !first.plus && !first.paren && nat.starts_with("00") && nat.len() >= 10;
        if first.plus || idd {
            // "+CC..." or "00CC...": country codes are prefix-free, so the first known prefix is the code.
            let all = if first.plus { parts.concat() } else { nat[2..].to_string() };
            let (cc, rest) = (1..=3.min(all.len())).find_map(|k| {
                let cc: i32 = all[..k].parse().ok()?;
                PHONE_NUMBER_UTIL.get_region_for_country_code(cc).map(|_| (cc, &all[k..]))
            })?;
            // A trunk 0 written after the country code ("+44 020 ...") is dropped if the number needs it dropped.
            let mut n = number(cc, rest)
                .filter(|n| n.is_valid() || !rest.starts_with('0'))
                .or_else(|| number(cc, rest.get(1..)?))?;
            if !n.is_valid() && cc == 52 && rest.len() == 11 && rest.starts_with('1') {
                // Mexico's old mobile prefix "1" after +52 ("+52 1 33 2418 9057"), dropped in 2019 but still written.
                if let Some(m) = number(cc, &rest[1..]).filter(PhoneNumber::is_valid) {
                    n = m;
                }
            }
            if !n.is_valid() {
                // National prefixes and carrier codes after the country code ("+52 1 55 ...") need the full parser.
                if let Ok(p) = PHONE_NUMBER_UTIL.parse(format!("+{all}"), None) {
                    n = p;
                }
            }
            let nsn = n.get_national_significant_number();
            if n.country_code == 1 && separated && nanp_placeholder(&nsn) {
                let doc = nanp_documentation(&nsn);
                return Some(Verdict {
                    score: if doc { score::PLACEHOLDER } else { SCORE_PLACEHOLDER },
                    rule: if doc { "phone/nanp-placeholder" } else { "phone/nanp-fiction" },
                    validation: Validation::NotApplicable,
                    international: false,
                });
            }
            if !n.is_valid() {
                // A written "+CC" with a possible length for that country is a phone even when its range is not in
                // the metadata (new or unlisted allocations): recall first, at a score just above the threshold.
                if first.plus && separated && PHONE_NUMBER_UTIL.is_possible_number(&n) {
                    return Some(Verdict {
                        score: SCORE_INTL_POSSIBLE,
                        rule: "phone/international-possible",
                        validation: Validation::NotApplicable,
                        international: true,
                    });
                }
                return None;
            }
            // "0012345678901" unseparated is as likely an id with leading zeros as a number dialled abroad.
            let score = if separated {
                SCORE_INTL
            } else if idd {
                SCORE_BARE
            } else {
                SCORE_INTL_BARE
            };
            return Some(Verdict { score, rule: "phone/international", validation: Validation::Confirmed, international: score > SCORE_BARE });
        }
        if nat.len() > 13 {
            return None;
        }
        let lens: Vec<usize> = parts.iter().map(|p| p.len()).collect();
        let nanp_shape = lens == [3, 3, 4] || (lens == [1, 3, 3, 4] && parts[0] == "1");
        if nanp_shape && nanp_placeholder(&nat[nat.len() - 10..]) {
            let doc = nanp_documentation(&nat[nat.len() - 10..]);
            return Some(Verdict {
                score: if doc { score::PLACEHOLDER } else { SCORE_PLACEHOLDER },
                rule: if doc { "phone/nanp-placeholder" } else { "phone/nanp-fiction" },
                validation: Validation::NotApplicable,
                international: false,
            });
        }
        let mut best: Option<Verdict> = None;
        // Try the region that validated the previous number of this text first (documents are mostly in one
        // locale), then the regions whose trunk-prefix habit fits the number, then the rest.
        let zero = nat.starts_with('0');
        let mru_first = (*mru < self.regions.len()).then_some(*mru);
        let order = mru_first
            .into_iter()
            .chain((0..self.regions.len()).filter(|&i| self.regions[i].trunk_zero == zero && Some(i) != mru_first))
            .chain((0..self.regions.len()).filter(|&i| self.regions[i].trunk_zero != zero && Some(i) != mru_first));
        for i in order {
            let ri = &self.regions[i];
            // The national significant number: the trunk prefix ("0", or "1" in NANP) dropped.
            let nsn = if ri.trunk_zero && zero {
                &nat[1..]
            } else if ri.cc == 1 && nat.len() == 11 && nat.starts_with('1') {
                &nat[1..]
            } else {
                &nat[..]
            };
            let Some(n) = number(ri.cc, nsn) else { continue };
            // The length test is a table lookup; validation runs the region's patterns.
            if !memo::possible_and_valid(&n) {
                continue;
            }
            let nsn_len = n.get_national_significant_number().len();
            let (score, rule) = if !separated {
                (SCORE_BARE, "phone/national-bare")
            } else if (ri.trunk_zero && nat.starts_with('0') && nat.len() > nsn_len) || first.paren || (nanp_shape && n.country_code == 1) {
                (SCORE_SHAPED, "phone/national")
            } else if grouped_as_region(&parts, &n, nsn_len) && nsn_len >= 9 {
                (SCORE_GROUPED, "phone/national")
            } else if nsn_len >= 9 && !thousands_shaped(gs, &lens) {
                (SCORE_NO_TRUNK, "phone/national")
            } else {
                (SCORE_UNSHAPED, "phone/national-unshaped")
            };
            if best.as_ref().map_or(true, |b| score > b.score) {
                best = Some(Verdict { score, rule, validation: Validation::Confirmed, international: false });
                *mru = i;
            }
            if score >= SCORE_SHAPED || !separated {
                break;
            }
        }
        best
    }

    /// The best valid piece of consecutive non-barrier segments starting at segment `s`, cues applied.
    fn best_piece(
        &self,
        text: &str,
        gs: &[Group],
        segs: &[(usize, usize)],
        barrier: &[Option<&str>],
        s: usize,
        mru: &mut usize,
    ) -> Option<Hit> {
        if barrier[s].is_some() {
            return None;
        }
        let mut lim = s;
        while lim < segs.len() && barrier[lim].is_none() && lim - s < 17 {
            lim += 1;
        }
        let mut cue: Option<(bool, bool)> = None;
        let mut best: Option<Hit> = None;
        for t in (s + 1..=lim).rev() {
            let piece = &gs[segs[s].0..segs[t - 1].1];
            let d: usize = piece.iter().map(Group::ndigits).sum();
            if !(7..=17).contains(&d) {
                continue;
            }
            let Some(v) = self.evaluate(text, piece, mru) else { continue };
            let mut score = v.score;
            if !v.international && !v.rule.starts_with("phone/nanp-") {
                let (phone_cue, other_cue) = *cue.get_or_insert_with(|| {
                    // A piece inside a run keeps the cue that names the whole run as something else.
                    let (p, o) = cues(text, piece[0].start);
                    (p, o || (s > 0 && !p && cues(text, gs[0].start).1))
                });
                if phone_cue {
                    score = if score >= SCORE_SHAPED { (score + 0.1).min(score::CONFIRMED) } else { score.max(SCORE_CUED) };
                } else if other_cue {
                    score = score.min(SCORE_OTHER_CUE_CAP);
                }
            }
            if best.is_none_or(|b| score > b.score) {
                best = Some(Hit { t, score, rule: v.rule, validation: v.validation });
            }
            if score >= SCORE_SHAPED {
                break;
            }
        }
        best
    }

    /// Finds the phone numbers in one run.
    fn run(&self, text: &str, run: &Run, out: &mut Vec<Finding>, mru: &mut usize) {
        let gs = &run.groups;
        let total: usize = gs.iter().map(Group::ndigits).sum();
        if total < 7 {
            return;
        }
        let (rstart, rend) = (gs[0].start, gs[gs.len() - 1].end);
        let lens: Vec<usize> = gs.iter().map(Group::ndigits).collect();
        let card_grouping = lens.len() == 1
            || (lens[..lens.len() - 1].iter().all(|&l| l == 4) && (1..=4).contains(&lens[lens.len() - 1]))
            || lens == [4, 6, 5]
            || lens == [4, 6, 4];
        if !gs[0].plus && (13..=19).contains(&total) && card_grouping && gs.iter().all(|g| !g.paren) {
            let all: Vec<u8> = gs.iter().flat_map(|g| digits(text, g).bytes()).collect();
            if luhn(&all) {
                out.push(rejected(rstart, rend, "phone/card-shape"));
                return;
            }
        }
        // Four or more groups, the first three of exactly four digits, and no "+": a parcel, tracking or card-like
        // code (`6200 4417 9921 0038 12`), not a phone followed by more digits.
        if !gs[0].plus && lens.len() >= 4 && lens[..3].iter().all(|&l| l == 4) && gs.iter().all(|g| !g.paren) {
            out.push(rejected(rstart, rend, "phone/long-code"));
            return;
        }
        // Segments: groups joined by anything but whitespace stay together.
        let mut segs: Vec<(usize, usize)> = Vec::new();
        let mut a = 0;
        for (i, g) in gs.iter().enumerate().skip(1) {
            if g.sep.splittable() {
                segs.push((a, i));
                a = i;
            }
        }
        segs.push((a, gs.len()));
        let mut barrier: Vec<Option<&'static str>> = segs.iter().map(|&(a, b)| barrier_kind(text, &gs[a..b])).collect();
        for (k, b) in barrier.iter().enumerate() {
            let (a, e) = segs[k];
            if let Some(rule) = b {
                if gs[a..e].iter().map(Group::ndigits).sum::<usize>() >= 7 {
                    out.push(rejected(gs[a].start, gs[e - 1].end, rule));
                }
            }
        }
        if after_iban_prefix(text, &gs[0]) {
            out.push(rejected(rstart, rend, "phone/iban-shape"));
            return;
        }
        if glued_left(text, &gs[0]) {
            barrier[0].get_or_insert("phone/glued");
        }
        let mut ext_end = self.extension(text, rend);
        let cjk_only = |c: Option<char>| c.is_some_and(|c| wordy(c) && !joins(c));
        let isolated = super::is_isolated(text, rstart, rend)
            || (!super::char_before(text, rstart).is_some_and(joins) && cjk_only(super::char_at(text, rend)));
        if ext_end.is_none() && (!isolated || glued_right(text, rend)) {
            barrier.last_mut().expect("one segment at least").get_or_insert("phone/glued");
            ext_end = None;
        }
        // The best piece starting at each segment (highest score, then longest), computed on demand.
        let mut memo: Vec<Option<Option<Hit>>> = vec![None; segs.len()];
        let mut best_at = |s: usize| -> Option<Hit> {
            if let Some(h) = memo[s] {
                return h;
            }
            let h = self.best_piece(text, gs, &segs, &barrier, s, mru);
            memo[s] = Some(h);
            h
        };
        let mut found = false;
        let mut s = 0;
        while s < segs.len() {
            // After an invalid "+CC ...", its later groups are not national numbers of their own.
            if s > 0 && !found && gs[0].plus {
                break;
            }
            let Some(h) = best_at(s) else {
                s += 1;
                continue;
            };
            // A weaker hit gives way to a stronger one starting inside it ("2024 0904 879 900": the year is not a
            // phone prefix, the VN mobile after it is the number).
            if h.score < SCORE_SHAPED && !h.rule.starts_with("phone/nanp-") && !gs[segs[s].0].plus && (s + 1..h.t).any(|s2| best_at(s2).is_some_and(|h2| h2.score > h.score)) {
                s += 1;
                continue;
            }
            let piece = &gs[segs[s].0..segs[h.t - 1].1];
            let start = piece[0].start;
            let last_end = piece[piece.len() - 1].end;
            let end = if h.t == segs.len() { ext_end.unwrap_or(last_end) } else { last_end };
            let f = Finding::new(Span::new(start, end), Label::Phone, h.score, Cow::Borrowed(h.rule)).validated(h.validation);
            out.push(if h.rule == "phone/nanp-placeholder" { f.placeholder() } else { f });
            found = true;
            s = h.t;
        }
        if !found && barrier.iter().all(Option::is_none) && (gs[0].plus || gs.len() > 1) {
            out.push(rejected(rstart, rend, "phone/invalid"));
        }
    }
}

impl Recognizer for PhoneRecognizer {
    fn name(&self) -> &'static str {
        "phone"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        // Index of the region that validated the last national number (tried first for the next one).
        let mut mru = usize::MAX;
        for run in scan::runs(text) {
            self.run(text, &run, out, &mut mru);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Engine, Policy};

    fn engine() -> Engine {
        Engine::with_recognizers(vec![Box::new(PhoneRecognizer::new())])
    }

    /// The redacted substrings of `text` under the default threshold.
    fn found(e: &Engine, text: &str) -> Vec<String> {
        e.analyze(text, &Policy::default()).iter().map(|f| text[f.span].to_string()).collect()
    }

    #[test]
    fn positives_by_region() {
        // (text, every phone in it, whole)
        let cases: &[(&str, &[&str])] = &[
            // The audit's misses, and the NANP fiction number.
            ("Vietnam mobile +84 904 879 900 please", &["+84 904 879 900"]),
            ("gọi 0904.879.900 nhé", &["0904.879.900"]),
            ("số điện thoại 090 4879 900", &["090 4879 900"]),
            ("Office: (555) 019-2837.", &["(555) 019-2837"]),
            ("My cell is 0904879900", &["0904879900"]),
            // US / CA
            ("White House (202) 456-1111 x204 switchboard", &["(202) 456-1111 x204"]),
            ("Toronto +1 (416) 979-1234 or 416.979.1234", &["+1 (416) 979-1234", "416.979.1234"]),
            ("Dialled 1-800-555-0299 yesterday", &["1-800-555-0299"]),
            // UK, IE
            ("London 020 7183 8750 ext. 12, thanks", &["020 7183 8750 ext. 12"]),
            ("Milano 02 2247 1180, interno 3. Grazie", &["02 2247 1180, interno 3"]),
            ("São Paulo (11) 3456-7890 ramal 21", &["(11) 3456-7890 ramal 21"]),
            ("Switchboard +44 (0)20 7183 8750.", &["+44 (0)20 7183 8750"]),
            ("mobile 07911 123456", &["07911 123456"]),
            ("Dublin +353 1 234 5678 or 087 123 4567", &["+353 1 234 5678", "087 123 4567"]),
            // DE, AT, CH
            ("Telefon: 030/901820, Handy 0171 1234567", &["030/901820", "0171 1234567"]),
            ("Berlin +49 (0)30 901820.", &["+49 (0)30 901820"]),
            ("Wien +43 1 5124567 oder 0664 1234567", &["+43 1 5124567", "0664 1234567"]),
            ("Zürich 044 668 18 00, +41 79 123 45 67", &["044 668 18 00", "+41 79 123 45 67"]),
            // FR, BE, NL
            ("Paris 01 42 68 53 00 ou 06.12.34.56.78", &["01 42 68 53 00", "06.12.34.56.78"]),
            ("Bruxelles 02 123 45 67, GSM 0470 12 34 56", &["02 123 45 67", "0470 12 34 56"]),
            ("Amsterdam 020 123 4567 of 06-12345678", &["020 123 4567", "06-12345678"]),
            // ES, IT, PL
            ("Madrid 91 234 56 78, móvil 612 34 56 78", &["91 234 56 78", "612 34 56 78"]),
            ("Roma +39 06 6988 4857, cellulare 347 123 4567", &["+39 06 6988 4857", "347 123 4567"]),
            ("Warszawa +48 22 123 45 67, tel. 512 345 678", &["+48 22 123 45 67", "512 345 678"]),
            // SE, NO, DK
            ("Stockholm 08-123 456 78, mobil 070-123 45 67", &["08-123 456 78", "070-123 45 67"]),
            ("Oslo +47 22 12 34 56, mobil 412 34 567", &["+47 22 12 34 56", "412 34 567"]),
            ("København +45 32 12 34 56, tlf. 32 12 34 56", &["+45 32 12 34 56", "32 12 34 56"]),
            // IN, CN, JP, KR
            ("Mumbai +91 98765 43210, landline 022 2778 0000", &["+91 98765 43210", "022 2778 0000"]),
            ("北京电话 010 1234 5678, 手机 139 1234 5678", &["010 1234 5678", "139 1234 5678"]),
            ("東京 03-1234-5678, 携帯 090-1234-5678", &["03-1234-5678", "090-1234-5678"]),
            ("電話03-1234-5678まで、携帯：090-1234-5678", &["03-1234-5678", "090-1234-5678"]),
            ("서울 02-123-4567, 휴대폰 010-1234-5678", &["02-123-4567", "010-1234-5678"]),
            // SG, PH
            ("Singapore +65 6123 4567, tel 9123 4567", &["+65 6123 4567", "9123 4567"]),
            ("Manila 0917 123 4567, +63 2 8123 4567", &["0917 123 4567", "+63 2 8123 4567"]),
            // AU, NZ
            ("Sydney (02) 9374 4000, mobile 0412 345 678", &["(02) 9374 4000", "0412 345 678"]),
            ("Auckland 09 123 4567, +64 21 123 4567", &["09 123 4567", "+64 21 123 4567"]),
            // BR, MX
            ("São Paulo (11) 91234-5678, +55 11 3456-7890", &["(11) 91234-5678", "+55 11 3456-7890"]),
            ("CDMX +52 55 1234 5678, tel. 55 1234 5678", &["+52 55 1234 5678", "55 1234 5678"]),
            // ZA, NG, AE
            ("Cape Town 021 123 4567, cell 082 123 4567", &["021 123 4567", "082 123 4567"]),
            ("Lagos 0803 123 4567, +234 803 123 4567", &["0803 123 4567", "+234 803 123 4567"]),
            ("Dubai 04 234 5678, +971 50 123 4567", &["04 234 5678", "+971 50 123 4567"]),
            // Separators, international prefix 00, line wraps, lists.
            ("Fax 0049 30 901820", &["0049 30 901820"]),
            ("Call me on +84 904\n879 900 tonight", &["+84 904\n879 900"]),
            ("Tel +44 20 7183-\n  8750", &["+44 20 7183-\n  8750"]),
            ("Numbers: 0904 879 900 0912 345 678", &["0904 879 900", "0912 345 678"]),
            ("csv: Nguyen,0904879900,+84912345678", &["+84912345678"]),
            ("tel:+84904879900", &["+84904879900"]),
            ("typed loosely: + 84 904 879 900", &["+ 84 904 879 900"]),
            ("ĐT: 0904 879 900 / 0912-345-678", &["0904 879 900", "0912-345-678"]),
            ("Caller: sure, it's 0 9 0 4 8 7 9 9 0 0", &["0 9 0 4 8 7 9 9 0 0"]),
            ("In 2024 0904 879 900 was mine, room 12 020 7183 8750", &["0904 879 900", "020 7183 8750"]),
            ("Phone 0904\u{a0}879\u{a0}900 (nbsp) and 0904\u{2013}879\u{2013}900", &["0904\u{a0}879\u{a0}900", "0904\u{2013}879\u{2013}900"]),
        ];
        let e = engine();
        let mut fails = Vec::new();
        for (text, want) in cases {
            let got = found(&e, text);
            if got != *want {
                fails.push(format!("{text:?}\n  want {want:?}\n  got  {got:?}"));
            }
        }
        assert!(fails.is_empty(), "{} failures:\n{}", fails.len(), fails.join("\n"));
    }

    /// Every default region's example fixed-line and mobile numbers, written the way the region writes them
    /// (national and international format, with spaces or with dashes), are found whole.
    #[test]
    fn every_region_in_its_own_formats() {
        use rlibphonenumber::PhoneNumberType;
        let e = engine();
        let mut fails = Vec::new();
        let mut checked = 0;
        for code in DEFAULT_REGIONS {
            let region: Region = code.parse().unwrap();
            for ty in [PhoneNumberType::FixedLine, PhoneNumberType::Mobile] {
                let Ok(mut n) = PHONE_NUMBER_UTIL.get_example_number_for_type_and_region(region, ty) else { continue };
                // NANP examples are documentation placeholders (201-555-0123): move them out of 555-01xx.
                if n.country_code == 1 && n.national_number % 10_000_000 / 10_000 == 555 {
                    n.national_number += 800;
                }
                for fmt in [PhoneNumberFormat::National, PhoneNumberFormat::International] {
                    let written = n.format_as(fmt).to_string();
                    for number in [written.clone(), written.replace(' ', "-")] {
                        let text = format!("Please call {number} today.");
                        checked += 1;
                        if found(&e, &text) != [number.as_str()] {
                            fails.push(format!("{code} {ty:?}: {text:?} -> {:?}", found(&e, &text)));
                        }
                    }
                }
            }
        }
        assert!(checked >= 200, "only {checked} numbers checked");
        assert!(fails.is_empty(), "{} of {checked} failures:\n{}", fails.len(), fails.join("\n"));
    }

    #[test]
    fn scores_rules_and_regions() {
        let r = PhoneRecognizer::new();
        let one = |text: &'static str| {
            let mut out = Vec::new();
            r.find(text, &mut out);
            out.retain(|f| f.validation != Validation::Rejected);
            assert_eq!(out.len(), 1, "{text:?}: {out:?}");
            (out[0].score, out[0].rule.to_string(), &text[out[0].span])
        };
        assert_eq!(one("+84 904 879 900"), (SCORE_INTL, "phone/international".into(), "+84 904 879 900"));
        // A "+CC" number of a possible length outside the listed ranges is still redacted, just above threshold.
        assert_eq!(one("x +971 4 123 4567"), (SCORE_INTL_POSSIBLE, "phone/international-possible".into(), "+971 4 123 4567"));
        assert_eq!(one("x (555) 019-2837"), (SCORE_PLACEHOLDER, "phone/nanp-fiction".into(), "(555) 019-2837"));
        assert_eq!(one("x 415-555-0132"), (SCORE_PLACEHOLDER, "phone/nanp-fiction".into(), "415-555-0132"));
        assert_eq!(one("x (212) 555-0100"), (score::PLACEHOLDER, "phone/nanp-placeholder".into(), "(212) 555-0100"));
        assert_eq!(one("x 0904879900").0, SCORE_BARE);
        assert_eq!(one("call 0904879900").0, SCORE_CUED);
        assert_eq!(one("x 0904 879 900").0, SCORE_SHAPED);
        assert!((one("Telefon 0904 879 900").0 - (SCORE_SHAPED + 0.1)).abs() < 1e-6);
        assert_eq!(one("order 0904 879 900").0, SCORE_OTHER_CUE_CAP);
        assert_eq!(one("x 32 12 34 56").0, SCORE_UNSHAPED, "8-digit no-trunk numbers need a cue");
        // A whole word only: "recall" and "telecom" are not cues.
        assert_eq!(one("recall 0904879900").0, SCORE_BARE);
        assert_eq!(one("telecom 0904879900").0, SCORE_BARE);

        assert!(PhoneRecognizer::with_regions(&["VN", "XX"]).is_err());
        let vn = Engine::with_recognizers(vec![Box::new(PhoneRecognizer::with_regions(&["VN"]).unwrap())]);
        assert_eq!(found(&vn, "0904 879 900 and 07911 123456, +44 20 7183 8750"), ["0904 879 900", "+44 20 7183 8750"]);
    }

    /// Random strings of digits, separators, parentheses, plus signs, letters, line breaks and multi-byte characters
    /// never panic and only give spans on character boundaries.
    #[test]
    fn never_panics() {
        let alphabet: Vec<char> = "0123456789012345678900000+++(((()))) .-/\n\r\u{a0}\u{2013}xXeE#,:$€電話ễ".chars().collect();
        let r = PhoneRecognizer::new();
        for text in ["+84(0)(0)(0)(0)(0)", "+1(0)(0)(0)(0)(0)(0)", "00(0)(0)(0)(0)(0)(0)(0)", "(+)1234567", "+ ", "+\n1"] {
            r.find(text, &mut Vec::new());
        }
        let mut x: u32 = 7;
        for _ in 0..3000 {
            let mut text = String::new();
            for _ in 0..40 {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                text.push(alphabet[(x >> 16) as usize % alphabet.len()]);
            }
            let mut out = Vec::new();
            r.find(&text, &mut out);
            for f in &out {
                assert!(Span::checked(&text, f.span.start, f.span.end).is_ok(), "{text:?} {f:?}");
            }
        }
    }

    #[test]
    fn negatives() {
        let cases: &[&str] = &[
            "Released v2.14.3 and 3.10.2.7 on 2024-10-15 at 10:32:11.",
            "build 6.12.2025 shipped 15.10.2024, due 10/15/2024",
            "Server 192.168.100.200:8080 and 10.0.0.1 rebooted.",
            "Total $1,299.00, or 1.234.567,89 € net, 47 615 034 users",
            "Order number 4155550132 shipped; order 0904 879 900 too.",
            "Invoice INV-2024-00123 and ticket #44120987 are closed.",
            "Card 4111 1111 1111 1111 and 4242-4242-4242-4242 declined.",
            "SSN 123-45-6789 on file.",
            "Call duration 00:15:32 on 2025-06-01T10:32:11Z.",
            "ISBN 978-3-16-148410-0, Windows 10.0.19045.2965",
            "Tracking 1Z999AA10123456784 in transit.",
            "Part HX-220-B-415-555 replaced; SKU 100-200-3000.",
            "Error 0x80070005 at line 1234567.",
            "coordinates 48.8566, 2.3522 and 1234567",
            "Bare 4155550132 in a log line",
            "Pay to DE89 3704 0044 0532 0130 00 today",
            "see 0-306-40615-2 and 978-3-16-148410-0",
            "id 00493090182012 in the log",
        ];
        let e = engine();
        let mut fails = Vec::new();
        for text in cases {
            let got = found(&e, text);
            if !got.is_empty() {
                fails.push(format!("{text:?}\n  got  {got:?}"));
            }
        }
        assert!(fails.is_empty(), "{} failures:\n{}", fails.len(), fails.join("\n"));
    }

    /// Native throughput of the default engine on ~1 MB of mixed text with phones. Prints MB/s; asserts nothing
    /// about time. `cargo test --release --lib phone_throughput -- --ignored --nocapture`
    #[test]
    #[ignore]
    fn phone_throughput() {
        let pieces = [
            "Agent: thanks for calling, can I take a number? Caller: sure, it's +84 904 879 900.\n",
            "Ticket E-4471 reopened in build 6.12.2025 (v2.14.3), see INV-2024-00123 and order 4155550132.\n",
            "Office (202) 456-1111 x204, fax 020 7183 8750 ext. 12; mobile 0904.879.900 or 090 4879 900.\n",
            "2024-10-15 10:32:11 INFO host 192.168.100.200:8080 served 1,299 requests in 3.10.2.7 ms\n",
            "Berlin 030/901820, Paris 01 42 68 53 00, Tokyo 03-1234-5678, São Paulo (11) 91234-5678.\n",
            "Total $1,299.00 charged to card 4111 1111 1111 1111 on 15.10.2024; SSN 123-45-6789 on file.\n",
            "Nguyễn Thị Hồng Vân gọi lại số điện thoại 0912 345 678 lúc 14:30 ngày 12/06/2025 nhé.\n",
            "The quick brown fox jumps over the lazy dog while the meeting ran 45 minutes over time.\n",
        ];
        let mut text = String::new();
        let mut x: u32 = 12345;
        while text.len() < 1 << 20 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            text.push_str(pieces[(x >> 16) as usize % pieces.len()]);
        }
        let t = std::time::Instant::now();
        let nruns = scan::runs(&text).len();
        println!("scan: {nruns} runs in {:.1} ms", t.elapsed().as_secs_f64() * 1e3);
        let r = PhoneRecognizer::new();
        let t = std::time::Instant::now();
        let mut out = Vec::new();
        r.find(&text, &mut out);
        println!("phone find: {} candidates in {:.1} ms", out.len(), t.elapsed().as_secs_f64() * 1e3);
        let t = std::time::Instant::now();
        let mut all = Vec::new();
        for r in crate::recognizers::builtin() {
            let t = std::time::Instant::now();
            let before = all.len();
            r.find(&text, &mut all);
            println!("  {}: {} candidates in {:.1} ms", r.name(), all.len() - before, t.elapsed().as_secs_f64() * 1e3);
        }
        println!("all recognizers: {:.1} ms", t.elapsed().as_secs_f64() * 1e3);
        let t = std::time::Instant::now();
        let mut k = 0;
        for _ in 0..10000 {
            k += usize::from(PHONE_NUMBER_UTIL.parse("0904879900", Some(Region::GB)).is_ok_and(|n| n.is_valid()));
        }
        println!("parse+is_valid (invalid in GB): {:.2} us", t.elapsed().as_secs_f64() * 1e6 / 1e4);
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            k += usize::from(PHONE_NUMBER_UTIL.parse("0904879900", Some(Region::VN)).is_ok_and(|n| n.is_valid()));
        }
        println!("parse+is_valid (valid in VN): {:.2} us {k}", t.elapsed().as_secs_f64() * 1e6 / 1e4);
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            k += usize::from(number(84, "904879900").is_some_and(|n| n.is_valid()));
            k += usize::from(number(44, "904879900").is_some_and(|n| n.is_valid()));
        }
        println!("number+is_valid (valid VN + invalid GB): {:.2} us {k}", t.elapsed().as_secs_f64() * 1e6 / 1e4);
        let n = PHONE_NUMBER_UTIL.parse("0904879900", Some(Region::VN)).unwrap();
        let t = std::time::Instant::now();
        for _ in 0..10000 {
            k += n.format_as(PhoneNumberFormat::National).len();
        }
        println!("format national: {:.2} us {k}", t.elapsed().as_secs_f64() * 1e6 / 1e4);
        let t = std::time::Instant::now();
        for i in 0..10000 {
            let mut at = 100 + i;
            while !text.is_char_boundary(at) {
                at += 1;
            }
            k += usize::from(cues(&text, at).0);
        }
        println!("cues: {:.2} us {k}", t.elapsed().as_secs_f64() * 1e6 / 1e4);
        let e = crate::default_engine();
        let config = Policy::default();
        let warm = e.analyze(&text, &config).len();
        let t = std::time::Instant::now();
        let rounds = 5;
        for _ in 0..rounds {
            assert_eq!(e.analyze(&text, &config).len(), warm);
        }
        let secs = t.elapsed().as_secs_f64() / rounds as f64;
        let mb = text.len() as f64 / 1e6;
        println!("phone_throughput: {mb:.2} MB, {warm} findings, {:.1} ms per pass, {:.1} MB/s", secs * 1e3, mb / secs);
    }
}
