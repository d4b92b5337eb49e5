/**
 * Dev tool: `tsx bench/support/diagnose-java-checks.ts MODULE FILE-SUFFIX[:QUALNAME] [KIND]` — one
 * bench:validate-brace Java target as the benchmark runs it (same targets, mutants, pipeline), printing
 * the mutant's body, the files the job read and every finding. Tuning modules and the no-longer-blind
 * second and third held-out sets only (a declared held-out set that has not had its blind run is refused).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { languageFor } from '../../src/core/languages/index.js';
import type { Definition } from '../../src/core/languages/types.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer } from '../../test/support/openai-server.js';
import { braceMutants } from './mutants-brace.js';
import { disposePrepared, prepare, STUB_LINE, targetsOf } from './validate-brace-corpus.js';
import { JAVA_VALIDATE_TUNING, VALIDATE2_JAVA } from './validate-brace-sets.js';
import { VALIDATE3_JAVA } from './validate-java-sets3.js';
import { VALIDATE4_JAVA } from './validate-java-sets4.js';
import { VALIDATE5_JAVA } from './validate-java-sets5.js';
import { VALIDATE6_JAVA } from './validate-java-sets6.js';
import { VALIDATE7_JAVA } from './validate-java-sets7.js';
import { VALIDATE8_JAVA } from './validate-java-sets8.js';
import { VALIDATE9_JAVA } from './validate-java-sets9.js';
import { VALIDATE10_JAVA } from './validate-java-sets10.js';
import { VALIDATE11_JAVA } from './validate-java-sets11.js';
import { VALIDATE12_JAVA } from './validate-java-sets12.js';
import { VALIDATE13_JAVA } from './validate-java-sets13.js';
import { VALIDATE14_JAVA } from './validate-java-sets14.js';
import { debianJavaDependencies, warmDebianJavaDependencies } from './java-deps13.js';

const [mod, where, kind] = process.argv.slice(2);
if (mod === undefined || where === undefined) throw new Error('usage: MODULE FILE-SUFFIX[:QUALNAME] [KIND]');
// Held-out 3 had its blind run at a082978 (session 10), held-out 4 at 0e0984f (session 11), held-out 5 at 8b12055 (session 12), held-out 6 at 93a22bc (session 13), held-out 7 at 33d72b3 (session 14), held-out 8 at cdccdaa (session 15): tuning data since.
if (![...JAVA_VALIDATE_TUNING, ...VALIDATE2_JAVA, ...VALIDATE3_JAVA, ...VALIDATE4_JAVA, ...VALIDATE5_JAVA, ...VALIDATE6_JAVA, ...VALIDATE7_JAVA, ...VALIDATE8_JAVA, ...VALIDATE9_JAVA, ...VALIDATE10_JAVA, ...VALIDATE11_JAVA, ...VALIDATE12_JAVA, ...VALIDATE13_JAVA, ...VALIDATE14_JAVA].includes(mod)) throw new Error(`${mod} is not a tuning or no-longer-blind module`);
const [fileSuffix, qual] = where.split(':');
const requiredArgs = (def: Definition): number | undefined => {
  if (def.signature.includes('...')) return undefined;
  return def.parameters.length;
};
// Held out 5 was declared with 12 targets per package.
if (VALIDATE5_JAVA.includes(mod) && process.env.PER === undefined) process.env.PER = '12';
if ((VALIDATE6_JAVA.includes(mod) || VALIDATE7_JAVA.includes(mod)) && process.env.PER === undefined) process.env.PER = '16';
if ((VALIDATE8_JAVA.includes(mod) || VALIDATE9_JAVA.includes(mod) || VALIDATE10_JAVA.includes(mod) || VALIDATE11_JAVA.includes(mod) || VALIDATE12_JAVA.includes(mod) || VALIDATE13_JAVA.includes(mod) || VALIDATE14_JAVA.includes(mod)) && process.env.PER === undefined) process.env.PER = '20';
// Held out 12 took targets with `{` alone on the next line too (session 20).
const RULE = [...VALIDATE12_JAVA, ...VALIDATE13_JAVA, ...VALIDATE14_JAVA].includes(mod) ? 'own-line-too' : 'same-line';
const DEPS = process.env.DEPS === 'debian' ? { java: debianJavaDependencies() } : undefined;
if (DEPS !== undefined) await warmDebianJavaDependencies(DEPS.java);
const p = prepare('java', mod);
const server = await startOpenAIServer();
let answers = { first: '', repair: '' };
server.respondWith((req) => reply.content(`\`\`\`java\n${req.messages.length > 2 ? answers.repair : answers.first}\n\`\`\``));
const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-bench', baseURL: server.baseURL, model: 'scripted', timeoutMs: 10_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
const byName = new Map(p.files.map((f) => [basename(f, '.java'), f] as const));
const typeMethods = (type: string): Set<string> | undefined => {
  const f = byName.get(type);
  if (f === undefined) return undefined;
  const parsed = languageFor(f).parse(readFileSync(join(p.root, f), 'utf8'), f);
  return new Set(parsed.definitions.filter((d) => d.kind === 'method' && d.parent === type).map((d) => d.name));
};
try {
  for (const t of targetsOf(p, Number(process.env.PER ?? 10), 22, RULE)) {
    if (!t.file.endsWith(fileSuffix!) || (qual !== undefined && t.def.qualname !== qual)) continue;
    const path = join(p.root, t.file);
    const original = readFileSync(path, 'utf8');
    const lines = original.split('\n');
    const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
    const body = lines.slice(t.from - 1, t.to).join('\n');
    const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE.java}`, ...lines.slice(t.to)].join('\n');
    const parsed = languageFor(t.file).parse(stubbed, t.file);
    const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start)!;
    try {
      const packageTypes = new Set(p.files.filter((f) => f !== t.file && dirname(f) === dirname(t.file) && f.endsWith('.java')).map((f) => basename(f, '.java')));
      for (const m of braceMutants({ lang: 'java', body, fileText: stubbed, parsed, target: def, requiredArgs, typeMethods, packageTypes })) {
        if (kind !== undefined && m.kind !== kind) continue;
        writeFileSync(path, m.fileText ?? stubbed);
        answers = { first: m.body, repair: body };
        const result = await implementStubs({ source: createFsRepoSource(p.root), model, retrieve, selection: { kind: 'targets', targets: [{ file: t.file, qualname: def.qualname }] }, headSha: 'bench', temperature: 0, ...(DEPS === undefined ? {} : { dependencies: DEPS }) });
        const r = result.targets[0];
        console.log(`=== ${t.file}:${def.qualname} ${m.kind} (${m.name})`);
        if (m.kind !== 'original') console.log(m.fileText !== undefined ? `(file loses the import of ${m.name})` : m.body);
        console.log('attempt 1:', JSON.stringify({ problems: r?.attempts[0]?.problems, warnings: r?.attempts[0]?.warnings, imports: r?.suggestion?.imports?.map((i) => i.text) }, null, 1));
      }
    } finally {
      writeFileSync(path, original);
    }
  }
} finally {
  await server.close();
  disposePrepared(p);
}
