//! Kawanaka §6 (N. Kawanaka, *Games and algorithms with hook structure*):
//! the principal plain algorithm ⟨p⟩ of a Young diagram under hook removal
//! is realized by a minuscule element w of a Coxeter group — the diagrams
//! below p become the roots w_q α_* (Theorem 6.2), and w satisfies
//! Peterson's conditions (Theorem 6.3).
//!
//! ```text
//! cargo run --example coxeter_realize             # the 2 × 3 rectangle (3,3)
//! cargo run --example coxeter_realize -- 4,2,1    # any Young diagram
//! ```

use std::error::Error;

use hookgames::coxeter::{RootAlgorithm, WeylElement, condition_a, condition_b, realize};
use hookgames::prelude::*;

/// Lists every diagram with its root only for orbits up to this size.
const LIST_UP_TO: usize = 40;

fn main() -> Result<(), Box<dyn Error>> {
    let arg = std::env::args().nth(1);
    let p: Partition = arg.as_deref().unwrap_or("3,3").parse()?;

    // (6.2): the Dynkin diagram D_* of ⟨p⟩ with its white node α_*, and the
    // word w = s_{α₁} ⋯ s_{α_l} read along one irreducibly decomposed path
    // from p to the end ∅ (one reflection per box).
    let r = realize(&YoungRealization, &p)?;
    let d = r.datum();
    println!(
        "p = {p}: ⟨p⟩ has {} diagrams; D_* has {} nodes α_0, …, α_{}, and α_* = α_{}",
        r.algorithm().len(),
        d.vertex_count(),
        d.vertex_count() - 1,
        d.star()
    );
    for v in 0..d.vertex_count() {
        let joined: Vec<String> = d.neighbors(v).iter().map(|u| format!("α_{u}")).collect();
        println!("  α_{v} — {}", joined.join(", "));
    }
    let w = r.element();
    println!("w = {w} (length {}, one reflection per box)", w.length());
    if w.length() as u64 != p.size() {
        return Err(format!("ℓ(w) = {}, but p has {} boxes", w.length(), p.size()).into());
    }

    // The root w α_* and its orbit under ρ(γ) = {tγ : t ∈ T, tγ < γ}: one
    // root per diagram q ⊂ p, namely w_q α_*.
    let rho = RootAlgorithm::new(d);
    let top = rho.root_of(w)?;
    println!(
        "w α_* = {:?} (coordinates over α_0, …, α_{})",
        top.coords(),
        d.vertex_count() - 1
    );
    let mut states: Vec<&Partition> = r.algorithm().states().iter().collect();
    if states.len() <= LIST_UP_TO {
        // Largest diagrams first; the coordinate at a node counts the boxes
        // of q of the content that node stands for.
        states.sort_by_key(|q| (std::cmp::Reverse(q.size()), q.to_string()));
        for q in states {
            let w_q = r.element_of(q).ok_or("a diagram of ⟨p⟩ has no element")?;
            let name = if w_q.length() == 0 {
                "1".to_string()
            } else {
                w_q.to_string()
            };
            let shown = q.to_string();
            println!(
                "  {shown:<10} root {:?}  w_q = {name}",
                rho.root_of(w_q)?.coords()
            );
        }
    }

    // Another path gives the same element (the claim after (6.3)): remove
    // the last box of the last row, one box at a time, down to ∅.
    let mut path = vec![p.clone()];
    let mut q = p.clone();
    while !q.is_empty() {
        q = q.remove_hook(q.len(), q.part(q.len()))?;
        path.push(q.clone());
    }
    let word = r.word_of_path(&path)?;
    if &WeylElement::from_word(d, &word)? != w {
        return Err("two paths from p give different elements".into());
    }
    println!("a second path (always the last box of the last row) gives the same element");

    // Theorem 6.2: ⟨p⟩ ≅ ⟨w α_*⟩_ρ ≅ ⟨w W_J⟩_σ, checked state by state.
    let (roots, cosets) = r.verify_theorem_6_2()?;
    println!(
        "Theorem 6.2: ⟨p⟩ ≅ ⟨w α_*⟩_ρ ({} states, {} arrows) ≅ ⟨w W_J⟩_σ ({} states, {} arrows)",
        roots.states, roots.arrows, cosets.states, cosets.arrows
    );

    // Theorem 6.3: w is minuscule — (a) each letter of a reduced word adds
    // exactly one simple root, (b) on the cosets.
    condition_a(d, w.reduced_word())?;
    condition_b(d, w)?;
    println!("Theorem 6.3: w satisfies conditions (a) and (b): it is minuscule");
    Ok(())
}
