/**
 * CommonJS exports and object-literal methods as definitions (issue 23). The synthetic module shows
 * every form once: its stubs are found, targeted by the one qualname grammar, and retrieval follows
 * `require` to them. The real code is semver 7.8.5 (bullmq's pinned dependency, so in every
 * `npm ci`): CommonJS throughout (`module.exports = fn`, `= Class`, `= { ... }`, `exports.x = ...`,
 * destructured requires). Its module exports and every `require` binding of its files are checked
 * against the TypeScript compiler's checker (allowJs): the names a module exports, the definition
 * `module.exports =` stands for, and the declaration each required name resolves to.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../../../src/app/command-parser.js';
import type { CodeSymbol } from '../../../../src/core/languages/language.js';
import { languageFor, parseSource } from '../../../../src/core/languages/index.js';
import { retrieve } from '../../../../src/core/retrieval/index.js';
import { isQualname, parseTargetName } from '../../../../src/core/target.js';
import { memoryGraph, memorySource } from '../../graph/memory-source.js';

const FORMS = [
  "'use strict'",
  "const { slugify } = require('./text')",
  "const store = require('./store')",
  'exports.make = function (name) {',
  "  throw new Error('not implemented')",
  '}',
  'exports.arrow = (x) => {',
  '  // TODO: implement',
  '}',
  'module.exports.later = function later(a) {',
  '  return a',
  '}',
  'const api = {',
  '  open(path) {',
  "    throw new Error('not implemented')",
  '  },',
  '  close: () => {',
  '    // TODO',
  '  },',
  '  nested: { deep: function () { return 1 } },',
  '}',
  'function helper() { return 2 }',
  'module.exports = {',
  '  helper,',
  '  api,',
  '  save(doc) {',
  "    throw new Error('not implemented')",
  '  },',
  '  load: (id) => store.get(slugify(id)),',
  '}',
  '',
].join('\n');
const TEXT = "'use strict'\nfunction slugify(s) {\n  return s.toLowerCase()\n}\nmodule.exports = { slugify }\n";
const STORE = "'use strict'\nclass Store {\n  get(key) {\n    return key\n  }\n}\nmodule.exports = new Store()\nmodule.exports.Store = Store\n";

describe('CommonJS exports and object-literal methods define what they name', () => {
  const parsed = parseSource(FORMS, 'lib/forms.js');
  const stubs = languageFor('lib/forms.js').findStubs(FORMS, 'lib/forms.js', parsed);

  it('lists each form as a definition and each key as an export', () => {
    const defs = parsed.definitions.filter((d) => d.kind !== 'variable').map((d) => `${d.qualname}:${d.range.start}`);
    expect(defs).toEqual(['make:4', 'arrow:7', 'later:10', 'api.open:14', 'api.close:17', 'api.nested.deep:20', 'helper:22', 'save:26', 'load:29']);
    expect(parsed.definitions.find((d) => d.qualname === 'api.open')?.parent).toBe('api');
    expect((parsed.exports ?? []).map((e) => `${e.exported}>${e.local ?? ''}`)).toEqual(['make>make', 'arrow>arrow', 'later>later', 'helper>helper', 'api>api', 'save>save', 'load>load']);
  });

  it('finds the stubs there, and every name is one the grammar, the commands and the CLI accept', () => {
    expect(stubs.map((s) => s.qualname)).toEqual(['make', 'arrow', 'api.open', 'api.close', 'save']);
    for (const s of stubs) {
      expect([s.qualname, isQualname(s.qualname)]).toEqual([s.qualname, true]);
      expect(parseCommand(`/dycoder implement lib/forms.js::${s.qualname}`)).toEqual({ kind: 'implement', targets: [{ file: 'lib/forms.js', qualname: s.qualname }] });
      expect(parseTargetName(`lib/forms.js:${s.qualname}`)).toEqual({ ok: true, target: { file: 'lib/forms.js', qualname: s.qualname } });
    }
  });

  it('retrieval targets an object-literal method and follows destructured and whole-module requires', async () => {
    const files = { 'lib/forms.js': FORMS, 'lib/text.js': TEXT, 'lib/store.js': STORE };
    const r = await retrieve(memorySource(files), { file: 'lib/forms.js', qualname: 'save' }, { retriever: 'dycoder', budgetTokens: 3000, maxHops: 3 });
    expect(r.context).toContain('function slugify(s) {');
    expect(r.context).toContain('get(key) {');
    const { resolver } = await memoryGraph(files);
    const at = async (name: string): Promise<string | undefined> => {
      const s = await resolver.lookupInModule('lib/forms.js', name);
      return s?.kind === 'definition' ? `${s.file}:${s.def.qualname}` : s?.file;
    };
    expect(await at('slugify')).toBe('lib/text.js:slugify');
    const store = await resolver.lookupInModule('lib/forms.js', 'store');
    expect(store?.kind).toBe('module');
    const member = store === undefined ? undefined : await resolver.memberOf(store, 'Store');
    expect(member?.kind === 'definition' ? member.def.qualname : undefined).toBe('Store');
    const api = await resolver.lookupInModule('lib/forms.js', 'api');
    const open = api === undefined ? undefined : await resolver.memberOf(api, 'open');
    expect(open?.kind === 'definition' ? open.def.qualname : undefined).toBe('api.open');
  });
});

/** semver's own files (no bin/), copied out of node_modules so the compiler treats them as sources. */
function semverFiles(): { dir: string; files: string[] } {
  const pkg = dirname(createRequire(import.meta.url).resolve('semver/package.json'));
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-cjs-'));
  const files: string[] = [];
  for (const sub of ['', 'classes', 'functions', 'internal', 'ranges']) {
    for (const name of readdirSync(join(pkg, sub))) {
      if (!name.endsWith('.js') || name === 'preload.js') continue;
      const rel = sub === '' ? name : `${sub}/${name}`;
      cpSync(join(pkg, rel), join(dir, rel), { recursive: true });
      files.push(rel);
    }
  }
  return { dir, files: files.sort() };
}

