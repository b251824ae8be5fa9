//! Identifier values in the formats of each locale, with valid check digits wherever the real identifier has one.
//!
//! Every function returns a [`Value`]: the label, the text exactly as it will appear, and a format name that
//! [`super::check::validate`] understands (so the tests can re-validate every generated span).
//!
//! Label choices for ambiguous identifiers: Steuer-ID, ITIN, PAN, TFN and the Italian codice fiscale are `TAX_ID`;
//! SSN, NINO, NHS, SIN, NIR, DNI/NIE, BSN, Aadhaar, PESEL, CPF, PPSN, Medicare and CCCD are `NATIONAL_ID`.

use super::check;
use super::names::{ascii_fold, Person};
use super::rng::Rng;
use super::Locale;
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

// ---------------------------------------------------------------------------------------------------------------
// Phones

/// A phone number: the written form, and the national form a caller would read out.
pub struct Phone {
    /// As written in the document.
    pub written: String,
    /// National digits grouped as said aloud ("415 555 0132").
    pub spoken_groups: String,
}

/// A phone number of `loc` in one of its national or international written forms.
pub fn phone(rng: &mut Rng, loc: Locale) -> Phone {
    let d = |rng: &mut Rng, n| rng.digits(n);
    let (written, spoken): (String, String) = match loc {
        Locale::Us | Locale::Ca => {
            let areas: &[&str] = if loc == Locale::Us {
                &["415", "212", "312", "617", "206", "503", "720", "404"]
            } else {
                &["416", "604", "514", "403", "613", "902"]
            };
            let a = rng.pick(areas);
            let ex = format!("{}{}", rng.range(2, 9), rng.digits(2));
            let ex = if ex.ends_with("11") || ex == "555" { format!("{}4{}", &ex[..1], &ex[2..]) } else { ex };
            let line = d(rng, 4);
            let w = match rng.below(9) {
                0 => format!("({a}) {ex}-{line}"),
                1 => format!("{a}-{ex}-{line}"),
                2 => format!("{a}.{ex}.{line}"),
                3 => format!("+1 {a} {ex} {line}"),
                4 => format!("+1 ({a}) {ex}-{line}"),
                5 => format!("1-{a}-{ex}-{line}"),
                6 => format!("{a}{ex}{line}"),
                7 => format!("({a}) {ex}-{line} x{}", rng.range(10, 999)),
                _ => format!("+1-{a}-{ex}-{line} ext. {}", rng.range(2, 99)),
            };
            (w, format!("{a} {ex} {line}"))
        }
        Locale::Uk => {
            if rng.chance(1, 2) {
                let m = format!("7{}{}", rng.range(4, 9), d(rng, 2));
                let rest = d(rng, 6);
                let w = match rng.below(4) {
                    0 => format!("0{m} {rest}"),
                    1 => format!("+44 {m} {rest}"),
                    2 => format!("+44 (0){m} {rest}"),
                    _ => format!("0{m}{rest}"),
                };
                (w, format!("0{m} {} {}", &rest[..3], &rest[3..]))
            } else {
                let (area, n) = rng.pick(&[("20", 8), ("161", 7), ("113", 7), ("131", 7), ("117", 7), ("1632", 6)]);
                let first = rng.range(2, 8).to_string();
                let num = format!("{first}{}", d(rng, n - 1));
                let g = if n == 8 { group(&num, &[4], " ") } else { group(&num, &[3], " ") };
                let w = match rng.below(4) {
                    0 => format!("0{area} {g}"),
                    1 => format!("+44 {area} {g}"),
                    2 => format!("+44 (0){area} {g}"),
                    _ => format!("(0{area}) {g} ext. {}", rng.range(100, 499)),
                };
                (w, format!("0{area} {g}"))
            }
        }
        Locale::De => {
            if rng.chance(1, 2) {
                let p = format!("1{}", rng.pick(&["51", "52", "57", "60", "70", "71", "72", "76"]));
                let rest = d(rng, 7);
                let w = match rng.below(4) {
                    0 => format!("0{p} {rest}"),
                    1 => format!("+49 {p} {rest}"),
                    2 => format!("0{p}-{} {} {}", &rest[..3], &rest[3..5], &rest[5..]),
                    _ => format!("+49 (0){p} {rest}"),
                };
                (w, format!("0{p} {rest}"))
            } else {
                let (a, n) = rng.pick(&[("30", 8), ("40", 8), ("89", 7), ("221", 7), ("69", 8)]);
                let num = format!("{}{}", rng.range(2, 9), d(rng, n - 1));
                let w = match rng.below(4) {
                    0 => format!("0{a} {num}"),
                    1 => format!("0{a}/{num}"),
                    2 => format!("+49 {a} {num}"),
                    _ => format!("+49 (0){a} {}-{}", &num[..num.len() - 2], &num[num.len() - 2..]),
                };
                (w, format!("0{a} {num}"))
            }
        }
        Locale::Fr => {
            let first = rng.pick(&["1", "4", "6", "7", "9"]);
            let rest = d(rng, 8);
            let pairs = group(&rest, &[2, 2, 2, 2], " ");
            let w = match rng.below(5) {
                0 => format!("0{first} {pairs}"),
                1 => format!("0{first}.{}", group(&rest, &[2, 2, 2, 2], ".")),
                2 => format!("+33 {first} {pairs}"),
                3 => format!("+33 (0){first} {pairs}"),
                _ => format!("0{first}{rest}"),
            };
            (w, format!("0{first} {pairs}"))
        }
        Locale::In => {
            let n = format!("{}{}", rng.range(6, 9), d(rng, 9));
            let w = match rng.below(4) {
                0 => format!("+91 {} {}", &n[..5], &n[5..]),
                1 => format!("0{} {}", &n[..5], &n[5..]),
                2 => format!("{}-{}", &n[..5], &n[5..]),
                _ => format!("+91-{n}"),
            };
            (w, format!("{} {}", &n[..5], &n[5..]))
        }
        Locale::Vn => {
            let p = rng.pick(&["90", "91", "93", "98", "97", "86", "77", "35", "88"]);
            let rest = d(rng, 7);
            let n = format!("{p}{rest}");
            let w = match rng.below(6) {
                0 => format!("+84 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                1 => format!("0{}.{}.{}", &n[..3], &n[3..6], &n[6..]),
                2 => format!("0{} {} {}", &n[..2], &n[2..6], &n[6..]),
                3 => format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]),
                4 => format!("(+84) {n}"),
                _ => format!("+84 {} {} {}", &n[..2], &n[2..5], &n[5..]),
            };
            (w, format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]))
        }
        Locale::Au => {
            if rng.chance(1, 2) {
                let n = format!("4{}", d(rng, 8));
                let w = match rng.below(3) {
                    0 => format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]),
                    1 => format!("+61 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                    _ => format!("0{n}"),
                };
                (w, format!("0{} {} {}", &n[..3], &n[3..6], &n[6..]))
            } else {
                let a = rng.pick(&["2", "3", "7", "8"]);
                let n = format!("{}{}", rng.range(5, 9), d(rng, 7));
                let w = if rng.chance(1, 2) {
                    format!("(0{a}) {} {}", &n[..4], &n[4..])
                } else {
                    format!("+61 {a} {} {}", &n[..4], &n[4..])
                };
                (w, format!("0{a} {} {}", &n[..4], &n[4..]))
            }
        }
        Locale::Br => {
            let ddd = rng.pick(&["11", "21", "31", "41", "51", "61", "71", "81"]);
            let n = format!("9{}", d(rng, 8));
            let w = match rng.below(4) {
                0 => format!("({ddd}) {}-{}", &n[..5], &n[5..]),
                1 => format!("+55 {ddd} {}-{}", &n[..5], &n[5..]),
                2 => format!("{ddd} {} {}", &n[..5], &n[5..]),
                _ => format!("+55 ({ddd}) {n}"),
            };
            (w, format!("{ddd} {} {}", &n[..5], &n[5..]))
        }
        Locale::Es => {
            let n = format!("{}{}", rng.pick(&["6", "7", "9"]), d(rng, 8));
            let w = match rng.below(4) {
                0 => format!("{} {} {}", &n[..3], &n[3..6], &n[6..]),
                1 => format!("+34 {} {} {} {}", &n[..3], &n[3..5], &n[5..7], &n[7..]),
                2 => format!("+34 {n}"),
                _ => format!("{}-{}-{}", &n[..3], &n[3..6], &n[6..]),
            };
            (w, format!("{} {} {}", &n[..3], &n[3..6], &n[6..]))
        }
        Locale::It => {
            if rng.chance(2, 3) {
                let n = format!("3{}{}", rng.range(2, 9), d(rng, 8));
                let w = match rng.below(3) {
                    0 => format!("{} {} {}", &n[..3], &n[3..6], &n[6..]),
                    1 => format!("+39 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                    _ => format!("+39 {n}"),
                };
                (w, format!("{} {} {}", &n[..3], &n[3..6], &n[6..]))
            } else {
                let n = format!("06{}", d(rng, 8));
                let w = if rng.chance(1, 2) {
                    format!("06 {} {}", &n[2..6], &n[6..])
                } else {
                    format!("+39 06 {}", &n[2..])
                };
                (w, format!("06 {} {}", &n[2..6], &n[6..]))
            }
        }
        Locale::Nl => {
            if rng.chance(2, 3) {
                let n = d(rng, 8);
                let w = match rng.below(3) {
                    0 => format!("06 {n}"),
                    1 => format!("06-{n}"),
                    _ => format!("+31 6 {n}"),
                };
                (w, format!("06 {} {}", &n[..4], &n[4..]))
            } else {
                let n = format!("{}{}", rng.range(2, 9), d(rng, 6));
                let w = if rng.chance(1, 2) {
                    format!("020 {} {}", &n[..3], &n[3..])
                } else {
                    format!("+31 20 {} {}", &n[..3], &n[3..])
                };
                (w, format!("020 {} {}", &n[..3], &n[3..]))
            }
        }
        Locale::Ie => {
            if rng.chance(2, 3) {
                let p = rng.pick(&["83", "85", "86", "87", "89"]);
                let n = d(rng, 7);
                let w = match rng.below(3) {
                    0 => format!("0{p} {} {}", &n[..3], &n[3..]),
                    1 => format!("+353 {p} {} {}", &n[..3], &n[3..]),
                    _ => format!("0{p}-{n}"),
                };
                (w, format!("0{p} {} {}", &n[..3], &n[3..]))
            } else {
                let n = format!("{}{}", rng.range(2, 9), d(rng, 6));
                let w = if rng.chance(1, 2) {
                    format!("(01) {} {}", &n[..3], &n[3..])
                } else {
                    format!("+353 1 {} {}", &n[..3], &n[3..])
                };
                (w, format!("01 {} {}", &n[..3], &n[3..]))
            }
        }
        Locale::Pl => {
            let n = format!("{}{}", rng.pick(&["5", "6", "7", "8"]), d(rng, 8));
            let w = match rng.below(4) {
                0 => format!("{} {} {}", &n[..3], &n[3..6], &n[6..]),
                1 => format!("+48 {} {} {}", &n[..3], &n[3..6], &n[6..]),
                2 => format!("+48 {}-{}-{}", &n[..3], &n[3..6], &n[6..]),
                _ => format!("+48{n}"),
            };
            (w, format!("{} {} {}", &n[..3], &n[3..6], &n[6..]))
        }
    };
    Phone { written, spoken_groups: spoken }
}

