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
//! The packed form (text, UTF-8; format 2, written by `scripts/pack-lists.py` and by [`pack`], the same bytes):
//! - a first line `blackbar-lists 2`;
//! - a line `fold` followed by space-separated entries, one per character that folds to ASCII: the character, then
//!   what it folds to (`éeëeñn…`; the script computes them as Unicode NFKD without the combining marks);
//! - per list a header `NAME COUNT FNV MODE` (`FNV`: FNV-1a 64 of the original file's bytes, 16 hex digits), one line
//!   of `COUNT` shared-prefix characters `'0' + k` (k ≤ 78: the bytes a line shares with the previous one, always a
//!   character boundary), in MODE `sorted` a line `marks` with the gaps between the marked lines' positions, then
//!   `COUNT` lines, each line's rest after its shared prefix. Sorted lists share long prefixes, and the prefix
//!   characters and the rests compress better apart.
//! - MODE `sorted` (a list of lines in strictly increasing byte order ending with a newline: all four committed
//!   lists): the ASCII-folded twin of a line ("a coruna" next to "a coruña", "jose" next to "josé") is not stored
//!   when the list has both; unpacking adds the folded form of every stored line that has one, except the marked
//!   lines (whose folded form is not in the list), sorts and removes repeats. MODE `lines`: the lines as they are,
//!   joined by `\n` (the last, empty piece after a final newline included).
//!
//! Against format 1 (front coding only) this is 423 → 387 KB gzip. [`unpack`] checks every list against its `FNV`:
//! the installed lists are the committed files byte for byte, or nothing.

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

/// The first line of the packed form.
const MAGIC: &str = "blackbar-lists 2";

/// What `line` folds to with `fold` (sorted by character), or `None` when no character of it folds.
fn folded(line: &str, fold: &[(char, &str)]) -> Option<String> {
    let find = |c: char| fold.binary_search_by_key(&c, |&(k, _)| k).ok().map(|i| fold[i].1);
    if line.is_ascii() || !line.chars().any(|c| find(c).is_some()) {
        return None;
    }
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        match find(c) {
            Some(f) => out.push_str(f),
            None => out.push(c),
        }
    }
    Some(out)
}

/// Whether `text` is MODE `sorted`: lines in strictly increasing byte order, ending with a newline.
fn is_sorted_list(text: &str) -> bool {
    text.strip_suffix('\n').is_some_and(|t| {
        let lines: Vec<&str> = t.split('\n').collect();
        lines.windows(2).all(|w| w[0] < w[1])
    })
}

/// The packed form of the four lists (in [`NAMES`]' order) with the fold table `fold` (character, what it folds
/// to; sorted by character, no space in either). `scripts/pack-lists.py` writes the same bytes for the committed
/// lists with the table it computes.
pub fn pack(lists: [&str; 4], fold: &[(char, &str)]) -> String {
    let mut out = format!("{MAGIC}\nfold");
    for (c, f) in fold {
        out.push(' ');
        out.push(*c);
        out.push_str(f);
    }
    out.push('\n');
    for (name, text) in NAMES.iter().zip(lists) {
        let stored: Vec<&str> = if is_sorted_list(text) {
            let lines: Vec<&str> = text[..text.len() - 1].split('\n').collect();
            let have: std::collections::HashSet<&str> = lines.iter().copied().collect();
            let twins: std::collections::HashSet<String> =
                lines.iter().filter_map(|l| folded(l, fold)).filter(|f| have.contains(f.as_str())).collect();
            let stored: Vec<&str> = lines.into_iter().filter(|l| !twins.contains(*l)).collect();
            out.push_str(&format!("{name} {} {:016x} sorted\n", stored.len(), fnv1a(text.as_bytes())));
            push_prefixes(&mut out, &stored);
            out.push_str("marks");
            let mut last: isize = -1;
            for (i, l) in stored.iter().enumerate() {
                if folded(l, fold).is_some_and(|f| !have.contains(f.as_str())) {
                    out.push_str(&format!(" {}", i as isize - last));
                    last = i as isize;
                }
            }
            out.push('\n');
            stored
        } else {
            let lines: Vec<&str> = text.split('\n').collect();
            out.push_str(&format!("{name} {} {:016x} lines\n", lines.len(), fnv1a(text.as_bytes())));
            push_prefixes(&mut out, &lines);
            lines
        };
        let mut prev = "";
        for l in stored {
            out.push_str(&l[shared(prev, l)..]);
            out.push('\n');
            prev = l;
        }
    }
    out
}

