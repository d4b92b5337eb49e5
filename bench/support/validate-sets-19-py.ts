/**
 * HELD OUT 19 (Python), session 27: rule, seed 26119 and quotas declared in bench/support/validate-draw-19-py.ts and
 * committed (5781af9, amended 9799b88, session 26) before the draw and before any run; run with the dependency adapter
 * on Debian's dist-packages (`--deps /usr/lib/python3/dist-packages`). Drawn by `tsx
 * bench/support/validate-draw-19-py-run.ts` (16:26-16:36 UTC, session 27; walk in
 * bench/results/validate-draw-19-py-walk.txt) and committed here before its first run, large to small: future
 * (python3-future, 124 .py files), whoosh (112), IPython (python3-ipython, 171); firewall (60), ffcx (48), boltons (30),
 * x2gobroker (35), glyphsLib (python3-glyphslib, 43); path (5), rsa (15), gabbi (18), easyansi (23). Run once, blind:
 * `nice -n 5 npx tsx bench/validate.ts --set heldout19 --lang Python --per-package 20 --deps
 * /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout19-python-<pkg>.md` (`--lang Python`
 * keeps it apart from the TypeScript/JavaScript held out 19 of the same set name).
 */
export const VALIDATE_HELD_OUT_19_PY: readonly string[] = ['future', 'whoosh', 'IPython', 'firewall', 'ffcx', 'boltons', 'x2gobroker', 'glyphsLib', 'path', 'rsa', 'gabbi', 'easyansi'];
