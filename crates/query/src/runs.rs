//! Answers read off the runs of a partition, so that run-length input
//! (`1^268435456`, `7^1000000000000,3^5`) is expanded only where the rows
//! are needed one by one — and then only after its bytes are checked.

use anyhow::{Context, Result};
use hookgames::game::{DEFAULT_MAX_ARROWS, DEFAULT_MAX_STATES};
use hookgames::partition::{Partition, PartitionRuns};
use hookgames::sato_welter::{grundy_beta_numbers, grundy_bitset};

use crate::error;
use crate::limits::MEMORY_BUDGET_BYTES;

/// The rows of `runs` one by one, for `what` (e.g. `"--n 3"`): checked
/// against [`MEMORY_BUDGET_BYTES`] (8 bytes a row) before anything is
/// allocated, then expanded by the library.
///
/// # Errors
/// A limit error naming `MEMORY_BUDGET_BYTES`.
pub fn expand(runs: &PartitionRuns, what: &str) -> Result<Partition> {
    let rows = runs.num_parts();
    let bytes = u128::from(rows) * 8;
    if bytes > u128::from(MEMORY_BUDGET_BYTES) {
        return Err(error::limit(format!(
            "{what} needs the rows of the partition one by one: its {rows} rows would take \
             {bytes} bytes, more than the command's memory limit of {MEMORY_BUDGET_BYTES} \
             bytes (MEMORY_BUDGET_BYTES = MAX_MATERIALIZED_BYTES)"
        )));
    }
    runs.to_partition()
        .with_context(|| format!("{what} needs the rows of the partition one by one"))
}

/// The runs `(part, multiplicity)` with the 1-based index of their first
/// row.
fn runs_with_rows(runs: &PartitionRuns) -> impl Iterator<Item = (u64, u64, u64)> + '_ {
    let mut next = 1u64;
    runs.runs().iter().map(move |&(p, m)| {
        let first = next;
        // The rows first..=first+m−1 ≤ ℓ ≤ |λ|; only the start of a run
        // after the last one could pass u64::MAX, and it is never used.
        next = next.saturating_add(m);
        (p, m, first)
    })
}

/// The β-numbers β_i = λ_i + ℓ − i (i = 1..ℓ, decreasing) from the runs:
/// the rows of a run give consecutive β-numbers.
///
/// # Complexity
/// O(1) per number.
pub fn beta_numbers(runs: &PartitionRuns) -> impl Iterator<Item = u64> + '_ {
    let l = runs.num_parts();
    // λ_i + ℓ − i ≤ λ_1 + ℓ − 1 ≤ |λ| fits in u64.
    runs_with_rows(runs)
        .flat_map(move |(p, m, first)| (first..=first + (m - 1)).map(move |i| p + (l - i)))
}

/// The Sato–Welter value of λ read off its runs (Kawanaka's (9.1) by the
/// library's [`grundy_bitset`] or [`grundy_beta_numbers`]): the β-set
/// {λ_i + ℓ − i} is a union of one interval per run, set word by word in a
/// bitset of λ_1 + ℓ cells (λ_1 + ℓ bits), or listed (16 bytes a row, the
/// list and the library's sorted copy) when that is smaller. The rows are
/// never expanded: `1^268435456` takes a 32 MiB bitset.
///
/// # Errors
/// A limit error naming `MEMORY_BUDGET_BYTES` if both forms exceed it
/// (e.g. `5^1000000000000`: a bitset of 125 GB).
///
/// # Complexity
/// O(k + (λ_1 + ℓ)/64) with the bitset, O(ℓ log ℓ) with the list.
pub fn sato_welter_value(runs: &PartitionRuns) -> Result<u64> {
    let l = runs.num_parts();
    if l == 0 {
        return Ok(0);
    }
    // The highest β-number λ_1 + ℓ − 1 ≤ |λ| < 2^64.
    let top = runs.largest_part() + (l - 1);
    let words = top / 64 + 1;
    let bitset_bytes = u128::from(words) * 8;
    let list_bytes = u128::from(l) * 16;
    let budget = u128::from(MEMORY_BUDGET_BYTES);
    if bitset_bytes <= list_bytes && bitset_bytes <= budget {
        let mut bits = vec![0u64; words as usize];
        for (p, m, first) in runs_with_rows(runs) {
            // Rows first..first+m−1 give the β-numbers p+ℓ−first−m+1 ..= p+ℓ−first.
            let hi = p + (l - first);
            let lo = hi - (m - 1);
            set_range(&mut bits, lo, hi);
        }
        Ok(grundy_bitset(&bits))
    } else if list_bytes <= budget {
        let betas: Vec<u64> = beta_numbers(runs).collect();
        // Distinct by construction (strictly decreasing).
        Ok(grundy_beta_numbers(&betas)?)
    } else {
        Err(error::limit(format!(
            "the Sato–Welter value is read off the {l} β-numbers of the partition: \
             {bitset_bytes} bytes as a bitset, {list_bytes} bytes as a list, more than the \
             command's memory budget of {MEMORY_BUDGET_BYTES} bytes (MEMORY_BUDGET_BYTES)"
        )))
    }
}

