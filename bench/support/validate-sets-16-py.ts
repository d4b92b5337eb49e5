/**
 * HELD OUT 16 (Python), session 23: rule, seed 7351 and quotas declared in bench/support/validate-draw-16-py.ts and
 * committed (35c01b4, 04:45 UTC) before the draw and before any run; run with the dependency adapter on Debian's
 * dist-packages (`--deps /usr/lib/python3/dist-packages`). Drawn by `tsx bench/support/validate-draw-16-py-run.ts`
 * (04:45-05:23 UTC, walk in bench/results/validate-draw-16-py-walk.txt) and committed here before its first run,
 * large to small: autobahn (python3-autobahn, 159 .py files), boto (373), slixmpp (425); pymdownx (33), lttnganalyses
 * (45), pdbtools (49), PyPDF2 (python3-pypdf2, 30), networking_bgpvpn (python3-networking-bgpvpn, 48); zlmdb (24),
 * partd (14), aiormq (10), meshplex (8). Run once, blind: `nice -n 5 npx tsx bench/validate.ts --set heldout16 --lang
 * Python --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out
 * validate-heldout16-python-<pkg>.md`.
 */
export const VALIDATE_HELD_OUT_16_PY: readonly string[] = ['autobahn', 'boto', 'slixmpp', 'pymdownx', 'lttnganalyses', 'pdbtools', 'PyPDF2', 'networking_bgpvpn', 'zlmdb', 'partd', 'aiormq', 'meshplex'];
