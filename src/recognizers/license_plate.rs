//! LICENSE_PLATE: vehicle registration plates — reported only after a cue, or as a repeat of one found so.
//!
//! Matches:
//! - `license_plate/cued` (0.8): after a plate cue in many languages — "license plate", "number plate", "plate",
//!   "reg", "rego", "registration", "tag", "VRN", "Kennzeichen", "Nummernschild", "immatriculation", "plaque",
//!   "matrícula", "placa", "patente", "chapa", "targa", "kenteken", "nummerplaat", "rejestracja", "numer
//!   rejestracyjny", "registreringsnummer", "rekisterinumero", "plaka", "plat nomor", "nambari ya gari", "biển số",
//!   "ナンバー", "번호판", "车牌", … — up to [`super::cued::MAX_WORDS`] words later, one to four groups of capitals and
//!   digits joined by a space, `-`, `.` or `·`, 4–10 characters with a letter and a digit (`7ABC123`, `AB12 CDE`,
//!   `B-MW 1234`, `AB-123-CD`, `241-D-12345`, `MH 12 AB 1234`, `51F-123.45`, `HX 42 TY GP`); an emirate before the
//!   code (`Dubai A 12345`, `Abu Dhabi 5 43210`); Japanese (`品川 300 あ 12-34`), Korean (`12가 3456`) and Chinese
//!   (`京A·12345`) plates; and a plate written or recognised in lower case (`bxq412`, `kda 123a`, the shadow of
//!   "b x q four one two") when it has the shape of a country's plate (below).
//! - `license_plate/vehicle` (0.7): after a vehicle word ("car", "vehicle", "van", "truck", "bakkie", "ute",
//!   "motorbike", "coche", "carro", "voiture", "Auto", "samochód", "gari", "xe", …), only a value with the exact shape
//!   of a country's plate ([`country_format`]: UK, IE with its county codes, DE, AT, CH, FR, ES, IT, NL, BE, PT, PL,
//!   SE, TR, BR Mercosul and old, AR, MX, US, CA, AU, NZ, ZA provinces, KE, NG, IN, PH, VN, CN).
//! - `license_plate/before-cue` (0.75): a value with a country's plate shape right before "is my plate", "é a
//!   placa", "es la matrícula", "c'est ma plaque", "ist mein Kennzeichen", … ("KDA 123A is my reg").
//! - `license_plate/spelled` (0.8): a plate read with the phonetic alphabet after a plate cue, two or more of its
//!   words among single letters and digits ("rego is bravo x-ray quebec 412", the shadow of "… four one two").
//! - `license_plate/repeat` (0.75): the same plate again anywhere in the text, with or without its separators
//!   ("plate 8 M N K 4 1 7 … AGENT: 8MNK417, 2019 Honda").
//!
//! Deliberately not matched: plates without any cue (a plate's shape is an SKU's shape), all-digit values
//! (indistinguishable from counts and years after "registration"), values before their cue, fleet and asset numbers
//! ("fleet" ends the search), VINs (17 characters), and after a vehicle word anything but a country's plate shape
//! ("the car is a BMW X5", "truck 42").

use std::collections::HashSet;
use std::sync::OnceLock;

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

use super::cued::{Cued, Kind};

/// Finds cued licence plates.
pub struct LicensePlateRecognizer {
    cued: Cued,
    vehicle: Cued,
    /// What must stand right before a value found after a vehicle word: the word itself, then only "is",
    /// "was", a definite article, "number", a colon or a comma ("the bakkie is HX 42 TY GP", "véhicule AB-123-CD", not "the car is a Mercedes
    /// GLE 350": a model name).
    vehicle_tail: Regex,
    before_cue: Regex,
    spelled: Regex,
    chain: Regex,
}

/// The phonetic alphabet (ICAO, with common spellings).
const NATO: &[&str] = &[
    "alpha", "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "juliett",
    "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor",
    "whiskey", "whisky", "x-ray", "xray", "yankee", "zulu",
];

