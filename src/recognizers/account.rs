//! ACCOUNT: bank, customer, policy, member and patient record numbers — reported only right after a cue.
//!
//! Matches (see [`super::cued`]): a cue such as "account number", "acct", "a/c", "sort code", "routing number",
//! "customer ID", "policy no.", "member ID", "MRN", "Kontonummer", "numéro de compte", "số tài khoản", "BVN", loyalty,
//! rewards and frequent-flyer numbers, employee, staff and student numbers, contract numbers ("Vertragsnummer",
//! "numéro de contrat"), utility supply numbers (MPRN, MPAN, GPRN), IFSC with the account, then up to
//! few words, then the value: optional upper-case prefixes (`LCA-HS-`, `SRMH/`, `MPS `), a short letter prefix and
//! digit groups joined by `-` or `/` (letters allowed after them) or single spaces, with at least five digits in all
//! (`12345678`, `12-34-56`, `POL-88213409`, `1234 5678 9012`, `21883-9`, `SRMH/2025/0448172`). Rule `account/cued`.
//!
//! Also: letters said one by one before the digits on the shadow text ("p m 7720419", "l s a dash 44192207"), and
//! a branch or transit code of three to six digits after "agência", "branch code", "sucursal", "transit"
//! (`account/branch`); a Canadian institution number (the bank's code, like a BIC) is not a branch. Patient record
//! cues in other languages ("prontuário", "historia
//! clínica", NZ "NHI") and Japanese/Korean/Chinese bank words ("口座番号", "記号 … 番号 …", "普通", "계좌번호").
//!
//! Families beyond the cue-then-value form (session 6, written as general rules, not per document):
//! - answered late: after a cue that asks for a number ("account number", "member id", "policy no", "番号") the walk
//!   goes 14 words / 180 bytes (a hesitation or the next turn: "let me grab it… okay it's …"); a bare "account"
//!   keeps 8. The walk stops at another kind of value's word in several languages ("username", "bestelnummer",
//!   "pedido", "commande", "meter", "token", "claim", …).
//! - read back and corrected: a later or earlier copy of a found value (same letters and digits, separators
//!   ignored: `nma 4417 0293` = `nma44170293`) is reported (`account/repeat`); a value corrected mid-way
//!   ("880144 — no sorry 8801546273", ", I mean", "perdón", "pardon", "przepraszam") is one span.
//! - said before its cue: "30047712 is my account number", "…, that's my policy number", "…, c'est mon numéro de
//!   client" (`account/before-cue`; not "… my account balance/password").
//! - a customer, client or member word right before a number of seven or more digits ("from customer 7004118293",
//!   `account/holder`); a Japanese health-insurance symbol and number ("記号 3120 番号 487"); a bare "branch" before
//!   a five- or six-digit branch code.
//! - table rows ("Cust. No.:", "Customer #:", "Medical record #") and cues in more languages (kundnummer,
//!   medlemsnummer, journalnummer, expediente, rekening, hesap numarası, numéro de client, mã khách hàng, お客様番号,
//!   номер счёта, …); spelled letters in dashed chunks on the shadow text ("s h i dash m v dash 7720418"); a lone
//!   first digit before groups (`7 004 118 293`) and a lone last check digit (`0450 2918 8834 6`); Medicare-style
//!   codes of capitals and digits in dashed groups (`1EG4-TE5-MK72`).
//!
//! Deliberately not matched: numbers without a cue (order, ticket, invoice and tracking numbers share every shape),
//! values with fewer than five digits (card or account last-4), quantities ("account has 44712 points"), and dates or
//! amounts after a cue ("account 12/25", "account balance 1,234.56": no `,` or `.` inside a value).

use std::borrow::Cow;

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

/// Words that end the walk after an account cue: another kind of value follows (a login, an order in another
/// language).
const ACCOUNT_STOPS: &[&str] = &[
    "username", "login", "password", "passcode", "pin", "otp", "email", "e-mail", "bestelnummer", "bestelnummers",
    "bestelling", "factuur", "factuurnummer", "pedido", "factura", "commande", "facture", "bestellung",
    "bestellnummer", "rechnung", "rechnungsnummer", "zamówienie", "faktura", "encomenda", "ordine", "fattura",
    "sipariş", "fatura", "pesanan", "engagement", "meter", "token", "lot", "ticket", "case", "claim",
];

/// Words after a number that make it a quantity, not an account ("44712 points").
const UNITS: &[&str] = &["points", "pts", "miles", "credits", "coins", "days", "times", "minutes", "hours", "items", "units", "kwh", "kb", "mb", "gb"];

