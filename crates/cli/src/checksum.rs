//! The checksum of a shard: SHA-256 (FIPS 180-4) of a canonical text of
//! everything the shard asserts — its header's fields and every entry —
//! written into its header as `"checksum": "sha256:<64 hex digits>"`.
//!
//! It catches accidental corruption: a file cut short or joined to
//! another, a flipped bit, an edit by mistake. **It is not a signature**:
//! anyone who edits a value can compute the checksum again (this file
//! says how), so it says nothing about who wrote the shard. `table merge`
//! therefore also checks every entry a theorem determines, and
//! `table verify` re-solves a sample of the others.
//!
//! SHA-256 is implemented here (about 60 lines, checked against the
//! standard's test vectors) rather than taken from a crate: it hashes at
//! most a 1 MiB shard once per run, where speed does not matter, and a
//! dependency would add several crates to three lock files and to the
//! minimum-Rust-version audit for that.
//!
//! This file depends on nothing else of the command, so that the tests
//! can include it (`#[path]`) and forge a shard's checksum as an editor
//! would.

use std::fmt::Write as _;

/// The round constants: the first 32 bits of the fractional parts of the
/// cube roots of the first 64 primes (FIPS 180-4, §4.2.2).
const K: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

/// The initial hash value (FIPS 180-4, §5.3.3).
const H0: [u32; 8] = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/// Processes one 64-byte block (FIPS 180-4, §6.2.2).
fn compress(h: &mut [u32; 8], block: &[u8]) {
    let mut w = [0u32; 64];
    for (t, word) in block.chunks_exact(4).enumerate() {
        w[t] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
    }
    for t in 16..64 {
        let s0 = w[t - 15].rotate_right(7) ^ w[t - 15].rotate_right(18) ^ (w[t - 15] >> 3);
        let s1 = w[t - 2].rotate_right(17) ^ w[t - 2].rotate_right(19) ^ (w[t - 2] >> 10);
        w[t] = w[t - 16]
            .wrapping_add(s0)
            .wrapping_add(w[t - 7])
            .wrapping_add(s1);
    }
    let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = *h;
    for t in 0..64 {
        let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
        let ch = (e & f) ^ (!e & g);
        let t1 = hh
            .wrapping_add(s1)
            .wrapping_add(ch)
            .wrapping_add(K[t])
            .wrapping_add(w[t]);
        let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
        let maj = (a & b) ^ (a & c) ^ (b & c);
        let t2 = s0.wrapping_add(maj);
        hh = g;
        g = f;
        f = e;
        e = d.wrapping_add(t1);
        d = c;
        c = b;
        b = a;
        a = t1.wrapping_add(t2);
    }
    for (x, y) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
        *x = x.wrapping_add(y);
    }
}

/// The SHA-256 digest of `data`.
///
/// # Complexity
/// O(len) time, O(1) memory besides the input.
pub(crate) fn sha256(data: &[u8]) -> [u8; 32] {
    let mut h = H0;
    let mut blocks = data.chunks_exact(64);
    for block in &mut blocks {
        compress(&mut h, block);
    }
    // The padding: a 1 bit, zeros, and the length in bits (§5.1.1).
    let rest = blocks.remainder();
    let mut tail = [0u8; 128];
    tail[..rest.len()].copy_from_slice(rest);
    tail[rest.len()] = 0x80;
    let len = if rest.len() < 56 { 64 } else { 128 };
    let bits = (data.len() as u64).wrapping_mul(8);
    tail[len - 8..len].copy_from_slice(&bits.to_be_bytes());
    for block in tail[..len].chunks_exact(64) {
        compress(&mut h, block);
    }
    let mut out = [0u8; 32];
    for (chunk, word) in out.chunks_exact_mut(4).zip(h) {
        chunk.copy_from_slice(&word.to_be_bytes());
    }
    out
}

/// The fields of a shard's header that its checksum covers.
pub(crate) struct ShardFields<'a> {
    pub(crate) version: &'a str,
    pub(crate) game: &'a str,
    pub(crate) play: &'a str,
    pub(crate) max: Option<usize>,
    pub(crate) max_sum: Option<usize>,
    pub(crate) index: usize,
    pub(crate) count: usize,
}

/// The checksum of a shard: `sha256:` and the hex digest of the text
///
/// ```text
/// hookgames shard 1
/// version VERSION
/// game mhrg
/// play normal
/// max K            (or: max_sum S)
/// shard I/N
/// entries E
/// m n grundy       (one line per entry, in the file's order)
/// ```
///
/// (every line ending in `\n`, numbers in decimal): what the shard
/// asserts, independent of the JSON's spacing and field order.
pub(crate) fn shard_checksum(fields: &ShardFields<'_>, entries: &[(usize, u64, u64)]) -> String {
    let mut text = String::new();
    // (Writing to a String cannot fail.)
    let _ = write!(
        text,
        "hookgames shard 1\nversion {}\ngame {}\nplay {}\n",
        fields.version, fields.game, fields.play
    );
    if let Some(k) = fields.max {
        let _ = writeln!(text, "max {k}");
    }
    if let Some(s) = fields.max_sum {
        let _ = writeln!(text, "max_sum {s}");
    }
    let _ = write!(
        text,
        "shard {}/{}\nentries {}\n",
        fields.index,
        fields.count,
        entries.len()
    );
    for (m, n, g) in entries {
        let _ = writeln!(text, "{m} {n} {g}");
    }
    let mut out = String::from("sha256:");
    for byte in sha256(text.as_bytes()) {
        let _ = write!(out, "{byte:02x}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(d: [u8; 32]) -> String {
        d.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// The test vectors of FIPS 180-4 (NIST's examples) and the lengths
    /// around the padding's edges.
    #[test]
    fn sha256_of_the_standards_examples() {
        assert_eq!(
            hex(sha256(b"")),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        assert_eq!(
            hex(sha256(b"abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(
            hex(sha256(
                b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
            )),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        );
        assert_eq!(
            hex(sha256(
                b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
            )),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        );
        assert_eq!(
            hex(sha256(&vec![b'a'; 1_000_000])),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        );
        // 55, 56 and 64 bytes: one or two padding blocks.
        assert_eq!(
            hex(sha256(&[b'a'; 55])),
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"
        );
        assert_eq!(
            hex(sha256(&[b'a'; 56])),
            "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"
        );
        assert_eq!(
            hex(sha256(&[b'a'; 64])),
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
        );
    }

    #[test]
    fn the_checksum_covers_every_field_and_entry() {
        let fields = ShardFields {
            version: "0.2.0",
            game: "mhrg",
            play: "normal",
            max: None,
            max_sum: Some(8),
            index: 2,
            count: 3,
        };
        let entries = [(1, 3, 3), (2, 2, 3)];
        let c = shard_checksum(&fields, &entries);
        assert!(c.starts_with("sha256:") && c.len() == 7 + 64, "{c}");
        assert_eq!(c, shard_checksum(&fields, &entries));
        assert_ne!(c, shard_checksum(&fields, &[(1, 3, 3), (2, 2, 4)]));
        assert_ne!(c, shard_checksum(&fields, &[(2, 2, 3), (1, 3, 3)]));
        assert_ne!(c, shard_checksum(&fields, &entries[..1]));
        let other = ShardFields { index: 1, ..fields };
        assert_ne!(c, shard_checksum(&other, &entries));
        let other = ShardFields {
            max: Some(8),
            max_sum: None,
            ..fields
        };
        assert_ne!(c, shard_checksum(&other, &entries));
    }
}
