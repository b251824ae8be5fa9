//! Explicit input limits: the largest inputs blackbar accepts, and a bounded line reader.
//!
//! Past a limit the input is refused with a message that names the limit ([`TooLarge`]), never a crash or an
//! unbounded allocation. Streams (JSON Lines through `blackbar detect`, `eval`, `sweep`) have no total limit: they
//! are read one line at a time, so only each line is bounded.
//!
//! | what | limit | where it is checked |
//! |---|---|---|
//! | one document's text (a plain-text file, one JSON Lines line) | [`MAX_DOCUMENT_BYTES`] = 64 MiB | CLI, readers |
//! | a file read whole (TAB JSON, a markup file, predictions) | [`MAX_FILE_BYTES`] = 512 MiB | CLI |
//! | a configuration file | [`MAX_CONFIG_BYTES`] = 1 MiB | CLI |
//! | text handed to the page's wasm bindings | [`MAX_PAGE_BYTES`] = 16 MiB of UTF-8 | src/wasm.rs |
//! | a corpus file loaded into the page's workbench | [`MAX_PAGE_FILE_BYTES`] = 64 MiB | src/wasm.rs |
//!
//! Sizes are UTF-8 bytes (what the core holds). The page limit is about 16 million characters of Latin text, 5.5
//! million of CJK; a JavaScript caller can pre-check `new TextEncoder().encode(text).length`.

use std::fmt;
use std::io::{self, BufRead};

/// The largest single document (its text, or its whole JSON line), in UTF-8 bytes: 64 MiB.
pub const MAX_DOCUMENT_BYTES: usize = 64 << 20;

/// The largest file read whole into memory (TAB JSON, a markup document, a prediction file), in bytes: 512 MiB.
pub const MAX_FILE_BYTES: usize = 512 << 20;

/// The largest configuration file, in bytes: 1 MiB.
pub const MAX_CONFIG_BYTES: usize = 1 << 20;

/// The largest text the wasm bindings (the page) analyse in one call, in UTF-8 bytes: 16 MiB.
pub const MAX_PAGE_BYTES: usize = 16 << 20;

/// The largest file loaded into the page's workbench (a labelled corpus, held whole with its documents), in bytes:
/// 64 MiB.
pub const MAX_PAGE_FILE_BYTES: usize = 64 << 20;

/// How many input errors a reader reports before it stops listing them.
pub const MAX_ERRORS: usize = 20;

/// An input larger than its limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// What was too large ("the text", "line 7").
    pub what: String,
    /// Its size in bytes (at least `limit + 1`; a stream is not read further than that).
    pub size: usize,
    /// The limit in bytes.
    pub limit: usize,
}

/// `n` bytes in the unit a person reads: "64 MiB", "1.5 KiB", "12 bytes".
pub fn human(n: usize) -> String {
    const UNITS: [(&str, usize); 3] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)];
    for (name, size) in UNITS {
        if n >= size {
            let v = n as f64 / size as f64;
            return if n % size == 0 { format!("{} {name}", n / size) } else { format!("{v:.1} {name}") };
        }
    }
    format!("{n} bytes")
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is larger than the limit of {} ({} bytes)", self.what, human(self.limit), self.limit)
    }
}

impl std::error::Error for TooLarge {}

/// `Ok` when `size` bytes of `what` are within `limit`.
pub fn check(what: &str, size: usize, limit: usize) -> Result<(), TooLarge> {
    if size > limit {
        return Err(TooLarge { what: what.to_string(), size, limit });
    }
    Ok(())
}

/// What [`read_line`] read.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// End of input: nothing was read.
    Eof,
    /// One line is in the buffer, without its `\n` or `\r\n`.
    Read,
    /// The line was longer than the limit (this many bytes were read, at least `limit + 1`); it was skipped up to
    /// its end and the buffer is empty, so reading can go on with the next line.
    TooLong(usize),
}

/// Reads one line into `buf` (cleared first), holding at most `limit` bytes of it in memory.
pub fn read_line<R: BufRead + ?Sized>(reader: &mut R, buf: &mut Vec<u8>, limit: usize) -> io::Result<Line> {
    buf.clear();
    let (mut total, mut any, mut too_long) = (0usize, false, false);
    loop {
        let chunk = match reader.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let content = if done { used - 1 } else { used };
        total += content;
        if !too_long {
            if total > limit {
                too_long = true;
                buf.clear();
                buf.shrink_to(0);
            } else {
                buf.extend_from_slice(&chunk[..content]);
            }
        }
        reader.consume(used);
        if done {
            break;
        }
    }
    if !any {
        return Ok(Line::Eof);
    }
    if too_long {
        return Ok(Line::TooLong(total));
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(Line::Read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_lines_and_skips_long_ones() {
        let input = "short\r\nthis line is too long\nok\nlast";
        // A tiny buffer so lines span several fill_buf calls.
        let mut r = io::BufReader::with_capacity(4, input.as_bytes());
        let mut buf = Vec::new();
        let mut got = Vec::new();
        loop {
            match read_line(&mut r, &mut buf, 10).unwrap() {
                Line::Eof => break,
                Line::Read => got.push(String::from_utf8(buf.clone()).unwrap()),
                Line::TooLong(n) => got.push(format!("<too long: {n}>")),
            }
        }
        assert_eq!(got, ["short", "<too long: 21>", "ok", "last"]);
    }

    #[test]
    fn messages() {
        let cases = [
            (check("the text", 70 << 20, MAX_DOCUMENT_BYTES), "the text is larger than the limit of 64 MiB (67108864 bytes)"),
            (check("line 3", 1025, 1024), "line 3 is larger than the limit of 1 KiB (1024 bytes)"),
        ];
        for (got, want) in cases {
            assert_eq!(got.unwrap_err().to_string(), want);
        }
        assert_eq!(check("x", 10, 10), Ok(()));
        assert_eq!(human(1536), "1.5 KiB");
        assert_eq!(human(12), "12 bytes");
    }
}
