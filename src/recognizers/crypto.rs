//! CRYPTO_WALLET: Bitcoin and Ethereum addresses.
//!
//! Matches:
//! - Bitcoin legacy and P2SH addresses (`1…`, `3…`, 26–35 base58 characters) whose base58check checksum (double
//!   SHA-256) holds and whose payload is a version byte 0x00 or 0x05 and a 20-byte hash: rule `crypto/btc`.
//! - Bitcoin segwit addresses (`bc1q…` Bech32, `bc1p…` Bech32m; all lower or all upper case) with a valid
//!   checksum of the variant their witness version requires: rule `crypto/btc-bech32`.
//! - Ethereum addresses, `0x` and 40 hex digits: rule `crypto/eth`. With a cue ("ETH", "wallet", "address",
//!   "MetaMask", …) at 0.9; in mixed case (the EIP-55 checksum form) at 0.8 — the checksum itself needs Keccak-256 and
//!   is *not* verified; all-lower or all-upper without a cue is a weak candidate below the default threshold (it may
//!   be any 160-bit hash).
//!
//! Deliberately not matched: testnet addresses (`tb1…`, `m…`, `n…`, `2…`), other chains (Litecoin, XRP, Solana,
//! Tron), private keys and seed phrases (SECRET's job where they have a shape), transaction hashes (64 hex digits),
//! and base58 strings failing their checksum.

use regex::Regex;

use crate::finding::score;
use crate::validate::{base58check, bech32, Bech32};
use crate::{context, Finding, Label, Recognizer, Span, Validation};

const ETH_CUES: &[&str] = &[
    "eth", "ethereum", "wallet", "address", "metamask", "erc20", "erc 20", "usdt", "usdc", "send", "deposit", "crypto",
];

/// Finds cryptocurrency wallet addresses.
pub struct CryptoRecognizer {
    base58: Regex,
    segwit: Regex,
    eth: Regex,
}

impl CryptoRecognizer {
    /// Compiles the patterns.
    pub fn new() -> CryptoRecognizer {
        CryptoRecognizer {
            base58: Regex::new(r"(?-u:\b)[13][1-9A-HJ-NP-Za-km-z]{25,34}(?-u:\b)").expect("btc pattern compiles"),
            segwit: Regex::new(r"(?i)(?-u:\b)bc1[02-9ac-hj-np-z]{8,87}(?-u:\b)").expect("bech32 pattern compiles"),
            eth: Regex::new(r"(?-u:\b)0x[0-9a-fA-F]{40}(?-u:\b)").expect("eth pattern compiles"),
        }
    }
}

impl Default for CryptoRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for CryptoRecognizer {
    fn name(&self) -> &'static str {
        "crypto"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let confirmed = |s: usize, e: usize, rule: &'static str| {
            Finding::new(Span::new(s, e), Label::CryptoWallet, score::CONFIRMED, rule).validated(Validation::Confirmed)
        };
        for m in self.base58.find_iter(text) {
            if !super::is_isolated(text, m.start(), m.end()) {
                continue;
            }
            match base58check(m.as_str()) {
                Some(p) if p.len() == 21 && (p[0] == 0 || p[0] == 5) => {
                    out.push(confirmed(m.start(), m.end(), "crypto/btc"))
                }
                _ => {}
            }
        }
        for m in self.segwit.find_iter(text) {
            if !super::is_isolated(text, m.start(), m.end()) {
                continue;
            }
            let witness_v0 = m.as_str().as_bytes()[3].eq_ignore_ascii_case(&b'q');
            match bech32(m.as_str()) {
                Some(Bech32::Bech32) if witness_v0 => out.push(confirmed(m.start(), m.end(), "crypto/btc-bech32")),
                Some(Bech32::Bech32m) if !witness_v0 => out.push(confirmed(m.start(), m.end(), "crypto/btc-bech32")),
                _ => {}
            }
        }
        for m in self.eth.find_iter(text) {
            if !super::is_isolated(text, m.start(), m.end()) {
                continue;
            }
            let span = Span::new(m.start(), m.end());
            let hex = &m.as_str()[2..];
            let mixed = hex.bytes().any(|b| b.is_ascii_lowercase()) && hex.bytes().any(|b| b.is_ascii_uppercase());
            let sc = if context::has_cue(text, span, ETH_CUES) {
                0.9
            } else if mixed {
                score::STRONG
            } else {
                score::WEAK
            };
            out.push(Finding::new(span, Label::CryptoWallet, sc, "crypto/eth"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::CryptoWallet as W;
        check_table(
            &CryptoRecognizer::new(),
            &[
                ("send BTC to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", W, "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"),
                ("P2SH 3CMNFxN1oHBc4R1EpboAL5yzHGgE611Xou.", W, "3CMNFxN1oHBc4R1EpboAL5yzHGgE611Xou"),
                ("(112D2adLM3UKy4Z4giRbReR6gjWuvHUqB)", W, "112D2adLM3UKy4Z4giRbReR6gjWuvHUqB"),
                ("segwit bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", W, "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"),
                ("UPPER BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", W, "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"),
                (
                    "taproot bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297 ok",
                    W,
                    "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297",
                ),
                (
                    "P2WSH bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
                    W,
                    "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
                ),
                (
                    "my ETH wallet 0x52908400098527886e0f7030069857d2e4169ee7",
                    W,
                    "0x52908400098527886e0f7030069857d2e4169ee7",
                ),
                ("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", W, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"),
                (
                    "deposit address: 0xde709f2102306220921060314715629080e2fb77",
                    W,
                    "0xde709f2102306220921060314715629080e2fb77",
                ),
            ],
            &[
                "bad checksum 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb",
                "bad checksum bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp",
                "mixed case bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
                "hash 0x52908400098527886e0f7030069857d2e4169ee7 in a log",
                "tx 0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b",
                "Error 0x80070005 when saving",
                "commit 3f786850e387550fdab836ed7e6dc881de23001b",
                "token 1234567890abcdefghijkmnopqrstuv",
                "Build 3.10.2.7, SKU HX-220-B",
                "Tracking 1Z999AA10123456784",
            ],
        );
    }
}
