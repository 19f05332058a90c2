use std::fmt;
use std::hash::Hash;
use std::ops::Mul;

use crate::diagram::Diagram;
use crate::dynkin::{Coloring, DynkinDiagram, RootMap};
use crate::error::PlainError;
use hookgames_game::FiniteAlgorithm;

/// A finite commutative semigroup G for Kawanaka's (G, K)-quotients
/// (Proposition 3.3): elements and an associative, commutative product.
///
/// Implemented by [`Klein`] (Klein's four group of Theorem 4.2) and
/// [`Cyclic`] (Z/n, for φ_n of (3.1)); any other finite commutative group
/// or semigroup can be plugged in.
///
/// # Example
/// ```
/// use hookgames_plain::{CommutativeSemigroup, Cyclic};
/// let z5 = Cyclic::new(5)?;
/// assert_eq!(z5.op(&3, &4), 2);
/// assert_eq!(z5.pow(&3, 7), 1); // 7·3 = 21 ≡ 1
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait CommutativeSemigroup {
    /// An element of G.
    type Element: Clone + Eq + Hash + fmt::Debug;

    /// The product a·b.
    fn op(&self, a: &Self::Element, b: &Self::Element) -> Self::Element;

    /// The k-fold product a·a·…·a (k ≥ 1), by repeated squaring.
    ///
    /// # Panics
    /// Never; k = 0 is treated as k = 1 (a semigroup has no empty
    /// product).
    fn pow(&self, a: &Self::Element, k: u64) -> Self::Element {
        let k = k.max(1);
        let mut result: Option<Self::Element> = None;
        let mut base = a.clone();
        let mut e = k;
        loop {
            if e & 1 == 1 {
                result = Some(match result {
                    None => base.clone(),
                    Some(r) => self.op(&r, &base),
                });
            }
            e >>= 1;
            if e == 0 {
                break;
            }
            base = self.op(&base, &base);
        }
        result.unwrap_or_else(|| a.clone())
    }
}

/// The cyclic group Z/n (written additively: elements `0..n`), n ≥ 1.
///
/// # Example
/// See [`CommutativeSemigroup`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cyclic {
    n: u64,
}

impl Cyclic {
    /// Z/n.
    ///
    /// # Errors
    /// [`PlainError::InvalidGroup`] if n = 0.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`CommutativeSemigroup`].
    pub fn new(n: u64) -> Result<Self, PlainError> {
        if n == 0 {
            return Err(PlainError::InvalidGroup {
                what: "Z/n needs n ≥ 1, got n = 0".to_string(),
            });
        }
        Ok(Cyclic { n })
    }

    /// The order n.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Cyclic;
    /// assert_eq!(Cyclic::new(4)?.order(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn order(&self) -> u64 {
        self.n
    }
}

impl CommutativeSemigroup for Cyclic {
    type Element = u64;
    fn op(&self, a: &u64, b: &u64) -> u64 {
        ((u128::from(*a) + u128::from(*b)) % u128::from(self.n)) as u64
    }
    fn pow(&self, a: &u64, k: u64) -> u64 {
        ((u128::from(*a) * u128::from(k.max(1))) % u128::from(self.n)) as u64
    }
}

/// An element of Klein's four group G = ⟨a, b⟩ with a² = b² = 1, ab = ba
/// (Kawanaka §4).
///
/// # Example
/// ```
/// use hookgames_plain::Klein;
/// assert_eq!(Klein::A * Klein::B, Klein::AB);
/// assert_eq!(Klein::AB * Klein::A, Klein::B);
/// assert_eq!(Klein::B * Klein::B, Klein::One);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Klein {
    /// The identity.
    One,
    /// a.
    A,
    /// b.
    B,
    /// ab.
    AB,
}

impl Klein {
    /// a^α b^β for the exponents α, β ∈ {0, 1} (`true` = 1): every element
    /// of G is one of these four (Kawanaka §4).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Klein;
    /// assert_eq!(Klein::from_exponents(false, false), Klein::One);
    /// assert_eq!(Klein::from_exponents(true, false), Klein::A);
    /// assert_eq!(Klein::from_exponents(false, true), Klein::B);
    /// assert_eq!(Klein::from_exponents(true, true), Klein::AB);
    /// ```
    pub const fn from_exponents(a: bool, b: bool) -> Klein {
        match (a, b) {
            (false, false) => Klein::One,
            (true, false) => Klein::A,
            (false, true) => Klein::B,
            (true, true) => Klein::AB,
        }
    }

