//! IP_ADDRESS: IPv4 and IPv6 addresses, with a port when one is written.
//!
//! Matches:
//! - IPv4 dotted quads with every octet 0–255 and no leading zeros (`192.168.10.200`, `10.0.0.1:8080`), rule
//!   `ip/v4`. A quad whose first octet is below 10 (`3.10.2.7`, `8.8.8.8`) reads as often as a version number as an
//!   address, so it is reported only with an unambiguous cue ("IP", "src", "gateway", "VPN", "blocked", …) and no
//!   upgrade talk around it; otherwise it is a weak candidate below the default threshold.
//! - IPv6 in full, compressed (`2001:db8::8a2e:370:7334`, `fe80::1ff:fe23:4567:890a`) and IPv4-mapped
//!   (`::ffff:203.0.113.9`) forms, with a zone (`%eth0`), and bracketed with a port (`[2001:db8::1]:443`), rule
//!   `ip/v6`: candidates are validated by the standard library's parser.
//!
//! Deliberately not matched: dotted quads after a version cue ("v", "version", "build", "release", "firmware",
//! "driver"), shared infrastructure right after "DNS", "resolvers", "nameserver" or "NTP", quads glued to more dots
//! and digits (`1.2.3.4.5`, SNMP OIDs), octets above 255 or with leading zeros (Windows builds `10.0.19041.1`),
//! networks with a CIDR suffix (`10.0.0.0/8`; a host `31.0.118.44/32` is an address), netmasks (`255.255.255.0`),
//! loopback and unspecified addresses (`127.0.0.1`, `0.0.0.0`, `::1`, `::`), times (`10:32:11`) and MAC addresses.

use std::net::Ipv6Addr;

use regex::Regex;

use crate::finding::score;
use crate::{context, Finding, Label, Recognizer, Span, Validation};

const IP_CUES: &[&str] = &[
    "ip", "ipv4", "ip address", "address", "addr", "host", "server", "client", "from", "src", "dst", "source",
    "destination", "remote", "peer", "gateway", "connected", "login", "logged",
];
/// Cues that make a quad starting below 10 an address.
const STRONG_IP_CUES: &[&str] = &[
    "ip", "ipv4", "ip address", "addr", "src", "dst", "remote", "peer", "gateway", "nat", "proxy", "vpn", "egress",
    "ingress", "wan", "lan", "ping", "blocked", "banned", "whitelist", "allowlist", "allow list", "firewall",
];
/// Words around a quad that make it a version.
const UPGRADE_CUES: &[&str] = &[
    "upgrade", "upgraded", "upgrading", "downgrade", "update", "updated", "install", "installed", "release", "version",
];
const VERSION_CUES: &[&str] = &[
    "v", "ver", "version", "versions", "build", "release", "firmware", "fw", "update", "patch", "rev", "revision",
    "driver",
];
/// Infrastructure that names no one: an address right after these words is a shared service, not a person's device.
const INFRA_CUES: &[&str] = &["dns", "resolver", "resolvers", "nameserver", "nameservers", "ntp"];

/// Finds IP addresses.
pub struct IpRecognizer {
    v4: Regex,
    v6: Regex,
}

impl IpRecognizer {
    /// Compiles the patterns.
    pub fn new() -> IpRecognizer {
        IpRecognizer {
            v4: Regex::new(r"(?-u:\b)[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}(?-u:\b)(?::[0-9]{1,5}(?-u:\b))?")
                .expect("ipv4 pattern compiles"),
            v6: Regex::new(
                r"(?i)\[?(?:[0-9a-f]{0,4}:){2,7}(?:(?:[0-9]{1,3}\.){3}[0-9]{1,3}|[0-9a-f]{1,4})?(?:%[0-9a-z]+)?(?:\]:[0-9]{1,5})?",
            )
            .expect("ipv6 pattern compiles"),
        }
    }
}

