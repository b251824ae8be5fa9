//! NATIONAL_ID for countries the other tables do not hold: Austrian social insurance
//! number, Philippine SSS, UMID, PhilHealth, Pag-IBIG and PhilSys numbers, Mexican voter key, Brazilian RG,
//! Portuguese Cartão de Cidadão.
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/at-svnr` | `1237 010180`, `1237010180` (serial, check digit, birth DDMMYY) | weights 3 7 9 0 5 8 4 2 1 6 mod 11, birth day and month | required ("SV-Nr", "Sozialversicherungsnummer", "e-card", …) |
//! | `national_id/ph-sss` | `34-1234567-8` | none published | required ("SSS") |
//! | `national_id/ph-umid-crn` | `0028-1234567-8` | none published | required ("UMID", "CRN") |
//! | `national_id/ph-philhealth` | `12-345678901-2` | none published | required ("PhilHealth", "PHIC") |
//! | `national_id/ph-pagibig` | `1234-5678-9012` | none published | required ("Pag-IBIG", "HDMF", "MID") |
//! | `national_id/ph-philsys` | `1234-5678-9012-3456` (PhilSys Card Number) | none published | required ("PhilSys", "PSN", "PCN", "national ID") |
//! | `national_id/mx-clave-elector` | `GMVLMR80070501M100` (six letters, birth YYMMDD, state, H/M, three digits) | birth month and day | raises ("clave de elector", "INE", "credencial") |
//! | `national_id/br-rg` | `12.345.678-9`, `12.345.678-X`, `123456789` | none published | required ("RG", "registro geral", "identidade") |
//! | `national_id/pt-cc` | `12345678 9 ZZ1`, `123456789ZZ1` | mod-10 over digits and letters | raises ("cartão de cidadão", "CC") |
//!
//! Deliberately not matched: the same digit shapes without their cue (phone numbers, order and card numbers share
//! them), Austrian numbers failing their check digit. The Québec RAMQ number is in national_id_americas.rs.

use crate::validate::{at_svnr, compact_upper, digits, pt_cc};
use crate::Label;

use super::scheme::{Check, Scheme};

const AT_CUES: &[&str] = &[
    "sv-nr", "sv nr", "svnr", "sozialversicherungsnummer", "versicherungsnummer", "sozialversicherung", "e-card",
    "ecard", "vsnr", "social insurance number",
];
const INE_CUES: &[&str] = &["clave de elector", "ine", "credencial de elector", "credencial para votar", "ife", "credencial"];
const RG_CUES: &[&str] = &["rg", "registro geral", "carteira de identidade", "identidade", "cédula de identidade"];
const CC_CUES: &[&str] = &["cartão de cidadão", "cartao de cidadao", "cc", "n.º do cc", "documento de identificação", "bi"];
const SSS_CUES: &[&str] = &["sss", "sss number", "sss no", "social security system"];
const UMID_CUES: &[&str] = &["umid", "crn", "common reference number"];
const PHILHEALTH_CUES: &[&str] = &["philhealth", "phic", "philhealth number", "pin"];
const PAGIBIG_CUES: &[&str] = &["pag-ibig", "pagibig", "hdmf", "mid", "mid number"];
const PHILSYS_CUES: &[&str] = &["philsys", "psn", "pcn", "national id", "philid", "phil id"];

fn svnr(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| at_svnr(&d)))
}

fn clave_elector(s: &str) -> Check {
    let b = s.as_bytes();
    let n = |i: usize| u32::from(b[i] - b'0') * 10 + u32::from(b[i + 1] - b'0');
    Check::from((1..=12).contains(&n(8)) && (1..=31).contains(&n(10)) && (1..=33).contains(&n(12)))
}

fn cc(s: &str) -> Check {
    Check::from(compact_upper(s).is_some_and(|c| pt_cc(&c)))
}

fn shape(_: &str) -> Check {
    Check::Shape
}

super::scheme::scheme_recognizer!(
    /// Finds Austrian, Philippine, Mexican, Brazilian and Portuguese national identifiers.
    NationalIdMore,
    schemes
);

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    let cued = |rule, pattern, check, cues| Scheme {
        rule,
        label: Label::NationalId,
        pattern,
        check,
        cues,
        cue_required: true,
        score: 0.85,
        cue_score: 0.85,
    };
    vec![
        Scheme {
            rule: "national_id/mx-clave-elector",
            label: Label::NationalId,
            pattern: "[A-Z]{6}[0-9]{8}[HM][0-9]{3}",
            check: clave_elector,
            cues: INE_CUES,
            cue_required: false,
            score: 0.7,
            cue_score: 0.9,
        },
        Scheme {
            rule: "national_id/pt-cc",
            label: Label::NationalId,
            pattern: "[0-9]{8} ?[0-9] ?[A-Z]{2}[0-9]",
            check: cc,
            cues: CC_CUES,
            cue_required: false,
            score: 0.85,
            cue_score: 0.95,
        },
        cued("national_id/br-rg", r"[0-9]{1,2}\.[0-9]{3}\.[0-9]{3}-[0-9Xx]|[0-9]{8}[0-9Xx]", shape, RG_CUES),
        cued("national_id/at-svnr", "[0-9]{4} ?[0-9]{6}", svnr, AT_CUES),
        cued("national_id/ph-sss", "[0-9]{2}-[0-9]{7}-[0-9]|[0-9]{10}", shape, SSS_CUES),
        cued("national_id/ph-umid-crn", "[0-9]{4}-[0-9]{7}-[0-9]|[0-9]{12}", shape, UMID_CUES),
        cued("national_id/ph-philhealth", "[0-9]{2}-[0-9]{9}-[0-9]|[0-9]{12}", shape, PHILHEALTH_CUES),
        cued("national_id/ph-pagibig", "[0-9]{4}-[0-9]{4}-[0-9]{4}", shape, PAGIBIG_CUES),
        cued("national_id/ph-philsys", "[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{4}|[0-9]{4} [0-9]{4} [0-9]{4} [0-9]{4}", shape, PHILSYS_CUES),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::NationalId as N;
        check_table(
            &NationalIdMore::new(),
            &[
                ("Meine SV-Nr. ist 1237 010180.", N, "1237 010180"),
                ("Sozialversicherungsnummer 1237010180", N, "1237010180"),
                ("SSS number 34-1234567-8 for the loan", N, "34-1234567-8"),
                ("my SSS is 3412345678", N, "3412345678"),
                ("UMID CRN 0028-1234567-8", N, "0028-1234567-8"),
                ("PhilHealth no. 12-345678901-2", N, "12-345678901-2"),
                ("Pag-IBIG MID 1234-5678-9012", N, "1234-5678-9012"),
                ("PhilSys PCN 1234-5678-9012-3456", N, "1234-5678-9012-3456"),
                ("clave de elector GMVLMR80070501M100", N, "GMVLMR80070501M100"),
                ("mi RG é 12.345.678-9, emitido em SP", N, "12.345.678-9"),
                ("Cartão de Cidadão n.º 00000000 0 ZZ4", N, "00000000 0 ZZ4"),
            ],
            &[
                "SV-Nr. 1234 010180 fails its check", "Order 34-1234567-8 shipped", "call 3412345678 now",
                "Invoice 0028-1234567-8", "ticket 1234-5678-9012",
                "card 1234-5678-9012-3456", "Build 3.10.2.7, v2.14.3", "Error 0x80070005 at 10:32:11",
                "SKU HX-220-B", "Steuernummer 1237 010180", "SKU ABCDEF12345678X123", "pedido 12.345.678-9",
                "Ref 00000000 0 ZZ5", "clave GMVLMR80139901M100",
            ],
        );
    }
}