    /// The exponents (α, β) ∈ {0, 1}² of g = a^α b^β (`true` = 1), the
    /// inverse of [`Klein::from_exponents`]. The product adds them mod 2.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::Klein;
    /// assert_eq!(Klein::AB.exponents(), (true, true));
    /// assert_eq!(Klein::B.exponents(), (false, true));
    /// let (a, b) = (Klein::A * Klein::AB).exponents();
    /// assert_eq!(Klein::from_exponents(a, b), Klein::B);
    /// ```
    pub const fn exponents(self) -> (bool, bool) {
        match self {
            Klein::One => (false, false),
            Klein::A => (true, false),
            Klein::B => (false, true),
            Klein::AB => (true, true),
        }
    }

    fn bits(self) -> u8 {
        match self {
            Klein::One => 0,
            Klein::A => 1,
            Klein::B => 2,
            Klein::AB => 3,
        }
    }
    fn from_bits(b: u8) -> Klein {
        match b & 3 {
            0 => Klein::One,
            1 => Klein::A,
            2 => Klein::B,
            _ => Klein::AB,
        }
    }
}

impl Mul for Klein {
    type Output = Klein;
    // The group is (Z/2)², so the product adds the exponent bits mod 2.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn mul(self, other: Klein) -> Klein {
        Klein::from_bits(self.bits() ^ other.bits())
    }
}

impl fmt::Display for Klein {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Klein::One => "1",
            Klein::A => "a",
            Klein::B => "b",
            Klein::AB => "ab",
        })
    }
}

/// Klein's four group as a [`CommutativeSemigroup`].
///
/// # Example
/// ```
/// use hookgames_plain::{CommutativeSemigroup, Klein, KleinGroup};
/// assert_eq!(KleinGroup.op(&Klein::A, &Klein::AB), Klein::B);
/// assert_eq!(KleinGroup.pow(&Klein::A, 3), Klein::A);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct KleinGroup;

impl CommutativeSemigroup for KleinGroup {
    type Element = Klein;
    fn op(&self, a: &Klein, b: &Klein) -> Klein {
        *a * *b
    }
    fn pow(&self, a: &Klein, k: u64) -> Klein {
        if k.max(1) % 2 == 1 { *a } else { Klein::One }
    }
}

/// One of the three subgroups ⟨a⟩, ⟨b⟩, ⟨ab⟩ of Klein's four group used in
/// Kawanaka's Theorem 4.2.
///
/// # Example
/// ```
/// use hookgames_plain::{Klein, KleinSubgroup};
/// assert!(KleinSubgroup::B.contains(Klein::One));
/// assert!(KleinSubgroup::B.contains(Klein::B));
/// assert!(!KleinSubgroup::B.contains(Klein::AB));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KleinSubgroup {
    /// ⟨a⟩ = {1, a}.
    A,
    /// ⟨b⟩ = {1, b}.
    B,
    /// ⟨ab⟩ = {1, ab}; φ_(G,⟨ab⟩) = φ₂ (Kawanaka, Note 16).
    AB,
}

impl KleinSubgroup {
    /// `true` if g lies in the subgroup.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`KleinSubgroup`].
    pub fn contains(self, g: Klein) -> bool {
        g == Klein::One
            || g == match self {
                KleinSubgroup::A => Klein::A,
                KleinSubgroup::B => Klein::B,
                KleinSubgroup::AB => Klein::AB,
            }
    }
}

impl fmt::Display for KleinSubgroup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            KleinSubgroup::A => "⟨a⟩",
            KleinSubgroup::B => "⟨b⟩",
            KleinSubgroup::AB => "⟨ab⟩",
        })
    }
}

/// Kawanaka's map h: Π → G of (4.2): a for a simple root at odd distance
/// from α_* in the Dynkin diagram, b at even distance. Indexed by root.
///
/// # Complexity
/// O(rank).
///
/// # Example
/// ```
/// use hookgames_plain::{klein_h, Diagram, Klein};
/// // A chain of two points (the row (2)): roots at distance 1 and 2.
/// let row = Diagram::from_followers(vec![1, 2], [vec![], vec![0]])?;
/// let c = row.coloring()?;
/// let h = klein_h(c.dynkin());
/// assert_eq!(h[c.color(0).unwrap() as usize], Klein::A);
/// assert_eq!(h[c.color(1).unwrap() as usize], Klein::B);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn klein_h(dynkin: &DynkinDiagram) -> Vec<Klein> {
    (0..dynkin.rank() as u32)
        .map(|v| {
            if dynkin.star_distance(v).unwrap_or(0) % 2 == 1 {
                Klein::A
            } else {
                Klein::B
            }
        })
        .collect()
}

/// The value h̃(F) ∈ G of a root given by multiplicities (the semigroup
/// extension of h), or `None` for the zero root.
fn evaluate<G: CommutativeSemigroup>(
    group: &G,
    h: &[G::Element],
    multiplicities: impl Iterator<Item = (usize, u64)>,
) -> Result<Option<G::Element>, PlainError> {
    let mut acc: Option<G::Element> = None;
    for (alpha, m) in multiplicities {
        if m == 0 {
            continue;
        }
        let Some(ha) = h.get(alpha) else {
            return Err(PlainError::InvalidGroup {
                what: format!(
                    "h has {} values but the simple root {alpha} needs one",
                    h.len()
                ),
            });
        };
        let term = group.pow(ha, m);
        acc = Some(match acc {
            None => term,
            Some(a) => group.op(&a, &term),
        });
    }
    Ok(acc)
}

