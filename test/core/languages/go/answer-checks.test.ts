/**
 * Go answer checks on real code (Debian's github.com/pkg/errors): the package's files are one
 * scope, a package the file does not import is a needed import, members of a receiver's type
 * (embedded ones included), arity of package functions, and Go's "declared and not used".
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../../../src/adapters/openai/chat-model.js';
import { go } from '../../../../src/core/languages/go/language.js';
import { retrieve } from '../../../../src/core/retrieval/index.js';
import { implementStubs } from '../../../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer } from '../../../support/openai-server.js';
import { GOCODE, repoFrom } from './real-code.js';

const REPO = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/pkg/errors`)));
const PATHS = [...REPO.keys()];

/** `file` with `qualname`'s body replaced by a panic stub, and the check of `body` there. */
function check(file: string, qualname: string, body: string, opts: { repoFiles?: readonly string[]; source?: string; repo?: ReadonlyMap<string, string> } = {}) {
  const repo = opts.repo ?? REPO;
  const original = opts.source ?? repo.get(file)!;
  const def0 = go.parse(original, file).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const source = [...lines.slice(0, sigEnd), '\tpanic("not implemented")', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = go.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = go.findStubs(source, file, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map(repo);
  readFiles.set(file, source);
  return go.generation.validate({ source, parsed, target, stub, body, file, readFiles, repoFiles: opts.repoFiles ?? [...repo.keys()] });
}

const WRAP = ['if err == nil {', '\treturn nil', '}', 'err = &withMessage{', '\tcause: err,', '\tmsg:   message,', '}', 'return &withStack{', '\terr,', '\tcallers(),', '}'].join('\n');

describe('Go answer checks on pkg/errors', () => {
  it('accepts the original body of Wrap with no warning: callers() and withStack are declared in other files of the package', () => {
    const r = check('errors.go', 'Wrap', WRAP);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
  });

  it('counts the names a select case receives into (`case v, ok := <-ch:`) as declared there, and still rejects an undeclared one', () => {
    const body = (use: string) => ['ch := make(chan error, 1)', 'ch <- err', 'select {', 'case got, ok := <-ch:', '\tif !ok {', '\t\treturn nil', '\t}', `\treturn ${use}`, 'default:', '\treturn err', '}'].join('\n');
    expect(check('errors.go', 'Cause', body('got'))).toMatchObject({ ok: true, errors: [], warnings: [] });
    const wrong = check('errors.go', 'Cause', body('gotten'));
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join(' ')).toMatch(/`gotten`/);
  });

  it('rejects a helper that no file of the package declares, naming the one that is', () => {
    const r = check('errors.go', 'Wrap', WRAP.replace('callers()', 'callersChecked()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`callersChecked` is not declared in package `errors`.*`callers` is \(not `callersChecked`\) declared/);
  });

  it('only warns when a file of the package directory was not read (it may declare the name)', () => {
    const r = check('errors.go', 'Wrap', WRAP.replace('callers()', 'callersChecked()'), { repoFiles: [...PATHS, 'extra.go'] });
    expect(r.ok).toBe(true);
    expect(r.warnings.join(' ')).toMatch(/`callersChecked` is not declared in package `errors` \(as far as it was read\)/);
  });

  it('only warns about a member its type lacks when a file of the package was not read (it may declare the method)', () => {
    const body = 'switch verb {\ncase \'v\':\n\tif s.Flag(\'+\') {\n\t\tfmt.Fprintf(s, "%+v", w.CauseAll())\n\t\treturn\n\t}\n\tfallthrough\ncase \'s\':\n\tio.WriteString(s, w.Error())\n}';
    const r = check('errors.go', 'withStack.Format', body, { repoFiles: [...PATHS, 'extra.go'] });
    expect(r.ok).toBe(true);
    expect(r.warnings.join(' ')).toMatch(/`w\.CauseAll`: `withStack` has no field or method `CauseAll` \(as far as the package was read\)/);
  });

  it('makes a standard package the file does not import a needed import, inside its import block', () => {
    const r = check('errors.go', 'New', 'return &fundamental{\n\tmsg:   strings.TrimSpace(message),\n\tstack: callers(),\n}');
    expect(r.ok).toBe(true);
    const block = REPO.get('errors.go')!.split('\n').findIndex((l) => l === '\t"io"') + 1;
    expect(r.imports).toEqual([{ text: '\t"strings"', afterLine: block, names: ['strings'] }]);
  });

  it('does not count an import of another file of the package: imports are per file', () => {
    // stack.go imports "strings"; go-errors' errors.go does not.
    expect(REPO.get('stack.go')).toMatch(/"strings"/);
    const r = check('errors.go', 'Cause', 'return strings.NewReader("").UnreadByte()');
    expect(r.imports.map((i) => i.text)).toEqual(['\t"strings"']);
  });

  it('rejects a member the receiver type lacks, and accepts one promoted from an embedded type', () => {
    const body = 'switch verb {\ncase \'v\':\n\tif s.Flag(\'+\') {\n\t\tfmt.Fprintf(s, "%+v", w.Cause())\n\t\tw.stack.Format(s, verb)\n\t\treturn\n\t}\n\tfallthrough\ncase \'s\':\n\tio.WriteString(s, w.Error())\n}';
    expect(check('errors.go', 'withStack.Format', body)).toMatchObject({ ok: true, warnings: [] });
    // StackTrace comes from the embedded *stack (stack.go); Error from the embedded error.
    expect(check('errors.go', 'withStack.Format', body.replace('w.Cause()', 'w.StackTrace()'))).toMatchObject({ ok: true, warnings: [] });
    const wrong = check('errors.go', 'withStack.Format', body.replace('w.Cause()', 'w.CauseAll()'));
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join(' ')).toMatch(/`w\.CauseAll`: `withStack` has no field or method `CauseAll`; it has `Cause`/);
  });

  it('rejects a call of a package function with the wrong number of arguments (variadic ones included)', () => {
    const bad = check('errors.go', 'New', 'return &fundamental{\n\tmsg:   message,\n\tstack: callers(3),\n}');
    expect(bad.errors.join(' ')).toMatch(/`callers` takes 0 arguments \(`func callers\(\) \*stack`\), the body passes 1/);
    expect(check('errors.go', 'WithStack', 'return Errorf("%w")').errors).toEqual([]);
    expect(check('errors.go', 'WithStack', 'return Errorf()').errors.join(' ')).toMatch(/`Errorf` takes at least 1 argument/);
  });

  it('rejects a variable the body declares and never uses, as the Go compiler does', () => {
    const r = check('errors.go', 'New', 'extra := len(message)\nreturn &fundamental{\n\tmsg:   message,\n\tstack: callers(),\n}');
    expect(r.errors).toEqual(['`extra` is declared and not used (body line 1): Go refuses to compile that.']);
  });

  it('reads a package directory through scopeFiles, tests only for a test file', () => {
    expect(go.generation.scopeFiles?.('errors.go', PATHS)).toEqual(expect.arrayContaining(['stack.go', 'go113.go']));
    expect(go.generation.scopeFiles?.('errors.go', PATHS)).not.toContain('errors_test.go');
    expect(go.generation.scopeFiles?.('errors_test.go', PATHS)).toContain('stack_test.go');
  });
});

describe('Go answer checks through the pipeline', () => {
  it('reads the whole package, rejects a hallucinated helper once, and puts the needed import in the suggestion', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dycoder-go-checks-'));
    for (const [f, text] of REPO) writeFileSync(join(root, f), text);
    const lines = REPO.get('errors.go')!.split('\n');
    const at = lines.findIndex((l) => l.startsWith('func New('));
    writeFileSync(join(root, 'errors.go'), [...lines.slice(0, at + 1), '\tpanic("not implemented")', ...lines.slice(at + 5)].join('\n'));
    const server = await startOpenAIServer();
    const good = 'return &fundamental{\n\tmsg:   strings.TrimSpace(message),\n\tstack: callers(),\n}';
    server.respondWith((req) => reply.content(`\`\`\`go\n${req.messages.length > 2 ? good : good.replace('callers()', 'captureCallers()')}\n\`\`\``));
    try {
      const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 10_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
      const result = await implementStubs({ source: createFsRepoSource(root), model, retrieve, selection: { kind: 'targets', targets: [{ file: 'errors.go', qualname: 'New' }] }, headSha: 'test', temperature: 0 });
      const t = result.targets[0]!;
      expect(t.attempts[0]!.problems.join(' ')).toMatch(/`captureCallers` is not declared in package `errors`/);
      expect(t.status).toBe('suggested');
      expect(t.suggestion?.imports?.map((i) => i.text)).toEqual(['\t"strings"']);
      expect(t.suggestion?.notes).toEqual(['Repaired once after validation feedback.']);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('Go answer checks: a local that shadows a package', () => {
  it('treats `strings := strings.Fields(...)` as a use of the package (needed import), not of the local it declares', () => {
    const body = 'strings := strings.Fields(message)\nreturn &fundamental{\n\tmsg:   strings[0],\n\tstack: callers(),\n}';
    const r = check('errors.go', 'New', body);
    expect(r.ok).toBe(true);
    expect(r.imports.map((i) => i.text)).toEqual(['\t"strings"']);
    // Used after its declaration, the local binds the name: no import (fmt is imported by errors.go).
    const after = check('errors.go', 'New', 'fields := []string{message}\nstrings := fields\nreturn &fundamental{\n\tmsg:   strings[0],\n\tstack: callers(),\n}');
    expect(after).toMatchObject({ ok: true, imports: [], warnings: [] });
  });

  it('rejects a hallucinated helper called on a shadowed name when no package has it', () => {
    const r = check('errors.go', 'New', 'msgs := msgs.Split(message)\nreturn &fundamental{\n\tmsg:   msgs[0],\n\tstack: callers(),\n}');
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`msgs` is not declared in package `errors`/);
  });
});

describe('Go answer checks: a receiver the body redeclares', () => {
  const body = (call: string, member: string): string =>
    `if w, ok := w.${call}().(*withStack); ok {\n\tfmt.Fprintf(s, "%+v", w.${member}())\n\treturn\n}\nio.WriteString(s, w.Error())`;

  it('checks the receiver\'s members before the local that shadows it is in scope', () => {
    const wrong = check('errors.go', 'withMessage.Format', body('CauseAll', 'StackTrace'));
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join(' ')).toMatch(/`w\.CauseAll`: `withMessage` has no field or method `CauseAll`/);
  });

  it('does not read the shadowing local as the receiver: `w.StackTrace` of the *withStack local is accepted', () => {
    // withMessage has no StackTrace; the local `w` (a *withStack) has, through its embedded *stack.
    expect(check('errors.go', 'withMessage.Format', body('Cause', 'StackTrace'))).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Go answer checks: `:=` that assigns a name its block already has (ugorji/go codec)', () => {
  const CODEC = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/ugorji/go/codec`)));
  const original = (file: string, qualname: string): string => {
    const text = CODEC.get(file)!;
    const d = go.parse(text, file).definitions.find((x) => x.qualname === qualname)!;
    return text.split('\n').slice(d.range.start, d.range.end - 1).join('\n');
  };

  it('accepts readn1eof\'s real body: `b, err := z.ReadByte()` assigns the named result `b` (used by the bare return)', () => {
    const body = original('reader.go', 'ioDecReader.readn1eof');
    expect(body).toMatch(/b, err := z\.ReadByte\(\)/);
    expect(check('reader.go', 'ioDecReader.readn1eof', body, { repo: CODEC })).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('still rejects a new name of an inner block\'s `:=` that is never used', () => {
    const body = original('reader.go', 'ioDecReader.readn1eof').replace('\tz.n++', '\tb, extra := z.ReadByte()\n\tz.n++');
    const r = check('reader.go', 'ioDecReader.readn1eof', body, { repo: CODEC });
    expect(r.errors.join(' ')).toMatch(/`extra` is declared and not used/);
  });
});

describe('Go answer checks: members promoted from an embedded standard library type (go-cmp\'s debugger embeds sync.Mutex)', () => {
  const CMP = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/google/go-cmp`)));
  const FILE = 'cmp/internal/diff/debug_enable.go';
  const text = CMP.get(FILE)!;
  const d = go.parse(text, FILE).definitions.find((x) => x.qualname === 'debugger.Begin')!;
  const body = text.split('\n').slice(d.range.start, d.range.end - 1).join('\n');

  it('accepts the real body (`dbg.Lock()` comes from sync.Mutex) and rejects a method neither debugger nor sync.Mutex has', () => {
    expect(body).toMatch(/^\tdbg\.Lock\(\)/);
    expect(check(FILE, 'debugger.Begin', body, { repo: CMP })).toMatchObject({ ok: true, errors: [], warnings: [] });
    const wrong = check(FILE, 'debugger.Begin', body.replace('dbg.Lock()', 'dbg.LockAll()'), { repo: CMP });
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join(' ')).toMatch(/`dbg\.LockAll`: `debugger` has no field or method `LockAll`; it has `Lock`/);
  });

  it('only warns when the module asks for a newer Go than the table was read from (the type may have gained the method)', () => {
    const newer = new Map(CMP);
    newer.set('go.mod', CMP.get('go.mod')!.replace(/^go .*$/m, 'go 1.99'));
    const r = check(FILE, 'debugger.Begin', body.replace('dbg.Lock()', 'dbg.LockAll()'), { repo: newer });
    expect(r.ok).toBe(true);
    expect(r.warnings.join(' ')).toMatch(/`dbg\.LockAll`: `debugger` has no field or method `LockAll` \(as of Go 1\.19\.\d+'s standard library; the module asks for Go 1\.99\)/);
  });
});

describe('Go answer checks: a type that embeds another package\'s type (goldmark\'s Delimiter embeds ast.BaseInline)', () => {
  const GM = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/yuin/goldmark`)));
  const FILE = 'parser/delimiter.go';
  const body = '\td.Length -= n\n\td.Segment = d.Segment.WithStop(d.Segment.Start + d.Length)';

  it('accepts the real body, and an exported name that the embedded ast.BaseInline may promote (HasChildren)', () => {
    expect(check(FILE, 'Delimiter.ConsumeCharacters', body, { repo: GM })).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(FILE, 'Delimiter.ConsumeCharacters', `\tif d.HasChildren() {\n\t\treturn\n\t}\n${body}`, { repo: GM })).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects an unexported member Delimiter lacks: another package\'s unexported names cannot be promoted', () => {
    const r = check(FILE, 'Delimiter.ConsumeCharacters', body.replace('d.Length -= n', 'd.remaining -= n'), { repo: GM });
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`d\.remaining`: `Delimiter` has no field or method `remaining`/);
  });
});
