//! The recognizers, one per file. Each file's doc says what it matches and what it deliberately does not.

mod address;
mod address_cjk;
mod address_cued;
mod age;
mod address_spoken;
mod date;
mod date_words;
mod account;
mod account_slot;
mod card;
mod case_number;
mod crypto;
pub(crate) mod cued;
mod demographic;
mod driver_license;
mod duration;
mod email;
mod iban;
mod license_plate;
mod location;
mod ip;
mod mac;
mod national_id_americas;
mod organization;
mod national_id_apac;
mod national_id_eu;
mod national_id_mea;
mod national_id_more;
mod national_id_nordic;
mod national_id_uk_ie;
mod national_id_world;
mod passport;
pub(crate) mod person;
mod phone;
mod postcode;
mod quantity;

pub use address::AddressRecognizer;
pub use address_cjk::AddressCjkRecognizer;
pub use address_cued::AddressCuedRecognizer;
pub use age::AgeRecognizer;
pub use demographic::DemographicRecognizer;
pub use address_spoken::AddressSpokenRecognizer;
pub use date::DateRecognizer;
mod scheme;
mod secret;
mod table_header;
mod tax_id;
mod url;
mod username;
pub use account::AccountRecognizer;
pub use card::CardRecognizer;
pub use case_number::CaseNumberRecognizer;
pub use crypto::CryptoRecognizer;
pub use driver_license::DriverLicenseRecognizer;
pub use duration::DurationRecognizer;
pub use email::EmailRecognizer;
pub use iban::IbanRecognizer;
pub use license_plate::LicensePlateRecognizer;
pub use location::LocationRecognizer;
pub use ip::IpRecognizer;
pub use mac::MacRecognizer;
pub use national_id_americas::NationalIdAmericas;
pub use organization::OrganizationRecognizer;
pub use national_id_apac::NationalIdApac;
pub use national_id_eu::NationalIdEu;
pub use national_id_mea::NationalIdMea;
pub use national_id_more::NationalIdMore;
pub use national_id_nordic::NationalIdNordic;
pub use national_id_uk_ie::NationalIdUkIe;
pub use national_id_world::NationalIdWorld;
pub use passport::PassportRecognizer;
pub use person::PersonRecognizer;
pub use phone::PhoneRecognizer;
pub use postcode::PostcodeRecognizer;
pub use quantity::QuantityRecognizer;
pub use secret::SecretRecognizer;
pub use table_header::TableHeaderRecognizer;
pub use tax_id::TaxIdRecognizer;
pub use url::UrlRecognizer;
pub use username::UsernameRecognizer;

use crate::{Label, Recognizer};

/// The cue-first kind of `label` (ACCOUNT, PASSPORT, DRIVER_LICENSE, USERNAME, LICENSE_PLATE): its value pattern
/// and checks, for scanning after a configuration's extra cues. `None` for labels found by their shape.
pub(crate) fn cue_first_kind(label: Label) -> Option<cued::Kind> {
    match label {
        Label::Account => Some(account::kind()),
        Label::Passport => Some(passport::kind()),
        Label::DriverLicense => Some(driver_license::kind()),
        Label::Username => Some(username::kind()),
        Label::LicensePlate => Some(license_plate::kind()),
        _ => None,
    }
}

