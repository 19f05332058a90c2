use std::hash::Hash;
use std::ops::ControlFlow;

use crate::diagram::Diagram;
use crate::error::PlainError;
use crate::lengths::arrow_lengths;
use crate::marker::Plain;
use hookgames_game::{Algorithm, AlgorithmExt, FiniteAlgorithm, GameError, Limits};

/// Σ nⁱ digits[i], checked.
pub(crate) fn digits_value(digits: &[u64], n: u64) -> Result<u64, PlainError> {
    let mut value = 0u64;
    for &d in digits.iter().rev() {
        value = value
            .checked_mul(n)
            .and_then(|v| v.checked_add(d))
            .ok_or(PlainError::Game(GameError::ValueOverflow {
                value: u64::MAX,
            }))?;
    }
    Ok(value)
}
/// The digits ε_i = #{l : nⁱ divides l} mod n of a list of arrow lengths,
/// counted as the lengths stream by (64 counters, whatever the number of
/// lengths), trailing zeros dropped.
#[derive(Debug)]
struct DigitCounts {
    /// counts[i] = #{l : nⁱ divides l} (n ≥ 2 and l ≤ u64::MAX, so i < 64).
    counts: [u64; 64],
}

impl Default for DigitCounts {
    fn default() -> Self {
        DigitCounts { counts: [0; 64] }
    }
}

impl DigitCounts {
    fn add(&mut self, l: u64, n: u64) {
        self.counts[0] += 1;
        let mut l = l;
        let mut i = 1;
        while l > 0 && l.is_multiple_of(n) {
            l /= n;
            self.counts[i] += 1;
            i += 1;
        }
    }

    fn digits(&self, n: u64) -> Vec<u64> {
        let mut digits: Vec<u64> = self.counts.iter().map(|c| c % n).collect();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        digits
    }
}

/// The digits ε_i⁽ⁿ⁾(p) of Kawanaka's n-adic expansion (4.1) of a plain
/// game: ε₀ = |φ(p)| mod n and ε_{i+1}(φ) = ε_i(φ_n), where
/// φ_n(p) = {q ∈ φ(p) : n divides |p → q|} (3.1) is read off the arrow
/// lengths. The deeper digits need the lengths in (P, φ_n): if the game
/// promises [`Plain::quotient_lengths_divide`] (an arrow of length kn has
/// length k in φ_n, as in the Nakayama algorithm), ε_i = #{q ∈ φ(p) : nⁱ
/// divides |p → q|} mod n from the lengths alone, without visiting any
/// follower of a follower; otherwise the diagram of p in (P, φ_n) (the
/// options in φ_n(p) with the arrows among them, Theorem 2.5) is built and
/// expanded ([`Diagram::n_adic_digits`]). Trailing zero digits are dropped.
///
/// # Errors
/// [`PlainError::InvalidModulus`] if n < 2; [`GameError::DuplicateFollower`](hookgames_game::GameError::DuplicateFollower)
/// if the game repeats an option; [`GameError::ArrowLimit`](hookgames_game::GameError::ArrowLimit) /
/// [`GameError::MemoryLimit`](hookgames_game::GameError::MemoryLimit) if p
/// has more arrows than the default [`Limits`] hold.
///
/// # Complexity
/// One [`Plain::try_for_each_arrow_length`] call and O(|φ(p)| · log_n(max
/// length)) with the promise; otherwise also one follower enumeration per
/// option in φ_n(p) and the diagram's expansion.
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{n_adic_digits, Plain};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u64;
///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u64) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl Plain for Nim {
///     fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> { Ok(p - q) }
///     fn quotient_lengths_divide(&self) -> bool { true }
/// }
/// assert_eq!(n_adic_digits(&Nim, &6, 2)?, vec![0, 1, 1]); // E^(2)(6) = 6
/// assert_eq!(n_adic_digits(&Nim, &7, 3)?, vec![1, 2]); // 7 = 1 + 2·3
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn n_adic_digits<A>(game: &A, p: &A::State, n: u64) -> Result<Vec<u64>, PlainError>
where
    A: Plain + ?Sized,
{
    if n < 2 {
        return Err(PlainError::InvalidModulus { n });
    }
    // At most the default arrow limit of lengths or followers are examined,
    // and the quotient's states held are within the default byte limit.
    let limits = Limits::default();
    if game.quotient_lengths_divide() {
        // The lengths are counted as they stream by, and the enumeration
        // itself stops at the work limit: a row of 2^40 boxes costs
        // max_arrows lengths, not 2^40.
        let mut counts = DigitCounts::default();
        let mut seen = 0u64;
        let flow = game.try_for_each_arrow_length(p, |l| {
            if seen < limits.max_arrows {
                seen += 1;
                counts.add(l, n);
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(GameError::ArrowLimit {
                    limit: limits.max_arrows,
                })
            }
        });
        if let ControlFlow::Break(e) = flow {
            return Err(PlainError::Game(e));
        }
        return Ok(counts.digits(n));
    }
    let mut count = 0u64;
    let mut quotient: Vec<A::State> = Vec::new();
    let mut held = 0u64;
    let flow = game.try_for_each_follower(p, |q| {
        if count >= limits.max_arrows {
            return ControlFlow::Break(GameError::ArrowLimit {
                limit: limits.max_arrows,
            });
        }
        count += 1;
        let length = match game.arrow_length(p, &q) {
            Ok(length) => length,
            Err(e) => return ControlFlow::Break(e),
        };
        if length.is_multiple_of(n) {
            held = held.saturating_add(game.state_bytes(&q) as u64);
            if held > limits.max_bytes {
                return ControlFlow::Break(GameError::MemoryLimit {
                    needed: held,
                    limit: limits.max_bytes,
                });
            }
            quotient.push(q);
        }
        ControlFlow::Continue(())
    });
    if let ControlFlow::Break(e) = flow {
        return Err(PlainError::Game(e));
    }
    let mut digits = vec![count % n];
    if !quotient.is_empty() {
        // The n-quotient diagram φ_n(p) as a subalgorithm of φ, expanded.
        digits.extend(Diagram::on_points(game, quotient)?.n_adic_digits(n)?);
    }
    while digits.last() == Some(&0) {
        digits.pop();
    }
    Ok(digits)
}

