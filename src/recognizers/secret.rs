//! SECRET: credentials — API keys with known prefixes, JWTs, private key blocks, passwords given as values.
//!
//! Matches:
//! - API keys by prefix and length: Stripe `sk_live_…`/`rk_live_…` (and `_test_`), GitHub `ghp_ gho_ ghu_ ghs_ ghr_`
//!   and `github_pat_`, GitLab `glpat-`, AWS access key ids `AKIA…`/`ASIA…`, Slack `xoxb-`/`xoxp-`/…, Google
//!   `AIza…`, OpenAI/Anthropic-style `sk-…` (32+ characters), SendGrid `SG.x.y`, npm `npm_`, and any other
//!   `<prefix>_live_…` key of 20+ characters: rule `secret/<kind>`.
//! - JWTs (`eyJ….eyJ….sig`): `secret/jwt`. PEM private key blocks, BEGIN to END, line breaks included:
//!   `secret/private-key`. The `user:password` part of a URL (`postgres://app:s3cr3t@db`): `secret/url-credentials`.
//! - Values after a credential key and `:` or `=` (`password: hunter2`, `DB_PASSWORD=…`, `"api_key": "…"`, `pwd=…`,
//!   `mật khẩu: …`, `PIN: 4921`): only the value is redacted, the key stays: `secret/password`. Spoken "my password
//!   is Tr0ub4dor&3" when the value has a digit or symbol, "PIN is 4921": `secret/password-spoken`.
//!
//! Deliberately not matched: public keys (`pk_live_`, `ssh-rsa AAAA…`, `BEGIN PUBLIC KEY`), environment references
//! and placeholders as values (`${DB_PASS}`, `<password>`, `YOUR_API_KEY`, `********`, `xxx`), ordinary words after
//! "password:" ("Password: reset via e-mail"), counters named like keys (`max_tokens=1024`), GPIO pins (`pin: 13`),
//! generic high-entropy strings without a prefix or key (hashes, ids), and AWS secret keys without their key name.

use regex::Regex;

use crate::finding::score;
use crate::{Finding, Label, Recognizer, Span, Validation};

