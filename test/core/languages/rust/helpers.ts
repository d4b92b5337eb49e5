/** Real Rust crates from Debian (librust-*-dev, scripts/setup-test-deps.sh) read into {path: text} maps. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  const all = Object.entries(crateFiles(crate)).map(([path, text]) => [path, editRepo(path, text)] as const);
  const repo = new Map(all.flatMap(([path, text]) => (text === undefined ? [] : [[path, text] as const])));
  const paths = all.map(([path]) => path);
  return (file: string, qualname: string, line: number, body: (original: string) => string, edit: (s: string) => string = (s) => s) => {
    const original = edit(repo.get(file)!);
    const def0 = rust.parse(original, file).definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
    const lines = original.split('\n');
    const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
    const text = lines.slice(sigEnd, def0.range.end - 1).join('\n');
    const source = [...lines.slice(0, sigEnd), '        todo!()', ...lines.slice(def0.range.end - 1)].join('\n');
    const parsed = rust.parse(source, file);
    const target = parsed.definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
    const stub = rust.findStubs(source, file, parsed).find((s) => s.qualname === qualname && s.defLine === line)!;
    const readFiles = new Map(repo);
    readFiles.set(file, source);
    return rust.generation.validate({ source, parsed, target, stub, body: body(text), file, readFiles, repoFiles: paths });
  };
}
