/**
 * Go answer checks, two scope mechanisms found on held out 5 (session 13), on real Debian sources:
 * - A package of 107 files (github.com/Shopify/sarama): scopeFiles reads all of it (the cap was 80),
 *   so a name none of its files declares is certain and a member its type lacks is an error.
 *   `go build` (GOPATH mode, offline) on the Debian tree: the real retryBatch builds; the mutants are
 *   refused with "undefined: newProduceSetChecked" and "p.returnErrorAll undefined (type
 *   *asyncProducer has no field or method returnErrorAll)".
 * - A file that dot-imports a package (yaml.v3's encode_test.go: `. "gopkg.in/check.v1"`): the dot
 *   import brings that package's EXPORTED names only, so a lowercase name none of the file's scopes
 *   binds is still a needed import (`bytes` with its import removed: go vet says "undefined: bytes")
 *   or an undeclared helper; an unknown exported name stays an honest unknown.
 */
import { describe, expect, it } from 'vitest';
import { go } from '../../../../src/core/languages/go/language.js';
import { GOCODE, repoFrom } from './real-code.js';

const SARAMA = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/Shopify/sarama`)));
const YAML = new Map(Object.entries(repoFrom(`${GOCODE}/gopkg.in/yaml.v3`)));

/** `file` with `qualname`'s body replaced by a panic stub (the source `original` gives), and the check of `body` there. */
function check(repo: ReadonlyMap<string, string>, file: string, qualname: string, body: string, opts: { original?: string; read?: readonly string[] } = {}) {
  const original = opts.original ?? repo.get(file)!;
  const def0 = go.parse(original, file).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const source = [...lines.slice(0, sigEnd), '\tpanic("not implemented")', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = go.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = go.findStubs(source, file, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map((opts.read ?? [...repo.keys()]).map((f) => [f, repo.get(f)!] as const));
  readFiles.set(file, source);
  return go.generation.validate({ source, parsed, target, stub, body, file, readFiles, repoFiles: [...repo.keys()] });
}

function bodyOf(repo: ReadonlyMap<string, string>, file: string, qualname: string): string {
  const text = repo.get(file)!;
  const d = go.parse(text, file).definitions.find((x) => x.qualname === qualname)!;
  return text.split('\n').slice(d.range.start, d.range.end - 1).join('\n');
}

describe('Go answer checks: a package over 80 files is read whole (sarama, 107 files)', () => {
  const FILE = 'async_producer.go';
  const paths = [...SARAMA.keys()];
  const read = go.generation.scopeFiles?.(FILE, paths, SARAMA.get(FILE)) ?? [];
  const body = bodyOf(SARAMA, FILE, 'asyncProducer.retryBatch');

  it('names every file of the package for the checks to read', () => {
    const own = paths.filter((f) => !f.includes('/') && f.endsWith('.go') && !f.endsWith('_test.go') && f !== FILE);
    expect(own.length).toBeGreaterThan(100);
    expect(read).toEqual(expect.arrayContaining(own));
  });

  it('accepts the real retryBatch with no warning (newProduceSet, partitionSet and Logger are declared in other files)', () => {
    expect(body).toContain('newProduceSet(p)');
    expect(check(SARAMA, FILE, 'asyncProducer.retryBatch', body, { read })).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a helper no file declares and a method asyncProducer lacks, as errors', () => {
    const helper = check(SARAMA, FILE, 'asyncProducer.retryBatch', body.replace('newProduceSet(p)', 'newProduceSetChecked(p)'), { read });
    expect(helper.ok).toBe(false);
    expect(helper.errors.join(' ')).toMatch(/`newProduceSetChecked` is not declared in package `sarama`, this file's imports/);
    const member = check(SARAMA, FILE, 'asyncProducer.retryBatch', body.replace('p.returnError(msg, kerr)\n\t\t\treturn', 'p.returnErrorAll(msg, kerr)\n\t\t\treturn'), { read });
    expect(member.ok).toBe(false);
    expect(member.errors.join(' ')).toMatch(/`p\.returnErrorAll`: `asyncProducer` has no field or method `returnErrorAll`; it has `returnError`/);
  });
});

describe('Go answer checks: a file that dot-imports a package (yaml.v3 encode_test.go: . "gopkg.in/check.v1")', () => {
  const FILE = 'encode_test.go';
  const body = bodyOf(YAML, FILE, 'S.TestSetIndent');
  const withoutBytes = YAML.get(FILE)!.replace('\t"bytes"\n', '');

  it('accepts the real body with no warning: Equals comes through the dot import', () => {
    expect(body).toContain('c.Assert(err, Equals, nil)');
    expect(check(YAML, FILE, 'S.TestSetIndent', body)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
  });

  it('makes a lowercase package name a needed import: a dot import brings exported names only', () => {
    const r = check(YAML, FILE, 'S.TestSetIndent', body, { original: withoutBytes });
    expect(r.ok).toBe(true);
    expect(r.imports.map((i) => i.text)).toEqual(['\t"bytes"']);
  });

  it('rejects a lowercase helper no file of the test package declares, and says nothing of an unknown exported name', () => {
    const helper = check(YAML, FILE, 'S.TestSetIndent', body.replace('enc.SetIndent(8)', 'enc.SetIndent(indentChecked())'));
    expect(helper.ok).toBe(false);
    expect(helper.errors.join(' ')).toMatch(/`indentChecked` is not declared in package `yaml_test`/);
    // check.v1 (not read) may export DeepEqualsChecked: the dot import leaves it open.
    expect(check(YAML, FILE, 'S.TestSetIndent', body.replace('Equals, nil)\n\terr =', 'DeepEqualsChecked, nil)\n\terr ='))).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Go answer checks: a local typed by a standard library function\'s result (cobra: outFile, err := os.Create(filename))', () => {
  const COBRA = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/spf13/cobra`)));
  const FILE = 'fish_completions.go';
  const body = bodyOf(COBRA, FILE, 'Command.GenFishCompletionFile');

  it('accepts the real body with no warning (outFile.Close is *os.File\'s)', () => {
    expect(body).toContain('defer outFile.Close()');
    expect(check(COBRA, FILE, 'Command.GenFishCompletionFile', body)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a method *os.File lacks (go build: outFile.CloseAll undefined (type *os.File has no field or method CloseAll))', () => {
    const r = check(COBRA, FILE, 'Command.GenFishCompletionFile', body.replace('outFile.Close()', 'outFile.CloseAll()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`outFile\.CloseAll`: `os\.File \(from os\.Create\)` has no field or method `CloseAll`; it has `Close`/);
  });

  it('stops at a later declaration of the same name: a closure parameter outFile is another variable', () => {
    const shadowed = body.replace('defer outFile.Close()', 'defer outFile.Close()\n\tfunc(outFile *Command) { _ = outFile.Name() }(c)');
    expect(check(COBRA, FILE, 'Command.GenFishCompletionFile', shadowed)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});
