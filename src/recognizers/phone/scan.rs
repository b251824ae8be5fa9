//! The fast candidate scan: runs of digit groups joined by phone separators, found by one pass over the bytes.
//!
//! A *run* is a maximal sequence of digit groups (`0904`, `(415)`, `(0)`, `+84`) joined by separators: up to two
//! horizontal spaces, at most one strong separator (`.` `-` `/` or a Unicode hyphen/dash), and at most one line
//! break (so a number wrapped across lines stays one run). Nothing here knows about numbering plans: the run is
//! split and validated by the caller.

/// How a group is joined to the one before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sep {
    /// First group of the run, or glued directly (`(415)555`).
    None,
    /// Horizontal whitespace only.
    Space,
    /// A dot, dash or slash, perhaps with spaces on one side.
    Strong,
    /// A dot, dash or slash with spaces on both sides ("0904 879 900 / 0912 345 678": often between two numbers).
    Loose,
    /// A line break (perhaps with other separators around it).
    Newline,
}

impl Sep {
    /// True for the joins a run may be split at (two numbers side by side are separated by whitespace).
    pub(super) fn splittable(self) -> bool {
        matches!(self, Sep::Space | Sep::Loose | Sep::Newline)
    }
}

/// One digit group of a run.
#[derive(Clone, Copy, Debug)]
pub(super) struct Group {
    /// Byte offsets of the group in the text, parentheses and `+` included.
    pub start: usize,
    pub end: usize,
    /// Byte offsets of the digits alone.
    pub dstart: usize,
    pub dend: usize,
    /// The group is in parentheses.
    pub paren: bool,
    /// The group starts with `+`.
    pub plus: bool,
    /// The separator before it.
    pub sep: Sep,
    /// The strong separator byte before it, if any (`b'.'`, `b'-'`, `b'/'`, or `b'~'` for a Unicode dash).
    pub strong: u8,
}

impl Group {
    pub(super) fn ndigits(&self) -> usize {
        self.dend - self.dstart
    }
}

/// A run of digit groups.
#[derive(Clone, Debug)]
pub(super) struct Run {
    pub groups: Vec<Group>,
}

/// Longest run considered; longer runs are cut (tables of numbers are not phones).
const MAX_GROUPS: usize = 24;

fn is_hspace(b: &[u8], i: usize) -> Option<usize> {
    match b.get(i)? {
        b' ' | b'\t' => Some(1),
        0xC2 if b.get(i + 1) == Some(&0xA0) => Some(2), // NBSP
        // U+2009 thin space, U+202F narrow NBSP, U+2007 figure space
        0xE2 if b.get(i + 1) == Some(&0x80) && matches!(b.get(i + 2), Some(0x89 | 0xAF | 0x87)) => Some(3),
        _ => None,
    }
}

/// A strong separator at `i`: its length and kind byte.
fn strong_at(b: &[u8], i: usize) -> Option<(usize, u8)> {
    match b.get(i)? {
        c @ (b'.' | b'-' | b'/') => Some((1, *c)),
        // U+2010..U+2013 hyphen, non-breaking hyphen, figure dash, en dash
        0xE2 if b.get(i + 1) == Some(&0x80) && matches!(b.get(i + 2), Some(0x90..=0x93)) => Some((3, b'~')),
        _ => None,
    }
}

fn skip_hspace(b: &[u8], mut i: usize, max: usize) -> usize {
    let mut n = 0;
    while n < max {
        match is_hspace(b, i) {
            Some(l) => {
                i += l;
                n += 1;
            }
            None => break,
        }
    }
    i
}

/// A group starting at `i`: `(digits)`, `(+digits)`, `+digits` (only when `first`) or `digits`.
fn group_at(b: &[u8], i: usize, first: bool) -> Option<Group> {
    let digits_from = |j: usize| {
        let mut k = j;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        k
    };
    match *b.get(i)? {
        b'(' => {
            let mut j = i + 1;
            let plus = first && b.get(j) == Some(&b'+');
            if plus {
                j += 1;
            }
            let k = digits_from(j);
            if k == j || k - j > 6 || b.get(k) != Some(&b')') {
                return None;
            }
            Some(Group { start: i, end: k + 1, dstart: j, dend: k, paren: true, plus, sep: Sep::None, strong: 0 })
        }
        b'+' if first => {
            // "+84" or, typed loosely, "+ 84".
            let j = if b.get(i + 1) == Some(&b' ') { i + 2 } else { i + 1 };
            let k = digits_from(j);
            (k > j).then_some(Group { start: i, end: k, dstart: j, dend: k, paren: false, plus: true, sep: Sep::None, strong: 0 })
        }
        c if c.is_ascii_digit() => {
            let k = digits_from(i);
            Some(Group { start: i, end: k, dstart: i, dend: k, paren: false, plus: false, sep: Sep::None, strong: 0 })
        }
        _ => None,
    }
}