impl Default for IpRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// The octets of a dotted quad, if each is 0–255 without a leading zero.
fn octets(s: &str) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut parts = s.split('.');
    for o in &mut out {
        let p = parts.next()?;
        if p.len() > 1 && p.starts_with('0') {
            return None;
        }
        *o = p.parse().ok()?;
    }
    parts.next().is_none().then_some(out)
}

/// Isolated and not part of a longer dotted number (`1.2.3.4.5`); a path or prefix length after it is fine.
fn v4_free(text: &str, start: usize, end: usize) -> bool {
    let mut before = text[..start].chars().rev();
    let mut after = text[end..].chars();
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    super::is_isolated(text, start, end)
        && !(before.next() == Some('.') && digit(before.next()))
        && !(after.next() == Some('.') && digit(after.next()))
}

/// A version cue directly before (within two words), or an infrastructure cue (DNS, resolvers) within three words
/// (numbers of a preceding list not counted: "DNS: 10.0.0.53, 10.0.0.54").
fn after_version_cue(text: &str, span: Span) -> bool {
    let lo = span.start.saturating_sub(48);
    let lo = (lo..=span.start).find(|&i| text.is_char_boundary(i)).unwrap_or(span.start);
    if text[..span.start].ends_with(['v', 'V']) {
        return true;
    }
    let before = context::words(&text[lo..span.start]);
    before.iter().rev().take(2).any(|w| VERSION_CUES.contains(&w.as_str()))
        || before
            .iter()
            .rev()
            .filter(|w| !w.bytes().all(|b| b.is_ascii_digit()))
            .take(3)
            .any(|w| INFRA_CUES.contains(&w.as_str()))
}

