//! PASSPORT (and identity card numbers as NATIONAL_ID): identity document numbers — reported only right after a cue.
//!
//! Matches (see [`super::cued`]): "passport", "passport number", "passeport", "Reisepass", "pasaporte",
//! "passaporto", "paspoort", "hộ chiếu", German "Pass Nr.", "Passnummer", "pasaport", "útlevél", "cestovní pas",
//! "paspor", "паспорт", "جواز السفر", "パスポート", "여권", "护照" (cues in ~30 languages), then up to four filler words, then six to ten letters and digits with at
//! least four digits (`123456789`, `C01X00T47`, `B1234567`, `12AB34567`). Rule `passport/cued`.
//!
//! Identity cards without a check-digit scheme of their own ("Personalausweis", "carte d'identité", "carta
//! d'identità", "identiteitskaart", "dowód osobisty", "ID card number", and a plain "my ID", "ID number", "national
//! ID" as said in calls and chats): 6–12 letters and digits with at least three
//! digits (`L01X00T47`, `CA00000AA`, `ABA300000`), as NATIONAL_ID, rule `passport/id-card`.
//!
//! A bare capital "ID" is a cue only for 7–10 digits (Kenyan, Ugandan, Israeli, Chilean ids said as "ID 21847306")
//! and only when no other noun stands right before it ("Grace Mwaura, ID 21847306", "my ID: 21847306"; not
//! "Order ID 21847306", "Transaction ID …", "user ID …"): rule `passport/bare-id`.
//!
//! "travels on PB9930172" (a passport said with the verb it is used with): only 8–9 letters and digits with six
//! digits or more, so flights (`BA0117`) and trains are not taken: rule `passport/travels-on`.
//!
//! Deliberately not matched: passport-shaped codes without a cue, values before the cue, machine-readable zone
//! lines (MRZ), and values with fewer than four digits ("passport expired", "passport office").

use crate::{Finding, Label, Recognizer};

use super::cued::{digit_count, Cued, Kind};

/// Finds cued passport numbers.
pub struct PassportRecognizer {
    cued: Cued,
    id_card: Cued,
    travels_on: Cued,
    bare_id: regex::Regex,
}

/// Words that may stand right before a bare "ID" that names a person's identity number.
const BEFORE_ID: &[&str] =
    &["my", "his", "her", "their", "your", "our", "the", "national", "kenyan", "ugandan", "voter", "new", "old", "and", "with", "is", "of"];


