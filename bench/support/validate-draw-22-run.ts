/**
 * `tsx bench/support/validate-draw-22-run.ts [--population FILE] [--replay LOG] [--count]` (--count: the population line
 * only, no look-up): performs held out 22's draw as bench/support/validate-draw-22.ts declares it (held out 21's walk with
 * held out 17's-21's walks' names excluded, seed 9622, caps TS 9 + JS 3 with the generator-count continuation), prints the
 * walk, then installs the members into bench/corpora-validate22.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { shuffled, type Stratum } from './blind-draw.js';
import { CORPORA_VALIDATE22_DIR } from './corpus-packages.js';
import { lockedNames, npmDrawExclusions } from './npm-draw-exclusions.js';
import { bundleShare } from './npm-pack-bundle.js';
import { isDir, kindOf } from './npm-pack-kind.js';
import { installDrawn, readReplay, REPLAY_DRAWN, type DrawnMember } from './npm-draw-members.js';
import { npmTargetsAt } from './npm-targets.js';
import { mutantsOf } from '../../test/support/ts-check-targets.js';
import { familyOf } from './validate-draw.js';
import { downloadStratum17 } from './validate-draw-17.js';
import { MAX_UNPACKED_18, POPULATION_MIN_DOWNLOADS_18 } from './validate-draw-18.js';
import { BUNDLE_SHARE_19 } from './validate-draw-19.js';
import { COUNTED_KINDS_22, CUT_OFF_22, MIN_COUNT_22, MIN_TARGETS_22, NPM_CAP_22, NPM_MIN_22, PREFETCH_22, TARGET_FILES_22, VALIDATE_PER_PACKAGE_22, VALIDATE_PICK_SEED_22, VALIDATE_SEED_22 } from './validate-draw-22.js';

const { values } = parseArgs({ options: { population: { type: 'string', default: '/work/.library/env/packages/npm.tsv' }, replay: { type: 'string' }, count: { type: 'boolean', default: false } } });

const replayed = readReplay(values.replay);
/** `--replay LOG`: each drawn member's own generator counts, from its `  counts NAME: generator counts (...): k n, ...;` line. */
const countLines = new Map<string, Record<string, number>>();
if (values.replay !== undefined) {
  for (const line of readFileSync(values.replay, 'utf8').split('\n')) {
    const m = /^ {2}counts (\S+): generator counts \(\d+ targets\): ([^;]*);/.exec(line);
    if (m === null) continue;
    const own: Record<string, number> = {};
    for (const part of m[2]!.split(', ')) { const [k, n] = part.split(' '); if (k !== undefined && n !== undefined) own[k] = Number(n); }
    countLines.set(m[1]!, own);
  }
}

interface Row { name: string; downloads: number; stratum: Stratum }
interface Listed { path: string; size: number }
interface Listing { version: string; unpackedSize?: number; files?: Listed[] }
const STRATA: readonly Stratum[] = ['large', 'medium', 'small'];
const BENCH = join(CORPORA_VALIDATE22_DIR, '..');
const WALK_LINE = /^\[\d\d:\d\d:\d\d\] (?:large|medium|small) (\S+) \(/;
const TEST_SEGMENT = /(^|\/)(tests?|__tests__|spec|node_modules|examples?|benchmarks?)\//;

/** Held out 18's exclusions, plus held out 17's-21's walks (names and families) and every locked name (names). */
function exclusions(): { names: Set<string>; families: Set<string>; walks: number; locked: number } {
  const { names, families } = npmDrawExclusions(CORPORA_VALIDATE22_DIR);
  const walked = new Set<string>();
  for (const f of readdirSync(join(BENCH, 'results')).filter((f) => /^validate-draw-(?:1[789]|2[01])-walk.*\.txt$/.test(f))) {
    for (const line of readFileSync(join(BENCH, 'results', f), 'utf8').split('\n')) {
      const m = WALK_LINE.exec(line);
      if (m !== null) walked.add(m[1]!);
    }
  }
  for (const n of walked) { names.add(n); families.add(familyOf(n)); }
  const locked = new Set<string>();
  for (const lock of [join(BENCH, '..', 'package-lock.json'), ...readdirSync(BENCH).filter((c) => c.startsWith('corpora') && join(BENCH, c) !== CORPORA_VALIDATE22_DIR).map((c) => join(BENCH, c, 'package-lock.json'))]) {
    for (const n of lockedNames(lock)) locked.add(n);
  }
  for (const n of locked) names.add(n);
  return { names, families, walks: walked.size, locked: locked.size };
}

function population(file: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [name, , dl] = line.split('\t');
    if (name === undefined || name === '' || name.startsWith('@types/')) continue;
    const downloads = Number(dl);
    if (!(downloads >= POPULATION_MIN_DOWNLOADS_18)) continue;
    const stratum = downloadStratum17(downloads);
    if (stratum !== undefined) rows.push({ name, downloads, stratum });
  }
  return rows;
}

