//! NATIONAL_ID / TAX_ID for Asia-Pacific: IN Aadhaar and PAN, VN CCCD, CN resident id, SG NRIC/FIN, AU TFN and Medicare.
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/in-aadhaar` | `2903 5069 6482`, `2903-5069-6482`; bare 12 digits with a cue | first digit 2–9, Verhoeff | raises / required when bare |
//! | `national_id/in-pan` (TAX_ID) | `AAAPZ1234C` (upper case; 4th letter a holder type P C H F A T B L J G) | shape only | raises |
//! | `national_id/vn-cccd` | `079201012345`, `0792 0101 2345`, `079 201 012 345` | province code (the 63 codes) and century digit | required ("CCCD", "căn cước", "CMND") |
//! | `national_id/cn-resident-id` | `310104198807156699`, `11010519491231002X` | birth date, mod-11 check character | raises |
//! | `national_id/sg-nric` | `S8812345Z`, `T0298765H`, FIN `F1234567N`, `G7654321L`, `M…`, lower case | check letter per series | raises |
//! | `national_id/au-tfn` (TAX_ID) | `943 596 347`, `943596347` | weighted mod-11 | required ("TFN", "tax file number") |
//! | `national_id/au-medicare` | `2951 23457 1`; bare 10 digits with a cue | first digit 2–6, weighted mod-10 | raises / required when bare |
//!
//! Singapore's `S1234567D` is a placeholder. A TFN has a Canadian SIN's 3-3-3 shape, so it is cue-required: with
//! "TFN" near, it outscores the SIN reading.
//!
//! Deliberately not matched: Aadhaar-shaped numbers failing Verhoeff or starting 0/1 (VID virtual ids, 16 digits, are
//! not covered), PAN in lower case (too close to ordinary codes), the 9-digit VN CMND (old card) and CCCD numbers
//! without a cue (12-digit order numbers), TFNs without a cue, Medicare IRN suffixes (`/1`).

use crate::finding::score;
use crate::validate::{au_medicare, au_tfn, cn_resident_id, compact_upper, digits, sg_nric, verhoeff};
use crate::Label;

use super::scheme::{Check, Scheme};

const AADHAAR_CUES: &[&str] = &["aadhaar", "aadhar", "adhaar", "uid", "uidai", "आधार"];
const CN_CUES: &[&str] = &["身份证", "身份证号", "身份证号码", "resident id", "id number", "id card", "shenfenzheng"];
const PAN_CUES: &[&str] = &["pan", "pan card", "permanent account number", "pan no"];
const CCCD_CUES: &[&str] = &[
    "cccd", "căn cước", "can cuoc", "cmnd", "cmt", "chứng minh", "định danh", "citizen identity", "citizen id",
    "id card", "identity card", "national id",
];
const NRIC_CUES: &[&str] = &["nric", "fin", "ic", "identity card", "ic number"];
const TFN_CUES: &[&str] = &["tfn", "tax file number", "tax file no", "tax file"];
const MEDICARE_CUES: &[&str] = &["medicare", "medicare card", "medicare number", "medicare no"];

/// Vietnamese province codes: the first three digits of a CCCD (Circular 07/2016/TT-BCA).
const VN_PROVINCES: &[u16] = &[
    1, 2, 4, 6, 8, 10, 11, 12, 14, 15, 17, 19, 20, 22, 24, 25, 26, 27, 30, 31, 33, 34, 35, 36, 37, 38, 40, 42, 44, 45,
    46, 48, 49, 51, 52, 54, 56, 58, 60, 62, 64, 66, 67, 68, 70, 72, 74, 75, 77, 79, 80, 82, 83, 84, 86, 87, 89, 91, 92,
    93, 94, 95, 96,
];

fn aadhaar(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| d.len() == 12 && d[0] >= 2 && verhoeff(&d)))
}

fn cn(s: &str) -> Check {
    Check::from(compact_upper(s).is_some_and(|c| cn_resident_id(&c)))
}

fn pan(_: &str) -> Check {
    Check::Shape
}

fn cccd(s: &str) -> Check {
    let Some(d) = digits(s).filter(|d| d.len() == 12) else { return Check::NotThis };
    let province = d[0] as u16 * 100 + d[1] as u16 * 10 + d[2] as u16;
    // Fourth digit: century and sex, 0–3 for people born 1900–2099.
    Check::from(VN_PROVINCES.contains(&province) && d[3] <= 3)
}

fn nric(s: &str) -> Check {
    match compact_upper(s) {
        Some(c) if c == b"S1234567D" => Check::Placeholder,
        Some(c) => Check::from(sg_nric(&c)),
        None => Check::NotThis,
    }
}

fn tfn(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| au_tfn(&d)))
}

fn medicare(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| au_medicare(&d)))
}

super::scheme::scheme_recognizer!(
    /// Finds Indian, Vietnamese, Singaporean and Australian national and tax identifiers.
    NationalIdApac,
    schemes
);

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    use Label::{NationalId, TaxId};
    let s = Scheme::new;
    let c = score::CONFIRMED;
    vec![
        s(
            "national_id/in-aadhaar",
            NationalId,
            "[2-9][0-9]{3} [0-9]{4} [0-9]{4}|[2-9][0-9]{3}-[0-9]{4}-[0-9]{4}",
            aadhaar,
            AADHAAR_CUES,
            false,
            c,
            1.0,
        ),
        s("national_id/in-aadhaar", NationalId, "[2-9][0-9]{11}", aadhaar, AADHAAR_CUES, true, c, c),
        s("national_id/in-pan", TaxId, "[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]", pan, PAN_CUES, false, 0.85, c),
        s(
            "national_id/vn-cccd",
            NationalId,
            "[0-9]{12}|[0-9]{4} [0-9]{4} [0-9]{4}|[0-9]{3} [0-9]{3} [0-9]{3} [0-9]{3}",
            cccd,
            CCCD_CUES,
            true,
            0.9,
            0.9,
        ),
        s("national_id/cn-resident-id", NationalId, "[1-9][0-9]{16}[0-9Xx]", cn, CN_CUES, false, c, 1.0),
        s("national_id/sg-nric", NationalId, "(?i:[STFGM][0-9]{7}[A-Z])", nric, NRIC_CUES, false, c, 1.0),
        s(
            "national_id/au-tfn",
            TaxId,
            "[0-9]{3} [0-9]{3} [0-9]{3}|[0-9]{3}-[0-9]{3}-[0-9]{3}|[0-9]{9}",
            tfn,
            TFN_CUES,
            true,
            c,
            c,
        ),
        s(
            "national_id/au-medicare", NationalId, "[2-6][0-9]{3} [0-9]{5} [0-9]", medicare, MEDICARE_CUES,
            false, 0.85, c,
        ),
        s("national_id/au-medicare", NationalId, "[2-6][0-9]{9}", medicare, MEDICARE_CUES, true, c, c),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::{NationalId as N, TaxId as T};
        check_table(
            &NationalIdApac::new(),
            &[
                ("Aadhaar 2903 5069 6482", N, "2903 5069 6482"),
                ("my aadhar no. is 622651044440", N, "622651044440"),
                ("UID 5126-5418-1650.", N, "5126-5418-1650"),
                ("PAN: AAAPZ1234C", T, "AAAPZ1234C"),
                ("Số CCCD của tôi là 079201012345", N, "079201012345"),
                ("căn cước công dân 0010 9901 2345", N, "0010 9901 2345"),
                ("NRIC S8812345Z", N, "S8812345Z"),
                ("请提供身份证号码 客户 00:44:40  310104198807156699 客服", N, "310104198807156699"),
                ("ID 11010519491231002X.", N, "11010519491231002X"),
                ("FIN g7654321l", N, "g7654321l"),
                ("IC T0298765H please", N, "T0298765H"),
                ("TFN 943 596 347", T, "943 596 347"),
                ("my tax file number is 729949515", T, "729949515"),
                ("Medicare card 2951 23457 1", N, "2951 23457 1"),
                ("medicare number 4123456722", N, "4123456722"),
            ],
            &[
                "Aadhaar 2903 5069 6483 fails Verhoeff",
                "Order 622651044440 shipped",
                "ID 1903 5069 6482 starts with 1",
                "the PAN ABCDE1234F has no holder type",
                "Tracking 079201012345 in transit",
                "CCCD 999201012345 has no such province",
                "example S1234567D",
                "NRIC S8812345A has the wrong letter",
                "count 943 596 347 rows",
                "Medicare 2951 23458 1 fails its check",
                "build 3.10.2.7 on 6.12.2025, E-4471",
                "SKU HX-220-B",
                "order 310104198807156698 fails its check",
            ],
        );
    }
}
