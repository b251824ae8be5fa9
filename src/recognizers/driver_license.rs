//! DRIVER_LICENSE: driving licence numbers — reported only right after a cue.
//!
//! Matches (see [`super::cued`]): "driver's license", "driving licence", "DL", "licence number", "Führerschein",
//! "permis de conduire", "carnet de conducir", "rijbewijs", "giấy phép lái xe", "bằng lái", …, then up to four filler
//! words, then letters and digits, optionally followed by digit groups after single spaces or dashes, with at least
//! four digits (`D1234567`, `MORGA753116SM9IJ`, `123 456 789`, `B072-1234-5678`). Rule `driver_license/cued`.
//!
//! Deliberately not matched: licence-shaped codes without a cue, values before the cue, software licence keys
//! ("license key", "MIT license" are not cues), and values with fewer than four digits.

use crate::{Finding, Label, Recognizer};

use super::cued::{digit_count, Cued, Kind};

/// Finds cued driving licence numbers.
pub struct DriverLicenseRecognizer {
    cued: Cued,
}

impl DriverLicenseRecognizer {
    /// Compiles the cues and the value pattern.
    pub fn new() -> DriverLicenseRecognizer {
        DriverLicenseRecognizer {
            cued: Cued::new(Kind {
                rule: "driver_license/cued",
                chain: false,
                label: Label::DriverLicense,
                score: 0.85,
                cues: &[
                    "driver's license", "drivers license", "driver license", "driver's licence", "drivers licence",
                    "driver licence", "driving licence", "driving license", "licence number", "license number", "dl",
                    "dln", "führerschein", "führerscheinnummer", "permis de conduire", "carnet de conducir",
                    "licencia de conducir", "patente di guida", "rijbewijs", "giấy phép lái xe", "bằng lái xe",
                    "bằng lái", "gplx",
                ],
                value: r"[A-Za-z0-9]{1,20}(?:[ \-][0-9]{2,8}){0,3}",
                accept: |v, _| {
                    let head = v.split([' ', '-']).next().unwrap_or(v);
                    let coded =
                        head.bytes().any(|b| b.is_ascii_digit()) || !head.bytes().any(|b| b.is_ascii_lowercase());
                    coded && digit_count(v) >= 4 && v.len() <= 24
                },
            }),
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
