/**
 * `npm run bench:stubs` — does `dycoder stubs` find the stubs users write (issue 25)? On the Go,
 * Rust and Java held-out corpora of bench:retrieval (bench/support/go-corpus.ts, rust-corpus.ts,
 * java-corpus.ts), every target the ground truth lists (functions and methods with >= 3 statements
 * and >= 2 dependencies for Go and Rust; every method and constructor javac's attribution offers
 * with a body of its own lines for Java: real code nobody here wrote) is stubbed at once with one
 * idiom, `dycoder stubs --json` runs on the tree, and a target counts as found when the command
 * lists its file and qualname, and as taken when it is neither an interface nor a no-op (what
 * `dycoder implement` takes by default). One row per language and idiom; the bar is >= 95 % found.
 * Writes bench/results/stubs-go-rust-java.md (one language: stubs-<lang>.md).
 *
 * Flags: --lang go|rust|java (default all three)   --packages a,b
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { runStubsCommand } from '../src/cli/stubs-command.js';
import type { BenchTarget } from './support/recall.js';
import type { Corpus } from './support/corpus.js';
import { goHeldOut, prepareGoCorpus } from './support/go-corpus.js';
import { javaHeldOut7, prepareJavaCorpus } from './support/java-corpus.js';
import { prepareRustCorpus, rustHeldOut } from './support/rust-corpus.js';

type Lang = 'go' | 'rust' | 'java';

interface Idiom {
  name: string;
  /** The body lines that replace the target's, given its indent and its declaration's lines (signature to `{`). */
  body: (indent: string, declaration: string, name: string) => string[];
}

const JAVA_PRIMITIVES = new Set(['byte', 'short', 'int', 'long', 'float', 'double', 'char']);

/**
 * What an IDE writes under `// TODO Auto-generated method stub`: the return type's default value
 * (`return null;` / `0` / `false`), nothing for `void` or a constructor. The return type is the
 * word before the method's name in its declaration, annotations and generics aside; a constructor
 * has a modifier (or nothing) there.
 */
function ideDefaultReturn(declaration: string, name: string): string[] {
  const flat = declaration.replace(/\/\/[^\n]*/g, ' ').replace(/\s+/g, ' ');
  const at = new RegExp(`(\\S+)\\s+${name}\\s*\\(`).exec(flat);
  const word = at?.[1] ?? '';
  if (word === 'void' || word === '' || /^(public|protected|private|static|final|synchronized|native|strictfp|abstract|default)$/.test(word) || word.startsWith('@')) return [];
  if (word === 'boolean') return ['return false;'];
  if (JAVA_PRIMITIVES.has(word)) return ['return 0;'];
  return ['return null;'];
}

const IDIOMS: Record<Lang, Idiom[]> = {
  go: [
    { name: 'panic("not implemented")', body: (i) => [`${i}panic("not implemented")`] },
    { name: 'panic("TODO")', body: (i) => [`${i}panic("TODO")`] },
    { name: 'panic("unimplemented") (gopls)', body: (i) => [`${i}panic("unimplemented")`] },
    { name: '// TODO line + panic("not implemented")', body: (i) => [`${i}// TODO: implement`, `${i}panic("not implemented")`] },
  ],
  rust: [
    { name: 'todo!()', body: (i) => [`${i}todo!()`] },
    { name: 'todo!("message")', body: (i) => [`${i}todo!("read the header first")`] },
    { name: 'unimplemented!()', body: (i) => [`${i}unimplemented!()`] },
    { name: 'unimplemented!("message")', body: (i) => [`${i}unimplemented!("not yet: {}", 1)`] },
    { name: '// TODO line + todo!()', body: (i) => [`${i}// TODO: implement`, `${i}todo!()`] },
  ],
  java: [
    { name: 'throw new UnsupportedOperationException()', body: (i) => [`${i}throw new UnsupportedOperationException();`] },
    { name: 'throw new UnsupportedOperationException("Not implemented yet")', body: (i) => [`${i}throw new UnsupportedOperationException("Not implemented yet");`] },
    { name: '// TODO line + throw new UnsupportedOperationException("later")', body: (i) => [`${i}// TODO`, `${i}throw new UnsupportedOperationException("later");`] },
    {
      name: '// TODO Auto-generated method stub + default return (IDE)',
      body: (i, declaration, name) => [`${i}// TODO Auto-generated method stub`, ...ideDefaultReturn(declaration, name).map((l) => `${i}${l}`)],
    },
  ],
};

