//! Entity linking for PERSON: every mention of one person in a document gets one entity id, and mentions that no
//! recognizer rule found on their own (a bare surname, a given name, `WHITFIELD`, `W-H-I-T-F-I-E-L-D`) are found by
//! propagation from the names that were.
//!
//! [`link_entities`] assigns ids to the PERSON findings of one text, [`propagate`] returns new findings for the other
//! mentions of the linked names. [`crate::recognizers::PersonRecognizer`] runs both over its own findings that reach
//! the default threshold (so its candidates already include the linked mentions), and the engine runs
//! [`link_resolution`] after every resolution: ids over the final spans (whatever found them: the person recognizer,
//! its shadow pass, a custom rule), mentions of names that only a custom rule found, and an id for every other
//! redacted span (same label and value, same id).
//!
//! A mention's *keys* are its name tokens, lower-cased, without title, particles, initials or possessive
//! (`Ms Dana Whitfield's` → {dana, whitfield}). A mention joins the entity of the longest mention whose keys include
//! all of its own; when several do (two people called Dana), the one mentioned last before it (else first after it).
//! Ids are 1, 2, 3... in order of first appearance.

use std::collections::{BTreeSet, HashMap, HashSet};

use crate::gazetteer;
use crate::recognizers::person::{base, is_title, overlaps_sorted, shape, tokenize, with_key, Shape, Tok};
use crate::{Finding, Label, Span};

/// Particles never used as keys.
const SKIP: &[&str] = &["de", "del", "della", "der", "den", "van", "von", "da", "das", "dos", "di", "du", "la", "le", "bin", "ibn", "al", "el", "y", "i", "qc", "kc", "jr", "sr",
    // Words written before a title inside a name span ("District Judge Elliott"): not the person's name.
    "acting", "district", "deputy", "chief",
    // Irish and Scottish particles ("Siobhán Mac Giolla Phádraig"): not `MAC` address.
    "mac", "mc", "nic", "ní", "ua", "binti", "bint",
    // The other particles of [`crate::recognizers::person`] (`vom`, `zum`, `dela`): not a name of their own.
    "vom", "zum", "zu", "do", "dela", "delos", "dei", "degli", "af", "av", "ten", "ter", "ó", "ould", "ap", "bat", "abu"];

/// The word a mention spells out letter by letter (`W-H-I-T-F-I-E-L-D`, `w h i t f i e l d` → `whitfield`).
fn spelled_word(mention: &str) -> Option<String> {
    let letters: Vec<&str> = mention.split(['-', ' ']).collect();
    (letters.len() >= 3 && letters.iter().all(|l| l.chars().count() == 1 && l.chars().all(char::is_alphabetic)))
        .then(|| gazetteer::key(&letters.concat()).into_owned())
}

/// The initialism of a name of two to five words, case as written (`Katrin Vogelsang` → `KV`, `Pieter van der Meulen`
/// → `PvdM`); titles are left out.
fn initialism(mention: &str) -> Option<String> {
    let toks = tokenize(mention);
    let words: Vec<&str> = toks.iter().map(|t| &mention[t.start..t.end]).filter(|w| !is_title(w)).collect();
    if !(2..=5).contains(&words.len()) || !words.iter().any(|w| shape(w) == Shape::Cap) {
        return None;
    }
    let ini: String = words.iter().filter_map(|w| w.chars().next()).collect();
    ini.chars().next().is_some_and(char::is_uppercase).then_some(ini)
}

/// The name keys of a mention (see the module documentation).
pub fn name_keys(mention: &str) -> BTreeSet<String> {
    // Spelled out (`W-H-I-T-F-I-E-L-D`, `w h i t f i e l d`): the word it spells.
    if let Some(word) = spelled_word(mention) {
        return crate::sort::btree_set([word]);
    }
    let letters: Vec<&str> = mention.split(['-', ' ']).collect();
    // Spelled aloud: `o apostrophe c o double n e double l`.
    if letters.len() >= 3 && letters.iter().any(|l| matches!(*l, "double" | "triple" | "apostrophe" | "hyphen" | "dash")) {
        let mut out = String::new();
        let mut times = 1;
        for l in &letters {
            match *l {
                "double" => times = 2,
                "triple" => times = 3,
                "apostrophe" | "hyphen" | "dash" => {}
                _ if l.chars().count() == 1 && l.chars().all(char::is_alphabetic) => {
                    out.push_str(&l.repeat(times));
                    times = 1;
                }
                _ => return BTreeSet::new(),
            }
        }
        return crate::sort::btree_set([gazetteer::key(&out).into_owned()]);
    }
    crate::sort::btree_set(
        tokenize(mention)
            .iter()
            .map(|t| &mention[t.start..t.end])
            .filter(|w| !is_title(w) && base(w).chars().count() >= 2)
            .map(|w| gazetteer::key(base(w)).into_owned())
            .filter(|k| !SKIP.contains(&k.as_str())),
    )
}

/// The keys of an initials-only mention (`Ms A`, `Mr J.`): its letters, marked so they never meet a name key.
fn initials_key(mention: &str) -> BTreeSet<String> {
    let letters: String = tokenize(mention)
        .iter()
        .map(|t| &mention[t.start..t.end])
        .filter(|w| !is_title(w))
        .map(|w| gazetteer::key(base(w)))
        .collect();
    if letters.is_empty() {
        BTreeSet::new()
    } else {
        crate::sort::btree_set([format!("#{letters}")])
    }
}

