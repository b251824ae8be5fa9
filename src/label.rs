//! The closed set of labels blackbar assigns, with stable names.
//!
//! The declaration order is the fixed label order used by the overlap rule's last tie-break (earlier wins), so it
//! runs from the most specific, most damaging identifiers to the broadest. Names are stable: they appear in
//! prediction files, manifests and placeholders (`[EMAIL]`), so renaming one is a breaking change.

use std::fmt;
use std::str::FromStr;

macro_rules! labels {
    ($( $(#[doc = $doc:literal])* $variant:ident = $name:literal, )*) => {
        /// A kind of identifier. See each variant for what it covers and what it deliberately does not.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Label {
            $( $(#[doc = $doc])* $variant, )*
        }

        impl Label {
            /// Every label, in the fixed tie-break order.
            pub const ALL: &'static [Label] = &[$(Label::$variant,)*];

            /// The stable upper-case name (`"EMAIL"`).
            pub fn name(self) -> &'static str {
                match self { $(Label::$variant => $name,)* }
            }

            /// The first line of the variant's documentation: what it covers.
            pub fn description(self) -> &'static str {
                match self { $(Label::$variant => labels!(@first $($doc)*),)* }
            }
        }
    };
    (@first $first:literal $($rest:literal)*) => { $first.trim_start() };
}

labels! {
    /// Secrets: API keys with known prefixes, JWTs, private key blocks, `password: ...` values.
    Secret = "SECRET",
    /// Payment card numbers (13–19 digits, Luhn-valid). Not: card last-4, masked cards, order numbers.
    Card = "CARD",
    /// International bank account numbers (mod-97 valid).
    Iban = "IBAN",
    /// National identity numbers (SSN, NINO, Aadhaar, ...), validated where a check digit exists.
    NationalId = "NATIONAL_ID",
    /// Tax identifiers (ITIN, PAN, Steuer-ID, TFN, ...).
    TaxId = "TAX_ID",
    /// Passport numbers (reported only with a cue).
    Passport = "PASSPORT",
    /// Driving licence numbers (reported only with a cue).
    DriverLicense = "DRIVER_LICENSE",
    /// Bank, customer, policy, member and record numbers (reported only with a cue).
    Account = "ACCOUNT",
    /// Cryptocurrency wallet addresses (BTC base58check and bech32, ETH).
    CryptoWallet = "CRYPTO_WALLET",
    /// E-mail addresses, including plus-addressing and multi-level domains. Not: quoted local parts.
    Email = "EMAIL",
    /// Telephone numbers, national and international, with extensions. Not: versions, dates, IPs, prices.
    Phone = "PHONE",
    /// IPv4 and IPv6 addresses, with ports.
    IpAddress = "IP_ADDRESS",
    /// MAC addresses.
    MacAddress = "MAC_ADDRESS",
    /// URLs with personal paths or query strings.
    Url = "URL",
    /// User names and @handles (reported only with a cue).
    Username = "USERNAME",
    /// A date with a birth cue.
    DateOfBirth = "DATE_OF_BIRTH",
    /// Postal addresses, whole: street, number, unit, city, region, postcode.
    Address = "ADDRESS",
    /// Postcodes on their own (reported only with a cue).
    Postcode = "POSTCODE",
    /// Court, application and file references.
    CaseNumber = "CASE_NUMBER",
    /// Vehicle registration plates (reported only with a cue).
    LicensePlate = "LICENSE_PLATE",
    /// People's names, with a title directly before them.
    Person = "PERSON",
    /// Organisations.
    Organization = "ORGANIZATION",
    /// Countries, regions, cities and other places.
    Location = "LOCATION",
    /// Nationality, ethnicity, religion, rare occupations.
    Demographic = "DEMOGRAPHIC",
    /// Ages ("aged 45", "a 45-year-old").
    Age = "AGE",
    /// Other dates (strict presets only). Not: timestamps, versions, calendar-versioned build tags.
    Date = "DATE",
    /// Amounts of money (`GBP 5,000`, `TRL 150,000,000`, `50 pounds sterling`; the `full` preset). Not: prices in
    /// catalogues and receipts outside that preset, percentages, counts.
    Quantity = "QUANTITY",
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A label name that is not one of [`Label::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLabel(pub String);

impl fmt::Display for UnknownLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown label {:?} (known: {})", self.0, Label::ALL.iter().map(|l| l.name()).collect::<Vec<_>>().join(", "))
    }
}

impl std::error::Error for UnknownLabel {}

impl FromStr for Label {
    type Err = UnknownLabel;
    fn from_str(s: &str) -> Result<Label, UnknownLabel> {
        Label::ALL.iter().copied().find(|l| l.name().eq_ignore_ascii_case(s)).ok_or_else(|| UnknownLabel(s.to_string()))
    }
}

impl serde::Serialize for Label {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Label {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Label, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for &l in Label::ALL {
            assert!(seen.insert(l.name()), "duplicate name {}", l.name());
            assert_eq!(l.name().parse::<Label>(), Ok(l));
            assert!(!l.description().is_empty());
        }
        assert_eq!("email".parse::<Label>(), Ok(Label::Email));
        assert!("EMAILS".parse::<Label>().unwrap_err().to_string().starts_with("unknown label \"EMAILS\""));
    }

    #[test]
    fn order_is_declaration_order() {
        assert!(Label::Card < Label::Phone);
        assert!(Label::NationalId < Label::Phone, "a national id must win a tie against a phone");
        assert_eq!(Label::ALL.first(), Some(&Label::Secret));
    }
}
