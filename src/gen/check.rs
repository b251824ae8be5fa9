//! Check-digit algorithms, each as a validator (`*_valid`, separators ignored) and, where the generator needs it, a
//! function computing the check digit for a payload. The generator makes every identifier with these; the tests
//! validate every generated span with them; look-alike order numbers are verified to *fail* [`luhn_valid`].

/// The ASCII alphanumerics of `s`, upper-cased: spaces, dashes, dots and slashes dropped.
pub fn compact(s: &str) -> String {
    s.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_uppercase()).collect()
}

fn digits_of(s: &str) -> Option<Vec<u32>> {
    let c = compact(s);
    if c.is_empty() {
        return None;
    }
    c.chars().map(|ch| ch.to_digit(10)).collect()
}

/// The Luhn check digit to append to `payload` (digits only).
pub fn luhn_check_digit(payload: &str) -> u32 {
    let mut sum = 0;
    for (i, c) in payload.bytes().rev().enumerate() {
        let mut d = u32::from(c - b'0');
        if i % 2 == 0 {
            d *= 2;
            if d > 9 {
                d -= 9;
            }
        }
        sum += d;
    }
    (10 - sum % 10) % 10
}

/// Luhn (mod 10): payment cards, Canadian SIN.
pub fn luhn_valid(s: &str) -> bool {
    let c = compact(s);
    c.len() >= 2
        && c.bytes().all(|b| b.is_ascii_digit())
        && luhn_check_digit(&c[..c.len() - 1]) == u32::from(c.as_bytes()[c.len() - 1] - b'0')
}

/// `s` (alphanumeric) read as a number with letters A=10..Z=35, modulo 97.
pub fn mod97(s: &str) -> u32 {
    let mut r = 0u32;
    for c in s.chars() {
        let v = c.to_digit(36).expect("alphanumeric");
        r = if v >= 10 { (r * 100 + v) % 97 } else { (r * 10 + v) % 97 };
    }
    r
}

/// The two IBAN check digits for a country code and BBAN (ISO 13616).
pub fn iban_check_digits(country: &str, bban: &str) -> String {
    let r = mod97(&format!("{bban}{country}00"));
    format!("{:02}", 98 - r)
}

/// IBAN lengths from the SWIFT IBAN registry, for the countries the generator uses.
const IBAN_LENGTHS: &[(&str, usize)] = &[
    ("AT", 20),
    ("BE", 16),
    ("BR", 29),
    ("CH", 21),
    ("DE", 22),
    ("ES", 24),
    ("FR", 27),
    ("GB", 22),
    ("IE", 22),
    ("IT", 27),
    ("NL", 18),
    ("PL", 28),
    ("PT", 25),
];

/// The registry length of an IBAN of `country`, for the countries in the table above.
pub fn iban_length(country: &str) -> Option<usize> {
    IBAN_LENGTHS.iter().find(|(c, _)| *c == country).map(|&(_, n)| n)
}

/// IBAN: the country's registry length (where the table knows it) and mod-97 of the rearranged number is 1.
pub fn iban_valid(s: &str) -> bool {
    let c = compact(s);
    let len_ok = c.len() >= 15 && c.len() <= 34 && iban_length(&c[..2]).map_or(true, |n| n == c.len());
    len_ok && c[..2].bytes().all(|b| b.is_ascii_uppercase()) && mod97(&format!("{}{}", &c[4..], &c[..4])) == 1
}

use crate::validate::{VERHOEFF_MUL as VERHOEFF_D, VERHOEFF_PERM as VERHOEFF_P};

const VERHOEFF_INV: [u8; 10] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

fn verhoeff_run(digits: &[u32], offset: usize) -> u8 {
    let mut c = 0u8;
    for (i, &d) in digits.iter().rev().enumerate() {
        c = VERHOEFF_D[c as usize][VERHOEFF_P[(i + offset) % 8][d as usize] as usize];
    }
    c
}