/// Assigns an entity id to every PERSON finding of `text` in `findings` (other labels are left alone).
///
/// Near-linear in the mentions: the entities holding a key are indexed by key (only those holding the mention's
/// rarest key are tested for a superset), and each entity's member starts are kept sorted, so the nearest member is
/// a range lookup. (A scan of every member of every entity per mention made 40,000 mentions of one name quadratic.)
pub fn link_entities(text: &str, findings: &mut [Finding]) {
    let people: Vec<usize> = (0..findings.len()).filter(|&i| findings[i].label == Label::Person).collect();
    // keys[p]: the keys of the mention people[p].
    let keys: Vec<BTreeSet<String>> = people
        .iter()
        .map(|&i| {
            let m = &text[findings[i].span];
            // Compared by their letters, folded: `S-I-O-B-H-A-N` is Siobhán, `O-S-U-L-L-I-V-A-N` O'Sullivan.
            let k: BTreeSet<String> = crate::sort::btree_set(name_keys(m).iter().map(|k| letters_key(k)).filter(|k| !k.is_empty()));
            if k.is_empty() { initials_key(m) } else { k }
        })
        .collect();
    // A mention that is another mention's initialism (`KV` of "Katrin Vogelsang") joins that mention's person:
    // alias[p] = the position of that mention.
    // Only a mention of 2–5 letters, the first upper case, can be one; without one no initialism is made.
    let short = |m: &str| (2..=5).contains(&m.chars().count()) && m.chars().all(char::is_alphabetic) && m.starts_with(char::is_uppercase);
    let initials_of: HashMap<String, usize> = if people.iter().any(|&i| short(&text[findings[i].span])) {
        (0..people.len()).filter_map(|p| initialism(&text[findings[people[p]].span]).map(|k| (k, p))).collect()
    } else {
        HashMap::new()
    };
    let alias: Vec<Option<usize>> = (0..people.len())
        .map(|p| if initials_of.is_empty() { None } else { initials_of.get(&text[findings[people[p]].span]).copied().filter(|&q| q != p) })
        .collect();
    // Most keys first, then by start (then by position: the sort is stable).
    let mut order: Vec<(std::cmp::Reverse<usize>, usize, usize)> = (0..people.len())
        .filter(|&p| alias[p].is_none())
        .map(|p| (std::cmp::Reverse(keys[p].len()), findings[people[p]].span.start, p))
        .collect();
    crate::sort::sort(&mut order);
    // Each entity: its keys and its members' starts; and the entities holding each key.
    let mut entities: Vec<(BTreeSet<String>, BTreeSet<usize>)> = Vec::new();
    let mut holding: HashMap<&str, Vec<usize>> = HashMap::new();
    let mut of: Vec<Option<usize>> = vec![None; people.len()];
    for &(_, start, p) in &order {
        let k = &keys[p];
        // Every entity whose keys include all of `k` holds its rarest key.
        let Some(rarest) = k.iter().min_by_key(|key| holding.get(key.as_str()).map_or(0, Vec::len)) else { continue };
        let fits: Vec<usize> = match holding.get(rarest.as_str()) {
            Some(es) => es.iter().copied().filter(|&e| k.is_subset(&entities[e].0)).collect(),
            None => Vec::new(),
        };
        let e = nearest(&fits, start, |e| &entities[e].1).unwrap_or_else(|| {
            entities.push((k.clone(), BTreeSet::new()));
            for key in k {
                holding.entry(key.as_str()).or_default().push(entities.len() - 1);
            }
            entities.len() - 1
        });
        entities[e].1.insert(start);
        of[p] = Some(e);
    }
    for p in 0..people.len() {
        if let Some(e) = alias[p].and_then(|q| of[q]) {
            entities[e].1.insert(findings[people[p]].span.start);
            of[p] = Some(e);
        }
    }
    // Ids by first appearance.
    let mut firsts: Vec<(usize, usize)> =
        entities.iter().enumerate().map(|(e, (_, s))| (*s.first().unwrap_or(&0), e)).collect();
    crate::sort::sort(&mut firsts);
    let id: HashMap<usize, u32> = firsts.iter().enumerate().map(|(rank, &(_, e))| (e, rank as u32 + 1)).collect();
    for (p, e) in of.into_iter().enumerate() {
        if let Some(e) = e {
            findings[people[p]].entity = Some(id[&e]);
        }
    }
}

/// Of `candidates`, the one with a member starting last before `at`, else first after it (ties: the later
/// candidate).
fn nearest<'a>(candidates: &[usize], at: usize, starts: impl Fn(usize) -> &'a BTreeSet<usize>) -> Option<usize> {
    use std::ops::Bound::{Excluded, Unbounded};
    let before = candidates.iter().filter_map(|&c| starts(c).range(..=at).next_back().map(|&s| (s, c))).max();
    let after = || {
        candidates
            .iter()
            .filter_map(|&c| starts(c).range((Excluded(at), Unbounded)).next().map(|&s| (std::cmp::Reverse(s), c)))
            .max()
    };
    before.map(|(_, c)| c).or_else(|| after().map(|(_, c)| c))
}

/// Words before a letter that make it a reference, not a person ("Annex A", "type B").
const REFERENCE: &[&str] = &[
    "annex", "article", "section", "part", "chapter", "appendix", "schedule", "table", "figure", "fig", "plan",
    "category", "type", "class", "grade", "vitamin", "block", "level", "room", "floor", "gate", "terminal", "platform",
    "row", "seat", "exhibit", "paragraph", "item", "group", "team", "phase", "stage", "option", "model", "series",
    "point", "list", "form", "wing", "unit", "zone", "flat", "apartment", "building", "tower", "hall", "ward", "bay",
];

