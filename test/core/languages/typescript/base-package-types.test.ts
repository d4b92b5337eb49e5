/**
 * A base class's package in another repository file (issue 22, session 24): `class View extends Base` where `Base` is the
 * repository's `class Base extends Widget` with `Widget` imported from a package in base.ts. The target file's own imports
 * were the only ones followed to packages, so the chain stopped at `Widget` (`any`) and every member of `this` was open.
 * Now the packages a read base module extends are asked too (answer/base-files.ts basePackageSpecifiers), through the
 * language's scopeFiles rounds, and the compiler closes the chain. The package is written for the test on disk and read
 * through the real adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, parseDependencyPath } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { basePackageSpecifiers } from '../../../../src/core/languages/typescript/answer/base-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { typeScript } from '../../../../src/core/languages/typescript/language.js';
import { writeNodeModules } from './node-modules-fixture.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('src/view.ts', cache);
shareTsLibEnv(cache);

const FILE = 'src/view.ts';
const SOURCE = [
  "import { Base } from './base';",
  '',
  'export class View extends Base {',
  '  show(el: unknown): string {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');
const REPO: Record<string, string> = {
  [FILE]: SOURCE,
  'src/base.ts': "import * as W from 'widget-kit';\nimport { Widget } from 'widget-kit';\n\nexport class Base extends Widget {\n  label(): string {\n    return 'base';\n  }\n}\n",
};
const PACKAGES: Record<string, string> = {
  'widget-kit/package.json': JSON.stringify({ name: 'widget-kit', version: '1.0.0', types: 'index.d.ts' }),
  'widget-kit/index.d.ts': 'export declare class Widget {\n  mount(el: unknown): void;\n  render(): string;\n}\n',
};

let nodeModules: string;
let remove: () => void;
beforeAll(() => void ({ nodeModules, remove } = writeNodeModules('dycoder-ts-base-packages-', PACKAGES)));
afterAll(() => remove());

/** The pipeline's scope rounds: ask the language, read the repository's files and the packages' through the adapter. */
async function readRounds(): Promise<Map<string, string>> {
  const deps = createLocalTypeScriptDependencies([nodeModules]);
  const read = new Map<string, string>([[FILE, SOURCE]]);
  const asked = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const fresh = (typeScript.generation.scopeFiles?.(FILE, Object.keys(REPO), SOURCE, read) ?? []).filter((p) => !asked.has(p));
    if (fresh.length === 0) break;
    for (const p of fresh) {
      asked.add(p);
      const dep = parseDependencyPath(p);
      const text = dep === undefined ? REPO[p] : await deps.readFile(dep.path, new AbortController().signal);
      if (text !== undefined) read.set(p, text);
    }
  }
  return read;
}

function check(body: string, readFiles: ReadonlyMap<string, string>) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'View.show');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

const ORIGINAL = 'this.mount(el);\nreturn `${this.label()} ${this.render()}`;';

describe("a base class's package imported in another repository file", () => {
  it('reads the base module, then the package its class extends there, and closes the chain', async () => {
    const read = await readRounds();
    expect(read.has('src/base.ts')).toBe(true);
    expect(read.has(dependencyPath('typescript', 'widget-kit/index.d.ts'))).toBe(true);
    const original = check(ORIGINAL, read);
    expect(original.errors).toEqual([]);
    expect(original.warnings).toEqual([]);
    expect(check(ORIGINAL.replace('this.mount(el)', 'this.mountAll(el)'), read).errors.join(' ')).toMatch(/mountAll/);
  });

  it("asks only for the packages a read base extends (namespace, default and named imports), not the base's other imports", () => {
    const read = new Map([['src/base.ts', "import * as R from 'react';\nimport Emitter from 'emitter-lib';\nimport { z } from 'zod';\nexport class A extends R.Component {}\nexport class B extends Emitter {}\n"]]);
    const source = "import { A, B } from './base';\nclass X extends A {}\nclass Y extends B {}\n";
    expect(basePackageSpecifiers('src/x.ts', ['src/x.ts', 'src/base.ts'], source, read)).toEqual(['react', 'emitter-lib']);
    // Nothing before the base module is read.
    expect(basePackageSpecifiers('src/x.ts', ['src/x.ts', 'src/base.ts'], source, new Map())).toEqual([]);
  });
});