/// Sets the bits lo..=hi of a little-endian bitset.
fn set_range(bits: &mut [u64], lo: u64, hi: u64) {
    let (wl, wh) = ((lo / 64) as usize, (hi / 64) as usize);
    let mask_from = |b: u64| u64::MAX << (b % 64);
    let mask_to = |b: u64| u64::MAX >> (63 - b % 64);
    if wl == wh {
        bits[wl] |= mask_from(lo) & mask_to(hi);
        return;
    }
    bits[wl] |= mask_from(lo);
    for w in &mut bits[wl + 1..wh] {
        *w = u64::MAX;
    }
    bits[wh] |= mask_to(hi);
}

/// The positions and the moves of ⟨λ⟩ in the Sato–Welter game: the
/// partitions μ ⊆ λ (every one is reached by removing corners) and the
/// sum of their sizes (each box of μ is one move), saturating; once the
/// positions of the rows so far pass `max_states`, that partial count
/// (a lower bound) and 0 moves are returned at once. Counted
/// row by row: `f[x]` holds the number and total size of the fillings of
/// the rows so far whose last row is x.
///
/// # Complexity
/// O(|λ|) time, O(λ_1) memory.
pub fn down_set(p: &Partition, max_states: u128) -> (u128, u128) {
    let mut f: Vec<(u128, u128)> = Vec::new();
    let mut prev = 0u64;
    for (k, &part) in p.parts().iter().enumerate() {
        let mut g = vec![(0u128, 0u128); part as usize + 1];
        if k == 0 {
            for (x, slot) in g.iter_mut().enumerate() {
                *slot = (1, x as u128);
            }
        } else {
            // g[x] = Σ_{x ≤ y ≤ prev} f[y], plus x boxes in the new row.
            let (mut count, mut size) = (0u128, 0u128);
            for y in (0..=prev as usize).rev() {
                count = count.saturating_add(f[y].0);
                size = size.saturating_add(f[y].1);
                if y <= part as usize {
                    g[y] = (count, size.saturating_add(count.saturating_mul(y as u128)));
                }
            }
        }
        f = g;
        prev = part;
        // The counts only grow with more rows (μ_i = 0 is always possible).
        let states = f.iter().fold(0u128, |a, s| a.saturating_add(s.0));
        if states > max_states {
            return (states, 0);
        }
    }
    if f.is_empty() {
        return (1, 0);
    }
    f.iter().fold((0u128, 0u128), |(c, s), &(fc, fs)| {
        (c.saturating_add(fc), s.saturating_add(fs))
    })
}

/// Refuses a misère Sato–Welter search (the generic solver on ⟨λ⟩, the
/// only way: misère play has no formula) that the solver's default limits
/// would stop, before anything is expanded or explored: ⟨λ⟩ has one
/// position per partition μ ⊆ λ and one move per box of each, so at least
/// |λ| + 1 positions and |λ|(|λ|+1)/2 moves (a chain of every size), and
/// exactly the counts of [`down_set`].
///
/// # Errors
/// A limit error naming `DEFAULT_MAX_STATES` or `DEFAULT_MAX_ARROWS`.
///
/// # Complexity
/// O(1) when the bounds refuse (then |λ| ≥ 2^14), else O(|λ|).
pub fn check_misere_search(runs: &PartitionRuns) -> Result<()> {
    check_search(
        runs,
        "the misère value of a Young diagram is searched position by position",
        "only normal play has a formula",
    )
}

