/**
 * HELD OUT 20 (Python), session 27: rule, seed 27120 and quotas declared in bench/support/validate-draw-20-py.ts and
 * committed (d2668a9a, 16:36:40 UTC) after held out 19's draw, before held out 19's first run, before this draw and
 * before any run; run with the dependency adapter on Debian's dist-packages (`--deps /usr/lib/python3/dist-packages`).
 * Drawn by `tsx bench/support/validate-draw-20-py-run.ts` (16:36-17:03 UTC; walk in
 * bench/results/validate-draw-20-py-walk.txt) and committed here before its first run, large to small: mintpy
 * (python3-mintpy, 175 .py files), keystoneclient (105), electrum (243); opencv_apps (python3-opencv-apps, 63), pyof
 * (python3-openflow, 87), quantities (57), FIAT (python3-fiat, 50), seaborn (55); daphne (15), opentimestamps (14),
 * artifacts (8), u2flib_server (python3-u2flib-server, 10). Run once, blind: `nice -n 5 npx tsx bench/validate.ts --set
 * heldout20 --lang Python --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out
 * validate-heldout20-python-<pkg>.md`.
 */
export const VALIDATE_HELD_OUT_20_PY: readonly string[] = ['mintpy', 'keystoneclient', 'electrum', 'opencv_apps', 'pyof', 'quantities', 'FIAT', 'seaborn', 'daphne', 'opentimestamps', 'artifacts', 'u2flib_server'];
