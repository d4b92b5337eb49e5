/**
 * Go held out 4's population order (session 11, issue 25; the rule is written in go-corpus.ts above GO_DRAW_4):
 * `tsx bench/support/go-draw-4.ts order` prints the first 30 package names of population 4 in mulberry32 seed 1125's
 * order; `tsx bench/support/go-draw-4.ts trees` prints, for those that are installed, the package's tree (the deepest
 * directory under /usr/share/gocode/src holding all its .go files, from `dpkg -L`) and its non-test .go files.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GO_DRAW_3, GOCODE, goSourceCount } from './go-corpus.js';
import { mulberry32 } from './mulberry32.js';

const here = dirname(fileURLToPath(import.meta.url));
const DEV_NAME = /golang-[a-z0-9.+-]*-dev/g;

/** Every golang-*-dev name a script or benchmark set of this repository already names (installed or used before). */
export function goNamedBefore(): Set<string> {
  const texts = [join(here, '..', '..', 'scripts', 'setup-test-deps.sh'), join(here, '..', '..', 'scripts', 'bench-setup.sh'), join(here, 'validate-brace-sets3.ts'), join(here, 'e2e-repos.ts')];
  const names = new Set<string>(GO_DRAW_3.map(([pkg]) => pkg));
  for (const t of texts) for (const m of readFileSync(t, 'utf8').matchAll(DEV_NAME)) names.add(m[0]);
  names.add('golang-golang-x-sys-dev');
  return names;
}

/** Population 4 in draw order: Debian 12's golang-*-dev names less goNamedBefore(), spliced with mulberry32(1125). */
export function goPopulation4Order(n: number): string[] {
  const before = goNamedBefore();
  const pool = readFileSync(join(here, 'go-debian12-dev-packages.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !before.has(l)).sort();
  const random = mulberry32(1125);
  const out: string[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

/** The package's tree: the deepest directory under GOCODE holding all its .go files ('' when it ships none). */
export function treeOf(pkg: string): string {
  let files: string[];
  try {
    files = execFileSync('dpkg', ['-L', pkg], { encoding: 'utf8' }).split('\n').filter((f) => f.startsWith(`${GOCODE}/`) && f.endsWith('.go'));
  } catch {
    return '';
  }
  if (files.length === 0) return '';
  let common = dirname(files[0]!).split('/');
  for (const f of files) {
    const parts = dirname(f).split('/');
    let i = 0;
    while (i < common.length && i < parts.length && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.join('/').slice(GOCODE.length + 1);
}

if (process.argv[1]?.endsWith('go-draw-4.ts')) {
  const order = goPopulation4Order(30);
  if (process.argv[2] === 'trees') {
    for (const pkg of order) {
      const tree = treeOf(pkg);
      const n = tree === '' ? 0 : goSourceCount(tree);
      console.log(`  ['${pkg}', '${tree}', ${n}],`);
    }
  } else console.log(order.join(' '));
}
