//! DRIVER_LICENSE: driving licence numbers — reported only right after a cue.
//!
//! Matches (see [`super::cued`]): "driver's license", "driving licence", "DL", "licence number", "Führerschein",
//! "permis de conduire", "carnet de conducir", "rijbewijs", "giấy phép lái xe", "bằng lái", …, then up to four filler
//! words, then letters and digits, optionally followed by digit groups after single spaces or dashes, with at least
//! four digits (`D1234567`, `MORGA753116SM9IJ`, `123 456 789`, `B072-1234-5678`). Rule `driver_license/cued`.
//!
//! A UK DVLA number (`MORGA753116SM9IJ`: surname, birth-date digits, initials, check letters) needs no cue:
//! rule `driver_license/uk-dvla`, when its date digits are a date.
//!
//! Deliberately not matched: other licence-shaped codes without a cue, values before the cue, software licence keys
//! ("license key", "MIT license" are not cues), and values with fewer than four digits.

use crate::{Finding, Label, Recognizer};

use super::cued::{digit_count, Cued, Kind};

/// Finds cued driving licence numbers.
pub struct DriverLicenseRecognizer {
    cued: Cued,
    dvla: regex::Regex,
}

/// A UK (DVLA) licence number: five letters of the surname padded with `9`, the birth decade, month (plus 50 for
/// women), day and year digit, two initials padded with `9`, a digit and two check letters (`MORGA753116SM9IJ`).
/// The shape is specific enough to need no cue; the date digits must be a date.
fn dvla_date_ok(v: &str) -> bool {
    let d = &v.as_bytes()[5..11];
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
            "dln", "führerschein", "führerscheinnummer", "permis de conduire", "carnet de conducir",
            "licencia de conducir", "patente di guida", "rijbewijs", "giấy phép lái xe", "bằng lái xe",
            "bằng lái", "gplx", "licence no", "license no", "lic no", "licence #", "license #",
            "driver's lic", "dl no", "dl number", "führerscheinnr",
            "numéro de permis", "cnh", "rijbewijsnummer",
        ],
        value: r"[A-Za-z0-9]{1,20}(?:[ \-][0-9]{2,8}){0,3}",
        accept: |v, _| {
            let head = v.split([' ', '-']).next().unwrap_or(v);
            let coded =
                head.bytes().any(|b| b.is_ascii_digit()) || !head.bytes().any(|b| b.is_ascii_lowercase());
            coded && digit_count(v) >= 4 && v.len() <= 24
        },
    }
}

impl DriverLicenseRecognizer {
    /// Compiles the cues and the value pattern.
    pub fn new() -> DriverLicenseRecognizer {
        DriverLicenseRecognizer {
            cued: Cued::new(kind()),
            dvla: regex::Regex::new(r"(?-u:\b)[A-Z][A-Z9]{4}[0-9]{6}[A-Z][A-Z9][0-9][A-Z]{2}(?-u:\b)")
                .expect("DVLA pattern compiles"),
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
        self.cued.find(text, out);
        for m in self.dvla.find_iter(text) {
            if dvla_date_ok(m.as_str()) {
                let span = crate::Span::new(m.start(), m.end());
                out.push(Finding::new(span, Label::DriverLicense, 0.85, "driver_license/uk-dvla"));
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
            ],
            &[
                "driver's license expired", "MIT license 2024", "license key ABCD-1234-EFGH", "D1234567 alone",
                "Order 120475300123", "DL 123 too short", "download DL links", "Build 3.10.2.7", "SKU HX-220-B",
                "Error 0x80070005",
            ],
        );
    }
}
