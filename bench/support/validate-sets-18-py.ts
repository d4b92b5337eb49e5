/**
 * HELD OUT 18 (Python), session 25: rule, seed 18407 and quotas declared in bench/support/validate-draw-18-py.ts and
 * committed (66e9586, 10:26 UTC) before the draw and before any run; run with the dependency adapter on Debian's
 * dist-packages (`--deps /usr/lib/python3/dist-packages`). Drawn by `tsx bench/support/validate-draw-18-py-run.ts`
 * (10:26-10:38 UTC, walk in bench/results/validate-draw-18-py-walk.txt) and committed here before its first run,
 * large to small: faker (python3-fake-factory, 348 .py files), aioxmpp (131), reportlab (158); mutagen (57),
 * einsteinpy (68), hdmf (45), certbot (64), graphene (53); dbfread (11), pydecorate (6), clap (10), tzlocal (5). Run
 * once, blind: `nice -n 5 npx tsx bench/validate.ts --set heldout18 --lang Python --per-package 20 --deps
 * /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout18-python-<pkg>.md`.
 */
export const VALIDATE_HELD_OUT_18_PY: readonly string[] = ['faker', 'aioxmpp', 'reportlab', 'mutagen', 'einsteinpy', 'hdmf', 'certbot', 'graphene', 'dbfread', 'pydecorate', 'clap', 'tzlocal'];
