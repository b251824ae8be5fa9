//! Values in a field slot whose name says what they are: a column of a CSV, TSV, semicolon or pipe table under its
//! header, the value cell of a two-cell row (`Passport no<TAB>X1234567`, `| AHV-Nr. | 756… |`), a whole `Field:
//! value` line of a form dump, and an address block written on the lines under an `Address:` field.
//!
//! The field names are a lexicon of how forms, exports and CRMs in many languages name a field ([`FIELDS`]), matched
//! on the whole cell after normalising (lower case; `_`, `-`, `.` and runs of spaces as one space; a trailing `no`,
//! `nr`, `number`, `nummer`, `#`, `n°`, `número`, … removed). The value must then have its label's shape
//! ([`fits`]): documents and identifiers 5–30 characters with at least four digits (plates: two), birth dates a
//! numeric or written date, addresses letters with a house number, postcodes 3–10 characters with a digit. Rule
//! `table/field` (0.85).
//!
//! A table is a header line of at least two cells, none with a digit, followed by lines with the same number of cells
//! (quoted cells may hold the delimiter); it ends at the first line that does not. A markdown rule line (`|---|`) is
//! skipped.
//!
//! Deliberately not matched: a generic `id` or `number` column (a row id, an order number), cells of other shapes
//! under a known header ("n/a", "see above", "unknown", a city alone under "address"), a `Field: value` line whose
//! value goes on with more words (the cue-first recognizers read those), and tables whose rows change width.

use crate::{Finding, Label, Recognizer, Span};