use super::cued::{digit_count, Cued, Kind};

/// `12/03/2025`, `2025-03-12`, `12.03.2025`: a date, not an account (a sort code `20-12-13` is not a date).
fn looks_like_date(v: &str) -> bool {
    let parts: Vec<&str> = v.split(['/', '-', '.']).collect();
    let short = |p: &str| (1..=2).contains(&p.len());
    parts.len() == 3
        && parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit()))
        && ((short(parts[0]) && short(parts[1]) && parts[2].len() == 4)
            || (parts[0].len() == 4 && short(parts[1]) && short(parts[2])))
}

/// The value after a cue: optional letters (spelled one by one on the shadow text, in chunks joined by "dash":
/// "s h i dash m v dash 7720418"; a spelled pair the shadow keeps apart as a unit, "km 4990217"; upper-case
/// prefixes `LCA-HS-`, `MPS `), then digit groups joined by `-`, `/` or single spaces (a lone first digit before
/// groups, `7 004 118 293`; a lone last check digit, `0450 2918 8834 6`), or a code of capitals and digits in dashed
/// groups (`1EG4-TE5-MK72`). Word boundaries are ASCII (`(?-u:\b)`): a Unicode one stops the lazy DFA on non-ASCII
/// text and the search falls back to a slower engine.
const VALUE: &str = r"(?:(?:(?:[a-z] ){1,4}(?:dash )?){1,3}|(?:km|kg|mg|ml|gb|mb|tb|pm|am|gp|po) |(?:[A-Z]{2,6}[-/ ])*(?:[A-Z]{2,4}[0-9]-|[A-Za-z]{0,4}-?))(?:[0-9]{2,}|[0-9](?: [0-9]{3})+)(?:[-/][0-9A-Za-z]+| [0-9]{2,}){0,6}(?: [0-9](?-u:\b))?[A-Z]{0,2}|[0-9][A-Z][0-9A-Z]{1,4}(?:-[0-9A-Z]{2,5}){1,3}";

/// Finds cued account numbers.
pub struct AccountRecognizer {
    cued: Cued,
    /// A bank branch code given with an account ("agência 0447 conta 21883-9"): three digits are enough.
    branch: Cued,
    /// A bare "branch" before a five- or six-digit universal branch code ("acc 1482 093 377, branch 470010").
    bare_branch: Cued,
    /// A value said before its cue: "30047712 is my account number", "…, c'est mon numéro de client": the cue phrase,
    /// then the value that ends right where it starts.
    before: Regex,
    before_value: Regex,
    /// A customer, client or member word right before a long number ("confirmation from customer 7004118293").
    holder: Regex,
    /// A Japanese health-insurance card's symbol and number, one value ("記号 3120 番号 487").
    kigo: Regex,
    /// The value pattern, anchored, for a corrected value, read-backs and table cells.
    value: Regex,
    /// The cued kind's value check (digits, length, not a date), for table cells.
    cued_accept: fn(&str, bool) -> bool,
    /// A self-correction between two values ("… — no sorry …", ", I mean ", "… perdón …").
    correction: Regex,
    /// Head words of account-like field names in running text (see [`super::account_slot`]).
    heads: Regex,
}


