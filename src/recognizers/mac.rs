//! MAC_ADDRESS: hardware (EUI-48) addresses.
//!
//! Matches six hex pairs joined by one kind of separator, `:` or `-` (`00:1A:2B:3C:4D:5E`, `00-1a-2b-3c-4d-5e`), and
//! Cisco's dotted form (`001a.2b3c.4d5e`), rule `mac/address`; twelve bare hex digits (`001A2B3C4D5E`) only with a
//! cue ("MAC", "BSSID", "hardware address"), rule `mac/bare`.
//!
//! Deliberately not matched: mixed separators (`00:1A-2B:…`), the all-zero and broadcast addresses, EUI-64 (eight
//! pairs), bare hex runs without a cue (hashes, ids), times and IPv6 addresses.

use regex::Regex;

use crate::finding::score;
use crate::{context, Finding, Label, Recognizer, Span};

const MAC_CUES: &[&str] = &["mac", "mac address", "bssid", "hardware address", "ethernet", "wifi", "wi fi", "hwaddr"];

/// Finds MAC addresses.
pub struct MacRecognizer {
    sep: Regex,
    cisco: Regex,
    bare: Regex,
}

impl MacRecognizer {
    /// Compiles the patterns.
    pub fn new() -> MacRecognizer {
        MacRecognizer {
            sep: Regex::new(r"(?i)(?-u:\b)[0-9a-f]{2}(?:[:\-][0-9a-f]{2}){5}(?-u:\b)").expect("mac pattern compiles"),
            cisco: Regex::new(r"(?i)(?-u:\b)[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}(?-u:\b)")
                .expect("mac pattern compiles"),
            bare: Regex::new(r"(?i)(?-u:\b)[0-9a-f]{12}(?-u:\b)").expect("mac pattern compiles"),
        }
    }
}

impl Default for MacRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

fn trivial(s: &str) -> bool {
    let hex: Vec<u8> = s.bytes().filter(u8::is_ascii_hexdigit).map(|b| b.to_ascii_lowercase()).collect();
    hex.iter().all(|&b| b == b'0') || hex.iter().all(|&b| b == b'f')
}

impl Recognizer for MacRecognizer {
    fn name(&self) -> &'static str {
        "mac"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let mut push = |s: usize, e: usize, bare: bool| {
            let span = Span::new(s, e);
            if trivial(&text[span]) || !super::is_free(text, s, e) {
                return;
            }
            let cue = context::has_cue(text, span, MAC_CUES);
            match (bare, cue) {
                (true, false) => {}
                (true, true) => out.push(Finding::new(span, Label::MacAddress, 0.9, "mac/bare")),
                (false, c) => out.push(Finding::new(
                    span,
                    Label::MacAddress,
                    if c { score::CONFIRMED } else { 0.85 },
                    "mac/address",
                )),
            }
        };
        for m in self.sep.find_iter(text) {
            let seps: Vec<u8> = m.as_str().bytes().filter(|b| *b == b':' || *b == b'-').collect();
            if seps.iter().all(|&b| b == seps[0]) {
                push(m.start(), m.end(), false);
            }
        }
        for m in self.cisco.find_iter(text) {
            push(m.start(), m.end(), false);
        }
        for m in self.bare.find_iter(text) {
            push(m.start(), m.end(), true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::MacAddress as M;
        check_table(
            &MacRecognizer::new(),
            &[
                ("MAC 00:1A:2B:3C:4D:5E on eth0", M, "00:1A:2B:3C:4D:5E"),
                ("device 00-1a-2b-3c-4d-5e joined", M, "00-1a-2b-3c-4d-5e"),
                ("Cisco 001a.2b3c.4d5e port 3", M, "001a.2b3c.4d5e"),
                ("bssid: a4:5e:60:c2:11:9f.", M, "a4:5e:60:c2:11:9f"),
                ("MAC address 001A2B3C4D5E", M, "001A2B3C4D5E"),
                ("(3c:22:fb:9a:01:7e)", M, "3c:22:fb:9a:01:7e"),
                ("hwaddr=F0:18:98:AA:BB:CC", M, "F0:18:98:AA:BB:CC"),
                ("Wi-Fi mac f0189800aabb", M, "f0189800aabb"),
                ("địa chỉ MAC 9C-B6-D0-11-22-33", M, "9C-B6-D0-11-22-33"),
                ("seen 02:42:ac:11:00:02 in docker", M, "02:42:ac:11:00:02"),
            ],
            &[
                "mixed 00:1A-2B:3C-4D:5E", "zero 00:00:00:00:00:00", "broadcast ff:ff:ff:ff:ff:ff",
                "hash 001a2b3c4d5e without a cue", "Call at 10:32:11", "ipv6 2001:db8::1",
                "EUI-64 00:1A:2B:3C:4D:5E:6F:70", "commit deadbeefcafe0123456789", "Build 3.10.2.7, SKU HX-220-B",
                "Error 0x80070005",
            ],
        );
    }
}
