//! USERNAME: user names and @handles — reported only right after a cue.
//!
//! Matches (see [`super::cued`]):
//! - `username/cued`: after "username", "user ID", "login name", "handle", "screen name", "gamertag", "nickname",
//!   "display name", "IGN", "pseudo", "Steam ID", "Riot ID", "Benutzername", "nom d'utilisateur", "nome de
//!   usuário", "nazwa użytkownika", "användarnamn", "tên đăng nhập", "ユーザー名", …: a name of 3–40 letters, digits,
//!   `_`, `.` or `-` (optionally with a leading `@` and a gamer tag's `#4821` / `#KR1`) that is not a stop word
//!   ("is", "required", …) and either follows `:`, `=` or "is", or looks like a handle (a digit, `_`, `.`, `-` or an
//!   inner capital), or is a lower-case word of 4–20 letters that is not a frequent English word ("what's the
//!   username? Caller: it's mkowalski"); also a name said aloud with its joins ("d underscore whitfield");
//! - `username/user`: after "user" (and "utilisateur", "usuario", "użytkownik", …): a handle-shaped name with a
//!   lower-case letter ("User: jdoe42"), never a plain word ("user agent") or a version (`v2.14.3`);
//! - `username/irc-speaker`: the nick of an IRC-style chat line after its time (`[10:14] <neonmoth> hi`);
//! - `username/handle`: after a platform or contact cue ("Twitter", "X", "Instagram", "IG", "TikTok", "Telegram",
//!   "Discord", "GitHub", "DM me", "follow me on", …): an `@handle`.
//!
//! - `username/upi`: Indian UPI ids `name@okhdfcbank`, `98765@ybl` (payment handles of the known providers);
//! - `username/log-field`: log fields `user=halrashid`, `login=…`, `uid=…` (not system accounts: root, admin, …);
//! - `username/chat-speaker`: a handle-shaped speaker after a chat timestamp (`[09:12] ravi.k: morning`);
//! - `username/handle-shaped`: an @handle with no cue that holds a digit, `_`, `.` or `-` (`@kaylee.builds`), at 0.6;
//! - `username/handle-plain`: any other @handle of three or more characters with a lower-case letter
//!   (`@ritaplaysbass`, `@jmorales` as a chat speaker), at 0.6, unless it is a word of code, markup or chat
//!   ([`AT_WORDS`]: `@Override`, `@param`, `@media`, `@here`, `@channel`, `@everyone`);
//! - `username/login`: after "login", "sign-in", "signed in under", "logs in as", "identifiant", "Benutzer", "usuario", "gebruikersnaam", …: a name
//!   that starts with a letter and is introduced (`:`, "is") or handle-shaped (`jmorales2`), never an address;
//! - `username/platform`: after a platform name ("GitHub: javi-morales-dev", "Reddit: marlow_k"): a handle-shaped
//!   name, or a name of five letters or more that is not a frequent English word, introduced by `:` or "is";
//! - `username/reddit`: `u/name`;
//! - `username/platform-as`: "on Instagram as loopy.ewe.knits", "on the livestream as @kaz_88" (a handle-shaped name);
//! - `username/profile-url`: the user part of a profile URL (`instagram.com/name`, `x.com/name/status/…`, and
//!   `github.com/mlopez-dev` with nothing after it), not site paths (`github.com/orgs`, `x.com/home`) nor the owner
//!   of a repository URL (`github.com/rust-lang/regex`: often an organisation);
//! - `username/name-login`: a login in brackets made from the name just before it (`Hamza Al-Rashid (halrashid)`);
//! - `username/domain-account`: a Windows account `CORP\jmeyer2` (not `NT AUTHORITY\SYSTEM`, `BUILTIN\…`);
//! - `username/home-path`: the user folder of a home path (`C:\Users\jmeyer2\`, `/home/jmeyer2/`, `/Users/…`), not
//!   shared and system folders (`Public`, `Default`, `ubuntu`, `root`, …);
//! - `username/repeat`: every other mention of a user name found in the same text, as a whole token ("opened by
//!   kira_vex", "not jmorales" after "@jmorales": a lower-case name of five letters or more that is neither a
//!   frequent word nor a personal name counts as distinctive); any other plain name (`@Lunaraine`) only as a chat
//!   speaker (`Lunaraine:`).
//!
//! - `username/spoken-upi`: a UPI id said aloud, "faizan dot qureshi 87 at okicici" (known providers only);
//! - `username/chat-author`: a chat export's handle-shaped author after a dated stamp with no colon
//!   (`[02/12/2026 22:49] pedrinho.bh gente…`, Discord/WhatsApp exports);
//! - `username/near-cue`: a handle-shaped token (parts joined by `.`/`_` with one that is no frequent word, or
//!   letters then two digits) within three words after a weak cue in several languages ("como", "as", "from",
//!   "account", "akun", "cuenta alternativa", "kanalına", "registered"): not domains, files, versions (`pain.002`),
//!   generated ids, snake_case fields (`sold_wk`, `key_ref`) nor `from x.y import`;
//! - logins after compound cues ("Windows-login", "gebruikers-ID", "user-id") and `user name@realm` (PPPoE).
//!
//! Deliberately not matched: @words of code, markup and chat ([`AT_WORDS`]: `@Override`, `@here`, `@channel`), decorators and
//! package scopes followed by `(` or `/` or alone on their line (`@app.route(`, `@types/node`, `@pytest.fixture`),
//! e-mail addresses (EMAIL), names before their cue, speaker names that are personal names (`[19:46] Rohit
//! Deshpande:`, PERSON's job), and a trailing `.`.

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

use super::cued::{Cued, Kind};

const STOP: &[&str] = &[
    "and", "the", "for", "please", "same", "not", "required", "incorrect", "invalid", "wrong", "field", "changed",
    "reset", "forgotten", "unknown", "here", "below", "above", "again", "page", "screen", "attempts", "failed", "from",
    "with", "to", "at", "in", "on", "as", "via", "by", "using", "attempt", "successful", "details", "credentials",
    "root", "admin", "administrator", "ubuntu", "guest", "system", "nobody", "postgres", "service", "down", "blocked",
    "banned", "private", "public", "broken", "working", "slow", "locked", "disabled", "enabled", "expired", "name",
    "password", "account", "profile", "page", "link", "email", "number", "e-mails", "emails", "mails", "e-mail",
    // Cue words of other languages, which the English word list does not hold.
    "identifiant", "usuario", "usuário", "utente", "benutzer", "benutzername", "login", "username", "nickname",
    "pseudo", "handle", "gebruiker", "gebruikersnaam", "utilisateur", "użytkownik", "kennung", "anmeldename",
];

/// Words after `@` that are code, markup or chat mentions of everyone, never a person's handle: decorators and
/// annotations (Java, Python, TypeScript, Angular, Lombok, JUnit), doc-comment tags, CSS at-rules and chat broadcasts.
const AT_WORDS: &[&str] = &[
    "here", "channel", "everyone", "all", "room", "team", "override", "overrides", "param", "params", "return",
    "returns", "throws", "throw", "deprecated", "test", "tests", "media", "import", "keyframes", "font-face",
    "supports", "charset", "namespace", "page", "property", "see", "since", "author", "version", "link", "example",
    "type", "typedef", "callback", "inject", "injectable", "component", "input", "output", "ngmodule", "directive",
    "pipe", "hostlistener", "viewchild", "suppresswarnings", "functionalinterface", "entity", "table", "column", "id",
    "autowired", "bean", "service", "repository", "controller", "restcontroller", "getmapping", "postmapping",
    "requestmapping", "transactional", "before", "after", "beforeeach", "aftereach", "beforeall", "afterall", "mock",
    "value", "data", "builder", "getter", "setter", "nonnull", "nullable", "dataclass", "staticmethod",
    "classmethod", "abstractmethod", "cached_property", "mixin", "include", "extend", "use", "forward", "apply",
    "layer", "container", "tailwind", "font", "ts-ignore", "ts-expect-error", "jsx", "flow", "license", "brief",
    "file", "class", "interface", "enum", "const", "var", "let", "todo", "fixme", "note", "param-name", "api",
    "route", "app", "get", "post", "put", "delete", "patch", "async", "sync", "home", "work", "night", "noon",
    "latest", "next", "types", "scope", "import-glob",
];

