/**
 * bench:validate's Python cases: a Debian package copied into a temp repository (bench/support/corpus.ts),
 * targets from CPython's ast, each stubbed in place; its original body and mechanical mutants
 * (bench/support/mutants.ts) as the scripted answers, the original on repair.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normaliseStub } from '../../src/core/generate/validate.js';
import { reindentBlock } from '../../src/core/generate/indent.js';
import { findStubs, parsePython } from '../../src/core/languages/python/index.js';
import { prepareCorpus, stubTarget } from './corpus.js';
import { mutantsOf } from './mutants.js';
import type { PackageRun, ValidateCase, ValidateLanguage } from './validate-core.js';
import { VALIDATE_HELD_OUT_15_PY } from './validate-sets-15-py.js';
import { VALIDATE_HELD_OUT_16_PY } from './validate-sets-16-py.js';
import { VALIDATE_HELD_OUT_17_PY } from './validate-sets-17-py.js';
import { VALIDATE_HELD_OUT_18_PY } from './validate-sets-18-py.js';
import { VALIDATE_HELD_OUT_19_PY } from './validate-sets-19-py.js';
import { VALIDATE_HELD_OUT_20_PY } from './validate-sets-20-py.js';
import { VALIDATE_HELD_OUT_21_PY } from './validate-sets-21-py.js';
import { VALIDATE_HELD_OUT_22_PY } from './validate-sets-22-py.js';
import { VALIDATE_HELD_OUT_2_PY, VALIDATE_HELD_OUT_3_PY, VALIDATE_HELD_OUT_4_PY, VALIDATE_HELD_OUT_5_PY, VALIDATE_HELD_OUT_6_PY, VALIDATE_HELD_OUT_7_PY, VALIDATE_HELD_OUT_8_PY, VALIDATE_HELD_OUT_9_PY, VALIDATE_HELD_OUT_10_PY, VALIDATE_HELD_OUT_11_PY, VALIDATE_HELD_OUT_12_PY, VALIDATE_HELD_OUT_13_PY, VALIDATE_HELD_OUT_14_PY, VALIDATE_HELD_OUT_PY, VALIDATE_TUNING_PY } from './validate-sets.js';

const CLOSURE_SCRIPT = fileURLToPath(new URL('./py-class-closure.py', import.meta.url));
const STAR_SCRIPT = fileURLToPath(new URL('./py-star-binds.py', import.meta.url));

/**
 * What each file's module-level star imports bind (bench/support/py-star-binds.py: CPython's ast over the package,
 * modules outside it imported by python3), keyed by file; 'unknown' when a star-imported module cannot be read.
 * Files without a star import are absent.
 */
