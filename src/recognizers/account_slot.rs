//! ACCOUNT slots: a field whose *name* is account-ish, whatever its exact wording (part of the account recognizer).
//!
//! The account recognizer's cue list names phrases one by one; this table classifies a field name by its head noun
//! or abbreviation instead, so "Subscriber No.", "Policyholder ID", "Abonnentennummer", "Nº de afiliación", "numer
//! klienta", "abone numaram", "회원번호" and "customer_no" are all account slots although none is listed whole. A name
//! is an account slot when one of its words is
//! - a *thing* head (account, acct, a/c, policy, contract, membership, MRN, BSB, IFSC, CLABE, Konto, compte, cuenta,
//!   rekening, hesap, 口座, 계좌, …): the noun names the number by itself ("Account: …", "Policy: …");
//! - a *holder* head (customer, client, member, subscriber, patient, insured, Kunde, cliente, socio, müşteri,
//!   pelanggan, 会員, 고객, …) joined to a number word: a compound (`Kundennummer`, `klantnummer`, `asiakasnumero`,
//!   `müşteri numarası`, `customer_no`, `会員番号`, `회원번호`), the next word ("member no", "client ID", "patient
//!   record number"), or a number word before it ("número de socio", "numéro d'adhérent", "numer klienta", "nomor
//!   pelanggan", "номер абонента"). A holder word alone is a person ("Customer: …" is a speaker label);
//!
//! and none of its words names another kind of number (order, ticket, invoice, claim, tracking, transaction,
//! confirmation, booking, phone, date, amount, balance, … in the same languages: `Bestellnummer`, `pedido`,
//! `commande`, `sipariş`, `注文`). Where the name is found: a `Field: value` line ([`field_names`]), a table's header
//! cell naming a column, and a head word in running text ("my subscriber number is …").
//!
//! The value itself is then read with the account value grammar and checks (see `account.rs`).

/// Thing heads: nouns and abbreviations that name an account-like number alone (lower case).
const THINGS: &[&str] = &[
    // English and abbreviations.
    "account", "accounts", "acct", "acc", "a/c", "policy", "contract", "membership", "mrn", "uhid", "bsb", "ifsc",
    "clabe", "cbu", "cvu", "mprn", "mpan", "gprn", "nhi", "routing", "aba", "iban", "medicare", "medicaid",
    "loyalty", "rewards", "frequent", "chart", "hospital", "subscription", "billing",
    // Romance.
    "compte", "contrat", "police", "cuenta", "contrato", "póliza", "poliza", "afiliación", "afiliacion",
    "conto", "contratto", "polizza", "tessera", "conta", "apólice", "apolice", "prontuário", "prontuario",
    "expediente", "adhésion", "adhesion",
    // Germanic and Nordic (compounds are split: `Kontonummer` = konto + nummer).
    "konto", "kontos", "vertrag", "vertrags", "versicherungsschein", "police", "polis", "rekening", "contract",
    "lidmaatschap", "avtal", "avtale", "aftale", "tili", "sopimus", "vakuutus", "journal",
    // Central and Eastern European.
    "rachunek", "rachunku", "umowa", "umowy", "polisa", "polisy", "účet", "účtu", "smlouva", "smlouvy",
    "számla", "szerződés", "счет", "счёт", "счета", "счёта", "договор", "договора", "полис", "полиса",
    // Turkish, Indonesian/Malay, Vietnamese.
    "hesap", "hesabı", "poliçe", "police", "sözleşme", "rekening", "polis", "akaun", "tài khoản", "hợp đồng",
    // CJK.
    "口座", "契約", "証券", "診察券", "账户", "账号", "帐号", "帳號", "保单", "合同", "계좌", "계약", "증권",
];