/** Step A (held out 18's and 19's, unchanged): from the file list only, whether step C and D can pass for a kind whose quota is open, or why not. */
function fileListCheck(files: readonly Listed[], jsOpen: boolean): string | undefined {
  const small = (f: Listed): boolean => f.size < 100_000;
  const tsFiles = files.filter((f) => f.path.startsWith('src/') && /\.(ts|tsx)$/.test(f.path) && !f.path.endsWith('.d.ts') && small(f)).length;
  if (tsFiles >= MIN_TARGETS_22) return undefined;
  const js = ['src', 'lib'].map((dir) => {
    const inDir = files.filter((f) => f.path.startsWith(`${dir}/`));
    const outsideTests = inDir.filter((f) => !TEST_SEGMENT.test(f.path.slice(dir.length)));
    return {
      dir,
      js: inDir.filter((f) => /\.(js|cjs|mjs)$/.test(f.path) && !/\.min\.[cm]?js$/.test(f.path) && small(f)).length,
      build: outsideTests.some((f) => (/\.(ts|tsx)$/.test(f.path) && !f.path.endsWith('.d.ts')) || /\.d\.[cm]?ts$|\.map$/.test(f.path)),
    };
  });
  if (jsOpen && js.some((d) => d.js >= MIN_TARGETS_22 && !d.build)) return undefined;
  return `file list: ${tsFiles} src/ .ts files; ${js.map((d) => `${d.dir}/ ${d.js} .js${d.build ? ' (with .ts, declarations or maps)' : ''}`).join(', ')}${jsOpen ? '' : ' (js cap full)'}`;
}

const npmOut = (args: string[], cwd: string, timeout: number): string =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout });

/** `npm pack --dry-run --json <name>` in a folder of its own, asynchronously (asked ahead of the decision). */
function listing(name: string): Promise<Listing | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'draw22-list-'));
  return new Promise((resolve) => {
    execFile('npm', ['pack', name, '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 }, (err, stdout) => {
      rmSync(dir, { recursive: true, force: true });
      if (err !== null) { resolve(undefined); return; }
      try { resolve((JSON.parse(stdout) as Listing[])[0]); } catch { resolve(undefined); }
    });
  });
}

/** The walk's order (held out 18's rule: the stratum whose consumed fraction is the lowest), excluded rows marked. */
function walkOrder(orders: ReadonlyMap<Stratum, readonly Row[]>): Row[] {
  const next = new Map<Stratum, number>(STRATA.map((s) => [s, 0]));
  const size = (s: Stratum): number => orders.get(s)?.length ?? 0;
  const out: Row[] = [];
  for (;;) {
    const open = STRATA.filter((s) => (next.get(s) ?? 0) < size(s));
    if (open.length === 0) return out;
    const s = open.reduce((a, b) => ((next.get(b) ?? 0) / size(b) < (next.get(a) ?? 0) / size(a) ? b : a));
    const i = next.get(s) ?? 0;
    next.set(s, i + 1);
    out.push(orders.get(s)![i]!);
  }
}