/// The cue-first kind this recognizer reports (also used with a configuration's extra cues, see
/// [`crate::context::UserCues`]).
pub(crate) fn kind() -> Kind {
    Kind {
        rule: "account/cued",
        chain: false,
        label: Label::Account,
        score: 0.8,
        cues: &[
            "account", "acct", "a/c", "bank account", "customer number", "customer id", "customer no",
            "client number", "client id", "policy number", "policy no", "policy", "member id", "member number",
            "membership number", "membership no", "patient id", "patient number", "mrn",
            "medical record number", "record number", "routing number", "sort code", "bsb", "kontonummer",
            "konto", "kundennummer", "numéro de compte", "numéro client", "número de cuenta", "cuenta",
            "conto", "conta", "số tài khoản", "tài khoản", "stk", "rekeningnummer", "bvn", "chart", "cert",
            "certificate", "uhid", "ip no", "hospital number", "transit", "transit number", "folder no", "folder number",
            "patient no", "numéro de dossier", "n° de dossier", "numero de dossier", "número de expediente",
            "institution number", "savings", "checking", "chequing", "current account", "routing", "aba",
            "plan number", "group number", "subscriber id", "policy id", "meter number", "mprn", "adhérent",
            "acc", "acc no", "acct no", "member no", "membership", "polizza", "numero di polizza", "póliza",
            "apólice", "versichertennummer", "versicherungsnummer", "mitgliedsnummer", "kundennr",
            "klantnummer", "lidnummer", "polisnummer", "numer klienta", "numer konta", "nr konta",
            "nr rachunku", "rachunek", "insurance id", "insurance number", "health plan", "medicaid",
            "medicare id", "nhif", "uan", "pf number", "epf", "super fund", "numéro d'adhérent",
            "numéro de police", "contrat", "n° client", "número de socio", "nº de socio", "socio", "número de afiliado",
            "afiliado", "numéro de membre", "numero di socio", "numero tessera", "pmjay", "ayushman card",
            "health card number", "member card", "loyalty number", "loyalty card", "loyalty card number",
            "rewards number", "rewards card", "rewards id", "frequent flyer", "frequent flyer number",
            "frequent flier number", "employee id", "employee number", "employee no", "staff number", "staff id",
            "payroll number", "student number", "student id", "matriculation number", "matrikelnummer",
            "vertragsnummer", "numéro de contrat", "número de contrato", "numero di contratto", "número de cliente",
            "numero cliente", "codice cliente", "numéro d'abonné", "subscriber number", "mpan", "gprn",
            "supply number", "medical aid number", "medical aid", "scheme number", "hospital no", "ifsc",
            "billing account", "contract number", "utility account", "customer reference number", "kundenkonto",
            "versichertennr", "numer polisy", "numer ubezpieczenia", "NHI", "nhi number", "prontuário",
            "prontuario", "número do prontuário", "historia clínica", "cartella clinica", "dossier médical",
            "口座番号", "口座", "記号", "番号", "普通", "当座", "계좌번호", "계좌", "账号", "帐号", "账户",
            // Table and CRM rows with `#` or an abbreviation ("Cust. No.:", "Customer #:", "Medical record #").
            "cust no", "cust id", "cust. no", "cust. id", "cust #", "customer #", "client #", "client no", "member #", "account #", "policy #",
            "acct #", "patient record", "medical record", "health record", "record no", "chart no", "loyalty no",
            "rewards no", "medicare number", "medicare no", "member code",
            // Local-language account, customer, member and record nouns.
            "numéro de client", "n° de client", "n° de compte", "n° client", "no de client", "número de la cuenta",
            "número da conta", "numero da conta", "numero de conta", "numero conto", "numero del conto",
            "kundnummer", "kundenummer", "medlemsnummer", "journalnummer", "journalnr", "expediente",
            "asiakasnumero", "tilinumero", "jäsennumero", "hesap numarası", "hesap numaram", "hesap no",
            "müşteri numarası", "müşteri no", "rekening", "nomor rekening", "no rekening", "no rek",
            "nomor pelanggan", "numărul de client", "număr de client", "numărul contului", "číslo účtu",
            "číslo zákazníka", "számlaszám", "ügyfélszám", "mã khách hàng", "số hợp đồng", "mã hợp đồng",
            "お客様番号", "顧客番号", "会員番号", "契約番号", "номер счета", "номер счёта", "лицевой счет",
            "номер договора", "رقم الحساب", "खाता संख्या", "numero di conto", "relatienummer",
        ],
        // Spoken letters before the digits ("p m seven seven two …", "l s a dash four four …") on the shadow text.
        value: VALUE,
        // Five digits, or four after a prefix of three letters (a New Zealand NHI `ZKS4736`).
        accept: |v, _| {
            let prefix = v.chars().take_while(char::is_ascii_alphabetic).count();
            (digit_count(v) >= 5 || (digit_count(v) >= 4 && prefix >= 3)) && v.len() <= 40 && !looks_like_date(v)
        },
    }
}