/// Holder heads: people and memberships that need a number word ("customer" alone is a speaker, "customer no" a
/// field).
const HOLDERS: &[&str] = &[
    "customer", "cust", "client", "member", "subscriber", "patient", "policyholder", "insured", "beneficiary",
    "enrollee", "consumer", "student", "employee", "staff", "payroll", "record",
    "cliente", "socio", "afiliado", "asegurado", "abonado", "paciente", "titular",
    "client", "adhérent", "adherent", "assuré", "assure", "abonné", "abonne", "membre", "patient", "sociétaire",
    "assistito", "assicurato", "paziente", "associado", "segurado", "beneficiário",
    "kunde", "kunden", "kunden-", "mitglied", "mitglieds", "versicherten", "versicherung", "versicherungs", "patienten",
    "abonnent", "abonnenten", "klant", "lid", "relatie", "abonnee", "patiënt", "verzekerde", "kund", "kunde",
    "medlem", "medlems", "asiakas", "jäsen", "potilas", "klient", "klienta", "klienta", "członek", "członkowski",
    "pacjent", "pacjenta", "abonent", "abonenta", "ubezpieczonego", "zákazník", "zákaznické", "pojištěnce",
    "ügyfél", "tag", "клиент", "клиента", "абонент", "абонента", "пациент", "пациента", "müşteri", "abone", "üye",
    "hasta", "pelanggan", "anggota", "nasabah", "peserta", "ahli", "khách hàng", "hội viên", "thuê bao",
    "会員", "顧客", "お客様", "患者", "加入者", "被保険者", "会员", "客户", "회원", "고객", "환자", "가입자",
];

/// Number words: a field's "number" in any form (a word of its own, or the end of a compound).
const NUMBER_WORDS: &[&str] = &[
    "number", "numbers", "no", "nos", "nr", "num", "nbr", "nº", "n°", "id", "#", "code", "ref", "reference",
    "nummer", "numéro", "numero", "número", "numer", "nomor", "номер", "số", "mã", "číslo", "numara", "numarası",
    "numaram", "numaranız", "szám", "száma", "kód", "kode", "kod", "nro", "núm", "num.", "identifier",
    "identification", "sz", "番号", "号", "번호", "号码", "號碼", "编号", "編號", "id번호",
];

/// Number-word suffixes of compounds (`Kundennummer`, `asiakasnumero`, `ügyfélszám`, `customer_no`, `会員番号`).
const SUFFIXES: &[&str] = &[
    "nummer", "nummern", "numero", "numer", "numara", "numarası", "numaram", "numaranız", "szám", "száma", "szama",
    "number", "no", "nr", "num", "nbr", "id", "code", "番号", "号", "번호", "号码", "號碼", "编号", "編號",
];

/// Words before a holder that make it a field ("número de socio", "numéro d'adhérent", "numer klienta").
const NUMBER_BEFORE: &[&str] = &[
    "número", "numero", "numéro", "n°", "nº", "no", "nr", "num", "núm", "nro", "numer", "nomor", "номер", "số", "mã",
    "číslo", "id", "code", "código", "codice", "kode", "identifiant",
];

/// Small words between a number word and its holder ("número *de* socio", "numéro *d'*adhérent").
const LINKS: &[&str] = &["de", "d", "d'", "di", "del", "da", "do", "du", "of", "the", "your", "my", "della", "dello", "du", "des", "la", "le"];

