//! URL: web addresses that point at a person — a profile, a user's page, or a query string carrying personal values.
//!
//! Matches URLs starting `http://`, `https://` or `www.` (trailing `.,;:!?` and an unbalanced `)` or `]` are not
//! part of them) when one of these holds; the whole URL is the span:
//! - `url/personal-query`: a query parameter named like a personal value (`email`, `user`, `uid`, `name`, `phone`,
//!   `token`, `session`, `dob`, `customer_id`, …, see [`QUERY_KEYS`]), or whose name contains `token`, `secret`,
//!   `password`, `session`, `api_key` or `email` (`recovery_token`), or any value holding an `@` (`%40`);
//! - `url/personal-path`: a path segment such as `users`, `user`, `u`, `profile`, `people`, `members`, `in`,
//!   `customers`, `patients` followed by another segment (`/users/dana-w`), or a segment starting with `@` or `~`
//!   (`/@dana`, `/~dana`);
//! - `url/cued`: any URL right after "my blog", "her website", "his portfolio", "my channel", … (a personal site
//!   under its own domain, `https://annavoss.blog/…`);
//! - `url/profile`: a social network's user page (`twitter.com/dana_w`, `instagram.com/dana.w`,
//!   `facebook.com/dana.whitfield`, `t.me/dana`, `tiktok.com/@dana`; `github.com/dana-w` with exactly one segment).
//!
//! - `url/personal-host`: a page on a person's own subdomain of a blog or page host (`anahera.wordpress.com/…`,
//!   `dana-w.github.io`, `kofi.substack.com`, `tomasz.blogspot.com`), with or without a scheme;
//! - the same social-network and personal-host rules for URLs written without a scheme (`linkedin.com/in/dana-w`,
//!   `instagram.com/dana.w`, `anahera.wordpress.com/2025/03/boil-up`), as people type and say them.
//!
//! Deliberately not matched: homepages and ordinary pages (`https://example.com`, `https://docs.rs/regex/latest/`),
//! repositories (`github.com/rust-lang/regex`), social networks' own pages (`twitter.com/search?q=…`,
//! `facebook.com/help`), query strings without personal keys (`?q=rust&page=2`), bare hostnames
//! (`api.example.com`), the hosts' own pages (`wordpress.com/support`, `www.blogspot.com`), and other URLs without a
//! scheme or `www.` (`example.com/users/dana`).

use regex::Regex;

use crate::finding::score;
use crate::{Finding, Label, Recognizer, Span};

/// Query keys whose values are personal.
pub const QUERY_KEYS: &[&str] = &[
    "email", "e-mail", "mail", "user", "username", "user_name", "userid", "user_id", "uid", "login", "name",
    "fullname", "full_name", "first_name", "firstname", "last_name", "lastname", "surname", "phone", "tel", "mobile",
    "msisdn", "token", "access_token", "auth", "auth_token", "session", "sessionid", "session_id", "sid", "api_key",
    "apikey", "password", "pwd", "pass", "dob", "birthdate", "address", "zip", "postcode", "ssn", "customer",
    "customer_id", "customerid", "account", "account_id", "accountid", "patient", "patient_id", "member", "member_id",
    "handle",
];

/// Parts of a query key that make it personal wherever they occur (`recovery_token`, `x_api_key`, `user_email`).
const SENSITIVE_KEY_PARTS: &[&str] =
    &["token", "secret", "password", "passwd", "session", "apikey", "api_key", "email"];

/// Phrases that make any URL a person's own page ("on her blog at `https://annavoss.blog/…`").
const OWNED_CUES: &[&str] = &[
    "my blog", "her blog", "his blog", "their blog", "my website", "her website", "his website", "my site", "her site",
    "his site", "my page", "her page", "his page", "my portfolio", "her portfolio", "his portfolio", "my profile",
    "her profile", "his profile", "my channel", "her channel", "his channel",
];

const PATH_SEGMENTS: &[&str] = &[
    "users", "user", "u", "profile", "profiles", "people", "person", "members", "member", "in", "author", "customers",
    "customer", "patients", "patient", "employees", "employee", "accounts", "account",
];

const SOCIAL: &[&str] = &[
    "facebook.com", "fb.com", "twitter.com", "x.com", "instagram.com", "tiktok.com", "t.me", "threads.net", "vk.com",
    "pinterest.com", "soundcloud.com", "twitch.tv", "snapchat.com", "mastodon.social", "bsky.app",
    "steamcommunity.com", "youtube.com", "patreon.com", "ko-fi.com", "behance.net", "dribbble.com", "deviantart.com",
    "vimeo.com", "onlyfans.com", "kick.com",
];

/// Hosts whose subdomains are their users' own sites.
const PERSONAL_HOSTS: &[&str] = &[
    "wordpress.com", "blogspot.com", "substack.com", "github.io", "gitlab.io", "tumblr.com", "wixsite.com",
    "weebly.com", "carrd.co", "neocities.org", "bandcamp.com", "itch.io", "livejournal.com", "webnode.page",
];