/// The value after a plate cue: capitals and digits in groups (an emirate may come first), an East Asian plate, or
/// a lower-case plate of one or two tokens.
const VALUE: &str = concat!(
    // Korea: digits, a syllable, four digits; Japan: office (kanji), class number, kana, serial; China: province
    // character, a letter, five or six. First: the general pattern would take the digits before the syllable.
    r"(?:[\uAC00-\uD7A3]{2} ?)?[0-9]{2,3} ?[\uAC00-\uD7A3] ?[0-9]{4}",
    r"|[\u4E00-\u9FFF]{1,4} ?[0-9]{2,3} ?[\u3040-\u309F] ?[0-9]{1,2}-?[0-9]{2}",
    r"|[\u4E00-\u9FFF][A-Z][ ·.]?[A-Z0-9]{5,6}",
    r"|(?:(?:Abu Dhabi|Dubai|Sharjah|Ajman|Fujairah|Umm Al Quwain|Ras Al Khaimah|RAK|AUH|DXB|SHJ)[ \-])?",
    r"[A-Z0-9]{1,10}(?:[ \-.·][A-Z0-9]{1,6}){0,3}",
    // Greek and Russian/Ukrainian plates use the capitals that look like Latin ones (`ΙΚΑ-1234`, `А123ВС 77`).
    r"|[A-Z0-9ΑΒΕΖΗΙΚΜΝΟΡΤΥΧАВЕКМНОРСТУХІ]{1,10}(?:[ \-.·][A-Z0-9ΑΒΕΖΗΙΚΜΝΟΡΤΥΧАВЕКМНОРСТУХІ]{1,6}){0,3}",
    r"|[a-z]{2,3} [0-9]{3,4}[a-z]?|[a-z0-9]{5,8}",
);

/// Country plate shapes (capitals; `S` a separator: space, `-`, `.`, `·` or nothing), matched against the whole
/// value. Used alone after a vehicle word, and for lower-case values after a plate cue.
fn country_format(v: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        let formats = [
            // UK current, prefix and suffix.
            r"[A-Z]{2}[0-9]{2}~[A-Z]{3}", r"[A-Z][0-9]{1,3}~[A-Z]{3}", r"[A-Z]{3}~[0-9]{1,3}[A-Z]",
            // Ireland: year, county code, serial.
            r"[0-9]{2,3}~(?:C|CE|CN|CW|D|DL|G|KE|KK|KY|L|LD|LH|LK|LM|LS|MH|MN|MO|OY|RN|SO|T|TN|TS|W|WH|WD|WX|WW)~[0-9]{1,6}",
            // Germany, Austria (district, letters, digits).
            r"[A-ZÄÖÜ]{1,3}[ \-][A-Z]{1,2}~[0-9]{1,4}[EH]?", r"[A-Z]{1,2}[ \-][0-9]{1,5}~[A-Z]{1,3}",
            // France SIV, Italy, Argentina Mercosur; France FNI.
            r"[A-Z]{2}~[0-9]{3}~[A-Z]{2}", r"[0-9]{1,4}~[A-Z]{2,3}~(?:[0-9]{2}|2A|2B)",
            // Spain current and provincial.
            r"[0-9]{4}~[BCDFGHJKLMNPRSTVWXYZ]{3}", r"[A-Z]{1,2}~[0-9]{4}~[A-Z]{1,2}",
            // Netherlands / Belgium / Portugal three-group codes.
            r"[A-Z]{2}-[0-9]{2,3}-[A-Z]{1,2}", r"[0-9]{1,2}-[A-Z]{2,3}-[0-9]{1,2}", r"[A-Z]{2}-[0-9]{2}-[0-9]{2}",
            r"[0-9]{2}-[0-9]{2}-[A-Z]{2}", r"[A-Z]{2}-[A-Z]{2}-[0-9]{2}", r"[0-9]{2}-[A-Z]{2}-[A-Z]{2}",
            r"[0-9]-[A-Z]{3}-[0-9]{3}",
            // Poland (district letters, then five), Sweden, Turkey.
            r"[A-Z]{2,3}~[0-9][0-9A-Z]{3,4}", r"[A-Z]{3}~[0-9]{2}[A-Z0-9]", r"[0-9]{2}~[A-Z]{1,3}~[0-9]{2,4}",
            // Brazil Mercosul and old; Mexico; US/PH/NZ/AU three-and-three or four.
            r"[A-Z]{3}[0-9][A-Z][0-9]{2}", r"[A-Z]{3}~[0-9]{3,4}", r"[A-Z]{3}~[0-9]{3}~[A-Z]", r"[A-Z]{3}~[0-9]{2}~[0-9]{2}",
            r"[0-9]{3}~[A-Z]{3}", r"[0-9][A-Z]{3}[0-9]{3}", r"[0-9]~[A-Z]{3}~[0-9]{3}", r"[A-Z]{4}~[0-9]{3}",
            r"[A-Z]{2}[0-9]{4}", r"[A-Z]{3}~[0-9]{2}[A-Z]", r"[0-9][A-Z]{2}~[0-9][A-Z]{2}", r"[A-Z]{2}~[0-9]{2}~[A-Z]{2}",
            // South Africa: Gauteng, North West and others with the province, Western Cape, KwaZulu-Natal.
            r"[A-Z]{2}~[0-9]{2}~[A-Z]{2}~(?:GP|NW|MP|L|NC|FS|EC|ZN)", r"[A-Z]{3}~[0-9]{3}~(?:GP|NW|MP|L|NC|FS|EC)",
            r"C[A-Z]{1,2}~[0-9]{3}(?:~[0-9]{3})?", r"N[A-Z]~[0-9]{4,6}",
            // Kenya (cars, motorbikes), Nigeria.
            r"K[A-Z]{2}~[0-9]{3}[A-Z]", r"KM[A-Z]{2}~[0-9]{3}[A-Z]", r"[A-Z]{3}~[0-9]{3}~[A-Z]{2}",
            // India (state, district, series, number) and Bharat series.
            r"[A-Z]{2}~[0-9]{1,2}~[A-Z]{1,3}~[0-9]{4}", r"[0-9]{2}~BH~[0-9]{4}~[A-Z]{1,2}",
            // Denmark (two letters, five digits in groups), Czech (digit, letter, letter or digit, four digits),
            // Finland (two or three letters, one to three digits).
            r"[A-Z]{2} [0-9]{2} [0-9]{3}", r"[0-9][A-Z][A-Z0-9]~[0-9]{4}", r"[A-Z]{2,3}-[0-9]{1,3}",
            // Vietnam.
            r"[0-9]{2}[A-Z][A-Z0-9]?~[0-9]{3}\.?[0-9]{2}", r"[0-9]{2}[A-Z][A-Z0-9]?~[0-9]{4}",
        ];
        let alts: Vec<String> = formats.iter().map(|f| f.replace('~', r"[ \-.·]?")).collect();
        Regex::new(&format!("^(?:{})$", alts.join("|"))).expect("plate formats compile")
    });
    re.is_match(v)
}