/// A user name after its cue: a name said aloud with its joins ("d underscore whitfield", "mia dot rose 22" on the
/// shadow text), or a name of letters, digits, `_`, `.`, `-`, with an optional `@` and a gamer tag's `#1234` /
/// `#KR1` after it.
const VALUE: &str = concat!(
    r"(?:[a-z] )*[a-z0-9]+(?: (?:underscore|dot|dash|hyphen) (?:[a-z] )*[a-z0-9]+)+",
    // (Each number word whole: "ninety", not "nine" and a glued "ty".)
    r"(?: (?:[0-9]{1,4}|zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?-u:\b)){0,4}",
    // An initial (not the words "a", "i"), a surname and digits said as one login ("t villasenor eight two").
    r"|[b-hj-z] [a-z]{3,20}(?: (?:[0-9]{1,4}|zero|oh|one|two|three|four|five|six|seven|eight|nine|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?-u:\b)){1,4}",
    r"|@?[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_](?:#[A-Za-z0-9]{2,5})?"
);

/// [`VALUE`] for the login cues: a written name starts with a letter ("login from 10.0.0.1" is no login).
const LOGIN_VALUE: &str = concat!(
    r"(?:[a-z] )*[a-z0-9]+(?: (?:underscore|dot|dash|hyphen) (?:[a-z] )*[a-z0-9]+)+",
    // (Each number word whole: "ninety", not "nine" and a glued "ty".)
    r"(?: (?:[0-9]{1,4}|zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?-u:\b)){0,4}",
    // An initial (not the words "a", "i"), a surname and digits said as one login ("t villasenor eight two").
    r"|[b-hj-z] [a-z]{3,20}(?: (?:[0-9]{1,4}|zero|oh|one|two|three|four|five|six|seven|eight|nine|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?-u:\b)){1,4}",
    r"|@?[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_]"
);

/// A plain lower-case login a few words after its cue, not introduced ("what's the username? Caller: it's
/// mkowalski"): four to twenty letters (digits allowed after them) that are not a frequent English word nor a
/// stop word.
fn plain_login(v: &str) -> bool {
    let letters = v.trim_end_matches(|c: char| c.is_ascii_digit());
    (4..=20).contains(&letters.len())
        && letters.bytes().all(|b| b.is_ascii_lowercase())
        && !STOP.contains(&letters)
        && !crate::gazetteer::lookup(letters).word
}

/// A gamer tag's name before `#1234` is not a frequent word (`issue#1234`, `ticket#88` are references).
fn tag_ok(v: &str) -> bool {
    v.split_once('#').is_none_or(|(base, _)| !crate::gazetteer::lookup(base).word)
}

/// A shared role or service account (`reception2`, `svc_backup`, `sa-deploy`): not a person's.
fn role_account(user: &str) -> bool {
    const ROLES: &[&str] = &[
        "reception", "frontdesk", "front-desk", "desk", "kiosk", "nurse", "nurses", "ward", "lab", "pharmacy",
        "scanner", "printer", "shared", "training", "temp", "locum", "station", "pos", "till",
    ];
    let user = user.to_lowercase();
    ROLES.contains(&user.trim_end_matches(|c: char| c.is_ascii_digit()).trim_end_matches(['-', '_']))
        || user.starts_with("svc")
        || user.starts_with("sa-")
        || user.starts_with("srv")
}

/// A plain word is a user name only when introduced ("username: dana", "user name is dana"); otherwise it needs a
/// digit, `_`, `.`, `-`, `@` or an inner capital ("dana_w88", "xXSniperXx").
fn name(v: &str, introduced: bool) -> bool {
    let camel = v.as_bytes().windows(2).any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
    let marked = v.bytes().any(|b| b.is_ascii_digit() || b"_.-@#".contains(&b)) || camel || v.contains(' ');
    // "login is different", "username is fine": an introduced plain word is a name only when it is not a frequent
    // English word.
    let word = !marked && crate::gazetteer::lookup(v.trim_start_matches('@')).word;
    !STOP.contains(&v.to_lowercase().as_str()) && ((introduced && !word) || marked)
}

/// Finds cued user names and handles.
pub struct UsernameRecognizer {
    names: Cued,
    logins: Cued,
    user: Cued,
    irc: Regex,
    line_speaker: Regex,
    free_handle: Regex,
    app_account: Cued,
    platforms: Cued,
    reddit: Regex,
    handles: Cued,
    speaker: Regex,
    /// An in-game chat line: time, channel tag, player (`[21:02:14] [Guild] PapaBearOkoye: …`).
    game_speaker: Regex,
    /// A staff login in a ticket's history: `Created by: agent.rvillanueva`, `corrected by QA (qa.lthanh)`,
    /// `(2026-11-28 10:15, tech_jbalagtas)`, `(ag_ncortes, 27/11/2026 16:20)`; and a shout-out (`shoutout tokki_mom_82`).
    staff_login: Regex,
    shaped: Regex,
    field: Regex,
    upi: Regex,
    platform_as: Regex,
    name_paren: Regex,
    profile_url: Regex,
    domain_account: Regex,
    home_path: Regex,
    /// A UPI id said aloud: "faizan dot qureshi 87 at okicici", "luckydraw dot offers at ybl" (the shadow text turns
    /// the number words into digits; "at" and the provider stay words).
    spoken_upi: Regex,
    /// A chat export's author after a dated stamp, with no colon: `[02/12/2026 22:41] tincho.mza (Moderator) che,`.
    dated_author: Regex,
    /// A handle-shaped token (dots or underscores between parts, or letters then two digits or more) a few words
    /// after a weak cue: "cadastrada como apto72b.taina", "cuenta alternativa gauchito.alt", "from jasontan_88:".
    near_cue: Regex,
}


/// The cue-first kind this recognizer reports (also used with a configuration's extra cues, see
/// [`crate::context::UserCues`]).
pub(crate) fn kind() -> Kind {
    Kind {
        rule: "username/cued",
        chain: false,
        label: Label::Username,
        score: 0.8,
        cues: &[
            "username", "user name", "user id", "userid", "login name", "login id", "log in as", "handle",
            "screen name", "gamertag", "gamer tag", "nickname", "nick", "benutzername", "nom d'utilisateur",
            "nombre de usuario", "tên đăng nhập", "tên người dùng", "display name", "profile name", "in-game name",
            "ign", "pseudo", "pseudonyme", "steam id", "steam name", "psn id", "psn name", "xbox id", "riot id",
            "battletag", "battle tag", "epic id", "epic name", "discord tag", "discord name", "discord id",
            "skype name", "skype id", "line id", "kik", "user handle", "nome de usuário", "nome de utilizador",
            "usuário", "nazwa użytkownika", "användarnamn", "brugernavn", "brukernavn", "käyttäjätunnus",
            "kullanıcı adı", "имя пользователя", "логин", "ユーザー名", "用户名", "用戶名", "아이디", "사용자 이름",
            "anmeldename", "kennung", "nom d'usager", "id utente", "nome utente",
            // Login slots in more languages and scripts (a field's name, whatever the form around it).
            "ログインid", "ログイン名", "ユーザーid", "ユーザid", "ユーザー名", "ユーザ名", "アカウント名", "登录名", "用户id",
            "账号", "帳號", "账户名", "사용자명", "로그인 아이디", "계정", "아이디는", "felhasználónév", "felhasználói név",
            "uživatelské jméno", "přihlašovací jméno", "používateľské meno", "nume de utilizator", "korisničko ime",
            "όνομα χρήστη", "שם משתמש", "اسم المستخدم", "उपयोगकर्ता नाम", "ชื่อผู้ใช้", "sign-in name", "sign in name",
            "login name", "member login", "account login", "gamer id", "player id", "player name",
            "in-game id", "tên tài khoản", "id đăng nhập", "id pengguna", "id login", "nombre de cuenta",
            "nom de compte", "kontoname", "accountnaam", "identifiant de connexion", "identifiant utilisateur",
        ],
        value: VALUE,
        accept: |v, introduced| (name(v, introduced) || plain_login(v)) && tag_ok(v),
    }
}

