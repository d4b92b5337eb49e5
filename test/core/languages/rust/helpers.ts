/** Real Rust crates from Debian (librust-*-dev, scripts/setup-test-deps.sh) read into {path: text} maps. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseDependencyPath, type DependencySource } from '../../../../src/core/dependencies/port.js';
import { rust } from '../../../../src/core/languages/rust/language.js';

export const REGISTRY = '/usr/share/cargo/registry';

/** A crate's Cargo.toml and every .rs file under src/, by repository-relative path. */
export function crateFiles(crate: string): Record<string, string> {
  const root = join(REGISTRY, crate);
  const out: Record<string, string> = { 'Cargo.toml': readFileSync(join(root, 'Cargo.toml'), 'utf8') };
  const walk = (dir: string): void => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.rs')) out[rel] = readFileSync(join(root, rel), 'utf8');
    }
  };
  walk('src');
  return out;
}

export function registryFile(path: string): string {
  return readFileSync(join(REGISTRY, path), 'utf8');
}

/** Strips the common indentation of a template literal. */
export function rs(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent)).join('\n');
}

/**
 * An answer check over a crate read whole: `(file, qualname, line, body)` stubs the definition at that line (the crate's
 * file, optionally edited first), answers it with `body(originalBody)` and returns the Rust language's verdict. `editRepo`
 * changes a file of the crate as read (its manifest's `edition`, say) before anything else; undefined leaves it listed but
 * unread (as a source does a file over its size cap).
 */
export function crateChecker(crate: string, editRepo: (path: string, text: string) => string | undefined = (_, text) => text) {
  const { repo, paths } = editedCrate(crate, editRepo);
  return filesChecker(repo, paths);
}

/** crateChecker over files given as text (`repo`: the files read; `paths`: every file listed). */
export function filesChecker(repo: ReadonlyMap<string, string>, paths: readonly string[] = [...repo.keys()]) {
  return (file: string, qualname: string, line: number, body: (original: string) => string, edit: (s: string) => string = (s) => s) => {
    const s = stubbed(repo, file, qualname, line, edit);
    const readFiles = new Map(repo);
    readFiles.set(file, s.source);
    return rust.generation.validate({ ...s, body: body(s.text), file, readFiles, repoFiles: [...paths] });
  };
}

function editedCrate(crate: string, editRepo: (path: string, text: string) => string | undefined): { repo: Map<string, string>; paths: string[] } {
  const all = Object.entries(crateFiles(crate)).map(([path, text]) => [path, editRepo(path, text)] as const);
  return { repo: new Map(all.flatMap(([path, text]) => (text === undefined ? [] : [[path, text] as const]))), paths: all.map(([path]) => path) };
}

/** The definition at `line` of `file` stubbed (`todo!()`), with its original body's text. */
function stubbed(repo: ReadonlyMap<string, string>, file: string, qualname: string, line: number, edit: (s: string) => string) {
  const original = edit(repo.get(file)!);
  const def0 = rust.parse(original, file).definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
  const lines = original.split('\n');
  // (A `{` alone on the line after the header, sequoia-wot's style, stays with the header.)
  const header = def0.range.start + def0.signature.split('\n').length - 1;
  const sigEnd = lines[header]?.trim() === '{' ? header + 1 : header;
  const text = lines.slice(sigEnd, def0.range.end - 1).join('\n');
  const source = [...lines.slice(0, sigEnd), '        todo!()', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = rust.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
  const stub = rust.findStubs(source, file, parsed).find((s) => s.qualname === qualname && s.defLine === line)!;
  return { source, parsed, target, stub, text };
}

/**
 * crateChecker with the scope rounds the pipeline runs (pipeline/implement-stubs.ts readScope): Language.scopeFiles asked
 * again while it names new files, a dependency's file (`(dependencies)/rust/..`) read from `dependencies` (none: never
 * read, as a job without the option), then the verdict; `reads` lists the dependency files read. `editRepo` as crateChecker's.
 */
export function crateCheckerWithDependencies(crate: string, dependencies: DependencySource | undefined, editRepo: (path: string, text: string) => string | undefined = (_, text) => text) {
  const { repo, paths } = editedCrate(crate, editRepo);
  return async (file: string, qualname: string, line: number, body: (original: string) => string) => {
    const s = stubbed(repo, file, qualname, line, (x) => x);
    const readFiles = new Map(repo);
    readFiles.set(file, s.source);
    const asked = new Set<string>();
    const reads: string[] = [];
    for (let round = 0; round < 8; round++) {
      const fresh = (rust.generation.scopeFiles?.(file, paths, s.source, readFiles) ?? []).filter((f) => !readFiles.has(f) && !asked.has(f));
      if (fresh.length === 0) break;
      for (const f of fresh) {
        asked.add(f);
        const dep = parseDependencyPath(f);
        const text = dep === undefined || dependencies === undefined ? undefined : await dependencies.readFile(dep.path, new AbortController().signal);
        if (text === undefined) continue;
        readFiles.set(f, text);
        reads.push(f);
      }
    }
    return { ...rust.generation.validate({ ...s, body: body(s.text), file, readFiles, repoFiles: paths }), reads, readFiles, paths };
  };
}

/**
 * A copy of a registry crate in a new temporary folder (a checkout for the whole pipeline) with the method `qualname` of
 * `file` (the first whose signature has `signature`, when given) stubbed as `todo!()`; its original body, unindented by
 * eight spaces (a method's), is what the scripted model answers. The caller removes `root`.
 */
export function stubbedCrateCopy(crate: string, file: string, qualname: string, signature = ''): { root: string; body: string } {
  const root = mkdtempSync(join(tmpdir(), 'dycoder-rust-crate-'));
  cpSync(join(REGISTRY, crate), root, { recursive: true });
  const text = readFileSync(join(root, file), 'utf8');
  const def = rust.parse(text, file).definitions.find((d) => d.qualname === qualname && d.signature.includes(signature))!;
  const lines = text.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const body = lines.slice(sigEnd, def.range.end - 1).map((l) => l.slice(8)).join('\n');
  writeFileSync(join(root, file), [...lines.slice(0, sigEnd), '        todo!()', ...lines.slice(def.range.end - 1)].join('\n'));
  return { root, body };
}

/** rustc's verdict on a library crate of several files (`src/lib.rs` its root): whether it compiles (metadata only). */
export function rustcAcceptsCrate(files: ReadonlyMap<string, string>, edition: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-crate-'));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const r = spawnSync('rustc', ['--edition', edition, '--crate-type', 'lib', '--emit=metadata', '-o', join(dir, 'lib.rmeta'), join(dir, 'src/lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
