//! Identifier values in the formats of each locale, with valid check digits wherever the real identifier has one.
//!
//! Every function returns a [`Value`]: the label, the text exactly as it will appear, and a format name that
//! [`super::check::validate`] understands (so the tests can re-validate every generated span).
//!
//! Label choices for ambiguous identifiers: Steuer-ID, ITIN, PAN, TFN and the Italian codice fiscale are `TAX_ID`;
//! SSN, NINO, NHS, SIN, NIR, DNI/NIE, BSN, Aadhaar, PESEL, CPF, PPSN, Medicare and CCCD are `NATIONAL_ID`.

mod address;
mod dates;
mod ids;
mod online;
mod payment;
mod phone;

pub use address::{address, quasi};
pub use dates::{age, birth_cue, date, format_date, spoken_date, Date};
pub use ids::{case_number, driver_license, license_plate, national_id, passport};
pub use online::{crypto_wallet, email, ip, mac, secret, url, username};
pub use payment::{account, card, card_spoken, iban};
pub use phone::{phone, phone_value, spoken_digits};

use crate::Label;

/// A generated identifier.
#[derive(Clone, Debug)]
pub struct Value {
    /// Its label.
    pub label: Label,
    /// The text as inserted.
    pub text: String,
    /// The format name (see [`check::validate`]).
    pub format: &'static str,
}

fn v(label: Label, text: impl Into<String>, format: &'static str) -> Value {
    Value { label, text: text.into(), format }
}

/// Groups `s` by `sizes`, joined with `sep`.
pub fn group(s: &str, sizes: &[usize], sep: &str) -> String {
    let mut out = Vec::new();
    let mut i = 0;
    for &n in sizes {
        if i >= s.len() {
            break;
        }
        let j = (i + n).min(s.len());
        out.push(&s[i..j]);
        i = j;
    }
    if i < s.len() {
        out.push(&s[i..]);
    }
    out.join(sep)
}