/// The bytes `line` shares with `prev` (at most [`MAX_SHARED`], cut back to a character boundary).
fn shared(prev: &str, line: &str) -> usize {
    let mut k = prev.bytes().zip(line.bytes()).take(MAX_SHARED).take_while(|(a, b)| a == b).count();
    while !line.is_char_boundary(k) {
        k -= 1;
    }
    k
}

/// The line of shared-prefix characters of `lines`.
fn push_prefixes(out: &mut String, lines: &[&str]) {
    let mut prev = "";
    for l in lines {
        out.push((b'0' + shared(prev, l) as u8) as char);
        prev = l;
    }
    out.push('\n');
}

/// The four lists' text from their packed form, each checked against its FNV-1a hash.
pub fn unpack(packed: &str) -> Result<[String; 4], String> {
    let err = |line: usize, what: &str| format!("name and place lists, line {line}: {what}");
    let mut lines = packed.split('\n').enumerate().map(|(i, l)| (i + 1, l));
    match lines.next() {
        Some((_, MAGIC)) => {}
        _ => return Err(err(1, &format!("not a packed list file (expected `{MAGIC}`)"))),
    }
    let mut fold: Vec<(char, &str)> = Vec::new();
    match lines.next() {
        Some((n, l)) if l == "fold" || l.starts_with("fold ") => {
            for e in l[4..].split(' ').skip(1) {
                let mut cs = e.chars();
                let c = cs.next().ok_or_else(|| err(n, "an empty fold entry"))?;
                fold.push((c, cs.as_str()));
            }
            if !fold.windows(2).all(|w| w[0].0 < w[1].0) {
                return Err(err(n, "the fold entries are not sorted by character"));
            }
        }
        other => return Err(err(other.map_or(2, |(n, _)| n), "expected the line `fold …`")),
    }
    let mut out: [String; 4] = Default::default();
    for (slot, name) in out.iter_mut().zip(NAMES) {
        let (n, header) = lines.next().ok_or_else(|| err(0, &format!("the file ends before the list `{name}`")))?;
        let mut f = header.split(' ');
        let (Some(h_name), Some(count), Some(hash), Some(mode), None) = (f.next(), f.next(), f.next(), f.next(), f.next())
        else {
            return Err(err(n, "expected a header `NAME COUNT FNV MODE`"));
        };
        if h_name != name {
            return Err(err(n, &format!("expected the list `{name}`, found `{h_name}`")));
        }
        let count: usize = count.parse().map_err(|_| err(n, "the count is not a number"))?;
        let hash = u64::from_str_radix(hash, 16).map_err(|_| err(n, "the hash is not hexadecimal"))?;
        let sorted = match mode {
            "sorted" => true,
            "lines" => false,
            _ => return Err(err(n, "the mode is neither `sorted` nor `lines`")),
        };
        let ends = |i: usize| err(n, &format!("the list `{name}` ends after {i} of {count} lines"));
        let (kn, ks) = lines.next().ok_or_else(|| ends(0))?;
        if ks.len() != count || !ks.bytes().all(|c| (b'0'..=b'0' + MAX_SHARED as u8).contains(&c)) {
            return Err(err(kn, &format!("expected {count} shared-prefix characters '0'..'~'")));
        }
        let mut marked: Vec<bool> = vec![false; if sorted { count } else { 0 }];
        if sorted {
            let (mn, m) = lines.next().ok_or_else(|| ends(0))?;
            let mut gaps = m.split(' ');
            if gaps.next() != Some("marks") {
                return Err(err(mn, "expected the line `marks …`"));
            }
            let mut at: usize = 0;
            for (j, g) in gaps.enumerate() {
                let g: usize = g.parse().ok().filter(|&g| g >= 1).ok_or_else(|| err(mn, "a mark is not a number ≥ 1"))?;
                at = if j == 0 { g - 1 } else { at + g };
                *marked.get_mut(at).ok_or_else(|| err(mn, "a mark is past the last line"))? = true;
            }
        }
        let mut text: Vec<u8> = Vec::new();
        let mut prev_start = 0;
        for (i, k) in ks.bytes().enumerate() {
            let (n, l) = lines.next().ok_or_else(|| ends(i))?;
            let k = (k - b'0') as usize;
            if k > text.len() - prev_start {
                return Err(err(n, "the shared prefix is longer than the previous line"));
            }
            if i > 0 {
                text.push(b'\n');
            }
            let start = text.len();
            text.extend_from_within(prev_start..prev_start + k);
            text.extend_from_slice(l.as_bytes());
            prev_start = start;
        }
        let mut text = String::from_utf8(text).map_err(|_| err(n, &format!("the list `{name}` is not UTF-8")))?;
        if sorted {
            let stored: Vec<&str> = if count == 0 { Vec::new() } else { text.split('\n').collect() };
            let twins: Vec<String> =
                stored.iter().zip(&marked).filter(|(_, &m)| !m).filter_map(|(l, _)| folded(l, &fold)).collect();
            let mut all: Vec<&str> = stored.iter().copied().chain(twins.iter().map(String::as_str)).collect();
            crate::sort::sort(&mut all);
            let mut joined = String::with_capacity(text.len() + twins.iter().map(|t| t.len() + 1).sum::<usize>() + 1);
            let mut last: Option<&str> = None;
            for l in all {
                if last != Some(l) {
                    joined.push_str(l);
                    joined.push('\n');
                    last = Some(l);
                }
            }
            text = joined;
        }
        if fnv1a(text.as_bytes()) != hash {
            return Err(err(n, &format!("the list `{name}` does not match its hash (a damaged or partial file)")));
        }
        *slot = text;
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

    /// A few entries of the table the build script computes (sorted by character).
    const FOLD: &[(char, &str)] = &[('á', "a"), ('é', "e"), ('ñ', "n"), ('ó', "o"), ('ü', "u"), ('ễ', "e"), ('ệ', "e")];

    #[test]
    fn the_committed_lists_round_trip_byte_for_byte() {
        for fold in [&[][..], FOLD] {
            let packed = pack(FILES, fold);
            assert!(packed.len() < FILES.iter().map(|f| f.len()).sum::<usize>(), "front coding makes it smaller");
            let back = unpack(&packed).unwrap();
            for (a, b) in back.iter().zip(FILES) {
                assert!(a == b, "a list changed in the round trip");
            }
        }
        assert!(pack(FILES, FOLD).len() < pack(FILES, &[]).len(), "folded twins are not stored");
    }

    #[test]
    fn edge_cases_round_trip() {
        // Shared prefixes ending inside a multi-byte character, longer than 78 bytes, empty lines, no final newline,
        // unsorted lines (MODE `lines`); sorted lists with twins, a twin of two lines ("jose" of "josé" and "jösé"
        // with a fold of 'ö'), a folded form not in the list (marked), a twin that is the first line.
        let long = "x".repeat(100);
        let fold: &[(char, &str)] = &[('é', "e"), ('ö', "o"), ('ễ', "e"), ('ệ', "e")];
        let cases: [&str; 4] = ["nguyễn\nnguyệt\nnguyen\n", &format!("{long}a\n{long}b\n\n\nz"), "", "\n"];
        let sorted: [&str; 4] = [
            "jose\njosé\njösé\nzoe\nzoé\n",
            "nguyen\nnguyet\nnguyễn\nnguyệt\n",
            "abc\nanné\n",
            "e\né\n",
        ];
        for case in [[cases[0], cases[1], cases[2], cases[3]], sorted] {
            let packed = pack(case, fold);
            let back = unpack(&packed).unwrap();
            for (a, b) in back.iter().zip(case) {
                assert_eq!(a, b);
            }
        }
        // The twins are not stored, the line whose folded form is missing is marked.
        let packed = pack(sorted, fold);
        assert!(!packed.contains("\nnguyen\n") && packed.contains("sorted\n01\nmarks 2\nabc\nnné\n"), "{packed}");
    }

    #[test]
    fn damaged_files_are_refused_with_the_line() {
        let packed = pack(["ann\nanna\n", "b\n", "c\n", "d\nz"], &[('é', "e")]);
        assert!(packed.starts_with("blackbar-lists 2\nfold ée\ngiven 2 "), "{packed}");
        for (bad, want) in [
            (packed.replacen("blackbar-lists 2", "blackbar-lists 1", 1), "line 1: not a packed list file"),
            (packed.replacen("fold ée", "fold éé ée", 1), "line 2: the fold entries are not sorted"),
            (packed.replacen("fold ée", "folded", 1), "line 2: expected the line `fold"),
            (packed.replacen("\nann\n", "\nanm\n", 1), "does not match its hash"),
            (packed.replacen("\n03\n", "\n0!\n", 1), "line 4: expected 2 shared-prefix"),
            (packed.replacen("\n03\n", "\n0\n", 1), "line 4: expected 2 shared-prefix"),
            (packed.replacen("\n03\n", "\n0~\n", 1), "line 7: the shared prefix is longer"),
            (packed.replacen("marks\nann", "marks 3\nann", 1), "line 5: a mark is past the last line"),
            (packed.replacen("marks\nann", "marks 0\nann", 1), "line 5: a mark is not a number"),
            (packed.replacen("marks\nann", "mark\nann", 1), "line 5: expected the line `marks"),
            (packed.replacen(" sorted\n03", " random\n03", 1), "line 3: the mode is neither"),
            (packed.replacen("given", "names", 1), "line 3: expected the list `given`"),
            (packed[..packed.len() - 4].to_string(), "ends after"),
            (format!("{packed}extra\n"), "text after the last list"),
        ] {
            let e = unpack(&bad).unwrap_err();
            assert!(e.contains(want), "{e:?} should say {want:?}");
        }
    }

    #[test]
    fn the_build_script_packs_the_same_bytes() {
        // scripts/pack-lists.py writes the file the page fetches; it must be this module's `pack` (with the fold table
        // the script computed, on its line 2), byte for byte.
        let out = std::env::temp_dir().join(format!("blackbar-lists-{}.txt", std::process::id()));
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/pack-lists.py");
        let status = std::process::Command::new("python3").arg(script).arg(&out).status().expect("python3 runs");
        assert!(status.success(), "scripts/pack-lists.py failed");
        let written = std::fs::read_to_string(&out).unwrap();
        let _ = std::fs::remove_file(&out);
        let line = written.lines().nth(1).unwrap();
        let fold: Vec<(char, &str)> = line.split(' ').skip(1).map(|e| (e.chars().next().unwrap(), &e[e.chars().next().unwrap().len_utf8()..])).collect();
        assert!(fold.len() > 100 && fold.contains(&('ñ', "n")), "the script's fold table: {line}");
        assert!(written == pack(FILES, &fold), "scripts/pack-lists.py and lists::pack disagree");
        assert!(unpack(&written).unwrap() == FILES.map(String::from));
    }

    #[test]
    fn fnv1a_matches_the_reference_values() {
        assert_eq!(fnv1a(b""), 0xcbf29ce484222325);
        assert_eq!(fnv1a(b"a"), 0xaf63dc4c8601ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x85944171f73967e8);
    }
}
