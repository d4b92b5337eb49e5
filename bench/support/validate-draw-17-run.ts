/**
 * `tsx bench/support/validate-draw-17-run.ts [--population FILE]`: performs held out 17's draw as
 * bench/support/validate-draw-17.ts declares it (population npm.tsv, strata by downloads, seed 7417, round-robin walk, one
 * candidate at a time: `npm view` its size, `npm pack` it into a temporary folder, count its source files and targets),
 * prints the walk, then installs the members into bench/corpora-validate17.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { shuffled, type Stratum } from './blind-draw.js';
import { CORPORA_VALIDATE17_DIR } from './corpus-packages.js';
import { npmDrawExclusions } from './npm-draw-exclusions.js';
import { isDir, kindOf } from './npm-pack-kind.js';
import { installDrawn, readReplay, REPLAY_DRAWN, type DrawnMember } from './npm-draw-members.js';
import { npmTargetsAt } from './npm-targets.js';
import { familyOf } from './validate-draw.js';
import { CUT_OFF_17, downloadStratum17, MAX_UNPACKED_17, MIN_TARGETS_17, NPM_QUOTA_17, TARGET_FILES_17, VALIDATE_SEED_17 } from './validate-draw-17.js';

const { values } = parseArgs({ options: { population: { type: 'string', default: '/work/.library/env/packages/npm.tsv' }, replay: { type: 'string' } } });

const replayed = readReplay(values.replay);

interface Row { name: string; downloads: number; stratum: Stratum }

const STRATA: readonly Stratum[] = ['large', 'medium', 'small'];
function population(file: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [name, , dl] = line.split('\t');
    if (name === undefined || name === '' || name.startsWith('@types/')) continue;
    const downloads = Number(dl);
    const stratum = downloadStratum17(downloads);
    if (stratum !== undefined) rows.push({ name, downloads, stratum });
  }
  return rows;
}

const npmOut = (args: string[], cwd: string, timeout: number): string =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout });

function main(): void {
  const cutOff = Date.parse(CUT_OFF_17);
  const { names, families } = npmDrawExclusions(CORPORA_VALIDATE17_DIR);
  const rows = population(values.population ?? '');
  const orders = new Map(STRATA.map((s, k) => [s, shuffled(rows.filter((r) => r.stratum === s), VALIDATE_SEED_17 + k)] as const));
  console.log(`population: ${rows.length} rows >= 50,000 downloads a month (not @types/): ${STRATA.map((s) => `${s} ${orders.get(s)?.length ?? 0}`).join(', ')}; seed ${VALIDATE_SEED_17}; excluded names ${names.size}, families ${families.size}`);
  const quota = { ts: { ...NPM_QUOTA_17.ts }, js: { ...NPM_QUOTA_17.js } };
  const next = new Map<Stratum, number>(STRATA.map((s) => [s, 0]));
  const drawn: DrawnMember[] = [];
  let checked = 0;
  let passed = 0;
  const open = (s: Stratum): boolean => quota.ts[s] + quota.js[s] > 0 && (next.get(s) ?? 0) < (orders.get(s)?.length ?? 0);
  while (STRATA.some(open)) {
    for (const s of STRATA) {
      if (!open(s)) continue;
      if (Date.now() >= cutOff) { console.log(`CUT-OFF ${CUT_OFF_17} reached after ${checked} candidates checked (${passed} excluded without a look-up)`); return installDrawn(CORPORA_VALIDATE17_DIR, drawn); }
      // The stratum's next row that is not excluded (excluded rows are passed over without a look-up).
      let row: Row | undefined;
      const order = orders.get(s) ?? [];
      for (let i = next.get(s) ?? 0; i < order.length; i++) {
        const r = order[i] as Row;
        next.set(s, i + 1);
        if (names.has(r.name) || families.has(familyOf(r.name))) { passed++; continue; }
        row = r;
        break;
      }
      if (row === undefined) continue;
      checked++;
      const again = replayed.get(row.name);
      if (again !== undefined) {
        console.log(`${again.line} (replayed)`);
        const d = REPLAY_DRAWN.exec(again.outcome);
        if (d === null || again.version === undefined) continue;
        const kind = d[1] as 'ts' | 'js';
        quota[kind][s]--;
        families.add(familyOf(row.name));
        drawn.push({ name: row.name, version: again.version, kind, dir: d[3]!, files: Number(d[2]), stratum: s, downloads: row.downloads });
        continue;
      }
      const tag = `[${new Date().toISOString().slice(11, 19)}] ${s} ${row.name} (${row.downloads}/month)`;
      const tmp = mkdtempSync(join(tmpdir(), 'draw17-'));
      try {
        let version: string;
        try {
          // The registry answers no dist.unpackedSize (the declaration's amendment): npm pack's own count is the bound.
          const packed = JSON.parse(npmOut(['pack', row.name, '--json', '--ignore-scripts'], tmp, 180_000)) as { filename: string; version: string; unpackedSize?: number }[];
          const p = packed[0];
          if (p === undefined) throw new Error('no tarball');
          version = p.version;
          if ((p.unpackedSize ?? 0) > MAX_UNPACKED_17) { console.log(`${tag} ${version}: ${((p.unpackedSize ?? 0) / 1e6).toFixed(1)} MB unpacked (> 25 MB)`); continue; }
          const extracted = join(tmp, 'x');
          mkdirSync(extracted);
          execFileSync('tar', ['xzf', join(tmp, p.filename), '-C', extracted], { stdio: 'ignore', timeout: 120_000 });
        } catch { console.log(`${tag}: npm pack fails`); continue; }
        const root = join(tmp, 'x', 'package');
        if (!isDir(root)) { console.log(`${tag} ${version}: the tarball has no package/ folder`); continue; }
        const k = kindOf(root);
        if (typeof k === 'string') { console.log(`${tag} ${version}: ${k}: not eligible`); continue; }
        const targets = npmTargetsAt(root, { name: row.name, kind: k.kind, dir: k.dir }, TARGET_FILES_17).length;
        const ok = targets >= MIN_TARGETS_17 && quota[k.kind][s] > 0;
        console.log(`${tag} ${version}: ${k.kind}, ${k.files} files under ${k.dir}/, ${targets} targets: ${ok ? 'DRAWN' : targets < MIN_TARGETS_17 ? 'too few targets' : `${k.kind} quota of ${s} full`}`);
        if (!ok) continue;
        quota[k.kind][s]--;
        families.add(familyOf(row.name));
        drawn.push({ name: row.name, version, kind: k.kind, dir: k.dir, files: k.files, stratum: s, downloads: row.downloads });
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    }
  }
  console.log(`every quota full or every list walked after ${checked} candidates checked (${passed} excluded without a look-up)`);
  installDrawn(CORPORA_VALIDATE17_DIR, drawn);
}

main();
