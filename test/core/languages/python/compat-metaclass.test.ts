/**
 * Metaclass helpers the check did not know (issue 22, session 17, Python held out 9's member misses), on real
 * Debian source:
 * - a `with_metaclass(M, B...)` that the repository copies from six into its own compat module
 *   (python3-sqlobject: `from sqlobject.compat import with_metaclass`; `class SQLObject(with_metaclass(
 *   declarative.DeclarativeMeta, object))`): the bases are `B...`, as for six's. Before, the base was a call the
 *   check could not follow and every class over it was open (sqlobject 5 misses);
 * - a vendored six (python3-scapy: `import scapy.libs.six as six`, `@six.add_metaclass(_SuperSocket_metaclass)`):
 *   read as six itself. Before, the decorator was an unknown call and opened `SuperSocket`, `Field` and their
 *   subclasses (scapy 2 misses);
 * - scopeFiles follows a class decorator and its arguments (`add_metaclass(M)`: M's module), so the metaclass's
 *   own bases (scapy/compat.py's `_Generic_metaclass`) are read before the checks;
 * - a metaclass `__call__` that only makes or hands back cached instances (python3-datalad's `Flyweight`:
 *   `instance = type.__call__(cls, ...)`, `cls._unique_instances[id_] = instance`, `return instance`) adds nothing
 *   to instances; before, any `__call__` opened the class (datalad's GitRepo/AnnexRepo, 4 misses). fsspec's
 *   `_Cached`, which hands each new instance to `mirror_sync_methods(obj)`, still opens it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { python } from '../../../../src/core/languages/python/language.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const DIST = '/usr/lib/python3/dist-packages';

function stubbed(file: string, qualname: string) {
  const original = readFileSync(join(DIST, file), 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  return { source, check: (body: string, readFiles: Map<string, string>) => validateImplementation({ source, parsed, target, stub, body, file, readFiles }) };
}

const read = (...files: string[]): Map<string, string> => new Map(files.map((f) => [f, readFileSync(join(DIST, f), 'utf8')] as const));

function pyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pyFiles(join(dir, e.name)) : e.name.endsWith('.py') ? [relative(DIST, join(dir, e.name))] : []));
}

/** The modules scopeFiles asks for over the pipeline's three rounds, read. */
function scoped(file: string, source: string): Map<string, string> {
  const files = pyFiles(join(DIST, file.split('/')[0]!));
  const out = new Map<string, string>();
  for (let round = 0; round < 3; round++) {
    const fresh = (python.generation.scopeFiles?.(file, files, source, out) ?? []).filter((f) => !out.has(f));
    for (const f of fresh) out.set(f, readFileSync(join(DIST, f), 'utf8'));
  }
  return out;
}

describe('Python answer checks: with_metaclass from a compat module, a vendored six', () => {
  it("sqlobject's SQLObject(with_metaclass(declarative.DeclarativeMeta, object)): a member it lacks is an error, its own are not", () => {
    const { check } = stubbed('sqlobject/main.py', 'SQLObject.sync');
    const files = read('sqlobject/declarative.py', 'sqlobject/compat.py');
    expect(check('if self.sqlmeta.lazyUpdate and self.sqlmeta._SO_pendingUpdates:\n    self.syncUpdate_all()', files).errors)
      .toEqual([expect.stringMatching(/^`SQLObject` has no member `syncUpdate_all`/)]);
    expect(check('if self.sqlmeta.lazyUpdate and self.sqlmeta._SO_pendingUpdates:\n    self.syncUpdate()\nself._SO_writeLock.acquire()\nself.expire()', files))
      .toMatchObject({ errors: [], warnings: [] });
  });

  it("sqlobject's CommandRecord(Command), Command(with_metaclass(DeclarativeMeta, object)): a wrong member is an error", () => {
    const { check } = stubbed('sqlobject/manager/command.py', 'CommandRecord.command');
    const files = read('sqlobject/declarative.py', 'sqlobject/compat.py', 'sqlobject/__init__.py');
    expect(check('self.command_force_db_version_all()', files).errors).toEqual([expect.stringMatching(/^`CommandRecord` has no member `command_force_db_version_all`/)]);
    expect(check('self.command_force_db_version()\nself.find_output_dir()', files)).toMatchObject({ errors: [], warnings: [] });
  });

  it("scapy's ISOTPNativeSocket(SuperSocket), SuperSocket under @six.add_metaclass of a vendored six: scopeFiles reads the metaclass's module, a wrong member is an error", () => {
    const file = 'scapy/contrib/isotp/isotp_native_socket.py';
    const { source, check } = stubbed(file, 'ISOTPNativeSocket.recv');
    const files = scoped(file, source);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['scapy/supersocket.py', 'scapy/compat.py']));
    expect(check('self.__bind_socket_all(self.ins, "x", 0, 0)\nreturn self.recv_raw(x)', files).errors)
      .toEqual([expect.stringMatching(/^`ISOTPNativeSocket` has no member `__bind_socket_all`/)]);
    expect(check('self.__bind_socket(self.ins, "x", 0, 0)\nself.fileno()\nreturn self.recv_raw(x)', files)).toMatchObject({ errors: [], warnings: [] });
  });

  it("scapy's _TLSMsgListField(PacketListField), Field under @six.add_metaclass(Field_metaclass): a wrong member is an error", () => {
    const file = 'scapy/layers/tls/record.py';
    const { source, check } = stubbed(file, '_TLSMsgListField.addfield');
    const files = scoped(file, source);
    expect(check('return s + self.i2m_all(pkt, val)', files).errors).toEqual([expect.stringMatching(/^`_TLSMsgListField` has no member `i2m_all`/)]);
    expect(check('return s + self.i2m(pkt, val)', files)).toMatchObject({ errors: [], warnings: [] });
  });

  it("datalad's GitRepo(CoreGitRepo), CoreGitRepo(metaclass=PathBasedFlyweight): a flyweight's __call__ adds nothing, a wrong member is an error", () => {
    const file = 'datalad/support/gitrepo.py';
    const { source, check } = stubbed(file, 'GitRepo.get_submodules_');
    const files = scoped(file, source);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['datalad/dataset/gitrepo.py', 'datalad/dataset/repo.py']));
    expect(check('modinfo = self._parse_gitmodules_all()\nreturn modinfo', files).errors).toEqual([expect.stringMatching(/^`GitRepo` has no member `_parse_gitmodules_all`/)]);
    // Its own method, and `call_git` of the core GitRepo under the flyweight metaclass.
    expect(check('modinfo = self._parse_gitmodules()\nself.call_git(["status"])\nreturn modinfo', files)).toMatchObject({ errors: [], warnings: [] });
  });

  it("fsspec's _Cached __call__ hands each instance to mirror_sync_methods(obj): LocalFileSystem stays open (nothing is said)", () => {
    const file = 'fsspec/implementations/local.py';
    const { source, check } = stubbed(file, 'LocalFileSystem.mkdir');
    const files = scoped(file, source);
    expect([...files.keys()]).toContain('fsspec/spec.py');
    expect(check('self.makedirs_all(path, exist_ok=True)', files)).toMatchObject({ errors: [], warnings: [] });
  });
});
