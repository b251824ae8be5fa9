//! SECRET: credentials — API keys with known prefixes, JWTs, private key blocks, passwords given as values.
//!
//! Matches:
//! - API keys by prefix and length: Stripe `sk_live_…`/`rk_live_…` (and `_test_`) and webhook `whsec_…`, GitHub
//!   `ghp_ gho_ ghu_ ghs_ ghr_` and `github_pat_`, GitLab `glpat-`/`gldt-`/`glrt-`, AWS access key ids
//!   `AKIA…`/`ASIA…`, Slack `xoxb-`/`xoxp-`/… and webhook URLs, Google `AIza…`, `ya29.` and `GOCSPX-`,
//!   OpenAI/Anthropic-style `sk-…`/`sk-proj-…` (32+ characters), Twilio `SK` + 32 hex, SendGrid `SG.x.y`, Mailgun
//!   `key-…`, Mailchimp `…-us12`, npm `npm_`, PyPI `pypi-AgEI…`, Hugging Face `hf_`, DigitalOcean `dop_v1_`, Shopify
//!   `shpat_`, Square `sq0atp-`, Vault `hvs.`, Databricks `dapi…`, Linear `lin_api_`, Notion `ntn_`, Sentry
//!   `sntrys_`, Postman `PMAK-`, Grafana `glsa_`, Atlassian `ATATT…`, Telegram bot tokens `123456789:AA…`, age
//!   `AGE-SECRET-KEY-1…`, and any other `<prefix>_live_…` key of 20+ characters: rule `secret/<kind>`.
//! - JWTs (`eyJ….eyJ….sig`): `secret/jwt`. PEM private key blocks, BEGIN to END, line breaks included:
//!   `secret/private-key`. The `user:password` part of a URL (`postgres://app:s3cr3t@db`): `secret/url-credentials`.
//!   The token after `Bearer` or `Basic` (20+ characters): `secret/bearer`.
//! - Values after a credential key and `:` or `=` (`password: hunter2`, `DB_PASSWORD=…`, `"api_key": "…"`, `pwd=…`,
//!   `AccountKey=…` in Azure connection strings, `OPENAI_KEY=…` (an upper-case `…_KEY` with a 12+ character
//!   value of letters and digits), `client_secret`, `mật khẩu: …`, `hasło: …`, `パスワード：…`, `PIN: 4921`): only
//!   the value is redacted, the key stays: `secret/password`.
//! - Said in a sentence: "my password is Tr0ub4dor&3", "la contraseña es Luna2024!", "a senha é …", "mon mot de passe
//!   est …", "das Passwort ist …", "hasło to …", "wachtwoord is …" when the value has a digit or symbol; "the API
//!   key is …", "the token was …" when the value is 16+ characters of letters and digits; "PIN is 4921":
//!   `secret/password-spoken`.
//! - PINs, passcodes and one-time codes (GUIDE: SECRET when the value is given): 4–8 digits, grouped or not ("55 81
//!   20"), after "PIN", "passcode", "OTP", "one-time code/password", "verification code", "2FA code", "access code"
//!   and their names in ~20 languages ("código de verificación", "code PIN", "Geheimzahl", "codice PIN",
//!   "pincode", "kod PIN", "PIN-koden", "engångskod", "doğrulama kodu", "kode OTP", "mã PIN", "код подтверждения",
//!   "暗証番号", "인증번호", "验证码", …), with any of a list of small words between ("mi PIN es", "Ihre PIN
//!   lautet", "mã PIN của tôi là"), or as the answer in the next turn ("and your passcode? Caller: 55 81 20")
//!   (`secret/otp`, 0.7). Not: "PIN code"/"pincode" with six digits (an Indian postcode), a longer number after the
//!   cue ("code 1234 5678 9012 3456"), amounts and times ("12.50", "12:30"), "PIN" alone with other than 4–6 digits
//!   (GPIO pins), booking "confirmation codes" (a reference number), the word PIN with no value, card last-4.
//! - A PIN or code asked for in one turn and given in the next ("…wants the PIN on the account, do you have that? /
//!   customer: oh yes, it's 2841"): the first 4–8 digit number within 220 bytes, when nothing on the way says it is
//!   another number (account number, date of birth, amount, card ending …) (`secret/answer`, 0.6).
//! - "password for Steam: Kitsune2004!", "pass de steam: …": a credential key with "for/de/für/pour … <word>" before
//!   its colon, when the value has six characters and a digit or symbol (`secret/password`).
//! - Security answers and memorable words: the word(s) after "security answer", "answer to my security question",
//!   "memorable word", "secret word", "respuesta de seguridad", "réponse secrète", "Sicherheitsantwort", … — one
//!   word, or up to four capitalised ones, or a quoted phrase — unless it is a verdict ("is wrong", "was correct")
//!   (`secret/security-answer`, 0.7).
//!
//! Deliberately not matched: public keys (`pk_live_`, `ssh-rsa AAAA…`, `BEGIN PUBLIC KEY`), environment references
//! and placeholders as values (`${DB_PASS}`, `<password>`, `YOUR_API_KEY`, `********`, `xxx`), ordinary words after
//! "password:" ("Password: reset via e-mail"), counters named like keys (`max_tokens=1024`), GPIO pins (`pin: 13`),
//! generic high-entropy strings without a prefix or key (hashes, ids, `idempotency_key`, `primary_key`), AWS secret
//! keys without their key name, and "code" alone (a discount, error or postcode).

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
    ("secret/stripe-webhook", r"whsec_[A-Za-z0-9]{24,100}"),
    ("secret/gitlab", r"gl(?:dt|rt|ptt|ft|soat|cbt)-[A-Za-z0-9_\-]{20,64}"),
    ("secret/google-oauth", r"ya29\.[0-9A-Za-z_\-]{20,500}|GOCSPX-[0-9A-Za-z_\-]{20,40}"),
    ("secret/twilio", r"SK[0-9a-f]{32}"),
    ("secret/mailgun", r"key-[0-9a-z]{32}"),
    ("secret/mailchimp", r"[0-9a-f]{32}-us[0-9]{1,2}"),
    ("secret/pypi", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{40,300}"),
    ("secret/huggingface", r"hf_[A-Za-z0-9]{30,40}"),
    ("secret/digitalocean", r"do[por]_v1_[a-f0-9]{64}"),
    ("secret/shopify", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    ("secret/square", r"sq0(?:atp|csp)-[0-9A-Za-z_\-]{22,43}|EAAA[A-Za-z0-9_\-]{60}"),
    ("secret/vault", r"hv[sb]\.[A-Za-z0-9_\-]{24,200}"),
    ("secret/databricks", r"dapi[a-f0-9]{32}(?:-[0-9])?"),
    ("secret/linear", r"lin_(?:api|oauth)_[A-Za-z0-9]{40}"),
    ("secret/notion", r"ntn_[A-Za-z0-9]{40,50}|secret_[A-Za-z0-9]{43}"),
    ("secret/sentry", r"sntry[su]_[A-Za-z0-9+/=_]{40,200}"),
    ("secret/postman", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    ("secret/grafana", r"glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}|glc_[A-Za-z0-9+/=]{32,400}"),
    ("secret/atlassian", r"ATATT[A-Za-z0-9_\-=]{60,300}"),
    ("secret/age", r"AGE-SECRET-KEY-1[0-9A-Z]{58}"),
    ("secret/telegram-bot", r"[0-9]{8,10}:AA[0-9A-Za-z_\-]{33}"),
    ("secret/slack-webhook", r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_\-]{20,200}"),
];

/// Words after which 4–8 digits are a one-time code or PIN (`secret/otp`), matched case-insensitively on whole
/// words, in the languages callers and chats use: PIN and its local names (pincode, PIN-kod, PIN-koodi, Geheimzahl,
/// 暗証番号, ПИН-код), passcodes, one-time passwords and verification / confirmation / authentication codes.
const OTP_CUES: &str = concat!(
    r"otp|one[- ]time (?:password|passcode|pin|code)|verification code|2fa code|mfa code|",
    r"two[- ]factor code|authentication code|auth code|security pin|passcode|pass code|pin number|pin|pin code|",
    r"pincode|pin-code|access code|sms code|login code|voice pin|telephone banking (?:pin|code)|",
    r"código de verificación|codigo de verificacion|código de verificação|codigo de verificacao|",
    r"código de seguridad|código pin|clave dinámica|clave de acceso|senha do cartão|código sms|",
    r"code de vérification|code de vérif|code pin|code secret|code confidentiel|code d'accès|",
    r"bestätigungscode|verifizierungscode|sicherheitscode|geheimzahl|geheimnummer|pin-nummer|einmalpasswort|tan|",
    r"codice di verifica|codice pin|codice otp|codice segreto|",
    r"verificatiecode|kod weryfikacyjny|kod sms|kod pin|pin-kod|pin-koden|",
    r"pinkod|pinkoden|engångskod|verifieringskod|engangskode|pin-koodi|vahvistuskoodi|",
    r"kertakäyttöinen koodi|doğrulama kodu|şifre kodu|tek kullanımlık şifre|kode otp|kode verifikasi|",
    r"kode pin|nomor pin|mã otp|mã pin|mã xác thực|mã xác nhận|код подтверждения|пин-код|пин код|одноразовый код|",
    r"رمز التحقق|الرقم السري"
);

/// The same for scripts written without spaces: these need no word boundary before them.
const OTP_CUES_CJK: &str = r"認証コード|暗証番号|ワンタイムパスワード|인증번호|인증 번호|비밀번호|验证码|驗證碼|动态码|支付密码";

/// Words after which a security answer or memorable word follows (`secret/security-answer`).
const ANSWER_CUES: &str = concat!(
    r"security answers?|secret answers?|answer to (?:my|the|your|her|his) security question|security question answer|",
    r"memorable word|memorable (?:information|phrase|name|place)|security word|secret word|password hint|",
    r"respuesta (?:de seguridad|secreta|a la pregunta de seguridad)|palabra (?:clave|secreta)|",
    r"resposta (?:de segurança|secreta|à pergunta de segurança)|palavra secreta|",
    r"réponse (?:secrète|de sécurité|à la question secrète)|mot secret|",
    r"sicherheitsantwort|antwort auf die sicherheitsfrage|losungswort|kennwort|",
    r"risposta (?:di sicurezza|segreta)|parola segreta|antwoord op de beveiligingsvraag|beveiligingsantwoord|",
    r"odpowiedź na pytanie (?:bezpieczeństwa|pomocnicze)|hasło pomocnicze"
);

/// Words that may stand between a code's cue and its value ("your OTP is", "mi PIN es", "Ihre PIN lautet", "mã PIN
/// của tôi là", "kod PIN to"), any number of them.
const OTP_GAP: &str = concat!(
    r"is|was|would be|will be|'s|it's|its|now|sent|then|number|no\.?|code|new|here|",
    r"es|era|sería|é|era|seria|est|c'est|serait|ist|lautet|war|wäre|è|sarebbe|to|är|er|on|là|của|tôi|bạn|anda|",
    r"adalah|dir|olarak|это|my|mi|mon|ma|meine|mein|mio|meu|minha|mijn|mój|moja|min|mitt|your|tu|",
    r"su|votre|ton|ihr|ihre|il|la|le|el|de|do|da|del|nummer|número|numéro|numero|kod|kode|koden|koodi|sifreniz"
);
/// Password nouns in many languages, with their common possessive and case forms ("şifrem", "hasła", "jelszavam"):
/// the slot of `secret/slot`, whatever the words around it.
const PASSWORD_WORDS: &str = concat!(
    r"password|passwd|passphrase|pass phrase|pwd|mot de passe|mdp|contraseña|contrasena|clave|senha|palavra-passe|",
    r"palavra passe|passwort|kennwort|wachtwoord|parola|parolă|parola mea|hasło|hasła|haslo|heslo|hesla|jelszó|",
    r"jelszavam|jelszava|lösenord|lösenordet|adgangskode|adgangskoden|passord|passordet|salasana|salasanani|",
    r"şifre|şifrem|şifreniz|şifresi|sifre|sifrem|kata sandi|kata laluan|sandi|mật khẩu|пароль|пароля|паролем|",
    r"κωδικός|κωδικός πρόσβασης|סיסמה|كلمة المرور|كلمة السر|पासवर्ड|รหัสผ่าน|wifi key|wi-fi key|wlan-schlüssel|",
    r"network key|netzwerkschlüssel|wpa key"
);

/// The same for scripts written without spaces (no word boundary needed around them).
const PASSWORD_WORDS_CJK: &str = r"パスワード|暗証番号|비밀번호|암호|密码|密碼|口令";

/// Words between a password noun and its value ("my password *is* …", "la contraseña *es* …", "şifrem: …").
const PASSWORD_GAP: &[&str] = &[
    "is", "was", "now", "it's", "its", "es", "era", "é", "est", "c'est", "ist", "lautet", "war", "è", "to", "jest",
    "är", "er", "on", "adalah", "ialah", "là", "của", "tôi", "dir", "olarak", "это", "je", "jsou", "van", "e", "is:",
    // Who set it and which one ("the password I use is …", "mot de passe temporaire …", "salasana oli …").
    "i", "use", "used", "my", "new", "old", "temporary", "initial", "current", "temporaire", "provisoire", "nouveau",
    "temporal", "nueva", "provisória", "nova", "temporäres", "neues", "iniziale", "temporanea", "nuova", "tijdelijk",
    "nieuw", "tymczasowe", "nowe", "oli", "var", "era", "foi", "było", "był", "war",
];

/// Words that follow "password:" in prose and are not passwords.
const NOT_VALUES: &[&str] = &[
    "is", "was", "required", "reset", "changed", "expired", "none", "null", "nil", "hidden", "redacted", "unknown",
    "n/a", "na", "the", "your", "my", "same", "see", "ok", "yes", "no", "empty", "optional", "set", "true", "false",
    "string", "str", "value", "example", "placeholder", "todo", "tbd", "forgotten", "incorrect", "invalid",
    // "Password: will be sent by SMS" in other languages: a verb or preposition, not a value.
    "will", "wordt", "werd", "wird", "wurde", "será", "sera", "sarà", "serà", "zostanie", "kommer", "blir", "bliver",
    "tulee", "via", "per", "par", "por", "pela", "pelo", "envoyé", "enviado", "enviada", "gesendet", "verstuurd",
    "inviato", "wysłane", "sent", "sms", "e-mail", "email", "mail", "post", "vedi", "siehe", "voir", "ver", "zie",
    "nicht", "niet", "pas", "non", "keine", "geen", "aucun", "ninguna", "nessuna", "brak", "vergessen", "oublié",
];

/// Words that follow "security answer" in prose and are not the answer.
const NOT_ANSWERS: &[&str] = &[
    "correct", "wrong", "right", "incorrect", "not", "also", "still", "what", "that", "this", "please", "and", "for",
    "question", "questions", "field", "matches", "match", "did", "does", "didn't", "doesn't", "has", "have", "had",
    "you", "we", "they", "she", "he", "his", "her", "their", "our", "can", "will", "was", "were", "been", "being",
    "too", "then", "there", "here", "given", "provided", "on", "in", "of", "with", "from", "again", "updated",
    "verified", "accepted", "failed", "locked", "saved", "stored", "case-sensitive", "case", "sensitive",
    "es", "est", "ist", "incorrecta", "correcta", "incorrecte", "correcte", "falsch", "richtig", "errata", "corretta",
];

/// The top-level alternatives of a pattern, longest first, so that "pincode" is tried before "pin" (the match is
/// then checked to be a whole word, which the shorter one would fail).
fn longest_first(alternation: &str) -> String {
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0usize, 0usize);
    for (i, c) in alternation.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '|' if depth == 0 => {
                parts.push(&alternation[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&alternation[from..]);
    crate::sort::sort_by(&mut parts, |a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    parts.join("|")
}

/// Whether `n` digits after the cue `cue` (`said`: the text from the cue to the value) are not a code: an Indian
/// "PIN code" is a six-digit postcode; a TAN is a German one-time code only in capitals with six digits; "PIN" alone
/// (also a GPIO or map pin) takes four to six digits.
fn refused(cue: &str, said: &str, n: usize) -> bool {
    let k = cue.to_lowercase();
    let said = said.to_lowercase();
    let postcode = n == 6 && ["pin code", "pincode", "pin-code", "pin no"].iter().any(|w| said.contains(w));
    let tan = k == "tan" && (n != 6 || cue != "TAN");
    let pin = k == "pin" && !(4..=6).contains(&n);
    postcode || tan || pin
}

/// Words after a PIN or code was asked for that say the number that follows is something else.
const OTHER_NUMBERS: &[&str] = &[
    "account number", "phone", "mobile", "number is", "card number", "reference", "order", "postcode", "zip", "birth",
    "dob", "born", "licence", "license", "passport", "amount", "rupees", "dollars", "naira", "euro", "pounds",
    "price", "balance", "ticket", "policy", "member", "nik", "id number", "case", "claim", "invoice", "years", "days",
    "minutes", "hours", "times", "percent", "ending", "ends in", "last four", "last 4", "model", "version", "pad",
    "step", "page", "digits",
];

/// A PIN or code asked for in one turn and given in the next ("…wants the PIN on the account, do you have that? /
/// customer: oh yes I set it up last year, it's 2841"; "mohon disebutkan di sini ya. / 20:19 Pelanggan: 834 106"):
/// the first number of four to eight digits (grouped or not) within 220 bytes after the cue, when a turn ends on the
/// way (a `?`, a line break or a speaker's label) or the number is within 120 bytes (the shadow text joins turns),
/// at most one turn starts, and no word on the way says the number
/// is something else (an account number, a date of birth, an amount, …). Digits on the way other than a clock time
/// or a lone one- or two-digit number stop the search.
fn answer_in_next_turn(text: &str, from: usize) -> Option<(usize, usize)> {
    let end = (from + 220).min(text.len());
    let end = (end..=text.len()).find(|&i| text.is_char_boundary(i))?;
    let window = &text[from..end];
    let b = window.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        // A run of digits with single spaces between groups.
        let start = i;
        let mut j = i;
        let mut last_digit = i;
        while j < b.len() && (b[j].is_ascii_digit() || (b[j] == b' ' && j + 1 < b.len() && b[j + 1].is_ascii_digit())) {
            if b[j].is_ascii_digit() {
                last_digit = j;
            }
            j += 1;
        }
        let run = &window[start..=last_digit];
        let n = run.bytes().filter(u8::is_ascii_digit).count();
        let glued = |c: Option<u8>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_');
        let before = if start == 0 { text[..from].bytes().next_back() } else { Some(b[start - 1]) };
        let after = b.get(last_digit + 1).copied();
        let joined = |c: Option<u8>, d: Option<u8>| matches!(c, Some(b':' | b'.' | b',' | b'/' | b'-')) && d.is_some_and(|d| d.is_ascii_digit());
        let time = after == Some(b':') || (start >= 1 && b[start - 1] == b':');
        if time || n <= 2 || glued(before) || glued(after) {
            i = last_digit + 1;
            continue;
        }
        if (4..=8).contains(&n) && !joined(after, b.get(last_digit + 2).copied()) && !(start >= 2 && joined(Some(b[start - 1]), Some(b[start - 2]))) {
            let gap = &window[..start];
            let lower = gap.to_lowercase();
            let labels = gap.split_whitespace().filter(|w| w.len() >= 3 && w.ends_with(':') && w[..w.len() - 1].chars().all(char::is_alphabetic)).count();
            let turn = gap.contains('?') || gap.contains('\n') || labels >= 1;
            let one_turn = gap.matches('\n').count() <= 1 && labels <= 1;
            // The shadow text joins a turn to the next over a repeated speaker label: a closer value needs no mark.
            if (turn || start <= 120) && one_turn && !OTHER_NUMBERS.iter().any(|w| lower.contains(w)) {
                return Some((from + start, from + last_digit + 1));
            }
        }
        return None;
    }
    None
}

/// Finds credentials.
pub struct SecretRecognizer {
    keys: Vec<(&'static str, Regex)>,
    pem: Regex,
    url: Regex,
    kv: Regex,
    spoken: Regex,
    spoken_key: Regex,
    bearer: Regex,
    otp: Regex,
    answer_cue: Regex,
    answer: Regex,
    asked: Regex,
    /// Password nouns (`secret/slot`).
    password_word: Regex,
}

impl SecretRecognizer {
    /// Compiles the patterns.
    pub fn new() -> SecretRecognizer {
        let keys = KEYS
            .iter()
            .map(|(rule, p)| (*rule, Regex::new(&format!(r"(?-u:\b)(?:{p})")).expect("secret pattern compiles")))
            .collect();
        let key = concat!(
            r"[A-Za-z0-9_\-]*(?i:password|passwd|secret|token|api_?key|apikey|private_?key|access_?key|auth_?key|",
            r"signing_?key|encryption_?key|master_?key|accountkey|sharedaccesskey|credentials?)[A-Za-z0-9_\-]*|",
            r"[A-Z0-9_]*_KEY|",
            r"(?i:pwd|pass|passcode|pin|passwort|kennwort|mot de passe|contraseña|contrasena|clave|senha|palavra-passe|",
            r"password|parola|wachtwoord|hasło|haslo|lösenord|adgangskode|passord|salasana|şifre|sifre|kata sandi|",
            r"mật khẩu|пароль|パスワード|비밀번호|密码|密碼|كلمة المرور)"
        );
        SecretRecognizer {
            keys,
            pem: Regex::new(
                r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?s:.)*?-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----",
            )
            .expect("pem pattern compiles"),
            url: Regex::new(r"[A-Za-z][A-Za-z0-9+.\-]{1,15}://([^\s:/@]{1,64}:[^\s:/@]{1,128})@").expect("url pattern compiles"),
            kv: Regex::new(&format!(r#"(?-u:\b)(?P<key>{key})(?P<of>[ \t]+(?i:de|for|of|do|da|für|fürs|pour|van|del|dla|til|för|na)[ \t]+(?:my[ \t]+|mi[ \t]+|mein[ \t]+|meu[ \t]+|mon[ \t]+)?[\p{{L}}\p{{N}}._\-]{{1,24}})?["']?[ \t]*[:=][ \t]*(?P<val>"[^"\n]{{1,200}}"|'[^'\n]{{1,200}}'|\S{{1,200}})"#))
                .expect("kv pattern compiles"),
            spoken: Regex::new(concat!(
                r"(?i)(?:^|[^\p{L}\p{N}_])(?P<key>password|passcode|pin|pin code|mật khẩu|contraseña|contrasena|clave|senha|",
                r"palavra-passe|mot de passe|passwort|kennwort|hasło|haslo|wachtwoord|lösenord|pass|pw|pwd)",
                // With a verb ("password is …"), or right after the key word ("username dana password Summer2024!").
                r"(?:[ \t]+(?P<verb>is|was|is now|will be|es|era|é|est|c'est|ist|lautet|là|är|to)[ \t]*:?)?[ \t]+",
                r"(?P<val>\S{1,100})"
            ))
            .expect("spoken pattern compiles"),
            spoken_key: Regex::new(
                r"(?i)(?-u:\b)(?:api key|api token|access key|secret key|secret|token|client secret|access token|auth token|app password|webhook secret|signing secret)(?:[ \t]+(?:is|was|is now|reads))[ \t]*[:=]?[ \t]+(?P<val>[A-Za-z0-9_\-./+=]{16,200})",
            )
            .expect("spoken key pattern compiles"),
            bearer: Regex::new(r"(?-u:\b)(?:Bearer|BEARER|bearer|Basic)[ \t]+(?P<val>[A-Za-z0-9_\-.~+/]{20,2000}=*)")
                .expect("bearer pattern compiles"),
            // What may follow a code's cue up to its value, anchored right after the cue (run only where `asked`
            // found a cue, so the long pattern never scans the whole text).
            otp: Regex::new(&format!(
                concat!(
                    r"^(?i)(?:[ \t]*[:#=\-–.]?[ \t]+(?:{gap}))*",
                    r"[ \t]*[:#=：.]?[ \t]*(?:は|が|는|은|是|为|為)?",
                    // A question answered in the next turn: "and your PIN? Caller: 4 4 7 1".
                    r"[ \t]*(?:\?[ \t]*\n?[ \t]*(?:\[[^\]\n]{{1,24}}\][ \t]*)?[\p{{L}}_][\p{{L}}\p{{N}}_ .'-]{{0,24}}:)?",
                    r"[ \t]*[:#=：]?[ \t]*(?P<val>[0-9]{{1,8}}(?:[ \-][0-9]{{1,4}}){{0,7}})(?:[^A-Za-z0-9_]|$)"
                ),
                gap = OTP_GAP
            ))
            .unwrap_or_else(|e| panic!("otp pattern compiles: {e}")),
            // The cues of security answers alone (a plain alternation, scanned fast over the whole text); `answer`
            // reads the value only right after each cue: its long letter classes would make the lazy DFA give up
            // over a whole text (measured: 0.6 s per MB of mixed text, against 0.04 s for the rest of this file).
            answer_cue: Regex::new(&format!(r"(?i){ANSWER_CUES}")).unwrap_or_else(|e| panic!("answer cue pattern compiles: {e}")),
            answer: Regex::new(&format!(
                concat!(
                    r"^(?i)(?:[ \t]*[:=\-–]?[ \t]+(?:is|was|would be|will be|es|era|sería|é|est|ist|lautet|è|to|jest|is het))*",
                    r"[ \t]*[:=\-–]?[ \t]*(?P<val>\x22[^\x22\n]{{1,60}}\x22|'[^'\n]{{1,60}}'|[\p{{L}}\p{{N}}][\p{{L}}\p{{N}}'’\-]{{2,40}}(?:[ \t]+\p{{Lu}}[\p{{L}}\p{{N}}'’\-]{{1,40}}){{0,3}})"
                ),
            ))
            .unwrap_or_else(|e| panic!("answer pattern compiles: {e}")),
            // The cues of codes and passwords alone: a plain alternation the regex engine scans for fast.
            asked: Regex::new(&format!(
                r"(?i)(?P<lat>{cues})|(?P<cjk>{cjk})",
                cues = longest_first(&format!("{OTP_CUES}|password|passwort|kennwort|senha|contraseña|mot de passe|wachtwoord|hasło|o t p")),
                cjk = longest_first(OTP_CUES_CJK)
            ))
            .unwrap_or_else(|e| panic!("asked pattern compiles: {e}")),
            password_word: Regex::new(&format!(
                r"(?i)(?P<lat>{})|(?P<cjk>{})",
                longest_first(PASSWORD_WORDS),
                longest_first(PASSWORD_WORDS_CJK)
            ))
            .unwrap_or_else(|e| panic!("password word pattern compiles: {e}")),
        }
    }

    /// `secret/slot`: the value after a password noun in any of many languages, whatever the words around it ("my
    /// password is …", "şifrem Ankara1923x", "hasło: …", "パスワードはSakura2026です", "비밀번호는 haneul77!입니다",
    /// "密码Fang8812"): up to three small words ("is", "es", "lautet", …), a `:`, `=` or a CJK particle, then one
    /// token of 4–64 characters with a letter and a digit or symbol (or six characters after `:`/`=`), cut where
    /// CJK text resumes. Not: prose words ("password reset", "Passwort: wird per SMS gesendet"), placeholders.
    fn password_slots(&self, text: &str, out: &mut Vec<Finding>) {
        for c in self.password_word.captures_iter(text) {
            let m = c.get(0).expect("whole match");
            if c.name("lat").is_some() {
                let word = |ch: char| ch.is_alphanumeric() || ch == '_';
                if super::char_before(text, m.start()).is_some_and(word) || super::char_at(text, m.end()).is_some_and(word) {
                    continue;
                }
            }
            let mut pos = m.end();
            let mut introduced = false;
            for _ in 0..4 {
                let rest = &text[pos..];
                let skip = rest.len()
                    - rest.trim_start_matches(|ch: char| ch == ' ' || ch == '\t' || ":=：-–\"'“「".contains(ch) || "はがを는은이가是为為".contains(ch)).len();
                introduced |= rest[..skip].contains([':', '=', '：']) || rest[..skip].contains(|ch: char| "はが는은是为為".contains(ch));
                pos += skip;
                let rest = &text[pos..];
                let w = rest.split(|ch: char| ch.is_whitespace() || ch == ':').next().unwrap_or("");
                if PASSWORD_GAP.contains(&w.to_lowercase().as_str()) {
                    introduced = true;
                    pos += w.len();
                } else if let Some(colon) = rest[..(0..=rest.len().min(40)).rev().find(|&i| rest.is_char_boundary(i)).unwrap_or(0)].find([':', '：']).filter(|&c| {
                    // A qualifier before the field's colon ("Password iniziale: …", "Clave Única: …", "hasło podał
                    // sam: …"): at most three words, no value shape among them.
                    let words = &rest[..c];
                    c > 0 && words.split_whitespace().count() <= 3 && !words.contains(|ch: char| ch.is_ascii_digit() || ch == '\n')
                }) {
                    introduced = true;
                    pos += colon;
                } else {
                    break;
                }
            }
            let rest = &text[pos..];
            let token = rest
                .split(|ch: char| ch.is_whitespace() || "、。，」』\"”“;|".contains(ch) || ('\u{3040}'..='\u{30ff}').contains(&ch) || ('\u{ac00}'..='\u{d7af}').contains(&ch) || ('\u{4e00}'..='\u{9fff}').contains(&ch))
                .next()
                .unwrap_or("");
            // Quotation marks are not part of the value ("Kennwort „Brötchen für alle“": a motto, no symbol).
            let quotes = ['„', '“', '”', '"', '\'', '«', '»', '‚', '‘', '’'];
            let lead = token.len() - token.trim_start_matches(quotes).len();
            let pos = pos + lead;
            let token = token[lead..].trim_end_matches([',', ';', ')', '.']).trim_end_matches(quotes);
            let token = if token.ends_with(['.', ',']) { &token[..token.len() - 1] } else { token };
            let n = token.chars().count();
            if !(4..=64).contains(&n) || token.contains("://") || placeholder_value(token) {
                continue;
            }
            let lower = token.to_lowercase();
            if NOT_VALUES.contains(&lower.trim_end_matches(['!', '?']).as_ref()) {
                continue;
            }
            let letter = token.chars().any(char::is_alphabetic);
            let digit = token.chars().any(|ch| ch.is_ascii_digit());
            let symbol = token.chars().any(|ch| !ch.is_alphanumeric());
            // A measure or a count is not a password ("8-characters", "12 characters", "2FA-enabled").
            let measure = token.contains('-') && token.split('-').skip(1).all(|w| w.chars().all(char::is_alphabetic));
            let shaped = letter && (digit || symbol) && !measure && n >= 5;
            if shaped || (introduced && letter && n >= 6 && !token.chars().all(char::is_lowercase)) {
                out.push(Finding::new(Span::new(pos, pos + token.len()), Label::Secret, 0.8, "secret/slot").validated(Validation::NotApplicable));
            }
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
    // A connection string goes on after `;`: `AccountKey=…==;EndpointSuffix=core.windows.net`.
    let v = v
        .match_indices(';')
        .find(|&(i, _)| {
            let rest = &v[i + 1..];
            rest.find('=').is_some_and(|eq| eq > 0 && rest[..eq].bytes().all(|b| b.is_ascii_alphanumeric() || b == b' '))
        })
        .map_or(v, |(i, _)| &v[..i]);
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
            // An upper-case `…_KEY` of a configuration is a secret only when its value looks like one
            // (`OPENAI_KEY=…`, not `PRIMARY_KEY=id`).
            let mixed = v.bytes().any(|b| b.is_ascii_digit()) && v.bytes().any(|b| b.is_ascii_alphabetic());
            if key.as_str().ends_with("_KEY") && !(v.len() >= 12 && mixed) {
                continue;
            }
            // "password for Steam: …", "pass de steam: …": the value must look like a password.
            if c.name("of").is_some()
                && !(v.chars().count() >= 6 && v.chars().any(|ch| ch.is_ascii_digit() || !ch.is_alphanumeric()))
            {
                continue;
            }
            // A key or password is longer than a queue number ("Token: 47").
            let short = v.chars().count() < if k.contains("token") { 8 } else { 4 };
            if placeholder_value(v) || (!pin && short) || (pin && !(v.len() >= 4 && v.len() <= 8 && v.bytes().all(|b| b.is_ascii_digit())))
            {
                continue;
            }
            push(out, s, e, 0.85, "secret/password");
        }
        for c in self.spoken_key.captures_iter(text) {
            let val = c.name("val").expect("val");
            let (s, e) = trim_value(text, val.start(), val.end());
            let e = s + text[s..e].trim_end_matches(['.', '!', '?']).len();
            let v = &text[s..e];
            let mixed = v.bytes().any(|b| b.is_ascii_digit()) && v.bytes().any(|b| b.is_ascii_alphabetic());
            if mixed && !placeholder_value(v) && e - s >= 16 {
                push(out, s, e, score::STRONG, "secret/password-spoken");
            }
        }
        for c in self.bearer.captures_iter(text) {
            let val = c.name("val").expect("val");
            let v = val.as_str();
            let mixed = v.bytes().any(|b| b.is_ascii_digit()) && v.bytes().any(|b| b.is_ascii_alphabetic());
            if mixed && !placeholder_value(v) && !super::char_at(text, val.end()).is_some_and(char::is_alphanumeric) {
                push(out, val.start(), val.end(), score::STRONG, "secret/bearer");
            }
        }
        let word = |c: char| c.is_alphanumeric() || c == '_';
        for c in self.asked.captures_iter(text) {
            let (m, latin) = match (c.name("lat"), c.name("cjk")) {
                (Some(m), _) => (m, true),
                (None, Some(m)) => (m, false),
                (None, None) => continue,
            };
            // A Latin cue is a whole word ("pinned", "pin2024", "shipping" are not cues).
            if latin && (super::char_before(text, m.start()).is_some_and(word) || super::char_at(text, m.end()).is_some_and(word)) {
                continue;
            }
            let cue = m.as_str();
            let mut lim = (m.end() + 240).min(text.len());
            while !text.is_char_boundary(lim) {
                lim -= 1;
            }
            // The value right after the cue and its small words (`secret/otp`).
            if let Some(val) = self.otp.captures(&text[m.end()..lim]).and_then(|c| c.name("val")) {
                let (vs, ve) = (m.end() + val.start(), m.end() + val.end());
                let n = val.as_str().bytes().filter(u8::is_ascii_digit).count();
                // A code is whole: not the head of a longer number ("code 1234 5678 9012 3456"), not an amount or
                // a time ("PIN 1234.50", "code 12:30").
                let rest = &text[ve..];
                let longer = rest.starts_with([' ', '-']) && rest[1..].starts_with(|c: char| c.is_ascii_digit())
                    || rest.starts_with(['.', ',', ':', '/']) && rest[1..].starts_with(|c: char| c.is_ascii_digit());
                let cut = ve == lim && lim < text.len();
                if (4..=8).contains(&n) && !longer && !cut && !refused(cue, &text[m.start()..vs], n) {
                    push(out, vs, ve, 0.7, "secret/otp");
                }
                continue;
            }
            // Or asked for in one turn and given in the next (`secret/answer`).
            if let Some((s, e)) = answer_in_next_turn(text, m.end())
                .filter(|&(s, e)| !refused(cue, &text[m.start()..s], text[s..e].bytes().filter(u8::is_ascii_digit).count()))
            {
                push(out, s, e, 0.6, "secret/answer");
            }
        }
        for cue in self.answer_cue.find_iter(text) {
            if super::char_before(text, cue.start()).is_some_and(word) || super::char_at(text, cue.end()).is_some_and(word) {
                continue;
            }
            let mut lim = (cue.end() + 400).min(text.len());
            while !text.is_char_boundary(lim) {
                lim -= 1;
            }
            let Some(val) = self.answer.captures(&text[cue.end()..lim]).and_then(|c| c.name("val")) else { continue };
            let (s, e) = trim_value(text, cue.end() + val.start(), cue.end() + val.end());
            let v = &text[s..e];
            let first = v.split([' ', '\t']).next().unwrap_or(v).to_lowercase();
            if !placeholder_value(v) && !NOT_ANSWERS.contains(&first.as_str()) {
                push(out, s, e, 0.7, "secret/security-answer");
            }
        }
        self.password_slots(text, out);
        for c in self.spoken.captures_iter(text) {
            let (key, val) = (c.name("key").expect("key"), c.name("val").expect("val"));
            // "to" is Polish ("hasło to …"); in English "the password to 0412 555 123" is something else.
            let polish = key.as_str().to_lowercase().starts_with("has");
            if c.name("verb").is_some_and(|v| v.as_str().eq_ignore_ascii_case("to")) != polish {
                continue;
            }
            let (s, mut e) = trim_value(text, val.start(), val.end());
            let is_pin = key.as_str().to_lowercase().starts_with("pin");
            if is_pin {
                e = s + text[s..e].trim_end_matches(['.', '!', '?']).len();
            }
            let v = &text[s..e];
            let k = key.as_str().to_lowercase();
            let letter_and_digit = v.chars().any(|ch| ch.is_ascii_digit()) && v.chars().any(char::is_alphabetic);
            // Without a verb, or after the short keys "pass", "pw", "pwd" (a boarding pass, "pass 12 of 20"), the
            // value must look like a password: six or more characters with a letter and a digit, not a measure
            // ("8-characters", "2FA-enabled").
            let measure = v.contains('-') && v.split('-').skip(1).all(|w| w.chars().all(char::is_alphabetic));
            let strict = c.name("verb").is_none() || matches!(k.as_str(), "pass" | "pw" | "pwd");
            let strong = if is_pin {
                (4..=8).contains(&v.len()) && v.bytes().all(|b| b.is_ascii_digit())
            } else if strict {
                v.chars().count() >= 6 && letter_and_digit && !measure
            } else {
                v.chars().any(|ch| ch.is_ascii_digit() || !ch.is_alphanumeric())
            };
            if is_pin && c.name("verb").is_none() {
                continue;
            }
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
                ("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGH ok", S, "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGH"),
                ("GITLAB glpat-xY7zA1bC2dE3fG4hI5jK ok", S, "glpat-xY7zA1bC2dE3fG4hI5jK"),
                ("openai sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z_AbCdEf rotate", S, "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z_AbCdEf"),
                ("twilio SK2f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e done", S, "SK2f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e"),
                ("SendGrid 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 here", S, "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"),
                ("token npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8 leaked", S, "npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"),
                ("hf hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345678 x", S, "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345678"),
                ("DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==;EndpointSuffix=core.windows.net", S, "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA=="),
                ("OPENAI_KEY=a8Fj2kLq9ZmX4vB7", S, "a8Fj2kLq9ZmX4vB7"),
                ("STRIPE_WEBHOOK_SECRET=whsec_Xb81Lq0nTz7KcV3pWm5RgA2yHe9dJ4uF", S, "whsec_Xb81Lq0nTz7KcV3pWm5RgA2yHe9dJ4uF"),
                ("curl -H 'Authorization: Bearer olb_7Hq2mZxR9vK4tW1pLc8NfYd3' x", S, "olb_7Hq2mZxR9vK4tW1pLc8NfYd3"),
                ("la contraseña es Luna2024! gracias", S, "Luna2024!"),
                ("a senha é gato123 ok", S, "gato123"),
                ("mon mot de passe est soleil#42 merci", S, "soleil#42"),
                ("das Passwort ist Sommer2025 danke", S, "Sommer2025"),
                ("hasło to kot2024! dzięki", S, "kot2024!"),
                ("the API key is 9fA2kQ7xVw3LmZ8pR4tY, sorry", S, "9fA2kQ7xVw3LmZ8pR4tY"),
                ("Your OTP is 482913. Do not share it.", S, "482913"),
                ("verification code: 771 204", S, "771 204"),
                ("el código de verificación es 5521", S, "5521"),
                ("hasło: Kwiatek!77", S, "Kwiatek!77"),
                ("bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0 here", S, "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0"),
                ("username dana.w password Summer2024! thanks", S, "Summer2024!"),
                ("wifi pass is kiwi2023 btw", S, "kiwi2023"),
                ("and your telephone banking passcode? Caller: 55 81 20.", S, "55 81 20"),
                ("Geheimzahl: 7733", S, "7733"),
                ("il codice PIN è 6612", S, "6612"),
                ("mijn pincode is 4410", S, "4410"),
                ("mój PIN to 5531", S, "5531"),
                ("PIN-koden är 1937", S, "1937"),
                ("Ihr Bestätigungscode lautet 882911", S, "882911"),
                ("kode OTP anda 448120", S, "448120"),
                ("mã PIN của tôi là 2580", S, "2580"),
                ("doğrulama kodu 661203", S, "661203"),
                ("код подтверждения 4412", S, "4412"),
                ("暗証番号は1234です", S, "1234"),
                ("您的验证码是662091", S, "662091"),
                ("security answer: Buttercup", S, "Buttercup"),
                ("the answer to my security question is Rover.", S, "Rover"),
                ("memorable word is pineapple", S, "pineapple"),
                ("la respuesta de seguridad es Canela", S, "Canela"),
                ("agent: wants the PIN on the account, do you have that\ncustomer: oh yes I set it up last year, it's 2841", S, "2841"),
                ("mohon disebutkan kode OTP di sini ya.\n20:19 Pelanggan: 834 106\n", S, "834 106"),
                ("never give anyone your pin\ncustomer: I told him it was 1990, I hope that is okay", S, "1990"),
                ("> \"pass de steam: Kitsune2004!\"", S, "Kitsune2004!"),
                ("password for my Netflix: Blue7Tiger", S, "Blue7Tiger"),
                // A password noun in many languages, whatever the words around it.
                ("şifrem Ankara1923x, tamam mı", S, "Ankara1923x"),
                ("ログインIDはtanaka_k88、パスワードはSakura2026です。", S, "Sakura2026"),
                ("비밀번호는 haneul77!입니다", S, "haneul77!"),
                ("Password iniziale: Verona#2024!ab Badge", S, "Verona#2024!ab"),
                ("the password I use is Lagos@2023 should I", S, "Lagos@2023"),
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
                "PRIMARY_KEY=id and SORT_KEY=created_at",
                "idempotency_key=8f14e45fceea167a5a36dedd4bea2543",
                "Password must be at least 8 characters (8+ chars)",
                "the password to reset is in the e-mail",
                "my pin code is the postcode",
                "Basic plan includes 20GB of storage",
                "Order OTP page v2.14.3 returned error E-4471",
                "the verification code expired",
                "discount code SAVE2024 at checkout",
                "the token was revoked yesterday",
                "api key rotation is scheduled for 2025-06-01",
                "the boarding pass is 12 of 20",
                "password 8-characters minimum, 2FA-enabled",
                "pass 12345 to the next team",
                "PIN code 560001, Bengaluru",
                "Pincode: 400050",
                "connect pin 2 to ground",
                "verification code 1234 5678 9012 3456 is not a code",
                "your PIN for card ending 4921 is locked",
                "order 12345678, confirmation code 48213",
                "the security answer was correct",
                "memorable word field is case-sensitive",
                "PIN changed on 2024-05-01",
                "the PIN pad model 3300 failed",
                "confirmation code: 12.50 EUR",
                "the tan 2024 collection",
                "Tijdelijk wachtwoord: wordt via sms verstuurd",
                "Passwort: wird per E-Mail gesendet",
                "what's your PIN?\ncaller: my account number is 30448812",
                "your PIN for the card ending 4921",
                "the verification code was sent to +44 7911 123456",
                "PIN letter dated 12.03.2024",
                "password for Steam: changed",
                "OTP expires in 10 minutes, order 40021877",
                "Initial-Passwort;Bemerkung;Eintritt",
                "Kennwort „Brötchen für alle“.",
                "the password reset link expired",
            ],
        );
    }
}