impl UsernameRecognizer {
    /// Compiles the cues and the value patterns.
    pub fn new() -> UsernameRecognizer {
        UsernameRecognizer {
            names: Cued::new(kind()),
            logins: Cued::new(Kind {
                rule: "username/login",
                chain: false,
                label: Label::Username,
                score: 0.75,
                cues: &[
                    "login", "log-in", "logon", "sign-in", "signin", "sign in as", "logged in as", "identifiant",
                    "identifiant client", "benutzer", "benutzerkennung", "usuario", "utente", "nome utente",
                    "gebruikersnaam", "gebruiker", "account name", "logged on as", "signed in under",
                    "logged in under", "logs in as", "signs in as", "log in with", "login with", "sign in with",
                    "signed in as", "logs on as", "windows-login", "windows login", "network login", "ad login",
                    "sso login", "gebruikers-id", "gebruikersid", "user-id", "benutzer-id", "login-id", "login id",
                    "kullanıcı adı", "nama pengguna", "nome de usuário", "nombre de usuario", "nom d'utilisateur",
                ],
                value: LOGIN_VALUE,
                accept: |v, introduced| (name(v, introduced) || plain_login(v)) && !v.contains(".."),
            }),
            user: Cued::new(Kind {
                rule: "username/user",
                chain: false,
                label: Label::Username,
                score: 0.7,
                cues: &["user", "utilisateur", "utente", "usuario", "użytkownik", "användare", "bruger"],
                // With a realm after `@` and no top-level domain (a PPPoE or Kerberos login `gnt0987341@flandrix`).
                value: r"@?[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_](?:@[A-Za-z0-9][A-Za-z0-9\-]*[A-Za-z0-9])?",
                // Only a handle-shaped name with a lower-case letter ("User: jdoe42", "user k_ravel"); a plain word
                // after "user" is most often English ("user agent", "user Dana") and a version is not a login.
                accept: |v, _| {
                    let marked = v.bytes().any(|b| b.is_ascii_digit() || b"_.".contains(&b));
                    let version = v.strip_prefix(['v', 'V']).is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
                    marked && !version && v.bytes().any(|b| b.is_ascii_lowercase()) && name(v, false) && !v.contains("..")
                        && !role_account(v)
                },
            }),
            line_speaker: Regex::new(
                r"(?m)^[ \t]*([A-Za-z0-9_][A-Za-z0-9_\-]*[._][A-Za-z0-9_.\-]*[A-Za-z0-9_]|[A-Za-z][A-Za-z]*[0-9][A-Za-z0-9]*):[ \t]",
            )
            .expect("line-speaker pattern compiles"),
            free_handle: Regex::new(
                r"(?:^|[\s(\[\x22'“,])([A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+_?|[A-Za-z][A-Za-z0-9_.]{1,30}#(?:[0-9]{4}|[A-Z0-9]{2,5}))",
            )
            .expect("free-handle pattern compiles"),
            app_account: Cued::new(Kind {
                rule: "username/app-account",
                chain: false,
                label: Label::Username,
                score: 0.7,
                cues: &["account", "tài khoản", "tài khoản app", "konto", "compte", "cuenta", "conta", "app account"],
                value: r"[A-Za-z][A-Za-z0-9]*(?:[._][A-Za-z0-9]+)+",
                // A login with a dot or an underscore ("duyentran.1703", "kira_vex"), never a domain
                // ("example.com") nor a file name.
                accept: |v, _| {
                    let last = v.rsplit(['.', '_']).next().unwrap_or("");
                    let domain = v.contains('.') && last.len() <= 6 && last.bytes().all(|b| b.is_ascii_alphabetic());
                    !domain && name(v, false) && !role_account(v)
                },
            }),
            irc: Regex::new(
                r"(?m)^[ \t]*\[?(?:[0-9]{4}-[0-9]{2}-[0-9]{2}[ T]|[0-9]{1,2}[./][0-9]{1,2}[./][0-9]{2,4},?[ \t])?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?\]?[ \t]+<([A-Za-z_\[\]\\^{}|`][A-Za-z0-9_\-\[\]\\^{}|`.]{1,29})>[ \t]",
            )
            .expect("irc pattern compiles"),
            platforms: Cued::new(Kind {
                rule: "username/platform",
                chain: false,
                label: Label::Username,
                score: 0.75,
                cues: &[
                    "github", "gitlab", "bitbucket", "twitter", "instagram", "insta", "tiktok", "telegram", "discord",
                    "reddit", "skype", "linkedin", "steam", "xbox", "psn", "snapchat", "wechat", "kakao", "kakaotalk",
                    "zalo", "mastodon", "bluesky", "twitch", "youtube", "facebook", "fb", "ig", "snap", "kik",
                    "roblox", "minecraft", "fortnite", "valorant", "battle.net", "pinterest", "tumblr", "soundcloud",
                    "spotify", "substack", "patreon", "weibo", "threads", "letterboxd", "strava", "lichess",
                ],
                value: r"[A-Za-z][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_](?:#[A-Za-z0-9]{2,5})?",
                accept: |v, introduced| {
                    let marked = v.bytes().any(|b| b.is_ascii_digit() || b"_.-#".contains(&b));
                    let plain = v.len() >= 5 && !crate::gazetteer::lookup(v).word;
                    // Not introduced: a handle with a dot or an underscore between letters ("follow me on insta
                    // sangwoo.shoots"), not a version (`v2.1`) nor a domain or a file (`app.js`).
                    let last = v.rsplit(['.', '_']).next().unwrap_or("");
                    let domain = v.contains('.') && last.len() <= 4 && last.bytes().all(|b| b.is_ascii_lowercase());
                    let handle = v.bytes().any(|b| b == b'.' || b == b'_') && !domain
                        && !v.strip_prefix(['v', 'V']).is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
                    !STOP.contains(&v.to_lowercase().as_str()) && !v.contains("..") && tag_ok(v)
                        && ((introduced && (marked || plain)) || handle)
                },
            }),
            handles: Cued::new(Kind {
                rule: "username/handle",
                chain: false,
                label: Label::Username,
                score: 0.8,
                cues: &[
                    "twitter", "x", "instagram", "insta", "ig", "tiktok", "telegram", "discord", "snapchat", "github",
                    "gitlab", "reddit", "threads", "bluesky", "mastodon", "youtube", "twitch", "dm", "dm me", "follow",
                    "follow me", "ping me", "message me", "find me", "tag me", "reach me", "slack", "teams", "account",
                    "profile",
                ],
                value: r"@[A-Za-z0-9_](?:[A-Za-z0-9_.\-]{0,28}[A-Za-z0-9_])?",
                accept: |_, _| true,
            }),
            speaker: Regex::new(
                r"(?m)(?:^[ \t]*\[?|\[)(?:[0-9]{4}-[0-9]{2}-[0-9]{2}[ T,]+|[0-9]{1,2}[/.][0-9]{1,2}[/.][0-9]{2,4},?[ \t]+)?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?: ?[AaPp][Mm])?\]?[ \t]+(?:-[ \t]+)?([A-Za-z0-9_][A-Za-z0-9_\-]*[._][A-Za-z0-9_.\-]*[A-Za-z0-9_]):",
            )
            .expect("speaker pattern compiles"),
            game_speaker: Regex::new(
                r"(?m)\[?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?\]?[ \t]+\[(?i:guild|officer|party|raid|whisper|say|yell|trade|general|world|team|all|squad|clan|group|lfg|global|local|faction|alliance|crew)\][ \t]+([A-Za-z0-9_][A-Za-z0-9_\-]{2,24}):[ \t]",
            )
            .expect("game-speaker pattern compiles"),
            staff_login: Regex::new(
                r"(?:(?i:created|updated|modified|assigned|closed|resolved|edited|reviewed|approved|corrected|submitted|opened|handled|escalated|verified|checked)[ \t]+(?i:by|to):?[ \t]+(?:[A-Z]{2,4}[ \t]+)?\(?|(?i:shout[ -]?outs?(?:[ \t]+to)?|big[ \t]+up)[ \t]+@?|\((?:[^()\n]{0,24}[0-9], )?)([a-z][a-z0-9]*(?:[._][a-z0-9]+)+|[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9])(?:, [0-9][^()\n]{0,24}\))?",
            )
            .expect("staff-login pattern compiles"),
            field: Regex::new(r"(?i)(?-u:\b)[A-Za-z]*(?:user|user_?name|login|uid|acct|account_?name)=([A-Za-z0-9_][A-Za-z0-9_.\-]{1,38})")
                .expect("field pattern compiles"),
            upi: Regex::new(
                r"(?i)(?-u:\b)[a-z0-9][a-z0-9._\-]{1,40}@(?:ok(?:hdfcbank|icici|sbi|axis)|ybl|ibl|axl|apl|paytm|upi|oksbi|okaxis|icici|sbi|hdfcbank|axisbank|kotak|barodampay|jupiteraxis|fam|freecharge|pthdfc|ptsbi|ptaxis|ptyes)(?-u:\b)",
            )
            .expect("upi pattern compiles"),
            reddit: Regex::new(r"(?:^|[\s(\[])(u/[A-Za-z0-9_\-]{3,20})").expect("reddit pattern compiles"),
            shaped: Regex::new(r"@[A-Za-z_](?:[A-Za-z0-9_.\-]{0,28}[A-Za-z0-9_])?").expect("handle pattern compiles"),
            platform_as: Regex::new(
                r"(?i:(?-u:\b)(?:on|in)\s+(?:instagram|insta|tiktok|twitch|twitter|x|youtube|steam|discord|reddit|github|gitlab|telegram|threads|bluesky|mastodon|snapchat|ravelry|xbox|psn|roblox|the\s+(?:forum|app|game|server|livestream|stream|chat))\s+as\s+)(@?[A-Za-z0-9_][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])",
            )
            .expect("platform-as pattern compiles"),
            domain_account: Regex::new(r"(?-u:\b)[A-Z][A-Z0-9\-]{1,14}\\[A-Za-z][A-Za-z0-9._\-]{1,19}[A-Za-z0-9]")
                .expect("domain-account pattern compiles"),
            home_path: Regex::new(r"(?:(?i:[A-Z]:\\Users)\\|/home/|/Users/)([A-Za-z][A-Za-z0-9_\-]{1,30}(?:\.[a-z][a-z0-9_\-]*)*)")
                .expect("home-path pattern compiles"),
            profile_url: Regex::new(
                r"(?i:(?-u:\b)(?:github\.com|gitlab\.com|bitbucket\.org|twitter\.com|x\.com|instagram\.com|tiktok\.com|twitch\.tv|reddit\.com/u(?:ser)?|t\.me)/)(@?[A-Za-z0-9][A-Za-z0-9_.\-]{1,38}[A-Za-z0-9_])",
            )
            .expect("profile-url pattern compiles"),
            name_paren: Regex::new(r"(\p{Lu}[\p{L}'’\-]+)[ \t]+(\p{Lu}[\p{L}'’\-]+)[ \t]*\(([a-z][a-z0-9._\-]{2,30})\)")
                .expect("name-paren pattern compiles"),
            spoken_upi: Regex::new(
                r"(?i)(?-u:\b)([a-z][a-z0-9]*(?: (?:dot|underscore) [a-z0-9]+)*(?: [0-9]+)?) at (?:ok(?:hdfcbank|icici|sbi|axis)|ybl|ibl|axl|apl|paytm|upi|icici|sbi|hdfcbank|axisbank|kotak|jupiteraxis|freecharge|pthdfc|ptsbi|ptaxis|ptyes)(?-u:\b)",
            )
            .expect("spoken-upi pattern compiles"),
            dated_author: Regex::new(
                r"(?m)^[ \t]*\[[0-9]{1,4}[/.\-][0-9]{1,2}[/.\-][0-9]{1,4},?[ \t]+[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?: ?[AaPp][Mm])?\][ \t]+([A-Za-z0-9_][A-Za-z0-9_\-]*[._][A-Za-z0-9_.\-]*[A-Za-z0-9_])[ \t]",
            )
            .expect("dated-author pattern compiles"),
            near_cue: Regex::new(
                r"(?:^|[\s(\[\x22'“,:])([A-Za-z][A-Za-z0-9]*(?:[._][A-Za-z0-9]+)+|[a-z]{3,}[0-9]{2,}[a-z0-9]*)",
            )
            .expect("near-cue pattern compiles"),
        }
    }
}

