/**
 * Types from installed packages (issue 22, session 23; held out 15's @rnmapbox/maps: `class Camera extends
 * React.PureComponent` with React unread made every member of `this` open, so a made-up one passed). scopeFiles asks
 * the job's dependencies (a checkout's node_modules) for the manifests of the packages a file imports and of their
 * `@types/` packages, then the declaration files they name and what those import (answer/package-type-files.ts); the
 * compiler resolves bare imports to them (check/program.ts). Read, a receiver typed by the package is closed; what is
 * not read stays open. The packages here are written for the test on disk and read through the real adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, parseDependencyPath, TYPESCRIPT_TYPES_GLOBALS, TYPESCRIPT_TYPES_LIST } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { entryCandidates, packageTypeFiles } from '../../../../src/core/languages/typescript/answer/package-type-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { writeNodeModules } from './node-modules-fixture.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('src/view.ts', cache);
shareTsLibEnv(cache);

const FILE = 'src/view.ts';
const SOURCE = [
  "import { Widget } from 'widget';",
  "import type { Options } from '@acme/opts/sub';",
  '',
  'export class View extends Widget {',
  '  show(el: unknown, options: Options): string {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');
const PACKAGES: Record<string, string> = {
  // No types of its own (`main` only): the types come from @types/widget.
  'widget/package.json': JSON.stringify({ name: 'widget', version: '1.0.0', main: 'lib/index.js' }),
  '@types/widget/package.json': JSON.stringify({ name: '@types/widget', version: '1.0.0', types: 'index.d.ts' }),
  '@types/widget/index.d.ts': "/// <reference path=\"globals.d.ts\" />\nimport { Base } from './base';\nexport declare class Widget extends Base {\n  render(): string;\n}\n",
  '@types/widget/globals.d.ts': 'declare const WIDGET_VERSION: string;\n',
  '@types/widget/base.d.ts': 'export declare class Base {\n  mount(el: unknown): void;\n}\n',
  // Types through `exports` conditions for a subpath.
  '@acme/opts/package.json': JSON.stringify({ name: '@acme/opts', exports: { './sub': { import: { types: './dist/sub.d.mts', default: './dist/sub.mjs' } } } }),
  '@acme/opts/dist/sub.d.mts': 'export interface Options {\n  verbose: boolean;\n}\n',
};

let nodeModules: string;
let remove: () => void;
beforeAll(() => void ({ nodeModules, remove } = writeNodeModules('dycoder-ts-packages-', PACKAGES)));
afterAll(() => remove());

/** The pipeline's rounds (implement-stubs.ts readScope): ask, read through the adapter, ask again with what was read. */
async function readRounds(): Promise<{ read: Map<string, string>; rounds: string[][] }> {
  const source = createLocalTypeScriptDependencies([nodeModules]);
  const read = new Map<string, string>();
  const asked = new Set<string>();
  const rounds: string[][] = [];
  for (let round = 0; round < 8; round++) {
    const fresh = packageTypeFiles(FILE, SOURCE, read).filter((p) => !asked.has(p));
    if (fresh.length === 0) break;
    rounds.push(fresh);
    for (const p of fresh) {
      asked.add(p);
      const text = await source.readFile(parseDependencyPath(p)!.path, new AbortController().signal);
      if (text !== undefined) read.set(p, text);
    }
  }
  return { read, rounds };
}

function check(body: string, dependencies: ReadonlyMap<string, string>) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'View.show');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[FILE, SOURCE], ...dependencies]);
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

const ORIGINAL = "this.mount(el);\nreturn options.verbose ? `${WIDGET_VERSION} ${this.render()}` : this.render();";

