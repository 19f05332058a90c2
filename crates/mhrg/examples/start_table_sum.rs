//! G(Y_{m,n}) of the Multiple Hook Removing Game for every rectangle
//! 1 ≤ m ≤ n with MIN ≤ m + n ≤ MAX (Abuku–Tada, Table 1, stops at 9 × 9),
//! written as CSV and JSON with the command, version and time of the run.
//!
//! ```text
//! cargo run --release -p hookgames-mhrg --example start_table_sum -- MIN MAX DIR [THREADS]
//! ```
//!
//! writes `DIR/mhrg-start-sum-MIN-MAX.csv` (m, n, the game solved, its
//! positions, G) and `DIR/mhrg-start-sum-MIN-MAX.json` (the same entries
//! and the run: command, version, start time in UTC, seconds, threads).
//! Progress goes to standard error, one line per percent of the positions
//! solved. Each game may take up to 4 GiB (one byte per position).

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use hookgames_game::{Engine, Limits, Progress};
use hookgames_mhrg::{PositionSpace, reduced_rectangle, start_values};

/// "YYYY-MM-DDTHH:MM:SSZ" of a Unix time (proleptic Gregorian calendar).
fn utc(secs: u64) -> String {
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Howard Hinnant's civil_from_days.
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [min, max, dir, rest @ ..] = args.as_slice() else {
        return Err("usage: start_table_sum MIN MAX DIR [THREADS]".into());
    };
    let (min, max): (u64, u64) = (min.parse()?, max.parse()?);
    let threads: usize = match rest.first() {
        Some(t) => t.parse()?,
        None => 0,
    };
    let mut rects: Vec<(usize, u64)> = Vec::new();
    for s in min.max(2)..=max {
        for m in 1..=s / 2 {
            rects.push((m as usize, s - m));
        }
    }
    let started = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs();
    let clock = Instant::now();
    let percent = AtomicU64::new(0);
    let observer = |p: Progress| {
        let total = p.total.unwrap_or(1).max(1);
        let now = u64::try_from(u128::from(p.done) * 100 / u128::from(total)).unwrap_or(100);
        if now > percent.fetch_max(now, Ordering::Relaxed) {
            eprintln!(
                "{:>8.1} s  positions {}/{total} ({now} %)",
                clock.elapsed().as_secs_f64(),
                p.done
            );
        }
    };
    let engine = Engine::new()
        .with_limits(Limits::default().with_max_bytes(1 << 32))
        .with_progress(&observer);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let threads_used = pool.current_num_threads();
    let values = pool.install(|| start_values(&rects, &engine))?;
    let seconds = clock.elapsed().as_secs_f64();
    let command = format!(
        "cargo run --release -p hookgames-mhrg --example start_table_sum -- {}",
        args.join(" ")
    );
    let version = env!("CARGO_PKG_VERSION");

    let mut csv = String::from("m,n,solved_m,solved_n,positions,grundy\n");
    let mut entries = String::new();
    for (i, (&(m, n), &g)) in rects.iter().zip(&values).enumerate() {
        let (a, b) = reduced_rectangle(m, n);
        let positions = PositionSpace::new(a, b)?.count();
        writeln!(csv, "{m},{n},{a},{b},{positions},{g}")?;
        if i > 0 {
            entries.push_str(",\n");
        }
        write!(
            entries,
            "    {{\"m\": {m}, \"n\": {n}, \"solved\": [{a}, {b}], \"positions\": {positions}, \"grundy\": {g}}}"
        )?;
    }
    let json = format!(
        "{{\n  \"what\": \"G(Y_{{m,n}}) of the Multiple Hook Removing Game (Abuku-Tada), 1 <= m <= n, {min} <= m + n <= {max}\",\n  \
         \"command\": \"{command}\",\n  \"version\": \"hookgames-mhrg {version}\",\n  \
         \"started_utc\": \"{}\",\n  \"seconds\": {seconds:.1},\n  \"threads\": {threads_used},\n  \
         \"entries\": [\n{entries}\n  ]\n}}\n",
        utc(started)
    );
    let stem = format!("{dir}/mhrg-start-sum-{min}-{max}");
    std::fs::write(format!("{stem}.csv"), csv)?;
    std::fs::write(format!("{stem}.json"), json)?;
    eprintln!(
        "{} entries in {seconds:.1} s on {threads_used} threads, started {}: {stem}.csv, {stem}.json",
        rects.len(),
        utc(started)
    );
    Ok(())
}
