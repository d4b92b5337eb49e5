/**
 * `tsx bench/support/blind-draw-78-run.ts`: performs the draw of held out 7 and 8 declared in
 * blind-draw-78.ts and prints the walk. Eligibility on ground truth alone (no retriever runs): >= 5 targets.
 */
import { drawSets } from './blind-draw.js';
import { fillShort, population78, SEED_78 } from './blind-draw-78.js';
import { prepareNpmCorpus } from './npm-corpus.js';
import { familyOf } from './validate-draw.js';

const MIN_TARGETS = 5;
const population = population78();
console.log(`population: ${population.length} packages (${population.filter((p) => p.kind === 'ts').length} TypeScript sources)`);
const eligible = (p: (typeof population)[number]): boolean => {
  try {
    const c = prepareNpmCorpus(p, 7, 30);
    const n = c.targets.length;
    c.dispose();
    console.error(`${p.name}: ${n} targets`);
    return n >= MIN_TARGETS;
  } catch (error) {
    console.error(`${p.name}: ${String(error)}`);
    return false;
  }
};
const { sets, walk } = drawSets(population, SEED_78, eligible, 7, familyOf);
walk.push(...fillShort(sets, population, SEED_78, eligible));
console.log(walk.join('\n'));
sets.forEach((s, i) => console.log(`held out ${i + 7}: ${s.map((p) => `${p.name} ${p.version} (${p.kind}, ${p.dir}, ${p.files})`).join(', ')}`));
