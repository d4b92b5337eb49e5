/**
 * `npm run bench:stubs` — does `dycoder stubs` find the stubs users write (issue 25)? On the Go and
 * Rust held-out corpora of bench:retrieval (bench/support/go-corpus.ts, rust-corpus.ts), every
 * target the ground truth lists (functions and methods with >= 3 statements and >= 2 dependencies:
 * real code nobody here wrote) is stubbed at once with one idiom, `dycoder stubs --json` runs on the
 * tree, and a target counts as found when the command lists its file and qualname, and as taken when
 * it is neither an interface nor a no-op (what `dycoder implement` takes by default). One row per
 * language and idiom; the bar is >= 95 % found. Writes bench/results/stubs-go-rust.md.
 *
 * Flags: --lang go|rust (default both)   --packages a,b
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { runStubsCommand } from '../src/cli/stubs-command.js';
import type { BenchTarget } from './support/recall.js';
import type { Corpus } from './support/corpus.js';
import { goHeldOut, prepareGoCorpus } from './support/go-corpus.js';
import { prepareRustCorpus, rustHeldOut } from './support/rust-corpus.js';

interface Idiom {
  name: string;
  /** The body lines that replace the target's, given its indent. */
  body: (indent: string) => string[];
}

const IDIOMS: Record<'go' | 'rust', Idiom[]> = {
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
      lines.splice(t.bodyStart - 1, t.bodyEnd - t.bodyStart + 1, ...idiom.body(t.indent));
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

async function measure(lang: 'go' | 'rust', pkg: string): Promise<Row[]> {
  const corpus: Corpus = lang === 'go' ? prepareGoCorpus(pkg, 7, Number.MAX_SAFE_INTEGER) : prepareRustCorpus(pkg, 7, Number.MAX_SAFE_INTEGER);
  const rows: Row[] = [];
  try {
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

function report(rows: readonly Row[], footer: string): string {
  const out = ['# `dycoder stubs` on Go and Rust stubs (issue 25)', '', '| language | idiom | packages | targets | listed | listed (%) | taken by implement | worst package |', '|---|---|---:|---:|---:|---:|---:|---|'];
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
  if (empty.length > 0) out.push('', `No targets (no function with >= 3 statements and >= 2 dependencies): ${empty.join(', ')}.`);
  return [...out, '', missed.length === 0 ? 'Every stubbed target was listed.' : 'Not listed (first five per row):', ...missed, '', footer, ''].join('\n');
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

async function main(): Promise<void> {
  const started = Date.now();
  const load = readFileSync('/proc/loadavg', 'utf8').trim();
  const langs = z.array(z.enum(['go', 'rust'])).parse(flag('lang')?.split(',') ?? ['go', 'rust']);
  const rows: Row[] = [];
  for (const lang of langs) {
    for (const pkg of flag('packages')?.split(',') ?? (lang === 'go' ? goHeldOut() : rustHeldOut())) {
      rows.push(...(await measure(lang, pkg)));
      console.error(`${lang} ${pkg}: done (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  const footer = `Targets: every ground-truth target of the held-out packages of bench:retrieval (the same rule as its targets: >= 3 statements, >= 2 dependencies), all stubbed at once per idiom. Run ${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s; /proc/loadavg before: ${load}.`;
  const md = report(rows, footer);
  console.log(md);
  if (flag('packages') === undefined) writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'results', flag('lang') === undefined ? 'stubs-go-rust.md' : `stubs-${langs.join('-')}.md`), md);
}

await main();
