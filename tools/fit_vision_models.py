"""Fit vision's colour palette and occupancy model on the labelled board photos in ../shared.

    python tools/fit_vision_models.py [PHOTOS_DIR] [--check]

Writes vision/data/palette.json (measured train and print colours) and vision/data/occupancy.json
(logistic weights). Before writing, it validates by game position: the models are fitted without one
group of photos (group A, group B, the empty board) and that group is read with them; the route accuracy
printed is what to expect on photos the models have never seen. ``--check`` only validates;
``--cache`` keeps the photos' features in the temp folder between runs.
The photos are read from ../shared and never copied; the fitted numbers are small summaries of them.
"""

from __future__ import annotations

import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from companion.commands.detect import read_photo  # noqa: E402
from vision.board_geometry import load_board  # noqa: E402
from vision.classify import (  # noqa: E402
    OCCUPANCY_FEATURES,
    OccupancyModel,
    classify_slots,
    occupancy_inputs,
    photo_print,
)
from vision.colour import DEFAULT_COLOURS, Palette  # noqa: E402
from vision.detect import read_claims, see_board, slot_visibility  # noqa: E402

NOMINAL_TRAINS = {  # colours offered for other editions; not measured here
    "white": [92.0, 0.0, 3.0], "orange": [62.0, 38.0, 60.0], "purple": [35.0, 32.0, -38.0],
}
L2 = 2.0


def load_photos(root: Path) -> list[dict]:
    """Each labelled photo read as `companion detect` reads it: its spaces' features and labels."""
    photos = []
    board = load_board("usa")
    for folder in sorted(p for p in root.iterdir() if (p / "truth.json").is_file()):
        truth = json.loads((folder / "truth.json").read_text())
        image, _ = read_photo(str(folder / truth.get("image", "photo.jpg")))
        view, features, _ = see_board(image, board)
        labels = [label for r in board.routes for label in truth["spaces"][r.id]]
        photos.append({"name": folder.name, "group": truth.get("config_group", folder.name),
                       "features": features, "visible": slot_visibility(view), "labels": labels,
                       "routes": truth["routes"]})
    return photos


def robust_centre(rows: list[np.ndarray]) -> tuple[list[float], list[float]]:
    a = np.asarray(rows)
    centre = np.median(a, axis=0)
    spread = 1.4826 * np.median(np.abs(a - centre), axis=0)
    return [round(float(x), 1) for x in centre], [round(float(x), 1) for x in spread]


def fit_palette(photos: list[dict]) -> Palette:
    board = load_board("usa")
    printed = [r.colour for r in board.routes for _ in range(len(r.slots))]
    trains, prints = defaultdict(list), defaultdict(list)
    for photo in photos:
        f = photo["features"]
        for i, label in enumerate(photo["labels"]):
            if f.glare[i] > 0.5:
                continue
            (trains[label] if label else prints[printed[i]]).append(f.colour[i])
    t = {k: robust_centre(v) for k, v in trains.items()}
    p = {k: robust_centre(v) for k, v in prints.items()}
    train_colours = {k: tuple(v[0]) for k, v in t.items()} | {k: tuple(v) for k, v in NOMINAL_TRAINS.items()}
    return Palette(train_colours, {k: tuple(v[0]) for k, v in p.items()},
                   {k: tuple(v[1]) for k, v in t.items()}, {k: tuple(v[1]) for k, v in p.items()})


def inputs_and_targets(photos: list[dict], palette: Palette, model: OccupancyModel | None
                       ) -> tuple[np.ndarray, np.ndarray]:
    board = load_board("usa")
    printed_names = [r.colour for r in board.routes for _ in range(len(r.slots))]
    xs, ys = [], []
    for photo in photos:
        trains = np.array([palette.trains[c] for c in DEFAULT_COLOURS])
        if model is not None:
            trains = classify_slots(photo["features"], printed_names, palette, DEFAULT_COLOURS, model).trains
        printed = np.array([palette.printed.get(p, palette.printed["grey"]) for p in printed_names])
        same = np.array([[p == c for c in DEFAULT_COLOURS] for p in printed_names])
        here = photo_print(photo["features"].colour, printed_names, printed)
        xs.append(occupancy_inputs(photo["features"], printed, trains, same, here))
        ys.append(np.array([label is not None for label in photo["labels"]], float))
    return np.concatenate(xs), np.concatenate(ys)