/// The general shape after a strong cue: 4–10 letters and digits with a digit and a capital; a lower-case value must
/// have a country's shape.
fn plate(v: &str) -> bool {
    let alnum = v.chars().filter(|c| c.is_alphanumeric()).count();
    let digit = v.bytes().any(|b| b.is_ascii_digit());
    if !v.is_ascii() {
        return digit;
    }
    // An emirate's name before the code: the code alone may be digits ("Abu Dhabi 5 43210").
    const EMIRATES: &[&str] =
        &["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Fujairah", "Umm Al Quwain", "Ras Al Khaimah", "RAK", "AUH", "DXB", "SHJ"];
    if let Some(rest) = EMIRATES.iter().find_map(|e| v.strip_prefix(e).and_then(|r| r.strip_prefix([' ', '-']))) {
        let n = rest.chars().filter(char::is_ascii_alphanumeric).count();
        return (2..=7).contains(&n) && rest.bytes().any(|b| b.is_ascii_digit());
    }
    if v.bytes().any(|b| b.is_ascii_lowercase()) {
        return !v.bytes().any(|b| b.is_ascii_uppercase()) && country_format(&v.to_ascii_uppercase());
    }
    (4..=10).contains(&alnum) && digit && v.bytes().any(|b| b.is_ascii_uppercase())
}