const DIGIT_WORDS: [&str; 10] = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/// Digits read aloud the way callers do: groups separated by commas, "oh" for zero, "double" and "triple" runs.
/// `"415 555 0132"` → `"four one five, triple five, oh one three two"`.
pub fn spoken_digits(rng: &mut Rng, grouped: &str) -> String {
    let oh = rng.chance(2, 3);
    let runs = rng.chance(2, 3);
    let mut groups = Vec::new();
    for g in grouped.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()) {
        let b = g.as_bytes();
        let mut words = Vec::new();
        let mut i = 0;
        while i < b.len() {
            let mut j = i;
            while j < b.len() && b[j] == b[i] {
                j += 1;
            }
            let n = j - i;
            let word = if b[i] == b'0' && oh { "oh" } else { DIGIT_WORDS[usize::from(b[i] - b'0')] };
            if runs && n == 2 {
                words.push(format!("double {word}"));
            } else if runs && n == 3 {
                words.push(format!("triple {word}"));
            } else {
                for _ in 0..n {
                    words.push(word.to_string());
                }
            }
            i = j;
        }
        groups.push(words.join(" "));
    }
    groups.join(", ")
}

/// The phone value for a document: written or (when `spoken`) read aloud, one time in five mixing digits and
/// words ("415 five five five, oh one three two").
pub fn phone_value(rng: &mut Rng, loc: Locale, spoken: bool) -> Value {
    let p = phone(rng, loc);
    if spoken && rng.chance(1, 5) {
        let (first, rest) = p.spoken_groups.split_once(' ').unwrap_or((&p.spoken_groups, ""));
        let s = format!("{first} {}", spoken_digits(rng, rest));
        v(Label::Phone, s, "spoken")
    } else if spoken {
        let s = spoken_digits(rng, &p.spoken_groups);
        v(Label::Phone, s, "spoken")
    } else {
        v(Label::Phone, p.written, "phone")
    }
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail, usernames, URLs, network

/// An e-mail address derived from the person's name.
pub fn email(rng: &mut Rng, loc: Locale, p: &Person) -> Value {
    let (g, f) = (ascii_fold(&p.first()), ascii_fold(&p.family));
    let year = rng.range(60, 99);
    let local = match rng.below(7) {
        0 => format!("{g}.{f}"),
        1 => format!("{g}.{f}+{}", rng.pick(&["billing", "support", "nhs", "shop", "news"])),
        2 => format!("{}.{f}{year}", &g[..1]),
        3 => format!("{f}_{g}"),
        4 => format!("{g}{f}+{}", rng.range(1, 99)),
        5 => format!("{g}-{f}"),
        _ => format!("{g}{year}"),
    };
    let national: &[&str] = match loc {
        Locale::Us => &["gmail.com", "yahoo.com", "comcast.net", "alumni.stanford.edu"],
        Locale::Uk => &["btinternet.com", "yahoo.co.uk", "nhs.net", "mail.ox.ac.uk"],
        Locale::De => &["web.de", "gmx.de", "t-online.de", "stud.uni-heidelberg.de"],
        Locale::Fr => &["orange.fr", "free.fr", "laposte.net", "etu.univ-lyon1.fr"],
        Locale::In => &["rediffmail.com", "gmail.com", "iitb.ac.in", "mail.tcs.co.in"],
        Locale::Vn => &["gmail.com", "fpt.com.vn", "hcmut.edu.vn", "vnpt.vn"],
        Locale::Ca => &["rogers.com", "shaw.ca", "mail.utoronto.ca", "videotron.qc.ca"],
        Locale::Au => &["bigpond.com", "optusnet.com.au", "student.unimelb.edu.au", "health.nsw.gov.au"],
        Locale::Br => &["uol.com.br", "bol.com.br", "terra.com.br", "usp.br"],
        Locale::Es => &["telefonica.net", "gmail.com", "alumnos.upm.es", "correo.ugr.es"],
        Locale::It => &["libero.it", "virgilio.it", "studenti.unimi.it", "tiscali.it"],
        Locale::Nl => &["ziggo.nl", "kpnmail.nl", "student.uva.nl", "planet.nl"],
        Locale::Ie => &["eircom.net", "ucdconnect.ie", "hse.ie", "gmail.com"],
        Locale::Pl => &["wp.pl", "o2.pl", "onet.pl", "student.uw.edu.pl"],
    };
    let global = [
        "outlook.com",
        "proton.me",
        "fastmail.com",
        "studio.photography",
        "mail.consulting",
        "family.international",
        "icloud.com",
    ];
    let domain = if rng.chance(2, 3) { rng.pick(national).to_string() } else { rng.pick(&global).to_string() };
    v(Label::Email, format!("{local}@{domain}"), "email")
}

/// A username or handle derived from the person's name.
pub fn username(rng: &mut Rng, p: &Person) -> Value {
    let (g, f) = (ascii_fold(&p.first()), ascii_fold(&p.family));
    let n = rng.range(1, 99);
    let u = match rng.below(5) {
        0 => format!("{g}_{}{n}", &f[..1.min(f.len())]),
        1 => format!("{}{f}", &g[..1]),
        2 => format!("@{g}.{f}"),
        3 => format!("{g}{f}{}", rng.range(1970, 2005)),
        _ => format!("{f}.{g}_{n}"),
    };
    v(Label::Username, u, "username")
}

/// A personal URL (profile path or a query string with the person's id).
pub fn url(rng: &mut Rng, p: &Person) -> Value {
    let (g, f) = (ascii_fold(&p.first()), ascii_fold(&p.family));
    let u = match rng.below(4) {
        0 => format!("https://www.linkedin.com/in/{g}-{f}-{}", rng.chars_from("0123456789abcdef", 8)),
        1 => format!("https://portal.northwind-energy.com/account/statements?customer={}&name={g}.{f}", rng.digits(8)),
        2 => format!("https://drive.example-cloud.net/u/{g}{f}/shared/Payslip_{}.pdf", rng.range(2021, 2025)),
        _ => format!("https://www.facebook.com/{g}.{f}.{}", rng.range(10, 99)),
    };
    v(Label::Url, u, "url")
}

/// An IPv4 (public ranges) or IPv6 address, sometimes with a port.
pub fn ip(rng: &mut Rng) -> Value {
    let t = if rng.chance(2, 3) {
        let first = rng.pick(&[81u32, 86, 92, 109, 151, 176, 185, 203, 212, 77, 90]);
        let s = format!("{first}.{}.{}.{}", rng.range(0, 255), rng.range(0, 255), rng.range(1, 254));
        if rng.chance(1, 5) {
            format!("{s}:{}", rng.range(1024, 65535))
        } else {
            s
        }
    } else {
        let hex = |rng: &mut Rng| format!("{:x}", rng.range(1, 0xffff));
        // Two-group prefixes of large ISPs; the full form has eight groups, the compressed form fewer with "::".
        let prefix = rng.pick(&["2a02:c7f", "2600:1700", "2a01:4b00", "2405:204", "2001:4860", "2a00:23c5"]);
        match rng.below(2) {
            0 => format!("{prefix}:{}:{}::{}", hex(rng), hex(rng), hex(rng)),
            _ => format!("{prefix}:{}:{}:{}:{}:{}:{}", hex(rng), hex(rng), hex(rng), hex(rng), hex(rng), hex(rng)),
        }
    };
    v(Label::IpAddress, t, "ip")
}

/// A MAC address in colon, dash or Cisco-dot form.
pub fn mac(rng: &mut Rng) -> Value {
    let bytes: Vec<String> = (0..6).map(|_| format!("{:02X}", rng.below(256))).collect();
    let t = match rng.below(3) {
        0 => bytes.join(":"),
        1 => bytes.join("-"),
        _ => {
            let s = bytes.concat().to_lowercase();
            format!("{}.{}.{}", &s[..4], &s[4..8], &s[8..])
        }
    };
    v(Label::MacAddress, t, "mac")
}

const BECH32: &str = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/// A Bitcoin bech32 (P2WPKH) address with a valid checksum, or an Ethereum address (lower case).
pub fn crypto_wallet(rng: &mut Rng) -> Value {
    if rng.chance(1, 2) {
        let data: Vec<u8> = std::iter::once(0).chain((0..32).map(|_| rng.below(32) as u8)).collect();
        let sum = check::bech32_checksum("bc", &data);
        let s: String = data.iter().chain(&sum).map(|&d| char::from(BECH32.as_bytes()[usize::from(d)])).collect();
        v(Label::CryptoWallet, format!("bc1{s}"), "bech32")
    } else {
        v(Label::CryptoWallet, format!("0x{}", rng.chars_from("0123456789abcdef", 40)), "eth")
    }
}

/// A secret: an API key with a known prefix or a password value.
pub fn secret(rng: &mut Rng) -> Value {
    const ALNUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let t = match rng.below(4) {
        0 => format!("sk_live_{}", rng.chars_from(ALNUM, 24)),
        1 => format!("ghp_{}", rng.chars_from(ALNUM, 36)),
        2 => format!("AKIA{}", rng.chars_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
        _ => format!(
            "{}{}!{}",
            rng.pick(&["Sunflower", "Tigger", "Bluebell", "Marmite"]),
            rng.range(10, 99),
            rng.chars_from("abcdefghjkmnpqrstuvwxyz", 3)
        ),
    };
    v(Label::Secret, t, "secret")
}

// ---------------------------------------------------------------------------------------------------------------
// Cards and bank accounts

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

// ---------------------------------------------------------------------------------------------------------------
// Dates

/// A calendar date.
#[derive(Clone, Copy, Debug)]
pub struct Date {
    /// Year.
    pub y: u32,
    /// Month 1–12.
    pub m: u32,
    /// Day 1–31.
    pub d: u32,
}

fn days_in(y: u32, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A valid date with the year in `lo..=hi`.
pub fn date(rng: &mut Rng, lo: u32, hi: u32) -> Date {
    let y = rng.range(lo, hi);
    let m = rng.range(1, 12);
    Date { y, m, d: rng.range(1, days_in(y, m)) }
}

const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const MONTHS_DE: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];
const MONTHS_FR: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];
const MONTHS_ES: [&str; 12] = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
];
const MONTHS_IT: [&str; 12] = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
];
const MONTHS_NL: [&str; 12] = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
];
const MONTHS_PT: [&str; 12] = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
];
const MONTHS_PL: [&str; 12] = [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
];

