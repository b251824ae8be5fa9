//! NATIONAL_ID / TAX_ID for continental Europe: FR NIR, DE Steuer-ID, ES DNI/NIE, IT codice fiscale, NL BSN, BE
//! national number, CH AHV, PT NIF, PL PESEL.
//!
//! | rule | matches | check | cue |
//! |---|---|---|---|
//! | `national_id/fr-nir` | `1 85 05 78 006 084 91`, `185057800608491`, Corsica `2A`/`2B` | key = 97 − n mod 97 | raises |
//! | `national_id/de-steuer-id` (TAX_ID) | `86 095 742 719`; bare 11 digits with a cue | digit-repetition rule, ISO 7064 MOD 11,10 | raises / required when bare |
//! | `national_id/es-dni` | `12345678Z`, `47291635-R`; NIE `X1234567L`, `Y-7654321-G` | mod-23 letter | raises |
//! | `national_id/it-codice-fiscale` | `RSSMRA85T10A562S` (omocodia letters allowed), lower case, read in groups `NZC ZDV 30C17 A263V` | check letter | raises |
//! | `national_id/nl-bsn` | `111222333`, `1112.22.333` | 11-proef | required ("BSN") |
//! | `national_id/be-national-number` | `85.07.30-033.28`, `850730 033 28`; bare with a cue | mod-97 (1900s and 2000s) | raises / required when bare |
//! | `national_id/ch-ahv` | `756.8758.2698.01`; bare 13 digits with a cue | EAN-13 check digit | raises / required when bare |
//! | `national_id/de-steuer-id-cued` (TAX_ID) | the same with its cue, repetition rule not applied | ISO 7064 MOD 11,10 | required |
//! | `national_id/fr-spi` (TAX_ID) | numéro fiscal `20 71 496 433 034`, `2071496433034` | first ten mod 511 = last three | required |
//! | `national_id/pt-nif` (TAX_ID) | `232 117 446`, `232117446` | mod-11 | required ("NIF", "contribuinte") |
//! | `national_id/pl-pesel` | `44051401359` | weighted mod-10 and birth date | required ("PESEL") |
//!
//! Spain's specimen DNI 12345678Z is a placeholder.
//!
//! Deliberately not matched: bare 9- or 11-digit numbers without their cue (BSN, PESEL, Steuer-ID, BE: order and
//! invoice numbers share these shapes), the German Steuernummer (per-state formats, no shared check), French NIRs
//! of foreign-born people with temporary numbers (7/8 prefix), Spanish CIF company codes.

use crate::finding::score;
use crate::validate::{
    be_national_number, bsn_11proef, compact_upper, de_steuer_id, digits, ean13, es_dni, fr_nir, fr_spi,
    it_codice_fiscale, iso7064_mod11_10, pl_pesel, pt_nif,
};
use crate::Label;

use super::scheme::{Check, Scheme};

const NIR_CUES: &[&str] =
    &["sécurité sociale", "securite sociale", "nir", "insee", "sécu", "secu", "carte vitale", "social security"];
const STEUER_CUES: &[&str] = &[
    "steuer id", "steuerid", "steuer identifikationsnummer", "steueridentifikationsnummer",
    "steuerliche identifikationsnummer", "identifikationsnummer", "idnr", "tin", "tax id",
];
const SPI_CUES: &[&str] = &[
    "numéro fiscal", "numero fiscal", "numéro d'identification fiscale", "identifiant fiscal", "spi", "n° fiscal",
    "nif",
];
const DNI_CUES: &[&str] = &["dni", "nie", "nif", "documento nacional", "documento de identidad"];
const CF_CUES: &[&str] = &["codice fiscale", "cf", "c f", "tessera sanitaria"];
const BSN_CUES: &[&str] = &["bsn", "burgerservicenummer", "sofinummer", "sofi"];
const BE_CUES: &[&str] = &[
    "rijksregisternummer", "rijksregister", "numéro national", "registre national", "national number",
    "national register", "insz", "niss",
];
const AHV_CUES: &[&str] = &["ahv", "avs", "sozialversicherungsnummer", "numéro avs", "ahv nummer"];
const NIF_CUES: &[&str] = &["nif", "contribuinte", "número de contribuinte", "numero de contribuinte"];
const PESEL_CUES: &[&str] = &["pesel"];