/// Kawanaka's n-adic expansion E⁽ⁿ⁾(p) = Σ nⁱ ε_i⁽ⁿ⁾(p) (4.1) of a plain
/// game, from the arrow lengths of p alone ([`n_adic_digits`]). For n = 2
/// it is the Sprague–Grundy value (Theorem 4.1).
///
/// # Errors
/// [`PlainError::InvalidModulus`] if n < 2; [`GameError::ValueOverflow`](hookgames_game::GameError::ValueOverflow)
/// if the value exceeds `u64`.
///
/// # Complexity
/// As [`n_adic_digits`].
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, GameError};
/// use hookgames_plain::{n_adic_expansion, Plain};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u64;
///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u64) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl Plain for Nim {
///     fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> { Ok(p - q) }
/// }
/// // Theorem 4.1 on Nim: E^(2)(3, 5, 6) = 3 ⊕ 5 ⊕ 6 = 0, without nim addition.
/// let nim = (Nim, Nim, Nim);
/// assert_eq!(n_adic_expansion(&nim, &(3, 5, 6), 2)?, 0);
/// assert_eq!(n_adic_expansion(&nim, &(3, 5, 7), 2)?, 3 ^ 5 ^ 7);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn n_adic_expansion<A>(game: &A, p: &A::State, n: u64) -> Result<u64, PlainError>
where
    A: Plain + ?Sized,
{
    digits_value(&n_adic_digits(game, p, n)?, n)
}

/// The restriction (P, φ_n) of a plain game (Kawanaka (3.1)): only the
/// arrows whose length is divisible by n. It is again plain
/// (Proposition 3.3); its diagram at p is the n-quotient, and its arrow
/// lengths are the hook lengths there (|p → q| / n when the game promises
/// [`Plain::quotient_lengths_divide`]).
///
/// # Example
/// ```
/// use std::ops::ControlFlow;
/// use hookgames_game::{Algorithm, AlgorithmExt, GameError};
/// use hookgames_plain::{NQuotient, Plain};
/// struct Nim;
/// impl Algorithm for Nim {
///     type State = u64;
///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
///     where
///         B: From<GameError>,
///         F: FnMut(u64) -> ControlFlow<B>,
///     {
///         (0..*p).try_for_each(f)
///     }
/// }
/// impl Plain for Nim {
///     fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> { Ok(p - q) }
/// }
/// let phi3 = NQuotient::new(Nim, 3)?;
/// // 7 → 1 is one arrow of length 6 in φ; in φ₃ it is 7 → 4 → 1.
/// assert_eq!(phi3.followers(&7)?, vec![1, 4]);
/// assert_eq!(phi3.arrow_length(&7, &1)?, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NQuotient<A> {
    game: A,
    n: u64,
}