def fit_logistic(x: np.ndarray, y: np.ndarray) -> OccupancyModel:
    """L2-regularised logistic regression by Newton's method on standardised inputs, both classes
    weighted alike: the model says how strongly the evidence favours a train, not how often trains
    occur in the photos it was fitted on (that comes from each photo itself: `vision.priors`)."""
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    z = np.c_[(x - mean) / scale, np.ones(len(x))]
    share = float(np.clip(y.mean(), 1e-6, 1 - 1e-6))
    sample = np.where(y > 0.5, 0.5 / share, 0.5 / (1 - share))
    w = np.zeros(z.shape[1])
    ridge = np.diag(np.r_[np.full(z.shape[1] - 1, L2), 0.0])
    for _ in range(30):
        p = 1 / (1 + np.exp(-z @ w))
        gradient = z.T @ (sample * (p - y)) + ridge @ w
        hessian = (z * (sample * p * (1 - p))[:, None]).T @ z + ridge
        w -= np.linalg.solve(hessian, gradient)
    return OccupancyModel(OCCUPANCY_FEATURES, mean, scale, w[:-1], float(w[-1]))


def fit(photos: list[dict]) -> tuple[Palette, OccupancyModel]:
    palette = fit_palette(photos)
    model = fit_logistic(*inputs_and_targets(photos, palette, None))
    model = fit_logistic(*inputs_and_targets(photos, palette, model))
    return palette, model


def calls(photo: dict, palette: Palette, model: OccupancyModel) -> dict[str, str | None]:
    routes, _ = read_claims(load_board("usa"), photo["features"], photo["visible"], DEFAULT_COLOURS,
                            palette=palette, model=model)
    return {k: v.colour for k, v in routes.items()}


def held_out_calls(photos: list[dict]) -> dict[str, dict[str, str | None]]:
    """Each photo's route calls with models fitted without its game position (its config group)."""
    out = {}
    for group in sorted({p["group"] for p in photos}):
        palette, model = fit([p for p in photos if p["group"] != group])
        for photo in (p for p in photos if p["group"] == group):
            out[photo["name"]] = calls(photo, palette, model)
    return out


def validate(photos: list[dict]) -> float:
    correct = total = 0
    held_out = held_out_calls(photos)
    for photo in photos:
        found = held_out[photo["name"]]
        wrong = [f"{k}: {v} -> {found[k]}" for k, v in photo["routes"].items() if found[k] != v]
        correct, total = correct + len(found) - len(wrong), total + len(found)
        print(f"held out {photo['name']:16s} {len(found) - len(wrong)}/{len(found)}  " + "; ".join(wrong))
    print(f"held-out route accuracy {correct}/{total} = {correct / total:.4f}")
    return correct / total


def write(palette: Palette, model: OccupancyModel, validation: float, names: list[str]) -> None:
    data = REPO / "vision" / "data"
    source = f"fitted by tools/fit_vision_models.py on ../shared/data/ticket-to-ride/photos ({', '.join(names)})"
    (data / "palette.json").write_text(json.dumps({
        "note": "Lab (light-normalised: bare paper = L 100) of the players' trains and of the printed car "
                "spaces, median over labelled spaces; spreads are 1.4826 x MAD. " + source
                + "; " + ", ".join(NOMINAL_TRAINS) + " are nominal (not measured).",
        "trains": palette.trains, "printed": palette.printed,
        "train_spread": palette.train_spread, "printed_spread": palette.printed_spread,
    }, indent=1) + "\n")
    (data / "occupancy.json").write_text(json.dumps({
        "note": "Logistic model: log-odds that a train stands on a car space, from vision.classify "
                f"OCCUPANCY_FEATURES. {source}. Held-out route accuracy (fit without each game position): "
                f"{validation:.4f}.",
        "features": list(model.features), "mean": [round(float(x), 5) for x in model.mean],
        "scale": [round(float(x), 5) for x in model.scale], "weights": [round(float(x), 5) for x in model.weights],
        "bias": round(model.bias, 5),
    }, indent=1) + "\n")


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    root = Path(args[0]) if args else REPO.parent / "shared" / "data" / "ticket-to-ride" / "photos"
    # --cache keeps the photos' features between runs (experiments only; a pickle in the temp folder)
    cache = Path(tempfile.gettempdir()) / "vision-fit-photos.pkl" if "--cache" in argv else None
    if cache and cache.is_file():
        import pickle
        photos = pickle.loads(cache.read_bytes())
    else:
        photos = load_photos(root)
        if cache:
            import pickle
            cache.write_bytes(pickle.dumps(photos))
    validation = validate(photos)
    if "--check" not in argv:
        palette, model = fit(photos)
        write(palette, model, validation, [p["name"] for p in photos])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