/// The cue-first kind this recognizer reports (also used with a configuration's extra cues, see
/// [`crate::context::UserCues`]).
pub(crate) fn kind() -> Kind {
    Kind {
        rule: "passport/cued",
        chain: true,
        label: Label::Passport,
        score: 0.85,
        cues: &[
            "passport", "passport no", "passeport", "reisepass", "reisepassnummer", "pasaporte", "passaporto",
            "paspoort", "hộ chiếu", "số hộ chiếu", "pass nr", "pass-nr", "passnr", "passnummer", "pass no",
            "passport number", "paszport", "passaporte", "passport card", "travel document", "pp no", "ppt no",
            // Other languages: Turkish, Finnish, Czech/Slovak, Hungarian, Romanian, Croatian/Serbian/Slovene,
            // Indonesian/Malay, Swahili, Greek, Russian/Ukrainian, Arabic, Hebrew, Hindi, Japanese, Korean, Chinese.
            "pasaport", "pasaport no", "paspoortnummer", "paspoortnr", "passeportnummer", "passin numero", "passi", "cestovní pas", "cestovný pas", "útlevél",
            "útlevélszám", "pașaport", "pasaportul", "putovnica", "putovnice", "pasoš", "potni list", "paspor",
            "nomor paspor", "pasport", "pasipoti", "διαβατήριο", "паспорт", "паспорта", "закордонний паспорт",
            "جواز السفر", "جواز سفر", "רקם דרכון", "דרכון", "पासपोर्ट", "パスポート", "旅券", "여권", "护照", "護照",
            // Form abbreviations and more languages: Catalan, Albanian, Baltic, Estonian, Icelandic, Bulgarian,
            // Serbian Cyrillic, Persian, Urdu, Bengali, Thai, Tamil, Amharic-free romanised forms.
            "passport #", "passport num", "pasnummer", "pasnr", "pas nr", "passnr.", "pass. no", "pass no", "passport id", "travel doc", "travel doc no",
            "passport details", "passport no.", "n° passeport", "no. passeport", "nº pasaporte", "nro pasaporte",
            "núm. pasaporte", "pasaporte nro", "reisepass-nr", "passaport", "pasaporta", "paso numeris",
            "vegabréf", "паспортът", "пасош", "گذرنامه", "پاسپورٹ", "পাসপোর্ট", "หนังสือเดินทาง", "พาสปอร์ต",
            "கடவுச்சீட்டு", "pasaporti", "passaportu",
        ],
        // Russian and Ukrainian internal passports are written series and number: `45 09 123456`.
        // A letter spelled on its own before the digits ("k seven seven one …", whose shadow reads `k 7718234`;
        // not "a" or "i", which are words).
        value: r"[0-9]{2} ?[0-9]{2} [0-9]{6}|[A-Z]{1,2} [0-9]{6,8}|[b-hj-z] [0-9]{6,8}|[A-Za-z0-9]{6,10}",
        accept: |v, _| digit_count(v) >= 4,
    }
}

