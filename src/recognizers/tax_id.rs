//! TAX_ID without a check-digit scheme of its own: a tax number reported only right after a tax cue.
//!
//! The national_id_* files validate the tax numbers that have a published check (ITIN, PAN, Steuer-ID, TFN, RFC,
//! NIF, numéro fiscal). Many more are given in calls, forms and e-mails with their name before them and no check we
//! hold: US EIN (`84-2291746`), UK UTR (`57492 02040`), German Steuernummer (`21/815/08150`), Argentine CUIT/CUIL
//! (`20-12345678-6`), Chilean RUT (`12.345.678-5`), NZ IRD (`049-091-850`), Polish NIP (`123-456-32-18`), Greek AFM,
//! Philippine TIN (`123-456-789-000`), Indonesian NPWP (`09.254.294.3-407.000`), Vietnamese mã số thuế, Kenyan KRA
//! PIN (`A012345678Z`), Turkish vergi numarası. Rule `tax_id/cued` (0.8, see [`super::cued`]): after a cue ("EIN",
//! "UTR", "Steuernummer", "CUIT", "RUT", "IRD number", "NIP", "AFM", "TIN", "tax ID", "taxpayer ID", "tax number",
//! "mã số thuế", "NPWP", …) and up to a few filler words, a value of up to three letters, then digits with single
//! spaces, `-`, `.` or `/` between groups, and at most two letters after them: 8 to 15 digits in all.
//!
//! Deliberately not matched: numbers without a cue (an order number has every one of these shapes), values before
//! their cue, fewer than eight digits ("tax year 2024", "tax code 1257L", "tax reference 2024"), dates and amounts
//! after a cue ("tax return 12/03/2025", "tax paid 1,234.56": a `,` or a date shape is refused), and company VAT
//! numbers, which have their own words ("VAT", "USt-IdNr.", "partita IVA", "BTW") that are not cues here.

use crate::{Finding, Label, Recognizer};

use super::cued::{digit_count, Cued, Kind};

/// `12/03/2025`, `2025-03-12`, `12.03.2025`: a date, not a tax number.
fn looks_like_date(v: &str) -> bool {
    let parts: Vec<&str> = v.split(['/', '-', '.', ' ']).collect();
    let short = |p: &str| (1..=2).contains(&p.len());
    parts.len() == 3
        && parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit()))
        && ((short(parts[0]) && short(parts[1]) && parts[2].len() == 4)
            || (parts[0].len() == 4 && short(parts[1]) && short(parts[2])))
}

/// Finds cued tax numbers.
pub struct TaxIdRecognizer {
    cued: Cued,
}

impl TaxIdRecognizer {
    /// Compiles the cues and the value pattern.
    pub fn new() -> TaxIdRecognizer {
        TaxIdRecognizer {
            cued: Cued::new(Kind {
                rule: "tax_id/cued",
                chain: false,
                label: Label::TaxId,
                score: 0.8,
                cues: &[
                    // Acronyms that are also words ("ein Konto", "a tin can", "nip out", "the inn") only in capitals.
                    "EIN", "FEIN", "TIN", "UTR", "TFN", "CUIT", "CUIL", "RUT", "RUC", "NIT", "NIP", "AFM", "IRD",
                    "NPWP", "MST", "INN", "NIF", "ein number", "tin number", "utr number", "ird number",
                    "employer identification number", "employer id number", "tax id", "tax id number",
                    "tax identification number", "taxpayer id", "taxpayer identification number", "taxpayer number",
                    "tax number", "tax no", "tax reference number", "tax file number", "unique taxpayer reference",
                    "steuernummer", "st.-nr", "stnr", "steuer-nr", "steuer-id", "steueridentifikationsnummer",
                    "αφμ", "mã số thuế", "kra pin", "vergi no", "vergi numarası", "vergi kimlik no", "инн",
                    "numéro fiscal", "numéro d'identification fiscale", "número de identificación fiscal",
                    "identificación fiscal", "fiscal number", "fiscal code", "税号", "纳税人识别号", "納税者番号",
                    "사업자등록번호",
                ],
                value: r"[A-Z]{0,3}[0-9]{1,6}(?:[-./ ]?[0-9]{1,9}){1,5}[A-Z]{0,2}",
                accept: |v, _| (8..=15).contains(&digit_count(v)) && v.len() <= 28 && !looks_like_date(v),
            }),
        }
    }
}

impl Default for TaxIdRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for TaxIdRecognizer {
    fn name(&self) -> &'static str {
        "tax_id"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        self.cued.find(text, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::TaxId as T;
        check_table(
            &TaxIdRecognizer::new(),
            &[
                ("EIN 84-2291746 on the W-9.", T, "84-2291746"),
                ("my UTR is 57492 02040.", T, "57492 02040"),
                ("Steuernummer 21/815/08150 beim Finanzamt", T, "21/815/08150"),
                ("CUIT 20-12345678-6 en la factura", T, "20-12345678-6"),
                ("mi RUT es 12.345.678-5", T, "12.345.678-5"),
                ("IRD number: 049-091-850", T, "049-091-850"),
                ("NIP 123-456-32-18 firmy", T, "123-456-32-18"),
                ("AFM 094259216 παρακαλώ", T, "094259216"),
                ("TIN 123-456-789-000 for BIR", T, "123-456-789-000"),
                ("NPWP 09.254.294.3-407.000", T, "09.254.294.3-407.000"),
                ("mã số thuế 0312345678", T, "0312345678"),
                ("KRA PIN A012345678Z", T, "A012345678Z"),
                ("taxpayer ID: XYZ12345678", T, "XYZ12345678"),
                ("Agent: and the tax ID number? Caller: 98-7654321", T, "98-7654321"),
            ],
            &[
                "tax year 2023-24",
                "tax code 1257L",
                "tax reference 2024 return filed",
                "tax return 12/03/2025",
                "tax paid 1,234.56",
                "Order 84-2291746 shipped",
                "VAT number GB123456789",
                "USt-IdNr. DE123456789",
                "the tin can 12345678",
                "ein Konto 12345678 bei der Bank",
                "we stopped at the inn 12345678",
                "EIN pending, order 20-12345678 shipped",
                "ticket 123-456-789-000",
                "v2.14.3 build 6.12.2025",
            ],
        );
    }
}