/// The restriction (P, φ_(G,K)) of Kawanaka's Proposition 3.3 on a
/// materialized plain algorithm: keep p → q iff f(p → q) = h̃(F(p → q)) ∈ K,
/// with F from `roots` ([`root_map`](crate::root_map) of `fa`), `h[α]` the
/// image of the simple root α and `k` the membership test of K.
///
/// With G = Z/n, h ≡ 1 and K = {0} this is φ_n of (3.1).
///
/// # Errors
/// [`PlainError::InvalidGroup`] if `h` has fewer values than simple roots.
///
/// # Complexity
/// O(arrows · rank) semigroup operations.
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::{gk_restriction, n_restriction, root_map, Cyclic};
/// let nim3 = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![2, 3], vec![3], vec![]])?;
/// let f = root_map(&nim3)?;
/// let h = vec![1u64; f.dynkin().rank()];
/// let phi2 = gk_restriction(&nim3, &f, &Cyclic::new(2)?, &h, |g: &u64| *g == 0)?;
/// assert_eq!(phi2.followers_of(0), n_restriction(&nim3, 2)?.followers_of(0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn gk_restriction<S, G, K>(
    fa: &FiniteAlgorithm<S>,
    roots: &RootMap,
    group: &G,
    h: &[G::Element],
    k: K,
) -> Result<FiniteAlgorithm<S>, PlainError>
where
    S: Clone + Eq + Hash,
    G: CommutativeSemigroup,
    K: Fn(&G::Element) -> bool,
{
    let mut failure = None;
    let out = fa.restricted(|p, q| {
        let Some(root) = roots.root(p, q) else {
            return false;
        };
        match evaluate(
            group,
            h,
            root.iter().enumerate().map(|(a, &m)| (a, u64::from(m))),
        ) {
            Ok(Some(g)) => k(&g),
            Ok(None) => false,
            Err(e) => {
                failure.get_or_insert(e);
                false
            }
        }
    });
    match failure {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

/// The (G, K)-quotient φ_(G,K)(p) of a plain diagram (Kawanaka §3): the
/// points x with f(p → x) = ∏_{y ∈ H_p(x)} h(c(y)) ∈ K, as a subdiagram,
/// with the colouring c of [`Diagram::coloring`]. When G is a group and K
/// a subgroup (every subsemigroup of a finite group is one), the induced
/// arrows are exactly those of φ_(G,K), so this is the diagram of ⟨p⟩ in
/// (P, φ_(G,K)).
///
/// # Errors
/// [`PlainError::InvalidGroup`] if `h` has fewer values than simple roots.
///
/// # Complexity
/// O(points + Σ |H(x)|) semigroup operations.
///
/// # Example
/// ```
/// use hookgames_plain::{gk_quotient, klein_h, Diagram, KleinGroup, KleinSubgroup};
/// // The row (3): hooks 3, 2, 1; roots at distances 1, 2, 3: labels a, b, a.
/// let row = Diagram::from_followers(vec![1, 2, 3], [vec![], vec![0], vec![0, 1]])?;
/// let c = row.coloring()?;
/// let h = klein_h(c.dynkin());
/// // f = a·b·a = b, b·a = ab, a: the ⟨b⟩-quotient is {1}, the ⟨ab⟩-quotient {2}.
/// let qb = gk_quotient(&row, &c, &KleinGroup, &h, |g| KleinSubgroup::B.contains(*g))?;
/// assert_eq!(qb.labels(), &[1]);
/// let qab = gk_quotient(&row, &c, &KleinGroup, &h, |g| KleinSubgroup::AB.contains(*g))?;
/// assert_eq!(qab.labels(), &[2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn gk_quotient<T, G, K>(
    diagram: &Diagram<T>,
    coloring: &Coloring,
    group: &G,
    h: &[G::Element],
    k: K,
) -> Result<Diagram<T>, PlainError>
where
    T: Clone,
    G: CommutativeSemigroup,
    K: Fn(&G::Element) -> bool,
{
    let n = diagram.len();
    let mut keep = vec![false; n];
    for (x, slot) in keep.iter_mut().enumerate() {
        let x = x as u32;
        let colors = std::iter::once(x)
            .chain(diagram.hook_rest(x).iter().copied())
            .map(|y| (coloring.color(y).unwrap_or(0) as usize, 1u64));
        if let Some(g) = evaluate(group, h, colors)? {
            *slot = k(&g);
        }
    }
    Ok(diagram.subdiagram(|x| keep[x as usize]))
}
