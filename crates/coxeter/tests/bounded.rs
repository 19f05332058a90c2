//! Issue 19, "bounded by construction": sizes are checked before the
//! allocation, the integer form reports its overflow, and the elements of
//! W (an n × n matrix each) count against the family's memory budget.

use hookgames_coxeter::{
    CosetAlgorithm, CoxeterDatum, CoxeterError, MAX_COSET_WORK, MAX_VERTICES, RootAlgorithm,
    WeylElement, min_coset_reps_up_to,
};
use hookgames_game::Algorithm;
use hookgames_partition::MAX_MATERIALIZED_BYTES;

fn star(n: usize, white: usize) -> CoxeterDatum {
    let edges: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
    CoxeterDatum::new(n, &edges, white).unwrap()
}

/// `CoxeterDatum::form` returned an i128 with no error path and overflowed
/// (datum.rs:341) for coordinates near ±2^63.
#[test]
fn form_reports_overflow() {
    let d = CoxeterDatum::path(4, 0).unwrap();
    let big = [i64::MIN; 4];
    let alternating = [i64::MAX, i64::MIN, i64::MAX, i64::MIN];
    assert_eq!(d.form(&big, &alternating), Err(CoxeterError::FormOverflow));
    assert_eq!(
        CoxeterError::FormOverflow.to_string(),
        "the form ⟨u, v⟩ = 2(u, v) does not fit an i128 (a term or a partial sum overflows); \
         use smaller coordinates"
    );
    // Extreme coordinates whose form fits are computed exactly.
    assert_eq!(
        d.form(&[i64::MAX, 0, 0, 0], &[i64::MAX, 0, 0, 0]),
        Ok(2 * i128::from(i64::MAX) * i128::from(i64::MAX))
    );
    assert_eq!(
        d.form(&[i64::MIN, 0, 0, 0], &[0, i64::MIN, 0, 0]),
        Ok(-(i128::from(i64::MIN) * i128::from(i64::MIN)))
    );
    // Small vectors: 2 on the diagonal, −1 on the edges.
    assert_eq!(d.form(&[1, 0, 0, 0], &[1, 0, 0, 0]), Ok(2));
    assert_eq!(d.form(&[1, 0, 0, 0], &[0, 1, 0, 0]), Ok(-1));
}

/// `CoxeterDatum::path(usize::MAX, 0)` overflowed a capacity building the
/// edge list before the vertex limit was checked.
#[test]
fn path_checks_its_size_first() {
    assert_eq!(
        CoxeterDatum::path(usize::MAX, 0),
        Err(CoxeterError::TooManyVertices {
            vertices: usize::MAX,
            limit: MAX_VERTICES,
        })
    );
    assert!(matches!(
        CoxeterDatum::path(MAX_VERTICES + 1, 0),
        Err(CoxeterError::TooManyVertices { .. })
    ));
    assert_eq!(CoxeterDatum::path(0, 0), Err(CoxeterError::Empty));
    assert_eq!(
        CoxeterDatum::path(MAX_VERTICES, 0).unwrap().vertex_count(),
        MAX_VERTICES
    );
}

/// `min_coset_reps_up_to` on a 1000-vertex star materialized an 8 MB
/// matrix per element with no output limit: now refused at the byte
/// budget, whichever vertex is white.
#[test]
fn min_coset_reps_on_a_1000_vertex_star_is_refused_at_the_byte_budget() {
    // α_* at the centre: J = ∅, every product is a representative, and the
    // 34th element would pass the budget.
    let d = star(1000, 0);
    {
        match min_coset_reps_up_to(&d, 60) {
            Err(CoxeterError::TooLarge {
                unit,
                limit,
                limit_name,
                count,
                ..
            }) => {
                assert_eq!(
                    (unit, limit, limit_name),
                    ("bytes", MAX_MATERIALIZED_BYTES, "MAX_MATERIALIZED_BYTES")
                );
                assert!(count > u128::from(MAX_MATERIALIZED_BYTES));
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    // α_* at a leaf: only s_0 gives a representative, and the work on the
    // others is refused first.
    assert!(matches!(
        min_coset_reps_up_to(&star(1000, 1), 60),
        Err(CoxeterError::TooLarge { .. })
    ));
    // Small data are unaffected: W(A_3)/W(A_2) has 4 cosets.
    assert_eq!(
        min_coset_reps_up_to(&CoxeterDatum::path(4, 0).unwrap(), 60)
            .unwrap()
            .len(),
        4
    );
}

/// The candidates that are not minimal representatives cost work too: on a
/// path of 600 vertices with α_* at the end, only s_1 of the 599 simple
/// reflections gives a representative of length 1, and the 2.9 MB products
/// of the others exceed the work limit before the byte budget.
#[test]
fn min_coset_reps_work_is_bounded() {
    let d = CoxeterDatum::path(600, 0).unwrap();
    match min_coset_reps_up_to(&d, 2) {
        Err(CoxeterError::TooLarge {
            unit,
            limit,
            limit_name,
            ..
        }) => {
            assert_eq!(
                (unit, limit, limit_name),
                ("matrix entry operations", MAX_COSET_WORK, "MAX_COSET_WORK")
            );
        }
        other => panic!("unexpected {other:?}"),
    }
}

/// The engine's byte limit sees the matrices: a coset of a datum with n
/// vertices is at least 8n² bytes, a root 8n.
#[test]
fn heap_states_report_their_bytes() {
    let d = star(1000, 0);
    let id = WeylElement::identity(&d);
    assert!(CosetAlgorithm::new(&d).state_bytes(&id) >= 8 * 1000 * 1000);
    let rho = RootAlgorithm::new(&d);
    let root = rho.root_of(&id).unwrap();
    assert!(rho.state_bytes(&root) >= 8 * 1000);
}