/// Words naming another kind of number or a non-number field: a name with one of them is not an account slot.
const REFUSE: &[&str] = &[
    "order", "orders", "ticket", "invoice", "claim", "tracking", "transaction", "txn", "confirmation", "booking",
    "reservation", "shipment", "parcel", "consignment", "incident", "request", "case", "complaint", "serial",
    "phone", "tel", "telephone", "mobile", "cell", "fax", "email", "e-mail", "mail", "date", "dob", "birth", "born",
    "amount", "balance", "total", "price", "premium", "fee", "cost", "due", "limit", "value", "name", "names",
    "address", "street", "city", "zip", "postcode", "postal", "pin", "password", "passcode", "otp", "login", "username",
    "since", "type", "status", "manager", "holder", "sort", "tax", "vat", "ssn", "sin", "passport", "licence",
    "license", "plate", "vehicle", "promo", "coupon", "discount", "voucher", "verification", "security", "access",
    "tracking", "awb", "batch", "lot", "sku", "item", "product", "model", "version", "build", "error", "agent",
    "pedido", "factura", "reclamación", "reclamo", "reserva", "envío", "teléfono", "fecha", "importe", "saldo",
    "commande", "facture", "réclamation", "sinistre", "colis", "téléphone", "montant", "solde", "ordine", "fattura",
    "sinistro", "spedizione", "telefono", "encomenda", "fatura", "sinistro", "bestellung", "rechnung", "schaden",
    "sendung", "auftrag", "vorgang", "telefon", "betrag", "bestelling", "factuur", "schade", "zending", "zamówienie",
    "zamówienia", "faktura", "szkody", "przesyłki", "telefonu", "sipariş", "siparis", "fatura", "hasar", "kargo",
    "telefon", "pesanan", "tagihan", "tiket", "klaim", "đơn", "hóa", "заказ", "заказа", "счёт-фактура", "телефон",
    "注文", "請求", "電話", "订单", "发票", "电话", "주문", "전화", "청구", "iban", "swift", "bic", "card",
    // A session, chat or call is not an account ("ID sesi", "session ID", "Chat-ID").
    "session", "sesi", "sesión", "sessão", "séance", "sitzung", "sessie", "chat", "call", "conversation", "device",
];

/// Prefixes of compounds that name another kind of number (`Bestellnummer`, `Rechnungsnr`, `Telefonnummer`,
/// `Personnummer`, `Steuernummer`, `Sozialversicherungsnummer`).
const REFUSE_PREFIXES: &[&str] = &[
    "bestell", "rechnung", "auftrag", "sendung", "vorgang", "schaden", "telefon", "steuer", "sozial", "personnummer",
    "personnr", "pass", "reise", "buchung", "bestel", "factuur", "zending", "ordre", "faktura", "tilaus", "lasku",
    "sipariş", "fatura", "kargo", "order", "invoice", "ticket", "tracking", "booking",
];

/// The heads that are only abbreviations: they name an account slot even in running text with no number word
/// ("acct 4471229", "BSB 062-000", "MRN 00482913").
const STRONG: &[&str] = &["acct", "a/c", "mrn", "uhid", "bsb", "ifsc", "clabe", "cbu", "cvu", "mprn", "mpan", "gprn", "nhi"];

