/**
 * Members and arity on attributes the class assigns only as `self.x = Cls(...)`, and arity of a class's own
 * methods when a base cannot be followed (issue 22), on real code: nose's log-capture plugin (Debian
 * python3-nose, nose/plugins/logcapture.py). `LogCapture(Plugin)` has a base in a file the job did not read,
 * so its other members are unknown; `self.handler` is only ever `MyMemoryHandler(...)`, a class over
 * `logging.Handler` that the check sees whole; `MyMemoryHandler.filterset` is only ever `FilterSet(...)`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const PATH = '/usr/lib/python3/dist-packages/nose/plugins/logcapture.py';
const FILE = 'nose/plugins/logcapture.py';

function stubbed(qualname: string, original = readFileSync(PATH, 'utf8')): { source: string; body: string } {
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const body = lines.slice(sigEnd, def.range.end);
  const source = [...lines.slice(0, sigEnd), '        pass', ...lines.slice(def.range.end)].join('\n');
  return { source, body: body.map((l) => l.slice(8)).join('\n') };
}

function check(qualname: string, body: string, source: string) {
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  return validateImplementation({ source, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, source]]) });
}

describe('attributes assigned only from one constructor (nose logcapture)', () => {
  const { source, body } = stubbed('LogCapture.afterTest');

  it('accepts the original body, a call on the constructed attribute', () => {
    expect(body).toContain('self.handler.truncate()');
    const v = check('LogCapture.afterTest', body, source);
    expect({ errors: v.errors, warnings: v.warnings }).toEqual({ errors: [], warnings: [] });
  });

  it("rejects a member the attribute's class lacks, and a call that does not fit its method", () => {
    const wrong = check('LogCapture.afterTest', body.replace('self.handler.truncate()', 'self.handler.truncate_all()'), source);
    expect(wrong.ok).toBe(false);
    expect(wrong.errors).toEqual([expect.stringMatching(/^`MyMemoryHandler` has no member `truncate_all` \(`self\.handler\.truncate_all\(\)` on body line \d+\); it defines .*`emit`/)]);
    const arity = check('LogCapture.afterTest', body.replace('self.handler.truncate()', 'self.handler.truncate(test)'), source);
    expect(arity.errors).toEqual([expect.stringMatching(/^`self\.handler\.truncate\(\)` takes at most 0 positional arguments but 1 is given/)]);
  });

  it("sees members a standard-library base gives the attribute's class (logging.Handler)", () => {
    const v = check('LogCapture.afterTest', body.replace('self.handler.truncate()', 'self.handler.setLevel(10)\nself.handler.truncate()'), source);
    expect(v.errors).toEqual([]);
  });

  it('does not judge an attribute the class also assigns another value', () => {
    const other = readFileSync(PATH, 'utf8').replace('    def end(self):\n        pass', '    def end(self):\n        self.handler = None');
    const s = stubbed('LogCapture.afterTest', other);
    expect(s.source).toContain('self.handler = None');
    expect(check('LogCapture.afterTest', s.body.replace('self.handler.truncate()', 'self.handler.truncate_all()'), s.source).errors).toEqual([]);
  });

  it("checks the attribute's method's arity in the attribute's own class too (FilterSet.allow)", () => {
    const f = stubbed('MyMemoryHandler.filter');
    expect(f.body).toContain('self.filterset.allow(record.name)');
    expect(check('MyMemoryHandler.filter', f.body, f.source).errors).toEqual([]);
    const v = check('MyMemoryHandler.filter', f.body.replace('self.filterset.allow(record.name)', 'self.filterset.allow()'), f.source);
    expect(v.errors).toEqual([expect.stringMatching(/^`self\.filterset\.allow\(\)` is missing the argument `record`/)]);
  });
});

describe("a class's own methods when a base cannot be followed (LogCapture over nose's Plugin)", () => {
  const { source, body } = stubbed('LogCapture.begin');

  it('accepts the original call of its own method, and leaves other members alone', () => {
    expect(body).toContain('self.start()');
    expect(check('LogCapture.begin', body, source).errors).toEqual([]);
    // `Plugin` (unread) may define anything: a member LogCapture does not define is not judged.
    expect(check('LogCapture.begin', body.replace('self.start()', 'self.start()\nself.add_options(None)'), source).errors).toEqual([]);
  });

  it('rejects a call of its own method that does not fit the signature', () => {
    const v = check('LogCapture.begin', body.replace('self.start()', 'self.start(True)'), source);
    expect(v.ok).toBe(false);
    expect(v.errors).toEqual([expect.stringMatching(/^`self\.start\(\)` takes at most 0 positional arguments but 1 is given/)]);
  });
});
