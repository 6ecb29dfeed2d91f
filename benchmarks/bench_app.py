"""App click latency at 500 and 2,500 provisions, through streamlit's AppTest.

A benchmark, not a test: it prints figures and the floor of issue 19 (a click ≤ 0.3 s of server
time at 2,500 provisions) and always exits 0.

The review is a real one: distinct ordinance text (`bench_corpus.py`) segmented and reviewed once,
cut to the provision count and cached under `.cache/bench/`. The Review page is drawn with it,
then each click is timed (CPU of this process, where AppTest runs the script; median of
`--repeat`): a verdict filter, opening another provision, an override. AppTest reruns the whole
page on each interaction, so these are upper bounds for the browser, where the provisions
fragment reruns alone.

    .venv/bin/python benchmarks/bench_app.py [--provisions 500 2500] [--repeat 5]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_corpus  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
APP = str(REPO / "app.py")
FLOOR_SECONDS = 0.3


def big_review(count: int):
    """A real review of distinct text with `count` provisions (cached)."""
    from ordinance_review import ingest
    from ordinance_review.models import Review
    from ordinance_review.review import review_document

    stamp = hashlib.sha256(Path(bench_corpus.__file__).read_bytes()).hexdigest()[:8]
    path = bench_corpus.CACHE / f"review_{count}_{stamp}.json"
    if path.is_file():
        try:  # JSON, validated on load: a review cached by an older model is rebuilt, never half-read
            return Review.model_validate_json(path.read_bytes())
        except ValueError:
            path.unlink()
    pages = max(10, count // 6)
    while True:
        doc = ingest.load_text(bench_corpus.dense_text(pages), "bench.txt")
        review = review_document(doc)
        if len(review.provisions) >= count:
            break
        pages = int(pages * 1.5 * count / max(1, len(review.provisions)))
    keep = {p.id for p in review.provisions[:count]}
    review = review.model_copy(
        update={"provisions": review.provisions[:count], "findings": [f for f in review.findings if f.provision_id in keep]}
    )
    bench_corpus.CACHE.mkdir(parents=True, exist_ok=True)
    path.write_text(review.model_dump_json())
    return review


def timed(action) -> tuple[float, float]:  # noqa: ANN001 - a callable running the AppTest
    c0, t0 = time.process_time(), time.perf_counter()
    at = action()
    c1, t1 = time.process_time(), time.perf_counter()
    assert not at.exception, at.exception
    return c1 - c0, t1 - t0


def widget(elements, label: str):  # noqa: ANN001, ANN201
    found = [w for w in elements if w.label == label]
    assert found, f"no widget {label!r}: {[w.label for w in elements]}"
    return found[0]


def bench(count: int, repeat: int, app: str = APP) -> dict[str, tuple[float, float]]:
    from streamlit.testing.v1 import AppTest

    from ordinance_review.ui.session import REVIEW_KEY, ReviewSlot

    review = big_review(count)
    at = AppTest.from_file(app, default_timeout=300)
    at.run()
    at.session_state[REVIEW_KEY] = ReviewSlot(review=review, data=b"", filename="bench.txt", sha256="0" * 64)
    out: dict[str, tuple[float, float]] = {"first draw": timed(at.run)}
    verdicts = sorted({f.verdict for f in review.findings})
    ids = [p.id for p in review.provisions]
    samples: dict[str, list[tuple[float, float]]] = {"filter": [], "open": [], "override": []}
    for i in range(repeat):
        verdict = verdicts[i % len(verdicts)]
        samples["filter"].append(timed(lambda v=verdict: widget(at.multiselect, "Verdict").set_value([v]).run()))
        widget(at.multiselect, "Verdict").set_value([]).run()
        target = ids[(i * 97 + 11) % len(ids)]
        samples["open"].append(timed(lambda t=target: widget(at.selectbox, "Open a provision").set_value(t).run()))
        current = review.finding_for(target)
        new = "exceeds" if current is None or current.verdict != "exceeds" else "consistent"
        widget(at.selectbox, "New verdict").set_value(new)
        widget(at.text_area, "Reason (required)").set_value(f"benchmark override {i}")
        button = [b for b in at.button if b.label == "Override verdict"][0]
        samples["override"].append(timed(lambda b=button: b.click().run()))
    for name, values in samples.items():
        out[name] = (statistics.median(v[0] for v in values), statistics.median(v[1] for v in values))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--provisions", type=int, nargs="+", default=[500, 2500])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--app", default=APP, help="the app file (e.g. an older checkout's, to compare)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["ORDINANCE_REVIEW_DATABASE_URL"] = f"sqlite:///{Path(tmp) / 'bench.sqlite'}"
        from ordinance_review.accounts import Accounts
        from ordinance_review.store import Store

        with Store() as store:  # an account exists: no first-start admin password printed
            Accounts(store).add("bench", role="reviewer", password="bench password long enough", who="bench")
        print("Server time per click (AppTest reruns the whole Review page): CPU s (wall s), median of", args.repeat)
        names = ["first draw", "filter", "open", "override"]
        print(f"{'provisions':>10} " + " ".join(f"{n:>16}" for n in names))
        worst = {}
        for count in args.provisions:
            r = bench(count, args.repeat, args.app)
            print(f"{count:>10} " + " ".join(f"{r[n][0]:>7.2f} ({r[n][1]:>5.2f})" for n in names))
            worst[count] = max(r[n][0] for n in names[1:])
        if 2500 in worst:
            ok = worst[2500] <= FLOOR_SECONDS
            print(f"\nfloor: a click at 2,500 provisions ≤ {FLOOR_SECONDS} s: slowest {worst[2500]:.2f} s "
                  f"{'ok' if ok else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
