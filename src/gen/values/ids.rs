//! National and tax identifiers with their check digits, passports, driving licences, plates, case numbers.

use super::dates::Date;
use super::{group, v, Value};
use crate::gen::check;
use crate::gen::names::{ascii_fold, Person};
use crate::gen::rng::Rng;
use crate::gen::Locale;
use crate::Label;

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