/// Prefix-shaped keys: (rule, pattern).
const KEYS: &[(&str, &str)] = &[
    ("secret/stripe", r"(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,99}"),
    ("secret/github", r"gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,255}"),
    ("secret/gitlab", r"glpat-[A-Za-z0-9_\-]{20,64}"),
    ("secret/aws-access-key", r"(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}"),
    ("secret/slack", r"xox[abposre]-[0-9A-Za-z\-]{10,250}"),
    ("secret/google-api-key", r"AIza[0-9A-Za-z_\-]{35}"),
    ("secret/sk-key", r"sk-[A-Za-z0-9_\-]{32,200}"),
    ("secret/live-key", r"[a-z]{2,6}_live_[A-Za-z0-9]{20,200}"),
    ("secret/sendgrid", r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    ("secret/npm", r"npm_[A-Za-z0-9]{36}"),
    ("secret/jwt", r"eyJ[A-Za-z0-9_\-]{5,}\.eyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]*"),
];

/// Words that follow "password:" in prose and are not passwords.
const NOT_VALUES: &[&str] = &[
    "is", "was", "required", "reset", "changed", "expired", "none", "null", "nil", "hidden", "redacted", "unknown",
    "n/a", "na", "the", "your", "my", "same", "see", "ok", "yes", "no", "empty", "optional", "set", "true", "false",
    "string", "str", "value", "example", "placeholder", "todo", "tbd", "forgotten", "incorrect", "invalid",
];

/// Finds credentials.
pub struct SecretRecognizer {
    keys: Vec<(&'static str, Regex)>,
    pem: Regex,
    url: Regex,
    kv: Regex,
    spoken: Regex,
}

impl SecretRecognizer {
    /// Compiles the patterns.
    pub fn new() -> SecretRecognizer {
        let keys = KEYS
            .iter()
            .map(|(rule, p)| (*rule, Regex::new(&format!(r"(?-u:\b)(?:{p})")).expect("secret pattern compiles")))
            .collect();
        let key = r"[A-Za-z0-9_\-]*(?i:password|passwd|secret|token|api_?key|apikey|private_?key)[A-Za-z0-9_\-]*|(?i:pwd|pass|passcode|pin|passwort|mot de passe|contraseña|senha|mật khẩu)";
        SecretRecognizer {
            keys,
            pem: Regex::new(
                r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?s:.)*?-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----",
            )
            .expect("pem pattern compiles"),
            url: Regex::new(r"[A-Za-z][A-Za-z0-9+.\-]{1,15}://([^\s:/@]{1,64}:[^\s:/@]{1,128})@").expect("url pattern compiles"),
            kv: Regex::new(&format!(r#"(?-u:\b)(?P<key>{key})["']?[ \t]*[:=][ \t]*(?P<val>"[^"\n]{{1,200}}"|'[^'\n]{{1,200}}'|\S{{1,200}})"#))
                .expect("kv pattern compiles"),
            spoken: Regex::new(
                r"(?i)(?-u:\b)(?P<key>password|passcode|pin|pin code|mật khẩu)[ \t]+(?:is|was|là)[ \t]+(?P<val>\S{1,100})",
            )
            .expect("spoken pattern compiles"),
        }
    }
}

impl Default for SecretRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// The value's span without its quotes, or without trailing separators (`,` `;` closing brackets and quotes). A
/// final `.`, `!` or `?` stays: it may be part of the password, and redacting one extra character is harmless.
fn trim_value(text: &str, start: usize, end: usize) -> (usize, usize) {
    let v = &text[start..end];
    if v.len() >= 2 && (v.starts_with('"') && v.ends_with('"') || v.starts_with('\'') && v.ends_with('\'')) {
        return (start + 1, end - 1);
    }
    let trimmed = v.trim_end_matches([',', ';', ')', ']', '}', '"', '\'']);
    (start, start + trimmed.len())
}

fn placeholder_value(v: &str) -> bool {
    let lower = v.to_lowercase();
    v.is_empty()
        || v.starts_with(['$', '{', '<', '%', '['])
        || v.chars().all(|c| matches!(c, '*' | 'x' | 'X' | '•' | '.' | '#' | '-' | '_'))
        || lower.contains("your")
        || lower.contains("example")
        || NOT_VALUES.contains(&lower.as_str())
}

impl Recognizer for SecretRecognizer {
    fn name(&self) -> &'static str {
        "secret"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let push = |out: &mut Vec<Finding>, s: usize, e: usize, sc: f32, rule: &'static str| {
            out.push(Finding::new(Span::new(s, e), Label::Secret, sc, rule).validated(Validation::NotApplicable));
        };
        for (rule, re) in &self.keys {
            for m in re.find_iter(text) {
                // Publishable keys (`pk_live_…`) are public by design.
                let public = m.as_str().starts_with("pk_");
                if !public && !super::char_at(text, m.end()).is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    push(out, m.start(), m.end(), score::CONFIRMED, rule);
                }
            }
        }
        for m in self.pem.find_iter(text) {
            push(out, m.start(), m.end(), score::CONFIRMED, "secret/private-key");
        }
        for c in self.url.captures_iter(text) {
            let g = c.get(1).expect("group 1");
            push(out, g.start(), g.end(), score::STRONG + 0.05, "secret/url-credentials");
        }
        for c in self.kv.captures_iter(text) {
            let (key, val) = (c.name("key").expect("key"), c.name("val").expect("val"));
            let k = key.as_str().to_lowercase();
            if k.ends_with("tokens") || k.ends_with("_count") {
                continue;
            }
            let (s, e) = trim_value(text, val.start(), val.end());
            let v = &text[s..e];
            let pin = matches!(k.as_str(), "pin");
            // A key or password is longer than a queue number ("Token: 47").
            let short = v.chars().count() < if k.contains("token") { 8 } else { 4 };
            if placeholder_value(v) || (!pin && short) || (pin && !(v.len() >= 4 && v.len() <= 8 && v.bytes().all(|b| b.is_ascii_digit())))
            {
                continue;
            }
            push(out, s, e, 0.85, "secret/password");
        }
        for c in self.spoken.captures_iter(text) {
            let (key, val) = (c.name("key").expect("key"), c.name("val").expect("val"));
            let (s, mut e) = trim_value(text, val.start(), val.end());
            let is_pin = key.as_str().to_lowercase().starts_with("pin");
            if is_pin {
                e = s + text[s..e].trim_end_matches(['.', '!', '?']).len();
            }
            let v = &text[s..e];
            let strong = if is_pin {
                (4..=8).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_digit())
            } else {
                v.chars().any(|ch| ch.is_ascii_digit() || !ch.is_alphanumeric())
            };
            if strong && !placeholder_value(v) {
                push(out, s, e, score::STRONG, "secret/password-spoken");
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
        use Label::Secret as S;
        let jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
        let pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7bq\nZm9vYmFy\n-----END RSA PRIVATE KEY-----";
        let pem_text = format!("key:\n{pem}\nthanks");
        let jwt_text = format!("Authorization: Bearer {jwt}");
        check_table(
            &SecretRecognizer::new(),
            &[
                ("STRIPE_KEY sk_live_4eC39HqLyjWDarjtT1zdp7dc", S, "sk_live_4eC39HqLyjWDarjtT1zdp7dc"),
                (
                    "token ghp_16C7e42F292c6912E7710c838347Ae178B4a in the repo",
                    S,
                    "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
                ),
                ("AWS key AKIAIOSFODNN7EXAMPLE leaked", S, "AKIAIOSFODNN7EXAMPLE"),
                (
                    "revoked key (kst_live_9fA2kQ7xVw3LmZ8pR4tY6uH1cB0nE5dJ) now",
                    S,
                    "kst_live_9fA2kQ7xVw3LmZ8pR4tY6uH1cB0nE5dJ",
                ),
                (
                    "slack xoxb-2210535565-1234567890123-AbCdEfGhIjKlMnOp",
                    S,
                    "xoxb-2210535565-1234567890123-AbCdEfGhIjKlMnOp",
                ),
                ("maps AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe", S, "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe"),
                (&jwt_text, S, jwt),
                (&pem_text, S, pem),
                ("password: hunter2", S, "hunter2"),
                ("DB_PASSWORD=Sup3r$ecret!", S, "Sup3r$ecret!"),
                (r#"{"api_key": "a1b2c3d4e5f6"}"#, S, "a1b2c3d4e5f6"),
                ("login?user=dana&pwd=Qw3rty99", S, "Qw3rty99"),
                ("mật khẩu: matkhau2024", S, "matkhau2024"),
                ("my password is Tr0ub4dor&3 ok", S, "Tr0ub4dor&3"),
                ("PIN: 4921", S, "4921"),
                ("the PIN is 4921.", S, "4921"),
                ("db postgres://app:s3cr3t@db.internal/prod", S, "app:s3cr3t"),
            ],
            &[
                "publishable pk_live_4eC39HqLyjWDarjtT1zdp7dc",
                "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC user@host",
                "-----BEGIN PUBLIC KEY-----\nMIIBIjANBg\n-----END PUBLIC KEY-----",
                "password: ${DB_PASS}",
                "password=<password>",
                "api_key: YOUR_API_KEY",
                "Password: ******** (hidden)",
                "Password: reset via e-mail",
                "max_tokens=1024 and prompt_tokens: 15",
                "GPIO pin: 13",
                "my password is correct",
                "commit 3f786850e387550fdab836ed7e6dc881de23001b",
                "Error 0x80070005, build 3.10.2.7",
                "https://example.com/path?q=1",
            ],
        );
    }
}