/// Subdomains of those hosts that are the host's own.
const HOST_OWN: &[&str] = &["www", "m", "en", "pages", "jobs", "about", "learn", "discover", "wordpress", "support", "help", "developer", "developers", "docs", "blog", "api", "status", "news"];

const ONE_SEGMENT_PROFILES: &[&str] = &["github.com", "gitlab.com", "medium.com", "linktr.ee", "keybase.io"];

const RESERVED: &[&str] = &[
    "about", "help", "login", "signup", "search", "explore", "home", "settings", "privacy", "terms", "policies",
    "share", "sharer", "sharer.php", "intent", "hashtag", "i", "legal", "blog", "features", "pricing", "docs",
    "topics", "trending", "watch", "jobs", "company", "marketplace", "notifications", "messages", "events", "groups",
    "pages", "business", "ads", "developers", "apps", "orgs", "sponsors", "enterprise", "collections", "site", "tos",
    "download", "discover", "tag", "tags", "p", "reel", "reels", "status", "security", "features", "contact",
    "careers", "market", "app", "games", "workshop", "sharedfiles", "discussions", "results", "feed", "playlist",
    "shorts", "channel", "c", "embed", "categories", "directory", "videos", "creators",
];

/// Finds personal URLs.
pub struct UrlRecognizer {
    re: Regex,
    bare: Regex,
}

impl UrlRecognizer {
    /// Compiles the pattern.
    pub fn new() -> UrlRecognizer {
        let hosts: Vec<String> = PERSONAL_HOSTS.iter().chain(SOCIAL).chain(ONE_SEGMENT_PROFILES).map(|h| regex::escape(h)).collect();
        let bare = format!(
            r#"(?i)(?-u:\b)(?:[a-z0-9][a-z0-9\-]{{0,62}}\.)?(?:linkedin\.com|youtube\.com|{})(?:/[^\s<>"'`]*)?"#,
            hosts.join("|")
        );
        UrlRecognizer {
            re: Regex::new(r#"(?i)(?-u:\b)(?:https?://|www\.)[^\s<>"'`]+"#).expect("url pattern compiles"),
            bare: Regex::new(&bare).expect("bare url pattern compiles"),
        }
    }
}

impl Default for UrlRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

/// `s` without trailing punctuation and unbalanced closing brackets.
fn trim_url(mut s: &str) -> &str {
    loop {
        let before = s.len();
        s = s.trim_end_matches(['.', ',', ';', ':', '!', '?', '\'', '"']);
        for (open, close) in [('(', ')'), ('[', ']')] {
            if s.ends_with(close) && s.matches(close).count() > s.matches(open).count() {
                s = &s[..s.len() - 1];
            }
        }
        if s.len() == before {
            return s;
        }
    }
}

/// The rule under which `url` is personal, if it is.
fn personal(url: &str) -> Option<&'static str> {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let (before_frag, _) = rest.split_once('#').unwrap_or((rest, ""));
    let (hostpath, query) = before_frag.split_once('?').unwrap_or((before_frag, ""));
    let (host, path) = hostpath.split_once('/').unwrap_or((hostpath, ""));
    let host = host.rsplit('@').next().unwrap_or(host).to_lowercase();
    let host = host.split(':').next().unwrap_or("");
    let host = host.strip_prefix("www.").or_else(|| host.strip_prefix("m.")).unwrap_or(host);
    for pair in query.split(['&', ';']) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let k = k.to_lowercase();
        let sensitive = SENSITIVE_KEY_PARTS.iter().any(|p| k.contains(p));
        if (!v.is_empty() && (QUERY_KEYS.contains(&k.as_str()) || sensitive))
            || v.contains('@')
            || v.to_lowercase().contains("%40")
        {
            return Some("url/personal-query");
        }
    }
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    for (i, s) in segs.iter().enumerate() {
        let low = s.to_lowercase();
        if (PATH_SEGMENTS.contains(&low.as_str()) && i + 1 < segs.len()) || (s.len() > 1 && s.starts_with(['@', '~'])) {
            return Some("url/personal-path");
        }
    }
    if let Some(sub) = PERSONAL_HOSTS.iter().find_map(|h| host.strip_suffix(h).and_then(|r| r.strip_suffix('.'))) {
        if !sub.is_empty() && !HOST_OWN.contains(&sub) && !sub.contains('.') {
            return Some("url/personal-host");
        }
    }
    let first = segs.first().map(|s| s.to_lowercase());
    let profile = |f: &str| f.starts_with('@') || !RESERVED.contains(&f);
    if SOCIAL.contains(&host) && first.as_deref().is_some_and(profile) {
        return Some("url/profile");
    }
    if ONE_SEGMENT_PROFILES.contains(&host) && segs.len() == 1 && first.as_deref().is_some_and(profile) {
        return Some("url/profile");
    }
    None
}