/// The Verhoeff check digit for `payload` (digits only).
pub fn verhoeff_check_digit(payload: &str) -> u32 {
    let d: Vec<u32> = payload.chars().map(|c| c.to_digit(10).expect("digit")).collect();
    u32::from(VERHOEFF_INV[verhoeff_run(&d, 1) as usize])
}

/// Verhoeff (dihedral group D5): Indian Aadhaar. The recognizers' validator, on the digits of `s`.
pub fn verhoeff_valid(s: &str) -> bool {
    crate::validate::digits(&compact(s)).is_some_and(|d| crate::validate::verhoeff(&d))
}

/// Weighted sum of digits.
fn weighted(d: &[u32], w: &[u32]) -> u32 {
    d.iter().zip(w).map(|(a, b)| a * b).sum()
}

/// UK NHS number: 10 digits, weights 10..2, check = 11 − (sum mod 11), 11 → 0, 10 never issued.
pub fn nhs_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    if d.len() != 10 {
        return false;
    }
    let c = 11 - weighted(&d[..9], &[10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
    let c = if c == 11 { 0 } else { c };
    c != 10 && c == d[9]
}

/// US SSN: area 001–899 except 666, group 01–99, serial 0001–9999.
pub fn ssn_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    if d.len() != 9 {
        return false;
    }
    let n = |r: &[u32]| r.iter().fold(0, |a, x| a * 10 + x);
    let (area, group, serial) = (n(&d[..3]), n(&d[3..5]), n(&d[5..]));
    (1..900).contains(&area) && area != 666 && group != 0 && serial != 0
}

/// US ITIN: 9XX-YY-ZZZZ with YY in 50–65, 70–88, 90–92 or 94–99.
pub fn itin_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    let g = d.get(3).zip(d.get(4)).map(|(a, b)| a * 10 + b);
    d.len() == 9 && d[0] == 9 && g.is_some_and(|g| matches!(g, 50..=65 | 70..=88 | 90..=92 | 94..=99))
}

/// UK National Insurance number: prefix rules (first letter not D F I Q U V, second not D F I O Q U V, not BG GB KN NK
/// NT TN ZZ), six digits, suffix A–D.
pub fn nino_valid(s: &str) -> bool {
    let c = compact(s);
    let b = c.as_bytes();
    b.len() == 9
        && b[0].is_ascii_uppercase()
        && b[1].is_ascii_uppercase()
        && !b"DFIQUV".contains(&b[0])
        && !b"DFIOQUV".contains(&b[1])
        && !["BG", "GB", "KN", "NK", "NT", "TN", "ZZ"].contains(&&c[..2])
        && b[2..8].iter().all(u8::is_ascii_digit)
        && (b'A'..=b'D').contains(&b[8])
}

/// French NIR (numéro de sécurité sociale): 13 digits and a key = 97 − (number mod 97).
pub fn nir_valid(s: &str) -> bool {
    let c = compact(s);
    if c.len() != 15 || !c.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let n: u64 = c[..13].parse().expect("digits");
    let key: u64 = c[13..].parse().expect("digits");
    97 - n % 97 == key
}

const DNI_LETTERS: &[u8; 23] = b"TRWAGMYFPDXBNJZSQVHLCKE";

/// The Spanish DNI / NIE control letter for a number.
pub fn dni_letter(n: u32) -> char {
    char::from(DNI_LETTERS[(n % 23) as usize])
}

/// Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter).
pub fn dni_valid(s: &str) -> bool {
    let c = compact(s);
    if c.len() != 9 {
        return false;
    }
    let (num, letter) = c.split_at(8);
    let num = match num.as_bytes()[0] {
        b'X' => format!("0{}", &num[1..]),
        b'Y' => format!("1{}", &num[1..]),
        b'Z' => format!("2{}", &num[1..]),
        _ => num.to_string(),
    };
    num.parse::<u32>().is_ok_and(|n| letter.starts_with(dni_letter(n)))
}

