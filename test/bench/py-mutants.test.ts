/**
 * bench:validate's Python wrong-member mutants (issue 22, session 17), on real Debian source:
 * - the receiver is the bare name: in sqlobject's classmethod `InheritableSQLMeta.addColumn(sqlmeta, ...)`, the call
 *   `c.sqlmeta.addColumn(...)` is on another object's attribute, not on the first parameter `sqlmeta` (the generator's
 *   `\b` matched after the dot and renamed that call; held out 9's two sqlobject `InheritableSQLMeta` "misses");
 * - the independent closed / open label (bench/support/py-class-closure.py, CPython's ast over the whole package):
 *   closed when the class and every base, transitively, is the package's own or Python's, a with_metaclass form read
 *   as its bases; open for a base from another distribution.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../src/core/languages/python/index.js';
import { mutantsOf } from '../../bench/support/mutants.js';

const DIST = '/usr/lib/python3/dist-packages';
const SCRIPT = fileURLToPath(new URL('../../bench/support/py-class-closure.py', import.meta.url));

function bodyOf(file: string, qualname: string) {
  const text = readFileSync(join(DIST, file), 'utf8');
  const parsed = parsePython(text);
  const def = parsed.definitions.find((d) => d.qualname === qualname)!;
  const lines = text.split('\n');
  const sigLines = def.signature.split('\n').length;
  const body = lines.slice(def.range.start - 1 + sigLines, def.range.end).join('\n');
  return { text, parsed, def, body };
}

describe('Python wrong-member mutants', () => {
  it("renames a call on the receiver itself, never on another object's attribute of the same name (sqlobject InheritableSQLMeta.addColumn)", () => {
    const { text, parsed, def, body } = bodyOf('sqlobject/inheritance/__init__.py', 'InheritableSQLMeta.addColumn');
    // The premise: the body calls `c.sqlmeta.addColumn(...)` and the first parameter is `sqlmeta`.
    expect(def.parameters[0]).toBe('sqlmeta');
    expect(body).toMatch(/c\.sqlmeta\.addColumn\(/);
    // No call on `sqlmeta` itself names a method of the class: no wrong-member mutant (before: `c.sqlmeta.addColumn_all(...)`).
    expect(mutantsOf(body, text, parsed, def, 'sqlobject').filter((m) => m.kind === 'wrong-member')).toEqual([]);
    // A call on the receiver itself is still renamed, and the mutant names its class.
    const own = bodyOf('sqlobject/main.py', 'SQLObject.sync');
    const member = mutantsOf(own.body, own.text, own.parsed, own.def, 'sqlobject').find((m) => m.kind === 'wrong-member');
    expect(member?.receiverClass).toBe('SQLObject');
    expect(member?.body).toMatch(/(?<![\w.])self\.\w+_all\(/);
  }, 120_000);

  it('labels receiver classes closed or open from the whole package (CPython ast)', () => {
    const labels = (pkg: string): Record<string, string> => JSON.parse(execFileSync('python3', [SCRIPT, DIST, pkg], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })) as Record<string, string>;
    const sqlobject = labels('sqlobject');
    // with_metaclass(declarative.DeclarativeMeta, object): bases `object`.
    expect(sqlobject['sqlobject/main.py:SQLObject']).toBe('closed');
    expect(sqlobject['sqlobject/manager/command.py:CommandRecord']).toBe('closed');
    const migrate = labels('migrate');
    // six.with_metaclass(MyMeta, DictMixin, sqlalchemy.schema.SchemaItem): SQLAlchemy's class is another distribution's.
    expect(migrate['migrate/changeset/schema.py:ColumnDelta']).toBe('open');
    const cliff = labels('cliff');
    // rst.Directive is docutils'.
    expect(cliff['cliff/sphinxext.py:AutoprogramCliffDirective']).toBe('open');
    // cliff's own Command(metaclass=abc.ABCMeta) over object.
    expect(cliff['cliff/command.py:Command']).toBe('closed');
  }, 240_000);
});

describe('Python hallucinated-helper mutants', () => {
  it("renames a helper of the file, never a function the body defines itself (roslib's nested `def check`)", () => {
    // roslib/manifestlib.py has a module-level `def check(name, ...)`; check_required's body defines its own nested
    // `check` and returns it. Renaming that def (session 21's held out 14 "misses") left `return check` reading the
    // module's function: no mistake at all (session 22).
    const { text, parsed, def, body } = bodyOf('roslib/manifestlib.py', 'check_required');
    expect(parsed.definitions.some((d) => d.parent === undefined && d.name === 'check')).toBe(true);
    const helper = mutantsOf(body, text, parsed, def, 'roslib').find((m) => m.kind === 'hallucinated-helper');
    expect(helper?.name).toBe('get_nodes_by_name_checked');
    expect(helper?.body).toMatch(/def check\(n, filename\)/);
  });
});