impl Default for UsernameRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for UsernameRecognizer {
    fn name(&self) -> &'static str {
        "username"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        let first = out.len();
        self.names.find(text, out);
        self.logins.find(text, out);
        plain_in_answer(text, out, first);
        self.user.find(text, out);
        self.platforms.find(text, out);
        self.app_account.find(text, out);
        line_speakers(&self.line_speaker, text, out);
        for c in self.free_handle.captures_iter(text) {
            let g = c.get(1).expect("group");
            if free_handle(text, g.start(), g.end()) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.6, "username/free-handle"));
            }
        }
        for c in self.irc.captures_iter(text) {
            let g = c.get(1).expect("group");
            out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.75, "username/irc-speaker"));
        }
        self.handles.find(text, out);
        for c in self.reddit.captures_iter(text) {
            let g = c.get(1).expect("group");
            if !super::char_at(text, g.end()).is_some_and(|c| c.is_alphanumeric() || c == '/' || c == '_') {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.8, "username/reddit"));
            }
        }
        for m in self.upi.find_iter(text) {
            // Not an e-mail: a UPI handle has no dot after the `@`.
            // A full stop that ends the sentence is not a domain's dot.
            let dot_domain = super::char_at(text, m.end()) == Some('.')
                && super::char_at(text, m.end() + 1).is_some_and(char::is_alphanumeric);
            if !super::char_at(text, m.end()).is_some_and(char::is_alphanumeric) && !dot_domain {
                out.push(Finding::new(Span::new(m.start(), m.end()), Label::Username, 0.85, "username/upi"));
            }
        }
        for c in self.field.captures_iter(text) {
            let g = c.get(1).expect("group");
            if !STOP.contains(&g.as_str().to_lowercase().as_str()) && !role_account(g.as_str()) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.8, "username/log-field"));
            }
        }
        for c in self.platform_as.captures_iter(text) {
            let g = c.get(1).expect("group");
            let v = g.as_str();
            let marked = v.starts_with('@')
                || v.bytes().any(|b| b.is_ascii_digit() || b"_.-".contains(&b))
                || v.as_bytes().windows(2).any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
            if marked && !STOP.contains(&v.to_lowercase().as_str()) && super::is_free(text, g.start(), g.end()) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.75, "username/platform-as"));
            }
        }
        // Windows accounts (`CORP\jmeyer2`) and home folders (`C:\Users\jmeyer2\`, `/home/jmeyer2/`).
        const NOT_USERS: &[&str] = &[
            "public", "default", "all users", "default user", "shared", "administrator", "admin", "root", "guest",
            "system", "localservice", "networkservice", "user", "username", "you", "your_name", "yourname", "me",
            "runner", "ubuntu", "ec2-user", "pi", "vagrant", "docker", "node", "app", "www-data", "git",
        ];
        for m in self.domain_account.find_iter(text) {
            let user = m.as_str().rsplit('\\').next().unwrap_or("").to_lowercase();
            let domain = m.as_str().split('\\').next().unwrap_or("");
            let glued = super::char_at(text, m.end()).is_some_and(|c| c.is_alphanumeric() || c == '\\' || c == '_');
            let role = role_account(&user);
            if !glued && !role && !NOT_USERS.contains(&user.as_str()) && !matches!(domain, "NT" | "BUILTIN" | "HKLM" | "HKCU" | "HKEY") {
                out.push(Finding::new(Span::new(m.start(), m.end()), Label::Username, 0.8, "username/domain-account"));
            }
        }
        for c in self.home_path.captures_iter(text) {
            let g = c.get(1).expect("group");
            let name = g.as_str();
            // `jmeyer2.CORP`: the profile folder of a domain account; the user name is before the dot.
            let name = match name.split_once('.') {
                Some((n, rest)) if rest.bytes().all(|b| b.is_ascii_uppercase() || b == b'-') => n,
                _ => name,
            };
            if !NOT_USERS.contains(&name.to_lowercase().as_str()) {
                out.push(Finding::new(Span::new(g.start(), g.start() + name.len()), Label::Username, 0.8, "username/home-path"));
            }
        }
        for c in self.profile_url.captures_iter(text) {
            let g = c.get(1).expect("group");
            let v = g.as_str().trim_start_matches('@').to_lowercase();
            // Site paths that are not people: github.com/orgs/…, x.com/home, instagram.com/explore.
            const PATHS: &[&str] = &[
                "orgs", "settings", "login", "home", "explore", "search", "about", "features", "pricing", "marketplace",
                "topics", "issues", "pulls", "notifications", "intent", "share", "hashtag", "p", "reel", "reels",
                "stories", "directory", "videos", "help", "privacy", "terms", "i", "tag", "discover", "sponsors",
            ];
            let after = super::char_at(text, g.end());
            // On a code host the first path part is a person or an organisation (`github.com/rust-lang/regex`):
            // only a profile URL with nothing after the name counts there.
            let host = &text[c.get(0).expect("match").start()..g.start()].to_ascii_lowercase();
            let code_host = ["github.", "gitlab.", "bitbucket."].iter().any(|h| host.starts_with(h));
            if code_host && after == Some('/') {
                continue;
            }
            if !PATHS.contains(&v.as_str()) && !after.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.75, "username/profile-url"));
            }
        }
        for c in self.name_paren.captures_iter(text) {
            let (first, last, g) = (c.get(1).expect("group"), c.get(2).expect("group"), c.get(3).expect("group"));
            let letters =
                |s: &str| s.chars().filter(|c| c.is_alphabetic()).flat_map(char::to_lowercase).map(fold_accent).collect::<String>();
            let (first, last, login) = (letters(first.as_str()), letters(last.as_str()), g.as_str());
            // "Rohit Venkataraman (rvenkat)": the first initial and the start of the surname.
            let initial_prefix = login.len() >= 5
                && first.chars().next().is_some_and(|c| login.starts_with(c))
                && login[1..].chars().count() >= 4
                && last.starts_with(&login[1..]);
            // "Hamza Al-Rashid (halrashid)", "Anh Trương (atruong)": a login made of the name just before it.
            if (last.chars().count() >= 3 && login.contains(&last))
                || (first.chars().count() >= 4 && login.contains(&first))
                || initial_prefix
            {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.75, "username/name-login"));
            }
        }
        for c in self.speaker.captures_iter(text) {
            let g = c.get(1).expect("group");
            if !diarization_label(g.as_str()) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.7, "username/chat-speaker"));
            }
        }
        for c in self.staff_login.captures_iter(text) {
            let g = c.get(1).expect("group");
            let v = g.as_str();
            let whole = c.get(0).expect("match").as_str();
            // `(…, 10:15, name)` and `(name, 27/11/2026 …)` need their date; a cue needs nothing more.
            let paren = whole.starts_with('(');
            let dated = !paren || text[c.get(0).expect("match").start()..g.start()].contains(|c: char| c.is_ascii_digit()) || whole.ends_with(')');
            let file = v.rsplit('.').next().is_some_and(|ext| matches!(ext, "py" | "rs" | "js" | "ts" | "txt" | "log" | "csv" | "json" | "yaml" | "yml" | "md" | "pdf" | "com" | "org" | "net" | "io"));
            let glued = super::char_at(text, g.end()).is_some_and(|c| c.is_alphanumeric() || c == '@' || c == '/');
            if dated && !file && !glued && !role_account(&v.to_lowercase()) && !diarization_label(v) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.7, "username/staff-login"));
            }
        }
        for c in self.game_speaker.captures_iter(text) {
            let g = c.get(1).expect("group");
            if !diarization_label(g.as_str()) && !NOT_USERS.contains(&g.as_str().to_lowercase().as_str()) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.7, "username/game-speaker"));
            }
        }
        for m in self.shaped.find_iter(text) {
            let h = &m.as_str()[1..];
            let marked = h.bytes().any(|b| b.is_ascii_digit() || b == b'_' || b == b'.' || b == b'-');
            // A plain @word is a handle too ("@ritaplaysbass", "@jmorales" as a chat speaker) unless it is code,
            // markup or a chat broadcast.
            let plain = h.len() >= 3
                && h.bytes().any(|b| b.is_ascii_lowercase())
                && !AT_WORDS.iter().any(|w| w.eq_ignore_ascii_case(h));
            let before_ok = !super::char_before(text, m.start()).is_some_and(|c| c.is_alphanumeric() || c == '_');
            let after_ok = !super::char_at(text, m.end()).is_some_and(|c| c.is_alphanumeric() || "(/@_".contains(c));
            // A decorator (`@pytest.fixture` alone on its line) is code, not a handle.
            // Only blanks between the line's ends and the match; each scan stops at the first other character, so a
            // long line of handles is not read to its ends at every match (that made it quadratic).
            let line_start = text[..m.start()].chars().rev().take_while(|&c| c != '\n').all(char::is_whitespace);
            let line_end = text[m.end()..].chars().take_while(|&c| c != '\n').all(char::is_whitespace);
            let decorator = line_start && line_end;
            if (marked || plain) && before_ok && after_ok && !decorator {
                let rule = if marked { "username/handle-shaped" } else { "username/handle-plain" };
                out.push(Finding::new(Span::new(m.start(), m.end()), Label::Username, 0.6, rule));
            }
        }
        for c in self.spoken_upi.captures_iter(text) {
            let g = c.get(1).expect("group");
            let first = g.as_str().split(' ').next().unwrap_or("").to_lowercase();
            // "pay at ybl" is no id; the name part is not a filler word.
            if !STOP.contains(&first.as_str()) && !["is", "it", "its", "my", "pay", "send", "id", "upi"].contains(&first.as_str()) {
                let end = c.get(0).expect("match").end();
                out.push(Finding::new(Span::new(g.start(), end), Label::Username, 0.8, "username/spoken-upi"));
            }
        }
        for c in self.dated_author.captures_iter(text) {
            let g = c.get(1).expect("group");
            if handle_token(g.as_str()) && !diarization_label(g.as_str()) {
                out.push(Finding::new(Span::new(g.start(), g.end()), Label::Username, 0.7, "username/chat-author"));
            }
        }
        for c in self.near_cue.captures_iter(text) {
            let g = c.get(1).expect("group");
            let v = g.as_str().trim_end_matches(['.', '_']);
            let end = g.start() + v.len();
            let after = super::char_at(text, end);
            let glued = after.is_some_and(|c| c.is_alphanumeric() || "@/\\(=".contains(c))
                || (after == Some('.') && super::char_at(text, end + 1).is_some_and(char::is_alphanumeric));
            let import = text[end..].trim_start().starts_with("import");
            if glued || import || !handle_token(v) || !weak_cue_before(text, g.start()) {
                continue;
            }
            out.push(Finding::new(Span::new(g.start(), end), Label::Username, 0.7, "username/near-cue"));
        }
        repeats(text, out);
    }
}

