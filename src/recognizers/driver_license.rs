//! DRIVER_LICENSE: driving licence numbers — reported only right after a cue.
//!
//! Matches (see [`super::cued`]): "driver's license", "driving licence", "DL", "licence number", "learner's
//! permit", "Führerschein", "permis de conduire", "carnet/licencia/permiso de conducir", "licencia de manejo",
//! "brevete", "carteira de motorista", "carteira de habilitação", "CNH", "carta de condução", "patente di guida",
//! "rijbewijs", "prawo jazdy", "körkort", "kørekort", "førerkort", "ajokortti", "řidičský průkaz", "ehliyet",
//! "leseni ya udereva", "giấy phép lái xe", "bằng lái", "運転免許証", "운전면허", "驾驶证", "رخصة القيادة", …, then up
//! to [`super::cued::MAX_WORDS`] words, then letters and digits, optionally followed by digit groups after single
//! spaces, dashes, dots or slashes, with at least four digits: US `D1234567`, `S530-4129-8765-0`, `WDL0ABC12345`;
//! Ontario `A1234-56789-01234`; UK `MORGA753116SM9IJ`; India `MH12 20110012345`, `DL-0420110149646`; Philippines
//! `N01-12-345678`; Poland `12345/17/1234`; Brazil CNH `04512345678`; Nigeria `ABC12345AA12`; digits only (Australia,
//! Ireland, France). A value spelled with "as in" ("D as in David, 4471928", the shadow of "D as in David, four four
//! seven …") is one value. Rule `driver_license/cued` (0.85).
//!
//! After a bare "licence"/"license"/"licencia"/"permis" ("His licence is S0417-28839-60312") only a value with at
//! least six digits, and not after "plate", "key" or "software" in between — the issuing state or province may stand
//! between ("licence new south wales 14238876", "license it's arizona D04182937"): rule `driver_license/licence`
//! (0.75).
//!
//! A UK DVLA number (`MORGA753116SM9IJ`, also spaced `MORGA 753116 SM9 IJ`: surname, birth-date digits, initials,
//! check letters) needs no cue: rule `driver_license/uk-dvla`, when its date digits are a date. A licence number
//! found once is found again wherever it is repeated (`driver_license/repeat`).
//!
//! A code with a letter and at least six digits, or eight or more digits, right before "is my licence (number)",
//! "es mi licencia", "é a minha CNH", "c'est mon permis", "ist meine Führerscheinnummer", …, the cue ending its
//! phrase: rule `driver_license/before-cue` (0.75).
//!
//! Deliberately not matched: other licence-shaped codes without a cue, other values before a cue, software licence keys
//! ("license key", "MIT license" are not cues), values with fewer than four digits, and "patente" alone (an
//! Argentine or Chilean plate: LICENSE_PLATE).

use crate::{Finding, Label, Recognizer};

use super::cued::{digit_count, Cued, Kind};

/// Finds cued driving licence numbers.
pub struct DriverLicenseRecognizer {
    cued: Cued,
    bare: Cued,
    /// What must stand right before a value found after a bare "licence".
    bare_tail: regex::Regex,
    before_cue: regex::Regex,
    dvla: regex::Regex,
    chain: regex::Regex,
}

/// The value after a licence cue: an optional spelled head ("D as in David, "), then letters and digits and up to
/// four more groups of digits, the last of which may end in letters (`4021 0004 8HR7`, South Africa).
const VALUE: &str = r"(?:[A-Z] (?:as in|for) [A-Za-z][a-z]+,? ){0,3}[A-Za-z0-9]{1,20}(?:[ \-./][0-9]{1,13}\b){0,4}(?:[ \-./](?:[0-9]+[A-Z]|[A-Z]{1,3}[0-9])[0-9A-Z]{0,5}\b)?";

/// The states, provinces and territories that issue licences, said between "licence" and its number ("licence new
/// south wales 14238876", "license it's arizona D04182937").
const REGIONS: &str = concat!(
    r"alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|",
    r"illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|",
    r"missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|",
    r"ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|",
    r"virginia|washington|west virginia|wisconsin|wyoming|new south wales|nsw|victoria|vic|queensland|qld|",
    r"south australia|western australia|tasmania|northern territory|act|ontario|quebec|québec|british columbia|",
    r"alberta|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland|prince edward island|(?-i:[A-Z]{2,4})|",
    // A licence class said with it ("tipo A", "class C", "Klasse B", "categoría B").
    r"(?:tipo|type|class|klasse|classe|categoría|categoria|kategorie|kategoria|cat\.)[ \t]+[A-Z0-9]{1,2}|núm\.?|num\."
);