/// Dutch BSN: 9 digits passing the 11-proef (9·d1 + 8·d2 + … + 2·d8 − d9 ≡ 0 mod 11).
pub fn bsn_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    d.len() == 9 && (weighted(&d[..8], &[9, 8, 7, 6, 5, 4, 3, 2]) + 11 * 10 - d[8]) % 11 == 0
}

/// Polish PESEL: weights 1 3 7 9 1 3 7 9 1 3, check = (10 − sum mod 10) mod 10.
pub fn pesel_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    d.len() == 11 && (10 - weighted(&d[..10], &[1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == d[10]
}

/// The two Brazilian CPF check digits for nine digits.
pub fn cpf_check_digits(d: &[u32]) -> (u32, u32) {
    let step = |d: &[u32], top: u32| {
        let s: u32 = d.iter().enumerate().map(|(i, x)| x * (top - i as u32)).sum();
        let r = (s * 10) % 11;
        if r == 10 {
            0
        } else {
            r
        }
    };
    let a = step(&d[..9], 10);
    let mut e = d[..9].to_vec();
    e.push(a);
    (a, step(&e, 11))
}

/// Brazilian CPF: 11 digits, two mod-11 check digits, not all the same digit.
pub fn cpf_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    d.len() == 11 && d.iter().any(|&x| x != d[0]) && cpf_check_digits(&d) == (d[9], d[10])
}

/// Canadian SIN: 9 digits, Luhn, first digit not 0 or 8.
pub fn sin_valid(s: &str) -> bool {
    let c = compact(s);
    c.len() == 9 && !c.starts_with('0') && !c.starts_with('8') && luhn_valid(&c)
}

const CF_ODD: [u32; 26] =
    [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/// The Italian codice fiscale control character for its first 15 characters.
pub fn codice_fiscale_check(first15: &str) -> char {
    let mut sum = 0;
    for (i, c) in first15.chars().enumerate() {
        let v = if c.is_ascii_digit() { c as u32 - '0' as u32 } else { c as u32 - 'A' as u32 };
        sum += if i % 2 == 0 { CF_ODD[v as usize] } else { v };
    }
    char::from(b'A' + (sum % 26) as u8)
}

/// Italian codice fiscale: 16 characters, the last a control character over odd/even position tables.
pub fn codice_fiscale_valid(s: &str) -> bool {
    let c = compact(s);
    c.len() == 16 && c.ends_with(codice_fiscale_check(&c[..15]))
}

/// The German Steuer-ID check digit (ISO 7064 MOD 11,10) for ten digits.
pub fn steuer_id_check(d: &[u32]) -> u32 {
    let mut product = 10;
    for &x in d {
        let mut sum = (x + product) % 10;
        if sum == 0 {
            sum = 10;
        }
        product = (sum * 2) % 11;
    }
    let c = 11 - product;
    if c == 10 {
        0
    } else {
        c
    }
}

/// German Steuer-ID: 11 digits, first not 0, in the first ten one digit occurs twice or three times and the others
/// at most once, last digit ISO 7064 MOD 11,10.
pub fn steuer_id_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    if d.len() != 11 || d[0] == 0 {
        return false;
    }
    let mut counts = [0; 10];
    for &x in &d[..10] {
        counts[x as usize] += 1;
    }
    let repeated = counts.iter().filter(|&&n| n >= 2).count();
    repeated == 1 && counts.iter().all(|&n| n <= 3) && steuer_id_check(&d[..10]) == d[10]
}

/// Irish PPSN: 7 digits, a check letter (weights 8..2, plus 9 × the optional second letter, mod 23; 0 = W).
pub fn ppsn_valid(s: &str) -> bool {
    let c = compact(s);
    let b = c.as_bytes();
    if !(8..=9).contains(&b.len())
        || !b[..7].iter().all(u8::is_ascii_digit)
        || !b[7..].iter().all(u8::is_ascii_uppercase)
    {
        return false;
    }
    let d: Vec<u32> = b[..7].iter().map(|x| u32::from(x - b'0')).collect();
    let extra = b.get(8).map_or(0, |x| if *x == b'W' { 0 } else { u32::from(x - b'A' + 1) });
    let r = (weighted(&d, &[8, 7, 6, 5, 4, 3, 2]) + 9 * extra) % 23;
    b[7] == if r == 0 { b'W' } else { b'A' + r as u8 - 1 }
}

/// Australian TFN: 9 digits, weights 1 4 3 7 5 8 6 9 10, sum ≡ 0 mod 11.
pub fn tfn_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    d.len() == 9 && weighted(&d, &[1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
}

/// Australian Medicare number: 10 or 11 digits, first 2–6, ninth = weights 1 3 7 9 1 3 7 9 over the first eight, mod 10.
pub fn medicare_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    (10..=11).contains(&d.len()) && (2..=6).contains(&d[0]) && weighted(&d[..8], &[1, 3, 7, 9, 1, 3, 7, 9]) % 10 == d[8]
}

/// Vietnamese CCCD: 12 digits, a province code from the list the generator uses, a century/sex digit 0–3.
pub fn cccd_valid(s: &str) -> bool {
    let c = compact(s);
    c.len() == 12
        && c.bytes().all(|b| b.is_ascii_digit())
        && ["001", "031", "048", "079", "092"].contains(&&c[..3])
        && c.as_bytes()[3] <= b'3'
}

fn bech32_polymod(values: impl Iterator<Item = u8>) -> u32 {
    const GEN: [u32; 5] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3];
    let mut chk = 1u32;
    for v in values {
        let top = chk >> 25;
        chk = ((chk & 0x01ff_ffff) << 5) ^ u32::from(v);
        for (i, g) in GEN.iter().enumerate() {
            if (top >> i) & 1 == 1 {
                chk ^= g;
            }
        }
    }
    chk
}

