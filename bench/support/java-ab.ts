/**
 * Dev tool (issue 25): a retrieval switch off and on, side by side per target, on a language's TUNING packages
 * (Java: tuning and held out 1-7, a later held-out set refused; Rust: tuning and held out 1-4, held out 5
 * refused). The benchmark's targets (seed 7, 20 per package) are stubbed once and retrieved twice in this
 * process, the switch flipped on the language object between. `--switch none` retrieves once per target (as
 * "on"): two checkouts' rows, joined by target, compare code changes.
 *   Usage: tsx bench/support/java-ab.ts [--lang java|rust] --switch groupSections|signatureTypeMethods|packageTypes|pathContainers|typeOverImpl|shortBodies|none [--modules m1,m2] [--budgets 6000] [--out FILE.jsonl]
 */
import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { languageFor } from '../../src/core/languages/index.js';
import { JAVA_PACKAGE_TYPES, JAVA_SHORT_BODIES } from '../../src/core/languages/java/language.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { JAVA_TUNING_ALL, javaHeldOut2, javaHeldOut3, javaHeldOut4, javaHeldOut5, javaHeldOut6, javaHeldOut7, prepareJavaCorpus, stubJavaTarget } from './java-corpus.js';
import { recallOf, type BenchTarget } from './recall.js';
import type { Corpus } from './corpus.js';
import { prepareRustCorpus, rustTuningAll, stubRustTarget } from './rust-corpus.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const lang = z.enum(['java', 'rust']).parse(arg('lang') ?? 'java');
const name = z.enum(['groupSections', 'signatureTypeMethods', 'packageTypes', 'pathContainers', 'typeOverImpl', 'shortBodies', 'none']).parse(arg('switch'));
const tuning = new Set(lang === 'java' ? [...JAVA_TUNING_ALL, ...javaHeldOut2(), ...javaHeldOut3(), ...javaHeldOut4(), ...javaHeldOut5(), ...javaHeldOut6(), ...javaHeldOut7()] : rustTuningAll());
const prepare = (mod: string): Corpus => (lang === 'java' ? prepareJavaCorpus(mod, 7, 20) : prepareRustCorpus(mod, 7, 20));
const stub = (root: string, t: BenchTarget): (() => void) => (lang === 'java' ? stubJavaTarget(root, t) : stubRustTarget(root, t));
const modules = arg('modules')?.split(',') ?? [...tuning];
const budgets = (arg('budgets') ?? '6000').split(',').map(Number);
const out = arg('out');
// The retrieval options are read-only in the product; this tool flips one on the live object.
const retrieval = languageFor(lang === 'java' ? 'A.java' : 'a.rs').retrieval as unknown as Record<string, unknown>;
const product = retrieval[name];
// packageTypes is off in the product for Java: its rule object comes from the language folder.
const original = name === 'packageTypes' && lang === 'java' ? JAVA_PACKAGE_TYPES : name === 'shortBodies' && lang === 'java' ? JAVA_SHORT_BODIES : retrieval[name];

for (const mod of modules) {
  if (!tuning.has(mod)) throw new Error(`${mod} is not a ${lang} tuning package; held-out packages are never run here`);
  const corpus = prepare(mod);
  try {
    for (const t of corpus.targets) {
      const restore = stub(corpus.root, t);
      try {
        for (const budget of budgets) {
          const row: Record<string, unknown> = { mod, target: `${t.file}:${t.qualname}`, budget, deps: t.deps.length };
          for (const [label, value] of name === 'none' ? ([['on', true]] as const) : ([['off', false], ['on', true]] as const)) {
            // A boolean switch is flipped; a rule object or number (packageTypes, shortBodies) is taken away for "off".
            if (name !== 'none') retrieval[name] = typeof original === 'object' || typeof original === 'number' ? (value ? original : undefined) : value;
            const r = await retrieve(createFsRepoSource(corpus.root), { file: t.file, qualname: t.qualname }, { retriever: 'dycoder', budgetTokens: budget, maxHops: 10 });
            if (r.tokens > budget) throw new Error(`over budget on ${t.qualname}: ${r.tokens}`);
            const rec = recallOf(r.context, t.deps);
            row[label] = { L: rec.lenient, S: rec.strict, tokens: r.tokens, items: r.items.length, missed: rec.missedStrict.map((d) => `${d.name}${rec.missedLenient.includes(d) ? '' : '(s)'}/${d.via}`) };
          }
          if (name !== 'none') retrieval[name] = product;
          const line = JSON.stringify(row);
          console.log(line);
          if (out !== undefined) appendFileSync(out, `${line}\n`);
        }
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
}