impl AccountRecognizer {
    /// Compiles the cues and the value patterns.
    pub fn new() -> AccountRecognizer {
        AccountRecognizer {
            // A value is often answered after a hesitation or in the next turn: walk further than other kinds.
            cued: Cued::new(kind())
                .reach(14, 180, |cue| {
                    ["number", "no", "nr", "#", "id", "nummer", "numéro", "número", "numero", "番号", "번호"]
                        .iter()
                        .any(|w| cue.ends_with(w))
                })
                .stops(ACCOUNT_STOPS),
            branch: Cued::new(Kind {
                rule: "account/branch",
                chain: false,
                label: Label::Account,
                score: 0.75,
                cues: &[
                    "agência", "agencia", "branch number", "branch code", "sucursal", "filial", "transit no",
                    "transit", "transit number", "支店番号", "店番",
                ],
                value: r"[0-9]{3,6}(?:-[0-9Xx])?",
                // Not a year ("the institution was founded in 1850").
                accept: |v, _| {
                    let year = v.len() == 4 && v.parse::<u32>().is_ok_and(|y| (1000..=2099).contains(&y));
                    (3..=7).contains(&digit_count(v)) && !year
                },
            }),
            bare_branch: Cued::new(Kind {
                rule: "account/branch",
                chain: false,
                label: Label::Account,
                score: 0.75,
                cues: &["branch", "branch no", "branch #"],
                value: r"[0-9]{5,6}",
                accept: |v, _| (5..=6).contains(&v.len()),
            })
            .reach(3, 30, |_| true),
            // The cue is searched first (its words give the regex a literal prefilter); the value is then read
            // backwards from where the phrase starts.
            before: Regex::new(&format!(
                r"(?i)[,.]?\s+(?:(?:that'?s|that is|is|was|c'est|es|ist|é|è|jest|är|er)\s+)?(?:my|our|his|her|their|the|mon|ma|mi|mein|meine|il mio|o meu|a minha|mój|moje|mijn|min|mitt)\s+(?:{BEFORE_CUES})(?-u:\b)"
            ))
            .expect("the before-cue pattern compiles"),
            before_value: Regex::new(&format!(r"(?:^|[^A-Za-z0-9_\-])(?P<v>{BEFORE_VALUE})$"))
                .expect("the before-value pattern compiles"),
            holder: Regex::new(r"(?i)(?-u:\b)(?:customer|client|member|subscriber|kunde|klant|cliente|abonné|pelanggan)\s*#?\s*(?P<v>[0-9](?:[0-9]| (?:[0-9]{3}))*[0-9])(?-u:\b)")
                .expect("the holder pattern compiles"),
            kigo: Regex::new(r"記号\s*[0-9０-９]+(?:-[0-9０-９]+)?\s*番号\s*[0-9０-９]+").expect("the kigo pattern compiles"),
            value: Regex::new(&format!("^(?:{VALUE})")).expect("the value compiles"),
            correction: Regex::new(
                r"(?i)^[\s,;—–-]*(?:(?:no|sorry|i mean|wait|actually|correction|rather|perdón|digo|quiero decir|pardon|désolé|enfin|nein|ich meine|äh|desculpa|quer dizer|przepraszam|znaczy)[\s,.!;—–-]*){1,3}",
            )
            .expect("the correction pattern compiles"),
            cued_accept: kind().accept,
            heads: Regex::new(&super::account_slot::head_pattern()).expect("the head words compile"),
        }
    }