impl PassportRecognizer {
    /// Compiles the cues and the value pattern.
    pub fn new() -> PassportRecognizer {
        PassportRecognizer {
            cued: Cued::new(kind()),
            id_card: Cued::new(Kind {
                rule: "passport/id-card",
                chain: true,
                label: Label::NationalId,
                score: 0.85,
                cues: &[
                    "personalausweis", "personalausweisnummer", "ausweisnummer", "id card number",
                    "identity card number", "national id card", "carte d'identité", "carte nationale d'identité",
                    "carta d'identità", "identiteitskaart", "dowód osobisty", "documento de identidade", "cédula",
                    "cedula", "id number", "id no", "my id", "his id", "her id", "national id", "id card",
                    "identity number", "identification number", "kitambulisho", "numéro d'identité", "dni",
                    // Saudi residence permit, Indonesian NIK / KTP, Turkish kimlik, Pakistani CNIC, Malaysian
                    // MyKad, Hong Kong HKID, Ghana Card, Argentine/Peruvian DNI, Chinese, Japanese, Korean ids.
                    "iqama", "iqama number", "muqeem", "nik", "ktp", "nomor induk kependudukan", "kimlik",
                    "kimlik no", "kimlik numarası", "kimlik numaram", "kimlik numaramı", "tc kimlik", "t.c. kimlik",
                    "cnic", "mykad", "ic number", "nric no", "hkid", "ghana card", "documento nacional de identidad",
                    "身份证", "身份证号", "身份证号码", "身分證", "マイナンバー", "주민등록번호",
                    // Latin American identity documents (Colombian `C.C. 79.845.123`, `CC 1.023.456.789`,
                    // Central American DUI/DPI, Uruguayan/Bolivian/Venezuelan CI), and form words.
                    "cédula de ciudadanía", "cedula de ciudadania", "cédula de extranjería", "cedula de extranjeria",
                    "cédula de identidad", "C.C.", "CC", "C.I.", "DUI", "DPI", "tarjeta de identidad",
                    "documento de identidad", "número de documento", "numero de documento", "nro de documento",
                    "document number", "identity document", "id document", "personal id", "citizen id",
                    "identification card", "identity no",
                    // Polish ID card (series and number `CAX 748213`), Romanian buletin (`CJ 562184`), Czech,
                    // Slovak, Hungarian, Greek identity cards.
                    "dowód", "dowodu", "nr dowodu", "seria i nr dowodu", "seria i numer dowodu", "dowód osobisty nr",
                    "buletin", "buletinul", "numărul de buletin", "carte de identitate", "cartea de identitate",
                    "občanský průkaz", "občanského průkazu", "číslo op", "občiansky preukaz", "személyi igazolvány",
                    "személyi", "ταυτότητα", "αριθμός ταυτότητας", "αδτ", "ausweis-nr", "id-karte", "identitätskarte",
                ],
                // Argentine DNI with dots (`41.882.367`), Pakistani CNIC (`35202-1234567-1`), a number read in
                // groups (`384 710 562 40`), a 16-digit NIK, or letters and digits.
                value: r"[A-Z]{2,3} [0-9]{6,7}|[0-9]{1,3}(?:\.[0-9]{3}){2,3}|[0-9]{5}-[0-9]{7}-[0-9]|[0-9]{2,4}(?: [0-9]{2,4}){2,4}|[0-9]{16}|[0-9]{18}[0-9X]?|[A-Za-z0-9]{6,12}",
                accept: |v, _| {
                    let d = digit_count(v);
                    // Spaced: digit groups of a long number, or a series of capitals and its number (`CAX 748213`).
                    d >= 3 && (!v.contains(' ') || (9..=12).contains(&d) || v.starts_with(|c: char| c.is_ascii_uppercase()))
                },
            }),
            travels_on: Cued::new(Kind {
                rule: "passport/travels-on",
                chain: false,
                label: Label::Passport,
                score: 0.75,
                cues: &["travels on", "travelling on", "traveling on", "travel on", "travelled on", "traveled on", "entered on", "flying on"],
                // A passport number (8–9 letters and digits, six digits or more), not a flight (`BA0117`), a
                // train or a date.
                value: r"[A-Za-z0-9]{8,9}",
                // A letter and six digits, or nine digits (a US passport; eight digits are a date: `12032025`).
                accept: |v, _| {
                    let d = digit_count(v);
                    d >= 6 && (d < v.len() || d == 9)
                },
            }),
            bare_id: regex::Regex::new(
                r"(?:^|[^\p{L}\p{N}])(?P<pre>\p{L}+)?(?P<gap>[^\p{L}\p{N}]{0,3})ID(?:[ \t]+(?:no\.?|number|is|was|nr\.?))*[ \t]*[:#.]?[ \t]*(?P<val>[0-9]{7,10})(?:[^\p{L}\p{N}/\-]|$)",
            )
            .expect("bare ID pattern compiles"),
        }
    }
}