/// The cue-first kind this recognizer reports (also used with a configuration's extra cues, see
/// [`crate::context::UserCues`]).
pub(crate) fn kind() -> Kind {
    Kind {
        rule: "license_plate/cued",
        chain: false,
        label: Label::LicensePlate,
        score: 0.8,
        cues: &[
            "license plate", "licence plate", "number plate", "plate", "plates", "plate number", "plate no",
            "registration", "registration number", "reg", "reg no", "rego", "car reg", "vehicle reg",
            "vehicle registration", "registration mark", "VRN", "VRM", "tag number", "tags", "licence disc",
            // German, French, Dutch, Italian, Spanish, Portuguese.
            "kennzeichen", "kfz-kennzeichen", "autokennzeichen", "nummernschild", "autonummer", "immatriculation",
            "plaque", "plaque d'immatriculation", "kenteken", "nummerplaat", "targa", "targato", "targata", "immatricolato", "immatricolata", "immatriculé", "immatriculée",
            "matriculado", "matriculada", "emplacado", "emplacada", "zugelassen auf", "matrícula", "matricula",
            "placa", "placas", "patente", "chapa", "dominio",
            // Polish, Nordic, Finnish, Czech, Hungarian, Romanian, Turkish, Afrikaans, Indonesian, Filipino, Swahili.
            "rejestracja", "rejestracyjny", "numer rejestracyjny", "tablica rejestracyjna", "tablice", "nr rej",
            "registreringsnummer", "regnr", "reg nr", "nummerplade", "skiltnummer", "rekisterinumero", "rekkari",
            "spz", "rendszám", "înmatriculare", "plaka", "registrasie", "nommerplaat", "plat nomor", "nomor polisi",
            "nopol", "plaka number", "plaka", "nambari ya gari", "namba ya gari", "namba ya usajili",
            // Vietnamese, Japanese, Korean, Chinese, Arabic.
            "biển số", "biển kiểm soát", "bks", "ナンバー", "ナンバープレート", "車両番号", "번호판", "차량번호",
            "车牌", "车牌号", "車牌", "رقم اللوحة", "لوحة",
            // More forms and languages: English form words, Czech/Slovak, Croatian/Serbian/Slovene, Greek,
            // Russian/Ukrainian, Hungarian, Romanian, Norwegian, Danish, Estonian, Baltic, Hebrew, Thai, Malay,
            // Hindi.
            "registration plate", "reg plate", "reg. no", "registration no", "reg number", "car plate",
            "vehicle plate", "numberplate", "license tag", "licence tag", "tag no", "plate #", "rego number",
            "amtliches kennzeichen", "polizeiliches kennzeichen", "n° d'immatriculation", "numéro d'immatriculation",
            "número de matrícula", "número de placa", "placa do carro", "targa auto", "numero di targa",
            "registrační značka", "registrační značku", "státní poznávací značka", "spz vozidla", "evidenčné číslo",
            "ečv", "registarska oznaka", "registarske tablice", "registrska številka", "tablice", "πινακίδα",
            "πινακίδες", "αριθμός κυκλοφορίας", "госномер", "гос номер", "номерной знак", "номер машины",
            "номерний знак", "forgalmi rendszám", "rendszámú", "număr de înmatriculare", "numărul de înmatriculare",
            "nr. de înmatriculare", "kjennemerke", "registreringsnummer", "nummerplade", "registreerimismärk",
            "numura zīme", "valstybinis numeris", "מספר רישוי", "ทะเบียนรถ", "nombor pendaftaran", "no. plat",
            "गाड़ी नंबर", "वाहन संख्या", "nummerpladen", "nummerpladerne", "registreringsnummeret", "skiltet",
            "kennzeichens", "rekisterinumeroksi", "rekisterinumerolla", "rekkarit", "rekkari on", "tablica",
            "tablicę", "numery rejestracyjne", "nr. rej", "kenteken is", "targhe", "matrícula del coche",
        ],
        value: VALUE,
        accept: |v, _| plate(v),
    }
}

/// Vehicle words: after them only a country's plate shape is reported.
fn vehicle_kind() -> Kind {
    Kind {
        rule: "license_plate/vehicle",
        chain: false,
        label: Label::LicensePlate,
        score: 0.7,
        cues: &[
            "car", "car's", "vehicle", "van", "truck", "lorry", "bakkie", "ute", "suv", "motorbike", "motorcycle",
            "motor", "bike", "scooter", "taxi", "cab", "jeep", "pickup", "coche", "carro", "auto", "voiture",
            "wagen", "samochód", "samochodu", "auta", "bil", "gari", "xe", "moto", "camioneta", "vehículo",
            "veículo", "véhicule", "fahrzeug", "voertuig", "veicolo", "pojazd", "značka", "značku", "značkou",
            "bilen", "bilens", "autoni", "auton", "autot", "vozidlo", "vozidla",
        ],
        value: r"[A-Z0-9]{1,10}(?:[ \-.·][A-Z0-9]{1,6}){0,3}",
        accept: |v, _| {
            v.bytes().filter(u8::is_ascii_digit).count() >= 2
                && v.bytes().filter(u8::is_ascii_alphanumeric).count() >= 5
                && country_format(v)
        },
    }
}