/// A key's occurrence in an anchor: which entity, where, and whether it was written in lower case there.
#[derive(Clone, Copy)]
struct Use {
    entity: u32,
    start: usize,
    lower: bool,
}

/// The use starting last at or before `at` (of several, the last listed), else the first use. `uses` is sorted by
/// start (stably: [`sort_uses`]), so this is a binary search, not a scan of every use of the key.
fn pick(uses: &[Use], at: usize) -> Use {
    let i = uses.partition_point(|u| u.start <= at);
    *uses.get(i.wrapping_sub(1)).or(uses.first()).expect("a key has at least one use")
}

/// Sorts every key's uses by start, keeping the listed order among equal starts (what [`pick`] needs).
fn sort_uses(uses: &mut HashMap<String, Vec<Use>>) {
    for u in uses.values_mut() {
        crate::sort::sort_by_key(u, |u| u.start);
    }
}

fn sentence_initial(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end_matches([' ', '\t', '"', '“', '(']);
    before.is_empty() || before.ends_with(['.', '!', '?', '\n', ':'])
}

/// Byte `at` opens a sentence or a line (a colon does not count), unless the name there is a speaker label.
fn opens_line_or_sentence(text: &str, at: usize, rule: &str) -> bool {
    let before = text[..at].trim_end_matches([' ', '\t', '"', '“', '(']);
    !rule.starts_with("person/speaker") && (before.is_empty() || before.ends_with(['.', '!', '?', '\n']))
}

/// New PERSON findings for the other mentions, in `text`, of the names of the linked PERSON findings in
/// `findings` (those with an entity id): the bare surname or given name (capitalised or upper case; lower case only
/// when the name was written in lower case where it was found), with a title before it and a possessive after it,
/// and names spelled out letter by letter (`W-H-I-T-F-I-E-L-D`, `m c a l l i s t e r`). Spans already inside a
/// PERSON finding are skipped. A name that is also a frequent word (`Will`, `Rose`) is not propagated to a
/// sentence-initial occurrence.
pub fn propagate(text: &str, findings: &[Finding]) -> Vec<Finding> {
    propagate_tokens(text, &tokenize(text), findings)
}