const foundSchema = z.object({ stubs: z.array(z.object({ file: z.string(), qualname: z.string(), interface: z.boolean(), noOp: z.boolean() })) });

/** Stubs every target of the corpus with the idiom (bottom-up per file); returns a restorer. */
function stubAll(root: string, targets: readonly BenchTarget[], idiom: Idiom): () => void {
  const originals = new Map<string, string>();
  for (const file of new Set(targets.map((t) => t.file))) {
    const path = join(root, ...file.split('/'));
    const original = readFileSync(path, 'utf8');
    originals.set(path, original);
    const lines = original.split('\n');
    for (const t of targets.filter((x) => x.file === file).sort((a, b) => b.bodyStart - a.bodyStart)) {
      const declaration = lines.slice(t.defLine - 1, t.bodyStart - 1).join('\n');
      lines.splice(t.bodyStart - 1, t.bodyEnd - t.bodyStart + 1, ...idiom.body(t.indent, declaration, t.qualname.split('.').at(-1) ?? t.qualname));
    }
    writeFileSync(path, lines.join('\n'));
  }
  return () => {
    for (const [path, text] of originals) writeFileSync(path, text);
  };
}

async function listed(root: string): Promise<z.infer<typeof foundSchema>> {
  let out = '';
  const io = { stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => process.stderr.write(s) } };
  const code = await runStubsCommand(['--repo', root, '--json'], io);
  if (code !== 0) throw new Error(`dycoder stubs exited ${code}`);
  return foundSchema.parse(JSON.parse(out));
}

interface Row { lang: string; idiom: string; pkg: string; targets: number; found: number; taken: number; missed: string[] }

/** What `dycoder stubs` lists in the package as it ships (nothing stubbed by the bench): each a real stub or a false alarm. */
interface Untouched { lang: string; pkg: string; listed: string[] }

const PREPARE: Record<Lang, (pkg: string) => Corpus> = {
  go: (pkg) => prepareGoCorpus(pkg, 7, Number.MAX_SAFE_INTEGER),
  rust: (pkg) => prepareRustCorpus(pkg, 7, Number.MAX_SAFE_INTEGER),
  java: (pkg) => prepareJavaCorpus(pkg, 7, Number.MAX_SAFE_INTEGER),
};
const HELD_OUT: Record<Lang, () => string[]> = { go: goHeldOut, rust: rustHeldOut, java: javaHeldOut7 };