/// A plate with a country's shape within six words after byte `end` (the end of a plate), on the same line, with
/// no word on the way that makes it another number ("fleet", "order", "VIN", …).
fn second_plate(text: &str, end: usize) -> Option<Span> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"^[^\n]{0,60}?(?:^|[ \t(,;:])(?P<val>[A-Z0-9]{1,4}(?:[ \-.·][A-Z0-9]{1,5}){0,3})(?:$|[ \t\r\n),;.!?])")
            .expect("second plate pattern compiles")
    });
    let mut limit = (end + 64).min(text.len());
    while !text.is_char_boundary(limit) {
        limit -= 1;
    }
    let window = &text[end..limit];
    let c = re.captures(window)?;
    let v = c.name("val")?;
    let between = window[..v.start()].to_lowercase();
    const STOP: &[&str] = &[
        "fleet", "order", "vin", "asset", "ticket", "invoice", "km", "chassis", "policy", "tel", "phone", "sku", "item",
        "part", "serial", "model", "ref", "reference", "booking", "case", "claim",
    ];
    let words = between.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).count();
    let val = v.as_str();
    let ok = words <= 6
        && !STOP.iter().any(|w| between.split(|c: char| !c.is_alphanumeric()).any(|b| b == *w))
        && val.bytes().filter(u8::is_ascii_digit).count() >= 2
        && val.bytes().any(|b| b.is_ascii_uppercase())
        && country_format(val);
    ok.then(|| Span::new(end + v.start(), end + v.end()))
}

/// Normalised form of a plate for repeats: capitals and digits only.
fn key(v: &str) -> String {
    v.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_uppercase()).collect()
}

/// Every other place in `text` where one of `found` (values of at least five characters with a letter and a digit)
/// occurs again as whole tokens, with or without its separators, letters read back with "as in" included ("D as in
/// David, 4471928") or said in the spelling alphabet ("charlie november romeo victor 418"): chains of letter-and-digit tokens joined by one separator (or ", ") are scanned once, and each
/// run of up to seven tokens is compared. Linear in the text.
pub(crate) fn repeats(text: &str, chain: &Regex, found: &[Span], label: Label, score: f32, rule: &'static str, out: &mut Vec<Finding>) {
    let keys: HashSet<String> = found
        .iter()
        .map(|s| key(&text[s.start..s.end]))
        .filter(|k| k.len() >= 5 && k.bytes().any(|b| b.is_ascii_digit()) && k.bytes().any(|b| b.is_ascii_alphabetic()))
        .collect();
    if keys.is_empty() {
        return;
    }
    for m in chain.find_iter(text) {
        let toks: Vec<(usize, usize)> = Regex::find_iter(token_re(), m.as_str()).map(|t| (m.start() + t.start(), m.start() + t.end())).collect();
        for i in 0..toks.len() {
            let mut k = String::new();
            let mut j = i;
            while j < toks.len().min(i + 9) {
                let tok = &text[toks[j].0..toks[j].1];
                // "D as in David": the letter counts, "as in David" does not.
                if j > i && tok == "as" && toks.get(j + 1).is_some_and(|t| &text[t.0..t.1] == "in") && j + 2 < toks.len() {
                    j += 3;
                    continue;
                }
                // "charlie november romeo victor": a spelling-alphabet word stands for its letter.
                match nato(tok) {
                    Some(c) => k.push(c),
                    None => k.push_str(&key(tok)),
                }
                if k.len() > 12 {
                    break;
                }
                if keys.contains(&k) {
                    let span = Span::new(toks[i].0, toks[j].1);
                    if !found.contains(&span) && super::is_free(text, span.start, span.end) {
                        out.push(Finding::new(span, label, score, rule));
                    }
                    break;
                }
                j += 1;
            }
        }
    }
}

