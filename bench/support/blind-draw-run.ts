/**
 * `tsx bench/support/blind-draw-run.ts ts|py`: performs the draw of held out 5 and 6 declared in
 * blind-draw.ts and prints the walk. Eligibility is checked on ground truth alone (no retriever runs):
 * at least 5 targets; for Python the drawn Debian package is installed with apt-get, and its package
 * directory under dist-packages must hold a number of .py files in the stratum's range.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLIND_SEED, BLIND_SEED_78, TS_POPULATION, drawSets, familyOf, stratumOf, type Stratum } from './blind-draw.js';
import { DIST_PACKAGES, prepareCorpus } from './corpus.js';
import { HELD_OUT_5_DEBIAN, HELD_OUT_6_DEBIAN } from './packages.js';
import { prepareTsCorpus } from './ts-corpus.js';

const MIN_TARGETS = 5;

function pyFiles(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) n += e.name === 'tests' || e.name === 'test' || e.name === '__pycache__' ? 0 : pyFiles(join(dir, e.name));
    else if (e.name.endsWith('.py') && !e.name.startsWith('test_')) n += 1;
  }
  return n;
}

/** Installed-Size bands the Python draw samples from (the file-count strata are checked after install). */
function pyBand(kb: number): Stratum | undefined {
  return kb < 300 ? 'small' : kb < 1500 ? 'medium' : kb < 20000 ? 'large' : undefined;
}

/** The package directory a Debian package installs under dist-packages (the one with most .py files). */
function topLevelOf(deb: string): string | undefined {
  const listed = execFileSync('dpkg', ['-L', deb], { encoding: 'utf8' }).split('\n');
  const dirs = new Set(listed.map((p) => /^\/usr\/lib\/python3\/dist-packages\/([A-Za-z_][A-Za-z0-9_]*)\/__init__\.py$/.exec(p)?.[1]).filter((d): d is string => d !== undefined));
  return [...dirs].sort((a, b) => pyFiles(join(DIST_PACKAGES, b)) - pyFiles(join(DIST_PACKAGES, a)))[0];
}

function targetsOk(make: () => { targets: unknown[]; dispose: () => void }): boolean {
  try {
    const c = make();
    const n = c.targets.length;
    c.dispose();
    return n >= MIN_TARGETS;
  } catch (error) {
    console.error(String(error));
    return false;
  }
}

const lang = process.argv[2];
if (lang === 'ts') {
  const { sets, walk } = drawSets(TS_POPULATION, BLIND_SEED, (p) => targetsOk(() => prepareTsCorpus(p.name, 7, 30)));
  console.log(walk.join('\n'));
  sets.forEach((s, i) => console.log(`held out ${i + 5}: ${s.map((p) => `${p.name} ${p.version} (${p.files})`).join(', ')}`));
} else if (lang === 'py' || lang === 'py78') {
  // py78: held out 7 and 8, the same population less the families of held out 5 and 6, another seed.
  const second = lang === 'py78';
  const drawn = new Set([...HELD_OUT_5_DEBIAN, ...HELD_OUT_6_DEBIAN].map(familyOf));
  const population = readFileSync(new URL('./py-population.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t')).map(([name = '', kb = '0']) => ({ name, kb: Number(kb) }))
    .filter((p) => !second || !drawn.has(familyOf(p.name)));
  const files = new Map<string, { top: string; files: number }>();
  // The draw walks Installed-Size bands; `files` is the band's nominal count until installed.
  const nominal = { small: 5, medium: 30, large: 100 } as const;
  const banded = population.flatMap((p) => { const b = pyBand(p.kb); return b === undefined ? [] : [{ ...p, files: nominal[b] }]; });
  const { sets, walk } = drawSets(banded, second ? BLIND_SEED_78 : BLIND_SEED, (p) => {
    execFileSync('apt-get', ['install', '-y', '-q', '-o', 'DPkg::Lock::Timeout=300', '--no-install-recommends', p.name], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const top = topLevelOf(p.name);
    if (top === undefined || !existsSync(join(DIST_PACKAGES, top))) return false;
    const n = pyFiles(join(DIST_PACKAGES, top));
    files.set(p.name, { top, files: n });
    console.error(`${p.name}: ${top}, ${n} .py files`);
    return n >= 5 && stratumOf(n) === stratumOf(p.files) && targetsOk(() => prepareCorpus(top, 7, 40));
  }, second ? 7 : 5);
  console.log(walk.join('\n'));
  sets.forEach((s, i) => console.log(`held out ${i + (second ? 7 : 5)}: ${s.map((p) => `${p.name} -> ${files.get(p.name)?.top} (${files.get(p.name)?.files} files)`).join(', ')}`));
} else {
  throw new Error('usage: tsx bench/support/blind-draw-run.ts ts|py|py78');
}
