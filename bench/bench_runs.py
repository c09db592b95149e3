"""Benchmark: the runs table of a 200-run sweep, served by the backend.

200 runs ("trial_NNN/eval") x 2 steps of per-group recall reports (5,000 people, 20
classes, groupings gender, race and gender x race: 32 groups), each trial with its
hyperparameters logged by TensorBoard's HParams plugin (`hparams_pb` in "trial_NNN").
Times the `runs` route in-process through TensorBoard's multiplexer data provider and
werkzeug: cold (a new plugin: every latest report decoded and its headline computed, the
hyperparameters listed), warm (the same request again: the answer kept, two listings to
check it is current), and with new options (`level=0.9`: the decoded reports kept, every
headline computed again); against the floor, reading the 200 reports' tensors through the
data provider alone (`read_tensors` of the tag for every run). Target: under 300 ms warm
(issue 24).

    python bench/bench_runs.py [--runs 200] [--steps 2] [--people 5000] [--classes 20]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from _common import git_commit, source_digest  # noqa: E402
from helpers import plugin_client  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.metrics import count_groups  # noqa: E402
from tb_fairness.summary.event_file import EventFile  # noqa: E402

TAG = "groups/val"
RACES = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]


def write_logdir(root, runs, steps, people, classes, seed=0):
    from tensorboard.compat.proto import event_pb2
    from tensorboard.plugins.hparams import summary_v2 as hp

    rng = np.random.default_rng(seed)
    names = [f"class {k}" for k in range(classes)]
    for r in range(runs):
        lr, dropout = float(10 ** rng.uniform(-4, -1)), float(rng.uniform(0, 0.5))
        optimizer = ["adam", "sgd", "adamw"][r % 3]
        session = f"trial_{r:03d}"
        with tb_fairness.FileWriter(os.path.join(root, session, "eval")) as w:
            for s in range(steps):
                truth = rng.integers(0, classes, people)
                gender = rng.choice(["f", "m"], people)
                race = rng.choice(RACES, people)
                right = rng.random(people) < 0.5 + 0.4 * rng.random() - 0.1 * (race == "j")
                pred = np.where(right, truth, rng.integers(0, classes, people))
                counts = count_groups(
                    np.asarray(names)[truth],
                    np.asarray(names)[pred],
                    {"gender": gender, "race": race},
                    class_names=names,
                    groupings=["gender", "race", ("gender", "race")],
                )
                w.group_metrics(TAG, s, counts=counts)
        summary = hp.hparams_pb(
            {"lr": lr, "dropout": dropout, "optimizer": optimizer, "layers": 2 + r % 4},
            trial_id=session,
            start_time_secs=1.0,
        )
        f = EventFile(os.path.join(root, session))
        f.add_event(event_pb2.Event(step=0, wall_time=1.0, summary=summary))
        f.close()


def timed(fn, repeat=10, warm=2):
    for _ in range(warm):
        fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--steps", type=int, default=2)
    parser.add_argument("--people", type=int, default=5000)
    parser.add_argument("--classes", type=int, default=20)
    args = parser.parse_args(argv)
    print(f"git commit {git_commit()}, tb_fairness sources {source_digest()}")
    root = tempfile.mkdtemp(prefix="tb-fairness-bench-runs-")
    start = time.perf_counter()
    write_logdir(root, args.runs, args.steps, args.people, args.classes)
    print(
        f"wrote {args.runs} runs x {args.steps} steps of {args.classes}-class x 32-group "
        f"reports, with hparams, in {time.perf_counter() - start:.1f} s"
    )
    from tensorboard.backend.event_processing import data_provider
    from tensorboard.context import RequestContext
    from tensorboard.data import provider as tb_provider

    url = f"/data/plugin/fairness/runs?tag={TAG}"

    def get(client, url):
        response = client.get(url)
        assert response.status_code == 200, response.get_data(as_text=True)[:200]
        return response

    # Cold: a new plugin over a loaded multiplexer (the load itself is TensorBoard's).
    client, multiplexer = plugin_client(root, with_multiplexer=True)
    start = time.perf_counter()
    body = get(client, url).get_json()
    cold = time.perf_counter() - start
    assert body["rows"] == args.runs and len(body["hparams"]) == 4, body["skipped"][:2]
    front = sum(body["columns"]["pareto"])
    warm = timed(lambda: get(client, url))
    start = time.perf_counter()
    get(client, url + "&format=csv")
    csv_first = time.perf_counter() - start
    levels = iter(np.linspace(0.80, 0.94, 200))
    # New options each time: every headline computed again from the decoded reports.
    new_options = timed(lambda: get(client, url + f"&level={next(levels):.4f}"), repeat=5, warm=1)

    provider = data_provider.MultiplexerDataProvider(multiplexer, root)
    flt = tb_provider.RunTagFilter(tags=[TAG])
    floor = timed(
        lambda: provider.read_tensors(
            RequestContext(),
            experiment_id="",
            plugin_name="fairness",
            downsample=1000,
            run_tag_filter=flt,
        )
    )
    print(f"{args.runs} rows, {front} on the Pareto front, hparams {body['hparams']}")
    print(
        f"runs table warm      {warm * 1e3:8.1f} ms   target < 300 ms: "
        f"{'met' if warm < 0.3 else 'MISSED'}   (warm/floor {warm / floor:.1f}x)"
    )
    print(
        f"runs table cold      {cold * 1e3:8.1f} ms   (cold/floor {cold / floor:.0f}x: every "
        "latest report decoded and its headline computed, hparams listed)"
    )
    again = new_options / floor
    print(
        f"new options          {new_options * 1e3:8.1f} ms   (new/floor {again:.0f}x: "
        "decoded reports kept, every headline computed again)"
    )
    print(f"first CSV            {csv_first * 1e3:8.1f} ms   (headlines kept, CSV written)")
    print(f"floor: read_tensors of every report {floor * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
