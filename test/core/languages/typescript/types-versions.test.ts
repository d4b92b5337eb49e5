/**
 * `typesVersions` and `imports` (`#x`) in installed packages' manifests (issue 22, session 24): a package whose manifest
 * sends the compiler to `ts4/index.d.ts` through `typesVersions`, and whose declarations import `#base` through its
 * `imports` map, had those files never asked (answer/package-type-files.ts followed `types`/`main`/`exports` only), so
 * its classes stayed `any` and a made-up member of `this` passed. Now scopeFiles asks them (answer/types-versions.ts)
 * and the compiler, which reads the same manifest, closes the class. The package is written on disk and read through
 * the real adapter.
 */
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, parseDependencyPath } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { entryCandidates, packageTypeFiles } from '../../../../src/core/languages/typescript/answer/package-type-files.js';
import { CHECK_COMPILER_VERSION, satisfiesRange } from '../../../../src/core/languages/typescript/answer/types-versions.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { writeNodeModules } from './node-modules-fixture.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('src/view.ts', cache);
shareTsLibEnv(cache);

const FILE = 'src/view.ts';
const SOURCE = [
  "import { Widget } from 'old-kit';",
  '',
  'export class View extends Widget {',
  '  show(el: unknown): string {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');
const PACKAGES: Record<string, string> = {
  // The root declaration is not shipped: only the typesVersions folder has the types (as packages built per compiler range do).
  'old-kit/package.json': JSON.stringify({
    name: 'old-kit', version: '2.0.0', main: 'lib/index.js', types: 'index.d.ts',
    typesVersions: { '<3.8': { '*': ['ts3/*'] }, '>=4.0': { '*': ['ts4/*'] } },
    imports: { '#base': { types: './ts4/internal/base.d.ts', default: './lib/internal/base.js' } },
  }),
  'old-kit/ts4/index.d.ts': "import { Base } from '#base';\nexport declare class Widget extends Base {\n  render(): string;\n}\n",
  'old-kit/ts4/internal/base.d.ts': 'export declare class Base {\n  mount(el: unknown): void;\n}\n',
};

let nodeModules: string;
let remove: () => void;
beforeAll(() => void ({ nodeModules, remove } = writeNodeModules('dycoder-ts-types-versions-', PACKAGES)));
afterAll(() => remove());

async function readRounds(): Promise<Map<string, string>> {
  const deps = createLocalTypeScriptDependencies([nodeModules]);
  const read = new Map<string, string>();
  const asked = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const fresh = packageTypeFiles(FILE, SOURCE, read).filter((p) => !asked.has(p));
    if (fresh.length === 0) break;
    for (const p of fresh) {
      asked.add(p);
      const text = await deps.readFile(parseDependencyPath(p)!.path, new AbortController().signal);
      if (text !== undefined) read.set(p, text);
    }
  }
  return read;
}

function check(body: string, dependencies: ReadonlyMap<string, string>) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'View.show');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE], ...dependencies]), cache });
}

const ORIGINAL = 'this.mount(el);\nreturn this.render();';

describe('typesVersions and imports maps in installed packages', () => {
  it("the range matching is the checks' compiler's", () => {
    expect(CHECK_COMPILER_VERSION).toBe(ts.versionMajorMinor);
    expect(satisfiesRange('5.9', '*')).toBe(true);
    expect(satisfiesRange('5.9', '>=4.2')).toBe(true);
    expect(satisfiesRange('5.9', '<4.0')).toBe(false);
    expect(satisfiesRange('5.9', '>=3.1 <4')).toBe(false);
    expect(satisfiesRange('5.9', '<4.0 || >=5')).toBe(true);
    expect(satisfiesRange('5.9', '>= 5.9')).toBe(true);
    expect(satisfiesRange('5.9', '5.8')).toBe(false);
    expect(satisfiesRange('5.9', 'not a range')).toBe(false);
  });

  it('maps the types field and subpaths through the first matching range; exports wins over typesVersions', () => {
    const tv = { typesVersions: { '<4.0': { '*': ['ts3.4/*'] }, '*': { 'index.d.ts': ['dist/index.d.ts'], 'sub/*': ['dist/sub/*'] } } };
    expect(entryCandidates(JSON.stringify({ types: './index.d.ts', ...tv }), '')[0]).toBe('dist/index.d.ts');
    expect(entryCandidates(JSON.stringify({ types: './index.d.ts', ...tv }), 'sub/a')[0]).toBe('dist/sub/a.d.ts');
    expect(entryCandidates(JSON.stringify({ types: './index.d.ts', exports: { '.': { types: './e.d.ts' } }, ...tv }), '')).toEqual(['e.d.ts']);
  });

  it("reads what typesVersions and the imports map name; with them a made-up member is rejected, the original accepted clean", async () => {
    const read = await readRounds();
    expect(read.has(dependencyPath('typescript', 'old-kit/ts4/index.d.ts'))).toBe(true);
    expect(read.has(dependencyPath('typescript', 'old-kit/ts4/internal/base.d.ts'))).toBe(true);
    const original = check(ORIGINAL, read);
    expect(original.errors).toEqual([]);
    expect(original.warnings).toEqual([]);
    expect(check(ORIGINAL.replace('this.render()', 'this.renderAll()'), read).errors.join(' ')).toMatch(/renderAll/);
    expect(check(ORIGINAL.replace('this.mount(el)', 'this.mountAll(el)'), read).errors.join(' ')).toMatch(/mountAll/);
  });
});
