/**
 * HELD OUT 17 (Python), session 24: rule, seed 9173 and quotas declared in bench/support/validate-draw-17-py.ts and
 * committed (d18ce7a, 07:33 UTC) before the draw and before any run; run with the dependency adapter on Debian's
 * dist-packages (`--deps /usr/lib/python3/dist-packages`). Drawn by `tsx bench/support/validate-draw-17-py-run.ts`
 * (07:33-08:17 UTC, walk in bench/results/validate-draw-17-py-walk.txt) and committed here before its first run,
 * large to small: nipy (python3-nipy, 240 .py files), twilio (542), plasTeX (python3-plastex, 187); virtualenv (96),
 * ontospy (45), barman (51), rope (97), jenkins_jobs (python3-jenkins-job-builder, 64); SRS (python3-srs, 7), shodan
 * (23), numpy_groupies (python3-numpy-groupies, 10), amqplib (10). Run once, blind: `nice -n 5 npx tsx
 * bench/validate.ts --set heldout17 --lang Python --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg>
 * --verbose --out validate-heldout17-python-<pkg>.md`.
 */
export const VALIDATE_HELD_OUT_17_PY: readonly string[] = ['nipy', 'twilio', 'plasTeX', 'virtualenv', 'ontospy', 'barman', 'rope', 'jenkins_jobs', 'SRS', 'shodan', 'numpy_groupies', 'amqplib'];
