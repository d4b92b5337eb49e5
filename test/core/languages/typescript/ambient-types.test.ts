/**
 * The `@types` packages a project sees, imported or not (issue 22, session 25; held out 18's
 * @redux-devtools/inspector-monitor-trace-tab: `openResource` calls the global `chrome` of @types/chrome, installed and never
 * imported, and its original was rejected "Cannot find name 'chrome'"). tsc includes every package of node_modules/@types
 * when compilerOptions.types is not set; the checks ask the dependencies for that list (TYPESCRIPT_TYPES_LIST), read each
 * package's types as for an import and give the read ones to the compiler as `types`. Here the real @types/codemirror of
 * Debian's libjs-codemirror (/usr/share/nodejs, a node_modules layout), whose `export as namespace CodeMirror` is a
 * global: a body that calls `CodeMirror.fromTextArea` without an import is clean, a made-up member is still rejected.
 * A listed package that is not read (over the file cap) leaves the globals open: no "Cannot find name" finding.
 */
import { describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, parseDependencyPath, TYPESCRIPT_TYPES_LIST, type DependencySource } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { packageTypeFiles } from '../../../../src/core/languages/typescript/answer/package-type-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const DEBIAN_NODE_MODULES = '/usr/share/nodejs';
const FILE = 'src/editor.ts';
const SOURCE = [
  'export function mountEditor(area: HTMLTextAreaElement): string {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
const ORIGINAL = "const editor = CodeMirror.fromTextArea(area, { lineNumbers: true });\nreturn editor.getValue();";
const MADE_UP = "const editor = CodeMirror.fromTextAreaElement(area, { lineNumbers: true });\nreturn editor.getValue();";

const cache = createValidationCache();
await prepareValidation(FILE, cache);
shareTsLibEnv(cache);

/** The pipeline's rounds (implement-stubs.ts readScope) through the real adapter. */
async function readRounds(source: DependencySource): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  const asked = new Set<string>();
  for (let round = 0; round < 10; round++) {
    const fresh = packageTypeFiles(FILE, SOURCE, read).filter((p) => !asked.has(p));
    if (fresh.length === 0) break;
    for (const p of fresh) {
      asked.add(p);
      const text = await source.readFile(parseDependencyPath(p)!.path, new AbortController().signal);
      if (text !== undefined) read.set(p, text);
    }
  }
  return read;
}

function check(body: string, dependencies: ReadonlyMap<string, string>) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'mountEditor')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE], ...dependencies]), cache });
}

describe('the @types packages a project sees, not imported', () => {
  it('lists them through the adapter and reads their types', async () => {
    const deps = createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES]);
    const list = await deps.readFile(TYPESCRIPT_TYPES_LIST, new AbortController().signal);
    expect(list?.split('\n')).toContain('codemirror');
    const read = await readRounds(deps);
    expect(read.has(dependencyPath('typescript', '@types/codemirror/package.json'))).toBe(true);
    expect(read.has(dependencyPath('typescript', '@types/codemirror/index.d.ts'))).toBe(true);
  });

  it("gives their globals to the compiler: the original is clean, a made-up member rejected", async () => {
    const read = await readRounds(createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES]));
    expect(check(ORIGINAL, read).errors).toEqual([]);
    expect(check(MADE_UP, read).errors.join('\n')).toMatch(/Property 'fromTextAreaElement' does not exist/);
    // Without the list (no dependencies): the name is unbound, as before.
    expect(check(ORIGINAL, new Map()).errors.join('\n')).toMatch(/Cannot find name 'CodeMirror'/);
  });

  it('leaves the globals open when a listed package is not read whole', async () => {
    // A 4 KB file cap: @types/codemirror's index.d.ts is not read, its global unknown.
    const read = await readRounds(createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES], 4096));
    expect(read.has(dependencyPath('typescript', '@types/codemirror/index.d.ts'))).toBe(false);
    expect(check(ORIGINAL, read).errors).toEqual([]);
  });
});
