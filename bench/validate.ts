/**
 * `npm run bench:validate` — do suggestions compile? (issue 22). Stub-and-recover through the whole
 * pipeline (implementStubs: selection, dycoder retrieval, prompt, the real OpenAI SDK against a
 * scripted OpenAI-compatible server, parse, validation, one repair round). For each target the server
 * answers first with the ORIGINAL body (it must be accepted with no warning) or with a mechanical
 * mutant of it, and on repair with the original. Per language and kind: rejected/repaired (the
 * mutant never became a suggestion; for a needed import, the import is in the suggestion), flagged
 * only (accepted with a warning), missed (accepted clean); and the validation time of the first
 * answer (median, p90) beside the retrieval time of the same run.
 *
 * Languages are a table (LANGUAGES below): each is a ValidateLanguage in bench/support/validate-*.ts
 * (Python, TypeScript/JavaScript; Go and Rust add theirs and one line here). Package sets
 * (bench/support/validate-sets.ts): `--set heldout` (the default) are the sets declared before any run
 * (DESIGN.md §5; rule and seeded draw in bench/support/validate-draw.ts), the only numbers that count
 * as claims, run once; `--set tuning` are the sets misses are studied on.
 *
 * Usage: npm run bench:validate -- [--set heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|tuning] [--lang Python|TypeScript] [--per-package N]
 *        [--seed S] [--only pkg[,pkg...]] [--verbose] [--out file.md (under bench/results)]
 *        [--originals-only] (the original bodies alone: a re-check of false rejections and warnings, no mutants)
 *        [--deps DIR] (the answer checks read base classes from this site-packages tree; the member split gains closed-dependency)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createFsRepoSource } from '../src/adapters/local/fs-repo-source.js';
import { createLocalPythonDependencies } from '../src/adapters/dependencies/python-local.js';
import { createLocalTypeScriptDependencies } from '../src/adapters/dependencies/typescript-node-modules.js';
import { createOpenAIChatModel } from '../src/adapters/openai/chat-model.js';
import { createValidationCache } from '../src/core/generate/validation-cache.js';
import { retrieve } from '../src/core/retrieval/index.js';
import { implementStubs } from '../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer } from '../test/support/openai-server.js';
import { outcomeOf, tableRows, timingLine, type Row, type ValidateLanguage } from './support/validate-core.js';
import { pythonValidate } from './support/validate-python.js';
import { typeScriptValidate } from './support/validate-typescript.js';

/** The languages bench:validate runs, in table order. */
export const LANGUAGES: readonly ValidateLanguage[] = [pythonValidate, typeScriptValidate];

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'heldout' },
    lang: { type: 'string' },
    'per-package': { type: 'string', default: '8' },
    seed: { type: 'string', default: '22' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string' },
    'originals-only': { type: 'boolean', default: false },
    deps: { type: 'string' },
    'ts-deps': { type: 'string' },
  },
});
const SET = values.set === 'tuning' || values.set === 'heldout2' || values.set === 'heldout3' || values.set === 'heldout4' || values.set === 'heldout5' || values.set === 'heldout6' || values.set === 'heldout7' || values.set === 'heldout8' || values.set === 'heldout9' || values.set === 'heldout10' || values.set === 'heldout11' || values.set === 'heldout12' || values.set === 'heldout13' || values.set === 'heldout14' || values.set === 'heldout15' || values.set === 'heldout16' || values.set === 'heldout17' || values.set === 'heldout18' || values.set === 'heldout19' || values.set === 'heldout20' || values.set === 'heldout21' || values.set === 'heldout22' ? values.set : 'heldout';
/** `--only a,b`: the packages of the set to run (a set may be split over parallel processes and the tables added up). */
const ONLY = values.only === undefined ? undefined : values.only.split(',').map((s) => s.trim()).filter((s) => s !== '');
const PER_PACKAGE = Number(values['per-package']);
const SEED = Number(values.seed);
/** `--deps DIR`: the answer checks read base classes from this site-packages tree (session 21; Python only). */
const DEPS = values.deps;
/** `--ts-deps DIR`: a node_modules folder the TypeScript checks read installed packages' types from (session 23). */
const TS_DEPS = values['ts-deps'];
const dependencies = DEPS === undefined && TS_DEPS === undefined ? {} : {
  dependencies: {
    ...(DEPS === undefined ? {} : { python: createLocalPythonDependencies([DEPS]) }),
    ...(TS_DEPS === undefined ? {} : { typescript: createLocalTypeScriptDependencies([TS_DEPS]) }),
  },
};