describe('types from installed packages', () => {
  it("asks for the manifests, then the declaration files they name, then what those import and reference", async () => {
    const { read, rounds } = await readRounds();
    const d = (p: string): string => dependencyPath('typescript', p);
    expect(rounds[0]).toEqual([d(TYPESCRIPT_TYPES_LIST), d('widget/package.json'), d('@types/widget/package.json'), d('@acme/opts/package.json'), d('@types/acme__opts/package.json')]);
    expect(rounds[1]).toEqual([d(TYPESCRIPT_TYPES_GLOBALS), d('widget/lib/index.d.ts'), d('widget/index.d.ts'), d('@types/widget/index.d.ts'), d('@acme/opts/dist/sub.d.mts')]);
    expect(rounds[2]).toEqual([d('@types/widget/globals.d.ts'), d('@types/widget/base.d.ts'), d('@types/widget/base/index.d.ts')]);
    expect(rounds).toHaveLength(3);
    expect([...read.keys()].sort()).toEqual([TYPESCRIPT_TYPES_LIST, TYPESCRIPT_TYPES_GLOBALS, ...Object.keys(PACKAGES)].map(d).sort());
  });

  it('reads exports conditions the way the compiler takes them, and types/typings/main otherwise', () => {
    const manifest = JSON.stringify({ exports: { '.': { browser: './b.js', import: { node: './n.js', types: './t.d.ts' }, require: './c.cjs' }, './x/*': { types: './types/x/*.d.ts' } } });
    expect(entryCandidates(manifest, '')).toEqual(['t.d.ts']);
    expect(entryCandidates(manifest, 'x/y')).toEqual(['types/x/y.d.ts']);
    expect(entryCandidates(JSON.stringify({ typings: './lib/main.d.ts', main: 'lib/main.js' }), '')).toEqual(['lib/main.d.ts', 'index.d.ts']);
    expect(entryCandidates(JSON.stringify({ types: '../../etc/x.d.ts' }), '')).toEqual(['index.d.ts']);
    // Node's modules and relative imports ask nothing (the list of the @types packages the project sees is asked for any file).
    expect(packageTypeFiles('a.ts', "import fs from 'node:fs';\nimport { x } from './x';\nimport p from 'path';\n", new Map())).toEqual([dependencyPath('typescript', TYPESCRIPT_TYPES_LIST)]);
  });

  it("with the packages' types read, a member the package's class does not declare is rejected; the original body is accepted clean", async () => {
    const { read } = await readRounds();
    const original = check(ORIGINAL, read);
    expect(original.errors).toEqual([]);
    expect(original.warnings).toEqual([]);
    const wrong = check(ORIGINAL.replace('this.mount(el)', 'this.mountAll(el)'), read);
    expect(wrong.errors.join(' ')).toMatch(/mountAll/);
    const wrongOption = check(ORIGINAL.replace('options.verbose', 'options.quiet'), read);
    expect(wrongOption.errors.join(' ')).toMatch(/quiet/);
  });

  it("JavaScript asks for none and is checked without them: a JavaScript subclass uses what declarations leave out", async () => {
    const js = "import { Widget } from 'widget';\nexport class View extends Widget {\n  show(el) {\n    throw new Error('not implemented');\n  }\n}\n";
    expect(packageTypeFiles('src/view.js', js, new Map())).toEqual([]);
    expect(packageTypeFiles('src/types.d.ts', "import { Widget } from 'widget';\n", new Map())).toEqual([]);
    const { read } = await readRounds();
    const parsed = parseTypeScript(js, 'src/view.js');
    const stub = parsed.stubs!.find((s) => s.qualname === 'View.show')!;
    const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
    const result = validateImplementation({ source: js, parsed, target, stub, body: 'this._mounted = true;\nreturn this._renderAll(el);', file: 'src/view.js', readFiles: new Map([['src/view.js', js], ...read]), cache });
    expect(result.errors).toEqual([]);
  });

  it('without them the base stays open (the partial view): the same wrong member is not rejected', () => {
    // (The package's global `WIDGET_VERSION` is unbound without its types: left out here.)
    const plain = "this.mount(el);\nreturn options.verbose ? this.render() : '';";
    expect(check(plain.replace('this.mount(el)', 'this.mountAll(el)'), new Map()).errors).toEqual([]);
    expect(check(plain, new Map()).errors).toEqual([]);
  });
});