/// [`propagate`] with the text's tokens already made.
pub(crate) fn propagate_tokens(text: &str, toks: &[Tok], findings: &[Finding]) -> Vec<Finding> {
    let anchors: Vec<&Finding> = findings.iter().filter(|f| f.label == Label::Person && f.entity.is_some()).collect();
    let mut uses: HashMap<String, Vec<Use>> = HashMap::new();
    // Initialisms of names of two or more words, case as written ("Katrin Vogelsang" → `KV`, "Pieter van der Meulen"
    // → `PvdM`): found again only as a note's or a turn's label (see `initialism_label`).
    let mut initialisms: HashMap<String, Vec<Use>> = HashMap::new();
    let mut strong: HashSet<String> = HashSet::new();
    // A label of a note or a turn: followed by a colon, or alone after a dash or slash (`KV:`, `— PvdM`, `/KV`).
    let initialism_label = |t: &Tok| {
        let after = text[t.end..].trim_start_matches(' ');
        let before = text[..t.start].trim_end_matches(' ');
        after.starts_with(':') || (before.ends_with(['—', '–', '/', '~']) && (after.is_empty() || after.starts_with(['\n', '.', ','])))
    };
    // Initialisms are made only when some token could be one used as a label.
    let any_label = toks.iter().any(|t| (2..=5).contains(&(t.end - t.start)) && initialism_label(t));
    for a in &anchors {
        let m = &text[a.span];
        if any_label {
            if let Some(ini) = initialism(m) {
                initialisms.entry(ini).or_default().push(Use { entity: a.entity.unwrap_or(0), start: a.span.start, lower: false });
            }
        }
        let m_toks = tokenize(m);
        let several = m_toks.len() >= 2;
        if name_keys(m).is_empty() {
            for k in initials_key(m) {
                uses.entry(k).or_default().push(Use { entity: a.entity.unwrap_or(0), start: a.span.start, lower: false });
            }
        }
        // A name found spelled out (`O-K-A-F-O-R`, `N G U Y E N`) is found again as the word it spells.
        if let Some(word) = spelled_word(m) {
            uses.entry(word).or_default().push(Use { entity: a.entity.unwrap_or(0), start: a.span.start, lower: false });
            continue;
        }
        for t in m_toks {
            let w = &m[t.start..t.end];
            if is_title(w) || base(w).chars().count() < 2 {
                continue;
            }
            let k = gazetteer::key(base(w)).into_owned();
            if SKIP.contains(&k.as_str()) {
                continue;
            }
            let lower = w.chars().next().is_some_and(char::is_lowercase);
            // A lower-case frequent word inside an anchor ("of", "and" in a span merged with a neighbour) is no name;
            // a whole one-word anchor is (ASR "this is destiny").
            if lower && several && gazetteer::lookup(base(w)).word {
                continue;
            }
            // Keys of names found with strong evidence (a title, cue, speaker label, given name and surname): they
            // may be linked in lower case too.
            // Not a word opening a sentence (capitalised anyway: Turkish `Ben` = I), not a span joined across lines.
            if a.score >= 0.7 && !lower && shape(w) == Shape::Cap && !m.contains('\n') && !opens_line_or_sentence(text, a.span.start + t.start, &a.rule) {
                strong.insert(k.clone());
            }
            uses.entry(k).or_default().push(Use { entity: a.entity.unwrap_or(0), start: a.span.start, lower });
        }
    }
    let mut out = Vec::new();
    if uses.is_empty() {
        return out;
    }
    // The keys by their letters alone, folded: what a name spelled out letter by letter is compared with
    // (`O-S-U-L-L-I-V-A-N` is O'Sullivan, `S-I-O-B-H-A-N` is Siobhán).
    let mut letter_uses: HashMap<String, Vec<Use>> = uses.iter().fold(HashMap::new(), |mut m, (k, u)| {
        if !k.starts_with('#') {
            m.entry(letters_key(k)).or_default().extend(u.iter().copied());
        }
        m
    });
    sort_uses(&mut uses);
    sort_uses(&mut letter_uses);
    // Per key, what the token loop asks of its uses, answered once: the entities using it (sorted) and whether some
    // use is lower case (asking the uses at every token was quadratic in the mentions of one name).
    let key_entities: HashMap<&str, Vec<u32>> = uses
        .iter()
        .map(|(k, u)| {
            let mut es: Vec<u32> = u.iter().map(|u| u.entity).collect();
            crate::sort::sort(&mut es);
            es.dedup();
            (k.as_str(), es)
        })
        .collect();
    let lower_keys: HashSet<&str> = uses.iter().filter(|(_, u)| u.iter().any(|u| u.lower)).map(|(k, _)| k.as_str()).collect();
    let dot = uses_dot(&anchors, text);
    let mut spans: Vec<Span> = anchors.iter().map(|a| a.span).collect();
    crate::sort::sort(&mut spans);
    spans.dedup();
    let covered = |s: usize, e: usize| overlaps_sorted(&spans, Span::new(s, e));
    let word = |t: &Tok| &text[t.start..t.end];
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        let w = word(&t);
        if covered(t.start, t.end) {
            i += 1;
            continue;
        }
        if !initialisms.is_empty() && (2..=5).contains(&w.len()) && initialism_label(&t) {
            if let Some(u) = initialisms.get(w) {
                out.push(linked(t.start, t.end, pick(u, t.start).entity, "person/linked-initials"));
                i += 1;
                continue;
            }
        }
        // Spelled out: W-H-I-T-F-I-E-L-D, or single letters separated by single spaces.
        if w.contains('-') && w.split('-').count() >= 3 && w.split('-').all(|p| p.chars().count() == 1) {
            if let Some(u) = letter_uses.get(&letters_key(&w.replace('-', ""))) {
                out.push(linked(t.start, t.end, pick(u, t.start).entity, "person/spelled"));
            }
            i += 1;
            continue;
        }
        // Initials of a person found as initials ("Ms A", "inspector B.", "Mr G.C."): the same letters elsewhere, not
        // sentence-initial, not after a reference word ("Article A", "Annex B", "type A").
        if w.chars().count() <= 3 && matches!(shape(w), Shape::Initial | Shape::Upper) && w != "I" {
            let mut j = i;
            while w.chars().count() == 1
                && j + 1 < toks.len()
                && &text[toks[j].end..toks[j + 1].start] == "."
                && shape(word(&toks[j + 1])) == Shape::Initial
            {
                j += 1;
            }
            let letters: String = toks[i..=j].iter().map(|t| gazetteer::key(base(word(t)))).collect();
            if let Some(u) = uses.get(&format!("#{letters}")) {
                let after_cap = i > 0 && REFERENCE.contains(&gazetteer::key(word(&toks[i - 1])).as_ref()) && &text[toks[i - 1].end..t.start] == " ";
                let single = letters.chars().count() == 1;
                if !(after_cap || (single && sentence_initial(text, t.start)) || covered(t.start, toks[j].end)) {
                    let mut end = toks[j].end;
                    if text[end..].starts_with('.') && (j > i || text[..t.start].ends_with(' ')) && dot {
                        end += 1;
                    }
                    out.push(linked(t.start, end, pick(u, t.start).entity, "person/linked-initials"));
                    i = j + 1;
                    continue;
                }
            }
        }
        if w.chars().count() == 1 {
            // Letters separated by single spaces, with spoken "double n", "apostrophe", "hyphen" between them.
            let (mut j, mut letters, mut last) = (i, String::from(w), i);
            while j + 1 < toks.len() && &text[toks[j].end..toks[j + 1].start] == " " {
                let n = word(&toks[j + 1]);
                if n.chars().count() == 1 {
                    letters.push_str(n);
                    j += 1;
                    last = j;
                } else if matches!(n, "double" | "triple")
                    && toks.get(j + 2).is_some_and(|l| word(l).chars().count() == 1 && &text[toks[j + 1].end..l.start] == " ")
                {
                    let l = word(&toks[j + 2]);
                    letters.push_str(&l.repeat(if n == "double" { 2 } else { 3 }));
                    j += 2;
                    last = j;
                } else if matches!(n, "apostrophe" | "hyphen" | "dash") {
                    j += 1;
                } else {
                    break;
                }
            }
            if letters.chars().count() >= 3 && last > i {
                if let Some(u) = letter_uses.get(&letters_key(&letters)) {
                    out.push(linked(t.start, toks[last].end, pick(u, t.start).entity, "person/spelled"));
                    i = last + 1;
                    continue;
                }
            }
            i += 1;
            continue;
        }
        // The key's uses, whether it is a Vietnamese kinship pronoun ("anh", "chị", "em": part of names, Lan Anh, but
        // alone it is "you") and whether some use is lower case.
        let Some((u, pronoun, lower_use, strong_key)) = with_key(base(w), |k| {
            uses.get(k).map(|u| (u, matches!(k, "anh" | "chị" | "chi" | "em" | "cô" | "co" | "ông" | "ong" | "bà" | "ba"), lower_keys.contains(k), strong.contains(k)))
        }) else {
            i += 1;
            continue;
        };
        let ok = match shape(w) {
            _ if pronoun => false,
            Shape::Cap | Shape::Upper => !(gazetteer::lookup(base(w)).word && sentence_initial(text, t.start)),
            // A lower-case mention of a name found capitalised (ASR after a typed header, a chat's lower-case reply:
            // "Agent: this is Priyanka" … "thanks priyanka"): when the name is no frequent word and not part of a
            // handle or an address (`priyanka.k@`, `priyanka.k`).
            Shape::Lower => {
                let mut after = text[t.end..].chars();
                let handle_after = matches!(after.next(), Some('.' | '-' | '_')) && after.next().is_some_and(char::is_alphanumeric);
                lower_use
                    || (strong_key
                        && w.chars().count() >= 3
                        && !gazetteer::lookup(base(w)).word
                        && !handle_after
                        && !text[..t.start].ends_with(['.', '/', '#', '-', '_'])
                        && lower_line(text, t.start))
            }
            Shape::Initial => false,
        };
        if !ok {
            i += 1;
            continue;
        }
        // A name glued to digits or to an identifier is part of a code or a handle ("code JESS10", "@jess_k").
        let glued = text[t.end..].starts_with(|c: char| c.is_ascii_digit() || c == '_' || c == '@')
            || text[..t.start].ends_with(|c: char| c.is_ascii_digit() || c == '_' || c == '@');
        if glued {
            i += 1;
            continue;
        }
        let entity = pick(u, t.start).entity;
        // Following tokens of the same entity ("Dana Whitfield" again, when not found on its own).
        let mut j = i;
        while j + 1 < toks.len() && &text[toks[j].end..toks[j + 1].start] == " " {
            let next = key_entities.get(gazetteer::key(base(word(&toks[j + 1]))).as_ref());
            if next.is_some_and(|es| es.binary_search(&entity).is_ok()) && shape(word(&toks[j + 1])) == shape(w) {
                j += 1;
            } else {
                break;
            }
        }
        let mut start = t.start;
        if i > 0 && is_title(word(&toks[i - 1])) && matches!(&text[toks[i - 1].end..t.start], " " | ". ") && !covered(toks[i - 1].start, toks[i - 1].end) {
            start = toks[i - 1].start;
        } else if i > 0 && &text[toks[i - 1].end..t.start] == " " && !covered(toks[i - 1].start, toks[i - 1].end) {
            // A given name right before the linked name, in the same case ("rodrigo salinas" when "señor salinas" was
            // found, "Teresa Delgado" when "Delgado" was): part of the mention.
            let p = word(&toks[i - 1]);
            let e = gazetteer::lookup(p);
            if e.given && !e.word && shape(p) == shape(w) && !is_title(p) {
                start = toks[i - 1].start;
            }
        }
        out.push(linked(start, toks[j].end, entity, "person/linked"));
        i = j + 1;
    }
    out
}

