//! Standard output, watched: the first error of any write to it is kept,
//! so that `main` reports it whatever else the command returned — an
//! answer that could not be written (a full disk, a closed file) is never
//! lost in silence behind another status (issue 28: a batch with a bad
//! line, written to a full disk, used to exit 1 with nothing said).

use std::io::{self, Write};

/// A writer that remembers the first error its inner writer returned.
#[derive(Debug)]
pub(crate) struct Watched<W> {
    inner: W,
    /// The kind and the text of the first error.
    failure: Option<(io::ErrorKind, String)>,
}

impl<W: Write> Watched<W> {
    pub(crate) fn new(inner: W) -> Self {
        Watched {
            inner,
            failure: None,
        }
    }

    /// The first write or flush error, if any: its kind and its text.
    pub(crate) fn failure(&self) -> Option<(io::ErrorKind, &str)> {
        self.failure.as_ref().map(|(k, s)| (*k, s.as_str()))
    }

    fn note<T>(&mut self, r: io::Result<T>) -> io::Result<T> {
        if let Err(e) = &r
            && e.kind() != io::ErrorKind::Interrupted
            && self.failure.is_none()
        {
            self.failure = Some((e.kind(), e.to_string()));
        }
        r
    }
}

impl<W: Write> Write for Watched<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let r = self.inner.write(buf);
        self.note(r)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let r = self.inner.write_all(buf);
        self.note(r)
    }

    fn flush(&mut self) -> io::Result<()> {
        let r = self.inner.flush();
        self.note(r)
    }
}

/// The one-line message of a failed write to standard output, with what
/// else went wrong (`other`) after it.
pub(crate) fn write_failure_message(failure: &str, other: Option<&str>) -> String {
    let mut message = format!("cannot write the output to standard output: {failure}");
    if let Some(other) = other {
        message.push_str("; besides, ");
        message.push_str(other);
    }
    hookgames_query::excerpt::message(&message)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer that takes `room` bytes, then fails as a full disk does.
    struct Full {
        room: usize,
    }

    impl Write for Full {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.room == 0 {
                return Err(io::Error::from_raw_os_error(28)); // ENOSPC
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            Ok(n)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn the_first_failure_is_kept_through_a_buffer() {
        let mut out = io::BufWriter::new(Watched::new(Full { room: 5 }));
        out.write_all(b"hello, world").unwrap(); // buffered
        assert!(out.get_ref().failure().is_none());
        assert!(out.flush().is_err());
        let (kind, text) = out.get_ref().failure().unwrap();
        assert_eq!(kind, io::ErrorKind::StorageFull);
        assert!(text.contains("No space left on device"), "{text}");
        let m = write_failure_message(text, Some("1 line(s) of the batch failed"));
        assert!(m.starts_with("cannot write the output to standard output: No space"));
        assert!(
            m.ends_with("; besides, 1 line(s) of the batch failed"),
            "{m}"
        );
    }

    #[test]
    fn a_writer_that_never_fails_reports_nothing() {
        let mut out = Watched::new(Vec::new());
        out.write_all(b"abc").unwrap();
        out.flush().unwrap();
        assert!(out.failure().is_none());
    }
}