/// Field names (normalised, see the module comment) and the label of their values.
const FIELDS: &[(&str, Label)] = {
    use Label::{Address as A, DateOfBirth as B, DriverLicense as D, LicensePlate as L, NationalId as N, Passport as P, Postcode as Z, TaxId as T};
    &[
        // Passports.
        ("passport", P), ("passport id", P), ("pass", P), ("passnummer", P), ("reisepass", P), ("passeport", P),
        ("pasaporte", P), ("passaporto", P), ("paspoort", P), ("paszport", P), ("passaporte", P), ("pasaport", P),
        ("útlevél", P), ("cestovní pas", P), ("cestovný pas", P), ("putovnica", P), ("pașaport", P), ("паспорт", P),
        ("hộ chiếu", P), ("số hộ chiếu", P), ("travel document", P), ("passport card", P), ("διαβατήριο", P),
        ("passi", P), ("pas", P), ("paspor", P), ("旅券番号", P), ("パスポート番号", P), ("여권번호", P), ("护照号码", P),
        // Driving licences.
        ("führerausweis", D), ("fahrausweis", D), ("driver license", D), ("drivers license", D), ("driver's license", D), ("driver licence", D),
        ("drivers licence", D), ("driver's licence", D), ("driving licence", D), ("driving license", D), ("dl", D),
        ("dln", D), ("cdl", D), ("licence", D), ("license", D), ("führerschein", D), ("fuehrerschein", D),
        ("permis de conduire", D), ("permis", D), ("licencia de conducir", D), ("licencia de conducción", D),
        ("licencia", D), ("carnet de conducir", D), ("permiso de conducir", D), ("cnh", D), ("carta de condução", D),
        ("patente di guida", D), ("rijbewijs", D), ("prawo jazdy", D), ("körkort", D), ("kørekort", D),
        ("førerkort", D), ("ajokortti", D), ("řidičský průkaz", D), ("vodičský preukaz", D), ("jogosítvány", D),
        ("permis de conducere", D), ("vozačka dozvola", D), ("δίπλωμα οδήγησης", D), ("ehliyet", D),
        ("sürücü belgesi", D), ("водительское удостоверение", D), ("giấy phép lái xe", D), ("bằng lái", D),
        ("運転免許証番号", D), ("운전면허번호", D), ("驾驶证号", D),
        // Plates.
        ("kontrollschild", L), ("plate", L), ("license plate", L), ("licence plate", L), ("number plate", L), ("registration", L),
        ("reg", L), ("rego", L), ("vrn", L), ("vrm", L), ("vehicle registration", L), ("kennzeichen", L),
        ("kfz kennzeichen", L), ("amtliches kennzeichen", L), ("immatriculation", L), ("plaque", L), ("matrícula", L),
        ("matricula", L), ("placa", L), ("patente", L), ("targa", L), ("kenteken", L), ("nummerplaat", L),
        ("numer rejestracyjny", L), ("nr rej", L), ("registreringsnummer", L), ("regnr", L), ("rekisterinumero", L),
        ("rekisteritunnus", L), ("spz", L), ("rz", L), ("ečv", L), ("rendszám", L), ("număr de înmatriculare", L),
        ("înmatriculare", L), ("plaka", L), ("πινακίδα", L), ("госномер", L), ("номерной знак", L), ("biển số", L),
        ("biển số xe", L), ("plat nomor", L), ("nomor polisi", L), ("車両番号", L), ("차량번호", L), ("车牌号", L),
        // National identity numbers.
        ("ssn", N), ("social security", N), ("social security number", N), ("sin", N), ("social insurance", N),
        ("nino", N), ("ni", N), ("national insurance", N), ("national id", N), ("national identity", N),
        ("id card", N), ("identity card", N), ("personal id", N), ("personal number", N), ("personal code", N),
        ("personnummer", N), ("fødselsnummer", N), ("cpr", N), ("hetu", N), ("henkilötunnus", N), ("bsn", N),
        ("burgerservicenummer", N), ("pesel", N), ("dni", N), ("nie", N), ("cnp", N), ("rodné číslo", N),
        ("rodne cislo", N), ("rč", N), ("ahv", N), ("avs", N), ("ahv nr", N), ("sv", N), ("svnr", N),
        ("sozialversicherungsnummer", N), ("nir", N), ("numéro de sécurité sociale", N), ("sécurité sociale", N),
        ("insee", N), ("codice fiscale", N), ("curp", N), ("cpf", N), ("rg", N), ("aadhaar", N), ("aadhar", N),
        ("nric", N), ("fin", N), ("mykad", N), ("ic", N), ("cccd", N), ("cmnd", N), ("căn cước", N), ("nin", N),
        ("kimlik", N), ("tc kimlik", N), ("tckn", N), ("amka", N), ("αμκα", N), ("egn", N), ("егн", N), ("oib", N),
        ("emšo", N), ("jmbg", N), ("isikukood", N), ("asmens kodas", N), ("personas kods", N), ("rut", N), ("run", N),
        ("cuil", N), ("cédula", N), ("cedula", N), ("ci", N), ("dpi", N), ("nik", N), ("ktp", N), ("cnic", N),
        ("hkid", N), ("iqama", N), ("ausweis", N), ("identitätskarte", N), ("id karte", N), ("emirates id", N), ("id nummer", N), ("ausweisnummer", N),
        ("personalausweis", N), ("carte d'identité", N), ("carta d'identità", N), ("dowód osobisty", N),
        ("nhs", N), ("medicare", N), ("ppsn", N), ("pps", N), ("マイナンバー", N), ("주민등록번호", N), ("身份证号", N),
        // Tax numbers.
        ("tax id", T), ("tin", T), ("tax number", T), ("tax identification number", T), ("taxpayer id", T),
        ("steuer id", T), ("steuerid", T), ("steuer identifikationsnummer", T), ("steueridentifikationsnummer", T),
        ("idnr", T), ("steuernummer", T), ("steuer", T), ("utr", T), ("ein", T), ("itin", T), ("tfn", T), ("ird", T),
        ("nip", T), ("afm", T), ("αφμ", T), ("nif", T), ("cuit", T), ("rfc", T), ("pan", T), ("kra pin", T),
        ("npwp", T), ("mst", T), ("mã số thuế", T), ("inn", T), ("инн", T), ("numéro fiscal", T), ("vergi", T),
        ("vergi numarası", T), ("contribuinte", T),
        // Birth dates.
        ("dob", B), ("d o b", B), ("date of birth", B), ("birth date", B), ("birthdate", B), ("birthday", B),
        ("born", B), ("geburtsdatum", B), ("geb datum", B), ("geb", B), ("geboren", B), ("geburtstag", B),
        ("date de naissance", B), ("né le", B), ("fecha de nacimiento", B), ("fecha nac", B), ("f nac", B),
        ("nacimiento", B), ("data di nascita", B), ("data de nascimento", B), ("data nasc", B), ("geboortedatum", B),
        ("data urodzenia", B), ("födelsedatum", B), ("fødselsdato", B), ("syntymäaika", B), ("datum narození", B),
        ("dátum narodenia", B), ("data nașterii", B), ("data nasterii", B), ("születési dátum", B),
        ("születési idő", B), ("datum rođenja", B), ("doğum tarihi", B), ("ngày sinh", B), ("tanggal lahir", B),
        ("tgl lahir", B), ("дата рождения", B), ("ημερομηνία γέννησης", B), ("出生日期", B), ("生年月日", B),
        ("생년월일", B),
        // Addresses.
        ("address", A), ("home address", A), ("street address", A), ("postal address", A), ("mailing address", A),
        ("address line 1", A), ("address1", A), ("addr", A), ("street", A), ("adresse", A), ("anschrift", A),
        ("wohnadresse", A), ("straße", A), ("strasse", A), ("straße und hausnummer", A), ("dirección", A),
        ("direccion", A), ("domicilio", A), ("endereço", A), ("endereco", A), ("morada", A), ("indirizzo", A),
        ("residenza", A), ("adres", A), ("adres zamieszkania", A), ("ulica", A), ("adresa", A), ("cím", A),
        ("lakcím", A), ("osoite", A), ("adress", A), ("địa chỉ", A), ("alamat", A), ("adres", A), ("住所", A),
        ("地址", A), ("주소", A), ("διεύθυνση", A), ("адрес", A), ("adresă", A), ("adresa", A),
        // Postcodes.
        ("postcode", Z), ("post code", Z), ("postal code", Z), ("zip", Z), ("zip code", Z), ("zipcode", Z),
        ("plz", Z), ("code postal", Z), ("cp", Z), ("cap", Z), ("código postal", Z), ("kod pocztowy", Z),
        ("postnummer", Z), ("postinumero", Z), ("psč", Z), ("irányítószám", Z), ("posta kodu", Z), ("pin code", Z),
        ("eircode", Z), ("郵便番号", Z), ("우편번호", Z), ("邮编", Z),
    ]
};

