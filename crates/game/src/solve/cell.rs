//! The cell of a dense table shared between threads: one atomic of 1, 2 or
//! 4 bytes, read and written with relaxed ordering. The dense
//! [`TableSolver`](super::TableSolver) and the MHRG's level-ordered fill
//! (`hookgames-mhrg`) store their values in it.

use std::fmt;
use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, Ordering};

/// A table entry shared between threads: an atomic integer of
/// [`WIDTH`](AtomicCell::WIDTH) bytes holding a raw number up to
/// [`MAX`](AtomicCell::MAX), read and written with relaxed ordering (the
/// loads and stores of plain integers on the usual targets).
///
/// Relaxed ordering suffices for the dense fills of the family: a value is a
/// pure function of the state, so two threads that both compute it write
/// the same number, no other memory is published through a cell, and the
/// steps that must see each other's stores are separated by the joins of
/// rayon's parallel iterators. A table reserves raw numbers above its
/// largest value for its own bookkeeping if it needs any (the
/// [`TableSolver`](super::TableSolver) keeps the top two for "in progress"
/// and "unvisited").
///
/// Implemented for [`AtomicU8`], [`AtomicU16`] and [`AtomicU32`], so that a
/// table is as narrow as its values allow.
///
/// # Example
/// ```
/// use std::sync::atomic::AtomicU8;
/// use hookgames_game::solve::AtomicCell;
///
/// let table: Vec<AtomicU8> = (0..4).map(|_| AtomicCell::new(0)).collect();
/// table[2].set(7);
/// assert_eq!(table.iter().map(AtomicCell::get).collect::<Vec<_>>(), [0, 0, 7, 0]);
/// assert_eq!((<AtomicU8 as AtomicCell>::WIDTH, <AtomicU8 as AtomicCell>::MAX), (1, 255));
/// ```
pub trait AtomicCell: Send + Sync + fmt::Debug + Sized {
    /// Bytes per cell.
    const WIDTH: u64;
    /// The largest raw number a cell holds (`u8::MAX`, …, widened).
    const MAX: u32;
    /// A cell holding `raw` (at most [`MAX`](AtomicCell::MAX): the callers
    /// check it, so nothing is truncated; checked in debug builds).
    fn new(raw: u32) -> Self;
    /// The raw content, widened to `u32`.
    fn get(&self) -> u32;
    /// Stores `raw` (at most [`MAX`](AtomicCell::MAX), as for
    /// [`new`](AtomicCell::new)).
    fn set(&self, raw: u32);
}

macro_rules! atomic_cell {
    ($atomic:ty, $int:ty, $width:expr) => {
        impl AtomicCell for $atomic {
            const WIDTH: u64 = $width;
            const MAX: u32 = <$int>::MAX as u32;
            #[inline]
            fn new(raw: u32) -> Self {
                debug_assert!(raw <= Self::MAX);
                <$atomic>::new(raw as $int)
            }
            #[inline]
            fn get(&self) -> u32 {
                u32::from(<$atomic>::load(self, Ordering::Relaxed))
            }
            #[inline]
            fn set(&self, raw: u32) {
                debug_assert!(raw <= Self::MAX);
                <$atomic>::store(self, raw as $int, Ordering::Relaxed)
            }
        }
    };
}

atomic_cell!(AtomicU8, u8, 1);
atomic_cell!(AtomicU16, u16, 2);
atomic_cell!(AtomicU32, u32, 4);