/// Every built-in recognizer, freshly built.
pub fn builtin() -> Vec<Box<dyn Recognizer>> {
    vec![
        Box::new(EmailRecognizer::new()),
        Box::new(PhoneRecognizer::new()),
        Box::new(DateRecognizer::new()),
        Box::new(AddressRecognizer::new()),
        Box::new(AddressSpokenRecognizer::new()),
        Box::new(AddressCjkRecognizer::new()),
        Box::new(AddressCuedRecognizer::new()),
        Box::new(PostcodeRecognizer::new()),
        Box::new(AccountRecognizer::new()),
        Box::new(CardRecognizer::new()),
        Box::new(CaseNumberRecognizer::new()),
        Box::new(CryptoRecognizer::new()),
        Box::new(DriverLicenseRecognizer::new()),
        Box::new(IbanRecognizer::new()),
        Box::new(IpRecognizer::new()),
        Box::new(LicensePlateRecognizer::new()),
        Box::new(MacRecognizer::new()),
        Box::new(NationalIdAmericas::new()),
        Box::new(NationalIdApac::new()),
        Box::new(NationalIdEu::new()),
        Box::new(NationalIdMea::new()),
        Box::new(NationalIdMore::new()),
        Box::new(NationalIdNordic::new()),
        Box::new(NationalIdUkIe::new()),
        Box::new(NationalIdWorld::new()),
        Box::new(PassportRecognizer::new()),
        Box::new(SecretRecognizer::new()),
        Box::new(TaxIdRecognizer::new()),
        Box::new(TableHeaderRecognizer::new()),
        Box::new(UrlRecognizer::new()),
        Box::new(UsernameRecognizer::new()),
        Box::new(PersonRecognizer::new()),
        Box::new(LocationRecognizer::new()),
        Box::new(OrganizationRecognizer::new()),
        Box::new(DemographicRecognizer::new()),
        Box::new(AgeRecognizer::new()),
        Box::new(QuantityRecognizer::new()),
        Box::new(DurationRecognizer::new()),
    ]
}

/// Clears the per-thread memos of the phone recognizer's numbering-plan checks (benchmarks: each pass starts cold;
/// results never depend on them).
pub fn clear_memos() {
    phone::memo::clear();
}

/// The character before byte `at`, if any.
pub(crate) fn char_before(text: &str, at: usize) -> Option<char> {
    text[..at].chars().next_back()
}

/// The character at byte `at`, if any.
pub(crate) fn char_at(text: &str, at: usize) -> Option<char> {
    text[at..].chars().next()
}

/// True when no letter, digit or underscore touches the span `start..end` from outside.
pub(crate) fn is_isolated(text: &str, start: usize, end: usize) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    !char_before(text, start).is_some_and(word) && !char_at(text, end).is_some_and(word)
}

/// True when the span is isolated ([`is_isolated`]) and is not one piece of a longer token: a number continued with
/// `.`, `,` or `:` and a digit (`v1.123456789`, `123456789,5`), or a code continued with `-` or `/` and a letter or
/// digit (`PO-536-22-8145-B`, `2024-123-45-6789`, `123456789/2`).
pub(crate) fn is_free(text: &str, start: usize, end: usize) -> bool {
    if !is_isolated(text, start, end) {
        return false;
    }
    let glued = |glue: Option<char>, next: Option<char>| match glue {
        Some('.' | ',' | ':') => next.is_some_and(|c| c.is_ascii_digit()),
        Some('-' | '/') => next.is_some_and(|c| c.is_alphanumeric()),
        _ => false,
    };
    let mut before = text[..start].chars().rev();
    let mut after = text[end..].chars();
    !glued(before.next(), before.next()) && !glued(after.next(), after.next())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every recognizer on pseudo-random text made of digits, separators, multi-byte letters and cue words: no
    /// panic, every span on character boundaries and inside the text.
    #[test]
    fn no_panics_and_spans_on_boundaries() {
        const PIECES: &[&str] = &[
            "0", "1", "4", "9", "12", "-", " ", ".", ":", "/", "@", "#", "=", "é", "ễ", "ß", "日本", "🙂", "a", "Z", "x",
            "SSN", "IBAN", "DE89", "bc1q", "0x", "no.", "Case", "account", "password", "https://", "www.", "?email=",
            "\n", "\u{a0}", "4111", "----", "eyJ", "[", "]", "°", "'", "’", "Số", "căn cước", "plate", "@dana",
        ];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let all = builtin();
        for _ in 0..300 {
            let mut text = String::new();
            for _ in 0..60 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(PIECES[(seed % PIECES.len() as u64) as usize]);
            }
            for r in &all {
                let mut out = Vec::new();
                r.find(&text, &mut out);
                for f in out {
                    assert!(crate::Span::checked(&text, f.span.start, f.span.end).is_ok(), "{} on {text:?}", f.rule);
                    assert!(f.rule.starts_with(r.name()), "rule {} of {}", f.rule, r.name());
                }
            }
        }
    }
}