/// [`check_misere_search`] for any search of the generic solver over ⟨λ⟩
/// of the Sato–Welter game (the misère value, the remoteness): `what` says
/// what is searched and why, `hint` what to do instead.
///
/// # Errors
/// A limit error naming `DEFAULT_MAX_STATES` or `DEFAULT_MAX_ARROWS`.
///
/// # Complexity
/// As [`check_misere_search`].
pub fn check_search(runs: &PartitionRuns, what: &str, hint: &str) -> Result<()> {
    let n = u128::from(runs.size());
    let (max_states, max_arrows) = (
        u128::from(DEFAULT_MAX_STATES),
        u128::from(DEFAULT_MAX_ARROWS),
    );
    let search = what;
    let refuse = |what: &str, count: u128, limit: u128, name: &str| {
        error::limit(format!(
            "{search}, and a diagram of {n} boxes has {what} {count}, more than the solver's \
             limit of {limit} ({name}); {hint}"
        ))
    };
    if n + 1 > max_states {
        return Err(refuse(
            "at least this many positions below it:",
            n + 1,
            max_states,
            "DEFAULT_MAX_STATES",
        ));
    }
    let chain_moves = n * (n + 1) / 2;
    if chain_moves > max_arrows {
        return Err(refuse(
            "at least this many moves below it:",
            chain_moves,
            max_arrows,
            "DEFAULT_MAX_ARROWS",
        ));
    }
    // Here |λ| < 2^14: the rows are few.
    let p = expand(runs, "the search")?;
    let (states, arrows) = down_set(&p, max_states);
    if states > max_states {
        // (The count stopped as soon as it passed the limit.)
        return Err(refuse(
            "at least this many positions below it:",
            states,
            max_states,
            "DEFAULT_MAX_STATES",
        ));
    }
    if arrows > max_arrows {
        return Err(refuse(
            "this many moves below it:",
            arrows,
            max_arrows,
            "DEFAULT_MAX_ARROWS",
        ));
    }
    Ok(())
}

/// The hook lengths of one row of λ, h(i, j) = λ_i − j + λ'_j − i + 1 for
/// j = 1..λ_i, from the conjugate's runs (`conj`, as
/// [`PartitionRuns::conjugate`] gives them): nothing is expanded.
///
/// # Complexity
/// O(λ_i + the conjugate's runs it crosses).
pub fn hook_row<'a>(conj: &'a PartitionRuns, i: u64, part: u64) -> impl Iterator<Item = u64> + 'a {
    let mut start = 1u64;
    conj.runs()
        .iter()
        .flat_map(move |&(col_len, m)| {
            let first = start;
            start = start.saturating_add(m);
            (first..=first + (m - 1)).map(move |j| (j, col_len))
        })
        .take_while(move |&(j, _)| j <= part)
        .map(move |(j, col_len)| (part - j) + (col_len - i) + 1)
}