    /// Account slots named by their head noun, whatever the exact wording (see [`super::account_slot`]): a `Field:
    /// value` line whose field name is account-like (`account/field`), a table whose header cell names the column
    /// (`account/column`), and a head word in running text with its number word (`account/slot`).
    fn slots(&self, text: &str, out: &mut Vec<Finding>) {
        use super::account_slot::{account_field, field_name, slot_in_text};
        let (wide_words, wide_scan) = self.cued.wide_reach();
        // The cued rule's three-letter exception (`ZKS4736`) is for a cue that names the scheme, NHI.
        let push = |out: &mut Vec<Finding>, span: Span, rule: &'static str| {
            // Five digits at least; a value the cue list found already is not reported twice.
            if digit_count(&text[span.start..span.end]) < 5 || out.iter().any(|f| f.span == span && f.label == Label::Account) {
                return;
            }
            out.push(Finding::new(span, Label::Account, 0.8, Cow::Borrowed(rule)));
        };
        // `Field: value` lines: the value on the same line, or the next line when nothing follows the colon.
        for (i, c) in text.char_indices().filter(|&(_, c)| c == ':' || c == '：') {
            let after = i + c.len_utf8();
            if text[after..].starts_with('/') || text[after..].starts_with(|c: char| c.is_ascii_digit()) && text[..i].ends_with(|c: char| c.is_ascii_digit()) {
                continue;
            }
            let Some(name) = field_name(text, i) else { continue };
            if !account_field(name) {
                continue;
            }
            let line_end = text[after..].find('\n').map_or(text.len(), |n| after + n);
            let scan = if text[after..line_end].trim().is_empty() { 120 } else { line_end - after };
            if let Some(span) = self.cued.value_at(text, after, 4, scan) {
                push(out, span, "account/field");
            }
        }
        // Head words in running text: "my subscriber number is …", "número de socio es el …", "abone numaram …".
        for m in self.heads.find_iter(text) {
            let cjk_before = super::char_before(text, m.start()).is_some_and(|c| c.is_alphanumeric() && !c.is_ascii() && !('\u{3040}'..='\u{30ff}').contains(&c) && !('\u{4e00}'..='\u{9fff}').contains(&c) && !('\u{ac00}'..='\u{d7af}').contains(&c));
            if super::char_before(text, m.start()).is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') || cjk_before {
                continue;
            }
            // The whole word (a compound: `Kundennummer`, `customer_no`, `会員番号は`).
            let first_cjk = super::char_at(text, m.start()).is_some_and(|c| c as u32 >= 0x3040);
            let end = text[m.start()..]
                .char_indices()
                .find(|&(_, c)| !(c.is_alphanumeric() || c == '_') || (c as u32 >= 0x3040) != first_cjk)
                .map_or(text.len(), |(k, _)| m.start() + k);
            let end = if end < m.end() { m.end() } else { end };
            let Some(pos) = slot_in_text(text, m.start(), end) else { continue };
            let wide = text[m.start()..pos].chars().count() > m.as_str().chars().count() || pos > end;
            let (words, scan) = if wide { (wide_words, wide_scan) } else { (8, 120) };
            if let Some(span) = self.cued.value_at(text, pos, words, scan) {
                push(out, span, "account/slot");
            }
        }
        self.columns(text, out);
    }

    /// Tables whose header names an account-like column ("| Name | Membership No. |", `order_id,customer_no,amount`):
    /// each following row's cell in that column, when it is an account value.
    fn columns(&self, text: &str, out: &mut Vec<Finding>) {
        use super::account_slot::account_field;
        let mut offset = 0;
        let mut header: Option<(char, usize, usize)> = None; // separator, column, cells
        for line in text.split_inclusive('\n') {
            let start = offset;
            offset += line.len();
            let body = line.trim_end_matches(['\n', '\r']);
            let sep = ['|', '\t', ';', ','].into_iter().find(|&s| body.matches(s).count() >= 2 || (s != ',' && body.matches(s).count() >= 1));
            let Some(sep) = sep else {
                header = None;
                continue;
            };
            let cells: Vec<(usize, &str)> = {
                let mut v = Vec::new();
                let mut at = 0;
                for cell in body.split(sep) {
                    v.push((start + at, cell));
                    at += cell.len() + sep.len_utf8();
                }
                v
            };
            match header {
                Some((s, col, n)) if s == sep && cells.len() == n => {
                    let (at, cell) = cells[col];
                    let lead = cell.len() - cell.trim_start().len();
                    let v = cell.trim();
                    if v.chars().all(|c| c == '-' || c == ':' || c == ' ') {
                        continue;
                    }
                    if let Some(m) = self.value.find(v) {
                        let span = Span::new(at + lead, at + lead + v.len());
                        if m.end() == v.len() && digit_count(v) >= 5 && (self.cued_accept)(v, true) && !out.iter().any(|f| f.span == span) {
                            out.push(Finding::new(Span::new(at + lead, at + lead + v.len()), Label::Account, 0.8, Cow::Borrowed("account/column")));
                        }
                    }
                }
                _ => {
                    header = cells
                        .iter()
                        .position(|(_, c)| {
                            let c = c.trim();
                            !c.is_empty() && c.chars().any(char::is_alphabetic) && !c.chars().any(|c| c.is_ascii_digit()) && account_field(c)
                        })
                        .map(|col| (sep, col, cells.len()));
                }
            }
        }
    }

    /// Extends each of this recognizer's findings from `first` on over a self-correction and its corrected value
    /// ("880144 — no sorry 8801546273" is one span: the caller's slip is the same account), and reports read-backs:
    /// a later or earlier copy of a found value (same letters and digits, separators ignored) anywhere in the text.
    fn follow_up(&self, text: &str, out: &mut Vec<Finding>, first: usize) {
        for f in &mut out[first..] {
            let rest = &text[f.span.end..];
            if let Some(c) = self.correction.find(rest).filter(|c| c.end() > 0 && !rest[..c.end()].trim().is_empty()) {
                let after = f.span.end + c.end();
                if let Some(v) = self.value.find(&text[after..]) {
                    let end = after + v.end();
                    if digit_count(&text[after..end]) >= 5 && super::is_free(text, after, end) {
                        f.span = Span::new(f.span.start, end);
                    }
                }
            }
        }
        let keys: Vec<String> = out[first..]
            .iter()
            .map(|f| key(&text[f.span.start..f.span.end]))
            .filter(|k| k.bytes().filter(u8::is_ascii_digit).count() >= 6)
            .collect();
        let mut found = Vec::new();
        for k in &keys {
            for span in copies(text, k) {
                let covered = out[first..].iter().chain(&found).any(|f: &Finding| f.span.start < span.end && span.start < f.span.end);
                if !covered {
                    found.push(Finding::new(span, Label::Account, 0.75, Cow::Borrowed("account/repeat")));
                }
            }
        }
        out.extend(found);
    }
}

