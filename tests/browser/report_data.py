"""Seeded label-association data for the browser tests and the render benchmark.

Zipf-like label frequencies with identity skews, plus the cases the UI must survive:
- HOSTILE, a label that is an HTML injection attempt, and COMMA_QUOTE, one that needs CSV
  quoting;
- EVERYWHERE, a label predicted for every example (p(y) = 1, so `npmi_y` is undefined);
- WOMEN_ONLY, a label never predicted with `man` (c(man, y) = 0, so `pmi` is -inf for man).
"""

from __future__ import annotations

import numpy as np

HOSTILE = "<img src=x onerror=alert(1)>"
COMMA_QUOTE = 'comma, "quoted" label'
EVERYWHERE = "photograph"
WOMEN_ONLY = "women-only label"
IDENTITIES = ("man", "woman")


def label_names(n_labels: int) -> list:
    names = [f"label_{i:05d}" for i in range(n_labels)]
    special = [
        IDENTITIES[0],
        IDENTITIES[1],
        HOSTILE,
        COMMA_QUOTE,
        EVERYWHERE,
        WOMEN_ONLY,
        "skateboard",
        "Board game",
        "apron",
    ]
    names[: len(special)] = special
    return names


def predictions(n_examples: int, n_labels: int, seed: int):
    """(bool matrix examples x labels, label names): what a multi-label model predicted."""
    rng = np.random.default_rng(seed)
    names = label_names(n_labels)
    man = rng.random(n_examples) < 0.45
    woman = ~man & (rng.random(n_examples) < 0.75)
    # Zipf-like base rates, shuffled so that rare and common labels interleave by index.
    base = 0.4 / np.arange(1, n_labels + 1) ** 0.9
    base = base[rng.permutation(n_labels)]
    skew = rng.normal(0.0, 0.7, size=n_labels)
    p = base[None, :] * np.exp(np.where(man[:, None], skew[None, :], -skew[None, :]) * 0.5)
    matrix = rng.random((n_examples, n_labels)) < np.clip(p, 0.0, 0.9)
    matrix[:, names.index("man")] = man
    matrix[:, names.index("woman")] = woman
    matrix[:, names.index(EVERYWHERE)] = True
    matrix[:, names.index(WOMEN_ONLY)] = woman & (rng.random(n_examples) < 0.2)
    matrix[:, names.index(HOSTILE)] = rng.random(n_examples) < 0.05
    return matrix, names


def write_logdir(
    logdir: str,
    *,
    n_examples: int,
    n_labels: int,
    steps=(0, 1, 2),
    runs=("model_a", "model_b"),
    tag="associations/val",
    seed=0,
) -> None:
    """One label-association report per run and step, with fixed wall times."""
    import os

    import tb_fairness

    for r, run in enumerate(runs):
        with tb_fairness.FileWriter(os.path.join(logdir, run)) as writer:
            for s, step in enumerate(steps):
                matrix, names = predictions(n_examples, n_labels, seed + 100 * r + s)
                writer.label_associations(
                    tag,
                    step,
                    matrix,
                    label_names=names,
                    identities=list(IDENTITIES),
                    wall_time=1_700_000_000.0 + 60 * s,
                )


# --------------------------------------------------------------------------------------
# SkewSize reports (docs/metrics.md section 4)

SKEW_GROUPS = ("lighter", "darker")
NURSE = "nurse"  # the planted mistake: `darker` nurses are often predicted `surgeon`
SURGEON = "surgeon"
DOCTOR = "doctor"  # a rare mistake for nurses: its expected counts are below mev = 5
ONE_GROUP = "lighter-only class"  # every example from one group: V undefined
SKEW_HOSTILE = HOSTILE  # a class name that is an HTML injection attempt