impl Recognizer for UrlRecognizer {
    fn name(&self) -> &'static str {
        "url"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for m in self.re.find_iter(text) {
            let url = trim_url(m.as_str());
            let span = Span::new(m.start(), m.start() + url.len());
            if let Some(rule) = personal(url) {
                out.push(Finding::new(span, Label::Url, 0.85, rule));
            } else if crate::context::has_cue(text, span, OWNED_CUES) {
                out.push(Finding::new(span, Label::Url, score::STRONG, "url/cued"));
            }
        }
        // Without a scheme: only a social profile or a personal host, and not the tail of a longer URL or address.
        for m in self.bare.find_iter(text) {
            if super::char_before(text, m.start()).is_some_and(|c| matches!(c, '/' | '.' | '@' | '-' | '_') || c.is_alphanumeric()) {
                continue;
            }
            let url = trim_url(m.as_str());
            let span = Span::new(m.start(), m.start() + url.len());
            if let Some(rule) = personal(url) {
                out.push(Finding::new(span, Label::Url, 0.8, rule));
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
        use Label::Url as U;
        check_table(
            &UrlRecognizer::new(),
            &[
                ("recorded at anaherawhanau.wordpress.com/2025/03/nans-boil-up. Episode", U, "anaherawhanau.wordpress.com/2025/03/nans-boil-up"),
                ("my CV: linkedin.com/in/tomasz-nowak-8812", U, "linkedin.com/in/tomasz-nowak-8812"),
                ("mi perfil es https://steamcommunity.com/id/florkitsune_cba si", U, "https://steamcommunity.com/id/florkitsune_cba"),
                ("find me on instagram.com/kofi.builds ok", U, "instagram.com/kofi.builds"),
                ("https://dana-w.github.io/cv", U, "https://dana-w.github.io/cv"),
                ("see https://example.com/users/dana-w.", U, "https://example.com/users/dana-w"),
                (
                    "link https://app.example.io/reset?email=dana%40mail.com&t=1",
                    U,
                    "https://app.example.io/reset?email=dana%40mail.com&t=1",
                ),
                (
                    "(https://crm.example.com/view?customer_id=48213)",
                    U,
                    "https://crm.example.com/view?customer_id=48213",
                ),
                ("my profile www.linkedin.com/in/dana-whitfield-4b1a2", U, "www.linkedin.com/in/dana-whitfield-4b1a2"),
                ("follow https://twitter.com/dana_w!", U, "https://twitter.com/dana_w"),
                ("https://www.facebook.com/dana.whitfield", U, "https://www.facebook.com/dana.whitfield"),
                ("TikTok https://www.tiktok.com/@danaw", U, "https://www.tiktok.com/@danaw"),
                ("code at https://github.com/dana-w", U, "https://github.com/dana-w"),
                ("blog https://medium.com/@dana/my-story-1a2b", U, "https://medium.com/@dana/my-story-1a2b"),
                ("home http://uni.example.edu/~nguyenvan/", U, "http://uni.example.edu/~nguyenvan/"),
                ("Telegram https://t.me/vanhoang", U, "https://t.me/vanhoang"),
                (
                    "photos on her blog at https://annavoss.blog/2025/04/our-new-flat?ref=family.",
                    U,
                    "https://annavoss.blog/2025/04/our-new-flat?ref=family",
                ),
                (
                    "recovery: https://github.com/settings/security?recovery_token=9f31c0aa7d here",
                    U,
                    "https://github.com/settings/security?recovery_token=9f31c0aa7d",
                ),
                (
                    "unsubscribe: https://mail.example.com/u?uid=99812;sig=ab",
                    U,
                    "https://mail.example.com/u?uid=99812;sig=ab",
                ),
            ],
            &[
                "Visit https://example.com today.",
                "Read our blog at https://example.com/blog/launch",
                "Docs at https://docs.rs/regex/latest/regex/",
                "Source https://github.com/rust-lang/regex",
                "Search https://twitter.com/search?q=rust",
                "Help https://www.facebook.com/help",
                "Watch https://www.youtube.com/watch?v=dQw4w9WgXcQ",
                "Market https://steamcommunity.com/market/listings/730",
                "Results https://example.com/list?q=rust&page=2",
                "Product https://shop.example.com/products/HX-220-B",
                "Status https://status.example.com/incidents/4471",
                "Host api.example.com is down",
                "Bare example.com/users/dana has no scheme",
                "Download https://www.python.org/downloads/release/python-3127/",
                "hosted on wordpress.com/support/domains",
                "see github.com/rust-lang/regex for the code",
                "mail dana@github.io or twitter.com/search?q=x",
                "docs at https://en.wordpress.com/plans",
                "pages.github.io and https://docs.github.io/x",
            ],
        );
    }
}