fn accept(v: &str, min_digits: usize) -> bool {
    // "D as in David, 4471928": the code is what follows the last spelled word.
    let v = match v.rsplit_once(" as in ").or_else(|| v.rsplit_once(" for ")) {
        Some((_, tail)) => tail.split_once(' ').map_or(tail, |(_, rest)| rest.trim_start_matches([',', ' '])),
        None => v,
    };
    // A date ("valid until 2024-11-30", "issued 30.11.2024") is not a licence number.
    let groups: Vec<&str> = v.split(['-', '.', '/']).collect();
    let date = groups.len() == 3
        && groups.iter().all(|g| !g.is_empty() && g.len() <= 4 && g.bytes().all(|b| b.is_ascii_digit()))
        && (groups[0].len() == 4 || groups[2].len() >= 2)
        && groups[1].len() <= 2;
    // Nor an amount ("renewal fee 1289.50").
    let amount = groups.len() == 2 && groups[1].len() == 2 && v.contains('.') && v.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    if date || amount {
        return false;
    }
    let head = v.split([' ', '-']).next().unwrap_or(v);
    let coded = head.bytes().any(|b| b.is_ascii_digit()) || !head.bytes().any(|b| b.is_ascii_lowercase());
    coded && digit_count(v) >= min_digits && v.len() <= 24
}

/// A UK (DVLA) licence number: five letters of the surname padded with `9`, the birth decade, month (plus 50 for
/// women), day and year digit, two initials padded with `9`, a digit and two check letters (`MORGA753116SM9IJ`).
/// The shape is specific enough to need no cue; the date digits must be a date.
fn dvla_date_ok(v: &str) -> bool {
    let compact: Vec<u8> = v.bytes().filter(|b| *b != b' ').collect();
    let d = &compact[5..11];
    let n = |i: usize| u32::from(d[i] - b'0') * 10 + u32::from(d[i + 1] - b'0');
    let month = n(1) % 50;
    (1..=12).contains(&month) && n(1) / 50 <= 1 && (1..=31).contains(&n(3))
}


/// The cue-first kind this recognizer reports (also used with a configuration's extra cues, see
/// [`crate::context::UserCues`]).
pub(crate) fn kind() -> Kind {
    Kind {
        rule: "driver_license/cued",
        chain: false,
        label: Label::DriverLicense,
        score: 0.85,
        cues: &[
            "driver's license", "drivers license", "driver license", "driver's licence", "drivers licence",
            "driver licence", "driving licence", "driving license", "licence number", "license number", "dl",
            "dln", "cdl", "driver's lic", "drivers lic", "dl no", "dl number", "dl#", "licence no", "license no",
            "lic no", "licence #", "license #", "learner's permit", "learner permit", "learners permit",
            "driving permit", "driver's permit", "provisional licence", "provisional license",
            // German, French, Spanish, Portuguese, Italian, Dutch.
            "führerschein", "führerscheinnummer", "führerscheinnr", "führerschein-nr", "permis de conduire",
            "numéro de permis", "n° de permis", "no de permis", "carnet de conducir", "carné de conducir",
            "licencia de conducir", "licencia de manejo", "licencia de conductor", "permiso de conducir",
            "brevete", "carteira de motorista", "carteira de habilitação", "carteira de habilitacao", "cnh",
            "carta de condução", "carta de conducao", "patente di guida", "numero di patente", "numero patente",
            "rijbewijs", "rijbewijsnummer",
            // Polish, Nordic, Finnish, Czech, Turkish, Swahili, Vietnamese, Japanese, Korean, Chinese, Arabic.
            "prawo jazdy", "prawa jazdy", "körkort", "körkortsnummer", "kørekort", "førerkort", "ajokortti",
            "řidičský průkaz", "ehliyet", "leseni ya udereva", "leseni ya kuendesha", "giấy phép lái xe",
            "bằng lái xe", "bằng lái", "gplx", "運転免許証", "運転免許", "免許証番号", "免許証", "운전면허증",
            "운전면허", "면허번호", "驾驶证", "驾照", "駕照", "رخصة القيادة", "رخصة السياقة",
            // More forms and languages: US/CA/AU form words, Colombian, Catalan, Slovak, Hungarian, Romanian,
            // Greek, Croatian/Serbian/Slovene, Baltic, Russian/Ukrainian, Turkish, Hebrew, Hindi, Malay, Thai,
            // Filipino, Afrikaans.
            "operator's license", "operators license", "operator license", "operator's licence", "driver id",
            "driver's license no", "driver license #", "licence card", "photo licence", "drivers lic no",
            "licencia de conducción", "licencia de conduccion", "pase de conducción", "licencia de manejar",
            "permiso de manejo", "permís de conduir", "licença de condução", "licença de conducao", "habilitação",
            "vodičský preukaz", "vodičského preukazu", "řidičského průkazu", "řidičák", "jogosítvány",
            "vezetői engedély", "permis de conducere", "permisul de conducere", "permisului de conducere",
            "δίπλωμα οδήγησης", "άδεια οδήγησης", "vozačka dozvola", "vozačke dozvole", "vozačku", "vozniško dovoljenje",
            "juhiluba", "vadītāja apliecība", "vairuotojo pažymėjimas", "водительское удостоверение",
            "водительского удостоверения", "водительские права", "посвідчення водія", "sürücü belgesi",
            "רישיון נהיגה", "ड्राइविंग लाइसेंस", "lesen memandu", "ใบขับขี่", "lisensya", "driver's lisensya",
            "bestuurslisensie", "rybewys", "ajokortin numero", "ajokortin", "kørekortnummer", "førerkortnummer",
            "numer prawa jazdy", "駕駛執照", "驾驶执照", "運転免許証番号",
        ],
        value: VALUE,
        accept: |v, _| accept(v, 4),
    }
}