/// Words a field name may end with that do not change what it names ("Passport No.", "AHV-Nummer").
const SUFFIXES: &[&str] = &["no", "nr", "number", "nummer", "num", "#", "n°", "nº", "número", "numero", "numéro", "numer", "id", "code", "číslo", "szám", "numarası", "số"];

/// The label of a field name, if the lexicon has it.
fn field_label(cell: &str) -> Option<Label> {
    let mut name = String::with_capacity(cell.len());
    for c in cell.trim().trim_matches(['"', '\'', '*', ':', '：', '|']).trim().chars() {
        let c = if matches!(c, '_' | '-' | '.' | '/') { ' ' } else { c };
        if c == ' ' && (name.is_empty() || name.ends_with(' ')) {
            continue;
        }
        name.extend(c.to_lowercase());
    }
    let mut name = name.trim_end_matches([' ', '#', ':']).to_string();
    if name.is_empty() || name.len() > 48 {
        return None;
    }
    let find = |n: &str| FIELDS.iter().find(|(f, _)| *f == n).map(|(_, l)| *l);
    if let Some(l) = find(&name) {
        return Some(l);
    }
    // "passport number", "ahv nr": one trailing number word.
    if let Some((head, last)) = name.rsplit_once(' ') {
        if SUFFIXES.contains(&last) {
            name = head.to_string();
            return find(&name);
        }
    }
    // "Kontrollschild GF-Auto", "Passport (scan)": a field name, then at most two qualifying words.
    let words: Vec<&str> = name.split(' ').collect();
    if (2..=3).contains(&words.len()) {
        if let Some(l) = find(words[0]).filter(|l| !matches!(l, Label::Address | Label::Postcode)) {
            return Some(l);
        }
    }
    // "numéro de passeport", "nr paszportu" are not listed: the name must read as written in the lexicon.
    None
}

