/**
 * An answer whose body defines a function of the target's own name inside a block (issue 22, session 27; Python held out
 * 19's false rejection of IPython's ExecutionMagics.run, read after its blind run). `run`'s body holds
 * `if 'm' in opts: def run(): self.shell.safe_run_module(modulename, prog_ns)`; the answer reader took that nested `def`
 * for "the model wrote the whole definition" and kept only its one line, so `modulename` (bound earlier in the real body)
 * read as unbound. A def is the answer's definition only as a statement of the answer's top level (or a method of a class
 * there). Real Debian source: python3-ipython.
 */
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { parseModelAnswer } from '../../../../src/core/generate/parse-output.js';
import { stubbedDebianSource } from './debian-stub.js';

const FILE = 'IPython/core/magics/execution.py';

describe('Python answers: a def of the target\'s name nested in the body', () => {
  it("keeps IPython's whole ExecutionMagics.run body, and the check accepts it", () => {
    const { body, check } = stubbedDebianSource(FILE, 'ExecutionMagics.run');
    expect(body).toMatch(/modulename = opts\["m"\]\[0\][\s\S]*def run\(\):\n\s+self\.shell\.safe_run_module\(modulename, prog_ns\)/);
    const target = parsePython(`class ExecutionMagics:\n    def run(self, parameter_s='', runner=None, file_finder=None):\n        pass\n`).definitions.find((d) => d.qualname === 'ExecutionMagics.run')!;
    const parsed = parseModelAnswer('```python\n' + body + '\n```', target, FILE);
    expect(parsed).toMatchObject({ ok: true, fromDef: false });
    if (!parsed.ok) throw new Error('unparsed');
    expect(parsed.body).toContain('modulename = opts["m"][0]');
    expect(parsed.body.trim().split('\n').length).toBe(body.trim().split('\n').length);
    expect(check(parsed.body)).toMatchObject({ ok: true, errors: [] });
  });

  it('still takes the body of a whole definition the model wrote, at top level or as a method of a class', () => {
    const target = parsePython('def run(x):\n    pass\n').definitions.find((d) => d.name === 'run')!;
    const whole = parseModelAnswer('```python\nimport os\n\ndef run(x):\n    """Doc."""\n    return os.path.join(x)\n```', target, 'm.py');
    expect(whole).toMatchObject({ ok: true, fromDef: true, body: 'return os.path.join(x)' });
    const method = parseModelAnswer('```python\nclass C:\n    def run(self, x):\n        return x + 1\n```', target, 'm.py');
    expect(method).toMatchObject({ ok: true, fromDef: true, body: 'return x + 1' });
    const indented = parseModelAnswer('```python\n    def run(self, x):\n        return x + 2\n```', target, 'm.py');
    expect(indented).toMatchObject({ ok: true, fromDef: true, body: 'return x + 2' });
  });
});
