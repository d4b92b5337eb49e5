/**
 * Go held out 6's population order (session 13, issue 25; the rule is written in go-corpus.ts above GO_DRAW_6):
 * `tsx bench/support/go-draw-6.ts order` prints the first 30 package names of population 6 in mulberry32 seed 1306's
 * order; `tsx bench/support/go-draw-6.ts trees` prints, for those that are installed, the package's tree (the deepest
 * directory under /usr/share/gocode/src holding all its .go files, from `dpkg -L`) and its non-test .go files.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GO_DRAW_4, GO_DRAW_5, goSourceCount } from './go-corpus.js';
import { goNamedBefore, treeOf } from './go-draw-4.js';
import { mulberry32 } from './mulberry32.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Population 6 in draw order: Debian 12's golang-*-dev names less goNamedBefore(), GO_DRAW_4's and GO_DRAW_5's 30, spliced with mulberry32(1306). */
export function goPopulation6Order(n: number): string[] {
  const before = goNamedBefore();
  for (const [pkg] of [...GO_DRAW_4, ...GO_DRAW_5]) before.add(pkg);
  const pool = readFileSync(join(here, 'go-debian12-dev-packages.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !before.has(l)).sort();
  const random = mulberry32(1306);
  const out: string[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

if (process.argv[1]?.endsWith('go-draw-6.ts')) {
  const order = goPopulation6Order(30);
  if (process.argv[2] === 'trees') {
    for (const pkg of order) {
      const tree = treeOf(pkg);
      const n = tree === '' ? 0 : goSourceCount(tree);
      console.log(`  ['${pkg}', '${tree}', ${n}],`);
    }
  } else console.log(order.join(' '));
}
