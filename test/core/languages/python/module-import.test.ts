/**
 * A body reading a module of the repository that its file does not import (issue 22), on real code: graphviz's
 * backend/piping.py (Debian python3-graphviz) without its `from . import dot_command` line, while the job read
 * backend/dot_command.py. `dot_command` is no definition of any file, so it used to be "not defined" (or, when
 * the rest of the file read it too, exempt); it is the package's module, and the suggestion now imports it the
 * way the file imports its package (`from . import dot_command`). Held out 5's `pipe`/`pipe_string` misses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const GV = '/usr/lib/python3/dist-packages/graphviz';

function check(qualname: string, others: Record<string, string>) {
  const real = readFileSync(`${GV}/backend/piping.py`, 'utf8');
  const original = real.replace(/^from \. import dot_command\r?\n/m, '');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  // The `def` line (the range starts at the decorator: `@_tools.deprecate_positional_args(...)`).
  const defLine = lines.findIndex((l) => l.startsWith(`def ${qualname}(`)) + 1;
  const sigEnd = defLine + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map(Object.entries(others).map(([f, p]) => [f, readFileSync(p, 'utf8')] as [string, string]));
  return { real, body, result: validateImplementation({ source, parsed, target, stub, body, file: 'graphviz/backend/piping.py', readFiles }) };
}

describe('a module of the package that the file does not import', () => {
  it('is imported from the package as the file imports its siblings', () => {
    const { real, body, result } = check('pipe', { 'graphviz/backend/dot_command.py': `${GV}/backend/dot_command.py`, 'graphviz/backend/execute.py': `${GV}/backend/execute.py` });
    expect(real).toMatch(/^from \. import dot_command\r?$/m);
    expect(body).toContain('dot_command.command(');
    expect(result).toMatchObject({ errors: [] });
    expect(result.imports).toEqual([expect.objectContaining({ text: 'from . import dot_command', names: ['dot_command'] })]);
  });

  it('is no import when the job read no such module: the name stays unexplained', () => {
    const { result } = check('pipe', { 'graphviz/backend/execute.py': `${GV}/backend/execute.py` });
    expect(result.imports).toEqual([]);
  });
});