async function main(): Promise<void> {
  const cutOff = Date.parse(CUT_OFF_22);
  const { names, families, walks, locked } = exclusions();
  const rows = population(values.population ?? '');
  const orders = new Map(STRATA.map((s, k) => [s, shuffled(rows.filter((r) => r.stratum === s), VALIDATE_SEED_22 + k)] as const));
  const excluded = (r: Row): boolean => names.has(r.name) || families.has(familyOf(r.name));
  console.log(`population: ${rows.length} rows >= 50,000 downloads a month (not @types/): ${STRATA.map((s) => `${s} ${orders.get(s)?.length ?? 0}`).join(', ')}; seed ${VALIDATE_SEED_22}; excluded names ${names.size} (held out 17's-21's walks ${walks}, locked trees ${locked}), families ${families.size}; rows excluded ${rows.filter(excluded).length}`);
  if (values.count) return;
  const order = walkOrder(orders);
  const reached = new Map<Stratum, number>(STRATA.map((s) => [s, 0]));
  const asked = new Map<string, Promise<Listing | undefined>>();
  let ahead = 0;
  /** Asks for the file lists of the next candidates not excluded now and not replayed, up to PREFETCH_22 in flight. */
  const askAhead = (from: number): void => {
    let inFlight = [...asked.keys()].length;
    for (let j = Math.max(from, ahead); j < order.length && inFlight < PREFETCH_22; j++) {
      ahead = j + 1;
      const r = order[j]!;
      if (excluded(r) || replayed.has(r.name) || asked.has(r.name)) continue;
      asked.set(r.name, listing(r.name));
      inFlight++;
    }
  };
  const quota = { ...NPM_CAP_22 };
  const counts = new Map<string, number>(COUNTED_KINDS_22.map((k) => [k, 0]));
  const drawnOf = (k: 'ts' | 'js'): number => NPM_CAP_22[k] - quota[k];
  /** The continuation's stop: the least of each kind drawn and every counted kind at MIN_COUNT_22 (the generator's counts only). */
  const enough = (): boolean => drawnOf('ts') >= NPM_MIN_22.ts && drawnOf('js') >= NPM_MIN_22.js && COUNTED_KINDS_22.every((k) => (counts.get(k) ?? 0) >= MIN_COUNT_22);
  /** The generator alone on the packed tarball: bench:validate's seeded pick, mutantsOf per target (no DyCoder code runs). */
  const countMutants = (root: string, p: { name: string; kind: 'ts' | 'js'; dir: string }): string => {
    const all = npmTargetsAt(root, p).map((t, i) => ({ t, name: `${String(i).padStart(5, '0')}` }));
    const picked = shuffled(all, VALIDATE_PICK_SEED_22).slice(0, VALIDATE_PER_PACKAGE_22).map((x) => x.t);
    const own = new Map<string, number>();
    for (const t of picked) {
      let ms: { kind: string }[] = [];
      try { ms = mutantsOf(t); } catch { ms = []; }
      for (const m of ms) own.set(m.kind, (own.get(m.kind) ?? 0) + 1);
    }
    for (const k of COUNTED_KINDS_22) counts.set(k, (counts.get(k) ?? 0) + (own.get(k) ?? 0));
    return `generator counts (${picked.length} targets): ${COUNTED_KINDS_22.map((k) => `${k} ${own.get(k) ?? 0}`).join(', ')}; running totals ${COUNTED_KINDS_22.map((k) => `${k} ${counts.get(k) ?? 0}`).join(', ')}`;
  };
  const drawn: DrawnMember[] = [];
  let checked = 0;
  let passed = 0;
  let packed = 0;
  for (let i = 0; ; i++) {
    if (quota.ts + quota.js <= 0) { console.log(`both caps full after ${checked} candidates checked (${packed} packed; ${passed} excluded without a look-up)`); break; }
    if (enough()) { console.log(`the continuation's stop: ${drawnOf('ts')} TypeScript + ${drawnOf('js')} JavaScript drawn and every counted kind at ${MIN_COUNT_22} or more, after ${checked} candidates checked (${packed} packed; ${passed} excluded without a look-up)`); break; }
    if (Date.now() >= cutOff) { console.log(`CUT-OFF ${CUT_OFF_22} reached after ${checked} candidates checked (${packed} packed; ${passed} excluded without a look-up)`); break; }
    if (i >= order.length) { console.log(`every list walked after ${checked} candidates checked`); break; }
    const row = order[i]!;
    const s = row.stratum;
    reached.set(s, (reached.get(s) ?? 0) + 1);
    if (excluded(row)) { passed++; asked.delete(row.name); continue; }
    checked++;
    const again = replayed.get(row.name);
    if (again !== undefined) {
      console.log(`${again.line} (replayed)`);
      if (again.outcome.startsWith('file list:') || again.version === undefined) continue;
      const d = REPLAY_DRAWN.exec(again.outcome);
      packed++;
      if (d === null) continue;
      const kind = d[1] as 'ts' | 'js';
      quota[kind]--;
      families.add(familyOf(row.name));
      drawn.push({ name: row.name, version: again.version, kind, dir: d[3]!, files: Number(d[2]), stratum: s, downloads: row.downloads });
      // A replayed member's counts: its `  counts NAME: ...` line of the earlier walk (LOG), read back.
      const c = countLines.get(row.name);
      if (c !== undefined) for (const k of COUNTED_KINDS_22) counts.set(k, (counts.get(k) ?? 0) + (c[k] ?? 0));
      continue;
    }
    if (!asked.has(row.name)) asked.set(row.name, listing(row.name));
    askAhead(i + 1);
    const p = await asked.get(row.name)!;
    asked.delete(row.name);
    askAhead(i + 1);
    const tag = `[${new Date().toISOString().slice(11, 19)}] ${s} ${row.name} (${row.downloads}/month)`;
    // A. The tarball's file list and sizes only.
    if (p === undefined) { console.log(`${tag}: file list: npm pack --dry-run fails`); continue; }
    const version = p.version;
    if ((p.unpackedSize ?? 0) > MAX_UNPACKED_18) { console.log(`${tag} ${version}: file list: ${((p.unpackedSize ?? 0) / 1e6).toFixed(1)} MB unpacked (> 25 MB)`); continue; }
    const why = fileListCheck(p.files ?? [], quota.js > 0);
    if (why !== undefined) { console.log(`${tag} ${version}: ${why}`); continue; }
    const tmp = mkdtempSync(join(tmpdir(), 'draw22-'));
    try {
      // B. Packed and extracted.
      packed++;
      try {
        const t = (JSON.parse(npmOut(['pack', `${row.name}@${version}`, '--json', '--ignore-scripts'], tmp, 180_000)) as { filename: string }[])[0];
        if (t === undefined) throw new Error('no tarball');
        mkdirSync(join(tmp, 'x'));
        execFileSync('tar', ['xzf', join(tmp, t.filename), '-C', join(tmp, 'x')], { stdio: 'ignore', timeout: 120_000 });
      } catch { console.log(`${tag} ${version}: npm pack fails`); continue; }
      const root = join(tmp, 'x', 'package');
      if (!isDir(root)) { console.log(`${tag} ${version}: the tarball has no package/ folder`); continue; }
      // C. Held out 17's kind rule, then (JavaScript) the bundle test; D. the targets.
      const k = kindOf(root);
      if (typeof k === 'string') { console.log(`${tag} ${version}: ${k}: not eligible`); continue; }
      if (k.kind === 'js') {
        const b = bundleShare(root, k.dir);
        if (b.files > 0 && b.marked >= BUNDLE_SHARE_19 * b.files) { console.log(`${tag} ${version}: ${b.marked} of ${b.files} ${k.dir}/ files carry a bundler's mark (a bundle): not eligible`); continue; }
      }
      const targets = npmTargetsAt(root, { name: row.name, kind: k.kind, dir: k.dir }, TARGET_FILES_22).length;
      const ok = targets >= MIN_TARGETS_22 && quota[k.kind] > 0;
      console.log(`${tag} ${version}: ${k.kind}, ${k.files} files under ${k.dir}/, ${targets} targets: ${ok ? 'DRAWN' : targets < MIN_TARGETS_22 ? 'too few targets' : `${k.kind} cap full`}`);
      if (!ok) continue;
      quota[k.kind]--;
      families.add(familyOf(row.name));
      drawn.push({ name: row.name, version, kind: k.kind, dir: k.dir, files: k.files, stratum: s, downloads: row.downloads });
      console.log(`  counts ${row.name}: ${countMutants(root, { name: row.name, kind: k.kind, dir: k.dir })}`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  await Promise.all(asked.values());
  console.log(`walked: ${STRATA.map((s) => `${s} ${reached.get(s) ?? 0} of ${orders.get(s)?.length ?? 0} rows`).join(', ')}`);
  installDrawn(CORPORA_VALIDATE22_DIR, drawn);
}

await main();
