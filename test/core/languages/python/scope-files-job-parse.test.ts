/**
 * Python's scopeFiles reads the job's own parse of the files it looks into (target selection's of the target
 * file, retrieval's of the files it read) instead of parsing them again (issue 24: it was 14% of a click job's
 * CPU), and finds the same files. Real Debian source: dendropy (python3-dendropy), whose TreeArray's bases live
 * in two other modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { python } from '../../../../src/core/languages/python/language.js';
import { MAX_DEFINITIONS_PER_FILE } from '../../../../src/core/languages/definition-cap.js';
import type { ParsedModule } from '../../../../src/core/languages/types.js';

const DIST = '/usr/lib/python3/dist-packages';
const FILE = 'dendropy/datamodel/treecollectionmodel.py';

function pyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pyFiles(join(dir, e.name)) : e.name.endsWith('.py') ? [relative(DIST, join(dir, e.name))] : []));
}

const files = pyFiles(join(DIST, 'dendropy'));
const source = readFileSync(join(DIST, FILE), 'utf8');

describe('Python scopeFiles with the job’s parses', () => {
  it('asks the job for each file it reads and finds what it finds with parses of its own', () => {
    const own = python.generation.scopeFiles?.(FILE, [...files], source, new Map()) ?? [];
    expect(own).toEqual(expect.arrayContaining(['dendropy/datamodel/basemodel.py', 'dendropy/datamodel/taxonmodel.py']));
    const asked: string[] = [];
    const jobParse = (file: string, text: string): ParsedModule => {
      asked.push(file);
      return parsePython(text);
    };
    expect(python.generation.scopeFiles?.(FILE, [...files], source, new Map(), jobParse)).toEqual(own);
    expect(asked).toEqual([FILE]);
  });

  it('follows the job’s parse, not a parse of its own (a parse whose class has no bases names no files)', () => {
    const parsed = parsePython(source);
    const noBases: ParsedModule = { ...parsed, definitions: parsed.definitions.map((d) => (d.kind === 'class' ? { ...d, bases: [] } : d)) };
    expect(python.generation.scopeFiles?.(FILE, [...files], source, new Map(), () => noBases)).toEqual([]);
  });

  it('parses for itself when the job’s parse was cut to MAX_DEFINITIONS_PER_FILE (the check needs the whole file)', () => {
    const parsed = parsePython(source);
    const filler = parsed.definitions.find((d) => d.kind === 'variable') ?? parsed.definitions[0]!;
    const capped: ParsedModule = { ...parsed, definitions: Array.from({ length: MAX_DEFINITIONS_PER_FILE }, () => ({ ...filler, kind: 'variable' as const })) };
    const own = python.generation.scopeFiles?.(FILE, [...files], source, new Map()) ?? [];
    expect(python.generation.scopeFiles?.(FILE, [...files], source, new Map(), () => capped)).toEqual(own);
  });
});
