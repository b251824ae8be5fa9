//! NATIONAL_ID / TAX_ID for the Americas: US SSN and ITIN, Canadian SIN, OHIP and RAMQ, Brazilian CPF, Mexican CURP and RFC.
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/us-ssn` | `536-22-8145`, `536 22 8145` | area not 000/666/9xx, group not 00, serial not 0000 | raises |
//! | `national_id/us-ssn-bare` | `536228145` | same | required ("SSN", "social security") |
//! | `national_id/us-itin` (TAX_ID) | `912-78-1234`, bare with a cue | area 9xx, group 50–65, 70–88, 90–92, 94–99 | raises / required when bare |
//! | `national_id/ca-sin` | `130 692 544`, `130-692-544` | first digit not 0 or 8, Luhn | raises |
//! | `national_id/ca-sin-bare` | `130692544` | same | required ("SIN", "social insurance", "NAS") |
//! | `national_id/ca-ohip` | `7541-723-230-KT`, `7541 723 230` (Ontario health card) | Luhn | raises |
//! | `national_id/ca-ramq` | `TREF 1903 1412`, `LAPJ72031512` (Québec health number: three letters of the surname, one of the first name, birth YYMMDD with month + 50 for women, two digits) | month and day of the birth date | required ("RAMQ", "assurance maladie", "carte soleil", "NAM", "health card") |
//! | `national_id/mx-curp` | `HERG850611MDFRMD02` | birth date, check digit | raises |
//! | `national_id/mx-rfc` (TAX_ID) | `HERG850611MT4` (a person's RFC) | birth date (shape only) | raises |
//! | `national_id/br-cpf` | `529.982.247-25`; bare 11 digits or read in groups (`529 982 247 25`) with a cue | two mod-11 digits | raises / required when bare |
//!
//! Dashed and spaced SSNs score above any phone shape (a phone pattern must never take an SSN). The SSA's
//! advertising numbers 078-05-1120 and 219-09-9999 and the SIN sample 046 454 286 are placeholders. 123-45-6789 is
//! redacted like any SSN: it is invalid at the SSA but people still type it as their own in test conversations.
//!
//! Deliberately not matched: bare nine-digit numbers without a cue (order and account numbers have that shape), SSNs
//! with mixed separators (`536-22 8145`), ZIP+4 codes (`94107-1234`), phone numbers (`415-555-0132`: 3-3-4), and
//! numbers glued to longer tokens (`PO-536-22-8145-B`).

use crate::finding::score;
use crate::validate::{br_cpf, ca_sin, compact_upper, digits, luhn, mx_curp, plausible_day};
use crate::Label;

use super::scheme::{Check, Scheme};

const SSN_CUES: &[&str] = &["ssn", "ss", "social security", "soc sec", "ss no", "social"];
const ITIN_CUES: &[&str] = &["itin", "taxpayer identification", "tin", "tax id", "tax identification"];
const SIN_CUES: &[&str] = &["sin", "social insurance", "nas", "assurance sociale"];
const OHIP_CUES: &[&str] = &["ohip", "health card", "health number", "carte santé"];
const RAMQ_CUES: &[&str] = &[
    "ramq", "assurance maladie", "assurance-maladie", "d'assurance maladie", "d'assurance-maladie", "carte soleil",
    "carte d'assurance maladie", "health insurance number", "numéro d'assurance maladie", "nam", "health card",
];
const CURP_CUES: &[&str] = &["curp", "clave única", "clave unica"];
const RFC_CUES: &[&str] = &["rfc", "registro federal de contribuyentes"];
const CPF_CUES: &[&str] = &["cpf", "cadastro de pessoas físicas", "cadastro de pessoa física"];

fn num(d: &[u8]) -> u32 {
    d.iter().fold(0, |n, &x| n * 10 + x as u32)
}

fn ssn(s: &str) -> Check {
    let d = digits(s).unwrap_or_default();
    if d.len() != 9 {
        return Check::NotThis;
    }
    let (area, group, serial) = (num(&d[..3]), num(&d[3..5]), num(&d[5..]));
    if matches!((area, group, serial), (78, 5, 1120) | (219, 9, 9999)) {
        return Check::Placeholder;
    }
    if area >= 900 {
        return Check::NotThis;
    }
    Check::from(area != 0 && area != 666 && group != 0 && serial != 0)
}

fn itin(s: &str) -> Check {
    let d = digits(s).unwrap_or_default();
    if d.len() != 9 || d[0] != 9 {
        return Check::NotThis;
    }
    Check::from(matches!(num(&d[3..5]), 50..=65 | 70..=88 | 90..=92 | 94..=99))
}

fn sin(s: &str) -> Check {
    let d = digits(s).unwrap_or_default();
    if d == [0, 4, 6, 4, 5, 4, 2, 8, 6] {
        return Check::Placeholder;
    }
    Check::from(ca_sin(&d))
}

fn ohip(s: &str) -> Check {
    Check::from(digits(&s[..s.len().min(12)]).is_some_and(|d| d.len() == 10 && luhn(&d)))
}

/// Quebec health insurance number (RAMQ): four letters (surname and first name) and eight digits holding the birth
/// date (`yy mm dd`, 50 added to the month for women) and two more; there is no public check digit, so the date is
/// the check.
fn ramq(s: &str) -> Check {
    let d: Vec<u32> = s.bytes().filter(u8::is_ascii_digit).map(|b| u32::from(b - b'0')).collect();
    let month = d[2] * 10 + d[3];
    let day = d[4] * 10 + d[5];
    Check::from(((1..=12).contains(&month) || (51..=62).contains(&month)) && (1..=31).contains(&day))
}

fn curp(s: &str) -> Check {
    Check::from(compact_upper(s).is_some_and(|c| mx_curp(&c)))
}

fn rfc(s: &str) -> Check {
    let b = s.as_bytes();
    let n = |i: usize| (b[i] - b'0') * 10 + (b[i + 1] - b'0');
    if plausible_day(n(6), n(8)) {
        Check::Shape
    } else {
        Check::NotThis
    }
}

fn cpf(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| br_cpf(&d)))
}

super::scheme::scheme_recognizer!(
    /// Finds US, Canadian and Brazilian national and tax identifiers.
    NationalIdAmericas,
    schemes
);

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    let dashed_9 = r"[0-9]{3}-[0-9]{2}-[0-9]{4}|[0-9]{3} [0-9]{2} [0-9]{4}";
    let s = Scheme::new;
    use Label::{NationalId, TaxId};
    vec![
        s("national_id/us-ssn", NationalId, dashed_9, ssn, SSN_CUES, false, 0.85, score::CONFIRMED),
        s("national_id/us-ssn-bare", NationalId, "[0-9]{9}", ssn, SSN_CUES, true, 0.9, 0.9),
        s("national_id/us-itin", TaxId, dashed_9, itin, ITIN_CUES, false, 0.85, score::CONFIRMED),
        s("national_id/us-itin-bare", TaxId, "9[0-9]{8}", itin, ITIN_CUES, true, 0.9, 0.9),
        s(
            "national_id/ca-sin",
            NationalId,
            "[0-9]{3}-[0-9]{3}-[0-9]{3}|[0-9]{3} [0-9]{3} [0-9]{3}",
            sin,
            SIN_CUES,
            false,
            0.85,
            score::CONFIRMED,
        ),
        s("national_id/ca-sin-bare", NationalId, "[0-9]{9}", sin, SIN_CUES, true, 0.9, score::CONFIRMED),
        s(
            "national_id/ca-ohip",
            NationalId,
            "[0-9]{4}-[0-9]{3}-[0-9]{3}(?:-[A-Z]{2})?|[0-9]{4} [0-9]{3} [0-9]{3}(?: [A-Z]{2})?",
            ohip,
            OHIP_CUES,
            false,
            0.85,
            score::CONFIRMED,
        ),
        s(
            "national_id/ca-ramq",
            NationalId,
            "[A-Z]{4} ?[0-9]{4} ?[0-9]{4}",
            ramq,
            RAMQ_CUES,
            true,
            0.85,
            0.85,
        ),
        s(
            "national_id/mx-curp",
            NationalId,
            "[A-Z]{4}[0-9]{6}[HMX][A-Z]{5}[0-9A-Z][0-9]",
            curp,
            CURP_CUES,
            false,
            score::CONFIRMED,
            1.0,
        ),
        s(
            "national_id/mx-rfc",
            TaxId,
            "[A-Z&]{4}[0-9]{6}[A-Z0-9]{3}",
            rfc,
            RFC_CUES,
            false,
            0.85,
            score::CONFIRMED,
        ),
        s(
            "national_id/br-cpf",
            NationalId,
            r"[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}",
            cpf,
            CPF_CUES,
            false,
            score::CONFIRMED,
            1.0,
        ),
        s(
            "national_id/br-cpf-bare",
            NationalId,
            "[0-9]{11}|[0-9]{3} [0-9]{3} [0-9]{3} [0-9]{2}|[0-9]{3}\\.[0-9]{3}\\.[0-9]{3} [0-9]{2}",
            cpf,
            CPF_CUES,
            true,
            score::CONFIRMED,
            score::CONFIRMED,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::{NationalId, TaxId};
        check_table(
            &NationalIdAmericas::new(),
            &[
                ("My SSN is 536-22-8145.", NationalId, "536-22-8145"),
                ("ssn 536 22 8145 thanks", NationalId, "536 22 8145"),
                ("social security number: 536228145", NationalId, "536228145"),
                ("test value 123-45-6789 typed by a caller", NationalId, "123-45-6789"),
                ("ITIN 912-78-1234 on the form", TaxId, "912-78-1234"),
                ("tax id 912781234", TaxId, "912781234"),
                ("SIN: 130 692 544", NationalId, "130 692 544"),
                ("numéro d'assurance sociale 487-789-323", NationalId, "487-789-323"),
                ("my social insurance number is 218096790", NationalId, "218096790"),
                ("CPF 529.982.247-25", NationalId, "529.982.247-25"),
                ("E o CPF? Cliente: 529 982 247 25. Obrigada", NationalId, "529 982 247 25"),
                ("meu CPF é 29081003399", NationalId, "29081003399"),
                ("(SSN 701-30-2048)", NationalId, "701-30-2048"),
                ("OHIP: 7541-723-230-KT   Chart #: 1", NationalId, "7541-723-230-KT"),
                ("Cliente: HERG850611MDFRMD02. Agente", NationalId, "HERG850611MDFRMD02"),
                ("mi RFC es HERG850611MT4.", TaxId, "HERG850611MT4"),
                ("Numéro d'assurance maladie? <v Patiente>BOUM 8552 1418, elle expire", NationalId, "BOUM 8552 1418"),
                ("carte RAMQ: LAPJ72031512", NationalId, "LAPJ72031512"),
                ("numéro d'assurance maladie? TREF 1903 1412, elle expire", NationalId, "TREF 1903 1412"),
                ("carte soleil: GAGM75610512", NationalId, "GAGM75610512"),
                ("RAMQ TREF 1953 1412", NationalId, "TREF 1953 1412"),
            ],
            &[
                "Order 536228145 shipped",
                "assurance maladie: part ABCD 1234 5678 in stock",
                "SKU TREF 1903 1412 in the catalogue",
                "RAMQ TREF 1913 1412 has month 13",
                "telefone 529 982 247 25 do escritório",
                "SSN 000-12-3456 is not valid",
                "SSN 666-12-3456 is not valid",
                "SSN 536-00-8145 is not valid",
                "SSN 536-22-0000 is not valid",
                "ad sample 078-05-1120",
                "Call 415-555-0132 now",
                "ZIP 94107-1234",
                "ITIN 912-40-1234 has a bad group",
                "SIN 130 692 545 fails Luhn",
                "CPF 529.982.247-26 fails its check",
                "Part PO-536-22-8145-B replaced",
                "Build 3.10.2.7 on 6.12.2025",
                "ticket 529.982.247 reopened",
                "Invoice 29081003399 due",
                "AWB 1Z 4E4 471 03 9921 0083 in transit",
                "CURP HERG850611MDFRMD03 fails its check",
                "code ABCD991399XYZ has month 13",
            ],
        );
    }
}