/// The letter a word of the ICAO/NATO spelling alphabet stands for (`Charlie` → `C`), in any case.
fn nato(w: &str) -> Option<char> {
    const WORDS: &[&str] = &[
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima",
        "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey",
        "xray", "yankee", "zulu",
    ];
    let lower = w.to_ascii_lowercase();
    let lower = match lower.as_str() {
        "alfa" => "alpha",
        "juliett" => "juliet",
        "whisky" => "whiskey",
        l => l,
    };
    WORDS.contains(&lower).then(|| lower.as_bytes()[0].to_ascii_uppercase() as char)
}

fn token_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"[A-Za-z0-9]+").expect("token pattern compiles"))
}

/// Chains of ASCII letter-and-digit tokens joined by single separators.
pub(crate) fn chain_re() -> Regex {
    Regex::new(r"[A-Za-z0-9]+(?:(?:[ \-.·]|, )[A-Za-z0-9]+)*").expect("chain pattern compiles")
}

impl LicensePlateRecognizer {
    /// Compiles the cues and the value pattern.
    pub fn new() -> LicensePlateRecognizer {
        let words: Vec<String> = vehicle_kind().cues.iter().map(|c| regex::escape(c)).collect();
        let tail = format!(
            r"(?i)(?:^|[^\p{{L}}\p{{N}}])(?:{})(?:[ \t]+(?:is|was|es|est|ist|é|là|ni|the|el|la|le|o|der|die|das|number|no\.?|nr\.?|#)|[ \t]*[:,(#])*[ \t]*$",
            words.join("|")
        );
        LicensePlateRecognizer {
            cued: Cued::new(kind()),
            vehicle: Cued::new(vehicle_kind()),
            vehicle_tail: Regex::new(&tail).expect("vehicle tail compiles"),
            before_cue: Regex::new(concat!(
                r"(?:^|[^\p{L}\p{N}\-])(?P<val>[A-Za-z0-9]{1,10}(?:[ \-.·][A-Za-z0-9]{1,6}){0,3})[ \t]+",
                r"(?i:is|was|é|es|est|c'est|ist|to|là|ni)[ \t]+",
                r"(?i:(?:my|the|his|her|our|their|a|o|la|el|mi|ma|mon|sa|son|mein|meine|sein|seine|moja|mój|nasza|minha|sua)[ \t]+){0,2}",
                r"(?i:(?:car|vehicle|new)[ \t]+)?",
                r"(?i:plate|plates|number plate|licen[cs]e plate|reg|rego|registration|placa|matr[ií]cula|targa|plaque|",
                r"kennzeichen|kenteken|rejestracja|patente|plaka|biển số)",
                // The cue ends its phrase: "is my plate, …", "é a placa do carro"; not "is the plate holder SKU".
                r"(?:[ \t]*(?:[.,;:!?)\n]|$)|[ \t]+(?i:number|no|of|for|on|do|da|del|de|des|der|and|y|e|et|und|now)(?:[^\p{L}\p{N}]|$))"
            ))
            .expect("before-cue pattern compiles"),
            spelled: Regex::new(&format!(
                r"(?i)(?:^|[^\p{{L}}\p{{N}}])(?:plate|plates|reg|rego|registration|number plate|licen[cs]e plate|placa|matr[ií]cula|targa|plaque|kennzeichen|kenteken|tag)(?:[ \t]+(?:number|no\.?|is|was|it's|its)|[ \t]*[:#])*[ \t]+(?P<val>(?:(?:{n}|[a-z]|[0-9]{{1,4}})[ \t,\-]+){{2,9}}(?:{n}|[a-z]|[0-9]{{1,4}}))(?:[^\p{{L}}\p{{N}}]|$)",
                n = NATO.iter().map(|w| regex::escape(w)).collect::<Vec<_>>().join("|")
            ))
            .expect("spelled plate pattern compiles"),
            chain: chain_re(),
        }
    }
}