def skew_examples(seed: int, n_classes: int = 40, per_class: int = 150):
    """(classes, groups, predictions): a classifier whose mistakes on `nurse` depend on
    the group, plus noise classes, a class seen in one group only and a hostile name."""
    rng = np.random.default_rng(seed)
    names = [f"class_{i:02d}" for i in range(n_classes)] + [NURSE, SURGEON, DOCTOR, SKEW_HOSTILE]
    classes, groups, predictions = [], [], []

    def add(cls, group, predicted):
        classes.append(cls)
        groups.append(group)
        predictions.append(predicted)

    for c, cls in enumerate(names):
        if cls == NURSE:
            continue
        # A little group dependence in a few classes, so V has a tail.
        bias = 0.25 * (c % 7 == 0)
        for _ in range(per_class):
            group = SKEW_GROUPS[int(rng.random() < 0.5)]
            error = 0.15 + (bias if group == "darker" else 0.0)
            if rng.random() < error:
                confusions = names[(c + 1) % len(names)], names[(c + 2) % len(names)]
                add(cls, group, confusions[int(rng.random() < 0.1)])
            else:
                add(cls, group, cls)
    # nurse (the paper's Figure 1): right for `lighter`, often `surgeon` for `darker`.
    for group, n, surgeon_share in (("lighter", 120, 0.05), ("darker", 110, 0.40)):
        n_doctor = 3 if group == "lighter" else 1
        n_surgeon = int(round(n * surgeon_share))
        for _ in range(n_doctor):
            add(NURSE, group, DOCTOR)
        for _ in range(n_surgeon):
            add(NURSE, group, SURGEON)
        for _ in range(n - n_doctor - n_surgeon):
            add(NURSE, group, NURSE)
    for _ in range(30):
        add(ONE_GROUP, "lighter", ONE_GROUP if rng.random() < 0.8 else NURSE)
    return classes, groups, predictions


def open_vocabulary_examples():
    """Two classes whose predictions are free text: parity is undefined (open vocabulary)
    and so is SkewSize (too few classes)."""
    classes = ["cat"] * 40 + ["dog"] * 40
    groups = (["indoor"] * 20 + ["outdoor"] * 20) * 2
    predictions = (
        ["cat"] * 15
        + ["a small cat"] * 5
        + ["cat"] * 10
        + ["tiger"] * 10
        + ["dog"] * 18
        + ["puppy"] * 2
        + ["dog"] * 12
        + ["wolf"] * 8
    )
    return classes, groups, predictions


SKEW_RUN = "clip"
SKEW_TAG = "skew/val"
SKEW_OPEN_TAG = "skew/open"
SKEW_LARGE_TAG = "skew/large"  # enough examples per class for SkewSize's own interval
SKEW_STEPS = (0, 1)
MIXED_ASSOC_RUN = "model_a"


def large_skew_counts(seed: int, classes: int = 24, per_class: int = 200_000):
    """SkewCounts of 2 groups x 3 labels per class, V from 0 to about 0.4 with a long tail,
    and so many examples that the per-class V are precise."""
    from tb_fairness.metrics.skew import SkewCounts

    rng = np.random.default_rng(seed)
    tables = []
    for w in np.minimum(rng.exponential(0.1, size=classes), 0.9):
        independent = np.outer([0.5, 0.5], rng.dirichlet(np.full(3, 3.0)))
        other = rng.dirichlet(np.ones(6)).reshape(2, 3)
        tables.append(rng.multinomial(per_class, ((1 - w) * independent + w * other).ravel()))
    tables = np.array(tables).reshape(classes, 2, 3)
    k, g, p = np.nonzero(tables)
    return SkewCounts(
        tuple(f"class {i:02d}" for i in range(classes)),
        ("group a", "group b"),
        ("label x", "label y", "label z"),
        k,
        g,
        p,
        tables[k, g, p],
    )


def write_skew_logdir(logdir: str, seed: int = 0) -> None:
    """A logdir with both kinds: run `clip` holds SkewSize reports (`skew/val` at two steps,
    `skew/open`), run `model_a` a small label-association report (the view switches)."""
    import os

    import tb_fairness

    with tb_fairness.FileWriter(os.path.join(logdir, SKEW_RUN)) as writer:
        for s, step in enumerate(SKEW_STEPS):
            classes, groups, preds = skew_examples(seed + s)
            writer.skew_size(
                SKEW_TAG,
                step,
                classes=classes,
                groups=groups,
                predictions=preds,
                description="CLIP zero-shot, occupations by skin tone",
                wall_time=1_700_000_000.0 + 60 * s,
            )
        classes, groups, preds = open_vocabulary_examples()
        writer.skew_size(
            SKEW_OPEN_TAG,
            0,
            classes=classes,
            groups=groups,
            predictions=preds,
            wall_time=1_700_000_000.0,
        )
        writer.skew_size(
            SKEW_LARGE_TAG, 0, counts=large_skew_counts(seed), wall_time=1_700_000_000.0
        )
    with tb_fairness.FileWriter(os.path.join(logdir, MIXED_ASSOC_RUN)) as writer:
        matrix, names = predictions(300, 40, seed)
        writer.label_associations(
            "associations/val",
            0,
            matrix,
            label_names=names,
            identities=list(IDENTITIES),
            wall_time=1_700_000_000.0,
        )


# --------------------------------------------------------------------------------------
# Per-group performance (group_metrics) and detection recall (detection_recall) reports
# (docs/metrics.md section 2, FACET)