/// The largest char boundary at or below `at`.
fn floor_char(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// A value found before its cue.
struct Value<'t> {
    start: usize,
    end: usize,
    text: &'t str,
}

impl Value<'_> {
    fn as_str(&self) -> &str {
        self.text
    }
    fn start(&self) -> usize {
        self.start
    }
    fn end(&self) -> usize {
        self.end
    }
}

/// The letters and digits of a value, lower-cased: `NMA-4417 0293` → `nma44170293`.
fn key(v: &str) -> String {
    v.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect()
}

/// Every whole copy of `key` in `text`: its characters in order, case ignored, with at most one space, `-`, `.` or
/// `/` between two of them, standing free (not part of a longer code or number).
fn copies(text: &str, key: &str) -> Vec<Span> {
    let (b, k) = (text.as_bytes(), key.as_bytes());
    let mut spans = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].to_ascii_lowercase() != k[0] || !text.is_char_boundary(i) {
            i += 1;
            continue;
        }
        let (mut p, mut j) = (i + 1, 1);
        while j < k.len() && p < b.len() {
            if b[p].to_ascii_lowercase() == k[j] {
                (p, j) = (p + 1, j + 1);
            } else if matches!(b[p], b' ' | b'-' | b'.' | b'/') && p + 1 < b.len() && b[p + 1].to_ascii_lowercase() == k[j] {
                p += 1;
            } else {
                break;
            }
        }
        if j == k.len() && super::is_free(text, i, p) {
            spans.push(Span::new(i, p));
            i = p;
        } else {
            i += 1;
        }
    }
    spans
}

/// A value said before its cue (digits, perhaps with a letter prefix and groups).
const BEFORE_VALUE: &str = r"[A-Za-z]{0,4}-?[0-9][0-9]*(?:[- ][0-9]{2,}){0,5}";

/// The cues that may follow their value, after "my", "that's my", "c'est mon", …
const BEFORE_CUES: &str = "account(?: number| no\\.?| #)?|acct|policy(?: number| no\\.?)?|member (?:id|number)|membership number|customer (?:number|id|no\\.?)|client (?:number|id)|loyalty number|patient (?:number|id)|numéro de (?:client|compte|contrat|membre|police|dossier)|número de (?:cuenta|cliente|socio|póliza|conta)|numero (?:cliente|di conto)|kontonummer|kundennummer|kundnummer|rekeningnummer|klantnummer|numer (?:konta|klienta)";