impl Default for LicensePlateRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for LicensePlateRecognizer {
    fn name(&self) -> &'static str {
        "license_plate"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let from = out.len();
        self.cued.find(text, out);
        let mut vehicle = Vec::new();
        self.vehicle.find(text, &mut vehicle);
        for f in vehicle {
            let mut from = f.span.start.saturating_sub(40);
            while !text.is_char_boundary(from) {
                from -= 1;
            }
            if self.vehicle_tail.is_match(&text[from..f.span.start]) {
                out.push(f);
            }
        }
        for c in self.before_cue.captures_iter(text) {
            let v = c.name("val").expect("val");
            let upper = v.as_str().to_ascii_uppercase();
            if country_format(&upper) && v.as_str().bytes().filter(u8::is_ascii_digit).count() >= 2 {
                out.push(Finding::new(Span::new(v.start(), v.end()), Label::LicensePlate, 0.75, "license_plate/before-cue"));
            }
        }
        for c in self.spelled.captures_iter(text) {
            let v = c.name("val").expect("val");
            // A trailing article after a pause is the next phrase ("412, a white ute").
            let mut end = v.end();
            let tail = text[v.start()..end].trim_end_matches(['a', 'A', 'i', 'I', 'o']);
            if tail.len() + 1 == end - v.start() && tail.trim_end_matches(' ').ends_with(',') {
                end = v.start() + tail.trim_end_matches([' ', ',']).len();
            }
            let v = &text[v.start()..end];
            let start = end - v.len();
            let words: Vec<&str> = v.split([' ', '\t', ',']).filter(|w| !w.is_empty()).collect();
            let nato = words.iter().filter(|w| NATO.iter().any(|n| n.eq_ignore_ascii_case(w))).count();
            let digits: usize = words.iter().map(|w| w.bytes().filter(u8::is_ascii_digit).count()).sum();
            let chars = nato + words.iter().filter(|w| w.len() == 1 && w.as_bytes()[0].is_ascii_alphabetic()).count() + digits;
            if nato >= 2 && digits >= 1 && (4..=10).contains(&chars) {
                out.push(Finding::new(Span::new(start, end), Label::LicensePlate, 0.8, "license_plate/spelled"));
            }
        }
        // A second plate said right after the first ("… CV 48 213, den gamle var AB 91 604", "KR 5TK21 (wcześniej
        // WX 48213)", "mine is KZT-482 and my friend's ZLN-19"): within six words, only a country's plate shape.
        let firsts: Vec<usize> = out[from..].iter().filter(|f| f.label == Label::LicensePlate).map(|f| f.span.end).collect();
        for end in firsts {
            if let Some(span) = second_plate(text, end) {
                out.push(Finding::new(span, Label::LicensePlate, 0.7, "license_plate/second"));
            }
        }
        let found: Vec<Span> = out[from..].iter().map(|f| f.span).collect();
        repeats(text, &self.chain, &found, Label::LicensePlate, 0.75, "license_plate/repeat", out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::{check_table, kept};

    #[test]
    fn table() {
        use Label::LicensePlate as L;
        check_table(
            &LicensePlateRecognizer::new(),
            &[
                ("License plate 7ABC123, blue sedan", L, "7ABC123"),
                ("reg AB12 CDE", L, "AB12 CDE"),
                ("Kennzeichen B-MW 1234", L, "B-MW 1234"),
                ("plaque d'immatriculation AB-123-CD", L, "AB-123-CD"),
                ("Biển số 51F-123.45", L, "51F-123.45"),
                ("number plate: KX19 ZPW", L, "KX19 ZPW"),
                ("matrícula 1234 BCD", L, "1234 BCD"),
                ("targa AB 123 CD", L, "AB 123 CD"),
                ("kenteken 12-ABC-3", L, "12-ABC-3"),
                ("rego is 1ABC-234", L, "1ABC-234"),
                ("πινακίδα ΙΚΑ-1234 στο πάρκινγκ", L, "ΙΚΑ-1234"),
                ("SPZ vozidla: 1AB 2345", L, "1AB 2345"),
                ("forgalmi rendszám: ABC-123", L, "ABC-123"),
                ("auto mělo značku 2AK 4417 podle svědka", L, "2AK 4417"),
                // Ireland, India, South Africa, Kenya, Nigeria, Brazil, Mexico, UAE, Poland, Austria.
                ("the reg is 241-D-12345", L, "241-D-12345"),
                ("vehicle number plate MH 12 AB 1234", L, "MH 12 AB 1234"),
                ("Vehicle: Corolla, reg JR 44 KS GP", L, "JR 44 KS GP"),
                ("And the bakkie is HX 42 TY GP today", L, "HX 42 TY GP"),
                ("plate number KDA 123A", L, "KDA 123A"),
                ("my car is KCB 417Q, a Probox", L, "KCB 417Q"),
                ("car number is KA05MN4321 sir", L, "KA05MN4321"),
                ("the reg is 161D12345 okay", L, "161D12345"),
                ("plate no. LND-482-AB", L, "LND-482-AB"),
                ("placa ABC1D23 do carro", L, "ABC1D23"),
                ("placas JKL-123-A del Estado", L, "JKL-123-A"),
                ("plate Dubai A 12345, white", L, "Dubai A 12345"),
                ("tablica rejestracyjna WA 12345", L, "WA 12345"),
                ("Kfz-Kennzeichen W-12345A", L, "W-12345A"),
                ("patente AB 123 CD", L, "AB 123 CD"),
                ("Le véhicule AB-123-CD est garé", L, "AB-123-CD"),
                ("mi coche es el 4821 KLM", L, "4821 KLM"),
                ("plate bxq412 later", L, "bxq412"),
                ("rego kda 123a", L, "kda 123a"),
                ("ナンバー 品川 300 あ 12-34", L, "品川 300 あ 12-34"),
                ("번호판 12가 3456", L, "12가 3456"),
                ("车牌 京A·12345", L, "京A·12345"),
                ("KDA 123A is my plate, the white Probox", L, "KDA 123A"),
                ("ok ABC1D23 é a placa do carro", L, "ABC1D23"),
                ("the rego is bravo x-ray quebec 412, white ute", L, "bravo x-ray quebec 412"),
                ("plate: Kilo Delta Alpha 123 Alpha.", L, "Kilo Delta Alpha 123 Alpha"),
                ("libretto del veicolo targato GF 482 TZ; 3. conferma", L, "GF 482 TZ"),
            ],
            &[
                "registration 2024 opens soon", "plate of pasta", "7ABC123 alone", "reg ab12 cde lower case",
                "the license plate was muddy", "Registration closes on 6.12.2025", "Build 3.10.2.7", "SKU HX-220-B",
                "Error E-4471", "plates 12 pieces", "the car is a BMW X5", "truck 42 of the fleet",
                "my car is in bay B12", "the van was booked on order 4821 KLM-7", "car park level P2",
                "the plate was damaged on the m25 junction", "vehicle VIN 1HGCM82633A004352",
                "car 2019 Honda CR-V", "taxi to terminal 5", "plate fleet no. KW-2291",
                "version 2.14.3 is the plate firmware", "HX-220-B is the plate holder SKU",
                "the plate is in the golf bag, 2 of them", "registration for alpha and bravo teams, 3 rooms",
            ],
        );
    }

    #[test]
    fn a_second_plate_right_after_the_first() {
        use crate::test_table::check_positives;
        let r = LicensePlateRecognizer::new();
        let plates = |t: &str| kept(&r, t).into_iter().map(|(_, v)| v).collect::<Vec<String>>();
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<String>>();
        check_positives(
            &[
                ("Nummerpladen er CV 48 213, den gamle var AB 91 604.", s(&["CV 48 213", "AB 91 604"])),
                ("nr rej. KR 5TK21 (wcześniej WX 48213), prawo jazdy", s(&["KR 5TK21", "WX 48213"])),
                ("plate KDA 482M, fleet no. KBZ 771K", s(&["KDA 482M"])),
                ("plate KDA 482M, order 12345678 shipped", s(&["KDA 482M"])),
                ("the car is registration 5ALV242\ncustomer: the item is sku EB-633-A", s(&["5ALV242"])),
                ("plate KDA 482M, item HX-220-B", s(&["KDA 482M"])),
                ("rekkari KZT-482 ja kaverin ZLN-19", s(&["KZT-482", "ZLN-19"])),
            ],
            plates,
        );
    }

    #[test]
    fn repeats_of_a_found_plate() {
        let r = LicensePlateRecognizer::new();
        let text = "plate 8MNK417, California. AGENT: 8 MNK 417, right, and 8MNK417X is not it";
        let got = crate::recognizers::scheme::kept(&r, text);
        assert_eq!(
            got,
            vec![(Label::LicensePlate, "8MNK417".to_string()), (Label::LicensePlate, "8 MNK 417".to_string())]
        );
        let text = "plate CNRV 418, Ontario. AGENT: charlie november romeo victor 418 got it; hotel 418 is not it";
        let got = crate::recognizers::scheme::kept(&r, text);
        assert_eq!(
            got,
            vec![
                (Label::LicensePlate, "CNRV 418".to_string()),
                (Label::LicensePlate, "charlie november romeo victor 418".to_string())
            ]
        );
    }
}
