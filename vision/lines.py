"""Straight lines through noisy points: robust fits, RANSAC, and the quadrilateral four lines make."""

from __future__ import annotations

import itertools

import numpy as np

Line = tuple[np.ndarray, np.ndarray]  # a point on the line, unit direction


def line_through(points: np.ndarray, weights: np.ndarray) -> Line | None:
    """A robust line through weighted points: total least squares reweighted by Tukey's biweight, so
    far points (a glare spot, a checker edge, a hand) stop pulling the line."""
    points = np.asarray(points, np.float64)
    w = np.asarray(weights, np.float64).copy()
    direction = None
    centre = None
    for _ in range(8):
        if w.sum() <= 0 or np.count_nonzero(w) < 5:
            return None
        centre = (points * w[:, None]).sum(axis=0) / w.sum()
        d = points - centre
        cov = (d * w[:, None]).T @ d / w.sum()
        _, vectors = np.linalg.eigh(cov)
        direction, normal = vectors[:, 1], vectors[:, 0]
        residual = d @ normal
        scale = 1.4826 * np.median(np.abs(residual[w > 0])) + 0.3
        u = residual / (4.685 * scale)
        w = weights * np.where(np.abs(u) < 1, (1 - u**2) ** 2, 0.0)
    return centre, direction


def intersect(a: Line, b: Line) -> np.ndarray:
    (p1, d1), (p2, d2) = a, b
    t = np.linalg.solve(np.array([d1, -d2]).T, p2 - p1)
    return p1 + t[0] * d1


def order_corners(quad: np.ndarray) -> np.ndarray:
    """Four points as a clockwise cycle (in image coordinates) starting with the top-left one."""
    quad = np.asarray(quad, np.float64).reshape(4, 2)
    centre = quad.mean(axis=0)
    quad = quad[np.argsort(np.arctan2(quad[:, 1] - centre[1], quad[:, 0] - centre[0]))]
    return np.roll(quad, -int(np.argmin(quad.sum(axis=1))), axis=0)


def ransac_lines(points: np.ndarray, *, tolerance: float, min_gap: float, count: int = 6, trials: int = 300,
                 seed: int = 0) -> list[tuple[Line, int]]:
    """Up to ``count`` lines found one after the other, each with its number of inliers."""
    rng = np.random.default_rng(seed)
    remaining = np.asarray(points, np.float64)
    found = []
    for _ in range(count):
        if len(remaining) < 10:
            break
        i = rng.integers(0, len(remaining), trials)
        j = rng.integers(0, len(remaining), trials)
        a, b = remaining[i], remaining[j]
        span = np.linalg.norm(b - a, axis=1)
        ok = span > min_gap
        if not ok.any():
            break
        a, b, span = a[ok], b[ok], span[ok]
        normal = np.stack([-(b - a)[:, 1], (b - a)[:, 0]], axis=1) / span[:, None]
        distance = np.abs(np.einsum("tnk,tk->tn", remaining[None, :, :] - a[:, None, :], normal))
        support = (distance < tolerance).sum(axis=1)
        best = int(np.argmax(support))
        inliers = distance[best] < tolerance * 1.5
        line = line_through(remaining[inliers], np.ones(int(inliers.sum())))
        if line is None:
            break
        found.append((line, int(inliers.sum())))
        remaining = remaining[~inliers]
    return found


def _angle(line: Line) -> float:
    return float(np.degrees(np.arctan2(line[1][1], line[1][0])) % 180.0)


def _angle_gap(a: float, b: float) -> float:
    gap = abs(a - b) % 180.0
    return min(gap, 180.0 - gap)


def quad_from_lines(lines: list[tuple[Line, int]], min_area: float) -> np.ndarray | None:
    """The best quadrilateral four of ``lines`` make: two nearly parallel pairs, crossing at a wide
    angle, convex, of at least ``min_area``; the one with the most inliers."""
    best, best_support = None, 0
    for combo in itertools.combinations(range(len(lines)), 4):
        chosen = [lines[k] for k in combo]
        angles = [_angle(line) for line, _ in chosen]
        for first in ((0, 1), (0, 2), (0, 3)):
            second = tuple(k for k in range(4) if k not in first)
            if _angle_gap(angles[first[0]], angles[first[1]]) > 25 or _angle_gap(angles[second[0]], angles[second[1]]) > 25:
                continue
            if _angle_gap(angles[first[0]], angles[second[0]]) < 45:
                continue
            cycle = [chosen[first[0]][0], chosen[second[0]][0], chosen[first[1]][0], chosen[second[1]][0]]
            try:
                corners = np.array([intersect(cycle[k], cycle[(k + 1) % 4]) for k in range(4)])
            except np.linalg.LinAlgError:
                continue
            corners = order_corners(corners)
            x, y = corners[:, 0], corners[:, 1]
            area = 0.5 * abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1)))
            support = sum(n for _, n in chosen)
            if area >= min_area and _convex(corners) and support > best_support:
                best, best_support = corners, support
    return best


def _convex(quad: np.ndarray) -> bool:
    edges = np.roll(quad, -1, axis=0) - quad
    cross = edges[:, 0] * np.roll(edges, -1, axis=0)[:, 1] - edges[:, 1] * np.roll(edges, -1, axis=0)[:, 0]
    return bool(np.all(cross > 0) or np.all(cross < 0))