impl<A> NQuotient<A> {
    /// (P, φ_n) for `game`.
    ///
    /// # Errors
    /// [`PlainError::InvalidModulus`] if n < 2.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// See [`NQuotient`].
    pub fn new(game: A, n: u64) -> Result<Self, PlainError> {
        if n < 2 {
            return Err(PlainError::InvalidModulus { n });
        }
        Ok(NQuotient { game, n })
    }

    /// The unrestricted game.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::NQuotient;
    /// assert_eq!(*NQuotient::new(5u8, 2)?.game(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn game(&self) -> &A {
        &self.game
    }

    /// The modulus n.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use hookgames_plain::NQuotient;
    /// assert_eq!(NQuotient::new((), 4)?.modulus(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn modulus(&self) -> u64 {
        self.n
    }
}

impl<A: Plain> NQuotient<A> {
    /// The n-core of p (Kawanaka §3): the end of ⟨p⟩ in (P, φ_n), reached
    /// by removing arrows of length divisible by n as long as there are any
    /// (the end is unique, Propositions 2.2 and 3.3, so any such walk finds
    /// it). For Young diagrams it is Nakayama's n-core c_n(Y) (§8; the
    /// abacus computes it directly: `hookgames_maya::n_core`).
    ///
    /// # Errors
    /// The game's error when it cannot enumerate a state of the walk.
    ///
    /// # Complexity
    /// At most |φ(p)| / n steps, each at most one follower enumeration of
    /// the current state with its arrow lengths.
    ///
    /// # Example
    /// ```
    /// use std::ops::ControlFlow;
    /// use hookgames_game::{Algorithm, GameError};
    /// use hookgames_plain::{NQuotient, Plain};
    /// struct Nim;
    /// impl Algorithm for Nim {
    ///     type State = u64;
    ///     fn try_for_each_follower<B, F>(&self, p: &u64, f: F) -> ControlFlow<B>
    ///     where
    ///         B: From<GameError>,
    ///         F: FnMut(u64) -> ControlFlow<B>,
    ///     {
    ///         (0..*p).try_for_each(f)
    ///     }
    /// }
    /// impl Plain for Nim {
    ///     fn arrow_length(&self, p: &u64, q: &u64) -> Result<u64, GameError> { Ok(p - q) }
    /// }
    /// assert_eq!(NQuotient::new(Nim, 5)?.core(&17)?, 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn core(&self, p: &A::State) -> Result<A::State, GameError> {
        let mut current = p.clone();
        while let Some(q) = self.find_follower(&current, |_| true)? {
            current = q;
        }
        Ok(current)
    }
}

impl<A: Plain> Algorithm for NQuotient<A> {
    type State = A::State;

    fn try_for_each_follower<B, F>(&self, p: &A::State, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(A::State) -> ControlFlow<B>,
    {
        self.game
            .try_for_each_follower(p, |q| match self.game.arrow_length(p, &q) {
                Ok(l) if l.is_multiple_of(self.n) => f(q),
                Ok(_) => ControlFlow::Continue(()),
                Err(e) => ControlFlow::Break(e.into()),
            })
    }
}

impl<A: Plain> Plain for NQuotient<A> {
    /// |p → q| in (P, φ_n): the hook of q in the n-quotient,
    /// 1 + #{x ∈ φ_n(p) : x → q}, or |p → q| / n if the game promises
    /// [`Plain::quotient_lengths_divide`].
    fn arrow_length(&self, p: &A::State, q: &A::State) -> Result<u64, GameError> {
        if self.game.quotient_lengths_divide() {
            return Ok(self.game.arrow_length(p, q)? / self.n);
        }
        let mut hook = 1;
        let flow = self.game.try_for_each_follower(p, |x| {
            if &x == q {
                return ControlFlow::Continue(());
            }
            let counted = self
                .game
                .arrow_length(p, &x)
                .and_then(|l| Ok(l.is_multiple_of(self.n) && self.game.has_arrow(&x, q)?));
            match counted {
                Ok(true) => hook += 1,
                Ok(false) => {}
                Err(e) => return ControlFlow::Break(e),
            }
            ControlFlow::Continue(())
        });
        match flow {
            ControlFlow::Break(e) => Err(e),
            ControlFlow::Continue(()) => Ok(hook),
        }
    }

