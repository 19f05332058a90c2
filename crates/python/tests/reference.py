"""Pure-Python reference implementations (by the beta-numbers of Kawanaka
section 8), independent of the Rust library, for the property tests."""


def betas(parts, stones=None):
    """The beta-numbers lambda_i + s - i of a partition with s stones."""
    s = len(parts) if stones is None else stones
    parts = list(parts) + [0] * (s - len(parts))
    return [p + s - i for i, p in enumerate(parts, 1)]


def from_betas(bs):
    """The partition of a set of beta-numbers."""
    bs = sorted(bs, reverse=True)
    s = len(bs)
    return [p for p in (b - (s - i) for i, b in enumerate(bs, 1)) if p > 0]


def conjugate(parts):
    return [sum(1 for p in parts if p > j) for j in range(parts[0])] if parts else []


def hook_length(parts, i, j):
    """The hook length of the 1-based box (i, j)."""
    return parts[i - 1] - j + conjugate(parts)[j - 1] - i + 1


def remove_hook(parts, i, j):
    """Remove the hook of the box (i, j): bead beta_i slides down by h."""
    h = hook_length(parts, i, j)
    bs = betas(parts)
    bs[i - 1] -= h
    return from_betas(bs)


def hook_followers(parts):
    """The Sato-Welter followers: one hook removal per box."""
    parts = list(parts)
    return {
        tuple(remove_hook(parts, i, j))
        for i in range(1, len(parts) + 1)
        for j in range(1, parts[i - 1] + 1)
    }


def core(parts, n):
    """The n-core: slide beads down n cells while an empty cell is there."""
    bs = set(betas(parts))
    moved = True
    while moved:
        moved = False
        for b in sorted(bs):
            if b >= n and b - n not in bs:
                bs.remove(b)
                bs.add(b - n)
                moved = True
                break
    return from_betas(bs)


def lctr_followers(parts):
    """LCTR: remove the top row or the left column (GKM section 3.1)."""
    parts = tuple(parts)
    if not parts:
        return set()
    return {parts[1:], tuple(p - 1 for p in parts if p > 1)}


def downright_followers(parts):
    """Downright: the rook moves down (more than one row) or right (GKM 3.2)."""
    parts = tuple(parts)
    out = set()
    if len(parts) > 1:
        out.add(parts[1:])
    if parts and parts[0] > 1:
        out.add(tuple(p - 1 for p in parts if p > 1))
    return out


def turtle_followers(heads):
    """Turning Turtles: turn a head over, and maybe one coin to its left."""
    out = set()
    for a in heads:
        q = set(heads) - {a}
        out.add(frozenset(q))
        for b in range(1, a):
            out.add(frozenset(q ^ {b}))
    return out
