//! One shared sort for the whole crate, to keep the wasm small (issue #7, page weight).
//!
//! Each `slice::sort_by` / `sort_by_key` / `sort` call with its own element type and comparator makes the compiler
//! emit std's stable sort again (driftsort with its small-sort networks and merge code): several kilobytes of wasm
//! per call site, about 260 KB raw of the page's wasm before these helpers. Here every call sorts a permutation of
//! `usize` indices with one single, non-generic instantiation of std's stable sort (the comparator goes through
//! `dyn FnMut`) and then moves the elements into place; only the small wrappers are generic.
//!
//! **Same result as `slice::sort_by`**: a stable sort's output is unique (elements that compare equal keep their
//! order, all others are ordered by the comparator), and the index sort breaks no tie differently — it is std's
//! stable sort too, on the elements' positions. `sort_by_key` calls the key function on both sides of each
//! comparison, as std's `sort_by_key` does. Where a call site used `sort_unstable` on a type whose `Ord` compares
//! every field (integers, tuples of them, strings), equal elements are indistinguishable and the stable result is
//! the same. Use these instead of the slice methods in code that goes into the page's wasm.
//!
//! [`btree_map`] and [`btree_set`] build a `BTreeMap` / `BTreeSet` by inserting, for the same reason: their `collect`
//! (and `From<[T; N]>`) sort the input with another copy of std's stable sort per element type.
//!
//! Cost: one `Vec<usize>` allocation per sort and an indirect call per comparison; the crate sorts findings, spans
//! and report rows (tens to thousands of elements), never bulk text.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// Sorts `v` stably by `cmp`: the result of `v.sort_by(cmp)`.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let perm = order(v.len(), &mut |a, b| cmp(&v[a], &v[b]));
    apply(v, perm);
}

/// Sorts `v` stably by the key `f` gives: the result of `v.sort_by_key(f)`.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut f: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| f(a).cmp(&f(b)));
}

/// Sorts `v` stably by `Ord`: the result of `v.sort()` (and of `v.sort_unstable()` where equal means identical).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The positions `0..n` in sorted order (std's stable sort: one instantiation for the whole crate).
#[inline(never)]
fn order(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..n).collect();
    idx.sort_by(|&a, &b| cmp(a, b));
    idx
}

/// Rearranges `v` so that position `i` holds the element that was at `perm[i]` (`perm` a permutation of `0..len`),
/// in place: each cycle of the permutation is followed once with swaps.
fn apply<T>(v: &mut [T], mut perm: Vec<usize>) {
    for i in 0..v.len() {
        if perm[i] == i {
            continue;
        }
        let mut j = i;
        loop {
            let k = perm[j];
            perm[j] = j;
            if k == i {
                break;
            }
            v.swap(j, k);
            j = k;
        }
    }
}

/// `pairs.collect::<BTreeMap<_, _>>()` without `FromIterator`'s sort (`BTreeMap`'s `collect` sorts its input with
/// std's stable sort, one more copy of it per key and value type): the pairs are inserted one by one. The same map:
/// with a repeated key the last value wins in both.
pub fn btree_map<K: Ord, V>(pairs: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, V> {
    let mut map = BTreeMap::new();
    for (k, v) in pairs {
        map.insert(k, v);
    }
    map
}

/// `items.collect::<BTreeSet<_>>()` without `FromIterator`'s sort (see [`btree_map`]).
pub fn btree_set<T: Ord>(items: impl IntoIterator<Item = T>) -> BTreeSet<T> {
    let mut set = BTreeSet::new();
    for x in items {
        set.insert(x);
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (no dependency): xorshift64*.
    fn rng(seed: u64) -> impl FnMut() -> u64 {
        let mut s = seed | 1;
        move || {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            s.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
    }

    #[test]
    fn matches_std_stable_sort_with_ties_kept_in_order() {
        // (length, key range): ranges smaller than the length force many ties, whose order must be kept.
        let cases: &[(usize, u64)] =
            &[(0, 1), (1, 1), (2, 1), (2, 2), (3, 2), (7, 3), (20, 1), (20, 4), (33, 1000), (100, 5), (1000, 17), (5000, 1 << 40)];
        for (seed, &(n, range)) in cases.iter().enumerate() {
            let mut r = rng(seed as u64 + 1);
            // (key, original position): the position shows whether ties kept their order.
            let v: Vec<(u64, usize)> = (0..n).map(|i| (r() % range, i)).collect();
            let mut want = v.clone();
            want.sort_by(|a, b| a.0.cmp(&b.0));
            let mut got = v.clone();
            sort_by(&mut got, |a, b| a.0.cmp(&b.0));
            assert_eq!(got, want, "sort_by, n={n} range={range}");
            let mut got = v.clone();
            sort_by_key(&mut got, |a| std::cmp::Reverse(a.0));
            let mut want = v.clone();
            want.sort_by_key(|a| std::cmp::Reverse(a.0));
            assert_eq!(got, want, "sort_by_key reversed, n={n} range={range}");
            let mut got: Vec<u64> = v.iter().map(|x| x.0).collect();
            let mut want = got.clone();
            sort(&mut got);
            want.sort_unstable();
            assert_eq!(got, want, "sort, n={n} range={range}");
        }
    }

    #[test]
    fn sorts_strings_and_owned_values() {
        let mut v: Vec<String> = ["pear", "apple", "fig", "apple", "", "Zebra", "été"].iter().map(|s| s.to_string()).collect();
        let mut want = v.clone();
        want.sort();
        sort(&mut v);
        assert_eq!(v, want);
        // By length only: equal lengths keep their input order.
        let mut v = vec!["ccc", "a", "bb", "d", "ee", "fff", "g"];
        sort_by_key(&mut v, |s| s.len());
        assert_eq!(v, ["a", "d", "g", "bb", "ee", "ccc", "fff"]);
    }

    #[test]
    fn permutation_cycles_of_every_shape_are_applied() {
        // Reversal (2-cycles and a fixed middle), rotation (one long cycle), already sorted (no cycle).
        for n in 0..12usize {
            let mut v: Vec<usize> = (0..n).rev().collect();
            sort(&mut v);
            assert_eq!(v, (0..n).collect::<Vec<_>>());
            let mut v: Vec<usize> = (0..n).map(|i| (i + 3) % n.max(1)).collect();
            sort(&mut v);
            assert_eq!(v, (0..n).collect::<Vec<_>>());
        }
    }

    #[test]
    fn btree_helpers_build_what_collect_builds() {
        let pairs = [("b", 1), ("a", 2), ("b", 3), ("c", 4), ("a", 5)];
        assert_eq!(btree_map(pairs), pairs.into_iter().collect::<BTreeMap<_, _>>(), "the last value of a repeated key wins");
        let items = ["pear", "apple", "pear", "", "fig"];
        assert_eq!(btree_set(items), items.into_iter().collect::<BTreeSet<_>>());
        assert!(btree_set(Vec::<u8>::new()).is_empty() && btree_map(Vec::<(u8, u8)>::new()).is_empty());
    }
}
