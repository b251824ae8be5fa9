//! The session key and what is computed from it: HMAC-SHA-256 (the keyed-hash style, the surrogates' seeds) and
//! the normalised form of a value that the numbered, hash and surrogate styles compare.
//!
//! HMAC is written out here (RFC 2104, twelve lines over the `sha2` crate) rather than taken from the `hmac` crate:
//! one dependency fewer, and the RFC 4231 test vectors below pin it. A [`Key`] is the SHA-256 of the key material
//! the user gave (any string), so keys of any length behave alike and the material itself is not kept.

use std::fmt;

use sha2::{Digest, Sha256};

use crate::normalize::fold::fold_char;
use crate::Label;

/// A session key for the keyed styles (surrogate, hash): 32 bytes derived from the user's key material.
///
/// Its `Debug` output does not show the bytes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Key([u8; 32]);

impl fmt::Debug for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Key(..)")
    }
}

impl Key {
    /// The key for `material` (the user's key string as UTF-8, or random bytes): its SHA-256.
    pub fn new(material: &[u8]) -> Key {
        Key(sha256(material))
    }

    /// HMAC-SHA-256 of the concatenation of `parts` under this key.
    pub fn mac(&self, parts: &[&[u8]]) -> [u8; 32] {
        hmac_sha256(&self.0, parts)
    }
}

fn sha256(data: &[u8]) -> [u8; 32] {
    Sha256::digest(data).into()
}

/// HMAC-SHA-256 (RFC 2104) of the concatenation of `parts` under `key` (any length).
pub fn hmac_sha256(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    const BLOCK: usize = 64;
    let mut k = [0u8; BLOCK];
    if key.len() > BLOCK {
        k[..32].copy_from_slice(&sha256(key));
    } else {
        k[..key.len()].copy_from_slice(key);
    }
    let mut inner = Sha256::new();
    inner.update(k.map(|b| b ^ 0x36));
    for p in parts {
        inner.update(p);
    }
    let mut outer = Sha256::new();
    outer.update(k.map(|b| b ^ 0x5c));
    outer.update(inner.finalize());
    outer.finalize().into()
}

/// Lower-case hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The form of a value that decides "the same value": two mentions with the same normalised form get the same
/// number, hash and surrogate.
///
/// Every label: full-width and non-ASCII digits folded to ASCII. Then, by label:
/// - numbers and codes (PHONE, CARD, IBAN, NATIONAL_ID, TAX_ID, PASSPORT, DRIVER_LICENSE, ACCOUNT, MAC_ADDRESS,
///   POSTCODE, CASE_NUMBER, LICENSE_PLATE): letters and digits only, upper case (`(415) 555-0132` = `415.555.0132`);
/// - case-sensitive strings (SECRET, CRYPTO_WALLET, URL, IP_ADDRESS): as written, trimmed;
/// - everything else (EMAIL, USERNAME, PERSON, ADDRESS, dates, ...): lower case, whitespace runs as one space.
pub fn normalise(label: Label, value: &str) -> String {
    let folded = value.chars().map(|c| fold_char(c).unwrap_or(c));
    match label {
        Label::Phone
        | Label::Card
        | Label::Iban
        | Label::NationalId
        | Label::TaxId
        | Label::Passport
        | Label::DriverLicense
        | Label::Account
        | Label::MacAddress
        | Label::Postcode
        | Label::CaseNumber
        | Label::LicensePlate => folded.filter(|c| c.is_alphanumeric()).flat_map(char::to_uppercase).collect(),
        Label::Secret | Label::CryptoWallet | Label::Url | Label::IpAddress => folded.collect::<String>().trim().to_string(),
        _ => {
            let lower: String = folded.flat_map(char::to_lowercase).collect();
            lower.split_whitespace().collect::<Vec<_>>().join(" ")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_table::check_positives;

    fn unhex(s: &str) -> Vec<u8> {
        (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap()).collect()
    }

    #[test]
    fn hmac_matches_rfc_4231() {
        // RFC 4231 test cases 1, 2, 3 and 6 (a key longer than the block), HMAC-SHA-256.
        let aa131 = "aa".repeat(131);
        let cases: [(&str, &[u8], &str); 4] = [
            ("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", b"Hi There", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
            ("4a656665", b"what do ya want for nothing?", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
            ("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", &[0xdd; 50], "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
            (&aa131, b"Test Using Larger Than Block-Size Key - Hash Key First", "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        ];
        for (key, data, want) in cases {
            assert_eq!(hex(&hmac_sha256(&unhex(key), &[data])), want);
            // Split input gives the same MAC.
            let (a, b) = data.split_at(data.len() / 2);
            assert_eq!(hex(&hmac_sha256(&unhex(key), &[a, b])), want);
        }
    }

    #[test]
    fn key_hides_its_bytes_and_depends_on_material() {
        let k = Key::new(b"secret");
        assert_eq!(format!("{k:?}"), "Key(..)");
        assert_eq!(k, Key::new(b"secret"));
        assert_ne!(k, Key::new(b"secreT"));
        // SHA-256("abc"), FIPS 180-2.
        assert_eq!(hex(&Key::new(b"abc").0), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    #[test]
    fn normalised_forms() {
        let cases = [
            (Label::Phone, "(415) 555-0132", "4155550132"),
            (Label::Phone, "４１５.555.0132", "4155550132"),
            (Label::Iban, "gb82 west 1234", "GB82WEST1234"),
            (Label::Email, " Dana.W@Example.COM ", "dana.w@example.com"),
            (Label::Person, "Nguyễn  Thị\nMinh", "nguyễn thị minh"),
            (Label::Secret, " sk_live_AbC ", "sk_live_AbC"),
        ];
        let rows = cases.map(|(label, value, want)| ((label, value), want));
        check_positives(&rows, |(label, value)| normalise(label, value));
    }
}
