"""Synthetic evaluations for the vision-model reports of the demo.

A detector, an image classifier over household photos and an embedding model are
simulated from a per-epoch quality (0 to 1) and a per-model bias, with the disparities the
FACET and Goyal et al. papers report planted in: darker skin tones get worse boxes, some
images get harmful labels more often for one group, low-income households' objects are
recognised less often, and embeddings retrieve same-gender neighbours. The report code
paths are the real ones: boxes go through greedy COCO matching, scores through top-5.
"""

from __future__ import annotations

import numpy as np

from tb_fairness.metrics.detection import best_ious

SKIN_BUCKETS = {"skin_tone": {"lighter": [1, 2, 3], "medium": [4, 5, 6, 7], "darker": [8, 9, 10]}}
TAXONOMY = {
    "person": "human",
    "child": "human",
    "face": "possibly_human",
    "doll": "possibly_human",
    "dog": "possibly_non_human",
    "cat": "possibly_non_human",
    "statue": "possibly_non_human",
    "ape": "non_human",
    "animal": "non_human",
    "thief": "crime",
    "prisoner": "crime",
}
OBJECTS = ["stove", "bed", "toothbrush", "tv", "sofa", "refrigerator", "light source", "toilet"]
REGIONS = ["Africa", "Americas", "Asia", "Europe"]


def detection(rng, quality: float, bias: float, people: int = 3000):
    """Per-person best IoUs (from boxes) and skin tones for one evaluation."""
    images = rng.integers(0, people // 3, people)
    tone = rng.integers(1, 11, people)
    xy = rng.uniform(0, 500, (people, 2))
    wh = rng.uniform(40, 120, (people, 2))
    gt = np.column_stack([xy, wh])
    # Box noise grows with skin tone (bias) and shrinks as training goes on (quality).
    noise = (1.2 - quality) * (0.08 + bias * 0.02 * (tone - 1))
    found = rng.random(people) > 0.05 + 0.3 * noise
    pred = gt + rng.normal(size=gt.shape) * noise[:, None] * gt[:, 2:].repeat(2, axis=1)
    pred[:, 2:] = np.abs(pred[:, 2:]) + 1
    ious = best_ious(gt, images, pred[found], rng.uniform(0.3, 1, found.sum()), images[found])
    return ious, {"skin_tone": tone}


def harmful(rng, quality: float, bias: float, images: int = 2000):
    """Top-5 labels and scores per image, and each image's skin-tone bucket."""
    group = rng.choice(["lighter", "medium", "darker"], images)
    names = np.array(list(TAXONOMY), dtype=object)
    p = np.array([8, 4, 3, 1, 2, 1, 1, 0.3, 0.3, 0.2, 0.2])
    labels = np.empty((images, 5), dtype=object)
    for i in range(images):
        weights = p.copy()
        if group[i] == "darker":  # the harmful associations the paper measures
            weights[[7, 8, 9, 10]] *= 1 + 6 * bias * (1.2 - quality)
        labels[i] = rng.choice(names, 5, replace=False, p=weights / weights.sum())
    scores = np.sort(rng.beta(2, 2, (images, 5)), axis=1)[:, ::-1]
    return labels, scores, group


def geodiversity(rng, quality: float, bias: float, households: int = 300):
    """One row per (image, object label) of household photos around the world."""
    income = np.exp(rng.uniform(3.2, 10.2, households))  # monthly dollars: buckets 1 to 3
    region = rng.choice(REGIONS, households)
    images_per = rng.integers(1, 6, households)
    household = np.repeat(np.arange(households), images_per)
    image = np.arange(household.size)
    truth = rng.choice(OBJECTS, image.size)
    # Poorer households' objects look less like the training data: recognised less often.
    rich = (np.log(income[household]) - 3.2) / 7.0
    p_hit = np.clip(0.35 + 0.5 * quality + bias * 0.3 * (rich - 0.5), 0.02, 0.98)
    hit = rng.random(image.size) < p_hit
    others = rng.choice(OBJECTS + ["car", "table", "chair"], (image.size, 5))
    predictions = others.astype(object)
    predictions[hit, 0] = truth[hit]
    return dict(
        image_ids=image,
        true_labels=truth,
        predicted_labels=predictions,
        household_ids=household,
        incomes=income[household],
        regions=region[household],
    )


def retrieval(rng, quality: float, bias: float, queries: int = 400, database: int = 5000):
    """Embeddings where gender leaks into the representation by ``bias``."""
    dim = 32
    db_gender = rng.choice(["female", "male"], database)
    q_gender = rng.choice(["female", "male"], queries)
    direction = rng.normal(size=dim)
    direction /= np.linalg.norm(direction)
    leak = bias * (0.5 + quality)

    def embed(gender, n):
        return (
            rng.normal(size=(n, dim))
            + leak * np.where(gender == "female", 1.0, -1.0)[:, None] * direction
        )

    return dict(
        queries=embed(q_gender, queries),
        database=embed(db_gender, database),
        query_attributes=q_gender,
        database_attributes=db_gender,
        ks=(1, 5, 10, 50),
    )
