//! Where the gazetteers' four large lists come from: the given names, surnames and frequent words of `data/names/`
//! and the local place names of `data/places/local.txt` (≈ 1.5 MB of text, ≈ 560 KB gzip).
//!
//! - With the cargo feature `embedded-lists` (on by default: the CLI, the native tests, the wasm tests) they are
//!   compiled in with `include_str!`, as before.
//! - Without it (the page's wasm, `scripts/build-wasm.sh`) the wasm carries none of them: the page fetches one packed
//!   file from its own origin (`www/data/lists.txt`, written by `scripts/pack-lists.py` from the same files) after it
//!   has appeared, and hands it to [`install_packed`]. Until then [`get`] is `None`, the gazetteers answer "not a
//!   name, not a place", and every wasm entry point that detects refuses with [`NOT_LOADED`] — so no result computed
//!   without the lists can ever be shown as if they were there.
//!
//! The packed form (text, UTF-8): a first line `blackbar-lists 1`, then per list a header line `NAME COUNT FNV`
//! (`FNV`: FNV-1a 64 of the original file's bytes, 16 hex digits) and `COUNT` lines, each the original line
//! front-coded: one character `'0' + k` (k ≤ 78: the bytes shared with the previous line, always a character
//! boundary) and the rest of the line. Sorted lists share long prefixes, so this is ≈ 25% smaller after gzip than the
//! plain lists. The original is the lines joined by `\n` (the last, empty piece after a final newline included),
//! and [`unpack`] checks it against `FNV`: the installed lists are the committed files byte for byte, or nothing.

use std::sync::OnceLock;

/// The four lists' text, each exactly a committed file's content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lists {
    /// `data/names/given.txt`.
    pub given: &'static str,
    /// `data/names/surname.txt`.
    pub surname: &'static str,
    /// `data/names/words.txt`.
    pub words: &'static str,
    /// `data/places/local.txt`.
    pub local_places: &'static str,
}

/// The names of the lists in the packed form, in [`Lists`]' order.
pub const NAMES: [&str; 4] = ["given", "surname", "words", "local_places"];

/// The error of a detecting wasm entry point called before [`install_packed`].
pub const NOT_LOADED: &str = "the name and place lists are not loaded yet (the page fetches them after it appears)";

#[cfg(feature = "embedded-lists")]
static EMBEDDED: Lists = Lists {
    given: include_str!("../data/names/given.txt"),
    surname: include_str!("../data/names/surname.txt"),
    words: include_str!("../data/names/words.txt"),
    local_places: include_str!("../data/places/local.txt"),
};

static INSTALLED: OnceLock<Lists> = OnceLock::new();

/// The lists: compiled in (feature `embedded-lists`), else those installed by [`install_packed`], else `None`.
#[inline]
pub fn get() -> Option<&'static Lists> {
    #[cfg(feature = "embedded-lists")]
    {
        Some(&EMBEDDED)
    }
    #[cfg(not(feature = "embedded-lists"))]
    {
        INSTALLED.get()
    }
}

/// Whether the lists are there (compiled in or installed).
pub fn ready() -> bool {
    get().is_some()
}

/// Installs the lists from their packed form (see the module documentation). Compiled-in lists are left as they
/// are (the packed ones must then equal them). Installing again is accepted when the content is the same.
pub fn install_packed(packed: &str) -> Result<(), String> {
    let [given, surname, words, local_places] = unpack(packed)?;
    if let Some(have) = get() {
        let same = have.given == given
            && have.surname == surname
            && have.words == words
            && have.local_places == local_places;
        return if same { Ok(()) } else { Err("other name and place lists are already in place".into()) };
    }
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let lists =
        Lists { given: leak(given), surname: leak(surname), words: leak(words), local_places: leak(local_places) };
    let _ = INSTALLED.set(lists);
    Ok(())
}

/// FNV-1a, 64 bits.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The longest front-coded prefix: `'0' + 78` is `'~'`.
const MAX_SHARED: usize = 78;

/// The packed form of the four lists (in [`NAMES`]' order). `scripts/pack-lists.py` writes the same bytes.
pub fn pack(lists: [&str; 4]) -> String {
    let mut out = String::from("blackbar-lists 1\n");
    for (name, text) in NAMES.iter().zip(lists) {
        let lines: Vec<&str> = text.split('\n').collect();
        out.push_str(&format!("{name} {} {:016x}\n", lines.len(), fnv1a(text.as_bytes())));
        let mut prev = "";
        for l in lines {
            let mut k = prev.bytes().zip(l.bytes()).take(MAX_SHARED).take_while(|(a, b)| a == b).count();
            while !l.is_char_boundary(k) {
                k -= 1;
            }
            out.push((b'0' + k as u8) as char);
            out.push_str(&l[k..]);
            out.push('\n');
            prev = l;
        }
    }
    out
}

