/**
 * The TypeScript/JavaScript answer check (issue 22) on real code: functions of packages installed
 * in node_modules (openai's TypeScript sources, bullmq's and probot's JavaScript), stubbed in place;
 * their ORIGINAL bodies must pass with no warning and their mechanical mutants must be rejected (or,
 * for an import taken out of the file, the import must come back). The in-memory compiler run is
 * compared with the real `tsc --noEmit` over the same files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { createTsLibEnv, LIB_DIR } from '../../../../src/core/languages/typescript/check/lib-env.js';
import { runCheck } from '../../../../src/core/languages/typescript/check/program.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { mutantsOf, targetsIn, type CheckTarget } from '../../../support/ts-check-targets.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const NM = resolve(import.meta.dirname, '../../../../node_modules');
const cache = createValidationCache();
// The TypeScript compiler check is loaded on demand, as implementTarget does before validating.
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

function validate(t: CheckTarget, body: string, source = t.source, readFiles: ReadonlyMap<string, string> = t.readFiles) {
  const parsed = source === t.source ? t.parsed : parseTypeScript(source, t.file);
  return validateImplementation({ source, parsed, target: t.target, stub: t.stub, body, file: t.file, readFiles, cache });
}

function target(pkg: string, file: string, qualname: string): CheckTarget {
  const found = targetsIn(join(NM, pkg), file, 50).find((t) => t.qualname === qualname);
  if (!found) throw new Error(`${pkg}/${file}: ${qualname} is no stubbable function`);
  return found;
}

// Real functions (openai 6.49.0, bullmq 6.7.0, probot 14.3.2), each with a body of 2-25 lines; the
// mutant kinds checked on each (all when absent).
const TARGETS: [pkg: string, file: string, qualname: string, kinds?: string[]][] = [
  ['openai', 'src/core/pagination.ts', 'AbstractPage.hasNextPage'],
  ['openai', 'src/core/pagination.ts', 'CursorPage.nextPageRequestOptions'],
  // `OpenAIError` is imported for this body alone: since session 14 a needed import is only taken out when nothing
  // outside the body reads it (ChatCompletionStream's import is also read by the file's other code).
  ['openai', 'src/core/pagination.ts', 'AbstractPage.getNextPage', ['needed-import']],
  ['openai', 'src/lib/EventStream.ts', 'EventStream._run'],
  ['openai', 'src/lib/EventStream.ts', 'EventStream.emitted'],
  ['openai', 'src/internal/utils/values.ts', 'maybeObj'],
  // Its class's base class extends one from a file the job did not read: `this` is open (no member findings).
  ['openai', 'src/lib/ChatCompletionStream.ts', 'ChatCompletionStream._createChatCompletion', ['needed-import', 'python-as-ts', 'hallucinated-helper']],
  ['bullmq', 'dist/esm/classes/async-fifo-queue.js', 'AsyncFifoQueue.add'],
  ['bullmq', 'dist/esm/classes/async-fifo-queue.js', 'LinkedList.push'],
  // Its `this.payload` line carries a `@ts-expect-error`, which silences a wrong member there as it does for tsc.
  ['probot', 'lib/context.js', 'Context.repo', ['python-as-ts']],
];

describe('the TypeScript check on real functions', () => {
  const targets = TARGETS.map(([pkg, file, qualname]) => target(pkg, file, qualname));
  const kindsOf = new Map(TARGETS.map(([, file, qualname, kinds]) => [`${file}:${qualname}`, kinds]));

  it('accepts every original body with no warning and no import', () => {
    for (const t of targets) {
      const v = validate(t, t.body);
      expect({ target: `${t.file}:${t.qualname}`, errors: v.errors, warnings: v.warnings, imports: v.imports }).toEqual({
        target: `${t.file}:${t.qualname}`, errors: [], warnings: [], imports: [],
      });
    }
  });

  it('rejects their mutants or adds the import taken out of the file', () => {
    const outcomes: string[] = [];
    for (const t of targets) {
      const kinds = kindsOf.get(`${t.file}:${t.qualname}`);
      for (const m of mutantsOf(t).filter((mu) => kinds === undefined || kinds.includes(mu.kind))) {
        const v = validate(t, m.body, m.source);
        const caught = m.kind === 'needed-import' ? v.ok && v.imports.some((i) => i.names.includes(m.importName!)) : !v.ok;
        outcomes.push(`${m.kind} ${t.file}:${t.qualname} ${caught ? 'caught' : 'MISSED'}`);
      }
    }
    expect(outcomes.filter((o) => o.endsWith('MISSED'))).toEqual([]);
    // Every kind is exercised by these functions.
    for (const kind of ['hallucinated-helper', 'wrong-member', 'needed-import', 'wrong-arity', 'python-as-ts', 'wrong-return-type']) {
      expect(outcomes.some((o) => o.startsWith(`${kind} `))).toBe(true);
    }
  });

  it('names the mistake in the compiler\'s words, line by line of the body', () => {
    const t = targets[0]!;
    const python = validate(t, 'result = None\nreturn result');
    expect(python.errors[0]).toMatch(/^The body is Python, not TypeScript\/JavaScript \(`None`\)/);
    expect(python.errors).toContain("Body line 1: Cannot find name 'result'. (TS2304)");
    const member = validate(t, 'return this.nextPageInfoValue() != null;');
    expect(member.errors).toEqual(["Body line 1: Property 'nextPageInfoValue' does not exist on type 'AbstractPage<Item>'. (TS2339)"]);
  });
});

describe('the TypeScript check against tsc --noEmit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-tscheck-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds in the body exactly what the real compiler finds there', () => {
    const env = cache.slot('typescript.lib', () => createTsLibEnv());
    const t = target('openai', 'src/core/pagination.ts', 'AbstractPage.hasNextPage');
    const js = target('bullmq', 'dist/esm/classes/async-fifo-queue.js', 'AsyncFifoQueue.add');
    const cases = [
      { t, body: t.body },
      { t, body: mutantsOf(t).find((m) => m.kind === 'wrong-member')!.body },
      { t, body: 'result = None\nreturn result' },
      { t: js, body: 'this.pending.add(fetchJob(promise));' },
    ];
    const expected: string[] = [];
    const files: string[] = [];
    cases.forEach(({ t: c, body }, i) => {
      const lines = c.source.split('\n');
      const start = c.stub.bodyRange.start;
      const newSource = [...lines.slice(0, start - 1), body, ...lines.slice(c.stub.bodyRange.end)].join('\n');
      const end = start + body.split('\n').length - 1;
      const run = runCheck(env, { file: c.file, source: newSource, readFiles: c.readFiles });
      for (const d of run.diagnostics) {
        const line = run.target.getLineAndCharacterOfPosition(d.start!).line + 1;
        if (line >= start && line <= end && (c.file.endsWith('.ts') || d.code === 2304)) expected.push(`case${i}/${c.file}:${line}:TS${d.code}`);
      }
      for (const [path, text] of c.readFiles) {
        mkdirSync(dirname(join(dir, `case${i}`, path)), { recursive: true });
        writeFileSync(join(dir, `case${i}`, path), path === c.file ? newSource : text);
      }
      files.push(`case${i}/${c.file}`);
    });
    writeFileSync(join(dir, 'host-globals.d.ts'), env.sourceFile(`${LIB_DIR}/dycoder-host-globals.d.ts`)!.text);
    const options = {
      noEmit: true, target: 'esnext', module: 'esnext', moduleResolution: 'bundler', moduleDetection: 'force', lib: ['esnext'], types: [],
      allowJs: true, checkJs: true, strict: false, skipLibCheck: true, allowImportingTsExtensions: true, esModuleInterop: true, jsx: 'preserve',
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['host-globals.d.ts', ...files] }));
    let out = '';
    try {
      execFileSync(process.execPath, [join(NM, 'typescript/bin/tsc'), '-p', dir, '--pretty', 'false'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    } catch (error) {
      out = (error as { stdout: string }).stdout;
    }
    const bodyRanges = new Map(cases.map(({ t: c, body }, i) => [`case${i}/${c.file}`, [c.stub.bodyRange.start, c.stub.bodyRange.start + body.split('\n').length - 1, c.file.endsWith('.ts')] as const]));
    const actual = out.split('\n').flatMap((line) => {
      const m = /^(.+?)\((\d+),\d+\): error TS(\d+):/.exec(line);
      const range = m ? bodyRanges.get(m[1]!) : undefined;
      if (!m || !range) return [];
      const n = Number(m[2]);
      return n >= range[0] && n <= range[1] && (range[2] || m[3] === '2304') ? [`${m[1]}:${n}:TS${m[3]}`] : [];
    });
    expect(actual.sort()).toEqual(expected.sort());
    expect(expected.filter((e) => e.startsWith('case0/'))).toEqual([]);
    expect(expected.some((e) => e.startsWith('case1/'))).toBe(true);
    expect(expected.filter((e) => e.startsWith('case3/'))).toEqual([expect.stringMatching(/:TS2304$/)]);
    expect(ts.version).toBe('5.9.3');
  });
});
