/**
 * `tsx bench/support/js-body-probes-count.ts`: over the JavaScript packages of bench:validate's sets that are installed
 * (tuning data), how many ORIGINAL bodies test a member of `this` (`if (!this.x)`, `this.x &&`) that the rest of their
 * file never names: what a rule "a member probed only inside the body is not a subclass's" would put at risk of a false
 * rejection (held out 15's sweetalert2 Timer.start / perfect-scrollbar onScroll misses are such probes, in the mutant).
 * Session 25: and how many test one that their whole file (body included) names only in that test, which the JavaScript
 * probe escape (check/escapes.ts probedThisMembers) no longer counts: the rule's false rejections at most.
 */
import ts from 'typescript';
import { thisProbes } from '../../src/core/languages/typescript/check/escapes.js';
import { npmTargets } from './npm-targets.js';
import * as sets from './validate-sets.js';

const all = Object.entries(sets).filter(([k]) => k.startsWith('NPM_VALIDATE_')).flatMap(([, v]) => v as readonly { name: string; kind: 'ts' | 'js'; dir: string }[]);
let bodies = 0;
let risky = 0;
let once = 0;
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
    const inBody = thisProbes(ts.createSourceFile('b.js', t.body, ts.ScriptTarget.ESNext, true)).probed;
    const inFile = thisProbes(ts.createSourceFile(t.file, t.original.text, ts.ScriptTarget.ESNext, true)).mentions;
    for (const name of inBody) {
      if (new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(outside)) continue;
      risky++;
      console.log(`${p.name} ${t.file}:${t.qualname} probes this.${name}, named nowhere else in the file`);
      break;
    }
    for (const name of inBody) {
      if ((inFile.get(name) ?? 0) >= 2) continue;
      once++;
      console.log(`${p.name} ${t.file}:${t.qualname} probes this.${name}, named only there in the whole file (session 25's rule does not count it)`);
      break;
    }
  }
}
console.log(`${seen.size} JavaScript packages, ${bodies} original bodies; ${risky} probe a member of this that the rest of the file never names; ${once} probe one their whole file names only in that test`);