fn ordinal_suffix(d: u32) -> &'static str {
    match (d % 10, d % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    }
}

/// A date written in one of the forms usual in `loc` (numeric, ISO, or with the month name in the local language).
pub fn format_date(rng: &mut Rng, loc: Locale, dt: Date) -> String {
    let Date { y, m, d } = dt;
    let mi = (m - 1) as usize;
    let en = MONTHS_EN[mi];
    match loc {
        Locale::Us => match rng.below(5) {
            0 => format!("{en} {d}, {y}"),
            1 => format!("{m:02}/{d:02}/{y}"),
            2 => format!("{m}/{d}/{y}"),
            3 => format!("{y}-{m:02}-{d:02}"),
            _ => format!("{}. {d}, {y}", &en[..3]),
        },
        Locale::Uk | Locale::Ie | Locale::Au | Locale::In | Locale::Ca => match rng.below(5) {
            0 => format!("{d} {en} {y}"),
            1 => format!("{d:02}/{m:02}/{y}"),
            2 => format!("{d}{} of {en} {y}", ordinal_suffix(d)),
            3 if loc == Locale::In => format!("{d:02}-{m:02}-{y}"),
            3 => format!("{y}-{m:02}-{d:02}"),
            _ => format!("{d} {} {y}", &en[..3]),
        },
        Locale::De => match rng.below(3) {
            0 => format!("{d}. {} {y}", MONTHS_DE[mi]),
            1 => format!("{d:02}.{m:02}.{y}"),
            _ => format!("{d}.{m}.{y}"),
        },
        Locale::Fr => match rng.below(3) {
            0 => format!("{} {} {y}", if d == 1 { "1er".to_string() } else { d.to_string() }, MONTHS_FR[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::Es => match rng.below(2) {
            0 => format!("{d} de {} de {y}", MONTHS_ES[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::It => match rng.below(2) {
            0 => format!("{d} {} {y}", MONTHS_IT[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::Nl => match rng.below(2) {
            0 => format!("{d} {} {y}", MONTHS_NL[mi]),
            _ => format!("{d:02}-{m:02}-{y}"),
        },
        Locale::Br => match rng.below(2) {
            0 => format!("{d} de {} de {y}", MONTHS_PT[mi]),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
        Locale::Pl => match rng.below(2) {
            0 => format!("{d} {} {y}", MONTHS_PL[mi]),
            _ => format!("{d:02}.{m:02}.{y}"),
        },
        Locale::Vn => match rng.below(2) {
            0 => format!("ngày {d} tháng {m} năm {y}"),
            _ => format!("{d:02}/{m:02}/{y}"),
        },
    }
}

/// The birth cue in the locale's language, placed before the date ("geboren am", "né le").
pub fn birth_cue(rng: &mut Rng, loc: Locale, female: bool) -> &'static str {
    let native: &[&str] = match loc {
        Locale::De => &["geboren am", "Geburtsdatum:"],
        Locale::Fr if female => &["née le", "date de naissance :"],
        Locale::Fr => &["né le", "date de naissance :"],
        Locale::Es => &["fecha de nacimiento:", "nacido el"],
        Locale::It => &["nato il", "data di nascita:"],
        Locale::Nl => &["geboren op", "geboortedatum:"],
        Locale::Br => &["data de nascimento:", "nascido em"],
        Locale::Pl => &["data urodzenia:", "urodzony"],
        Locale::Vn => &["sinh", "ngày sinh:"],
        _ => &["date of birth", "DOB:", "born on", "D.O.B."],
    };
    if rng.chance(1, 2) {
        rng.pick(native)
    } else {
        rng.pick(&["date of birth", "DOB:", "born on", "birthday is"])
    }
}

const ORDINALS: [&str; 31] = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty-first",
    "twenty-second",
    "twenty-third",
    "twenty-fourth",
    "twenty-fifth",
    "twenty-sixth",
    "twenty-seventh",
    "twenty-eighth",
    "twenty-ninth",
    "thirtieth",
    "thirty-first",
];
const TENS: [&str; 10] = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const TEENS: [&str; 10] =
    ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];

/// 0–99 in words ("oh five" for 1–9 after a century, as in "nineteen oh five").
fn two_digits(n: u32) -> String {
    match n {
        0 => "hundred".into(),
        1..=9 => format!("oh {}", DIGIT_WORDS[n as usize]),
        10..=19 => TEENS[(n - 10) as usize].into(),
        _ if n % 10 == 0 => TENS[(n / 10) as usize].into(),
        _ => format!("{}-{}", TENS[(n / 10) as usize], DIGIT_WORDS[(n % 10) as usize]),
    }
}

/// A date said aloud: "the eleventh of June nineteen eighty-five" or "June eleventh, two thousand and three".
pub fn spoken_date(rng: &mut Rng, dt: Date) -> String {
    let year = if dt.y >= 2000 {
        let r = dt.y - 2000;
        if r == 0 {
            "two thousand".to_string()
        } else if r < 10 {
            format!("two thousand and {}", DIGIT_WORDS[r as usize])
        } else {
            format!("twenty {}", two_digits(r))
        }
    } else {
        format!("{} {}", TEENS[(dt.y / 100 - 10) as usize], two_digits(dt.y % 100))
    };
    let month = MONTHS_EN[(dt.m - 1) as usize];
    let day = ORDINALS[(dt.d - 1) as usize];
    if rng.chance(1, 2) {
        format!("the {day} of {month} {year}")
    } else {
        format!("{month} {day}, {year}")
    }
}

// ---------------------------------------------------------------------------------------------------------------
// National and tax identifiers, passports, licences, plates

/// A national id (or tax id) of the locale, with valid check digits where the identifier has one.
pub fn national_id(rng: &mut Rng, loc: Locale, p: &Person, dob: Date) -> (&'static str, Value) {
    loop {
        if let Some(x) = try_national_id(rng, loc, p, dob) {
            return x;
        }
    }
}

fn digits_vec(s: &str) -> Vec<u32> {
    s.chars().map(|c| c.to_digit(10).expect("digit")).collect()
}

/// One attempt; `None` when the random payload has no valid check digit (NHS, BSN, TFN), to retry.
fn try_national_id(rng: &mut Rng, loc: Locale, p: &Person, dob: Date) -> Option<(&'static str, Value)> {
    let nat = Label::NationalId;
    Some(match (loc, rng.below(2)) {
        (Locale::Us, 0) => {
            let area = loop {
                let a = rng.range(1, 899);
                if a != 666 {
                    break a;
                }
            };
            let (g, s) = (rng.range(1, 99), rng.range(1, 9999));
            let t = match rng.below(3) {
                0 => format!("{area:03}-{g:02}-{s:04}"),
                1 => format!("{area:03} {g:02} {s:04}"),
                _ => format!("{area:03}{g:02}{s:04}"),
            };
            ("Social Security number", v(nat, t, "us_ssn"))
        }
        (Locale::Us, _) => {
            let g = rng.pick(&[50u32, 63, 70, 78, 88, 90, 92, 94, 99]);
            ("ITIN", v(Label::TaxId, format!("9{}-{g}-{}", rng.digits(2), rng.digits(4)), "us_itin"))
        }
        (Locale::Uk, 0) => {
            let a = loop {
                let a = rng.chars_from("ABCEGHJKLMNOPRSTWXYZ", 1) + &rng.chars_from("ABCEGHJKLMNPRSTWXYZ", 1);
                if !["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"].contains(&a.as_str()) {
                    break a;
                }
            };
            let n = rng.digits(6);
            let s = rng.chars_from("ABCD", 1);
            let t = if rng.chance(1, 2) {
                format!("{a} {} {} {} {s}", &n[..2], &n[2..4], &n[4..])
            } else {
                format!("{a}{n}{s}")
            };
            ("National Insurance number", v(nat, t, "uk_nino"))
        }
        (Locale::Uk, _) => {
            let d = rng.digits(9);
            let c = 11
                - d.chars().zip([10, 9, 8, 7, 6, 5, 4, 3, 2]).map(|(c, w)| c.to_digit(10).unwrap() * w).sum::<u32>()
                    % 11;
            let c = if c == 11 { 0 } else { c };
            if c == 10 {
                return None;
            }
            let full = format!("{d}{c}");
            let t = if rng.chance(2, 3) { group(&full, &[3, 3, 4], " ") } else { full };
            ("NHS number", v(nat, t, "uk_nhs"))
        }
        (Locale::Ca, _) => {
            let payload = format!("{}{}", rng.pick(&["1", "2", "3", "4", "5", "6", "7", "9"]), rng.digits(7));
            let full = format!("{payload}{}", check::luhn_check_digit(&payload));
            let t = match rng.below(3) {
                0 => group(&full, &[3, 3, 3], " "),
                1 => group(&full, &[3, 3, 3], "-"),
                _ => full,
            };
            ("SIN", v(nat, t, "ca_sin"))
        }
        (Locale::Fr, _) => {
            let sex = if p.female { 2 } else { 1 };
            let dept = loop {
                let d = rng.range(1, 95);
                if d != 20 {
                    break d;
                }
            };
            let body = format!("{sex}{:02}{:02}{dept:02}{}{}", dob.y % 100, dob.m, rng.digits(3), rng.digits(3));
            let n: u64 = body.parse().expect("digits");
            let key = 97 - n % 97;
            let t = format!(
                "{} {} {} {} {} {} {key:02}",
                &body[..1],
                &body[1..3],
                &body[3..5],
                &body[5..7],
                &body[7..10],
                &body[10..13]
            );
            ("numéro de sécurité sociale", v(nat, t, "fr_nir"))
        }
        (Locale::Es, 0) => {
            let n = rng.range(10_000_000, 99_999_999);
            ("DNI", v(nat, format!("{n}{}", check::dni_letter(n)), "es_dni"))
        }
        (Locale::Es, _) => {
            let pre = rng.below(3) as u32;
            let n = rng.range(1_000_000, 9_999_999);
            let letter = check::dni_letter(pre * 10_000_000 + n);
            ("NIE", v(nat, format!("{}{n}{letter}", ['X', 'Y', 'Z'][pre as usize]), "es_dni"))
        }
        (Locale::Nl, _) => {
            let d = format!("{}{}", rng.range(1, 9), rng.digits(7));
            let s: u32 = digits_vec(&d).iter().zip([9, 8, 7, 6, 5, 4, 3, 2]).map(|(a, b)| a * b).sum();
            let c = s % 11;
            if c == 10 {
                return None;
            }
            let full = format!("{d}{c}");
            let t = if rng.chance(1, 2) { group(&full, &[4, 2, 3], ".") } else { full };
            ("BSN", v(nat, t, "nl_bsn"))
        }
        (Locale::In, 0) => {
            let payload = format!("{}{}", rng.range(2, 9), rng.digits(10));
            let full = format!("{payload}{}", check::verhoeff_check_digit(&payload));
            let t = if rng.chance(3, 4) { group(&full, &[4, 4, 4], " ") } else { full };
            ("Aadhaar number", v(nat, t, "in_aadhaar"))
        }
        (Locale::In, _) => {
            let t = format!(
                "{}P{}{}{}",
                rng.chars_from("ABCDEFGHJKLMNPQRSTUVWXYZ", 3),
                ascii_fold(&p.family).to_uppercase().chars().next().unwrap_or('K'),
                rng.digits(4),
                rng.chars_from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)
            );
            ("PAN", v(Label::TaxId, t, "in_pan"))
        }
        (Locale::Pl, _) => {
            let (yy, mm) = if dob.y >= 2000 { (dob.y - 2000, dob.m + 20) } else { (dob.y - 1900, dob.m) };
            let serial =
                format!("{}{}", rng.digits(3), if p.female { rng.range(0, 4) * 2 } else { rng.range(0, 4) * 2 + 1 });
            let body = format!("{yy:02}{mm:02}{:02}{serial}", dob.d);
            let s: u32 = digits_vec(&body).iter().zip([1, 3, 7, 9, 1, 3, 7, 9, 1, 3]).map(|(a, b)| a * b).sum();
            ("PESEL", v(nat, format!("{body}{}", (10 - s % 10) % 10), "pl_pesel"))
        }
        (Locale::Br, _) => {
            let d = digits_vec(&rng.digits(9));
            if d.iter().all(|&x| x == d[0]) {
                return None;
            }
            let (a, b) = check::cpf_check_digits(&d);
            let s: String = d.iter().map(|x| char::from_digit(*x, 10).unwrap()).collect();
            let t = if rng.chance(3, 4) {
                format!("{}.{}.{}-{a}{b}", &s[..3], &s[3..6], &s[6..])
            } else {
                format!("{s}{a}{b}")
            };
            ("CPF", v(nat, t, "br_cpf"))
        }
        (Locale::It, _) => ("codice fiscale", v(Label::TaxId, codice_fiscale(rng, p, dob), "it_cf")),
        (Locale::De, _) => {
            let mut pool: Vec<u32> = (0..10).collect();
            rng.shuffle(&mut pool);
            let mut d: Vec<u32> = pool[..9].to_vec();
            let dup = d[rng.below(9)];
            d.push(dup);
            rng.shuffle(&mut d);
            if d[0] == 0 {
                return None;
            }
            let c = check::steuer_id_check(&d);
            let s: String = d.iter().chain(std::iter::once(&c)).map(|x| char::from_digit(*x, 10).unwrap()).collect();
            let t = if rng.chance(1, 2) { group(&s, &[2, 3, 3, 3], " ") } else { s };
            ("Steuer-ID", v(Label::TaxId, t, "de_steuer_id"))
        }
        (Locale::Ie, _) => {
            let d = rng.digits(7);
            let second = if rng.chance(1, 2) { Some(b'A') } else { None };
            let s: u32 = digits_vec(&d).iter().zip([8, 7, 6, 5, 4, 3, 2]).map(|(a, b)| a * b).sum::<u32>()
                + second.map_or(0, |_| 9);
            let r = s % 23;
            let c = if r == 0 { 'W' } else { char::from(b'A' + r as u8 - 1) };
            let t = format!("{d}{c}{}", second.map_or(String::new(), |b| char::from(b).to_string()));
            ("PPS number", v(nat, t, "ie_ppsn"))
        }
        (Locale::Au, 0) => {
            let d = digits_vec(&rng.digits(8));
            let s: u32 = d.iter().zip([1, 4, 3, 7, 5, 8, 6, 9]).map(|(a, b)| a * b).sum();
            // 10·c ≡ −s (mod 11) and 10 ≡ −1, so c ≡ s (mod 11).
            let c = s % 11;
            if c == 10 {
                return None;
            }
            let full: String = d.iter().chain(std::iter::once(&c)).map(|x| char::from_digit(*x, 10).unwrap()).collect();
            ("TFN", v(Label::TaxId, group(&full, &[3, 3, 3], " "), "au_tfn"))
        }
        (Locale::Au, _) => {
            let d = digits_vec(&format!("{}{}", rng.range(2, 6), rng.digits(7)));
            let c: u32 = d.iter().zip([1, 3, 7, 9, 1, 3, 7, 9]).map(|(a, b)| a * b).sum::<u32>() % 10;
            let s: String = d.iter().map(|x| char::from_digit(*x, 10).unwrap()).collect();
            ("Medicare number", v(nat, format!("{} {}{c} {}", &s[..4], &s[4..], rng.range(1, 5)), "au_medicare"))
        }
        (Locale::Vn, _) => {
            let prov = rng.pick(&["001", "031", "048", "079", "092"]);
            let cs = (if dob.y >= 2000 { 2 } else { 0 }) + u32::from(p.female);
            let t = format!("{prov}{cs}{:02}{}", dob.y % 100, rng.digits(6));
            ("CCCD", v(nat, t, "vn_cccd"))
        }
    })
}

/// The Italian codice fiscale from a person's names and birth date (the birthplace code is drawn from a few cities).
fn codice_fiscale(rng: &mut Rng, p: &Person, dob: Date) -> String {
    fn letters(s: &str) -> (Vec<char>, Vec<char>) {
        let up: Vec<char> = ascii_fold(s).to_uppercase().chars().filter(char::is_ascii_alphabetic).collect();
        let vowels: Vec<char> = up.iter().copied().filter(|c| "AEIOU".contains(*c)).collect();
        let cons: Vec<char> = up.iter().copied().filter(|c| !"AEIOU".contains(*c)).collect();
        (cons, vowels)
    }
    let code3 = |cons: Vec<char>, vowels: Vec<char>| -> String {
        cons.into_iter().chain(vowels).chain("XXX".chars()).take(3).collect()
    };
    let (sc, sv) = letters(&p.family);
    let (gc, gv) = letters(&p.given);
    let surname = code3(sc, sv);
    let given = if gc.len() >= 4 { [gc[0], gc[2], gc[3]].iter().collect() } else { code3(gc, gv) };
    let month = "ABCDEHLMPRST".as_bytes()[(dob.m - 1) as usize] as char;
    let day = dob.d + if p.female { 40 } else { 0 };
    let place = rng.pick(&["H501", "F205", "L219", "F839", "A944", "G273"]);
    let first15 = format!("{surname}{given}{:02}{month}{day:02}{place}", dob.y % 100);
    format!("{first15}{}", check::codice_fiscale_check(&first15))
}

/// A passport number of the locale's format.
pub fn passport(rng: &mut Rng, loc: Locale) -> Value {
    const UP: &str = "ABCDEFGHIJKLMNPRSTUVWXYZ";
    let t = match loc {
        Locale::Us => {
            if rng.chance(1, 2) {
                rng.digits(9)
            } else {
                format!("{}{}", rng.chars_from(UP, 1), rng.digits(8))
            }
        }
        Locale::Uk => rng.digits(9),
        Locale::De => format!("C{}", rng.chars_from("CFGHJKLMNPRTVWXYZ0123456789", 8)),
        Locale::Fr => format!("{}{}{}", rng.digits(2), rng.chars_from(UP, 2), rng.digits(5)),
        Locale::In | Locale::Vn => format!("{}{}", rng.chars_from(UP, 1), rng.digits(7)),
        Locale::Ca | Locale::Br => format!("{}{}", rng.chars_from(UP, 2), rng.digits(6)),
        Locale::Au => format!("P{}{}", rng.chars_from(UP, 1), rng.digits(7)),
        Locale::Es => format!("{}{}", rng.chars_from(UP, 3), rng.digits(6)),
        Locale::It | Locale::Ie | Locale::Pl => format!("{}{}", rng.chars_from(UP, 2), rng.digits(7)),
        Locale::Nl => format!(
            "{}{}{}",
            rng.chars_from("BCDFGHJKLMNPRSTVWXZ", 2),
            rng.chars_from("BCDFGHJKLMNPRSTVWXZ0123456789", 6),
            rng.digit()
        ),
    };
    v(Label::Passport, t, "passport")
}

/// A driving licence number; the UK's DVLA form is derived from the surname and birth date.
pub fn driver_license(rng: &mut Rng, loc: Locale, p: &Person, dob: Date) -> Value {
    let t = match loc {
        Locale::Uk => {
            let sur: String = ascii_fold(&p.family)
                .to_uppercase()
                .chars()
                .filter(char::is_ascii_alphabetic)
                .chain("99999".chars())
                .take(5)
                .collect();
            let month = dob.m + if p.female { 50 } else { 0 };
            let ini = ascii_fold(&p.first()).to_uppercase().chars().next().unwrap_or('X');
            format!(
                "{sur}{}{month:02}{:02}{}{ini}9{}",
                (dob.y / 10) % 10,
                dob.d,
                dob.y % 10,
                rng.chars_from("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 3)
            )
        }
        Locale::Us | Locale::Ca => {
            let n = 7 + rng.below(6);
            format!("{}{}", rng.chars_from("ABCDEFGHJKLMNPRSTUVWXYZ", 1), rng.digits(n))
        }
        Locale::Au => {
            let n = 8 + rng.below(2);
            rng.digits(n)
        }
        Locale::In => format!(
            "{}{} {}{}",
            rng.pick(&["MH", "KA", "DL", "TN"]),
            rng.digits(2),
            rng.range(2000, 2022),
            rng.digits(7)
        ),
        Locale::Fr => rng.digits(12),
        _ => format!(
            "{}{}{}",
            rng.chars_from("ABCDEFGHJKLMNPRSTUVWXYZ", 1),
            rng.digits(6),
            rng.chars_from("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 4)
        ),
    };
    v(Label::DriverLicense, t, "driver_license")
}

/// A vehicle registration plate of the locale.
pub fn license_plate(rng: &mut Rng, loc: Locale) -> Value {
    const UP: &str = "ABCDEFGHJKLMNPRSTUVWXYZ";
    let t = match loc {
        Locale::Uk => format!("{}{} {}", rng.chars_from(UP, 2), rng.range(10, 74), rng.chars_from(UP, 3)),
        Locale::Us | Locale::Au | Locale::Ca => {
            format!("{}{}{}", rng.range(1, 9), rng.chars_from(UP, 3), rng.digits(3))
        }
        Locale::De => {
            format!("{}-{} {}", rng.pick(&["B", "M", "HH", "K", "F", "S"]), rng.chars_from(UP, 2), rng.range(1, 9999))
        }
        Locale::Fr | Locale::It => format!("{}-{}-{}", rng.chars_from(UP, 2), rng.digits(3), rng.chars_from(UP, 2)),
        Locale::Nl => format!("{}-{}-{}", rng.digits(2), rng.chars_from("BDFGHJKLNPRSTVXZ", 3), rng.digit()),
        Locale::Es => format!("{} {}", rng.digits(4), rng.chars_from("BCDFGHJKLMNPRSTVWXYZ", 3)),
        Locale::In => format!(
            "{} {} {} {}",
            rng.pick(&["MH", "KA", "DL", "TN"]),
            rng.digits(2),
            rng.chars_from(UP, 2),
            rng.digits(4)
        ),
        Locale::Vn => {
            format!("{}{}-{}.{}", rng.range(29, 99), rng.chars_from("ABCDEFGH", 1), rng.digits(3), rng.digits(2))
        }
        Locale::Br => format!("{}{}{}{}", rng.chars_from(UP, 3), rng.digit(), rng.chars_from(UP, 1), rng.digits(2)),
        Locale::Pl => format!("{} {}", rng.pick(&["WA", "KR", "PO", "GD"]), rng.digits(5)),
        Locale::Ie => format!("{}-{}-{}", rng.range(131, 242), rng.pick(&["D", "C", "G", "KY"]), rng.range(1, 99999)),
    };
    v(Label::LicensePlate, t, "plate")
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses

/// An address: the whole value, and its postcode and city for separate mentions.
pub struct Address {
    /// The address, on one line or (when `multiline`) several.
    pub text: String,
    /// The postcode alone.
    pub postcode: String,
}

/// An address in the style of `loc`; `multiline` breaks it into the lines of a letter's address block.
pub fn address(rng: &mut Rng, loc: Locale, multiline: bool) -> Address {
    let sep = if multiline { "\n" } else { ", " };
    let n = rng.range(1, 240);
    let up = |rng: &mut Rng, k| rng.chars_from("ABDEFGHJLNPQRSTUWXYZ", k);
    let (parts, postcode): (Vec<String>, String) = match loc {
        Locale::Us => {
            let (city, st, zip) = rng.pick(&[
                ("San Francisco", "CA", "941"),
                ("Chicago", "IL", "606"),
                ("Austin", "TX", "787"),
                ("Seattle", "WA", "981"),
                ("Boston", "MA", "021"),
            ]);
            let zip = format!("{zip}{}", rng.digits(2));
            let street = format!(
                "{n} {} {}",
                rng.pick(&["Maple", "Oak", "Cedar", "Hawthorne", "Martin Luther King Jr"]),
                rng.pick(&["St", "Ave", "Blvd", "Street", "Drive"])
            );
            let mut p = vec![street];
            if rng.chance(1, 3) {
                p.push(format!("Apt {}{}", rng.range(1, 12), rng.chars_from("ABCD", 1)));
            }
            p.push(format!("{city}, {st} {zip}"));
            (p, zip)
        }
        Locale::Uk => {
            let (town, out) = rng.pick(&[
                ("Leeds", "LS6"),
                ("Manchester", "M14"),
                ("Edinburgh", "EH8"),
                ("Bristol", "BS1"),
                ("London", "N16"),
                ("Cardiff", "CF24"),
            ]);
            let pc = format!("{out} {}{}", rng.range(1, 9), up(rng, 2));
            (
                vec![
                    format!(
                        "{n} {} {}",
                        rng.pick(&["Harrow", "Victoria", "St John's", "Mill"]),
                        rng.pick(&["Road", "Lane", "Close", "Gardens"])
                    ),
                    town.to_string(),
                    pc.clone(),
                ],
                pc,
            )
        }
        Locale::De => {
            let (city, plz) = rng.pick(&[
                ("Berlin", "10"),
                ("München", "80"),
                ("Köln", "50"),
                ("Hamburg", "20"),
                ("Düsseldorf", "40"),
            ]);
            let pc = format!("{plz}{}", rng.digits(3));
            (
                vec![
                    format!(
                        "{} {n}{}",
                        rng.pick(&["Hauptstraße", "Schillerstraße", "Am Weißen Stein", "Lindenallee", "Königsweg"]),
                        if rng.chance(1, 4) { "a" } else { "" }
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Fr => {
            let (city, cp) = rng.pick(&[
                ("Lyon", "6900"),
                ("Paris", "7501"),
                ("Marseille", "1300"),
                ("Toulouse", "3100"),
                ("Lille", "5900"),
            ]);
            let pc = format!("{cp}{}", rng.range(1, 9));
            (
                vec![
                    format!(
                        "{n}{} {}",
                        if rng.chance(1, 5) { " bis" } else { "" },
                        rng.pick(&[
                            "rue de la République",
                            "avenue Jean-Jaurès",
                            "boulevard Saint-Michel",
                            "rue des Écoles",
                            "place du Général-de-Gaulle"
                        ])
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Vn => {
            let pc = rng.pick(&["700000", "100000", "550000"]).to_string();
            let street = rng.pick(&["Nguyễn Huệ", "Lê Lợi", "Trần Hưng Đạo", "Phố Huế", "Điện Biên Phủ"]);
            let p = match rng.below(2) {
                0 => vec![
                    format!("{n} {street}"),
                    format!("Phường {}", rng.range(1, 15)),
                    format!("Quận {}", rng.range(1, 12)),
                    "TP. Hồ Chí Minh".to_string(),
                ],
                _ => vec![
                    format!("Số {n} ngõ {} {street}", rng.range(2, 99)),
                    "Hai Bà Trưng".to_string(),
                    "Hà Nội".to_string(),
                ],
            };
            (p, pc)
        }
        Locale::Ca => {
            let (city, prov, fsa) = rng.pick(&[
                ("Toronto", "ON", "M5V"),
                ("Vancouver", "BC", "V6B"),
                ("Montréal", "QC", "H2X"),
                ("Calgary", "AB", "T2P"),
            ]);
            let pc = format!("{fsa} {}{}{}", rng.digit(), up(rng, 1), rng.digit());
            (
                vec![
                    format!(
                        "{n} {} {}",
                        rng.pick(&["Queen", "King", "Rue Sainte-Catherine", "Bay"]),
                        rng.pick(&["St W", "Street", "Ave"])
                    ),
                    format!("{city}, {prov} {pc}"),
                ],
                pc,
            )
        }
        Locale::Au => {
            let (sub, st, pc) = rng.pick(&[
                ("Surry Hills", "NSW", "2010"),
                ("Fitzroy", "VIC", "3065"),
                ("Fortitude Valley", "QLD", "4006"),
                ("Subiaco", "WA", "6008"),
            ]);
            (
                vec![
                    format!(
                        "{}{n} {} {}",
                        if rng.chance(1, 3) { format!("Unit {}/", rng.range(1, 20)) } else { String::new() },
                        rng.pick(&["Crown", "Smith", "Brunswick", "Hay"]),
                        rng.pick(&["St", "Street", "Rd"])
                    ),
                    format!("{sub} {st} {pc}"),
                ],
                pc.to_string(),
            )
        }
        Locale::In => {
            let (city, pin) =
                rng.pick(&[("Bengaluru", "5600"), ("Mumbai", "4000"), ("Chennai", "6000"), ("New Delhi", "1100")]);
            let pc = format!("{pin}{}{}", rng.range(0, 9), rng.digit());
            (
                vec![
                    format!("Flat {}", rng.range(101, 904)),
                    format!("{} Apartments", rng.pick(&["Sai Krupa", "Shanti Niketan", "Green Glen"])),
                    format!("{} Road", rng.pick(&["MG", "Nehru", "100 Feet"])),
                    format!("{city} {pc}"),
                ],
                pc,
            )
        }
        Locale::Br => {
            let (city, uf, cep) = rng.pick(&[
                ("São Paulo", "SP", "01310"),
                ("Rio de Janeiro", "RJ", "22041"),
                ("Belo Horizonte", "MG", "30130"),
            ]);
            let pc = format!("{cep}-{}", rng.digits(3));
            (
                vec![
                    format!("{}, {n}", rng.pick(&["Rua das Flores", "Avenida Paulista", "Rua Visconde de Pirajá"])),
                    format!("apto {}", rng.range(11, 204)),
                    format!("{city} - {uf}"),
                    pc.clone(),
                ],
                pc,
            )
        }
        Locale::Es => {
            let (city, cp) =
                rng.pick(&[("Madrid", "280"), ("Barcelona", "080"), ("Sevilla", "410"), ("Valencia", "460")]);
            let pc = format!("{cp}{}", rng.digits(2));
            (
                vec![
                    format!(
                        "{} {n}, {}º {}",
                        rng.pick(&["Calle de Alcalá", "Carrer de Balmes", "Avenida de la Constitución"]),
                        rng.range(1, 8),
                        rng.chars_from("ABCD", 1)
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::It => {
            let (city, cap) = rng.pick(&[("Roma", "001"), ("Milano", "201"), ("Napoli", "801"), ("Torino", "101")]);
            let pc = format!("{cap}{}", rng.digits(2));
            (
                vec![
                    format!(
                        "{} {n}",
                        rng.pick(&["Via Roma", "Corso Vittorio Emanuele II", "Via dei Mille", "Piazza Garibaldi"])
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Nl => {
            let (city, pc4) =
                rng.pick(&[("Amsterdam", "1015"), ("Utrecht", "3511"), ("Rotterdam", "3011"), ("Den Haag", "2511")]);
            let pc = format!("{pc4} {}", rng.chars_from("BCDEGHJKLMNPRTVWXZ", 2));
            (
                vec![
                    format!("{} {n}", rng.pick(&["Keizersgracht", "Oudegracht", "Coolsingel", "Lange Voorhout"])),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
        Locale::Ie => {
            let (area, key) = rng.pick(&[
                ("Ranelagh, Dublin 6", "D06"),
                ("Rathmines, Dublin 6", "D06"),
                ("Ballincollig, Co. Cork", "P31"),
                ("Salthill, Galway", "H91"),
            ]);
            let pc = format!("{key} {}", rng.chars_from("ACDEFHKNPRTVWXY0123456789", 4));
            (
                vec![
                    format!("{n} {}", rng.pick(&["Main Street", "Castle Road", "Bóthar na Trá"])),
                    area.to_string(),
                    pc.clone(),
                ],
                pc,
            )
        }
        Locale::Pl => {
            let (city, kod) = rng.pick(&[("Warszawa", "00"), ("Kraków", "31"), ("Gdańsk", "80"), ("Łódź", "90")]);
            let pc = format!("{kod}-{}", rng.digits(3));
            (
                vec![
                    format!(
                        "ul. {} {n}/{}",
                        rng.pick(&["Marszałkowska", "Długa", "Świętokrzyska", "Piotrkowska"]),
                        rng.range(1, 40)
                    ),
                    format!("{pc} {city}"),
                ],
                pc,
            )
        }
    };
    Address { text: parts.join(sep), postcode }
}

/// An age phrase around the AGE value: (text before, value, text after). The label covers the number and its unit:
/// "a [45-year-old] woman", "[45 years old]", "a woman aged [45]".
pub fn age(rng: &mut Rng, dob: Date, noun: &str) -> (String, String, String) {
    let a = 2025u32.saturating_sub(dob.y).max(1);
    match rng.below(3) {
        0 => ("a ".into(), format!("{a}-year-old"), format!(" {noun}")),
        1 => (String::new(), format!("{a} years old"), String::new()),
        _ => (format!("a {noun} aged "), format!("{a}"), String::new()),
    }
}

/// A court or file reference in the locale's style.
pub fn case_number(rng: &mut Rng, loc: Locale) -> Value {
    let t = match loc {
        Locale::Uk | Locale::Ie => format!(
            "County Court claim no. {}{}{}",
            rng.chars_from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1),
            rng.digits(2),
            rng.chars_from("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + &rng.digits(3)
        ),
        Locale::De => format!("Aktenzeichen {} C {}/{}", rng.range(1, 40), rng.range(10, 999), rng.range(20, 25)),
        Locale::It => format!("R.G. n. {}/{}", rng.range(100, 9999), rng.range(2020, 2025)),
        Locale::Fr => format!("RG n° {}/{}", rng.range(20, 25), rng.digits(5)),
        Locale::Us => format!("Case No. {}:{}-cv-{}", rng.range(1, 4), rng.range(20, 25), rng.digits(5)),
        _ => format!("case no. {}/{}", rng.range(1000, 99999), rng.range(10, 25)),
    };
    v(Label::CaseNumber, t, "case_number")
}

/// Quasi-identifiers for a social history: an employer (ORGANIZATION), a town (LOCATION) and a language
/// (DEMOGRAPHIC).
pub fn quasi(rng: &mut Rng, loc: Locale) -> (Value, Value, Value) {
    let (orgs, places): (&[&str], &[&str]) = match loc {
        Locale::Us | Locale::Ca => (
            &["Kaiser Permanente", "Boeing", "the Chicago Public Library", "Tim Hortons"],
            &["Oakland", "Evanston", "Mississauga", "Tacoma"],
        ),
        Locale::Uk | Locale::Ie | Locale::Au => (
            &["Leeds Teaching Hospitals", "Tesco", "Ryanair", "Woolworths"],
            &["Headingley", "Salford", "Ballincollig", "Parramatta"],
        ),
        Locale::De => (&["Deutsche Bahn", "Siemens", "Stadtwerke München"], &["Ehrenfeld", "Schwabing", "Altona"]),
        Locale::Fr => (&["la SNCF", "Airbus", "Carrefour"], &["Villeurbanne", "Montreuil", "Saint-Étienne"]),
        Locale::Es | Locale::It | Locale::Pl | Locale::Nl => (
            &["Mercadona", "Ferrovie dello Stato", "PKP Intercity", "Albert Heijn"],
            &["Getafe", "Sesto San Giovanni", "Nowa Huta", "Zaandam"],
        ),
        Locale::In => {
            (&["Infosys", "Tata Consultancy Services", "Indian Railways"], &["Whitefield", "Andheri", "Velachery"])
        }
        Locale::Vn => (&["Vinamilk", "FPT Software", "Bệnh viện Chợ Rẫy"], &["Thủ Đức", "Gò Vấp", "Cầu Giấy"]),
        Locale::Br => (&["Petrobras", "Itaú Unibanco", "Correios"], &["Niterói", "Osasco", "Contagem"]),
    };
    let lang = rng.pick(&[
        "Vietnamese",
        "Polish",
        "Portuguese",
        "Tamil",
        "Yoruba",
        "Arabic",
        "Mandarin",
        "Irish",
        "Punjabi",
        "Somali",
    ]);
    (
        v(Label::Organization, rng.pick(orgs), "organization"),
        v(Label::Location, rng.pick(places), "location"),
        v(Label::Demographic, lang, "demographic"),
    )
}