impl Recognizer for IpRecognizer {
    fn name(&self) -> &'static str {
        "ip"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.v4.find_iter(text) {
            let (addr, port) = m.as_str().split_once(':').map_or((m.as_str(), None), |(a, p)| (a, Some(p)));
            let Some(o) = octets(addr) else { continue };
            if !v4_free(text, m.start(), m.end()) || port.is_some_and(|p| p.parse::<u16>().is_err()) {
                continue;
            }
            let span = Span::new(m.start(), m.end());
            let special = o[0] == 0 || o[0] == 127 || o[0] == 255 || o.iter().all(|&x| x == 0 || x == 255);
            // With a CIDR suffix, a network (`10.0.0.0/8`) is not an address; a host (`31.0.118.44/32`) is.
            let mut after = text[m.end()..].chars();
            let network = after.next() == Some('/') && after.next().is_some_and(|c| c.is_ascii_digit()) && o[3] == 0;
            if network {
                continue;
            }
            if special || after_version_cue(text, span) {
                continue;
            }
            // A quad starting below 10 is as often a version: only an unambiguous cue ("IP", "src", "gateway") and
            // no upgrade talk nearby make it an address.
            let sc = if o[0] >= 10 {
                if context::has_cue(text, span, IP_CUES) {
                    score::CONFIRMED
                } else {
                    0.85
                }
            } else if context::has_cue(text, span, STRONG_IP_CUES) && !context::has_cue(text, span, UPGRADE_CUES) {
                score::CONFIRMED
            } else {
                score::WEAK
            };
            let f = Finding::new(span, Label::IpAddress, sc, "ip/v4").validated(Validation::Confirmed);
            // RFC 5737 documentation networks: TEST-NET-1, -2 and -3.
            let documentation = matches!((o[0], o[1], o[2]), (192, 0, 2) | (198, 51, 100) | (203, 0, 113));
            out.push(if documentation { f.placeholder() } else { f });
        }
        for m in self.v6.find_iter(text) {
            let s = m.as_str();
            let (mut start, mut end) = (m.start(), m.end());
            let mut core = s;
            if let Some(rest) = s.strip_prefix('[') {
                // Bracketed only with its closing bracket (and port); otherwise drop the bracket.
                match rest.split_once("]:") {
                    Some((inner, port)) if port.parse::<u16>().is_ok() => core = inner,
                    _ => {
                        start += 1;
                        core = rest;
                    }
                }
            } else if let Some((inner, _)) = s.split_once(']') {
                core = inner;
                end = start + inner.len();
            }
            let addr = core.split('%').next().unwrap_or(core);
            let Ok(ip) = addr.parse::<Ipv6Addr>() else { continue };
            if ip.is_loopback() || ip.is_unspecified() || addr.bytes().filter(|b| b.is_ascii_hexdigit()).count() < 5 {
                continue;
            }
            let free = !super::char_before(text, start).is_some_and(|c| c.is_alphanumeric() || c == ':' || c == '_')
                && !super::char_at(text, end).is_some_and(|c| c.is_alphanumeric() || c == ':' || c == '_');
            if free {
                let f = Finding::new(Span::new(start, end), Label::IpAddress, score::CONFIRMED, "ip/v6")
                    .validated(Validation::Confirmed);
                // RFC 3849: 2001:db8::/32 is for documentation.
                let documentation = ip.segments()[0] == 0x2001 && ip.segments()[1] == 0x0db8;
                out.push(if documentation { f.placeholder() } else { f });
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
        use Label::IpAddress as I;
        check_table(
            &IpRecognizer::new(),
            &[
                ("Server 192.168.100.200 rebooted.", I, "192.168.100.200"),
                ("login from 10.0.0.1:8080 failed", I, "10.0.0.1:8080"),
                ("client IP 3.10.2.7 blocked", I, "3.10.2.7"),
                ("(203.0.113.9)", I, "203.0.113.9"),
                ("IP: 172.16.254.1, port closed", I, "172.16.254.1"),
                ("v6 2001:db8:85a3::8a2e:370:7334 seen", I, "2001:db8:85a3::8a2e:370:7334"),
                ("full 2001:0db8:0000:0000:0000:ff00:0042:8329.", I, "2001:0db8:0000:0000:0000:ff00:0042:8329"),
                ("link-local fe80::1ff:fe23:4567:890a%eth0 up", I, "fe80::1ff:fe23:4567:890a%eth0"),
                ("mapped ::ffff:203.0.113.9 ok", I, "::ffff:203.0.113.9"),
                ("url http://[2001:db8::1]:443/ here", I, "[2001:db8::1]:443"),
                ("địa chỉ IP 113.161.72.5 của tôi", I, "113.161.72.5"),
                ("admin at http://10.20.30.40:8080/admin today", I, "10.20.30.40:8080"),
                ("allow-list for 31.0.118.44/32 only", I, "31.0.118.44"),
            ],
            &[
                "Build 3.10.2.7 fixed E-4471.",
                "Released v2.14.3.1 on 2024-10-15",
                "version 10.2.3.4 is out",
                "Windows 10.0.19041.1 build",
                "OID 1.3.6.1.4.1 in SNMP",
                "octet 192.168.1.256 too big",
                "netmask 255.255.255.0 applied",
                "loopback 127.0.0.1 and 0.0.0.0 and ::1",
                "Call at 10:32:11 lasted 00:15:32",
                "MAC 00:1A:2B:3C:4D:5E on eth0",
                "Rust path std::vec::Vec and a::b",
                "leading zeros 192.168.01.1",
                "dotted 8.8.8.8 without a cue",
                "network 10.0.0.0/8 is private",
                "networks 172.16.0.0/12 and 192.168.0.0/16",
                "DNS: 10.0.0.53, 10.0.0.54 and internal resolvers 10.10.0.2",
                "Resolution: driver 22.240.0.6 installed",
                "The desktop client is now 3.10.2.7.",
                "From 3.8.x: upgrade to 3.9.8.12 first",
                "regression suite run on Atlas Pro 3.10.2.7 desktop client",
            ],
        );
    }
}