impl Default for AccountRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for AccountRecognizer {
    fn name(&self) -> &'static str {
        "account"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let first = out.len();
        self.cued.find(text, out);
        self.slots(text, out);
        // Not a quantity of something ("your account has 44712 points").
        let mut i = first;
        while i < out.len() {
            let next = text[out[i].span.end..].trim_start().split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
            if UNITS.contains(&next.to_lowercase().as_str()) {
                out.remove(i);
            } else {
                i += 1;
            }
        }
        for m in self.before.find_iter(text) {
            let from = floor_char(text, m.start().saturating_sub(48));
            let Some(v) = self.before_value.captures(&text[from..m.start()]).and_then(|c| c.name("v")) else { continue };
            let v = Span::new(from + v.start(), from + v.end());
            let v = Value { start: v.start, end: v.end, text: &text[v.start..v.end] };
            let after = text[m.end()..].trim_start();
            let other = ["balance", "password", "pin", "holder", "manager", "settings"].iter().any(|w| after.to_lowercase().starts_with(w));
            if digit_count(v.as_str()) >= 5 && super::is_free(text, v.start(), v.end()) && !other {
                out.push(Finding::new(Span::new(v.start(), v.end()), Label::Account, 0.8, Cow::Borrowed("account/before-cue")));
            }
        }
        for c in self.holder.captures_iter(text) {
            let v = c.name("v").expect("the group is in the pattern");
            if digit_count(v.as_str()) >= 7 && super::is_free(text, v.start(), v.end()) {
                out.push(Finding::new(Span::new(v.start(), v.end()), Label::Account, 0.75, Cow::Borrowed("account/holder")));
            }
        }
        for m in self.kigo.find_iter(text) {
            out.push(Finding::new(Span::new(m.start(), m.end()), Label::Account, 0.8, Cow::Borrowed("account/kigo-bango")));
        }
        self.follow_up(text, out, first);
        self.branch.find(text, out);
        self.bare_branch.find(text, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::Account as A;
        check_table(
            &AccountRecognizer::new(),
            &[
                ("Account number: 12345678", A, "12345678"),
                ("Use Paybill 888880, account number 2230459-01 for payments.", A, "2230459-01"),
                ("send to Paybill 400200 account KWC7-0441 not my number", A, "KWC7-0441"),
                ("CONTINUATION NOTE Folder no: GSH-0511823 Ward: Paeds", A, "GSH-0511823"),
                ("admitted (patient no. RPA-220417), from 9 November", A, "RPA-220417"),
                ("votre numéro de dossier chez eux sera PH-3318802. La", A, "PH-3318802"),
                ("account number. 12345678", A, "12345678"),
                ("your account number, please. Caller: sure, it's 40031872", A, "40031872"),
                ("my account no. is 0012-3456-7890", A, "0012-3456-7890"),
                ("sort code 12-34-56", A, "12-34-56"),
                ("acct #88213409 was debited", A, "88213409"),
                ("policy number POL-88213409", A, "POL-88213409"),
                ("Member ID: 4410 2290 881", A, "4410 2290 881"),
                ("MRN 00482913", A, "00482913"),
                ("Kontonummer 0532013000", A, "0532013000"),
                ("số tài khoản của tôi là 0071000123456", A, "0071000123456"),
                ("routing number 021000021", A, "021000021"),
                ("customer ID CUS-559812 opened a ticket", A, "CUS-559812"),
                ("member number? Caller: Uh, 0041 887 203, it's on the statement", A, "0041 887 203"),
                ("policy number LCA-HS-0884172. I was admitted", A, "LCA-HS-0884172"),
                ("UHID: SRMH/2025/0448172 Age/Sex: 58", A, "SRMH/2025/0448172"),
                ("numéro d'adhérent ? Oui, MPS 0073 4412 09.", A, "MPS 0073 4412 09"),
                ("policy number speaker_1: yeah it's p m 7720419 speaker_0: thanks", A, "p m 7720419"),
                ("policy number is l s a dash 44192207 okay", A, "l s a dash 44192207"),
                ("Número de socio SAN-0931-22847. Nacida el", A, "SAN-0931-22847"),
                ("settled under PMJAY card PMJAY-TN-33-0091847.", A, "PMJAY-TN-33-0091847"),
                ("minha conta é agência 0447 e", A, "0447"),
                ("Frequent flyer number: BA 44712290.", A, "BA 44712290"),
                ("Employee ID E-204471 in payroll", A, "E-204471"),
                ("Vertragsnummer VN-4471-2290 bitte", A, "VN-4471-2290"),
                ("Seu prontuário aqui é o PRT-0044817, da unidade", A, "PRT-0044817"),
                ("Re: Hemi Walker   NHI ZKS4736   DOB 09/11/1967", A, "ZKS4736"),
                ("transit number 04127 and the account", A, "04127"),
                ("caller: gtbank account 0123944718 agent", A, "0123944718"),
                ("ゆうちょ銀行 記号 10170 です", A, "10170"),
                ("MPAN 1200 0512 3456 789 on the bill", A, "1200 0512 3456 789"),
                ("account number, uh, for future reference is 44712290", A, "44712290"),
                // Answered late, after a hesitation or in the next turn.
                ("my account number, hang on, it's on the letter somewhere, right, here we go, 5512009877", A, "5512009877"),
                ("the member id on the card speaker_1: uh let me see it says w 44712299 okay", A, "w 44712299"),
                // Spelled letters in dashed chunks and a unit-like pair the shadow text keeps apart.
                ("the policy number is s h i dash m v dash 7720418 and", A, "s h i dash m v dash 7720418"),
                ("your account number customer: um it's km 4990217 agent: thanks", A, "km 4990217"),
                // Read back later (same letters and digits), and corrected mid-way.
                ("can i take the account number C: it's 880144 — no sorry 8801546273 A: thanks", A, "880144 — no sorry 8801546273"),
                // A value said before its cue.
                ("Client: 30047712 is my account number.", A, "30047712"),
                ("Le 0044712290, c'est mon numéro de client.", A, "0044712290"),
                ("caller: it's 88213409, that's my policy number", A, "88213409"),
                // Table rows and local-language cues.
                ("Cust. No.: 400318729", A, "400318729"),
                ("Customer #: A1447-2290", A, "A1447-2290"),
                ("Customer no.: 7 004 118 293     Contract: FIBRE-1000", A, "7 004 118 293"),
                ("Medical record #: 4471229", A, "4471229"),
                ("Mitt kundnummer är 55 21 904.", A, "55 21 904"),
                ("Journalnummer: GRB-0048213 Adress: Gränby Backe 17", A, "GRB-0048213"),
                ("ke rekening aja kak, BCA 611 048 2297 a.n. Ni Luh", A, "BCA 611 048 2297"),
                ("Hesap numaram 00447129001", A, "00447129001"),
                ("口座番号は1234567です", A, "1234567"),
                ("お客様番号：0012447129", A, "0012447129"),
                ("Your Medicare ID is 1EG4-TE5-MK72", A, "1EG4-TE5-MK72"),
                ("We had a Equity account, 0450 2918 8834 6, but she", A, "0450 2918 8834 6"),
                ("waiting confirmation from customer 7004118293. Tag: wifi", A, "7004118293"),
                ("Kenpo member number will be 記号 3120 番号 487 – card", A, "記号 3120 番号 487"),
                ("Capitec bank, branch 470010 Vehicle", A, "470010"),
                // Field names classified by their head noun (account/field, account/slot, account/column).
                ("Subscriber No.: SUB-00471229", A, "SUB-00471229"),
                ("Abonnentennummer: 5501 8834 12", A, "5501 8834 12"),
                ("Nº de afiliación: 28/10447712/33", A, "28/10447712/33"),
                ("mi número de socio es el 00812244 y", A, "00812244"),
                ("Meine Versicherungsscheinnummer lautet VS-4471-2290-01.", A, "VS-4471-2290-01"),
                ("abone numaram 4471229904, tamam", A, "4471229904"),
                ("order_id,customer_no,amount\nSO-99812,C0071422,49.90", A, "C0071422"),
            ],
            &[
                "credited to the account, not refunded to M-PESA. Use Paybill 888880 for payments.",
                "ACC claim no. 10049773821 (accepted 14/07/2026)",
                "Order 12345678 shipped",
                "Ticket #88213409 closed",
                "account ending in 4242",
                "my account was locked on Monday",
                "account balance 1,234.56",
                "12345678 is my order number",
                "it's 88213409, that's my account balance",
                "your account has 44712 points",
                "Account is in my name. meter 14227390815 token 4417",
                "oude rekening. [14:10] Noor: Genoteerd. Bestelnummers WP-88120-ES en SB-2026-4471",
                "your online account username? Client: it's mk68. Luis: I'm creating engagement E-2026-0412",
                "our lekki branch in five working days, open 0800 to 1700",
                "the customer called 3 times about order 44712290",
                "invoice INV-2024-00123",
                "account 123 only",
                "Tracking 1Z999AA10123456784",
                "SKU HX-220-B, error E-4471",
                "accountant 12345678",
                "account locked; order 12345678 shipped",
                "a salary certificate. [12/03/2025, 10:14] Aisha: hi",
                "the account is a 5 star one",
                "agência fechada às 16h",
                "socio since 2019",
                "branch code 12",
                "loyalty points 12,450 this year",
                "student id card expired in 2024",
                "account number? for reference 44712290 is the ticket",
                "employee number 12 of 40",
                "電話番号 03-1234-5678",
                "the institution was founded in 1850",
                "Bantuan Pelanggan ID sesi: LC-20261202-77410 · Mulai",
                "Contract: FIBRE-1000 (SKU FX-F1000-2Y)",
                "Customer: my number is 0412 334 556",
                "Order ID: ORD-2026-114872",
                "Tracking No: 1Z84V0E20398712254",
            ],
        );
    }

    /// A read-back of a found value is found too, separators ignored; a longer code holding it is not a copy.
    #[test]
    fn read_backs() {
        let r = AccountRecognizer::new();
        let cases: &[(&str, &[&str])] = &[
            ("policy number please B: it's nma44170293 sorry A: that's nma 4417 0293 okay", &["nma44170293", "nma 4417 0293"]),
            ("account number 44712290. Later: 44712290 again, not X44712290 nor 44712290-7", &["44712290", "44712290"]),
            ("order 44712290 shipped; account number 55120098", &["55120098"]),
        ];
        for (text, want) in cases {
            let mut out = Vec::new();
            crate::Recognizer::find(&r, text, &mut out);
            let mut got: Vec<(usize, &str)> = out.iter().map(|f| (f.span.start, &text[f.span.start..f.span.end])).collect();
            got.sort();
            let got: Vec<&str> = got.into_iter().map(|(_, v)| v).collect();
            assert_eq!(&got, want, "{text}");
        }
    }
}