/// The separator after a group ending at `e` and the next group, if the run goes on.
fn next_group(b: &[u8], e: usize) -> Option<Group> {
    let mut j = skip_hspace(b, e, 2);
    let mut strong = 0u8;
    let mut loose = false;
    if let Some((l, kind)) = strong_at(b, j) {
        strong = kind;
        let before = j > e;
        let k = j + l;
        j = skip_hspace(b, k, 2);
        loose = before && j > k;
    }
    let mut newline = false;
    if b.get(j) == Some(&b'\r') && b.get(j + 1) == Some(&b'\n') {
        j += 1;
    }
    if b.get(j) == Some(&b'\n') {
        newline = true;
        j = skip_hspace(b, j + 1, 8);
        // A strong separator may also start the new line ("+84 904\n-879-900" is rare; allow it once).
        if strong == 0 {
            if let Some((l, kind)) = strong_at(b, j) {
                strong = kind;
                j = skip_hspace(b, j + l, 2);
            }
        }
    }
    let sep = if newline {
        Sep::Newline
    } else if loose {
        Sep::Loose
    } else if strong != 0 {
        Sep::Strong
    } else if j > e {
        Sep::Space
    } else {
        // Glued: only a parenthesised group may touch its neighbour ("(415)555-0132", "+44(0)20").
        let paren_next = b.get(e) == Some(&b'(');
        let paren_prev = e > 0 && b[e - 1] == b')';
        if !(paren_next || paren_prev) {
            return None;
        }
        Sep::None
    };
    let mut g = group_at(b, j, false)?;
    g.sep = sep;
    g.strong = strong;
    Some(g)
}

/// Every run in `text`, left to right. Runs never start inside a word (`A415`, `v2`): a run preceded by a letter or
/// digit is skipped whole.
pub(super) fn runs(text: &str) -> Vec<Run> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if !(c.is_ascii_digit() || c == b'+' || c == b'(') {
            i += 1;
            continue;
        }
        if super::super::char_before(text, i).is_some_and(super::joins) {
            // Inside a token: skip the rest of it (every byte stepped over is ASCII).
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            continue;
        }
        let Some(first) = group_at(b, i, true) else {
            i += 1;
            continue;
        };
        let mut groups = vec![first];
        let mut e = first.end;
        while groups.len() < MAX_GROUPS {
            match next_group(b, e) {
                Some(g) => {
                    e = g.end;
                    groups.push(g);
                }
                None => break,
            }
        }
        i = e;
        out.push(Run { groups });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shapes(text: &str) -> Vec<Vec<&str>> {
        runs(text).iter().map(|r| r.groups.iter().map(|g| &text[g.start..g.end]).collect()).collect()
    }

    #[test]
    fn groups_and_separators() {
        assert_eq!(shapes("call +84 904 879 900 now"), vec![vec!["+84", "904", "879", "900"]]);
        assert_eq!(shapes("(415)555-0132"), vec![vec!["(415)", "555", "0132"]]);
        assert_eq!(shapes("+44 (0)20 7946 0958"), vec![vec!["+44", "(0)", "20", "7946", "0958"]]);
        assert_eq!(shapes("+84 904\n  879 900"), vec![vec!["+84", "904", "879", "900"]]);
        // Tokens glued on the left are skipped; what follows a dot or dash is left to the recognizer's glue check.
        assert_eq!(shapes("v2 A415 x123"), Vec::<Vec<&str>>::new());
        assert_eq!(shapes("v2.14.3 and A415-555"), vec![vec!["14", "3"], vec!["555"]]);
        assert_eq!(shapes("a 1  .  2"), vec![vec!["1", "2"]]);
        assert_eq!(shapes("1   2"), vec![vec!["1"], vec!["2"]]);
        let r = runs("0904 879 900 / 0912-345-678");
        assert_eq!(r[0].groups.iter().map(|g| g.sep).collect::<Vec<_>>(), [Sep::None, Sep::Space, Sep::Space, Sep::Loose, Sep::Strong, Sep::Strong]);
        assert_eq!(shapes("0904\u{a0}879\u{2013}900"), vec![vec!["0904", "879", "900"]]);
    }
}
