//! [`SortedMap`]: a map kept as a `Vec` of pairs sorted by key, for the small report maps of the evaluation (a few
//! dozen labels, reasons or shapes).
//!
//! It iterates, serializes and compares exactly as a `BTreeMap` with the same entries does (ascending key order; a
//! repeated key's last value wins), so it can stand in for one where only that is used. Why not `BTreeMap`: each
//! key/value type of a `BTreeMap` adds about 4–5 KB of code to the page's wasm (its node insert, split, search,
//! iteration and drop code is emitted again for every type); a sorted `Vec` is a binary search and a `Vec::insert`
//! (issue #7, the page weight). Lookups are O(log n), inserts O(n): for maps of thousands of keys keep `BTreeMap` or
//! a `HashMap`.

use std::borrow::Borrow;

/// A map as a `Vec` of `(key, value)` sorted by key, without repeated keys (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SortedMap<K, V> {
    entries: Vec<(K, V)>,
}

impl<K, V> Default for SortedMap<K, V> {
    fn default() -> Self {
        SortedMap { entries: Vec::new() }
    }
}

/// A place in a [`SortedMap`] for a key, found by [`SortedMap::entry`]: the key's pair, or where it would go.
pub struct Entry<'a, K, V> {
    map: &'a mut SortedMap<K, V>,
    key: K,
    at: Result<usize, usize>,
}

impl<'a, K, V> Entry<'a, K, V> {
    /// The value of the key, inserting `make()` first when the key is not in the map.
    pub fn or_insert_with(self, make: impl FnOnce() -> V) -> &'a mut V {
        let i = match self.at {
            Ok(i) => i,
            Err(i) => {
                self.map.entries.insert(i, (self.key, make()));
                i
            }
        };
        &mut self.map.entries[i].1
    }

    /// The value of the key, inserting `V::default()` first when the key is not in the map.
    pub fn or_default(self) -> &'a mut V
    where
        V: Default,
    {
        self.or_insert_with(V::default)
    }
}

impl<K: Ord, V> SortedMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        SortedMap::default()
    }

    fn find<Q: Ord + ?Sized>(&self, key: &Q) -> Result<usize, usize>
    where
        K: Borrow<Q>,
    {
        self.entries.binary_search_by(|(k, _)| k.borrow().cmp(key))
    }

    /// Inserts `value` under `key`; returns the value it replaces, if any.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, value)),
            Err(i) => {
                self.entries.insert(i, (key, value));
                None
            }
        }
    }

    /// The entry of `key`, to read or insert its value.
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        let at = self.find(&key);
        Entry { map: self, key, at }
    }

    /// The value of `key`.
    pub fn get<Q: Ord + ?Sized>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| &self.entries[i].1)
    }

    /// The value of `key`, mutable.
    pub fn get_mut<Q: Ord + ?Sized>(&mut self, key: &Q) -> Option<&mut V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|i| &mut self.entries[i].1)
    }
}

impl<K, V> SortedMap<K, V> {
    /// The pairs in ascending key order.
    pub fn iter(&self) -> std::iter::Map<std::slice::Iter<'_, (K, V)>, fn(&(K, V)) -> (&K, &V)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    /// The keys in ascending order.
    pub fn keys(&self) -> impl Iterator<Item = &K> {
        self.entries.iter().map(|(k, _)| k)
    }

    /// The values in ascending key order.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.entries.iter().map(|(_, v)| v)
    }

    /// The number of keys.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl<K: Ord, V> FromIterator<(K, V)> for SortedMap<K, V> {
    /// Inserts the pairs in turn (a repeated key's last value wins, as in `BTreeMap`'s `collect`).
    fn from_iter<I: IntoIterator<Item = (K, V)>>(pairs: I) -> Self {
        let mut map = SortedMap::new();
        for (k, v) in pairs {
            map.insert(k, v);
        }
        map
    }
}

impl<K: Ord, V, const N: usize> From<[(K, V); N]> for SortedMap<K, V> {
    fn from(pairs: [(K, V); N]) -> Self {
        pairs.into_iter().collect()
    }
}

impl<'a, K, V> IntoIterator for &'a SortedMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (K, V)>, fn(&(K, V)) -> (&K, &V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K, V> IntoIterator for SortedMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

impl<K: Ord + Borrow<Q>, Q: Ord + ?Sized, V> std::ops::Index<&Q> for SortedMap<K, V> {
    type Output = V;
    /// The value of `key`; panics when the key is not in the map (as `BTreeMap`'s index does).
    fn index(&self, key: &Q) -> &V {
        self.get(key).expect("no entry found for key")
    }
}

impl<K: serde::Serialize, V: serde::Serialize> serde::Serialize for SortedMap<K, V> {
    /// A map in ascending key order: what a `BTreeMap` with the same pairs serializes to.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// The same operations on a `SortedMap` and a `BTreeMap` give the same pairs, lookups, JSON and equality.
    #[test]
    fn behaves_as_a_btree_map() {
        let ops: &[(&str, i32)] = &[("m", 1), ("c", 2), ("x", 3), ("c", 4), ("a", 5), ("", 6), ("mm", 7), ("m", 8), ("é", 9), ("Z", 10)];
        let (mut s, mut b) = (SortedMap::new(), BTreeMap::new());
        for &(k, v) in ops {
            assert_eq!(s.insert(k.to_string(), v), b.insert(k.to_string(), v), "insert {k}");
            *s.entry(format!("{k}+")).or_default() += v;
            *b.entry(format!("{k}+")).or_default() += v;
            *s.entry(k.to_string()).or_insert_with(|| 100) += 1;
            *b.entry(k.to_string()).or_insert_with(|| 100) += 1;
        }
        assert_eq!(s.iter().collect::<Vec<_>>(), b.iter().collect::<Vec<_>>());
        assert_eq!(s.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
        assert_eq!(s.values().collect::<Vec<_>>(), b.values().collect::<Vec<_>>());
        assert_eq!((s.len(), s.is_empty()), (b.len(), b.is_empty()));
        for k in ["m", "c", "", "é", "Z", "zz", "m+", "mm+"] {
            assert_eq!(s.get(k), b.get(k), "get {k}");
        }
        assert_eq!(s["x"], b["x"]);
        *s.get_mut("a").unwrap() = -1;
        *b.get_mut("a").unwrap() = -1;
        assert_eq!(s.get_mut("nope"), None);
        assert_eq!(serde_json::to_string(&s).unwrap(), serde_json::to_string(&b).unwrap());
        let pairs = || ops.iter().map(|&(k, v)| (k, v));
        assert_eq!(pairs().collect::<SortedMap<_, _>>().into_iter().collect::<Vec<_>>(), pairs().collect::<BTreeMap<_, _>>().into_iter().collect::<Vec<_>>(), "the last value of a repeated key wins");
        assert_eq!(SortedMap::from([(2, "b"), (1, "a")]), [(1, "a"), (2, "b")].into_iter().collect());
        assert_ne!(SortedMap::from([(1, "a")]), SortedMap::from([(1, "b")]));
        assert!(SortedMap::<u8, u8>::new().is_empty());
    }

    #[test]
    #[should_panic(expected = "no entry found for key")]
    fn indexing_a_missing_key_panics() {
        let _ = SortedMap::from([("a", 1)])["b"];
    }
}
