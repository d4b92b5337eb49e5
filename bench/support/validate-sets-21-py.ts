/**
 * HELD OUT 21 (Python), session 28: rule, seed 28121, quotas and cut-off declared in bench/support/validate-draw-21-py.ts
 * and committed (b5137f9e, 19:32 UTC) before this draw, before any run and before any of held out 20's logs was read; run
 * with the dependency adapter on Debian's dist-packages (`--deps /usr/lib/python3/dist-packages`). Drawn by `tsx
 * bench/support/validate-draw-21-py-run.ts` (19:32-20:11 UTC, installs waiting on dpkg's lock; walk in
 * bench/results/validate-draw-21-py-walk.txt) and committed here before its first run, large to small: kubernetes
 * (python3-kubernetes, 627 .py files), translate (python3-translate, 250), glue (python3-glue, 300); bayespy (68),
 * pynpoint (54), pyghmi (59), quart (42), mako (33); bitbucket (python3-bitbucket-api, 8), beziers (26), pynetbox (17),
 * msal_extensions (python3-msal-extensions, 7). Run once, blind, by bench/support/validate-run-21-py.sh (at most 3
 * processes, cut-off 21:15 UTC): `nice -n 5 npx tsx bench/validate.ts --set heldout21 --lang Python --per-package 20 --deps
 * /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout21-python-<pkg>.md`.
 */
export const VALIDATE_HELD_OUT_21_PY: readonly string[] = ['kubernetes', 'translate', 'glue', 'bayespy', 'pynpoint', 'pyghmi', 'quart', 'mako', 'bitbucket', 'beziers', 'pynetbox', 'msal_extensions'];