/// The line holding byte `at` has no capital letter (lower-case ASR or chat text), looking at most 200 bytes each way.
fn lower_line(text: &str, at: usize) -> bool {
    !crate::recognizers::person::line_has(text, at, 200, char::is_uppercase)
}

/// True when some initials anchor ends with a dot (then the dot after a linked initial is part of the name).
fn uses_dot(anchors: &[&Finding], text: &str) -> bool {
    anchors.iter().any(|a| text[a.span].ends_with('.'))
}

/// A key by its letters alone, lower case and without diacritics (`o'sullivan` → `osullivan`, `siobhán` → `siobhan`).
fn letters_key(k: &str) -> String {
    crate::recognizers::person::fold_name(k).chars().filter(|c| c.is_alphabetic()).collect()
}

fn linked(start: usize, end: usize, entity: u32, rule: &'static str) -> Finding {
    let mut f = Finding::new(Span::new(start, end), Label::Person, crate::finding::score::STRONG, rule);
    f.entity = Some(entity);
    f
}

/// The engine's post-resolution pass (called by [`crate::Engine`] on every resolution): afterwards every PERSON span
/// carries an entity id, numbered from 1 in order of first appearance (`[PERSON_1]` is one person). Other labels are
/// left without an id: the numbered style ([`crate::mask`]) groups them by normalised value, which knows that
/// `(415) 555-0132` and `415.555.0132` are one number.
///
/// - PERSON: mentions of one person share an id ([`link_entities`] over the final spans, whatever found them:
///   the person recognizer, its shadow pass, a custom rule), and the other mentions of those names that no candidate
///   covered are added ([`propagate`]: bare surname, given name, title + surname, possessive, upper case, spelled
///   out), unless they would overlap another redacted span.
/// - Every other label: no id (`entity` is cleared).
///
/// `resolution.lost[..].winner` indexes are kept valid when spans are added.
pub fn link_resolution(text: &str, resolution: &mut crate::resolve::Resolution) {
    let kept = &mut resolution.kept;
    for f in kept.iter_mut() {
        f.entity = None;
    }
    link_entities(text, kept);
    let added: Vec<Finding> = {
        let spans: Vec<Span> = kept.iter().map(|f| f.span).collect();
        propagate(text, kept).into_iter().filter(|f| !overlaps_sorted(&spans, f.span)).collect()
    };
    if !added.is_empty() {
        // Insert in order and remap the winners' indexes.
        let old = std::mem::take(kept);
        let mut index = Vec::with_capacity(old.len());
        let mut added = added;
        crate::sort::sort_by_key(&mut added, |f| f.span.start);
        added.dedup_by_key(|f| f.span);
        let mut a = added.into_iter().peekable();
        for f in old {
            while a.peek().is_some_and(|n| n.span.start < f.span.start) {
                kept.push(a.next().expect("peeked"));
            }
            index.push(kept.len());
            kept.push(f);
        }
        kept.extend(a);
        for l in &mut resolution.lost {
            l.winner = index[l.winner];
        }
        for f in resolution.kept.iter_mut() {
            f.entity = None;
        }
        link_entities(text, &mut resolution.kept);
    }
    // A PERSON span no key could link (only a title, say) still gets an id of its own.
    let mut last = resolution.kept.iter().filter(|f| f.label == Label::Person).filter_map(|f| f.entity).max().unwrap_or(0);
    for f in resolution.kept.iter_mut().filter(|f| f.label == Label::Person && f.entity.is_none()) {
        last += 1;
        f.entity = Some(last);
    }
}