/// A token that reads as a handle, not as a domain, a file, a version, a role account or an identifier: parts joined
/// by `.` or `_` with a lower-case letter (`tincho.mza`, `kos.melati.sanur`, `jasontan_88`), or letters then digits
/// (`nhungtran96`).
fn handle_token(v: &str) -> bool {
    const ENDS: &[&str] = &[
        "com", "org", "net", "io", "dev", "app", "co", "uk", "de", "fr", "es", "it", "nl", "be", "br", "ar", "mx", "in",
        "au", "ca", "jp", "kr", "cn", "ru", "pl", "se", "no", "dk", "fi", "ie", "za", "ng", "ke", "gov", "edu", "info",
        "biz", "me", "tv", "ai", "gg", "us", "eu", "ch", "at", "pt", "txt", "log", "csv", "json", "yaml", "yml", "md",
        "pdf", "doc", "docx", "xls", "xlsx", "png", "jpg", "jpeg", "gif", "zip", "exe", "py", "rs", "js", "ts", "html",
        "htm", "xml", "sh", "conf", "cfg", "ini", "local", "lan", "internal", "mp4", "mp3", "wav", "tar", "gz", "sql",
        "tmp", "bak", "id", "vn", "ph", "sg", "my", "tr", "ae", "sa", "eg", "nz", "cl", "pe", "co", "ro", "cz", "hu",
    ];
    let lower = v.to_lowercase();
    let last = lower.rsplit(['.']).next().unwrap_or("");
    let dotted = lower.contains('.');
    let version = lower.starts_with(|c: char| c == 'v' || c.is_ascii_digit())
        && lower.trim_start_matches('v').starts_with(|c: char| c.is_ascii_digit());
    let words = lower.split(['.', '_']).filter(|p| !p.is_empty()).count();
    // A dotted part of digits alone is a format or a version (`pain.002`, `report.2024`); a part of capitals and
    // digits is a generated id (`kid_01HF8ZQ3`).
    let numbered = dotted && lower.split('.').skip(1).any(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    let generated = v.split(['.', '_']).any(|p| {
        p.len() >= 6 && p.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()) && p.bytes().any(|b| b.is_ascii_digit())
    });
    // Plain words joined by `_` are code and log fields (`sold_wk`, `customer_id`, `key_ref`); words joined by dots
    // are code too (`self.value`, `os.path`) unless a part is no frequent word (`kos.melati.sanur`, `tincho.mza`).
    let marked = lower.bytes().any(|b| b.is_ascii_digit()) || v.bytes().any(|b| b.is_ascii_uppercase());
    let plain_words = !marked
        && (!dotted || lower.split(['.', '_']).all(|p| p.len() <= 3 || crate::gazetteer::lookup(p).word));
    v.bytes().any(|b| b.is_ascii_lowercase())
        && !plain_words
        && !numbered
        && !generated
        && !(dotted && ENDS.contains(&last))
        && !version
        && !role_account(&lower)
        && !STOP.contains(&lower.as_str())
        && !lower.starts_with("spk")
        && !lower.starts_with("speaker")
        && (words >= 2 || lower.bytes().any(|b| b.is_ascii_digit()))
        && (3..=40).contains(&v.len())
}