/// Whether `v` (a trimmed cell) has the shape of a value of `label`.
fn fits(label: Label, v: &str) -> bool {
    let digits = v.bytes().filter(u8::is_ascii_digit).count();
    let letters = v.chars().filter(|c| c.is_alphabetic()).count();
    let n = v.chars().count();
    let code_chars = v.chars().all(|c| c.is_alphanumeric() || " -./()·".contains(c));
    match label {
        Label::LicensePlate => (4..=12).contains(&n) && digits >= 1 && letters >= 1 && code_chars,
        Label::Passport | Label::DriverLicense | Label::NationalId | Label::TaxId => {
            // Groups with digits, or short capital groups (`AB 12 34 56 C`); not words (`X4829137 (Pass CH)`).
            let groups = v.split_whitespace().all(|g| {
                g.bytes().any(|b| b.is_ascii_digit()) || (g.len() <= 3 && g.bytes().all(|b| b.is_ascii_uppercase()))
            });
            (5..=30).contains(&n) && digits >= 4 && code_chars && groups && !looks_like_date(v)
        }
        Label::DateOfBirth => (6..=30).contains(&n) && (4..=8).contains(&digits) && date_shape(v),
        Label::Address => (6..=160).contains(&n) && digits >= 1 && letters >= 4 && !v.contains('@') && !v.contains("://"),
        Label::Postcode => (3..=10).contains(&n) && digits >= 2 && code_chars,
        _ => false,
    }
}

/// `12.03.1985`, `1985-03-12`, `12/3/85`, `12 Mar 1985`, `March 12, 1985`: a date (day or month, then the rest).
fn date_shape(v: &str) -> bool {
    // Small words of written dates ("3 de mayo de 1979", "the 3rd of May") do not count.
    let parts: Vec<&str> = v
        .split(|c: char| " ./-,".contains(c))
        .filter(|p| !p.is_empty() && !matches!(*p, "de" | "del" | "of" | "the" | "di" | "le" | "am"))
        .collect();
    let numeric = |p: &&str| p.bytes().all(|b| b.is_ascii_digit());
    match parts.as_slice() {
        [_, _, _] if parts.iter().all(numeric) => {
            let l: Vec<usize> = parts.iter().map(|p| p.len()).collect();
            (l[0] == 4 && l[1] <= 2 && l[2] <= 2) || (l[0] <= 2 && l[1] <= 2 && (l[2] == 2 || l[2] == 4))
        }
        [a, b, c] => {
            // One part a month word: the other two a day and a year.
            let words = parts.iter().filter(|p| p.chars().all(char::is_alphabetic) && p.chars().count() >= 3).count();
            let numbers = parts.iter().filter(|p| numeric(p)).count();
            words == 1 && numbers == 2 && [a, b, c].iter().any(|p| numeric(p) && p.len() == 4) && parts.iter().all(|p| p.chars().count() <= 12)
        }
        [one] => one.len() == 8 && numeric(&one),
        _ => false,
    }
}

/// `2024-11-30`, `30.11.2024`: a date, which is not an identifier (an issue or expiry column read wrongly).
fn looks_like_date(v: &str) -> bool {
    v.split(['-', '.', '/']).count() == 3 && date_shape(v)
}

/// The cells of `line` split at `delim` outside double quotes, as byte ranges of the trimmed cell contents (quotes
/// excluded), relative to the line.
fn cells(line: &str, delim: u8) -> Vec<(usize, usize)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for i in 0..=b.len() {
        if i < b.len() && b[i] == b'"' {
            quoted = !quoted;
        }
        if i == b.len() || (b[i] == delim && !quoted) {
            out.push(trim_cell(line, start, i));
            start = i + 1;
        }
    }
    out
}

/// The range `start..end` of `line` without surrounding white space and quotes.
fn trim_cell(line: &str, start: usize, end: usize) -> (usize, usize) {
    let cell = &line[start..end];
    let lead = cell.len() - cell.trim_start_matches([' ', '\t', '"', '\r']).len();
    let inner = cell.trim_end_matches([' ', '\t', '"', '\r']);
    (start + lead, (start + inner.len()).max(start + lead))
}

/// Finds values in named field slots.
#[derive(Default)]
pub struct TableHeaderRecognizer;

impl TableHeaderRecognizer {
    /// The recognizer (it holds no compiled state).
    pub fn new() -> TableHeaderRecognizer {
        TableHeaderRecognizer
    }
}