/** A module's `export =` (`module.exports = X`) symbol, if it has one. */
function exportEquals(module: ts.Symbol): ts.Symbol | undefined {
  return module.exports?.get(ts.InternalSymbolName.ExportEquals);
}

/** The declaration the checker says a name stands for, as `file:line` (through aliases and `{ a }` / `{ a: b }`). */
function declarationOf(checker: ts.TypeChecker, symbol: ts.Symbol | undefined, root: string, depth = 0): string | undefined {
  if (symbol === undefined || depth > 8) return undefined;
  const s = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const d = s.valueDeclaration ?? s.declarations?.[0];
  if (d === undefined) return undefined;
  if (ts.isSourceFile(d)) return declarationOf(checker, exportEquals(s), root, depth + 1);
  if (ts.isShorthandPropertyAssignment(d)) return declarationOf(checker, checker.getShorthandAssignmentValueSymbol(d), root, depth + 1);
  if (ts.isPropertyAssignment(d) && ts.isIdentifier(d.initializer)) return declarationOf(checker, checker.getSymbolAtLocation(d.initializer), root, depth + 1);
  const sf = d.getSourceFile();
  return `${relative(root, sf.fileName)}:${sf.getLineAndCharacterOfPosition(d.getStart(sf)).line + 1}`;
}