/// Every row of λ with its 1-based index and part.
pub fn rows(runs: &PartitionRuns) -> impl Iterator<Item = (u64, u64)> + '_ {
    runs_with_rows(runs).flat_map(|(p, m, first)| (first..=first + (m - 1)).map(move |i| (i, p)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use hookgames::partition::Partitions;
    use hookgames::sato_welter::YoungRealization;

    fn runs(s: &str) -> PartitionRuns {
        s.parse().unwrap()
    }

    #[test]
    fn sato_welter_value_from_runs_is_the_library_value() {
        for n in 0..=14u64 {
            for p in Partitions::new(n).unwrap() {
                let r = PartitionRuns::from(&p);
                assert_eq!(
                    sato_welter_value(&r).unwrap(),
                    YoungRealization.grundy(&p).unwrap(),
                    "{p}"
                );
                let b: Vec<u64> = beta_numbers(&r).collect();
                let want: Vec<u64> = hookgames::maya::beta_numbers(&p, p.len()).unwrap();
                assert_eq!(b, want, "{p}");
            }
        }
        // Runs crossing word boundaries, and the list form (sparse β-sets).
        for s in [
            "200^70,130^3,1^100",
            "64^64",
            "1000000^3,5^200",
            "18446744073709551614,1",
            "1^300",
        ] {
            let r = runs(s);
            let p = r.to_partition().unwrap();
            assert_eq!(
                sato_welter_value(&r).unwrap(),
                YoungRealization.grundy(&p).unwrap(),
                "{s}"
            );
        }
        // 2^28 rows: a 32 MiB bitset, no expansion. One column is a Nim heap.
        assert_eq!(sato_welter_value(&runs("1^268435456")).unwrap(), 1 << 28);
        // 10^12 rows: both forms are beyond the budget.
        let e = sato_welter_value(&runs("5^1000000000000")).unwrap_err();
        assert!(e.to_string().contains("MEMORY_BUDGET_BYTES"), "{e}");
    }

    #[test]
    fn down_sets_are_counted_exactly() {
        // ⟨λ⟩ by the engine's exploration, against the count.
        for n in 0..=8u64 {
            for p in Partitions::new(n).unwrap() {
                let mut below: Vec<Partition> = Vec::new();
                for k in 0..=n {
                    below.extend(Partitions::new(k).unwrap().filter(|q| {
                        q.len() <= p.len() && q.parts().iter().zip(p.parts()).all(|(a, b)| a <= b)
                    }));
                }
                let sizes: u128 = below.iter().map(|q| u128::from(q.size())).sum();
                assert_eq!(down_set(&p, u128::MAX), (below.len() as u128, sizes), "{p}");
            }
        }
        // 20 × 20: C(40, 20) positions.
        let sq = expand(&runs("20^20"), "test").unwrap();
        assert_eq!(down_set(&sq, u128::MAX).0, 137_846_528_820);
    }

    #[test]
    fn misere_searches_beyond_the_solver_limits_are_refused_at_once() {
        for (s, limit) in [
            ("100000", "DEFAULT_MAX_ARROWS"),
            ("20^20", "DEFAULT_MAX_STATES"),
            ("100^100", "DEFAULT_MAX_STATES"),
            ("1^268435456", "DEFAULT_MAX_STATES"),
            ("18446744073709551615", "DEFAULT_MAX_STATES"),
            ("12^12", "DEFAULT_MAX_ARROWS"),
        ] {
            let e = check_misere_search(&runs(s)).unwrap_err();
            assert!(e.to_string().contains(limit), "{s}: {e}");
            assert_eq!(crate::error::kind_of(&e), crate::error::Kind::Limit);
        }
        for s in ["0", "9,8,6,5,5,2", "10^10", "16000"] {
            assert!(check_misere_search(&runs(s)).is_ok(), "{s}");
        }
    }

    #[test]
    fn hook_rows_are_the_hook_lengths() {
        for n in 0..=10u64 {
            for p in Partitions::new(n).unwrap() {
                let r = PartitionRuns::from(&p);
                let conj = r.conjugate();
                let got: Vec<Vec<u64>> = rows(&r)
                    .map(|(i, part)| hook_row(&conj, i, part).collect())
                    .collect();
                assert_eq!(got, p.hook_lengths().unwrap(), "{p}");
            }
        }
    }

    #[test]
    fn expansion_is_checked_in_bytes_first() {
        let e = expand(&runs("1^268435456"), "--n 3").unwrap_err();
        assert!(
            e.to_string().contains("MEMORY_BUDGET_BYTES")
                || e.to_string().contains("MAX_MATERIALIZED"),
            "{e}"
        );
        let e = expand(&runs("5^1000000000000"), "--n 3").unwrap_err();
        assert!(format!("{e:#}").contains("MEMORY_BUDGET_BYTES"), "{e:#}");
        assert_eq!(expand(&runs("3^2,1"), "x").unwrap().parts(), &[3, 3, 1]);
    }
}
