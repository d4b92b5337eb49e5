/**
 * A job's targets each open the files they need through their own loader, over one snapshot whose
 * parses they share (shared-parse.ts). The module index (lines, top-level names, qualnames) is derived
 * from the file, its text and the parse alone: every loader of the job gets the same index object, built
 * once, instead of splitting the text and building both maps again per target. On real code (Debian's
 * python3-click).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createModuleLoader, indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { parsedIn } from '../../../src/core/retrieval/shared-parse.js';
import type { RepoSource } from '../../../src/core/ports.js';

const FILE = 'click/parser.py';
const TEXT = readFileSync('/usr/lib/python3/dist-packages/click/parser.py', 'utf8');

function snapshot(files: Record<string, string>): RepoSource {
  const stats = { filesRead: 0, bytesRead: 0, requests: 0 };
  return { listFiles: () => Promise.resolve(Object.keys(files)), readFile: (path) => Promise.resolve(files[path]), stats };
}

describe('one module index per parse', () => {
  it("two targets' loaders over one snapshot get the same index, equal to a fresh one", async () => {
    const source = snapshot({ [FILE]: TEXT });
    const parse = (text: string, file: string) => parsedIn(source, file, text, parseSource);
    const a = await createModuleLoader(source, parse).load(FILE);
    const b = await createModuleLoader(source, parse).load(FILE);
    expect(a).toBeDefined();
    expect(b).toBe(a);
    const fresh = indexModule(FILE, TEXT, parseSource(TEXT, FILE));
    expect(fresh).not.toBe(a);
    expect({ ...fresh, language: fresh.language.id }).toEqual({ ...a!, language: a!.language.id });
    expect(a!.topLevel.get('normalize_opt')?.kind).toBe('function');
    expect(a!.lines.length).toBe(TEXT.split('\n').length);
  });

  it('another file or another text with the same parse is indexed afresh', () => {
    const parsed = parseSource(TEXT, FILE);
    const first = indexModule(FILE, TEXT, parsed);
    expect(indexModule(FILE, TEXT, parsed)).toBe(first);
    const other = indexModule('click/other.py', TEXT, parsed);
    expect(other).not.toBe(first);
    expect(other.file).toBe('click/other.py');
    const edited = `${TEXT}\n`;
    const again = indexModule(FILE, edited, parsed);
    expect(again.text).toBe(edited);
    expect(again.lines.length).toBe(first.lines.length + 1);
  });
});
