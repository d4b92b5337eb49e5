/**
 * HELD OUT 15 (Python), session 22: rule, seed 4629 and quotas declared in bench/support/validate-draw-15-py.ts and
 * committed (ad3d5be, 01:14 UTC) before the draw and before any run; run with the dependency adapter on Debian's
 * dist-packages (`--deps /usr/lib/python3/dist-packages`). Drawn by `tsx bench/support/validate-draw-15-py-run.ts`
 * (01:30-01:44 UTC, walk in bench/results/validate-draw-15-py-walk.txt) and committed here before its first run,
 * large to small: openstack (python3-openstacksdk, 375 .py files), barbican (135), ldap3 (111); astroML
 * (python3-astroml, 76), doit (31), lexicon (89), ufo2ft (32), binwalk (37); transmissionrpc (8), rebulk (16), enchant
 * (python3-enchant, 11), sql (python3-sql, 5). Run once, blind: `npx tsx bench/validate.ts --set heldout15 --lang
 * Python --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg>`.
 */
export const VALIDATE_HELD_OUT_15_PY: readonly string[] = ['openstack', 'barbican', 'ldap3', 'astroML', 'doit', 'lexicon', 'ufo2ft', 'binwalk', 'transmissionrpc', 'rebulk', 'enchant', 'sql'];