async function measure(lang: Lang, pkg: string, untouched: Untouched[]): Promise<Row[]> {
  const corpus = PREPARE[lang](pkg);
  const rows: Row[] = [];
  try {
    const before = await listed(corpus.root);
    untouched.push({ lang, pkg, listed: before.stubs.filter((s) => !s.interface && !s.noOp).map((s) => `${s.file}:${s.qualname}`) });
    for (const idiom of IDIOMS[lang]) {
      const restore = stubAll(corpus.root, corpus.targets, idiom);
      try {
        const { stubs } = await listed(corpus.root);
        const byKey = new Map(stubs.map((s) => [`${s.file}:${s.qualname}`, s]));
        const hits = corpus.targets.map((t) => byKey.get(`${t.file}:${t.qualname}`));
        rows.push({
          lang, idiom: idiom.name, pkg, targets: corpus.targets.length,
          found: hits.filter((h) => h !== undefined).length,
          taken: hits.filter((h) => h !== undefined && !h.interface && !h.noOp).length,
          missed: corpus.targets.filter((_, i) => hits[i] === undefined).map((t) => `${t.file}:${t.qualname}`),
        });
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
  return rows;
}

const pct = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);

function report(rows: readonly Row[], untouched: readonly Untouched[], footer: string): string {
  const out = ['# `dycoder stubs` on Go, Rust and Java stubs (issue 25)', '', '| language | idiom | packages | targets | listed | listed (%) | taken by implement | worst package |', '|---|---|---:|---:|---:|---:|---:|---|'];
  const keys = [...new Set(rows.map((r) => `${r.lang}\0${r.idiom}`))];
  for (const key of keys) {
    const [lang, idiom] = key.split('\0') as [string, string];
    const rs = rows.filter((r) => r.lang === lang && r.idiom === idiom);
    const t = rs.reduce((a, r) => a + r.targets, 0);
    const f = rs.reduce((a, r) => a + r.found, 0);
    const k = rs.reduce((a, r) => a + r.taken, 0);
    const worst = rs.filter((r) => r.targets > 0).sort((a, b) => a.found / a.targets - b.found / b.targets)[0];
    out.push(`| ${lang} | \`${idiom}\` | ${rs.length} | ${t} | ${f} | **${pct(f, t)}** | ${k} (${pct(k, t)}) | ${worst?.pkg ?? '-'} ${pct(worst?.found ?? 0, worst?.targets ?? 0)} |`);
  }
  const missed = rows.filter((r) => r.missed.length > 0).map((r) => `- ${r.lang} \`${r.idiom}\` ${r.pkg}: ${r.missed.slice(0, 5).join(', ')}${r.missed.length > 5 ? ` and ${r.missed.length - 5} more` : ''}`);
  const empty = [...new Set(rows.filter((r) => r.targets === 0).map((r) => `${r.lang} ${r.pkg}`))];
  if (empty.length > 0) out.push('', `No targets (no function the ground truth offers): ${empty.join(', ')}.`);
  const shipped = untouched.map((u) => `- ${u.lang} ${u.pkg}: ${u.listed.length}${u.listed.length > 0 ? ` (${u.listed.slice(0, 5).join(', ')}${u.listed.length > 5 ? ` and ${u.listed.length - 5} more` : ''})` : ''}`);
  const before = ['', 'Listed in the packages as they ship, before any stubbing, taken by `implement` by default (a real stub, or a false alarm to read):', ...shipped];
  return [...out, '', missed.length === 0 ? 'Every stubbed target was listed.' : 'Not listed (first five per row):', ...missed, ...before, '', footer, ''].join('\n');
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

async function main(): Promise<void> {
  const started = Date.now();
  const load = readFileSync('/proc/loadavg', 'utf8').trim();
  const langs = z.array(z.enum(['go', 'rust', 'java'])).parse(flag('lang')?.split(',') ?? ['go', 'rust', 'java']);
  const rows: Row[] = [];
  const untouched: Untouched[] = [];
  for (const lang of langs) {
    for (const pkg of flag('packages')?.split(',') ?? HELD_OUT[lang]()) {
      rows.push(...(await measure(lang, pkg, untouched)));
      console.error(`${lang} ${pkg}: done (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  const footer = `Targets: every ground-truth target of the held-out packages of bench:retrieval (Go and Rust: held out 1, its rule of >= 3 statements and >= 2 dependencies; Java: held out 7, every method or constructor javac's attribution offers), all stubbed at once per idiom. Run ${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s; /proc/loadavg before: ${load}.`;
  const md = report(rows, untouched, footer);
  console.log(md);
  if (flag('packages') === undefined) writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'results', flag('lang') === undefined ? 'stubs-go-rust-java.md' : `stubs-${langs.join('-')}.md`), md);
}

await main();
