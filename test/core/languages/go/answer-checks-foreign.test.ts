/**
 * Go answer checks on members of types declared in another package of the module (Debian's
 * github.com/yuin/goldmark): a parameter typed `*ast.Heading` / `text.Reader`, and a type of the
 * package that embeds one (`Delimiter` embeds `ast.BaseInline`). Decided only when every file of
 * the other package was read (the pipeline reads embedded types' packages through scopeFiles'
 * second call); else an exported member is an honest unknown. `go build` (GOPATH mode on a copy of
 * the Debian tree) refuses each mutant rejected here: "node.SetAttributeAll undefined (type
 * *ast.Heading has no field or method SetAttributeAll)", "node.lines undefined (type *ast.Heading has
 * no field or method lines, but does have Lines)", "reader.SourceAll undefined (type text.Reader has
 * no field or method SourceAll)".
 */
import { describe, expect, it } from 'vitest';
import { go } from '../../../../src/core/languages/go/language.js';
import { GOCODE, repoFrom } from './real-code.js';

const GM = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/yuin/goldmark`)));

function check(file: string, qualname: string, body: string, repo: ReadonlyMap<string, string> = GM) {
  const original = GM.get(file)!;
  const def0 = go.parse(original, file).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const source = [...lines.slice(0, sigEnd), '\tpanic("not implemented")', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = go.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = go.findStubs(source, file, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map(repo);
  readFiles.set(file, source);
  return go.generation.validate({ source, parsed, target, stub, body, file, readFiles, repoFiles: [...GM.keys()] });
}

function bodyOf(file: string, qualname: string): string {
  const text = GM.get(file)!;
  const d = go.parse(text, file).definitions.find((x) => x.qualname === qualname)!;
  return text.split('\n').slice(d.range.start, d.range.end - 1).join('\n');
}

describe('Go answer checks: a parameter typed with another package of the module (goldmark generateAutoHeadingID(node *ast.Heading, reader text.Reader, ...))', () => {
  const FILE = 'parser/atx_heading.go';
  const body = bodyOf(FILE, 'generateAutoHeadingID');

  it('accepts the real body: Lines() is promoted from ast.BaseBlock, SetAttribute from ast.BaseNode, Source() is text.Reader\'s', () => {
    expect(body).toContain('node.Lines().Len()');
    expect(check(FILE, 'generateAutoHeadingID', body)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects an exported method neither ast.Heading nor its embedded ast types declare, and one the interface text.Reader lacks', () => {
    const r = check(FILE, 'generateAutoHeadingID', body.replace('node.SetAttribute(', 'node.SetAttributeAll('));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`node\.SetAttributeAll`: `ast\.Heading` has no field or method `SetAttributeAll`; it has `SetAttribute`/);
    const s = check(FILE, 'generateAutoHeadingID', body.replace('reader.Source()', 'reader.SourceAll()'));
    expect(s.errors.join(' ')).toMatch(/`reader\.SourceAll`: `text\.Reader` has no field or method `SourceAll`/);
  });

  it('rejects an unexported member of another package\'s type even where it exists (go build: cannot refer to unexported)', () => {
    const r = check(FILE, 'generateAutoHeadingID', body.replace('node.Lines()', 'node.lines()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`node\.lines`: `ast\.Heading` has no field or method `lines` \(another package's unexported names are not accessible\)/);
  });

  it('says nothing about an exported member when a file of the other package was not read (it may declare the method)', () => {
    const partial = new Map(GM);
    partial.delete('ast/block.go');
    const r = check(FILE, 'generateAutoHeadingID', body.replace('node.SetAttribute(', 'node.SetAttributeAll('), partial);
    expect(r).toMatchObject({ ok: true, errors: [] });
  });
});

describe('Go answer checks: a type that embeds another package\'s type whose files were all read (goldmark\'s Delimiter embeds ast.BaseInline)', () => {
  const FILE = 'parser/delimiter.go';
  const body = '\td.Length -= n\n\td.Segment = d.Segment.WithStop(d.Segment.Start + d.Length)';

  it('accepts a name ast.BaseInline promotes (HasChildren, from ast.BaseNode) and rejects one it does not', () => {
    expect(check(FILE, 'Delimiter.ConsumeCharacters', `\tif d.HasChildren() {\n\t\treturn\n\t}\n${body}`)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(FILE, 'Delimiter.ConsumeCharacters', `\tif d.HasChildrenAll() {\n\t\treturn\n\t}\n${body}`);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`d\.HasChildrenAll`: `Delimiter` has no field or method `HasChildrenAll`; it has `HasChildren`/);
  });

  it('leaves an exported name open when a file of ast was not read', () => {
    const partial = new Map(GM);
    partial.delete('ast/ast.go');
    expect(check(FILE, 'Delimiter.ConsumeCharacters', `\tif d.HasChildrenAll() {\n\t\treturn\n\t}\n${body}`, partial)).toMatchObject({ ok: true, errors: [] });
  });

  it('scopeFiles, called again with the files read, names every file of the embedded type\'s package (ast) first, then the header-named packages, and no test file', () => {
    const paths = [...GM.keys()];
    const first = go.generation.scopeFiles!(FILE, paths, GM.get(FILE));
    const read = new Map([...first, FILE, 'go.mod'].map((f) => [f, GM.get(f)!] as const));
    const further = go.generation.scopeFiles!(FILE, paths, GM.get(FILE), read);
    // The package's own files again (already read: the pipeline skips them), then every file of ast.
    expect(further.slice(0, first.length)).toEqual(first);
    const ast = paths.filter((f) => f.startsWith('ast/') && !f.endsWith('_test.go')).sort();
    expect([...further.slice(first.length, first.length + ast.length)].sort()).toEqual(ast);
    // Then (session 17, signature-scope.ts) the packages the function headers name: text (text.Reader), util.
    const rest = further.slice(first.length + ast.length);
    expect(new Set(rest.map((f) => f.split('/')[0]))).toEqual(new Set(['text', 'util']));
    expect(rest.some((f) => f.endsWith('_test.go'))).toBe(false);
  });
});