async function main(): Promise<void> {
  const server = await startOpenAIServer();
  let answer = { fence: 'python', first: '', repair: '' };
  server.respondWith((req) => reply.content(`\`\`\`${answer.fence}\n${req.messages.length > 2 ? answer.repair : answer.first}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-bench', baseURL: server.baseURL, model: 'scripted', timeoutMs: 30_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  // One cache for the run, as a worker process keeps one (src/queue/github-pipeline.ts): the TypeScript
  // standard library is parsed once, on the first TypeScript answer.
  const validationCache = createValidationCache();
  const rows: Row[] = [];
  const languages = LANGUAGES.filter((l) => values.lang === undefined || l.language.toLowerCase().startsWith(values.lang.toLowerCase()));
  const load0 = loadavg()[0]!;
  try {
    for (const lang of languages) {
      const set = lang.sets[SET] ?? [];
      const packages = ONLY ? set.filter((p) => ONLY.includes(p)) : set;
      for (const pkg of packages) {
        const run = lang.open(pkg, SEED, PER_PACKAGE, { originalsOnly: values['originals-only'], ...(DEPS === undefined ? {} : { dependencies: DEPS }) });
        try {
          for (const c of run.cases) {
            if (values['originals-only'] && c.kind !== 'original') continue;
            answer = { fence: lang.fence, first: c.first, repair: c.repair };
            const result = await implementStubs({ source: createFsRepoSource(run.root), model, retrieve, selection: { kind: 'targets', targets: [c.target] }, headSha: 'bench', temperature: 0, validationCache, ...dependencies });
            const r = result.targets[0];
            const first = r?.attempts[0];
            if (!r || !first) {
              if (values.verbose) console.log(`${pkg} ${c.target.file}:${c.target.qualname} ${c.kind}: no attempt (${r?.status ?? 'not selected'})`);
              continue;
            }
            const acceptedFirst = first.problems.length === 0 && r.status === 'suggested' && r.attempts.length === 1;
            const imported = c.name !== '' && (r.suggestion?.imports ?? []).some((i) => i.names.includes(c.name));
            const outcome = outcomeOf(c.kind, { acceptedFirst, warned: first.warnings.length > 0, imported });
            const detail = [...first.problems, ...first.warnings].join(' | ');
            rows.push({ language: lang.language, pkg, target: `${c.target.file}:${c.target.qualname}`, kind: c.kind, outcome, validationMs: first.validationMs ?? 0, ...(first.validationCpuMs !== undefined ? { validationCpuMs: first.validationCpuMs } : {}), retrievalMs: r.timings.retrievalMs, detail, ...(c.label !== undefined ? { label: c.label } : {}) });
            const bad = c.kind === 'original' ? outcome !== 'missed' : outcome !== 'rejected';
            if (values.verbose || bad) console.log(`${lang.language} ${pkg} ${c.target.file}:${c.target.qualname} ${c.kind} ${outcome}${c.label !== undefined ? ` [${c.label}]` : ''}${detail ? `: ${detail.slice(0, 300)}` : ''}`);
          }
        } finally {
          run.dispose();
        }
      }
    }
  } finally {
    await server.close();
  }
  const lines = [
    `# bench:validate — do suggestions compile? (issue 22) — ${SET === 'tuning' ? 'TUNING sets (not a quality claim)' : SET === 'heldout2' ? 'held-out sets 2' : SET === 'heldout3' ? 'held-out sets 3' : SET === 'heldout4' ? 'held-out sets 4' : SET === 'heldout5' ? 'held-out sets 5' : SET === 'heldout6' ? 'held-out sets 6' : SET === 'heldout7' ? 'held-out sets 7' : SET === 'heldout8' ? 'held-out sets 8' : SET === 'heldout9' ? 'held-out sets 9' : SET === 'heldout10' ? 'held-out sets 10' : SET === 'heldout11' ? 'held-out sets 11' : SET === 'heldout12' ? 'held-out sets 12' : SET === 'heldout13' ? 'held-out sets 13' : SET === 'heldout14' ? 'held-out sets 14' : SET === 'heldout15' ? 'held-out sets 15' : SET === 'heldout16' ? 'held-out sets 16' : SET === 'heldout17' ? 'held-out sets 17' : SET === 'heldout18' ? 'held-out sets 18' : SET === 'heldout19' ? 'held-out sets 19' : SET === 'heldout20' ? 'held-out sets 20' : SET === 'heldout21' ? 'held-out sets 21' : SET === 'heldout22' ? 'held-out sets 22' : 'held-out sets'}`,
    '',
    ...(DEPS === undefined ? [] : [`- Dependencies: the answer checks read base classes from ${DEPS} (\`--deps\`, the local dependency adapter).`]),
    ...languages.map((l) => `- ${l.language} packages (${SET}, bench/support/validate-sets.ts): ${(ONLY ? (l.sets[SET] ?? []).filter((p) => ONLY.includes(p)) : (l.sets[SET] ?? [])).join(', ')}; up to ${PER_PACKAGE} targets each (seed ${SEED}).`),
    '',
    'Each answer goes through implementStubs (dycoder retrieval, the OpenAI SDK against a scripted server, validation, one repair round).',
    'Original: "accepted clean" is the goal (rejected = false rejection, flagged = false alarm). Mutants: rejected/repaired is the goal (a needed import counts when the import is in the suggestion).',
    '',
    '| Language | Kind | n | rejected / repaired (or import added) | flagged only | missed |',
    '|---|---|---:|---:|---:|---:|',
    ...languages.flatMap((l) => tableRows(l, rows)),
    '',
    ...languages.map((l) => timingLine(l, rows)),
    `- Load: 1-minute load average ${load0.toFixed(2)} at the start and ${loadavg()[0]!.toFixed(2)} at the end, on 2 cores shared with other sessions.`,
    '',
  ];
  const name = values.out !== undefined ? values.out : SET === 'heldout' && !values.only && !values.lang ? 'validate.md' : `validate-${SET}${values.lang ? `-${values.lang.toLowerCase()}` : ''}${values.only ? `-${values.only.replace(/[@/]/g, '_')}` : ''}.md`;
  const out = join(dirname(fileURLToPath(import.meta.url)), 'results', name);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