impl DriverLicenseRecognizer {
    /// Compiles the cues and the value pattern.
    pub fn new() -> DriverLicenseRecognizer {
        DriverLicenseRecognizer {
            cued: Cued::new(kind()),
            bare: Cued::new(Kind {
                rule: "driver_license/licence",
                chain: false,
                label: Label::DriverLicense,
                score: 0.75,
                cues: &["licence", "license", "licencia", "licença", "permis", "lic"],
                value: VALUE,
                accept: |v, _| accept(v, 6),
            }),
            bare_tail: regex::Regex::new(&format!(
                r"(?i)(?:^|[^\p{{L}}])(?:licen[cs]e|licencia|licença|permis|lic)(?:[ \t]+(?:number|no\.?|nr\.?|n°|n\.?º|#|is|was|es|est|é|número|numéro|it's|its|from|issued in|{REGIONS})|[ \t]*[:#.,])*[ \t]*$",
            ))
            .expect("licence tail compiles"),
            before_cue: regex::Regex::new(concat!(
                r"(?:^|[^\p{L}\p{N}\-])(?P<val>[A-Z0-9]{1,20}(?:[ \-./][0-9]{1,13}){0,4})[ \t]+",
                r"(?i:is|was|é|es|est|c'est|ist|to|là)[ \t]+",
                r"(?i:(?:my|the|his|her|their|a|o|la|el|mi|ma|mon|sa|son|mein|meine|sein|seine|minha|sua)[ \t]+){0,2}",
                r"(?i:driver'?s licen[cs]e|driving licen[cs]e|licen[cs]e|licencia|cnh|carteira de motorista|permis|",
                r"permis de conduire|führerschein|führerscheinnummer|prawo jazdy|rijbewijs|dl)",
                r"(?:[ \t]+(?i:number|no\.?|nr\.?))?",
                r"(?:[ \t]*(?:[.,;:!?)\n]|$)|[ \t]+(?i:de|do|da|and|y|e|et|und|from|issued)(?:[^\p{L}\p{N}]|$))"
            ))
            .expect("before-cue pattern compiles"),
            dvla: regex::Regex::new(r"(?-u:\b)[A-Z][A-Z9]{4} ?[0-9]{6} ?[A-Z][A-Z9][0-9] ?[A-Z]{2}(?-u:\b)")
                .expect("DVLA pattern compiles"),
            chain: super::license_plate::chain_re(),
        }
    }
}

