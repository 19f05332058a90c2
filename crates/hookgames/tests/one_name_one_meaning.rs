//! One name, one meaning: a program that glob-imports every module of the
//! facade meets no name twice (the same item re-exported twice is fine).
//! `ambiguous_glob_reexports` is denied, so a second `grundy`, `Descent`,
//! `Klein`, … anywhere in the family fails to compile this test.
#![deny(ambiguous_glob_reexports)]

/// Everything the facade exports, in one namespace.
pub mod everything {
    pub use hookgames::coxeter::*;
    pub use hookgames::game::*;
    pub use hookgames::lctr::*;
    pub use hookgames::limits::*;
    pub use hookgames::maya::*;
    pub use hookgames::mhrg::*;
    pub use hookgames::partition::*;
    pub use hookgames::plain::*;
    pub use hookgames::prelude::*;
    pub use hookgames::sato_welter::*;
    pub use hookgames::shifted::*;
    pub use hookgames::svg::*;
    pub use hookgames::*;
}

#[test]
fn every_module_glob_imports_together() {
    use everything::*;
    // A few names that existed twice in 0.1, each now one item.
    let y: Partition = "9,8,6,5,5,2".parse().unwrap();
    assert_eq!(grundy(&YoungRealization, &y), Ok(7));
    assert_eq!(Klein::A * Klein::B, Klein::AB);
    assert_eq!(Convention::Misere.end_value(), 1);
    let _ = n_core(&y, 2).unwrap();
}
