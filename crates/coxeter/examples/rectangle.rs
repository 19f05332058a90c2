//! Prints the realization of the 2 × 3 rectangle (Kawanaka §6, §8).
use hookgames_coxeter::{RootAlgorithm, realize};
use hookgames_game::FiniteAlgorithm;
use hookgames_partition::Partition;
use hookgames_sato_welter::YoungRealization;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let r = realize(&YoungRealization, &Partition::new(vec![3, 3])?)?;
    let d = r.datum();
    println!("vertices {} star {}", d.vertex_count(), d.star());
    for v in 0..d.vertex_count() {
        println!("{v}: {:?}", d.neighbors(v));
    }
    println!("word {:?}", r.word());
    println!(
        "reduced {:?} (w = {})",
        r.element().reduced_word(),
        r.element()
    );
    let rho = RootAlgorithm::new(d);
    let top = rho.root_of(r.element())?;
    println!("top {:?}", top.coords());
    println!("{:?}", r.verify_theorem_6_2()?);
    // Each diagram q with its root w_q α_* (coordinates over Π_*).
    for q in r.algorithm().states() {
        if let Some(w) = r.element_of(q) {
            println!("{q}: {:?}  w_q = {w}", rho.root_of(w)?.coords());
        }
    }
    println!(
        "orbit size {}",
        FiniteAlgorithm::from_root(&rho, &top)?.len()
    );
    Ok(())
}
