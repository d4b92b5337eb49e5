/**
 * `tsx bench/support/blind-report-run.ts RUNS_FILE TITLE`: the blind-set report (blind-report.ts) of the
 * packages a `--runs-file` holds so far, so that a run cut short by the session's end still reports the
 * packages it finished (each package's runs are saved only once all its targets are done).
 */
import { readFileSync } from 'node:fs';
import { formatBlindReport } from './blind-report.js';
import { loadRuns } from './runs-file.js';

const [file, title] = process.argv.slice(2);
if (file === undefined || title === undefined) throw new Error('usage: tsx bench/support/blind-report-run.ts RUNS_FILE TITLE');
const runs = loadRuns(file);
const load = readFileSync('/proc/loadavg', 'utf8').trim();
console.log(formatBlindReport(title, runs, `Packages finished: ${[...new Set(runs.map((r) => r.pkg))].join(', ')}; report written from ${file}; /proc/loadavg now: ${load}.`));
