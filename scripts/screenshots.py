"""Screenshots of the Fairness tab, as a user sees it, for looking at the layout.

Serves LOGDIR with a real `tensorboard` (the browser tests' helpers), opens each report
(every tag of RUN, or those named) in the report, Compare and Trends modes, at 1600x1000
and 1000x700, light and dark (the browser's colour scheme, which TensorBoard follows), in
headless Debian chromium, and saves `<tag>_<mode>_<size>_<theme>.png` into OUT.

Run:  python scripts/screenshots.py LOGDIR OUT [--run RUN] [--tags a,b] [--modes report,compare]
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from browser_support import CHROMIUM, CHROMIUM_ARGS, IFRAME, get_json, tensorboard  # noqa: E402

SIZES = ((1600, 1000), (1000, 700))
THEMES = ("light", "dark")

# True once the tab shows its content: no "Loading" left in any shadow root of the app.
LOADED_JS = """(sel) => {
  const f = document.querySelector(sel);
  const app = f && f.contentDocument && f.contentDocument.querySelector('fairness-app');
  if (!app) return false;
  const text = (el) => el.shadowRoot
    ? [...el.shadowRoot.querySelectorAll('*')].map(text).join('') + el.shadowRoot.textContent
    : '';
  const t = text(app);
  return t.length > 200 && !/Loading/.test(t);
}"""


def hash_of(run: str, tag: str, mode: str) -> str:
    params = [("fairness_run", run), ("fairness_tag", tag)]
    if mode != "report":
        params.append(("fairness_mode", mode))
    return "#fairness&" + urllib.parse.urlencode(params)


def shoot(page, base: str, run: str, tag: str, mode: str, path: pathlib.Path) -> None:
    """One screenshot of `tag` in `mode`, once the tab has drawn it."""
    page.goto("about:blank")  # a new document: the app reads the hash when it loads
    page.goto(base + "/" + hash_of(run, tag, mode))
    page.frame_locator(IFRAME).locator("fairness-app").wait_for()
    page.wait_for_function(LOADED_JS, arg=IFRAME, timeout=30_000)
    page.wait_for_timeout(300)  # a dev tool, not a test: the charts settle
    page.screenshot(path=str(path))
    print(path)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logdir")
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--run", help="the run shown (default: the first)")
    parser.add_argument("--tags", help="comma-separated tags (default: every tag of the run)")
    parser.add_argument("--modes", default="report,compare,trend")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--themes", default=",".join(THEMES))
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.sizes.split(",")]
    with tensorboard(args.logdir, load_fast=False, ready=bool) as base:
        runs = get_json(base + "/data/plugin/fairness/tags")["runs"]
        run = args.run or sorted(runs)[0]
        tags = args.tags.split(",") if args.tags else sorted(runs[run])
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for theme in args.themes.split(","):
                for w, h in sizes:
                    viewport = {"width": w, "height": h}
                    context = browser.new_context(viewport=viewport, color_scheme=theme)
                    page = context.new_page()
                    for tag in tags:
                        for mode in args.modes.split(","):
                            name = f"{tag.replace('/', '_')}_{mode}_{w}x{h}_{theme}.png"
                            shoot(page, base, run, tag, mode, args.out / name)
                    context.close()
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