/// Whether one of the three words before `at` is a weak user-name cue ("como", "as", "from", "account", "akun",
/// "alternativa", "channel", …) — weak alone, enough before a handle-shaped token.
fn weak_cue_before(text: &str, at: usize) -> bool {
    const WEAK: &[&str] = &[
        "como", "as", "from", "account", "accounts", "acct", "cuenta", "conta", "compte", "konto", "akun", "akunnya",
        "user", "usuario", "usuária", "usuário", "utilisateur", "login", "handle", "channel", "kanal", "kanalı",
        "kanalına", "kanalı:", "alternativa", "alternate", "alt", "nick", "nickname", "tag", "gamertag", "cadastrada",
        "cadastrado", "registered", "registrada", "registrado", "called", "named", "username", "userid", "id",
        "pengguna", "kullanıcı", "hesap", "hesabı", "hesabım", "tài", "khoản",
    ];
    let before = &text[..at];
    let start = before.char_indices().rev().take(60).last().map_or(0, |(i, _)| i);
    // Only this line, and at most three words back.
    let window = before[start..].rsplit('\n').next().unwrap_or("");
    window
        .split(|c: char| c.is_whitespace() || ",;:()\"“”'".contains(c))
        .filter(|w| !w.is_empty())
        .rev()
        .take(3)
        .any(|w| WEAK.contains(&w.to_lowercase().as_str()))
}

/// Keeps a plain cued name (no digit, `_`, `.`, `-`, `#` or inner capital), among the findings from `first` on, only
/// where it reads as the answer: introduced right before (`:`, `=`, "is", "as", "it's", "es", "est", "ist") or
/// closing its clause (". , ; ! ?", a line end, the text's end) and not after an article or a preposition. "mkowalski." and "logs in as pnair each morning"
/// stay; "usuario de banca en línea", "username? need it for the repo @jmorales" do not.
fn plain_in_answer(text: &str, out: &mut Vec<Finding>, first: usize) {
    let mut i = first;
    while i < out.len() {
        let f = &out[i];
        let v = &text[f.span];
        let shaped = v.bytes().any(|b| b.is_ascii_digit() || b"_.-@#".contains(&b) || b == b' ')
            || v.as_bytes().windows(2).any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
        let before = text[..f.span.start].trim_end_matches([' ', '\t', '\u{a0}']);
        let last = before.rsplit(|c: char| c.is_whitespace()).next().unwrap_or("").to_lowercase();
        let introduced = before.ends_with([':', '=']) || matches!(last.as_str(), "is" | "as" | "it's" | "it’s" | "its" | "es" | "est" | "ist" | "é" | "là");
        // A login is not a noun after an article or a preposition ("need it for the repo").
        const DETERMINERS: &[&str] = &[
            "the", "a", "an", "this", "that", "for", "to", "of", "in", "on", "my", "your", "our", "de", "la", "le",
            "el", "der", "die", "das", "het", "il", "du", "des",
        ];
        let closes = text[f.span.end..].chars().next().is_none_or(|c| ".,;!?\n\r)".contains(c))
            && !DETERMINERS.contains(&last.as_str());
        if shaped || introduced || closes {
            i += 1;
        } else {
            out.remove(i);
        }
    }
}

/// Words of code and protocols that make a snake_case token an identifier, not a handle (`oauth_token`, `api_key`).
const TECH_WORDS: &[&str] = &[
    "oauth", "api", "url", "uri", "http", "https", "json", "xml", "sql", "db", "env", "config", "cfg", "auth", "uuid",
    "utc", "ttl", "tls", "ssl", "cpu", "ram", "id", "ids", "max", "min", "num", "str", "int", "bool", "tmp", "src",
    "dst", "dir", "msg", "req", "res", "resp", "ctx", "args", "kwargs", "func", "fn", "len", "idx", "err", "ok",
    "svc", "pid", "uid", "gid", "ip", "dns", "tcp", "udp", "ssh", "vpn", "sso", "mfa", "otp", "jwt", "csv", "pdf",
    "spk", "spkr", "ch", "seq", "fp", "tok", "sk", "pk", "key", "txn", "tx", "cus", "sub", "acct", "evt", "req", "enc", "wk", "wks", "qty", "amt", "avg", "pct", "ts", "dt", "col", "tbl", "ref",
];

/// A handle written with no cue (`username/free-handle`): `kuyaBanjo_PH`, `xX_n1ghtowl_Xx`, `clipfarm_bot99`,
/// `TitoRenz#0427`, `RinaPlaysBad#PH1`. A snake_case identifier of code or a log (`max_retries`, `sold_wk`,
/// `spk_0`), an all-capitals constant (`ERR_TIMEOUT`, `PJC_7731` without a cue), a service account (`svc_batch`)
/// and a token glued to code (`.user_id`, `user_id=`, `get_user(`) are not.
fn free_handle(text: &str, start: usize, end: usize) -> bool {
    let v = &text[start..end];
    let before = super::char_before(text, start);
    let after = super::char_at(text, end);
    let next = super::char_at(text, end + after.map_or(0, char::len_utf8));
    let code_after = matches!(after, Some('(' | '=' | '[' | '/' | '\\' | '`' | '@'))
        || (matches!(after, Some('.' | ':' | '-')) && next.is_some_and(|c| c.is_alphanumeric() || c == '_'));
    if code_after || matches!(before, Some('.' | '$' | '-' | '/' | '`')) || !v.bytes().any(|b| b.is_ascii_lowercase()) {
        return false;
    }
    if let Some((base, _)) = v.split_once('#') {
        return base.len() >= 4 && tag_ok(v);
    }
    if role_account(v) {
        return false;
    }
    // Only a handle's own marks count: a part mixing letters and digits (`bot99`, `n1ghtowl`) or upper and lower
    // case (`kuyaBanjo`, `xX`). A digits-only part (`spk_0`, `item_2`) and plain words joined by `_` (`sold_wk`,
    // `checkout_error_rate`, `rekt_by_rina`) are left: code and logs are full of them.
    v.split('_').any(|p| {
        let letters = p.bytes().any(|b| b.is_ascii_alphabetic());
        let digits = p.bytes().any(|b| b.is_ascii_digit());
        let cases = p.bytes().any(|b| b.is_ascii_lowercase()) && p.bytes().any(|b| b.is_ascii_uppercase());
        // A hex part is a token or a fingerprint (`fp_8d21e0`, `tok_4471ab`), not a handle.
        let hex = p.len() >= 4 && p.bytes().all(|b| b.is_ascii_hexdigit());
        // A generated id after its prefix (`kid_01HF8ZQ3`: upper case and digits, a key or object id).
        let generated = p.len() >= 6 && p.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()) && digits;
        ((letters && digits) || cases) && !hex && !generated
    }) && !v.to_lowercase().starts_with("spk") && !v.to_lowercase().starts_with("speaker")
}

/// A Latin letter without its accent (`ư` → `u`, `é` → `e`), as logins are typed.
fn fold_accent(c: char) -> char {
    const FROM: &str = "àáâãäåāăąạảấầẩẫậắằẳẵặèéêëēęěẹẻẽếềểễệìíîïīįịỉĩòóôõöøōőơọỏốồổỗộớờởỡợùúûüūůűųưụủứừửữựỳýÿỹỵỷñńňçćčđďłśšşțťźžż";
    const TO: &str = "aaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeiiiiiiiiiooooooooooooooooooooouuuuuuuuuuuuuuuuyyyyyynnncccddlsssttzzz";
    FROM.chars().position(|f| f == c).and_then(|i| TO.chars().nth(i)).unwrap_or(c)
}

