/**
 * The `@types` global-name index (TYPESCRIPT_TYPES_GLOBALS) outlives the deadline of the job that first asks for it
 * (issue 22). A job's dependency reads share a 5 s deadline; on a loaded machine a large node_modules' index takes longer
 * (held out 19's 70 `@types` packages: 4 s at load 11), and an index dropped with each job's deadline and started again
 * by the next was never finished: every TypeScript target ran with its globals open (the re-run of held out 19 at load
 * 45-100, session 27: hallucinated helper 0/23 and Python-as-TS 0/50 on the TypeScript packages). Now a caller whose
 * deadline comes first gets no answer, and the index goes on for the next caller. Real packages: Debian's @types
 * (libjs-codemirror, node-jquery, node-lodash) and this repository's npm-installed ones.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../src/adapters/dependencies/typescript-node-modules.js';
import { TYPESCRIPT_TYPES_GLOBALS } from '../../../src/core/dependencies/port.js';
import { parseTypesGlobals } from '../../../src/core/dependencies/types-globals.js';

const FOLDERS = ['/usr/share/nodejs', join(process.cwd(), 'node_modules')];

describe('the @types global-name index and its callers\' deadlines', () => {
  it('a caller cut short gets no answer; the index goes on and a later caller whose deadline has passed gets it', { timeout: 200_000 }, async () => {
    const deps = createLocalTypeScriptDependencies(FOLDERS);
    const first = new AbortController();
    const asked = deps.readFile(TYPESCRIPT_TYPES_GLOBALS, first.signal);
    first.abort();
    // No index for it (before this change: an empty one, kept for every later caller, or none and a fresh start each time).
    const firstText = await asked;
    expect(firstText === undefined || parseTypesGlobals(firstText).size === 0).toBe(true);
    // Later callers whose own deadline has already passed: they wait for nothing, and get the index once it is done.
    const gone = AbortSignal.abort();
    let text: string | undefined;
    for (let i = 0; i < 600 && (text === undefined || text === ''); i++) {
      text = await deps.readFile(TYPESCRIPT_TYPES_GLOBALS, gone);
      if (text === undefined || text === '') await new Promise((r) => setTimeout(r, 250));
    }
    expect(text).toBeDefined();
    const index = parseTypesGlobals(text!);
    expect([...(index.get('codemirror') as ReadonlySet<string>)]).toContain('CodeMirror');
    expect([...(index.get('chai') as ReadonlySet<string>)]).toContain('Chai');
  });

  it('a caller with time gets the index as before', { timeout: 200_000 }, async () => {
    const text = await createLocalTypeScriptDependencies(FOLDERS).readFile(TYPESCRIPT_TYPES_GLOBALS, new AbortController().signal);
    expect(parseTypesGlobals(text!).get('jquery')).toBeInstanceOf(Set);
  });
});