fn with_digits(s: &str, f: fn(&[u8]) -> bool) -> Check {
    Check::from(digits(s).is_some_and(|d| f(&d)))
}

fn nir(s: &str) -> Check {
    Check::from(compact_upper(s).is_some_and(|c| fr_nir(&c)))
}
fn steuer(s: &str) -> Check {
    with_digits(s, de_steuer_id)
}
/// With its cue, a Steuer-ID whose check digit holds is reported even when its digits break the repetition rule
/// (a mistyped or older number is still the person's tax number).
fn steuer_cued(s: &str) -> Check {
    with_digits(s, |d| d.len() == 11 && d[0] != 0 && iso7064_mod11_10(d))
}
fn spi(s: &str) -> Check {
    with_digits(s, fr_spi)
}
fn dni(s: &str) -> Check {
    match compact_upper(s) {
        Some(c) if c == b"12345678Z" => Check::Placeholder,
        Some(c) => Check::from(es_dni(&c)),
        None => Check::NotThis,
    }
}
fn cf(s: &str) -> Check {
    Check::from(compact_upper(s).is_some_and(|c| it_codice_fiscale(&c)))
}
fn bsn(s: &str) -> Check {
    with_digits(s, bsn_11proef)
}
fn be(s: &str) -> Check {
    with_digits(s, be_national_number)
}
fn ahv(s: &str) -> Check {
    Check::from(digits(s).is_some_and(|d| ean13(&d)))
}
fn nif(s: &str) -> Check {
    with_digits(s, pt_nif)
}
fn pesel(s: &str) -> Check {
    with_digits(s, pl_pesel)
}

super::scheme::scheme_recognizer!(
    /// Finds continental European national and tax identifiers.
    NationalIdEu,
    schemes
);

