"""A synthetic multi-label image data set with Zipf-like labels and planted associations.

Stands in for image features and labels: each example has a perceived gender presentation
(`man`, `woman`, or neither), an age group, ground-truth labels drawn with Zipf-like base
rates, and some labels planted to co-occur with one group far more than the other. The
features a model sees mix the labels with the gender signal, so a model can learn (and
amplify) the planted associations.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

HEAD_LABELS = [
    "person",
    "shirt",
    "tree",
    "car",
    "building",
    "sky",
    "dog",
    "phone",
    "table",
    "chair",
    "smile",
    "glasses",
    "hat",
    "bicycle",
    "street",
    "grass",
    "book",
    "laptop",
    "cup",
    "window",
    "beard",
    "necktie",
    "skateboard",
    "surfboard",
    "football",
    "suit",
    "tool",
    "motorcycle",
    "dress",
    "handbag",
    "lipstick",
    "kitchen",
    "necklace",
    "flower",
    "yoga",
    "makeup",
    "baby",
    "doctor",
    "nurse",
    "engineer",
    "teacher",
    "chef",
]
# label -> how many times more often it occurs with men (>1) or women (<1).
PLANTED = {
    "beard": 30.0,
    "necktie": 6.0,
    "skateboard": 4.0,
    "surfboard": 3.0,
    "football": 5.0,
    "suit": 3.0,
    "tool": 2.5,
    "motorcycle": 3.0,
    "engineer": 3.0,
    "doctor": 1.6,
    "dress": 1 / 8,
    "handbag": 1 / 5,
    "lipstick": 1 / 20,
    "kitchen": 1 / 2.5,
    "necklace": 1 / 4,
    "flower": 1 / 2,
    "yoga": 1 / 3,
    "makeup": 1 / 12,
    "baby": 1 / 2,
    "nurse": 1 / 4,
    "teacher": 1 / 1.8,
}
IDENTITY_LABELS = ["man", "woman"]
AGE_GROUPS = ["young", "adult", "senior"]


class Dataset(NamedTuple):
    features: np.ndarray  # (N, D) float32
    labels: np.ndarray  # (N, L) float32 multi-hot ground truth, identity labels included
    label_names: list
    gender: np.ndarray  # (N,) 0 man, 1 woman, 2 neither
    age: np.ndarray  # (N,) index into AGE_GROUPS


def label_names(num_labels: int) -> list:
    tail = [f"label_{i:05d}" for i in range(num_labels - len(HEAD_LABELS) - 2)]
    return IDENTITY_LABELS + HEAD_LABELS + tail


def make_dataset(n: int, num_labels: int, dim: int = 64, seed: int = 0) -> Dataset:
    rng = np.random.default_rng(seed)
    names = label_names(num_labels)
    L = len(names)
    gender = rng.choice(3, size=n, p=[0.46, 0.44, 0.10])
    age = rng.choice(3, size=n, p=[0.3, 0.5, 0.2])
    # Zipf-like base rates over the non-identity labels: about 8 labels per example.
    ranks = np.arange(1, L - 1)
    base = 1.0 / ranks**1.05
    base = np.minimum(base * 8.0 / base.sum(), 0.6)
    rates = np.tile(base, (3, 1))  # per gender
    for label, ratio in PLANTED.items():
        j = names.index(label) - 2
        # Split the base rate so the man/woman ratio is `ratio`; neither keeps the base.
        rates[0, j] = min(0.9, 2 * base[j] * ratio / (1 + ratio))
        rates[1, j] = min(0.9, 2 * base[j] / (1 + ratio))
    rates[:, 1] *= np.array([1.0, 0.6, 1.2])  # "shirt" depends on age too, via gender mix
    draws = rng.random((n, L - 2), dtype=np.float32) < rates[gender]
    identity = np.stack([gender == 0, gender == 1], axis=1)
    labels = np.concatenate([identity, draws], axis=1).astype(np.float32)
    projection = rng.normal(size=(L, dim)).astype(np.float32) / np.sqrt(dim)
    noise = rng.normal(scale=0.6, size=(n, dim)).astype(np.float32)
    features = labels @ projection + noise
    return Dataset(features, labels, names, gender, age)


def identity_annotations(data: Dataset) -> dict:
    """Per-example annotations (not predictions): age groups, as a mapping name -> bool."""
    return {name: data.age == i for i, name in enumerate(AGE_GROUPS)}


OCCUPATIONS = [
    "nurse",
    "surgeon",
    "doctor",
    "engineer",
    "designer",
    "teacher",
    "chef",
    "pilot",
    "farmer",
    "lawyer",
    "artist",
    "scientist",
    "firefighter",
    "dancer",
    "plumber",
    "librarian",
    "athlete",
    "journalist",
    "carpenter",
    "pharmacist",
]
GENDERS = ["female", "male"]
# occupation -> share of female examples in the training set (0.5 elsewhere). In the
# validation set every occupation is balanced, so a model that leaned on gender shows it.
TRAIN_FEMALE_SHARE = {
    "nurse": 0.95,
    "surgeon": 0.1,
    "engineer": 0.15,
    "designer": 0.85,
    "dancer": 0.9,
    "plumber": 0.05,
    "pilot": 0.12,
}
# Occupations that look alike: their feature centres are close, so gender is a shortcut.
LOOKALIKES = [
    ("nurse", "surgeon", "doctor"),
    ("engineer", "designer"),
    ("dancer", "athlete"),
    ("plumber", "carpenter"),
]


class Occupations(NamedTuple):
    features: np.ndarray  # (N, D) float32; the last column is the gender cue
    classes: np.ndarray  # (N,) int: index into OCCUPATIONS
    groups: np.ndarray  # (N,) object: a name in GENDERS
    skin_tone: list  # (N,) sets of Monk skin tones 1-10 marked by annotators
    age: np.ndarray  # (N,) object: "younger", "middle", "older"


def make_occupations(n: int, *, train: bool, dim: int = 24, seed: int = 0) -> Occupations:
    """People with an occupation (the class) and a perceived gender (the bias attribute)."""
    centres = np.random.default_rng(1000).normal(size=(len(OCCUPATIONS), dim))
    for family in LOOKALIKES:  # move look-alikes near their family's first member
        first = OCCUPATIONS.index(family[0])
        for name in family[1:]:
            j = OCCUPATIONS.index(name)
            centres[j] = centres[first] + 0.35 * (centres[j] - centres[first])
    rng = np.random.default_rng(seed)
    classes = rng.integers(0, len(OCCUPATIONS), n)
    share = np.array([TRAIN_FEMALE_SHARE.get(name, 0.5) if train else 0.5 for name in OCCUPATIONS])
    female = rng.random(n) < share[classes]
    # Darker skin tones come with noisier features (think under-exposed photos), so a
    # model's recall drops with skin tone even though the classes are the same.
    tone = rng.integers(1, 11, n)
    noise = 0.8 + 0.05 * (tone - 1)
    features = centres[classes] + rng.normal(size=(n, dim)) * noise[:, None]
    cue = np.where(female, 1.0, -1.0) + rng.normal(scale=0.3, size=n)
    features = np.column_stack([features, cue]).astype(np.float32)
    groups = np.where(female, GENDERS[0], GENDERS[1]).astype(object)
    # Annotators disagree by a tone now and then: a person may be marked with several.
    spread = rng.random(n) < 0.3
    skin_tone = [{t, min(10, t + 1)} if s else {t} for t, s in zip(tone.tolist(), spread)]
    age = rng.choice(np.array(["younger", "middle", "older"], dtype=object), n)
    return Occupations(features, classes, groups, skin_tone, age)


# FACET's skin-tone buckets over the Monk scale.
SKIN_BUCKETS = {"skin_tone": {"lighter": [1, 2, 3], "medium": [4, 5, 6, 7], "darker": [8, 9, 10]}}
GROUPINGS = ["gender", "skin_tone", "age", ("gender", "skin_tone")]


def group_attributes(jobs: Occupations, part=slice(None)) -> dict:
    """The per-person attributes of a group report, for the people in ``part``."""
    return {"gender": jobs.groups[part], "skin_tone": jobs.skin_tone[part], "age": jobs.age[part]}
