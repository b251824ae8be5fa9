//! E-mail addresses, usernames, personal URLs, IP and MAC addresses, crypto wallets and secrets.

use crate::gen::check;
use crate::gen::names::{ascii_fold, Person};
use crate::gen::rng::Rng;
use crate::gen::Locale;
use crate::Label;

use super::{v, Value};

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
