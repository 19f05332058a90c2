//! Kawanaka's §6: principal plain algorithms realized by elements of Coxeter
//! groups.
//!
//! A finitely branching principal plain algorithm ⟨p⟩ (Kawanaka, *Games and
//! algorithms with hook structure*) has a Dynkin diagram D_*, a tree with a
//! white node α_*. This crate builds, from such a tree, the simply-laced
//! Coxeter group W (simple reflections s_α v = v − 2(α, v)α for the inner
//! product (6.1)), its action on the orbit R = Wα_*, the reflections T, the
//! length function, the parabolic subgroup W_J and minimal coset
//! representatives; the two algorithms (Wα_*, ρ) ([`RootAlgorithm`]) and
//! (W/W_J, σ) ([`CosetAlgorithm`]); the element w of (6.3) of any principal
//! plain algorithm ([`realize`]) with Theorem 6.2 checked by
//! `hookgames_game::verify_isomorphism`; and the two conditions of
//! Theorem 6.3 ([`condition_a`], Peterson's minuscule condition, and
//! [`condition_b`]).
//!
//! Footnote 19 of §6 (condition (b) on Coxeter graphs with labels:
//! B_n, F_4, G_2, H_3, H_4, I_2(m)) is [`CoxeterGraph`]: the geometric
//! representation in exact cyclotomic arithmetic, elements of W as
//! permutations of the positive roots, (W/W_J, σ)
//! ([`LabelledCosetAlgorithm`]), [`labelled_condition_b`], the enumeration
//! [`labelled_condition_b_elements`] and the checked plain game
//! [`PrincipalCosetGame`].
//!
//! Positions are passed by reference (`realize(&game, &p)`,
//! `r.element_of(&q)`, `r.word_of_path(&[p, …, e])`), and every
//! [`CoxeterError`] names what it is about as the paper does — vertices
//! α_0, …, α_*, vectors `α_* + 2α_0 + α_3`, words `s_1 s_3 s_0`, cosets
//! `s_2 s_1 W_J`, the game's own positions for the states and arrows
//! p → q of ⟨p⟩ — and says what to change.
//!
//! It is a crate of its own, not part of `hookgames-plain`, because root
//! systems and Weyl group actions are a sizeable self-contained piece that
//! users of the plain-algorithm toolkit need not compile.
//!
//! # Example
//! The 2 × 3 rectangle (3, 3) under hook removal (the Nakayama algorithm,
//! Kawanaka §8): its Dynkin diagram, the element w and the root orbit.
//! ```
//! use hookgames_coxeter::{realize, RootAlgorithm};
//! use hookgames_partition::Partition;
//! use hookgames_game::FiniteAlgorithm;
//! use hookgames_sato_welter::YoungRealization;
//!
//! let r = realize(&YoungRealization, &Partition::new(vec![3, 3])?)?;
//! let d = r.datum();
//! // D_*: the path 3 – 1 – 0 – 2 (type A4) with α_* = 4 joined to 0.
//! assert_eq!((d.vertex_count(), d.star()), (5, 4));
//! assert_eq!(d.neighbors(0), &[1, 2, 4]);
//! assert_eq!(d.neighbors(1), &[0, 3]);
//! // The word (6.3) of one irreducibly decomposed path: w = s₁s₃s₀s₂s₁s₀.
//! assert_eq!(r.word(), &[1, 3, 0, 2, 1, 0]);
//! assert_eq!(r.element().length(), 6);
//! assert_eq!(r.element().to_string(), "s_1 s_3 s_0 s_2 s_1 s_0");
//! // wα_* = α_* + 2α₀ + 2α₁ + α₂ + α₃ (coordinates over α₀, …, α₃, α_*).
//! let rho = RootAlgorithm::new(d);
//! let top = rho.root_of(r.element())?;
//! assert_eq!(top.coords(), &[2, 2, 1, 1, 1]);
//! // The orbit ⟨wα_*⟩_ρ: one root per Young diagram inside the rectangle.
//! let orbit = FiniteAlgorithm::from_root(&rho, &top)?;
//! assert_eq!(orbit.len(), 10);
//! // The root of the diagram (2, 2): two boxes of content 0, one each of ±1.
//! let w_q = r.element_of(&Partition::new(vec![2, 2])?).unwrap();
//! assert_eq!(rho.root_of(w_q)?.coords(), &[2, 1, 1, 0, 1]);
//! // Theorem 6.2: ⟨(3, 3)⟩ ≅ ⟨wα_*⟩_ρ ≅ ⟨wW_J⟩_σ (10 states, 30 arrows).
//! let (a, b) = r.verify_theorem_6_2()?;
//! assert_eq!((a.states, a.arrows, b.states, b.arrows), (10, 30, 10, 30));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # References
//!
//! - N. Kawanaka, *Games and algorithms with hook structure*.
#![deny(missing_docs)]

mod cosets;
mod datum;
mod element;
mod error;
mod labelled;
mod labelled_b;
mod minuscule;
mod realize;
mod roots;
#[cfg(feature = "serde")]
mod serde_impls;

pub use cosets::CosetAlgorithm;
pub use datum::{CoxeterDatum, MAX_VERTICES};
pub use element::{MAX_WORD_LENGTH, WeylElement};
pub use error::CoxeterError;
pub use labelled::{
    CoxeterElement, CoxeterGraph, CoxeterLabel, FiniteType, MAX_CYCLOTOMIC_ORDER,
    MAX_LABELLED_WORD_LENGTH, MAX_ROOTS,
};
pub use labelled_b::{
    LabelledCosetAlgorithm, PrincipalCosetGame, labelled_condition_b,
    labelled_condition_b_elements, labelled_min_coset_reps,
};
pub use minuscule::{MAX_COSET_WORK, MAX_STATES, condition_a, condition_b, min_coset_reps_up_to};
pub use realize::{Realization, realize, verify_natural_isomorphism};
pub use roots::{MAX_BOX, Root, RootAlgorithm};

/// The README's code blocks, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
