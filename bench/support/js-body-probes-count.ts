/**
 * `tsx bench/support/js-body-probes-count.ts`: over the JavaScript packages of bench:validate's sets that are installed
 * (tuning data), how many ORIGINAL bodies test a member of `this` (`if (!this.x)`, `this.x &&`) that the rest of their
 * file never names: what a rule "a member probed only inside the body is not a subclass's" would put at risk of a false
 * rejection (held out 15's sweetalert2 Timer.start / perfect-scrollbar onScroll misses are such probes, in the mutant).
 */
import ts from 'typescript';
import { probedThisMembers } from '../../src/core/languages/typescript/check/escapes.js';
import { npmTargets } from './npm-targets.js';
import * as sets from './validate-sets.js';

const all = Object.entries(sets).filter(([k]) => k.startsWith('NPM_VALIDATE_')).flatMap(([, v]) => v as readonly { name: string; kind: 'ts' | 'js'; dir: string }[]);
let bodies = 0;
let risky = 0;
const seen = new Set<string>();
for (const p of all) {
  if (p.kind !== 'js' || seen.has(p.name)) continue;
  seen.add(p.name);
  let targets;
  try { targets = npmTargets(p, 60); } catch { continue; }
  for (const t of targets) {
    bodies++;
    const bodyStart = t.original.text.indexOf(t.body);
    const outside = t.original.text.slice(0, bodyStart) + t.original.text.slice(bodyStart + t.body.length);
    const bodySf = ts.createSourceFile('b.js', t.body, ts.ScriptTarget.ESNext, true);
    for (const name of probedThisMembers(bodySf)) {
      if (new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(outside)) continue;
      risky++;
      console.log(`${p.name} ${t.file}:${t.qualname} probes this.${name}, named nowhere else in the file`);
      break;
    }
  }
}
console.log(`${seen.size} JavaScript packages, ${bodies} original bodies; ${risky} probe a member of this that the rest of the file never names`);
