//! Criterion benches for hookgames: see `benches/`.