impl Default for PassportRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for PassportRecognizer {
    fn name(&self) -> &'static str {
        "passport"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        self.cued.find(text, out);
        self.id_card.find(text, out);
        self.travels_on.find(text, out);
        for c in self.bare_id.captures_iter(text) {
            let val = c.name("val").expect("val");
            // A noun right before "ID" makes it that thing's id ("Order ID", "Transaction ID"); after punctuation
            // ("Mwaura, ID …") or a possessive it is the person's.
            let joined = c.name("gap").is_some_and(|g| g.as_str().chars().all(|ch| ch == ' ' || ch == '\t'));
            let ok = match c.name("pre") {
                Some(pre) if joined => BEFORE_ID.contains(&pre.as_str().to_lowercase().as_str()),
                _ => true,
            };
            if ok {
                let span = crate::Span::new(val.start(), val.end());
                out.push(Finding::new(span, Label::NationalId, 0.75, "passport/bare-id"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::Passport as P;
        check_table(
            &PassportRecognizer::new(),
            &[
                ("Passport number: 123456789", P, "123456789"),
                ("passport no. C01X00T47", P, "C01X00T47"),
                ("my passport is B1234567.", P, "B1234567"),
                ("Passeport 12AB34567", P, "12AB34567"),
                ("Reisepass C4J9XY2K7", P, "C4J9XY2K7"),
                ("pasaporte número PAB123456", P, "PAB123456"),
                ("Số hộ chiếu: C1234567", P, "C1234567"),
                ("paspoort NP1234567 verlopen", P, "NP1234567"),
                ("US passport 561234789, expires 2031", P, "561234789"),
                ("passport (A1234567)", P, "A1234567"),
                ("Personalausweis L01X00T47", Label::NationalId, "L01X00T47"),
                ("carta d'identità CA00000AA", Label::NationalId, "CA00000AA"),
                ("dowód osobisty ABA300000", Label::NationalId, "ABA300000"),
                ("hochgeladen, Pass Nr. X4471902, geb. 23.08.1987", P, "X4471902"),
                ("Wanjiru Kamau: My ID 28841907, KRA PIN", Label::NationalId, "28841907"),
                ("his ID number is 30112045", Label::NationalId, "30112045"),
                ("are Grace Wanjiru Mwaura, ID 21847306. Plot is", Label::NationalId, "21847306"),
                ("Kenyan ID 31290477 and KRA PIN", Label::NationalId, "31290477"),
                ("(ID: 1234567)", Label::NationalId, "1234567"),
                ("my daughter travels on PB9930172 too", P, "PB9930172"),
                ("pasaport numaram U12345678", P, "U12345678"),
                ("Číslo cestovní pas: 41234567", P, "41234567"),
                ("паспорт 4509 123456", P, "4509 123456"),
                ("护照号码是E12345678", P, "E12345678"),
                ("パスポート番号はTK1234567です", P, "TK1234567"),
                ("여권번호 M12345678", P, "M12345678"),
                ("nomor paspor B1234567", P, "B1234567"),
                ("pasaporte nro AAB123456", P, "AAB123456"),
                ("passport number is k 7718234", P, "k 7718234"),
                ("passport #: 534127890", P, "534127890"),
                ("Paspoortnummer: EK 4471928   geldig tot 11-2033", P, "EK 4471928"),
                ("su ig es @x, DNI 41.882.367, jajaja", Label::NationalId, "41.882.367"),
                ("cédula de ciudadanía 1.023.456.789 de Bogotá", Label::NationalId, "1.023.456.789"),
                ("C.C. 79.845.123 expedida en Cali", Label::NationalId, "79.845.123"),
                ("Seria i nr dowodu: CAX 748213", Label::NationalId, "CAX 748213"),
                ("numărul de buletin CJ 562184", Label::NationalId, "CJ 562184"),
                ("Pasnummer 208451736, udløber 3. marts 2029", P, "208451736"),
                ("- Saudi Iqama: 2418830957 - New", Label::NationalId, "2418830957"),
                ("Pelanggan: NIK 5171044512960003, lahir", Label::NationalId, "5171044512960003"),
                ("kimlik numaramı istedi, ben de verdim, 384 710 562 40, sonra", Label::NationalId, "384 710 562 40"),
            ],
            &[
                "The passport expired in 2019", "passport office hours 9-17", "Order 123456789 shipped",
                "C01X00T47 alone is not flagged", "passport photo 2x2", "Build 3.10.2.7 and v2.14.3",
                "ticket 123456789", "passports and visas", "SKU HX-220-B", "Error E-4471", "Personalausweis verloren",
                "my ID was stolen", "ID card expired in 2024", "boarding pass no seat", "the pass 12 of 20",
                "Order ID 21847306 shipped", "Transaction ID 99120034 failed", "user ID 4471902 logged in",
                "Employee ID 20231187", "id 21847306 lower case", "ID 2024-11-30", "ID 123456 too short",
                "she travels on BA0117 tonight", "travelling on 12032025 ticket", "the paspor office", "паспорт просрочен",
                "cc: the team", "my passport is a blue one", "CI pipeline 1.234.567 runs", "护照过期了", "travels on the 0815 train", "NIK 12 34", "kimlik kartı kayıp", "iqama renewal 2026",
            ],
        );
    }
}