    fn try_for_each_arrow_length<B, F>(&self, p: &A::State, mut f: F) -> ControlFlow<B>
    where
        B: From<GameError>,
        F: FnMut(u64) -> ControlFlow<B>,
    {
        let n = self.n;
        if self.game.quotient_lengths_divide() {
            self.game.try_for_each_arrow_length(p, |l| {
                if l.is_multiple_of(n) {
                    f(l / n)
                } else {
                    ControlFlow::Continue(())
                }
            })
        } else {
            self.try_for_each_follower(p, |q| match self.arrow_length(p, &q) {
                Ok(l) => f(l),
                Err(e) => ControlFlow::Break(e.into()),
            })
        }
    }

    fn quotient_lengths_divide(&self) -> bool {
        self.game.quotient_lengths_divide()
    }
}

/// The restriction (P, φ_n) of a materialized algorithm (Kawanaka (3.1)),
/// with the lengths |p → q| computed from irreducible decompositions
/// ([`arrow_lengths`]).
///
/// # Errors
/// [`PlainError::InvalidModulus`] if n < 2; the errors of
/// [`arrow_lengths`].
///
/// # Complexity
/// As [`arrow_lengths`], plus O(states + arrows).
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::n_restriction;
/// let nim3 = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![2, 3], vec![3], vec![]])?;
/// let phi2 = n_restriction(&nim3, 2)?;
/// assert_eq!(phi2.followers_of(0), &[2]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn n_restriction<S: Clone + Eq + Hash>(
    fa: &FiniteAlgorithm<S>,
    n: u64,
) -> Result<FiniteAlgorithm<S>, PlainError> {
    if n < 2 {
        return Err(PlainError::InvalidModulus { n });
    }
    let lengths = arrow_lengths(fa)?;
    Ok(fa.restricted(|p, q| lengths.length(p, q).is_some_and(|l| l % n == 0)))
}

/// Kawanaka's n-adic expansion E⁽ⁿ⁾ (4.1) of every state of a materialized
/// algorithm, by the definition: ε₀ = |φ(p)| mod n, then the same for the
/// restriction (P, φ_n) ([`n_restriction`], lengths from irreducible
/// decompositions), until no arrow is left. On a plain algorithm E⁽²⁾ is
/// the Grundy value (Theorem 4.1).
///
/// # Errors
/// As [`n_restriction`]; [`GameError::ValueOverflow`](hookgames_game::GameError::ValueOverflow) beyond `u64`.
///
/// # Complexity
/// O(log_n(height)) rounds of [`n_restriction`].
///
/// # Example
/// ```
/// use hookgames_game::FiniteAlgorithm;
/// use hookgames_plain::n_adic_expansions;
/// let nim3 = FiniteAlgorithm::from_followers([vec![1, 2, 3], vec![2, 3], vec![3], vec![]])?;
/// assert_eq!(n_adic_expansions(&nim3, 2)?, vec![3, 2, 1, 0]);
/// assert_eq!(n_adic_expansions(&nim3, 3)?, vec![3, 2, 1, 0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn n_adic_expansions<S: Clone + Eq + Hash>(
    fa: &FiniteAlgorithm<S>,
    n: u64,
) -> Result<Vec<u64>, PlainError> {
    if n < 2 {
        return Err(PlainError::InvalidModulus { n });
    }
    let len = fa.len();
    let mut digits: Vec<Vec<u64>> = vec![Vec::new(); len];
    let mut current = fa.clone();
    while current.arrow_count() > 0 {
        for (x, d) in digits.iter_mut().enumerate() {
            d.push(current.followers_of(x as u32).len() as u64 % n);
        }
        current = n_restriction(&current, n)?;
    }
    digits
        .iter()
        .map(|d| digits_value(d, n))
        .collect::<Result<Vec<u64>, PlainError>>()
}
