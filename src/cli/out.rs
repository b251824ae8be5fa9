//! Where a subcommand's output goes: standard output, or a file written atomically (`--output FILE`).
//!
//! A file is never left half-written: the output goes to a temporary file in the same directory
//! (`.NAME.blackbar-PID.tmp`), which is flushed, synced and renamed over FILE only when the command succeeds. On
//! any error (bad input, a full disk, Ctrl-C) FILE keeps what it held before (or stays absent) and the temporary
//! file is removed.
//!
//! Standard output cannot be taken back. The rule there: a subcommand writes whole lines only, and a streaming
//! subcommand (`detect` on JSON Lines) writes each document's line as soon as it is done; when a later input line is
//! bad, the lines already written are complete and stay (nothing done is lost), the errors go to stderr and the exit
//! code is 2. Each line is serialised in memory before it is written, so only an I/O failure or a kill in the middle
//! of a write can cut a line. A reader of stdout must check the exit code before trusting the output as complete.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use super::CliError;

/// An output destination; write to it, then [`Output::commit`]. Dropping it uncommitted discards a file output.
pub enum Output {
    /// Standard output, buffered.
    Stdout(BufWriter<io::StdoutLock<'static>>),
    /// A temporary file renamed to `dest` on commit.
    File {
        /// The temporary file.
        tmp: PathBuf,
        /// The file to create or replace.
        dest: PathBuf,
        /// The writer (`None` once committed).
        writer: Option<BufWriter<File>>,
    },
}

impl Output {
    /// `None` or `-`: standard output. Otherwise a temporary file next to `path` (created now, so an unwritable
    /// directory is reported before any work is done).
    pub fn open(path: Option<&str>) -> Result<Output, CliError> {
        let path = match path {
            None | Some("-") => return Ok(Output::Stdout(BufWriter::new(io::stdout().lock()))),
            Some(p) => Path::new(p),
        };
        let name = path.file_name().ok_or_else(|| CliError::new(format!("--output {:?}: not a file name", path.display())))?;
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let tmp = dir.join(format!(".{}.blackbar-{}.tmp", name.to_string_lossy(), std::process::id()));
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .map_err(|e| CliError::new(format!("cannot write {}: {e}", path.display())))?;
        Ok(Output::File { tmp, dest: path.to_path_buf(), writer: Some(BufWriter::new(file)) })
    }

    /// Flushes; for a file, syncs it and renames it over the destination.
    pub fn commit(mut self) -> Result<(), CliError> {
        match &mut self {
            Output::Stdout(w) => w.flush().map_err(CliError::from),
            Output::File { tmp, dest, writer } => {
                let w = writer.take().expect("committed once");
                let file = w.into_inner().map_err(|e| CliError::new(format!("cannot write {}: {}", dest.display(), e.error())))?;
                file.sync_all().map_err(|e| CliError::new(format!("cannot write {}: {e}", dest.display())))?;
                drop(file);
                fs::rename(&tmp, &dest).map_err(|e| CliError::new(format!("cannot write {}: {e}", dest.display())))
            }
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Output::Stdout(w) => w.write(buf),
            Output::File { writer, .. } => writer.as_mut().expect("not committed").write(buf),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Output::Stdout(w) => w.write_all(buf),
            Output::File { writer, .. } => writer.as_mut().expect("not committed").write_all(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Output::Stdout(w) => w.flush(),
            Output::File { writer, .. } => writer.as_mut().map_or(Ok(()), |w| w.flush()),
        }
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        if let Output::File { tmp, writer, .. } = self {
            if writer.take().is_some() {
                // Not committed: the command failed. Leave the destination as it was.
                let _ = fs::remove_file(&tmp);
            }
        }
    }
}

/// Writes `path` (or stdout for `None`/`-`) atomically with whatever `write` produces; on error nothing is renamed.
pub fn write_atomically(
    path: Option<&str>,
    write: impl FnOnce(&mut Output) -> Result<(), CliError>,
) -> Result<(), CliError> {
    let mut out = Output::open(path)?;
    write(&mut out)?;
    out.commit()
}