impl Default for DriverLicenseRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for DriverLicenseRecognizer {
    fn name(&self) -> &'static str {
        "driver_license"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let from = out.len();
        self.cued.find(text, out);
        let mut bare = Vec::new();
        self.bare.find(text, &mut bare);
        for f in bare {
            // Only "licence", then "number", "no.", "is" or a colon: not "licence plate 241-D-12345", "license key
            // …", "licence fee 123456".
            let mut s = f.span.start.saturating_sub(48);
            while !text.is_char_boundary(s) {
                s -= 1;
            }
            if self.bare_tail.is_match(&text[s..f.span.start]) {
                out.push(f);
            }
        }
        for c in self.before_cue.captures_iter(text) {
            let v = c.name("val").expect("val");
            let d = digit_count(v.as_str());
            let letter = v.as_str().bytes().any(|b| b.is_ascii_uppercase());
            if ((letter && d >= 6) || d >= 8) && accept(v.as_str(), 6) {
                let span = crate::Span::new(v.start(), v.end());
                out.push(Finding::new(span, Label::DriverLicense, 0.75, "driver_license/before-cue"));
            }
        }
        for m in self.dvla.find_iter(text) {
            if dvla_date_ok(m.as_str()) {
                let span = crate::Span::new(m.start(), m.end());
                out.push(Finding::new(span, Label::DriverLicense, 0.85, "driver_license/uk-dvla"));
            }
        }
        let found: Vec<crate::Span> = out[from..].iter().map(|f| f.span).collect();
        super::license_plate::repeats(text, &self.chain, &found, Label::DriverLicense, 0.8, "driver_license/repeat", out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::{check_table, kept};

    #[test]
    fn repeats_and_read_backs() {
        let text = "CALLER: licence number D4471928. AGENT: That's D as in David, 4471928. And D4471928X is not.";
        let d = |v: &str| (Label::DriverLicense, v.to_string());
        assert_eq!(kept(&DriverLicenseRecognizer::new(), text), vec![d("D4471928"), d("D as in David, 4471928")]);
    }

    #[test]
    fn table() {
        use Label::DriverLicense as D;
        check_table(
            &DriverLicenseRecognizer::new(),
            &[
                ("Driver's license: D1234567", D, "D1234567"),
                ("driving licence MORGA753116SM9IJ", D, "MORGA753116SM9IJ"),
                ("DL# 123 456 789 expires 2027", D, "123 456 789"),
                ("drivers license number is B072-1234-5678", D, "B072-1234-5678"),
                ("Führerschein B072RRE2I55", D, "B072RRE2I55"),
                ("permis de conduire n° 120475300123", D, "120475300123"),
                ("Giấy phép lái xe số 790123456789", D, "790123456789"),
                ("license number: WDL0ABC12345", D, "WDL0ABC12345"),
                ("rijbewijs 5123456789", D, "5123456789"),
                ("DLN S530-4129-8765", D, "S530-4129-8765"),
                ("Florida DL S530-4129-8765-0 on file", D, "S530-4129-8765-0"),
                ("DL: D as in David, 4471928. Date of birth?", D, "D as in David, 4471928"),
                ("licence number is D for delta, 123 4567.", D, "D for delta, 123 4567"),
                ("His licence is S0417-28839-60312.", D, "S0417-28839-60312"),
                ("driving licence no. MH12 20110012345", D, "MH12 20110012345"),
                ("driving licence no: HR-0619850034761", D, "HR-0619850034761"),
                ("LTO driver's license N01-12-345678", D, "N01-12-345678"),
                ("numer prawa jazdy 12345/17/1234", D, "12345/17/1234"),
                ("número da CNH: 04512345678", D, "04512345678"),
                ("Operator's License: B1234-56789-01234", D, "B1234-56789-01234"),
                ("licencia de conducción 79845123", D, "79845123"),
                ("licence number 4082 0001 XY7K?", D, "4082 0001 XY7K"),
                ("licencia CDMX tipo A núm. A09-482-1736", D, "A09-482-1736"),
                ("vodičský preukaz č. SK123456", D, "SK123456"),
                ("licencia de conducir A12345678", D, "A12345678"),
                ("Ontario licence A1234-56789-01234", D, "A1234-56789-01234"),
                ("UK licence MORGA 753116 SM9 IJ", D, "MORGA 753116 SM9 IJ"),
                ("customer: licence new south wales 14238876 agent: thanks", D, "14238876"),
                ("i'll bring my license it's arizona D04182937 rep: ok", D, "D04182937"),
                ("Driver's lic.:   4021 0004 8HR7 Res. address:", D, "4021 0004 8HR7"),
                ("körkortsnummer 850709-1234", D, "850709-1234"),
                ("運転免許証 123456789012", D, "123456789012"),
                ("FRSC driver's licence ABC12345AA12", D, "ABC12345AA12"),
                ("ok so B8830127 is my licence number, and", D, "B8830127"),
                ("04512345678 é a minha CNH.", D, "04512345678"),
            ],
            &[
                "driver's license expired", "MIT license 2024", "license key ABCD-1234-EFGH", "D1234567 alone",
                "Order 120475300123", "DL 123 too short", "download DL links", "Build 3.10.2.7", "SKU HX-220-B",
                "Error 0x80070005", "licence plate 241-D-12345", "software license 2024-11-30",
                "license key 1234-5678-9012", "MIT license v2.14.3", "licence fee 123456 cents", "lic 12345",
                "permis de construire", "the licence expired in 2019", "v2.14.3 is the license", "order 12345678 is the licence fee", "Driver's license renewal fee 1289.50",
            ],
        );
    }
}