#[cfg(test)]
mod tests {
    use crate::recognizers::PersonRecognizer;
    use crate::{Engine, Policy};

    /// The linking as it was before it was indexed (a scan of every entity and member per mention): the reference
    /// the indexed [`super::link_entities`] must agree with.
    fn link_entities_by_scan(text: &str, findings: &mut [crate::Finding]) {
        use super::{initials_key, letters_key, name_keys};
        use std::collections::{BTreeSet, HashMap};
        let people: Vec<usize> = (0..findings.len()).filter(|&i| findings[i].label == crate::Label::Person).collect();
        let keys: HashMap<usize, BTreeSet<String>> = people
            .iter()
            .map(|&i| {
                let m = &text[findings[i].span];
                let k: BTreeSet<String> = name_keys(m).iter().map(|k| letters_key(k)).filter(|k| !k.is_empty()).collect();
                (i, if k.is_empty() { initials_key(m) } else { k })
            })
            .collect();
        let mut order = people.clone();
        order.sort_by_key(|&i| (std::cmp::Reverse(keys[&i].len()), findings[i].span.start));
        let mut entities: Vec<(BTreeSet<String>, Vec<usize>)> = Vec::new();
        let mut of: HashMap<usize, usize> = HashMap::new();
        for &i in &order {
            let k = &keys[&i];
            if k.is_empty() {
                continue;
            }
            let at = findings[i].span.start;
            let fits: Vec<usize> = (0..entities.len()).filter(|&e| k.is_subset(&entities[e].0)).collect();
            let before = fits.iter().filter_map(|&c| entities[c].1.iter().filter(|&&s| s <= at).max().map(|&s| (s, c))).max();
            let after = fits.iter().filter_map(|&c| entities[c].1.iter().filter(|&&s| s > at).min().map(|&s| (std::cmp::Reverse(s), c))).max();
            let e = before.map(|(_, c)| c).or(after.map(|(_, c)| c)).unwrap_or_else(|| {
                entities.push((k.clone(), Vec::new()));
                entities.len() - 1
            });
            entities[e].1.push(at);
            of.insert(i, e);
        }
        let mut firsts: Vec<(usize, usize)> = entities.iter().enumerate().map(|(e, (_, s))| (*s.iter().min().unwrap_or(&0), e)).collect();
        firsts.sort();
        let id: HashMap<usize, u32> = firsts.iter().enumerate().map(|(rank, &(_, e))| (e, rank as u32 + 1)).collect();
        for (i, e) in of {
            findings[i].entity = Some(id[&e]);
        }
    }