/// Chat speakers without a time (`sangwoo_film: hello` at the start of a line): a handle-shaped name (a `.` or
/// `_` inside, or letters then digits) that opens two lines or more (`username/line-speaker`), not a file name
/// (`config.yaml:`, `app.py:`) nor a field of a log (`user_id:`, every part a frequent or technical word).
fn line_speakers(re: &Regex, text: &str, out: &mut Vec<Finding>) {
    const EXTENSIONS: &[&str] = &[
        "py", "js", "ts", "rs", "go", "rb", "java", "c", "h", "cpp", "cs", "php", "sh", "yaml", "yml", "json", "toml",
        "xml", "html", "css", "md", "txt", "log", "conf", "cfg", "ini", "csv", "sql", "lock", "env", "jsx", "tsx",
        "vue", "kt", "swift", "pl", "ps1", "bat", "gz", "zip", "exe", "dll", "so", "pdf", "doc", "docx", "xlsx", "png",
        "jpg", "com", "org", "net", "io",
    ];
    let mut seen: Vec<(&str, Vec<Span>)> = Vec::new();
    for c in re.captures_iter(text) {
        let g = c.get(1).expect("group");
        let v = g.as_str();
        let ext = v.rsplit_once('.').is_some_and(|(_, e)| EXTENSIONS.contains(&e.to_lowercase().as_str()));
        let field = v.split(['_', '.']).all(|p| {
            let p = p.to_lowercase();
            TECH_WORDS.contains(&p.as_str()) || p.bytes().all(|b| b.is_ascii_digit()) || crate::gazetteer::lookup(&p).word
        }) || v.to_lowercase().starts_with("spk") || v.to_lowercase().starts_with("speaker");
        if ext || field || !v.bytes().any(|b| b.is_ascii_lowercase()) || role_account(v) {
            continue;
        }
        match seen.iter_mut().find(|(n, _)| *n == v) {
            Some((_, spans)) => spans.push(Span::new(g.start(), g.end())),
            None => seen.push((v, vec![Span::new(g.start(), g.end())])),
        }
    }
    for (_, spans) in seen.into_iter().filter(|(_, s)| s.len() >= 2) {
        for span in spans {
            out.push(Finding::new(span, Label::Username, 0.7, "username/line-speaker"));
        }
    }
}

/// A speech-to-text or chat role label with a number (`spk_0`, `speaker_1`, `SPEAKER_00`, `agent_2`, `ch.1`): the
/// transcript's scaffolding, not a person's login.
fn diarization_label(name: &str) -> bool {
    let lower = name.to_lowercase();
    let stem = lower.trim_end_matches(|c: char| c.is_ascii_digit()).trim_end_matches(['_', '-', '.']);
    stem.len() < lower.len()
        && lower.bytes().last().is_some_and(|b| b.is_ascii_digit())
        && matches!(
            stem,
            "spk" | "speaker" | "spkr" | "sp" | "s" | "agent" | "caller" | "customer" | "user" | "participant" | "guest"
                | "host" | "channel" | "ch" | "voice" | "person" | "unknown" | "client" | "interviewer" | "respondent"
                | "operator" | "rep" | "a" | "b" | "p" | "mic" | "track"
        )
}

