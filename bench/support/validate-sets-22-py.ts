/**
 * HELD OUT 22 (Python), session 29: rule, seed 29122, quotas, counting and cut-off declared in
 * bench/support/validate-draw-22-py.ts and committed (9b6e1fea, 22:34 UTC) before this draw, before any run and before
 * any of held out 21's logs was opened; run with the dependency adapter on Debian's dist-packages (`--deps
 * /usr/lib/python3/dist-packages`). Drawn by `tsx bench/support/validate-draw-22-py-run.ts` (22:35-22:57 UTC; walk in
 * bench/results/validate-draw-22-py-walk-s29-t1.txt) and committed here before its first run, large to small: senlin
 * (python3-senlin, 215 .py files), nipype (316), spyne (138); nbconvert (67), trufont (66), kombu (75), muranoclient
 * (python3-muranoclient, 49), pygccxml (55); wsproto (8), extruct (13), jwcrypto (7), etesync (9). Run once, blind, by
 * bench/support/validate-run-22-py.sh (at most 3 processes, cut-off 00:25 UTC): `nice -n 5 npx tsx bench/validate.ts --set
 * heldout22 --lang Python --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out
 * validate-heldout22-python-s29-t1-<pkg>.md`.
 */
export const VALIDATE_HELD_OUT_22_PY: readonly string[] = ['senlin', 'nipype', 'spyne', 'nbconvert', 'trufont', 'kombu', 'muranoclient', 'pygccxml', 'wsproto', 'extruct', 'jwcrypto', 'etesync'];