    /// The indexed linking gives every mention the id the scan gave: several people sharing a given name or a
    /// surname, a bare given name before and after the full names, initials, spelled-out names, mentions sharing a
    /// start (overlapping candidates), a non-PERSON finding, in shuffled order.
    #[test]
    fn indexed_linking_equals_the_scan() {
        use crate::{Finding, Label, Span};
        let pool = [
            "Dana", "Dana Whitfield", "Whitfield", "Ms Whitfield", "Dana Chen", "Bo Chen", "Chen", "Mr Chen",
            "W-H-I-T-F-I-E-L-D", "Ms A", "A", "Bo", "Dana Whitfield-Chen", "Mr", "Lee", "Dana Lee",
        ];
        let mut x: u64 = 11;
        let mut next = |m: u64| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((x >> 33) % m) as usize
        };
        for round in 0..40 {
            let mut text = String::new();
            let mut findings = Vec::new();
            for _ in 0..(5 + round * 3) {
                let m = pool[next(pool.len() as u64)];
                let start = text.len();
                text.push_str(m);
                findings.push(Finding::new(Span::new(start, text.len()), Label::Person, 0.9, "test"));
                // Sometimes a second candidate at the same start: its first word alone.
                if next(4) == 0 {
                    let first = m.split(' ').next().unwrap_or(m);
                    findings.push(Finding::new(Span::new(start, start + first.len()), Label::Person, 0.9, "test"));
                }
                if next(6) == 0 {
                    findings.push(Finding::new(Span::new(start, text.len()), Label::Email, 0.9, "test"));
                }
                text.push_str(" said. ");
            }
            // Shuffle: the linking must not depend on the findings' order.
            for i in (1..findings.len()).rev() {
                findings.swap(i, next(i as u64 + 1));
            }
            let mut want = findings.clone();
            link_entities_by_scan(&text, &mut want);
            let mut got = findings;
            super::link_entities(&text, &mut got);
            let ids = |f: &[Finding]| f.iter().map(|f| f.entity).collect::<Vec<_>>();
            assert_eq!(ids(&got), ids(&want), "round {round}: {text}");
        }
    }

    /// `pick` by binary search over uses sorted by start equals the scan: the last use at or before the offset (the
    /// last listed of equal starts), else the first listed of the earliest.
    #[test]
    fn pick_equals_the_scan() {
        use super::{pick, Use};
        let mut uses: Vec<Use> = [(5, 1), (9, 2), (5, 3), (0, 4), (9, 5), (14, 6), (0, 7)]
            .iter()
            .map(|&(start, entity)| Use { entity, start, lower: false })
            .collect();
        let scan = |uses: &[Use], at: usize| -> u32 {
            let before = uses.iter().filter(|u| u.start <= at).max_by_key(|u| u.start);
            before.or_else(|| uses.iter().min_by_key(|u| u.start)).unwrap().entity
        };
        let listed = uses.clone();
        uses.sort_by_key(|u| u.start);
        for at in 0..20 {
            assert_eq!(pick(&uses, at).entity, scan(&listed, at), "at {at}");
        }
        let late: Vec<Use> = vec![Use { entity: 8, start: 4, lower: false }, Use { entity: 9, start: 4, lower: false }];
        assert_eq!(pick(&late, 1).entity, 8);
    }

    /// Redacted PERSON spans of `text` with their entity ids.
    fn mentions(text: &str) -> Vec<(&str, Option<u32>)> {
        let e = Engine::with_recognizers(vec![Box::new(PersonRecognizer::new())]);
        e.analyze(text, &Policy::default()).into_iter().map(|f| (&text[f.span], f.entity)).collect()
    }

    #[test]
    fn every_linked_form_gets_the_entity() {
        let intro = "The claimant, Dana Whitfield, called on Monday.";
        let forms = [
            ("Later Ms Whitfield wrote again.", "Ms Whitfield"),
            ("The file of Whitfield is closed.", "Whitfield"),
            ("We told Dana to wait.", "Dana"),
            ("It was Dana's card.", "Dana's"),
            ("SIGNED: WHITFIELD", "WHITFIELD"),
            ("She spelled it W-H-I-T-F-I-E-L-D for us.", "W-H-I-T-F-I-E-L-D"),
            ("that's w h i t f i e l d", "w h i t f i e l d"),
            ("Mrs Whitfield’s reply came.", "Mrs Whitfield’s"),
        ];
        for (later, form) in forms {
            let text = format!("{intro} {later}");
            let got = mentions(&text);
            assert_eq!(got, [("Dana Whitfield", Some(1)), (form, Some(1))], "{later:?}");
        }
    }

    /// Each linked form of a transcript: spelled out with hyphens against a name with diacritics or an apostrophe,
    /// spelled aloud with "double" and "apostrophe", lower case, upper case, title + surname, and a given name right
    /// before a linked surname.
    #[test]
    fn transcript_linked_forms_get_the_entity() {
        let cases: &[(&str, &str, &str)] = &[
            ("Caller: it's Siobhán Ní Bhriain.", "That's S-I-O-B-H-A-N.", "S-I-O-B-H-A-N"),
            ("The holder is Donnacha O'Sullivan.", "Spelled O-S-U-L-L-I-V-A-N.", "O-S-U-L-L-I-V-A-N"),
            ("what's the patient's name\nmargaret o'connell", "o apostrophe c o double n e double l and", "o apostrophe c o double n e double l"),
            ("agent: my name is ngozi how can i help", "caller: thank you ngozi", "ngozi"),
            ("thank you for calling this is destiny how can i help you", "okay thanks destiny", "destiny"),
            ("Requester: Nkechi Eze (Lagos office).", "Reply from NKECHI today.", "NKECHI"),
            // Session 5: a title before a run of particles starts the name ("Mr van der Meulen's", found on its own).
            ("Assignee: Pieter van der Meulen", "Thanks, Mr van der Meulen's team.", "Mr van der Meulen's"),
            ("agent: you're through to mister delgado", "caller: it's under teresa delgado", "teresa delgado"),
            ("Emre Yilmaz from compliance will call.", "his name is emre e m r e", "e m r e"),
            // Session 4: the word a spelled-out anchor spells; initialisms as a note's label.
            ("Caller: that's O-K-A-F-O-R.", "Yes, Okafor with a K.", "Okafor"),
            ("Agent: Katrin Vogelsang, Empfang.", "Notiz KV: Upgrade bestätigt.", "KV"),
            ("Assignee: Pieter van der Meulen", "--- Internal note --- PvdM: closing.", "PvdM"),
        ];
        for (intro, later, form) in cases {
            let text = format!("{intro}\n{later}");
            let got = mentions(&text);
            let last = got.last().copied();
            assert_eq!(last.map(|(m, _)| m), Some(*form), "{text:?}: {got:?}");
            assert_eq!(last.and_then(|(_, e)| e), got[0].1, "{text:?}: {got:?}");
        }
    }

    /// What is not linked: a name glued to digits (a code), a particle (`MAC` after "Mac Giolla Phádraig"), words
    /// before a title ("District Judge Elliott" does not make "the District Judge" a person), an initialism that is
    /// not a label.
    #[test]
    fn codes_particles_and_bare_initialisms_are_not_linked() {
        let cases: &[(&str, &str)] = &[
            ("Host: thanks Jess Tomlinson for watching.", "Use the code JESS10 at checkout."),
            ("Requester: Siobhán Mac Giolla Phádraig", "The router's MAC address is 47-C9-9D-4B-05-F2."),
            ("On 31 January 1995 District Judge Elliott made his award.", "The District Judge was wrong."),
            ("Agent: Katrin Vogelsang", "The KV fee is separate."),
        ];
        for (intro, later) in cases {
            let text = format!("{intro}\n{later}");
            let got = mentions(&text);
            let start = intro.len() + 1;
            // The mentions that start in the second line (their offset in `text`, from the slice's address).
            let after: Vec<_> = got.iter().filter(|(m, _)| m.as_ptr() as usize - text.as_ptr() as usize >= start).collect();
            assert!(after.is_empty(), "{text:?}: {got:?}");
        }
    }

    /// The numbered style gives one placeholder per person, whatever form each mention takes.
    #[test]
    fn numbered_placeholders_follow_entities_in_a_transcript() {
        let text = "Agent: my name is Ciarán, who am I speaking with?\n\
                    Caller: Hi Ciarán, it's Siobhán Ní Bhriain. That's S-I-O-B-H-A-N.\n\
                    Caller: The account is my husband's, Donnacha O'Sullivan, O-S-U-L-L-I-V-A-N.\n\
                    Agent: I see Mr O'Sullivan listed. Thanks Siobhán.\n\
                    Caller: Donnacha reset it. Thanks, CIARÁN.";
        let e = Engine::with_recognizers(vec![Box::new(PersonRecognizer::new())]);
        let found = e.analyze(text, &Policy::default());
        let masked = crate::mask::redact(text, &found, crate::mask::Style::Numbered).text;
        assert_eq!(
            masked,
            "Agent: my name is [PERSON_1], who am I speaking with?\n\
             Caller: Hi [PERSON_1], it's [PERSON_2]. That's [PERSON_2].\n\
             Caller: The account is my husband's, [PERSON_3], [PERSON_3].\n\
             Agent: I see [PERSON_3] listed. Thanks [PERSON_2].\n\
             Caller: [PERSON_3] reset it. Thanks, [PERSON_1]."
        );
    }

    #[test]
    fn entities_are_numbered_by_first_appearance() {
        let text = "Mr Samuel Adeyemi met Dr Priya Nair. Adeyemi signed; Nair countersigned. Priya left.";
        assert_eq!(
            mentions(text),
            [
                ("Mr Samuel Adeyemi", Some(1)),
                ("Dr Priya Nair", Some(2)),
                ("Adeyemi", Some(1)),
                ("Nair", Some(2)),
                ("Priya", Some(2)),
            ]
        );
    }

    #[test]
    fn a_shared_given_name_goes_to_the_nearest_person_before() {
        let text = "Dana Whitfield and Dana Cole both called. Ms Cole said Dana would call back.";
        let got = mentions(text);
        assert_eq!(got.last(), Some(&("Dana", Some(2))));
        assert_eq!(got[0], ("Dana Whitfield", Some(1)));
    }

    #[test]
    fn initials_propagate_but_not_sentence_initial_or_after_a_capitalised_word() {
        let text = "The applicant met a Danish woman, A, in 1992. Later A moved out. A daughter was born. See Annex A.";
        assert_eq!(mentions(text), [("A", Some(1)), ("A", Some(1))]);
    }

    #[test]
    fn the_engine_links_names_found_by_a_custom_rule() {
        // No gazetteer knows these names: only the custom rule finds the first mention; the engine's pass links
        // every other form of it.
        let cfg: crate::config::Config =
            serde_json::from_str(r#"{"rules": [{"label": "PERSON", "pattern": "Zorblax Quimby", "name": "client"}]}"#).unwrap();
        let policy = cfg.compile().unwrap();
        let e = Engine::with_recognizers(vec![]);
        let text = "Zorblax Quimby called. Later Mr Quimby wrote; Quimby's reply and QUIMBY on the form, spelled Q-U-I-M-B-Y. Zorblax agreed.";
        let got: Vec<(&str, Option<u32>)> = e.analyze(text, &policy).into_iter().map(|f| (&text[f.span], f.entity)).collect();
        assert_eq!(
            got,
            [
                ("Zorblax Quimby", Some(1)),
                ("Mr Quimby", Some(1)),
                ("Quimby's", Some(1)),
                ("QUIMBY", Some(1)),
                ("Q-U-I-M-B-Y", Some(1)),
                ("Zorblax", Some(1)),
            ]
        );
    }

    #[test]
    fn lower_case_words_inside_a_name_span_do_not_propagate() {
        let cfg: crate::config::Config =
            serde_json::from_str(r#"{"rules": [{"label": "PERSON", "pattern": "Zorblax of Quimby"}]}"#).unwrap();
        let text = "Zorblax of Quimby signed. The Protection of Rights and Quimby's reply.";
        let got: Vec<&str> = Engine::with_recognizers(vec![]).analyze(text, &cfg.compile().unwrap()).into_iter().map(|f| &text[f.span]).collect();
        assert_eq!(got, ["Zorblax of Quimby", "Quimby's"]);
    }

    #[test]
    fn person_spans_get_ids_and_other_labels_none() {
        let text = "Write to a@x.example or b@x.example; again a@x.example. Dana Whitfield and Priya Nair met.";
        let e = Engine::new();
        let got: Vec<(&str, crate::Label, Option<u32>)> =
            e.analyze(text, &Policy::default()).into_iter().map(|f| (&text[f.span], f.label, f.entity)).collect();
        use crate::Label::{Email, Person};
        assert_eq!(
            got,
            [
                ("a@x.example", Email, None),
                ("b@x.example", Email, None),
                ("a@x.example", Email, None),
                ("Dana Whitfield", Person, Some(1)),
                ("Priya Nair", Person, Some(2)),
            ]
        );
    }

    #[test]
    fn names_that_are_words_propagate_only_capitalised_and_not_sentence_initial() {
        let text = "Mr Will Park called. We will park later. Ask Will. Will he come?";
        assert_eq!(mentions(text), [("Mr Will Park", Some(1)), ("Will", Some(1))]);
    }
}