/// Other mentions of a user name found in the same text (`username/repeat`, 0.7): "opened by kira_vex" once
/// "username is kira_vex" was seen. A name with a digit, `_`, `.`, `-` or an inner capital is matched wherever it
/// stands as a whole token (case-sensitive); a plain one (`@Lunaraine`) only as a chat speaker (`Lunaraine:`).
fn repeats(text: &str, out: &mut Vec<Finding>) {
    let mut names: Vec<(String, bool)> = Vec::new();
    for f in out.iter().filter(|f| f.label == Label::Username && f.score >= 0.6) {
        let v = text[f.span].trim_start_matches('@');
        let shaped = v.bytes().any(|b| b.is_ascii_digit() || b"_.-".contains(&b))
            || v.as_bytes().windows(2).any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
        // A plain lower-case handle that is neither a frequent word nor a personal name ("@jmorales", "<neonmoth>")
        // is as distinctive as a shaped one.
        let entry = crate::gazetteer::lookup(v);
        // So is a plain in-game player name ("Vexmoria" speaking in `[Guild]`).
        let game = f.rule == "username/game-speaker";
        let distinctive = v.len() >= 5
            && (v.bytes().all(|b| b.is_ascii_lowercase()) || (game && v.bytes().all(|b| b.is_ascii_alphabetic())))
            && !entry.word
            && !entry.is_name();
        let marked = shaped || distinctive;
        if v.len() >= 4 && !v.contains('@') && !names.iter().any(|(n, _)| n == v) {
            names.push((v.to_string(), marked));
        }
    }
    let mut found = Vec::new();
    for (name, marked) in &names {
        for (at, _) in text.match_indices(name.as_str()) {
            let end = at + name.len();
            let before = super::char_before(text, at);
            let after = super::char_at(text, end);
            let glued = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || "_-@".contains(c));
            // A trailing dot ends a sentence; a dot before is part of a longer name or a domain.
            let dotted_after = after == Some('.') && super::char_at(text, end + 1).is_some_and(char::is_alphanumeric);
            if glued(before) || before == Some('.') || glued(after) || dotted_after {
                continue;
            }
            if !marked && after != Some(':') {
                continue;
            }
            let taken = |f: &Finding| f.label == Label::Username && f.span.start < end && at < f.span.end;
            if out.iter().chain(found.iter()).any(taken) {
                continue;
            }
            found.push(Finding::new(Span::new(at, end), Label::Username, 0.7, "username/repeat"));
        }
    }
    out.extend(found);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    fn found(text: &str) -> Vec<(&str, &'static str)> {
        let mut out = Vec::new();
        UsernameRecognizer::new().find(text, &mut out);
        let mut v: Vec<_> = out.iter().filter(|f| f.score >= 0.5).map(|f| (&text[f.span], f.rule.as_ref())).collect();
        v.sort();
        v.into_iter().map(|(t, r)| (t, if r == "username/repeat" { "repeat" } else { "first" })).collect()
    }

    #[test]
    fn repeats() {
        // (text, every user name found, whether it is the repeat)
        let cases: &[(&str, &[(&str, &str)])] = &[
            ("username is kira_vex. ModMail: thread from kira_vex (ID 88412)", &[("kira_vex", "first"), ("kira_vex", "repeat")]),
            ("[10:02] mod: ask @Lunaraine\n[10:03] Lunaraine: found it, Lunaraine here", &[("@Lunaraine", "first"), ("Lunaraine", "repeat")]),
            ("login is jmorales2\nyes jmorales2, my laptop", &[("jmorales2", "first"), ("jmorales2", "repeat")]),
            // Not a repeat: inside an e-mail, a longer name, a host name.
            // (`kvex_paints2` is a handle in its own right, `username/free-handle`, not a repeat of `kvex_paints`.)
            ("username: kvex_paints, mail kvex_paints@proton.me, kvex_paints2, kvex_paints.example.org", &[("kvex_paints", "first"), ("kvex_paints2", "first")]),
        ];
        for (text, want) in cases {
            assert_eq!(found(text), want.to_vec(), "{text:?}");
        }
    }

    #[test]
    fn table() {
        use Label::Username as U;
        check_table(
            &UsernameRecognizer::new(),
            &[
                ("Username: dana_w88", U, "dana_w88"),
                ("my user name is dana.whitfield", U, "dana.whitfield"),
                ("username: dana", U, "dana"),
                ("login name j.nguyen-2", U, "j.nguyen-2"),
                ("Find me on Instagram @dana.w.", U, "@dana.w"),
                ("DM me @vanhoang_92 on Telegram", U, "@vanhoang_92"),
                ("Twitter: @DanaW", U, "@DanaW"),
                ("on X @dana_whitfield", U, "@dana_whitfield"),
                ("gamertag xXSniperXx", U, "xXSniperXx"),
                ("tên đăng nhập: hongvan1985", U, "hongvan1985"),
                ("handle @nguyen.thi.hong.van", U, "@nguyen.thi.hong.van"),
                ("GitHub @dana-w", U, "@dana-w"),
                ("radius01 Access-Reject user=halrashid calling", U, "halrashid"),
                ("[09:12] ravi.k: morning. 3 orders stuck", U, "ravi.k"),
                ("winner from last week is... @kaylee.builds! Congrats", U, "@kaylee.builds"),
                ("Ping me on Slack as @dwhitfield instead.", U, "@dwhitfield"),
                ("she says her account @sophievdb got locked", U, "@sophievdb"),
                ("it was UPI, rohit.deshpande@okhdfcbank [19:47]", U, "rohit.deshpande@okhdfcbank"),
                ("Last month's winner is on Instagram as loopy.ewe.knits, congrats!", U, "loopy.ewe.knits"),
                ("find her on Twitch as @bea_makes tonight", U, "@bea_makes"),
                ("Opened by: Hamza Al-Rashid (halrashid) — Finance", U, "halrashid"),
                ("Requester: Maria Lopez (mlopez) on the VPN", U, "mlopez"),
                ("her GitHub profile github.com/mlopez-dev has it", U, "mlopez-dev"),
                ("her profile is instagram.com/woolgathering_jo and she posts daily", U, "woolgathering_jo"),
                ("My AD account is CORP\\jmeyer2 and", U, "CORP\\jmeyer2"),
                ("the folder C:\\Users\\lvogt\\Documents is empty", U, "lvogt"),
                ("Your home share /home/akowalski/ on fs-02", U, "akowalski"),
                ("What's the username on the account? Caller: it's mkowalski.", U, "mkowalski"),
                ("User: jdoe42 reports the VPN drops", U, "jdoe42"),
                ("Discord: pixelfox#4821", U, "pixelfox#4821"),
                ("Riot ID Faker#KR1 if you want", U, "Faker#KR1"),
                ("IGN: Kirito99", U, "Kirito99"),
                ("display name bluejay.art on the forum", U, "bluejay.art"),
                ("[10:14] <neonmoth> anyone around?", U, "neonmoth"),
                ("signed in under asmith2 yesterday", U, "asmith2"),
                ("pseudo : lapinbleu75", U, "lapinbleu75"),
                ("nome de usuário joao.silva88", U, "joao.silva88"),
                ("nazwa użytkownika: kasia_w", U, "kasia_w"),
                ("användarnamn: erik.lind", U, "erik.lind"),
                ("my username is d underscore whitfield okay", U, "d underscore whitfield"),
                ("my username is seun underscore balo ninety agent: ok", U, "seun underscore balo ninety"),
                ("on the portal your login is t villasenor eight two all one word", U, "t villasenor eight two"),
                ("he logs in as pnair each morning", U, "pnair"),
                ("Snap: mia.rose22", U, "mia.rose22"),
                ("quel est votre identifiant client ? Mme Dubois — 14:03 : identifiant : sdubois1958", U, "sdubois1958"),
                ("2026-09-28 21:04  sangwoo_film: hello, is it available?", U, "sangwoo_film"),
                ("shoutout kuyaBanjo_PH for the 5 gifted subs", U, "kuyaBanjo_PH"),
                ("also shoutout tokki_mom_82 who recognised me", U, "tokki_mom_82"),
                ("Reporter: Nguyễn Trương (ntruong)   Assignee", U, "ntruong"),
                ("Assignee: Priya Ramaswamy (pramas)   Priority", U, "pramas"),
                ("Ticket 1029-88 Created by: agent.mdelacruz (Davao hub)", U, "agent.mdelacruz"),
                ("--- Tech update (2026-11-28 10:15, tech_rsantos) ---", U, "tech_rsantos"),
                ("== Notas del agente (ag_lmorales, 27/11/2026 16:20) ==", U, "ag_lmorales"),
                ("Captions corrected by QA (qa.tnguyen). Call ref KYC-1", U, "qa.tnguyen"),
                ("[21:02:14] [Guild] PapaBearOkoye: i can heal", U, "PapaBearOkoye"),
                ("duo with TitoRenz#0427 today", U, "TitoRenz#0427"),
                ("also follow me on insta sangwoo.shoots", U, "sangwoo.shoots"),
                ("Tài khoản app của chị là duyentran.1703 đúng không ạ?", U, "duyentran.1703"),
                ("Lockout EventID=4740 TargetUserName=pjclaes CallerComputer=NZL-LT-0471", U, "pjclaes"),
                ("my payslip portal login is different? it says PJC_7731", U, "PJC_7731"),
                ("[20:01] Agent: Noted 9845012736@ybl. It will reflect", U, "9845012736@ybl"),
                // Spoken UPI ids (the shadow text has the digits), chat-export authors, handles after weak cues.
                ("the three debits are u p i to luckydraw dot offers at ybl four", U, "luckydraw dot offers at ybl"),
                ("now it is faizan dot qureshi 87 at okicici agent: okay", U, "faizan dot qureshi 87 at okicici"),
                ("[02/12/2026 22:49] pedrinho.bh gente, ele fez isso", U, "pedrinho.bh"),
                ("Cadastrada como apto72b.taina no app", U, "apto72b.taina"),
                ("tiene cuenta alternativa gauchito.alt, la baneé", U, "gauchito.alt"),
                ("transfer ke ibu kos, akunnya kos.melati.sanur ya", U, "kos.melati.sanur"),
                ("Last question, from jasontan_88: my tenancy", U, "jasontan_88"),
                ("oyun kanalına bakın, kaanoynuyor34, Twitch'te", U, "kaanoynuyor34"),
                ("Windows-login: mwojcikz E-mail werk: m.w@x.nl", U, "mwojcikz"),
                ("pppoe: session up, user gnt0987341@flandrix   next", U, "gnt0987341@flandrix"),
                // Login slots in more scripts.
                ("ログインIDはtanaka_k88、パスワードは", U, "tanaka_k88"),
                ("[2026-11-02 09:14] <dark_helix> anyone seen it", U, "dark_helix"),
            ],
            &[
                "@Override and @here in the channel",
                "Description (user): Laptop keeps dropping off CORP-WIFI",
                "Failed password for invalid user ubuntu from 95.216.44.187 port 41022 ssh2",
                "sshd: user=root from 95.216.44.187",
                "mail rohit@okhdfcbank.com is an e-mail",
                "@app.route('/') and @types/node",
                "code:\n    @pytest.fixture\n    def client():",
                "[19:46:03] Rohit Deshpande: also",
                "the user has 12 items",
                "Username is required",
                "a USERNAME after its cue",
                "login from 10.0.0.1 failed 3 times",
                "contact dana@example.com",
                "Twitter is down",
                "follow the steps",
                "the login page",
                "ping 8.8.8.8",
                "Build 3.10.2.7",
                "SKU HX-220-B",
                "we're on Instagram as well",
                "available on Steam as v2 soon",
                "Reviewed by: Hamza Al-Rashid (finance) today",
                "Contact: Maria Lopez (she/her)",
                "see github.com/orgs/acme and https://x.com/home",
                "docs at github.com/features/actions",
                "see https://github.com/rust-lang/regex for the crate",
                "runs as NT AUTHORITY\\SYSTEM by default",
                "copied to C:\\Users\\Public\\Documents",
                "cd /home/ubuntu/app && make",
                "key HKLM\\Software\\Vendor",
                "Printed 14/11/2025 16:02 by user RMP\\reception2",
                "job ran as CORP\\svc_backup nightly",
                "User-Agent: Mozilla/5.0 (X11; Linux)",
                "the user agent v2.14.3 crashed",
                "User: Dana Whitfield",
                "user 12 items",
                "the username? Caller: it's written on the card",
                "username on the form, order 4471223 shipped",
                "display name changed yesterday",
                "<div> 10:14 <br> markup",
                "nick of time, SKU HX-220-B",
                "Discord: issue#1234 is open",
                "¿Y su usuario de banca en línea? El nombre de usuario, no la contraseña.",
                "what's your github username? need it for the repo tomorrow",
                "also github username? need it for the repo\nok",
                "bucket-handle tear of the medial meniscus.",
                "upload-svc v3.9.0 user=svc_batch job=nightly",
                "fingerprint fp_8d21e0 and vault tokens (tok_4471ab)",
                "spk_0: hello\nspk_1: hi\nspk_0: bye",
                "Rotated API key (key id kid_01HF8ZQ3 - the id is fine to keep",
                "Assignee: Rohit Venkataraman (rotation)",
                "[00:00:02] spk_0: good morning\n[00:00:05] spk_1: hi",
                "[10:14] speaker_1: yes that's right",
                "Reason codes from the pain.002 file below",
                "excluded from sold_wk; 14 will-call orders",
                "key id in key_ref varchar(32)",
                "from os.path import join",
                "[02/12/2026 22:41] v2.14.3 deployed to prod",
                "[02/12/2026 22:41] api.example.com returned 500",
                "as report_2024.pdf and from config.yaml",
                "pay at ybl counter",
                "from the account_settings page",
                "Created by: Maria Santos",
                "closed by svc_batch at 10:02",
                "(see config.yaml, 10 lines)",
                "(2026-11-28 10:15, onsite)",
                "[21:02] [System] Server restart in 5 minutes",
                "Alert checkout_error_rate > 5% fired; sold_wk and cover_wks columns",
                "config.yaml: broken\nconfig.yaml: fixed",
                "my login is a pain two times a day",
                "ada yang login pakai akun saya? 20:20",
            ],
        );
    }
}