/// The lower-cased words of a field name, split where the script changes between CJK and the rest.
pub(crate) fn words(name: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut cur_cjk = false;
    for c in name.chars() {
        let part = c.is_alphanumeric() || matches!(c, '#' | '°' | 'º' | '/' | '_' | '\'' | '’');
        let cjk = is_cjk(c);
        if !part || (!cur.is_empty() && cjk != cur_cjk) {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
        }
        if part {
            cur.extend(c.to_lowercase());
            cur_cjk = cjk;
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    // `a/c` stays one word; other slashes separate ("member/patient").
    out.into_iter()
        .flat_map(|w| {
            let w = w.trim_matches(['\'', '’', '_']).to_string();
            if w == "a/c" || !w.contains('/') {
                vec![w]
            } else {
                w.split('/').map(str::to_string).collect()
            }
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// Han, kana and Hangul.
fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{9fff}' | '\u{ac00}'..='\u{d7af}' | '\u{f900}'..='\u{faff}')
}

/// Hiragana and Hangul particles after a CJK field name ("会員番号は", "회원번호는").
fn strip_particle(w: &str) -> &str {
    let particles = ["は", "が", "を", "の", "는", "은", "이", "가", "를", "을", "是", "为"];
    particles.iter().find_map(|p| w.strip_suffix(p)).unwrap_or(w)
}

/// What a word says about a field name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Word {
    /// A thing head ("account", "Kontonummer").
    Thing,
    /// A holder head joined to a number word (`Kundennummer`, `customer_no`, `会員番号`).
    HolderNumber,
    /// A holder head alone ("customer", "socio").
    Holder,
    /// A number word ("number", "no", "número").
    Number,
    /// Another kind of number or field.
    Refuse,
    /// Anything else.
    Other,
}

/// `rest` after a head is a number suffix, with an optional linking `s`, `en`, `-`, `_` (`Kunden|nummer`,
/// `mitglieds|nummer`, `customer_|no`, `会員|番号`).
fn number_suffix(rest: &str) -> bool {
    let rest = strip_particle(rest);
    ["", "s", "n", "en", "e", "-", "_", ".", "s-", "-n", " "].iter().any(|link| {
        rest.strip_prefix(link).is_some_and(|r| SUFFIXES.contains(&r) || SUFFIXES.iter().any(|s| r.strip_suffix('.') == Some(s)))
    })
}

fn classify(w: &str) -> Word {
    let w = strip_particle(w);
    if REFUSE.contains(&w) || REFUSE_PREFIXES.iter().any(|p| w.starts_with(p)) {
        return Word::Refuse;
    }
    if NUMBER_WORDS.contains(&w) || NUMBER_WORDS.contains(&w.trim_end_matches('.')) {
        return Word::Number;
    }
    let head = |heads: &[&str]| {
        heads.iter().any(|h| w == *h || w.strip_prefix(h).is_some_and(number_suffix))
    };
    if head(THINGS) {
        return Word::Thing;
    }
    if HOLDERS.iter().any(|h| w.strip_prefix(h).is_some_and(|r| !r.is_empty() && number_suffix(r))) {
        return Word::HolderNumber;
    }
    if HOLDERS.contains(&w) {
        return Word::Holder;
    }
    Word::Other
}

/// Whether a field name (the words before a `:` or a table's header cell) names an account-like number: a thing
/// head, or a holder head with a number word (joined, after it, or before it), and no word of another kind.
pub(crate) fn account_field(name: &str) -> bool {
    let ws = words(name);
    if ws.is_empty() || ws.len() > 6 {
        return false;
    }
    let kinds: Vec<Word> = ws.iter().map(|w| classify(w)).collect();
    if kinds.contains(&Word::Refuse) {
        return false;
    }
    let number = kinds.contains(&Word::Number);
    kinds.iter().any(|k| matches!(k, Word::Thing | Word::HolderNumber))
        || (kinds.contains(&Word::Holder) && number)
}

/// Whether a head word in running text starts an account slot, and where the field name ends: `word` is the word
/// found (`start..end` in `text`); the name is the word itself when it is a compound with a number word or an
/// abbreviation ([`STRONG`]), the word and a number word after it ("subscriber number", "member card no"), or a
/// number word before it and the word ("número de socio"). Returns the byte where the value may start.
pub(crate) fn slot_in_text(text: &str, start: usize, end: usize) -> Option<usize> {
    let word = &text[start..end];
    let kind = classify(&word.to_lowercase());
    let lw = word.to_lowercase();
    if !matches!(kind, Word::Thing | Word::HolderNumber | Word::Holder) {
        return None;
    }
    // Two words before: another kind's word refuses ("order customer no"), a number word makes "número de socio".
    let before: Vec<String> = words(&text[floor(text, start.saturating_sub(40))..start]);
    let before: Vec<&str> = before.iter().rev().take(3).map(String::as_str).collect();
    if before.iter().take(2).any(|w| classify(w) == Word::Refuse) {
        return None;
    }
    let number_before = match before.as_slice() {
        [w, ..] if NUMBER_BEFORE.contains(&w.trim_end_matches('.')) => true,
        [l, w, ..] if LINKS.contains(l) && NUMBER_BEFORE.contains(&w.trim_end_matches('.')) => true,
        _ => false,
    };
    let compound = THINGS.iter().any(|h| lw.strip_prefix(h).is_some_and(|r| !r.is_empty() && number_suffix(r)));
    if kind == Word::HolderNumber || compound || STRONG.contains(&lw.as_str()) || (number_before && kind != Word::Thing) {
        return Some(end);
    }
    // The words after: an optional qualifier, then a number word ("member card number", "customer ref no").
    let mut pos = end;
    for step in 0..3 {
        let rest = &text[pos..];
        let gap = rest.len() - rest.trim_start_matches([' ', '\t', '.', '-']).len();
        if step == 0 && rest.trim_start_matches([' ', '\t']).starts_with([':', '：', '#']) {
            // "Account: …", "Policy #…": a thing names its field alone.
            return (kind == Word::Thing).then_some(end);
        }
        let r = &rest[gap..];
        let len = r.find(|c: char| !(c.is_alphanumeric() || c == '#' || c == '°' || c == 'º')).unwrap_or(r.len());
        let len = if len == 0 && r.starts_with('#') { 1 } else { len };
        if len == 0 {
            break;
        }
        let w = r[..len].to_lowercase();
        match classify(&w) {
            Word::Number => {
                // Not when the next word names something else ("Pelanggan ID sesi": a session).
                let end = pos + gap + len;
                let next = text[end..].trim_start_matches([' ', '\t', '.']);
                let next: String = next.chars().take_while(|c| c.is_alphanumeric()).collect::<String>().to_lowercase();
                return (classify(&next) != Word::Refuse).then_some(end);
            }
            Word::Refuse => return None,
            _ if step == 0 && ["card", "record", "reference", "ref", "account", "login", "identification", "registration"].contains(&w.as_str()) => {}
            _ => break,
        }
        pos += gap + len;
    }
    None
}

/// The largest char boundary at or below `at`.
fn floor(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Every head word of [`THINGS`] and [`HOLDERS`] (for the running-text scan's regex), longest first.
pub(crate) fn head_pattern() -> String {
    let mut heads: Vec<&str> = THINGS.iter().chain(HOLDERS).copied().filter(|h| !h.ends_with('-')).collect();
    heads.sort_by_key(|h| std::cmp::Reverse(h.len()));
    heads.dedup();
    let alts: Vec<String> = heads.iter().map(|h| regex::escape(h).replace(' ', r"\s+")).collect();
    format!("(?i:{})", alts.join("|"))
}

/// The field name before a `:` at byte `colon`: back to the line start or a cell separator (`|`, a tab, two
/// spaces, `;`), at most 60 bytes; `None` when the text before is no field name (a time `10:14`, a URL).
pub(crate) fn field_name(text: &str, colon: usize) -> Option<&str> {
    let from = floor(text, colon.saturating_sub(60));
    let before = &text[from..colon];
    let cut = [before.rfind('\n'), before.rfind('|'), before.rfind('\t'), before.rfind("  "), before.rfind(';'), before.rfind(['[', '(', ']', ')', '>'])]
        .into_iter()
        .flatten()
        .max()
        .map_or(0, |i| i + 1);
    let name = before[cut..].trim();
    if name.is_empty() || name.ends_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    // Cut back from the line start at most 60 bytes: a sentence is not a field name.
    if cut == 0 && from > 0 && !text[..from].ends_with('\n') {
        return None;
    }
    Some(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::{check_positives, check_size};

    #[test]
    fn field_names() {
        let rows: &[(&str, bool)] = &[
            ("Account", true),
            ("Subscriber No.", true),
            ("Policyholder ID", true),
            ("Abonnentennummer", true),
            ("Nº de afiliación", true),
            ("Numer umowy", true),
            ("Nr. ewidencyjny pacjenta", true),
            ("Cliente nº", true),
            ("customer_no", true),
            ("Membership No.", true),
            ("Account Ref", true),
            ("会員番号", true),
            ("회원번호는", true),
            ("Versicherungsscheinnummer", true),
            ("Customer", false),
            ("Patient", false),
            ("Order ID", false),
            ("Invoice Number", false),
            ("Tracking No", false),
            ("Claim ref", false),
            ("Bestellnummer", false),
            ("Account balance", false),
            ("Customer phone", false),
            ("Telefonnummer", false),
            ("Transaction ID", false),
            ("Account holder name", false),
            ("Ticket", false),
            ("Meter serial", false),
        ];
        let positives = rows.iter().filter(|r| r.1).count();
        check_size("account_field", positives, rows.len() - positives, 10);
        check_positives(rows, account_field);
    }
}