fn hrp_expand(hrp: &str) -> Vec<u8> {
    hrp.bytes().map(|b| b >> 5).chain(std::iter::once(0)).chain(hrp.bytes().map(|b| b & 31)).collect()
}

/// The six bech32 checksum symbols (BIP 173) for a human-readable part and 5-bit data.
pub fn bech32_checksum(hrp: &str, data: &[u8]) -> [u8; 6] {
    let pm = bech32_polymod(hrp_expand(hrp).into_iter().chain(data.iter().copied()).chain([0; 6])) ^ 1;
    let mut out = [0u8; 6];
    for (i, o) in out.iter_mut().enumerate() {
        *o = ((pm >> (5 * (5 - i))) & 31) as u8;
    }
    out
}

/// A bech32 string (BIP 173): human-readable part, `1`, data and checksum over the 32-symbol alphabet.
pub fn bech32_valid(s: &str) -> bool {
    const ALPHABET: &str = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    let lower = s.to_ascii_lowercase();
    let Some((hrp, data)) = lower.rsplit_once('1') else { return false };
    let values: Option<Vec<u8>> = data.chars().map(|c| ALPHABET.find(c).map(|i| i as u8)).collect();
    match values {
        Some(v) if v.len() >= 6 && !hrp.is_empty() => bech32_polymod(hrp_expand(hrp).into_iter().chain(v)) == 1,
        _ => false,
    }
}

/// The ABA routing-number check digit for eight digits (weights 3 7 1 3 7 1 3 7, then 1 for the check digit).
pub fn aba_check_digit(payload: &str) -> u32 {
    let d: Vec<u32> = payload.chars().map(|c| c.to_digit(10).expect("digit")).collect();
    (10 - weighted(&d, &[3, 7, 1, 3, 7, 1, 3, 7]) % 10) % 10
}