describe('semver (real CommonJS) against the TypeScript checker', () => {
  let dir = '';
  let files: string[] = [];
  let program: ts.Program;
  let checker: ts.TypeChecker;
  beforeAll(() => {
    ({ dir, files } = semverFiles());
    const probe = join(dir, '__probe.ts');
    writeFileSync(probe, files.map((f, i) => `import m${i} = require('./${f.replace(/\.js$/, '')}');`).join('\n'));
    program = ts.createProgram([probe], { allowJs: true, noEmit: true, module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, types: [] });
    checker = program.getTypeChecker();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exports the names the checker sees, and `module.exports = X` stands for the checker's X", async () => {
    const sources = Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
    const { resolver } = await memoryGraph(sources);
    const probe = program.getSourceFile(join(dir, '__probe.ts'));
    const disagreements: string[] = [];
    let named = 0;
    let assigned = 0;
    for (const [i, st] of (probe?.statements ?? []).entries()) {
      const file = files[i] ?? '';
      const ref = (st as ts.ImportEqualsDeclaration).moduleReference as ts.ExternalModuleReference;
      const moduleSymbol = checker.getSymbolAtLocation(ref.expression);
      if (moduleSymbol === undefined) {
        disagreements.push(`${file}: the checker sees no module`);
        continue;
      }
      const exports = parseSource(sources[file] ?? '', file).exports ?? [];
      const eq = exports.find((e) => e.exported === '=');
      if (eq?.local !== undefined) {
        assigned += 1;
        const theirs = declarationOf(checker, exportEquals(moduleSymbol), dir);
        const ours = await resolver.lookupInModule(file, eq.local);
        const where = ours?.kind === 'definition' ? ours : undefined;
        const line = Number(theirs?.split(':')[1]);
        if (where === undefined || theirs?.split(':')[0] !== where.file || line < where.def.fullRange.start || line > where.def.fullRange.end) {
          disagreements.push(`${file}: module.exports is ${theirs} for the checker, ${where === undefined ? 'nothing' : `${where.file}:${where.def.fullRange.start}`} for us`);
        }
        continue;
      }
      const props = checker.getPropertiesOfType(checker.getTypeOfSymbolAtLocation(moduleSymbol, ref.expression));
      const theirs = [...new Set(props.filter((p) => p.declarations?.some((d) => d.getSourceFile().fileName === join(dir, file))).map((p) => p.name))].sort();
      const ours = [...new Set(exports.map((e) => e.exported))].sort();
      named += ours.length;
      if (JSON.stringify(theirs) !== JSON.stringify(ours)) disagreements.push(`${file}: exports ${ours.join(',')} for us, ${theirs.join(',')} for the checker`);
    }
    expect(disagreements).toEqual([]);
    expect(assigned).toBeGreaterThan(40);
    expect(named).toBeGreaterThan(50);
  }, 60_000);

  it('resolves every required name to the declaration the checker resolves it to', async () => {
    const sources = Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
    const { resolver } = await memoryGraph(sources);
    const disagreements: string[] = [];
    const unanswered: string[] = [];
    let checked = 0;
    for (const file of files) {
      const sf = program.getSourceFile(join(dir, file));
      const ids = new Map<string, ts.Identifier>();
      const collect = (n: ts.Node): void => {
        if (ts.isVariableDeclaration(n) && n.initializer && ts.isCallExpression(n.initializer) && n.initializer.getText() .startsWith('require(')) {
          if (ts.isIdentifier(n.name)) ids.set(n.name.text, n.name);
          else if (ts.isObjectBindingPattern(n.name)) for (const e of n.name.elements) if (ts.isIdentifier(e.name)) ids.set(e.name.text, e.name);
        }
        ts.forEachChild(n, collect);
      };
      if (sf !== undefined) ts.forEachChild(sf, collect);
      for (const binding of parseSource(sources[file] ?? '', file).imports) {
        if (!binding.module.startsWith('.')) continue;
        const id = ids.get(binding.boundName);
        const theirs = id === undefined ? undefined : declarationOf(checker, checker.getSymbolAtLocation(id), dir);
        const ours: CodeSymbol | undefined = await resolver.resolveImport(file, binding);
        const line = Number(theirs?.split(':')[1]);
        if (theirs === undefined) {
          // The checker gives up on a module that reassigns `exports` (`exports = module.exports = {}`).
          unanswered.push(`${file} ${binding.boundName}`);
          continue;
        }
        // A whole module required: the checker names its `module.exports = {` line, we the module.
        const agree = ours?.kind === 'module'
          ? theirs.split(':')[0] === ours.file
          : ours?.kind === 'definition' && theirs.split(':')[0] === ours.file && line >= ours.def.fullRange.start && line <= ours.def.fullRange.end;
        checked += 1;
        if (!agree) disagreements.push(`${file} ${binding.boundName}: ${theirs ?? 'nothing'} for the checker, ${ours?.kind === 'definition' ? `${ours.file}:${ours.def.fullRange.start}-${ours.def.fullRange.end}` : (ours?.kind ?? 'nothing')} for us`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    expect(unanswered.length).toBeLessThanOrEqual(3);
  }, 60_000);
});