/// The lines of `text` with their byte offsets (without the line break).
fn lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    for line in text.split('\n') {
        out.push((at, line.strip_suffix('\r').unwrap_or(line)));
        at += line.len() + 1;
    }
    out
}

/// Reports the value of `label` in the cell `start..end` of `text`: the whole cell when it fits, else (for
/// identifiers) the first token of the cell that does (`X4829137 (Pass CH)`, `ID-Karte C1R48Z913`, `Pass XK
/// P01482917, Ausweis B`).
fn push(text: &str, out: &mut Vec<Finding>, label: Label, start: usize, end: usize) {
    // A sentence's full stop or a list's comma after the value is not part of it.
    let end = start + text[start..end].trim_end_matches(['.', ',', ';', '!', '?', ' ']).len();
    let cell = &text[start..end];
    if fits(label, cell) {
        out.push(Finding::new(Span::new(start, end), label, 0.85, "table/field"));
        return;
    }
    if !matches!(label, Label::Passport | Label::DriverLicense | Label::NationalId | Label::TaxId) {
        return;
    }
    let mut at = 0;
    for tok in cell.split(|c: char| c.is_whitespace() || ",;()".contains(c)) {
        let tok_start = at;
        at += tok.len() + 1;
        if fits(label, tok) {
            out.push(Finding::new(Span::new(start + tok_start, start + tok_start + tok.len()), label, 0.85, "table/field"));
            return;
        }
    }
}