/// US ABA routing number: nine digits, 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10.
pub fn aba_valid(s: &str) -> bool {
    let Some(d) = digits_of(s) else { return false };
    d.len() == 9 && weighted(&d, &[3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0
}

/// Validates `value` by the named format (as recorded by the generator on each span); `None` for formats without a
/// check (passports, plates, addresses, ...).
pub fn validate(format: &str, value: &str) -> Option<bool> {
    Some(match format {
        "card" => luhn_valid(value),
        "iban" => iban_valid(value),
        "us_ssn" => ssn_valid(value),
        "us_itin" => itin_valid(value),
        "uk_nino" => nino_valid(value),
        "uk_nhs" => nhs_valid(value),
        "ca_sin" => sin_valid(value),
        "fr_nir" => nir_valid(value),
        "es_dni" => dni_valid(value),
        "nl_bsn" => bsn_valid(value),
        "in_aadhaar" => verhoeff_valid(value),
        "pl_pesel" => pesel_valid(value),
        "br_cpf" => cpf_valid(value),
        "it_cf" => codice_fiscale_valid(value),
        "de_steuer_id" => steuer_id_valid(value),
        "ie_ppsn" => ppsn_valid(value),
        "au_tfn" => tfn_valid(value),
        "au_medicare" => medicare_valid(value),
        "vn_cccd" => cccd_valid(value),
        "bech32" => bech32_valid(value),
        // A routing number followed by an account number: the routing number carries the check.
        "us_routing_account" => aba_valid(value.split_whitespace().next().unwrap_or("")),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Published valid examples (and one-digit corruptions of them) for every validator.
    #[test]
    fn known_values() {
        let cases: &[(&str, &str, bool)] = &[
            ("card", "4111 1111 1111 1111", true),
            ("card", "4111 1111 1111 1112", false),
            ("iban", "GB82 WEST 1234 5698 7654 32", true),
            ("iban", "GB82 WEST 1234 5698 7654 33", false),
            ("iban", "DE89 3704 0044 0532 0130 00", true),
            ("in_aadhaar", "2363", true),
            ("in_aadhaar", "2364", false),
            ("uk_nhs", "943 476 5919", true),
            ("uk_nhs", "943 476 5918", false),
            ("ca_sin", "130 692 544", true),
            ("ca_sin", "130 692 545", false),
            // The government's own example is Luhn-valid, but no SIN starts with 0.
            ("ca_sin", "046 454 286", false),
            ("es_dni", "12345678Z", true),
            ("es_dni", "12345678A", false),
            ("es_dni", "X1234567L", true),
            ("nl_bsn", "111222333", true),
            ("nl_bsn", "111222334", false),
            ("pl_pesel", "44051401359", true),
            ("pl_pesel", "44051401358", false),
            ("br_cpf", "529.982.247-25", true),
            ("br_cpf", "529.982.247-26", false),
            ("br_cpf", "111.111.111-11", false),
            ("it_cf", "RSSMRA85T10A562S", true),
            ("it_cf", "RSSMRA85T10A562T", false),
            ("de_steuer_id", "86095742719", true),
            ("de_steuer_id", "86095742718", false),
            ("ie_ppsn", "1234567T", true),
            ("ie_ppsn", "1234567A", false),
            ("au_tfn", "123 456 782", true),
            ("au_tfn", "123 456 783", false),
            ("au_medicare", "2123 45670 1", true),
            ("au_medicare", "2123 45671 1", false),
            ("uk_nino", "AB 12 34 56 C", true),
            ("uk_nino", "GB 12 34 56 C", false),
            ("uk_nino", "DA 12 34 56 C", false),
            ("us_ssn", "123-45-6789", true),
            ("us_ssn", "666-45-6789", false),
            ("us_ssn", "123-00-6789", false),
            ("us_itin", "912-70-1234", true),
            ("us_itin", "912-40-1234", false),
            ("fr_nir", "2 55 08 14 168 025 38", true),
            ("fr_nir", "2 55 08 14 168 025 39", false),
            ("bech32", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", true),
            ("us_routing_account", "021000021 1234567890", true),
            ("us_routing_account", "021000022 1234567890", false),
            ("bech32", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", false),
        ];
        for &(format, value, want) in cases {
            assert_eq!(validate(format, value), Some(want), "{format} {value}");
        }
        assert_eq!(verhoeff_check_digit("236"), 3);
        assert_eq!(iban_check_digits("GB", "WEST12345698765432"), "82");
    }
}
