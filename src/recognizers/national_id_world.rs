//! NATIONAL_ID / TAX_ID for the schemes the regional tables do not hold, chosen for a published check or a structure
//! distinctive enough to stand without a cue (each from the issuing authority's documented format).
//!
//! A value whose written shape is its own (dots and a dashed check character, a dashed date-and-serial, a
//! parenthesised check) and whose check passes is reported with no cue; a bare run of digits, which an order or phone
//! number may share, needs its cue (a confirmed check lets the cue stand a whole message away, see
//! [`super::scheme`]).
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/cl-rut` | Chile RUT/RUN `12.345.678-5`, `7.654.321-K`; `12345678-5` with a cue | mod 11 (10 → K) | raises / required undotted |
//! | `national_id/uy-ci` | Uruguay cédula `1.234.567-2` | weights 2 9 8 7 6 3 4 mod 10 | raises |
//! | `national_id/ar-cuit` (TAX_ID) | Argentina CUIT/CUIL `20-12345678-6`; 11 digits with a cue | prefix 20/23/24/27/30/33/34, mod 11 | raises / required bare |
//! | `national_id/co-nit` (TAX_ID) | Colombia NIT `900.123.456-7`, `900123456-7` with a cue | prime weights mod 11 | raises / required undotted |
//! | `national_id/kr-rrn` | Korea resident registration number `900101-1234567` | birth date, sex digit, mod 11 (numbers before Oct 2020); later numbers with a cue | raises / required without check |
//! | `national_id/tw-id` | Taiwan `A123456789` (letter, sex digit 1/2 or 8/9, eight digits) | letter code weights mod 10 | raises |
//! | `national_id/hk-hkid` | Hong Kong `A123456(3)`, `AB987654(2)`; `A1234563` with a cue | mod 11 (10 → A) | raises / required without brackets |
//! | `national_id/my-nric` | Malaysia MyKad `900101-14-5678` | birth date, place-of-birth code | raises |
//! | `national_id/th-id` | Thailand `1-2345-67890-12-1`; 13 digits with a cue | mod 11 | raises / required bare |
//! | `national_id/pk-cnic` | Pakistan CNIC `35202-1234567-1`; 13 digits with a cue | province digit 1–7 | raises / required bare |
//! | `national_id/lk-nic` | Sri Lanka old NIC `853400937V` (birth year, day of year +500 for women, serial, V/X); new 12-digit with a cue | day of year | raises / required new |
//! | `national_id/ro-cnp` | Romania CNP `1960523460014` | sex digit, birth date, county, weights 279146358279 mod 11 | raises |
//! | `national_id/cz-rodne-cislo` | Czech/Slovak birth number `905123/4567`, `9051234567` with a cue | birth date (+50 women, +20 extra series), mod 11 | raises / required unslashed or 9 digits |
//! | `national_id/tr-tckn` | Turkey T.C. Kimlik No `10000000146` | two check digits | required ("TC", "kimlik", "TCKN") |
//! | `national_id/ee-isikukood` | Estonia/Lithuania personal code `38001085718` | century-sex digit, birth date, two-stage mod 11 | required |
//! | `national_id/bg-egn` | Bulgaria EGN `7523169263` | birth date (+20/+40 months), weights mod 11 | required ("ЕГН", "EGN") |
//! | `national_id/hr-oib` | Croatia OIB `69435151530` | ISO 7064 MOD 11,10 | required ("OIB") |
//! | `national_id/gr-amka` | Greece AMKA `01017012345` (birth DDMMYY, Luhn) | birth date, Luhn | required ("AMKA", "ΑΜΚΑ") |
//! | `national_id/gr-afm` (TAX_ID) | Greece AFM `090000045` | powers of two mod 11 | required ("AFM", "ΑΦΜ") |
//! | `national_id/il-tz` | Israel Teudat Zehut `123456782` | Luhn-style weights 1 2 | required ("teudat zehut", "ת.ז") |
//! | `national_id/gh-card` | Ghana Card `GHA-123456789-0` | shape | raises |
//! | `national_id/ke-kra-pin` (TAX_ID) | Kenya KRA PIN `A012345678Z` | shape (A for people, P for companies) | raises |
//!
//! Deliberately not matched: the bare digit forms without their cue (order, invoice and phone numbers share them),
//! values failing their check, dotted numbers without a check character (`12.345.678` is an amount or a count),
//! Korean, Czech and Malaysian shapes whose date part is not a date.

use std::sync::OnceLock;

use regex::Regex;

use crate::finding::score;
use crate::validate::{digits, iso7064_mod11_10, luhn, plausible_day, weighted_sum};
use crate::{Finding, Label, Recognizer, Span, Validation};

use super::scheme::{Check, Scheme, Schemes};

const RUT_CUES: &[&str] = &["rut", "run", "rol único tributario", "rol unico tributario", "cédula", "cedula", "carnet"];
const CI_CUES: &[&str] = &["cédula", "cedula", "ci", "c.i.", "documento"];
const CUIT_CUES: &[&str] = &["cuit", "cuil", "cdi", "clave única", "clave unica"];
const NIT_CUES: &[&str] = &["nit", "número de identificación tributaria", "rut", "dian"];
const RRN_CUES: &[&str] = &["주민등록번호", "주민번호", "rrn", "resident registration number", "resident registration"];
const TW_CUES: &[&str] = &["身分證", "身分證字號", "身份證", "national id", "id number", "id no"];
const HKID_CUES: &[&str] = &["hkid", "hong kong id", "身份證", "identity card", "id card"];
const MY_CUES: &[&str] = &["mykad", "ic", "nric", "kad pengenalan", "no. k/p", "ic number"];
const TH_CUES: &[&str] = &[
    "เลขประจำตัวประชาชน", "บัตรประชาชน", "thai id", "citizen id", "national id", "id card", "เลขบัตรประชาชน",
];
const CNIC_CUES: &[&str] = &["cnic", "nic", "nicop", "shanakhti card", "id card", "identity card", "قومی شناختی کارڈ"];
const LK_CUES: &[&str] = &["nic", "nic no", "national identity card", "identity card", "id card"];
const CNP_CUES: &[&str] = &["cnp", "cod numeric personal", "codul numeric personal", "cod personal"];
const RC_CUES: &[&str] = &[
    "rodné číslo", "rodne cislo", "rodného čísla", "rodné č", "rč", "r.č.", "r. č.", "birth number", "rodného čísla",
];
const TCKN_CUES: &[&str] = &[
    "tc kimlik", "t.c. kimlik", "tc kimlik no", "kimlik", "kimlik no", "kimlik numarası", "kimlik numaram", "tckn",
    "tc no", "t.c. no", "tc", "t.c.", "turkish id", "türkiye cumhuriyeti",
];
const EE_CUES: &[&str] = &["isikukood", "isikukoodi", "asmens kodas", "asmens kodą", "personal code", "personal identification code"];
const EGN_CUES: &[&str] = &["егн", "egn", "единен граждански номер"];
const OIB_CUES: &[&str] = &["oib", "osobni identifikacijski broj"];
const AMKA_CUES: &[&str] = &["amka", "αμκα", "α.μ.κ.α.", "social security number"];
const AFM_CUES: &[&str] = &["afm", "αφμ", "α.φ.μ.", "vat number", "tax number", "tax id"];
const TZ_CUES: &[&str] = &["teudat zehut", "תעודת זהות", "ת.ז", "ת\"ז", "מספר זהות", "israeli id", "id number"];
const GH_CUES: &[&str] = &["ghana card", "ghanacard", "nia", "pin"];
const KRA_CUES: &[&str] = &["kra pin", "kra", "pin number", "pin"];

/// The value's digits, or none for anything but digits and separators.
fn ds(s: &str) -> Vec<u8> {
    digits(s).unwrap_or_default()
}

/// Chile RUT/RUN: the digits before the check, weights 2…7 from the right, check 11 − sum mod 11 (11 → 0, 10 → K).
fn rut(s: &str) -> Check {
    let (body, check) = s.rsplit_once('-').unwrap_or((s, ""));
    let d = ds(body);
    if d.len() < 7 {
        return Check::Invalid;
    }
    let sum: u32 = d.iter().rev().zip([2u32, 3, 4, 5, 6, 7].iter().cycle()).map(|(&x, &w)| u32::from(x) * w).sum();
    let want = match 11 - sum % 11 {
        11 => '0',
        10 => 'K',
        n => char::from(b'0' + n as u8),
    };
    Check::from(check.len() == 1 && check.to_ascii_uppercase().starts_with(want))
}

/// Uruguay cédula: seven digits weighted 2 9 8 7 6 3 4, check (10 − sum mod 10) mod 10.
fn uy_ci(s: &str) -> Check {
    let d = ds(s);
    Check::from(d.len() == 8 && (10 - weighted_sum(&d, &[2, 9, 8, 7, 6, 3, 4]) % 10) % 10 == u32::from(d[7]))
}

/// Argentina CUIT/CUIL: a person or company prefix, eight digits, check 11 − Σ(5432765432) mod 11 (11 → 0).
fn cuit(s: &str) -> Check {
    let d = ds(s);
    if d.len() != 11 || ![20, 23, 24, 27, 30, 33, 34].contains(&(d[0] * 10 + d[1])) {
        return Check::NotThis;
    }
    let r = 11 - weighted_sum(&d, &[5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
    Check::from(match r {
        11 => d[10] == 0,
        10 => false,
        r => u32::from(d[10]) == r,
    })
}

/// Colombia NIT: eight to ten digits (a company's nine, a person's cédula) weighted by primes from the right (3 7 13
/// 17 19 23 29 37 41 43), r = sum mod 11, check r when r < 2, else 11 − r.
fn nit(s: &str) -> Check {
    let d = ds(s);
    if !(9..=11).contains(&d.len()) {
        return Check::Invalid;
    }
    let (body, check) = d.split_at(d.len() - 1);
    let primes = [3u32, 7, 13, 17, 19, 23, 29, 37, 41, 43];
    let sum: u32 = body.iter().rev().zip(primes).map(|(&x, w)| u32::from(x) * w).sum();
    let r = sum % 11;
    Check::from(u32::from(check[0]) == if r < 2 { r } else { 11 - r })
}

/// YYMMDD at `d[i..]` is a date.
fn yymmdd(d: &[u8], i: usize) -> bool {
    plausible_day(d[i + 2] * 10 + d[i + 3], d[i + 4] * 10 + d[i + 5])
}

/// Korea RRN: birth date and sex digit; numbers issued before October 2020 end in a mod-11 check, later ones do not
/// (those are reported only with a cue: [`rrn_shape`]).
fn rrn(s: &str) -> Check {
    let d = ds(s);
    if d.len() != 13 || !yymmdd(&d, 0) || d[6] == 0 {
        return Check::NotThis;
    }
    let check = (11 - weighted_sum(&d, &[2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10;
    if check == u32::from(d[12]) { Check::Valid } else { Check::NotThis }
}

fn rrn_shape(s: &str) -> Check {
    let d = ds(s);
    if d.len() == 13 && yymmdd(&d, 0) && (1..=8).contains(&d[6]) { Check::Shape } else { Check::NotThis }
}

/// Taiwan: the letter's two-digit code (A=10 … with I, O, W, X, Y, Z out of order), weights 1 9 8 7 6 5 4 3 2 1 1.
fn tw_id(s: &str) -> Check {
    const CODES: &[u8; 26] = &[10, 11, 12, 13, 14, 15, 16, 17, 34, 18, 19, 20, 21, 22, 35, 23, 24, 25, 26, 27, 28, 29, 32, 30, 31, 33];
    let b = s.as_bytes();
    let code = u32::from(CODES[usize::from(b[0] - b'A')]);
    let d = ds(&s[1..]);
    let sum = code / 10 + (code % 10) * 9 + weighted_sum(&d, &[8, 7, 6, 5, 4, 3, 2, 1, 1]);
    Check::from(sum % 10 == 0)
}

/// Hong Kong HKID: letters valued A=10 … Z=35 (a single letter is preceded by a space worth 36), weights 9 8 7 … 2, the
/// check 11 − sum mod 11 (10 → A, 11 → 0).
fn hkid(s: &str) -> Check {
    let c: Vec<u8> = s.bytes().filter(u8::is_ascii_alphanumeric).collect();
    let letters = c.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    if !(1..=2).contains(&letters) || c.len() != letters + 7 {
        return Check::NotThis;
    }
    let val = |b: u8| if b.is_ascii_digit() { u32::from(b - b'0') } else { u32::from(b - b'A') + 10 };
    let mut vals: Vec<u32> = if letters == 1 { vec![36] } else { Vec::new() };
    vals.extend(c[..c.len() - 1].iter().map(|&b| val(b)));
    let sum: u32 = vals.iter().zip([9u32, 8, 7, 6, 5, 4, 3, 2]).map(|(v, w)| v * w).sum();
    let want = match 11 - sum % 11 {
        11 => b'0',
        10 => b'A',
        n => b'0' + n as u8,
    };
    Check::from(c[c.len() - 1] == want)
}

/// Malaysia MyKad: birth YYMMDD and a place-of-birth code that is issued (01–16 states, 21–59 and 60–68, 71–72,
/// 74–79, 82–99 abroad).
fn mykad(s: &str) -> Check {
    let d = ds(s);
    let place = d[6] * 10 + d[7];
    let issued = matches!(place, 1..=16 | 21..=68 | 71 | 72 | 74..=79 | 82..=99);
    if yymmdd(&d, 0) && issued { Check::Valid } else { Check::NotThis }
}

/// Thailand: 13 digits, weights 13 … 2 on the first twelve, check (11 − sum mod 11) mod 10.
fn th_id(s: &str) -> Check {
    let d = ds(s);
    let sum = weighted_sum(&d, &[13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    Check::from(d.len() == 13 && d[0] != 0 && (11 - sum % 11) % 10 == u32::from(d[12]))
}

/// Pakistan CNIC: 13 digits, the first a province or territory (1–7); no check digit is published.
fn cnic(s: &str) -> Check {
    let d = ds(s);
    if d.len() == 13 && (1..=7).contains(&d[0]) { Check::Shape } else { Check::NotThis }
}

/// Sri Lanka old NIC: birth year, day of year (+500 for women), serial and check digit, then V or X.
fn lk_old(s: &str) -> Check {
    let d = ds(&s[..9]);
    let day = u32::from(d[2]) * 100 + u32::from(d[3]) * 10 + u32::from(d[4]);
    let day = if day > 500 { day - 500 } else { day };
    if (1..=366).contains(&day) { Check::Valid } else { Check::NotThis }
}

/// Sri Lanka new NIC: four-digit birth year (19xx/20xx), day of year (+500), serial, check.
fn lk_new(s: &str) -> Check {
    let d = ds(s);
    let day = u32::from(d[4]) * 100 + u32::from(d[5]) * 10 + u32::from(d[6]);
    let day = if day > 500 { day - 500 } else { day };
    let century = d[0] == 1 && d[1] == 9 || d[0] == 2 && d[1] == 0;
    if century && (1..=366).contains(&day) { Check::Shape } else { Check::NotThis }
}

/// Romania CNP: sex/century digit 1–8, birth YYMMDD, county 01–52 (or 70 for residents abroad), serial, check =
/// Σ(279146358279) mod 11 (10 → 1).
fn cnp(s: &str) -> Check {
    let d = ds(s);
    let county = d[7] * 10 + d[8];
    if d.len() != 13 || !(1..=8).contains(&d[0]) || !yymmdd(&d, 1) || !matches!(county, 1..=52 | 70) {
        return Check::NotThis;
    }
    let r = weighted_sum(&d, &[2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
    Check::from(u32::from(d[12]) == if r == 10 { 1 } else { r })
}

/// Czech/Slovak birth number: YYMMDD (women's month +50, extra series +20), then three digits (born before 1954) or
/// four, where the ten-digit number is divisible by 11 (or its first nine mod 11 is 10 and the last digit 0).
fn rodne_cislo(s: &str) -> Check {
    let d = ds(s);
    let month = (d[2] * 10 + d[3]) % 50;
    let month = if month > 20 { month - 20 } else { month };
    if !plausible_day(month, d[4] * 10 + d[5]) {
        return Check::NotThis;
    }
    match d.len() {
        9 => Check::Shape,
        10 => {
            let n: u64 = d.iter().fold(0, |a, &x| a * 10 + u64::from(x));
            Check::from(n % 11 == 0 || ((n / 10) % 11 == 10 && d[9] == 0))
        }
        _ => Check::NotThis,
    }
}

/// Turkey T.C. Kimlik No: d10 = (7 × odd positions − even positions) mod 10, d11 = sum of the first ten mod 10.
fn tckn(s: &str) -> Check {
    let d: Vec<u32> = ds(s).into_iter().map(u32::from).collect();
    if d.len() != 11 || d[0] == 0 {
        return Check::NotThis;
    }
    let odd = d[0] + d[2] + d[4] + d[6] + d[8];
    let even = d[1] + d[3] + d[5] + d[7];
    Check::from((odd * 7 + 10 * 10 - even) % 10 == d[9] && d[..10].iter().sum::<u32>() % 10 == d[10])
}

/// Estonia/Lithuania: century-sex digit 1–6, birth YYMMDD, serial, check by weights 1…9,1 then 3…9,1,2,3 mod 11.
fn isikukood(s: &str) -> Check {
    let d = ds(s);
    if d.len() != 11 || !(1..=6).contains(&d[0]) || !yymmdd(&d, 1) {
        return Check::NotThis;
    }
    let mut r = weighted_sum(&d, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
    if r == 10 {
        r = weighted_sum(&d, &[3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11;
        if r == 10 {
            r = 0;
        }
    }
    Check::from(u32::from(d[10]) == r)
}

/// Bulgaria EGN: birth YYMMDD (month +20 before 1900, +40 from 2000), weights 2 4 8 5 10 9 7 3 6 mod 11 (10 → 0).
fn egn(s: &str) -> Check {
    let d = ds(s);
    let month = (d[2] * 10 + d[3]) % 20;
    if d.len() != 10 || !plausible_day(month, d[4] * 10 + d[5]) {
        return Check::NotThis;
    }
    Check::from(weighted_sum(&d, &[2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11 % 10 == u32::from(d[9]))
}

fn oib(s: &str) -> Check {
    Check::from(iso7064_mod11_10(&ds(s)))
}

/// Greece AMKA: birth DDMMYY, then a Luhn check over all eleven digits.
fn amka(s: &str) -> Check {
    let d = ds(s);
    if d.len() != 11 || !plausible_day(d[2] * 10 + d[3], d[0] * 10 + d[1]) {
        return Check::NotThis;
    }
    Check::from(luhn(&d))
}

/// Greece AFM: eight digits weighted by powers of two (256 … 2), sum mod 11 mod 10 is the ninth.
fn afm(s: &str) -> Check {
    let d = ds(s);
    Check::from(d.len() == 9 && weighted_sum(&d, &[256, 128, 64, 32, 16, 8, 4, 2]) % 11 % 10 == u32::from(d[8]))
}

/// Israel Teudat Zehut: nine digits weighted 1 2 1 2 …, products' digits summed, total divisible by 10.
fn tz(s: &str) -> Check {
    let d = ds(s);
    let sum: u32 = d
        .iter()
        .zip([1u32, 2].iter().cycle())
        .map(|(&x, &w)| {
            let p = u32::from(x) * w;
            p / 10 + p % 10
        })
        .sum();
    Check::from(d.len() == 9 && sum % 10 == 0)
}

fn shape(_: &str) -> Check {
    Check::Shape
}

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    use Label::TaxId as T;
    let s = |rule, pattern, check, cues, cue_required, score, cue_score| {
        Scheme::new(rule, Label::NationalId, pattern, check, cues, cue_required, score, cue_score)
    };
    let c = score::CONFIRMED;
    vec![
        s("national_id/cl-rut", r"[0-9]{1,2}\.[0-9]{3}\.[0-9]{3}-[0-9Kk]", rut, RUT_CUES, false, 0.85, c),
        s("national_id/cl-rut", r"[0-9]{7,8}-[0-9Kk]", rut, RUT_CUES, true, c, c),
        s("national_id/uy-ci", r"[0-9]\.[0-9]{3}\.[0-9]{3}-[0-9]", uy_ci, CI_CUES, false, 0.85, c),
        s("national_id/ar-cuit", r"[23][0-9]-[0-9]{8}-[0-9]|[23][0-9]\.[0-9]{2}\.[0-9]{3}\.[0-9]{3}-[0-9]", cuit, CUIT_CUES, false, 0.85, c)
            .labelled(T),
        s("national_id/ar-cuit", r"[23][0-9]{10}", cuit, CUIT_CUES, true, c, c).labelled(T),
        s("national_id/co-nit", r"[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]", nit, NIT_CUES, false, 0.85, c).labelled(T),
        s("national_id/co-nit", r"[0-9]{8,10}-[0-9]", nit, NIT_CUES, true, c, c).labelled(T),
        s("national_id/kr-rrn", r"[0-9]{6}-[0-9]{7}", rrn, RRN_CUES, false, 0.85, c),
        s("national_id/kr-rrn", r"[0-9]{6}-?[0-9]{7}", rrn_shape, RRN_CUES, true, 0.85, 0.9),
        s("national_id/tw-id", r"[A-Z][12][0-9]{8}", tw_id, TW_CUES, false, 0.7, c),
        s("national_id/hk-hkid", r"[A-Z]{1,2}[0-9]{6}[0-9A]", hkid, HKID_CUES, true, c, c),
        s("national_id/my-nric", r"[0-9]{6}-[0-9]{2}-[0-9]{4}", mykad, MY_CUES, false, 0.8, c),
        s("national_id/my-nric", r"[0-9]{12}", mykad, MY_CUES, true, 0.9, 0.9),
        s("national_id/th-id", r"[1-8]-[0-9]{4}-[0-9]{5}-[0-9]{2}-[0-9]|[1-8] [0-9]{4} [0-9]{5} [0-9]{2} [0-9]", th_id, TH_CUES, false, 0.85, c),
        s("national_id/th-id", r"[1-8][0-9]{12}", th_id, TH_CUES, true, c, c),
        s("national_id/pk-cnic", r"[1-7][0-9]{4}-[0-9]{7}-[0-9]", cnic, CNIC_CUES, false, 0.8, c),
        s("national_id/pk-cnic", r"[1-7][0-9]{12}", cnic, CNIC_CUES, true, 0.9, 0.9),
        s("national_id/lk-nic", r"[0-9]{9}[VvXx]", lk_old, LK_CUES, false, 0.8, c),
        s("national_id/lk-nic", r"(?:19|20)[0-9]{10}", lk_new, LK_CUES, true, 0.9, 0.9),
        s("national_id/ro-cnp", r"[1-8][0-9]{12}", cnp, CNP_CUES, false, 0.8, c),
        s("national_id/cz-rodne-cislo", r"[0-9]{6}/[0-9]{4}", rodne_cislo, RC_CUES, false, 0.8, c),
        s("national_id/cz-rodne-cislo", r"[0-9]{6}/?[0-9]{3}|[0-9]{10}", rodne_cislo, RC_CUES, true, 0.9, 0.9),
        s("national_id/tr-tckn", r"[1-9][0-9]{10}", tckn, TCKN_CUES, true, c, c),
        s("national_id/ee-isikukood", r"[1-6][0-9]{10}", isikukood, EE_CUES, true, c, c),
        s("national_id/bg-egn", r"[0-9]{10}", egn, EGN_CUES, true, c, c),
        s("national_id/hr-oib", r"[0-9]{11}", oib, OIB_CUES, true, c, c),
        s("national_id/gr-amka", r"[0-9]{11}", amka, AMKA_CUES, true, c, c),
        s("national_id/gr-afm", r"[0-9]{9}", afm, AFM_CUES, true, c, c).labelled(T),
        s("national_id/il-tz", r"[0-9]{9}", tz, TZ_CUES, true, c, c),
        s("national_id/gh-card", r"GHA-[0-9]{9}-[0-9]", shape, GH_CUES, false, 0.85, c),
        s("national_id/ke-kra-pin", r"[AP][0-9]{9}[A-Z]", shape, KRA_CUES, false, 0.75, c).labelled(T),
        // Spelled on a call ("a oh one two … z", whose shadow reads `a 012345678 z`): with a cue.
        s("national_id/ke-kra-pin", r"[aApP] ?[0-9]{9} ?[a-zA-Z]", shape, KRA_CUES, true, 0.85, 0.85).labelled(T),
    ]
}

/// A Hong Kong identity card number with its check in brackets, `A123456(3)` (a bracket cannot end a scheme
/// pattern, which is bounded by word characters).
fn hkid_bracketed() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"(?-u:\b)[A-Z]{1,2}[0-9]{6} ?\([0-9A]\)").expect("hkid pattern compiles"))
}

/// Finds the national and tax identifiers listed in the module table.
pub struct NationalIdWorld {
    schemes: Schemes,
}

impl NationalIdWorld {
    /// Compiles the schemes.
    pub fn new() -> NationalIdWorld {
        NationalIdWorld { schemes: Schemes::new(schemes()) }
    }
}

impl Default for NationalIdWorld {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for NationalIdWorld {
    fn name(&self) -> &'static str {
        "national_id"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        self.schemes.find(text, out);
        if text.contains('(') {
            for m in hkid_bracketed().find_iter(text) {
                if hkid(m.as_str()) == Check::Valid && !super::char_before(text, m.start()).is_some_and(char::is_alphanumeric) {
                    let span = Span::new(m.start(), m.end());
                    out.push(Finding::new(span, Label::NationalId, 0.9, "national_id/hk-hkid").validated(Validation::Confirmed));
                }
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
        use Label::{NationalId as N, TaxId as T};
        check_table(
            &NationalIdWorld::new(),
            &[
                ("RUT 12.345.678-5 del titular", N, "12.345.678-5"),
                ("contribuyente 7.654.321-6, pagado", N, "7.654.321-6"),
                ("mi RUN es 30686957-4", N, "30686957-4"),
                ("cédula 1.234.567-2 vigente", N, "1.234.567-2"),
                ("CUIL 20-12345678-6 del empleado", T, "20-12345678-6"),
                ("cuit 30712345671", T, "30712345671"),
                ("factura a NIT 900.123.456-8", T, "900.123.456-8"),
                ("주민등록번호 900101-1234568", N, "900101-1234568"),
                ("resident registration 850315-2345671", N, "850315-2345671"),
                ("ID A123456789 on file", N, "A123456789"),
                ("HKID A123456(3) holder", N, "A123456(3)"),
                ("HKID no. AB9876543", N, "AB9876543"),
                ("IC 900101-14-5678 ya", N, "900101-14-5678"),
                ("บัตรประชาชน 1-1017-00200-54-0", N, "1-1017-00200-54-0"),
                ("CNIC 35202-1234567-1 holder", N, "35202-1234567-1"),
                ("NIC 853400937V issued", N, "853400937V"),
                ("CNP 1960523460016, domiciliat", N, "1960523460016"),
                ("rodné číslo 905123/4566 pojištěnce", N, "905123/4566"),
                ("T.C. Kimlik No: 10000000146", N, "10000000146"),
                ("isikukood 38001085718", N, "38001085718"),
                ("ЕГН 7523169263", N, "7523169263"),
                ("OIB: 69435151530", N, "69435151530"),
                ("ΑΜΚΑ 01017012343", N, "01017012343"),
                ("ΑΦΜ 090000045 στο συμβόλαιο", T, "090000045"),
                ("teudat zehut 123456782", N, "123456782"),
                ("Ghana Card GHA-123456789-0", N, "GHA-123456789-0"),
                ("KRA PIN A012345678Z", T, "A012345678Z"),
                ("my KRA PIN is a 012345678 z", T, "a 012345678 z"),
                ("NIT: 1020562791-2", T, "1020562791-2"),
            ],
            &[
                "total 12.345.678 units", "RUT 12.345.678-4 mal digitado", "pedido 30686957-4", "Order 20-12345678-5",
                "invoice 30712345671", "ref 900.123.456-7", "order 900101-1234567", "ticket 901301-1234568",
                "SKU A123456780", "AB123456(8) box", "batch 900101-00-5678", "1-1017-00200-54-8", "part 95202-1234567-1",
                "serial 853999937V", "barcode 1960523460015", "case 905123/4567", "10000000146 shipped",
                "isikukood 38001085719", "ЕГН 7523169264", "OIB 69435151531", "ΑΜΚΑ 01017012345", "ΑΦΜ 090000046",
                "teudat zehut 123456789", "Build 3.10.2.7, v2.14.3", "Error 0x80070005 at 10:32:11", "SKU HX-220-B",
                "invoice 1234567890123", "call +90 532 123 45 67",
            ],
        );
    }
}