GROUP_RUN = "facet"
GROUP_TAG = "groups/val"
DET_TAG = "detection/val"
GROUP_CLASSES = ("nurse", "doctor", "dancer", "guitarist", "farmer", "lawyer", "painter", HOSTILE)
GAP_CLASS = "nurse"  # the planted gap: darker nurses are recalled far less often
SMALL_CLASS = "dancer"  # few darker dancers: those cells are insufficient (n < 50)
WOMEN_CLASS = "ballerina"  # only women: the `gender=m` cells are undefined (nobody)
SKIN_BUCKETS = {"skin": {"lighter": [1, 2, 3], "darker": [8, 9, 10]}}
GROUPINGS = ["gender", "skin", ("gender", "skin")]


def group_examples(seed: int = 0, per_class: int = 420):
    """(classes, predictions, attributes): a classifier whose recall on `nurse` drops for
    darker skin, with few darker dancers and a hostile class name."""
    rng = np.random.default_rng(seed)
    names = list(GROUP_CLASSES)
    classes, preds, genders, skins = [], [], [], []
    for c, cls in enumerate(names):
        n = per_class
        for _ in range(n):
            gender = "f" if rng.random() < 0.5 else "m"
            darker = rng.random() < (0.06 if cls == SMALL_CLASS else 0.5)
            skin = int(rng.integers(8, 11) if darker else rng.integers(1, 4))
            recall = 0.8 - 0.03 * c
            if cls == GAP_CLASS:
                recall = 0.45 if darker else 0.88
            right = rng.random() < recall
            classes.append(cls)
            preds.append(cls if right else names[(c + 1 + int(rng.integers(0, 3))) % len(names)])
            genders.append(gender)
            skins.append(skin)
    # Only women: every `gender=m` cell of this class has nobody in it (undefined).
    for _ in range(160):
        classes.append(WOMEN_CLASS)
        preds.append(WOMEN_CLASS if rng.random() < 0.7 else names[0])
        genders.append("f")
        skins.append(int(rng.choice([1, 2, 3, 8, 9, 10])))
    return classes, preds, {"gender": genders, "skin": skins}


DET_CLASSES = ("person", "cyclist", HOSTILE)


def detection_examples(seed: int = 1, n: int = 1500):
    """(ious, attributes, classes): best IoUs of person boxes, worse for darker skin."""
    rng = np.random.default_rng(seed)
    skins = rng.choice([1, 2, 3, 8, 9, 10], size=n).tolist()
    darker = np.array(skins) >= 8
    ious = np.clip(rng.normal(np.where(darker, 0.62, 0.78), 0.15), 0.0, 1.0)
    ious[rng.random(n) < 0.08] = 0.0  # missed people
    classes = [DET_CLASSES[i] for i in rng.choice(len(DET_CLASSES), size=n, p=[0.6, 0.3, 0.1])]
    return ious.tolist(), {"skin": skins}, classes


def group_reports_loaded(runs: dict) -> bool:
    facet = runs.get(GROUP_RUN, {})
    return GROUP_TAG in facet and DET_TAG in facet


def write_group_logdir(logdir: str, seed: int = 0) -> None:
    """Run `facet`: a group_metrics report (`groups/val`) and a detection_recall report
    (`detection/val`)."""
    import os

    import tb_fairness

    with tb_fairness.FileWriter(os.path.join(logdir, GROUP_RUN)) as writer:
        classes, preds, attributes = group_examples(seed)
        writer.group_metrics(
            GROUP_TAG,
            0,
            classes,
            preds,
            attributes,
            groupings=GROUPINGS,
            buckets=SKIN_BUCKETS,
            slices=True,  # the joint cells: the slices table
            wall_time=1_700_000_000.0,
        )
        ious, attributes, det_classes = detection_examples(seed + 1)
        writer.detection_recall(
            DET_TAG,
            0,
            ious,
            attributes,
            classes=det_classes,
            buckets=SKIN_BUCKETS,
            wall_time=1_700_000_000.0,
        )


# --------------------------------------------------------------------------------------
# The visual fairness indicators of Goyal et al. 2022: harmful label associations,
# geodiversity and same-attribute retrieval

INDICATOR_RUN = "indicators"
HARMFUL_TAG = "harmful/val"
GEO_TAG = "geo/val"
RETRIEVAL_TAG = "retrieval/val"
HARMFUL_GROUPS = ("darker", "lighter")
HARMFUL_TAXONOMY = {
    "person": "human",
    "doctor": "human",
    "child": "possibly_human",
    "ape": "non_human",
    "gorilla": "non_human",
    "animal": "possibly_non_human",
    "thief": "crime",
    HOSTILE: "crime",
}
HARMFUL_OTHER = ("tree", "car", "building")
GEO_INCOMES = (30.0, 600.0, 20000.0)  # round(ln(income) / 3): 1 low, 2 medium, 3 high
GEO_REGIONS = ("Africa", "Europe")
RETRIEVAL_KS = (1, 5, 10)