function starBinds(root: string, pkg: string): ReadonlyMap<string, ReadonlySet<string> | 'unknown'> | 'unknown' {
  let out: string;
  try {
    out = execFileSync('python3', [STAR_SCRIPT, root, pkg], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'], timeout: 180_000 });
  } catch {
    return 'unknown'; // the script failed or hung (an import it tried): every star import is unknown
  }
  return new Map(Object.entries(JSON.parse(out) as Record<string, string[] | '*'>).map(([f, v]) => [f, v === '*' ? 'unknown' : new Set(v)]));
}

/**
 * Closed or open for every class of the package (bench/support/py-class-closure.py: CPython's ast over the whole
 * package, independent of the check), keyed `file:qualname`: the label of a wrong-member mutant's receiver class.
 * With a dependency directory (`--deps`, held out 14), `closed-dependency` for a class closed only through it.
 */
function classClosure(root: string, pkg: string, dependencies?: string): ReadonlyMap<string, string> {
  const out = execFileSync('python3', [CLOSURE_SCRIPT, root, pkg, ...(dependencies === undefined ? [] : [dependencies])], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return new Map(Object.entries(JSON.parse(out) as Record<string, string>));
}

function* cases(corpus: ReturnType<typeof prepareCorpus>, pkg: string, starRule: boolean, generate: typeof mutantsOf, dependencies?: string): Generator<ValidateCase> {
  let closure: ReadonlyMap<string, string> | undefined;
  let stars: ReturnType<typeof starBinds> | undefined;
  for (const t of corpus.targets) {
    const path = join(corpus.root, ...t.file.split('/'));
    const original = readFileSync(path, 'utf8');
    const restore = stubTarget(corpus.root, t);
    try {
      const stubbed = readFileSync(path, 'utf8');
      const parsed = parsePython(stubbed);
      const stub = findStubs(stubbed, parsed).find((s) => s.qualname === t.qualname && s.defLine === t.defLine);
      const def = parsed.definitions.find((d) => d.qualname === t.qualname && d.range.start === t.defLine);
      if (!stub || !def) continue;
      // As bench/generate.ts: comment lines the stub absorbed belong to the body that replaces it.
      const absorbed = stub.bodyRange.end - t.bodyStart;
      const body = reindentBlock(original.split('\n').slice(Math.min(normaliseStub(stub, def).bodyRange.start, t.bodyStart) - 1, t.bodyEnd + absorbed).join('\n'), '');
      // A needed-import mutant must be wrong: not one whose name a star import of the file still binds (session 18).
      let boundByStar: ((name: string) => boolean) | undefined;
      if (starRule && parsed.imports.some((i) => i.name === '*' && i.scope === undefined)) {
        stars ??= starBinds(corpus.root, pkg);
        const bound = stars === 'unknown' ? 'unknown' : stars.get(t.file);
        boundByStar = (name) => bound === 'unknown' || (bound?.has(name) ?? false);
      }
      for (const m of generate(body, stubbed, parsed, def, t.file.split('/')[0], boundByStar)) {
        if (m.fileText !== undefined) writeFileSync(path, m.fileText);
        let label: string | undefined;
        if (m.receiverClass !== undefined) {
          closure ??= classClosure(corpus.root, pkg, dependencies);
          label = closure.get(`${t.file}:${m.receiverClass}`) ?? 'open';
        }
        try {
          yield { target: { file: t.file, qualname: t.qualname }, kind: m.kind, first: m.body, repair: body, name: m.name, ...(label !== undefined ? { label } : {}) };
        } finally {
          if (m.fileText !== undefined) writeFileSync(path, stubbed);
        }
      }
    } finally {
      restore();
    }
  }
}

export const pythonValidate: ValidateLanguage = {
  language: 'Python',
  fence: 'python',
  kinds: ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import'],
  sets: { tuning: VALIDATE_TUNING_PY, heldout: VALIDATE_HELD_OUT_PY, heldout2: VALIDATE_HELD_OUT_2_PY, heldout3: VALIDATE_HELD_OUT_3_PY, heldout4: VALIDATE_HELD_OUT_4_PY, heldout5: VALIDATE_HELD_OUT_5_PY, heldout6: VALIDATE_HELD_OUT_6_PY, heldout7: VALIDATE_HELD_OUT_7_PY, heldout8: VALIDATE_HELD_OUT_8_PY, heldout9: VALIDATE_HELD_OUT_9_PY, heldout10: VALIDATE_HELD_OUT_10_PY, heldout11: VALIDATE_HELD_OUT_11_PY, heldout12: VALIDATE_HELD_OUT_12_PY, heldout13: VALIDATE_HELD_OUT_13_PY, heldout14: VALIDATE_HELD_OUT_14_PY, heldout15: VALIDATE_HELD_OUT_15_PY, heldout16: VALIDATE_HELD_OUT_16_PY, heldout17: VALIDATE_HELD_OUT_17_PY, heldout18: VALIDATE_HELD_OUT_18_PY, heldout19: VALIDATE_HELD_OUT_19_PY, heldout20: VALIDATE_HELD_OUT_20_PY, heldout21: VALIDATE_HELD_OUT_21_PY, heldout22: VALIDATE_HELD_OUT_22_PY },
  open(pkg: string, seed: number, perPackage: number, options?: { dependencies?: string }): PackageRun {
    return openPython(pkg, seed, perPackage, true, mutantsOf, options?.dependencies);
  },
};

/**
 * The cases of one package. For counts only: `starRule: false` is the generator before session 18's star rule, and
 * `generate` another version of mutants.ts's `mutantsOf` (bench/support/count-py-mutants.ts).
 */
export function openPython(pkg: string, seed: number, perPackage: number, starRule = true, generate: typeof mutantsOf = mutantsOf, dependencies?: string): PackageRun {
  const corpus = prepareCorpus(pkg, seed, perPackage);
  return { root: corpus.root, cases: cases(corpus, pkg, starRule, generate, dependencies), dispose: () => corpus.dispose() };
}