impl Recognizer for TableHeaderRecognizer {
    fn name(&self) -> &'static str {
        "table"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let lines = lines(text);
        let mut i = 0;
        while i < lines.len() {
            let (at, line) = lines[i];
            i += 1;
            // A header row: the delimiter that splits it into two or more cells, none holding a digit, one a field.
            let header = [b'\t', b';', b'|', b','].into_iter().find_map(|d| {
                if !line.as_bytes().contains(&d) || line.bytes().any(|b| b.is_ascii_digit()) {
                    return None;
                }
                let cs = cells(line, d);
                let named: Vec<Option<Label>> = cs.iter().map(|&(s, e)| field_label(&line[s..e])).collect();
                // Header cells are names, not sentences.
                let short = cs.iter().all(|&(s, e)| line[s..e].split_whitespace().count() <= 5);
                (short && cs.iter().filter(|(s, e)| e > s).count() >= 2 && named.iter().any(Option::is_some))
                    .then_some((d, cs.len(), named))
            });
            if let Some((d, width, named)) = header {
                while i < lines.len() {
                    let (row_at, first) = lines[i];
                    // A quoted cell may hold a line break (`"Bernstrasse 112\n3072 Ostermundigen"`): the record goes
                    // on over up to three more lines until its quotes are closed.
                    let mut row_end = row_at + first.len();
                    let mut more = 0;
                    while text[row_at..row_end].matches('"').count() % 2 == 1 && more < 3 && i + more + 1 < lines.len() {
                        more += 1;
                        let (la, l) = lines[i + more];
                        row_end = la + l.len();
                    }
                    let row = &text[row_at..row_end];
                    let trimmed = row.trim();
                    if d == b'|' && !trimmed.is_empty() && trimmed.chars().all(|c| "|-: ".contains(c)) {
                        i += 1;
                        continue;
                    }
                    let cs = cells(row, d);
                    if trimmed.is_empty() || cs.len() != width {
                        break;
                    }
                    for (k, &(s, e)) in cs.iter().enumerate() {
                        if let Some(label) = named[k] {
                            push(text, out, label, row_at + s, row_at + e);
                        }
                    }
                    i += 1 + more;
                }
                continue;
            }
            // A two-cell row: the field name, then its value (tab, pipe or colon between them).
            let two = [b'\t', b'|', b':'].into_iter().find_map(|d| {
                let cs: Vec<(usize, usize)> = cells(line, d).into_iter().filter(|(s, e)| e > s).collect();
                let pos = line.bytes().position(|b| b == d)?;
                (cs.len() == 2 || (d == b':' && cs.len() >= 2 && pos < 48)).then(|| {
                    let (ks, ke) = cs[0];
                    let value = if d == b':' { trim_cell(line, pos + 1, line.len()) } else { cs[1] };
                    ((ks, ke), value, d)
                })
            });
            let single = if two.is_none() {
                // `Address:` alone on its line: the block under it.
                line.trim_end().strip_suffix([':', '：']).map(|k| (k, line.len()))
            } else {
                None
            };
            if let Some(((ks, ke), (vs, ve), _)) = two {
                if let Some(label) = field_label(&line[ks..ke]) {
                    push(text, out, label, at + vs, at + ve);
                }
            } else if let Some((key, _)) = single {
                if field_label(key) == Some(Label::Address) {
                    // Up to four non-empty lines under it, none of them another `Field:`.
                    let (mut end, mut n) = (None, 0);
                    let start = lines.get(i).map(|l| l.0);
                    while i + n < lines.len() && n < 4 {
                        let (la, l) = lines[i + n];
                        if l.trim().is_empty() || l.contains(": ") || l.trim_end().ends_with(':') {
                            break;
                        }
                        end = Some(la + l.trim_end().len());
                        n += 1;
                    }
                    if let (Some(s), Some(e)) = (start, end) {
                        let s = s + (text[s..e].len() - text[s..e].trim_start().len());
                        push(text, out, Label::Address, s, e);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::{check_negatives, check_positives, check_size};

    fn found(text: &str) -> Vec<(Label, String)> {
        let mut v = Vec::new();
        TableHeaderRecognizer::new().find(text, &mut v);
        v.into_iter().map(|f| (f.label, text[f.span].to_string())).collect()
    }

    #[test]
    fn table() {
        use Label::{Address as A, DateOfBirth as B, DriverLicense as D, LicensePlate as L, NationalId as N, Passport as P, TaxId as T};
        let s = |l: Label, v: &str| vec![(l, v.to_string())];
        let positives: &[(&str, Vec<(Label, String)>)] = &[
            ("Name;AHV-Nr.;Eintritt\nMeier Anna;756.1234.5678.97;01.03.2024\n", s(N, "756.1234.5678.97")),
            ("name,passport_no,nationality\n\"Ortiz, Ana\",XDA123456,ES\n", s(P, "XDA123456")),
            ("| Feld | Wert |\n|---|---|\n| Kennzeichen | ZH 123456 |\n", s(L, "ZH 123456")),
            ("Passport No.\tK7718234\n", s(P, "K7718234")),
            ("Geburtsdatum: 12.03.1985\n", s(B, "12.03.1985")),
            ("id,full_name,dob\n17,Lee Chan,1990-07-04\n", s(B, "1990-07-04")),
            ("Driver's License #: D412-7730-2291\n", s(D, "D412-7730-2291")),
            ("NIP: 123-456-32-18\n", s(T, "123-456-32-18")),
            ("Address:\n12 Rizal St., Brgy. San Roque\nMarikina City 1800\n\nNext", s(A, "12 Rizal St., Brgy. San Roque\nMarikina City 1800")),
            ("Adresse: Rue de la Paix 4, 1003 Lausanne.\n", s(A, "Rue de la Paix 4, 1003 Lausanne")),
            ("Nr rej: WX 4417K\n", s(L, "WX 4417K")),
            ("Nr;Name;Wohnadresse\n3;Morina;\"Bernstrasse 112\n3072 Ostermundigen\"\n", s(A, "Bernstrasse 112\n3072 Ostermundigen")),
            ("Nr;Ausweis;Kontrollschild GF-Auto\n1;Pass XK P01482917, Ausweis B;—\n", s(N, "P01482917")),
            ("fecha de nacimiento | 3 de mayo de 1979\n", s(B, "3 de mayo de 1979")),
        ];
        check_positives(positives, found);
        let negatives: &[&str] = &[
            "id,order,sku\n1001,88213409,HX-220-B\n",
            "Passport: expired\n",
            "Address: see above\n",
            "Order No.: 123456789\n",
            "Licence: MIT\n",
            "Kennzeichen | n/a |\n",
            "dob,name\nunknown,Ana\n",
            "Agent: my passport is here\n",
            "Version: 3.10.2.7\n",
            "Issued: 2024-11-30\n",
            "name,plate\nAna,none\n",
            "Passport No.\t2024-11-30\n",
        ];
        check_negatives(negatives, found);
        check_size("table", positives.len(), negatives.len(), 10);
    }
}
