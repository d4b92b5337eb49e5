/** Real Rust crates from Debian (librust-*-dev, scripts/setup-test-deps.sh) read into {path: text} maps. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