/// The schemes, in the order they run.
fn schemes() -> Vec<Scheme> {
    use Label::{NationalId, TaxId};
    let s = Scheme::new;
    let (c, hi) = (score::CONFIRMED, 1.0);
    vec![
        s(
            "national_id/fr-nir",
            NationalId,
            "[12] ?[0-9]{2} ?[0-9]{2} ?(?:[0-9]{2}|2[AaBb]) ?[0-9]{3} ?[0-9]{3} ?[0-9]{2}",
            nir,
            NIR_CUES,
            false,
            c,
            hi,
        ),
        s(
            "national_id/de-steuer-id", TaxId, "[1-9][0-9] [0-9]{3} [0-9]{3} [0-9]{3}", steuer, STEUER_CUES,
            false, 0.85, c,
        ),
        s("national_id/de-steuer-id", TaxId, "[1-9][0-9]{10}", steuer, STEUER_CUES, true, c, c),
        s(
            "national_id/de-steuer-id-cued", TaxId, "[1-9][0-9] ?[0-9]{3} ?[0-9]{3} ?[0-9]{3}", steuer_cued,
            STEUER_CUES, true, 0.8, 0.8,
        ),
        s(
            "national_id/fr-spi", TaxId, "[0-3][0-9] ?[0-9]{2} ?[0-9]{3} ?[0-9]{3} ?[0-9]{3}", spi, SPI_CUES, true,
            c, c,
        ),
        s("national_id/es-dni", NationalId, "(?i:[0-9]{8}-?[A-Z])", dni, DNI_CUES, false, 0.85, c),
        s("national_id/es-nie", NationalId, "(?i:[XYZ]-?[0-9]{7}-?[A-Z])", dni, DNI_CUES, false, 0.85, c),
        s(
            "national_id/it-codice-fiscale",
            NationalId,
            "(?i:[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])|[A-Z]{3} [A-Z]{3} [0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2} [A-Z][0-9LMNPQRSTUV]{3}[A-Z]",
            cf,
            CF_CUES,
            false,
            c,
            hi,
        ),
        s(
            "national_id/nl-bsn",
            NationalId,
            r"[0-9]{9}|[0-9]{4}\.[0-9]{2}\.[0-9]{3}|[0-9]{3} [0-9]{3} [0-9]{3}",
            bsn,
            BSN_CUES,
            true,
            c,
            c,
        ),
        s(
            "national_id/be-national-number",
            NationalId,
            r"[0-9]{2}\.[0-9]{2}\.[0-9]{2}-[0-9]{3}\.[0-9]{2}|[0-9]{6}[ -][0-9]{3}[ -.][0-9]{2}",
            be,
            BE_CUES,
            false,
            c,
            hi,
        ),
        s("national_id/be-national-number", NationalId, "[0-9]{11}", be, BE_CUES, true, c, c),
        s("national_id/ch-ahv", NationalId, r"756\.[0-9]{4}\.[0-9]{4}\.[0-9]{2}", ahv, AHV_CUES, false, c, hi),
        s("national_id/ch-ahv", NationalId, "756[0-9]{10}", ahv, AHV_CUES, true, c, c),
        s("national_id/pt-nif", TaxId, "[0-9]{3} [0-9]{3} [0-9]{3}|[0-9]{9}", nif, NIF_CUES, true, c, c),
        s("national_id/pl-pesel", NationalId, "[0-9]{11}", pesel, PESEL_CUES, true, c, c),
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
            &NationalIdEu::new(),
            &[
                ("codice fiscale? Sì: NZC ZDV 30C17 A263V. Grazie", Label::NationalId, "NZC ZDV 30C17 A263V"),
                ("N° de sécurité sociale : 1 85 05 78 006 084 91", N, "1 85 05 78 006 084 91"),
                ("NIR 284037512345640", N, "284037512345640"),
                ("né en Corse, 2 90 02 2A 004 157 67", N, "2 90 02 2A 004 157 67"),
                ("Steuer-ID: 86 095 742 719", T, "86 095 742 719"),
                ("Meine Steuer-ID ist 65929970489.", T, "65929970489"),
                ("DNI 47291635R", N, "47291635R"),
                ("NIE Y-7654321-G para el trámite", N, "Y-7654321-G"),
                ("x1234567l en minúsculas", N, "x1234567l"),
                ("Codice fiscale: RSSMRA85T10A562S", N, "RSSMRA85T10A562S"),
                ("cf bncgvn78e45h501o", N, "bncgvn78e45h501o"),
                ("Mijn BSN is 111222333", N, "111222333"),
                ("BSN: 3283.67.916", N, "3283.67.916"),
                ("Rijksregisternummer 85.07.30-033.28", N, "85.07.30-033.28"),
                ("numéro national 05050512390", N, "05050512390"),
                ("PESEL 44051401359", N, "44051401359"),
                ("Kundin: 756.8758.2698.01. Berater", N, "756.8758.2698.01"),
                ("AHV-Nummer 7568758269801", N, "7568758269801"),
                ("mum's NIF 232 117 446", T, "232 117 446"),
                           ("steuerliche Identifikationsnummer. Sie hatten angegeben: 28 269 004 304. Bitte", T, "28 269 004 304"),
                ("mon numéro fiscal est le 20 71 496 433 034 et je suis", T, "20 71 496 433 034"),
                ("Numéro fiscal : 2071496433034", T, "2071496433034"),
            ],
            &[
                "NIR 1 85 05 78 006 084 36 has a bad key",
                "Order 284037512345641 shipped",
                "Invoice 65929970489 is due",
                "ID 86 095 742 718 fails its check",
                "specimen DNI 12345678Z",
                "DNI 47291635A has the wrong letter",
                "Ticket 111222333 closed",
                "Order 44051401359 shipped",
                "RSSMRA85T10A562T has the wrong check letter",
                "Rijksregisternummer 85.07.30-033.29 is wrong",
                "Build 3.10.2.7 at 2025-06-01 10:32:11",
                "SKU HX-220-B, error E-4471",
                "AHV 756.8758.2698.02 fails its check",
                "count 232 117 446 rows",
                           "Identifikationsnummer 28 269 004 305 fails its check",
                "Rechnung 28 269 004 304 vom Mai",
                "numéro fiscal 20 71 496 433 035 mal recopié",
                "commande 2071496433034 expédiée",
            ],
        );
    }
}