def harmful_examples(seed: int = 2, n: int = 600):
    """(labels, scores, groups): top-5 labels per image; `darker` images get more non-human
    and crime labels, some of them the hostile label."""
    rng = np.random.default_rng(seed)
    vocab = list(HARMFUL_TAXONOMY) + list(HARMFUL_OTHER)
    groups = [HARMFUL_GROUPS[int(rng.random() < 0.5)] for _ in range(n)]
    labels, scores = [], []
    for g in groups:
        p = np.ones(len(vocab))
        if g == "darker":
            for name in ("ape", "gorilla", "thief", HOSTILE):
                p[vocab.index(name)] = 2.5
        row = rng.choice(len(vocab), size=5, replace=False, p=p / p.sum())
        labels.append([vocab[i] for i in row])
        scores.append(sorted(rng.random(5).tolist(), reverse=True))
    return labels, scores, groups


def geo_examples(seed: int = 3, households: int = 36, per_household: int = 4):
    """One row per image: its id, true label, top-5 predictions and household (income and
    region constant within a household). No low-income household in Europe: that
    income x region cell has no households."""
    rng = np.random.default_rng(seed)
    vocab = ["stove", "bed", "toothbrush", "soap", "sofa", "door", "cup", "tv"]
    ids, truth, preds, hh, incomes, regions = [], [], [], [], [], []
    for h in range(households):
        income = GEO_INCOMES[h % 3]
        region = GEO_REGIONS[(h // 3) % 2]
        if income == GEO_INCOMES[0]:
            region = GEO_REGIONS[0]
        accuracy = {GEO_INCOMES[0]: 0.5, GEO_INCOMES[1]: 0.7, GEO_INCOMES[2]: 0.9}[income]
        for i in range(per_household + 2 * ((h // 3) % 3)):
            t = vocab[int(rng.integers(len(vocab)))]
            others = [v for v in vocab if v != t]
            top = list(rng.choice(others, size=5, replace=False))
            if rng.random() < accuracy:
                top[int(rng.integers(5))] = t
            ids.append(f"h{h}_i{i}")
            truth.append(t)
            preds.append(top)
            hh.append(f"h{h}")
            incomes.append(income)
            regions.append(region)
    return ids, truth, preds, hh, incomes, regions


def retrieval_examples(seed: int = 4, n_db: int = 300, n_q: int = 60, dim: int = 8):
    """Embeddings whose attribute (`f`/`m`) is partly encoded, more for `f`."""
    rng = np.random.default_rng(seed)
    db_attr = [("f", "m")[int(rng.random() < 0.5)] for _ in range(n_db)]
    q_attr = [("f", "m")[int(rng.random() < 0.5)] for _ in range(n_q)]
    direction = rng.normal(size=dim)

    def embed(attrs, strength):
        x = rng.normal(size=(len(attrs), dim))
        sign = np.array([1.0 if a == "f" else -1.0 for a in attrs])
        return x + np.outer(sign * np.where(sign > 0, strength, strength / 3), direction)

    return embed(q_attr, 0.8), embed(db_attr, 0.8), q_attr, db_attr


def indicator_reports_loaded(runs: dict) -> bool:
    run = runs.get(INDICATOR_RUN, {})
    return all(t in run for t in (HARMFUL_TAG, GEO_TAG, RETRIEVAL_TAG))


def write_indicator_logdir(logdir: str) -> None:
    """Run `indicators`: a harmful_label_association report (with the hostile label typed
    `crime`), a geodiversity report and a retrieval_precision report."""
    import os

    import tb_fairness

    with tb_fairness.FileWriter(os.path.join(logdir, INDICATOR_RUN)) as writer:
        labels, scores, groups = harmful_examples()
        writer.harmful_label_association(
            HARMFUL_TAG,
            0,
            labels,
            scores,
            groups=groups,
            taxonomy=HARMFUL_TAXONOMY,
            wall_time=1_700_000_000.0,
        )
        ids, truth, preds, hh, incomes, regions = geo_examples()
        writer.geodiversity(
            GEO_TAG,
            0,
            ids,
            truth,
            preds,
            household_ids=hh,
            incomes=incomes,
            regions=regions,
            wall_time=1_700_000_000.0,
        )
        q, db, q_attr, db_attr = retrieval_examples()
        writer.retrieval_precision(
            RETRIEVAL_TAG,
            0,
            q,
            db,
            query_attributes=q_attr,
            database_attributes=db_attr,
            ks=RETRIEVAL_KS,
            wall_time=1_700_000_000.0,
        )


# --------------------------------------------------------------------------------------
# Many groups: 30 intersections with long names, for charts whose labels must not overlap

MANY_RUN = "many_groups"
MANY_TAG = "groups/many"
MANY_CLASSES = ("nurse", "doctor")
MANY_GENDERS = ("female", "male", "non-binary")
MANY_SKIN_TONES = tuple(range(1, 11))
MANY_GROUPINGS = [("skin_tone", "gender")]


def many_group_examples(seed: int = 5, per_cell: int = 70):
    """(classes, predictions, attributes): every skin_tone x gender group (30, named like
    `skin_tone=3 & gender=female`) has `per_cell` people of each class; recall varies by
    group between about 55% and 95%."""
    rng = np.random.default_rng(seed)
    classes, preds, tones, genders = [], [], [], []
    for tone in MANY_SKIN_TONES:
        for j, gender in enumerate(MANY_GENDERS):
            recall = 0.95 - 0.035 * (tone - 1) - 0.03 * j
            for c, cls in enumerate(MANY_CLASSES):
                for _ in range(per_cell):
                    classes.append(cls)
                    right = rng.random() < recall
                    preds.append(cls if right else MANY_CLASSES[1 - c])
                    tones.append(tone)
                    genders.append(gender)
    return classes, preds, {"skin_tone": tones, "gender": genders}


def many_groups_loaded(runs: dict) -> bool:
    return MANY_TAG in runs.get(MANY_RUN, {})


def write_many_groups_logdir(logdir: str, seed: int = 5) -> None:
    """Run `many_groups`: a group_metrics report (`groups/many`) over 30 intersectional groups."""
    import os

    import tb_fairness

    with tb_fairness.FileWriter(os.path.join(logdir, MANY_RUN)) as writer:
        classes, preds, attributes = many_group_examples(seed)
        writer.group_metrics(
            MANY_TAG,
            0,
            classes,
            preds,
            attributes,
            groupings=MANY_GROUPINGS,
            wall_time=1_700_000_000.0,
        )


# --------------------------------------------------------------------------------------
# A scored binary classifier (binary_classification): a planted false-positive gap

BINARY_RUN = "classifier"
BINARY_TAG = "binary/val"
BINARY_GROUPINGS = ["gender", "age", ("gender", "age")]
BINARY_GAP_GROUP = "gender=m"  # negatives of this group score higher: a higher FPR
BINARY_SMALL_GROUP = "gender=nb"  # 40 examples: under min_count (50) for every rate


def binary_examples(seed: int = 7, n: int = 3000):
    """(scores, labels, attributes): a calibrated-ish score with the planted FPR gap."""
    rng = np.random.default_rng(seed)
    gender = np.array(["f"] * ((n - 40) // 2) + ["m"] * (n - 40 - (n - 40) // 2) + ["nb"] * 40)
    age = rng.choice(["young", "old"], size=n)
    labels = (rng.random(n) < 0.4).astype(int)
    shift = np.where((gender == "m") & (labels == 0), 0.15, 0.0)
    scores = np.clip(rng.normal(np.where(labels == 1, 0.68, 0.32) + shift, 0.18), 0.0, 1.0)
    return scores, labels, {"gender": gender.tolist(), "age": age.tolist()}


def binary_reports_loaded(runs: dict) -> bool:
    return BINARY_TAG in runs.get(BINARY_RUN, {})


def write_binary_logdir(logdir: str, seed: int = 7) -> None:
    """Run `classifier`: a binary_classification report (`binary/val`) at steps 0 and 1."""
    import os

    import tb_fairness

    with tb_fairness.FileWriter(os.path.join(logdir, BINARY_RUN)) as writer:
        for step in (0, 1):
            scores, labels, attributes = binary_examples(seed + step)
            writer.binary_classification(
                BINARY_TAG,
                step,
                scores,
                labels,
                attributes,
                groupings=BINARY_GROUPINGS,
                slices=True,  # the joint cells: the slices table
                wall_time=1_700_000_000.0 + step,
            )


def write_every_kind_logdir(logdir: str) -> None:
    """A report of every kind: the skew (with label associations), per-group, indicator and
    binary logdirs in one."""
    write_skew_logdir(logdir)
    write_group_logdir(logdir)
    write_indicator_logdir(logdir)
    write_binary_logdir(logdir)
