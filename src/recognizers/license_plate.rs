//! LICENSE_PLATE: vehicle registration plates — reported only right after a cue.
//!
//! Matches (see [`super::cued`]): "license plate", "number plate", "plate", "registration", "reg", "rego",
//! "Kennzeichen", "immatriculation", "plaque", "matrícula", "targa", "kenteken", "biển số", "biển kiểm soát", …, then up
//! to four filler words, then one to four groups of upper-case letters and digits joined by a space, `-`, `.` or
//! `·`, 4–10 characters in all with at least one letter and one digit (`7ABC123`, `AB12 CDE`, `B-MW 1234`,
//! `AB-123-CD`, `51F-123.45`). Rule `license_plate/cued`.
//!
//! Deliberately not matched: plates without a cue, all-digit plates (indistinguishable from counts and years after
//! "registration"), lower-case values, and values before their cue.

use crate::{Finding, Label, Recognizer};

use super::cued::{Cued, Kind};

/// Finds cued licence plates.
pub struct LicensePlateRecognizer {
    cued: Cued,
}

fn plate(v: &str) -> bool {
    let alnum = v.chars().filter(|c| c.is_ascii_alphanumeric()).count();
    (4..=10).contains(&alnum) && v.bytes().any(|b| b.is_ascii_digit()) && v.bytes().any(|b| b.is_ascii_uppercase())
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
            "license plate", "licence plate", "number plate", "plate", "plates", "registration", "reg", "rego",
            "vehicle registration", "kennzeichen", "nummernschild", "immatriculation", "plaque", "matrícula",
            "matricula", "targa", "kenteken", "biển số", "biển kiểm soát", "bks", "tag number",
        ],
        value: r"[A-Z0-9]{1,8}(?:[ \-.·][A-Z0-9]{1,5}){0,3}",
        accept: |v, _| plate(v),
    }
}

impl LicensePlateRecognizer {
    /// Compiles the cues and the value pattern.
    pub fn new() -> LicensePlateRecognizer {
        LicensePlateRecognizer {
            cued: Cued::new(kind()),
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
        self.cued.find(text, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

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
            ],
            &[
                "registration 2024 opens soon", "plate of pasta", "7ABC123 alone", "reg ab12 cde lower case",
                "the license plate was muddy", "Registration closes on 6.12.2025", "Build 3.10.2.7", "SKU HX-220-B",
                "Error E-4471", "plates 12 pieces",
            ],
        );
    }
}