/// The four lists' text from their packed form, each checked against its FNV-1a hash.
pub fn unpack(packed: &str) -> Result<[String; 4], String> {
    let err = |line: usize, what: &str| format!("name and place lists, line {line}: {what}");
    let mut lines = packed.split('\n').enumerate().map(|(i, l)| (i + 1, l));
    match lines.next() {
        Some((_, "blackbar-lists 1")) => {}
        _ => return Err(err(1, "not a packed list file (expected `blackbar-lists 1`)")),
    }
    let mut out: [String; 4] = Default::default();
    for (slot, name) in out.iter_mut().zip(NAMES) {
        let (n, header) = lines.next().ok_or_else(|| err(0, &format!("the file ends before the list `{name}`")))?;
        let mut f = header.split(' ');
        let (Some(h_name), Some(count), Some(hash), None) = (f.next(), f.next(), f.next(), f.next()) else {
            return Err(err(n, "expected a header `NAME COUNT FNV`"));
        };
        if h_name != name {
            return Err(err(n, &format!("expected the list `{name}`, found `{h_name}`")));
        }
        let count: usize = count.parse().map_err(|_| err(n, "the count is not a number"))?;
        let hash = u64::from_str_radix(hash, 16).map_err(|_| err(n, "the hash is not hexadecimal"))?;
        let mut text: Vec<u8> = Vec::new();
        let mut prev_start = 0;
        for i in 0..count {
            let ends = || err(n, &format!("the list `{name}` ends after {i} of {count} lines"));
            let (n, l) = lines.next().ok_or_else(ends)?;
            let k = l.bytes().next().map(|c| c.wrapping_sub(b'0') as usize).filter(|&k| k <= MAX_SHARED);
            let Some(k) = k else { return Err(err(n, "expected a shared-prefix character '0'..'~'")) };
            if k > text.len() - prev_start {
                return Err(err(n, "the shared prefix is longer than the previous line"));
            }
            if i > 0 {
                text.push(b'\n');
            }
            let start = text.len();
            text.extend_from_within(prev_start..prev_start + k);
            text.extend_from_slice(&l.as_bytes()[1..]);
            prev_start = start;
        }
        if fnv1a(&text) != hash {
            return Err(err(n, &format!("the list `{name}` does not match its hash (a damaged or partial file)")));
        }
        *slot = String::from_utf8(text).map_err(|_| err(n, &format!("the list `{name}` is not UTF-8")))?;
    }
    match lines.collect::<Vec<_>>().as_slice() {
        [] | [(_, "")] => Ok(out),
        [(n, _), ..] => Err(err(*n, "text after the last list")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILES: [&str; 4] = [
        include_str!("../data/names/given.txt"),
        include_str!("../data/names/surname.txt"),
        include_str!("../data/names/words.txt"),
        include_str!("../data/places/local.txt"),
    ];

    #[test]
    fn the_committed_lists_round_trip_byte_for_byte() {
        let packed = pack(FILES);
        assert!(packed.len() < FILES.iter().map(|f| f.len()).sum::<usize>(), "front coding makes it smaller");
        let back = unpack(&packed).unwrap();
        for (a, b) in back.iter().zip(FILES) {
            assert!(a == b, "a list changed in the round trip");
        }
    }

    #[test]
    fn edge_cases_round_trip() {
        // Shared prefixes ending inside a multi-byte character, longer than 78 bytes, empty lines, no final newline.
        let long = "x".repeat(100);
        let cases: [&str; 4] = ["nguyễn\nnguyệt\nnguyen\n", &format!("{long}a\n{long}b\n\n\nz"), "", "\n"];
        let cases = [cases[0], cases[1], cases[2], cases[3]];
        let back = unpack(&pack(cases)).unwrap();
        for (a, b) in back.iter().zip(cases) {
            assert_eq!(a, b);
        }
    }

    #[test]
    fn damaged_files_are_refused_with_the_line() {
        let packed = pack(["ann\nanna\n", "b\n", "c\n", "d\n"]);
        for (bad, want) in [
            (packed.replacen("blackbar-lists 1", "blackbar-lists 2", 1), "line 1: not a packed list file"),
            (packed.replacen("0ann", "0anm", 1), "does not match its hash"),
            (packed.replacen("3a\n", "9a\n", 1), "line 4: the shared prefix is longer"),
            (packed.replacen("given", "names", 1), "line 2: expected the list `given`"),
            (packed[..packed.len() - 4].to_string(), "ends after"),
            (format!("{packed}extra\n"), "text after the last list"),
        ] {
            let e = unpack(&bad).unwrap_err();
            assert!(e.contains(want), "{e:?} should say {want:?}");
        }
    }

    #[test]
    fn the_build_script_packs_the_same_bytes() {
        // scripts/pack-lists.py writes the file the page fetches; it must be this module's `pack`, byte for byte.
        let out = std::env::temp_dir().join(format!("blackbar-lists-{}.txt", std::process::id()));
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/pack-lists.py");
        let status = std::process::Command::new("python3").arg(script).arg(&out).status().expect("python3 runs");
        assert!(status.success(), "scripts/pack-lists.py failed");
        let written = std::fs::read_to_string(&out).unwrap();
        let _ = std::fs::remove_file(&out);
        assert!(written == pack(FILES), "scripts/pack-lists.py and lists::pack disagree");
    }

    #[test]
    fn fnv1a_matches_the_reference_values() {
        assert_eq!(fnv1a(b""), 0xcbf29ce484222325);
        assert_eq!(fnv1a(b"a"), 0xaf63dc4c8601ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x85944171f73967e8);
    }
}
