//! Kawanaka §1: the sum of plain algorithms is plain, and an arrow of a sum
//! has the length of the arrow of the component that moved.

use std::ops::ControlFlow;

use hookgames_game::{Algorithm, DisjointSum, DisjointUnion, Either, GameError};
use hookgames_plain::Plain;

/// A Nim heap viewed as a plain algorithm: the one-row Young diagram, where
/// the arrow n → k removes n − k boxes, a hook of length n − k.
#[derive(Debug, Clone, Copy)]
struct PlainHeap;

impl Algorithm for PlainHeap {
    type State = u32;
    fn try_for_each_follower<B, F>(&self, p: &u32, f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u32) -> ControlFlow<B>,
    {
        (0..*p).try_for_each(f)
    }
}

impl Plain for PlainHeap {
    fn arrow_length(&self, p: &u32, q: &u32) -> Result<u64, GameError> {
        Ok(u64::from(p - q))
    }
}

#[test]
fn arrow_lengths_of_sums_are_those_of_the_moved_component() {
    let s = (PlainHeap, PlainHeap);
    assert_eq!(s.arrow_length(&(5, 3), &(1, 3)).unwrap(), 4);
    assert_eq!(s.arrow_length(&(5, 3), &(5, 0)).unwrap(), 3);
    let n = vec![PlainHeap; 3];
    assert_eq!(n.arrow_length(&vec![4, 4, 4], &vec![4, 1, 4]).unwrap(), 3);
    let d = DisjointSum::new(PlainHeap, PlainHeap);
    assert_eq!(
        d.arrow_length(&Either::Right(7), &Either::Right(2))
            .unwrap(),
        5
    );
    let u = DisjointUnion::new(vec![PlainHeap]);
    assert_eq!(u.arrow_length(&(0, 7), &(0, 1)).unwrap(), 6);
    let b: Box<PlainHeap> = Box::new(PlainHeap);
    assert_eq!(b.arrow_length(&3, &0).unwrap(), 3);
}
