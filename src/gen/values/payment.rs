//! Payment cards (Luhn, real IIN ranges), IBANs (mod-97, registry lengths) and account-type numbers.

use super::phone::spoken_digits;
use super::{group, v, Value};
use crate::gen::check;
use crate::gen::rng::Rng;
use crate::gen::Locale;
use crate::Label;

/// A Luhn-valid card number from a real IIN range, spaced, dashed or continuous; Amex 4-6-5, Diners 4-6-4.
pub fn card_digits(rng: &mut Rng) -> (String, &'static [usize]) {
    let (prefix, len, groups): (String, usize, &'static [usize]) = match rng.below(7) {
        0 | 1 => (format!("4{}", rng.range(0, 9)), 16, &[4, 4, 4, 4]),
        2 => (format!("5{}", rng.range(1, 5)), 16, &[4, 4, 4, 4]),
        3 => (rng.range(2221, 2720).to_string(), 16, &[4, 4, 4, 4]),
        4 => (format!("3{}", rng.pick(&["4", "7"])), 15, &[4, 6, 5]),
        5 => (rng.pick(&["6011", "65"]).to_string(), 16, &[4, 4, 4, 4]),
        _ => (rng.range(3528, 3589).to_string(), 16, &[4, 4, 4, 4]),
    };
    let mut payload = format!("{prefix}{}", rng.digits(len - 1 - prefix.len()));
    // Keep clear of the well-known test numbers (4242..., 4111...), which recognizers may flag as placeholders.
    if payload.starts_with("4242") || payload.starts_with("4111") {
        payload.replace_range(1..2, "5");
    }
    let c = check::luhn_check_digit(&payload);
    (format!("{payload}{c}"), groups)
}

/// A card number as written.
pub fn card(rng: &mut Rng) -> Value {
    let (d, groups) = card_digits(rng);
    let t = match rng.below(4) {
        0 | 1 => group(&d, groups, " "),
        2 => group(&d, groups, "-"),
        _ => d,
    };
    v(Label::Card, t, "card")
}

/// A card number read aloud, group by group.
pub fn card_spoken(rng: &mut Rng) -> Value {
    let (d, groups) = card_digits(rng);
    let s = spoken_digits(rng, &group(&d, groups, " "));
    v(Label::Card, s, "spoken")
}

/// (country, BBAN pattern): `9` a digit, `A` an upper-case letter, `X` either. Lengths per the IBAN registry.
const IBAN_FORMATS: &[(&str, &str)] = &[
    ("DE", "999999999999999999"),
    ("GB", "AAAA99999999999999"),
    ("FR", "9999999999XXXXXXXXXXX99"),
    ("ES", "99999999999999999999"),
    ("IT", "A9999999999XXXXXXXXXXXX"),
    ("NL", "AAAA9999999999"),
    ("IE", "AAAA99999999999999"),
    ("PL", "999999999999999999999999"),
    ("BR", "99999999999999999999999AX"),
    ("BE", "999999999999"),
    ("AT", "9999999999999999"),
    ("CH", "99999XXXXXXXXXXXX"),
    ("PT", "999999999999999999999"),
];

/// A mod-97-valid IBAN of the locale's country (or of a European one for locales without IBANs), in print form
/// (groups of four) or electronic form.
pub fn iban(rng: &mut Rng, loc: Locale) -> Value {
    let country = match loc {
        Locale::De => "DE",
        Locale::Uk => "GB",
        Locale::Fr => "FR",
        Locale::Es => "ES",
        Locale::It => "IT",
        Locale::Nl => "NL",
        Locale::Ie => "IE",
        Locale::Pl => "PL",
        Locale::Br => "BR",
        _ => rng.pick(&["DE", "GB", "FR", "BE", "AT", "CH", "PT", "NL"]),
    };
    let pattern = IBAN_FORMATS.iter().find(|(c, _)| *c == country).map(|(_, p)| *p).expect("known country");
    let bban: String = pattern
        .chars()
        .map(|p| match p {
            '9' => char::from(b'0' + rng.digit()),
            'A' => char::from(b'A' + rng.below(26) as u8),
            _ => {
                if rng.chance(1, 4) {
                    char::from(b'A' + rng.below(26) as u8)
                } else {
                    char::from(b'0' + rng.digit())
                }
            }
        })
        .collect();
    let full = format!("{country}{}{bban}", check::iban_check_digits(country, &bban));
    let t = if rng.chance(2, 3) { group(&full, &[4; 9], " ") } else { full };
    v(Label::Iban, t, "iban")
}

/// An account, policy, member or record number with the cue that introduces it.
pub fn account(rng: &mut Rng, loc: Locale) -> (&'static str, Value) {
    let (cue, t) = match rng.below(7) {
        0 => match loc {
            Locale::Uk | Locale::Ie => (
                "sort code and account number",
                format!("{}-{}-{} {}", rng.digits(2), rng.digits(2), rng.digits(2), rng.digits(8)),
            ),
            Locale::Us => {
                let payload = format!("{}{}", rng.pick(&["0", "1", "2", "3"]), rng.digits(7));
                let routing = format!("{payload}{}", check::aba_check_digit(&payload));
                return (
                    "routing and account number",
                    v(Label::Account, format!("{routing} {}", rng.digits(10)), "us_routing_account"),
                );
            }
            Locale::In => ("account number", format!("{} {} {}", rng.digits(4), rng.digits(4), rng.digits(4))),
            _ => ("account number", rng.digits(10)),
        },
        1 => ("policy number", format!("POL-{}-{}", rng.digits(4), rng.digits(4))),
        2 => ("member ID", format!("MBR {} {}", rng.digits(3), rng.digits(4))),
        3 => ("customer number", format!("{}{}", rng.chars_from("ABCDEFGHJKLMNPRSTUVWXYZ", 2), rng.digits(7))),
        4 => ("medical record number", format!("MRN {}", rng.digits(7))),
        5 => ("loyalty card number", format!("{} {} {}", rng.digits(4), rng.digits(4), rng.digits(4))),
        _ => ("account number", format!("{}-{}", rng.digits(6), rng.digits(4))),
    };
    (cue, v(Label::Account, t, "account"))
}
