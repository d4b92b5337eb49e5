/**
 * Dev tool (issue 22, session 18): `tsx bench/support/count-js-extra-args.ts` — over every JavaScript package of
 * bench:validate's tuning set and held out 1-10 (all tuning data now), every call the wrong-arity mutant generator could
 * take (test/support/ts-check-targets.ts: `f(...)` / `this.f(...)` where `f` is a function or method declared once in the
 * same file, with no rest parameter and no `arguments` in it): how many pass MORE arguments than it declares, FEWER, or
 * exactly as many, in the packages' own (correct) code. The generator's JavaScript mutant always adds one argument.
 * Name-only resolution within the file (a local binding of the same name counts too: an upper bound). Prints per package,
 * the totals and the first 40 calls that pass more.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { installedDir, npmSourceFiles, type NpmSource } from './npm-targets.js';
import * as sets from './validate-sets.js';

const ALL: NpmSource[] = [
  ...sets.NPM_VALIDATE_TUNING, ...sets.NPM_VALIDATE_HELD_OUT, ...sets.NPM_VALIDATE_HELD_OUT_2, ...sets.NPM_VALIDATE_HELD_OUT_3, ...sets.NPM_VALIDATE_HELD_OUT_4,
  ...sets.NPM_VALIDATE_HELD_OUT_5, ...sets.NPM_VALIDATE_HELD_OUT_6, ...sets.NPM_VALIDATE_HELD_OUT_7, ...sets.NPM_VALIDATE_HELD_OUT_8, ...sets.NPM_VALIDATE_HELD_OUT_9,
  ...sets.NPM_VALIDATE_HELD_OUT_10,
].filter((p) => p.kind === 'js');

const total = { calls: 0, more: 0, fewer: 0, exact: 0, files: 0 };
const examples: string[] = [];
for (const p of ALL) {
  let root: string;
  try { root = installedDir(p.name); } catch { console.log(`${p.name}: not installed`); continue; }
  const row = { calls: 0, more: 0, fewer: 0, exact: 0 };
  for (const file of npmSourceFiles(p)) {
    const text = readFileSync(join(root, file), 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext, true);
    const declared = new Map<string, ts.FunctionLikeDeclaration[]>();
    const calls: ts.CallExpression[] = [];
    const visit = (n: ts.Node): void => {
      if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name && ts.isIdentifier(n.name)) declared.set(n.name.text, [...(declared.get(n.name.text) ?? []), n]);
      if (ts.isCallExpression(n)) calls.push(n);
      ts.forEachChild(n, visit);
    };
    visit(sf);
    total.files++;
    for (const c of calls) {
      const callee = ts.isIdentifier(c.expression) ? c.expression.text : ts.isPropertyAccessExpression(c.expression) && c.expression.expression.kind === ts.SyntaxKind.ThisKeyword ? c.expression.name.text : undefined;
      const decls = callee !== undefined ? declared.get(callee) : undefined;
      const decl = decls?.length === 1 ? decls[0] : undefined;
      if (decl === undefined || decl.parameters.some((q) => q.dotDotDotToken) || /\barguments\b/.test(decl.getText(sf))) continue;
      if (c.arguments.some((a) => ts.isSpreadElement(a))) continue;
      row.calls++;
      const d = c.arguments.length - decl.parameters.length;
      if (d > 0) {
        row.more++;
        if (examples.length < 40) examples.push(`${p.name} ${file}:${sf.getLineAndCharacterOfPosition(c.getStart(sf)).line + 1} ${c.getText(sf).slice(0, 100).replace(/\s+/g, ' ')} (declares ${decl.parameters.length})`);
      } else if (d < 0) row.fewer++;
      else row.exact++;
    }
  }
  console.log(`${p.name}: ${row.calls} calls to same-file fixed-arity functions: ${row.more} pass more, ${row.fewer} fewer, ${row.exact} exact`);
  total.calls += row.calls; total.more += row.more; total.fewer += row.fewer; total.exact += row.exact;
}
console.log(`TOTAL ${ALL.length} JavaScript packages, ${total.files} files: ${total.calls} calls; more ${total.more} (${(100 * total.more / total.calls).toFixed(2)}%), fewer ${total.fewer} (${(100 * total.fewer / total.calls).toFixed(2)}%), exact ${total.exact}`);
console.log(examples.join('\n'));
