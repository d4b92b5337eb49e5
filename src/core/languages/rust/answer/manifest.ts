/**
 * What the Rust answer checks read in a Cargo.toml: its `edition`, whether it builds a proc-macro crate, and its
 * dependencies by the name a `use` writes them with, each as the key the `rust` dependencies option reads it under
 * (`serde@1`: the package and cargo's semver-compatible range of its requirement, core/dependencies/port.ts).
 * Line scans with anchored, non-overlapping patterns (a hostile manifest's megabyte line costs one pass).
 */
import { crateName } from '../resolve/crate-map.js';

/** The `edition` of the manifest's `[package]` table (2015 when it says none, as cargo reads it). */
export function editionOf(manifest: string): number {
  let section = '';
  for (const line of manifest.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) section = header[1]?.trim() ?? '';
    const m = section === 'package' ? /^\s*edition\s*=\s*["'](\d{4})["']/.exec(line) : null;
    if (m?.[1] !== undefined) return Number(m[1]);
  }
  return 2015;
}

/** Whether `[lib] proc-macro = true`: such a crate exports macros only (no trait, no type). */
export function isProcMacroCrate(manifest: string): boolean {
  let section = '';
  for (const line of manifest.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) section = header[1]?.trim() ?? '';
    else if (section === 'lib' && /^\s*proc[-_]macro\s*=\s*true\b/.test(line)) return true;
  }
  return false;
}

/**
 * Cargo's compatible range of a version requirement, as the dependencies option's key writes it: `1.0`, `^1.2.3`, `~1.4`,
 * `=1.0.5` -> `1`; `0.3`, `^0.3.1` -> `0.3`; `0.0.4` -> `0.0.4`; a range or `*` -> undefined (any version).
 */
export function compatibleRange(requirement: string): string | undefined {
  const m = /^\s*[\^~=]?\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?[^,<>]*$/.exec(requirement);
  if (m === null) return undefined;
  const [major, minor, patch] = [m[1]!, m[2], m[3]];
  if (major !== '0') return String(Number(major));
  if (minor === undefined) return '0';
  if (minor !== '0') return `0.${Number(minor)}`;
  return patch === undefined ? '0.0' : `0.0.${Number(patch)}`;
}

/**
 * Dependencies of every kind (normal, dev, build, target-specific): the name code writes (`serde`, the key of a renamed one:
 * `ffi = { package = "gio-sys" }` -> `ffi`) to `<package>@<range>` (`gio-sys@0.15`; `<package>` alone for any version).
 */
export function dependencyKeys(manifest: string): Map<string, string> {
  const found = new Map<string, { pkg: string; req?: string }>();
  let section = '';
  let table: string | undefined;
  const entry = (key: string): { pkg: string; req?: string } => {
    let e = found.get(key);
    if (e === undefined) {
      e = { pkg: key };
      found.set(key, e);
    }
    return e;
  };
  for (const line of manifest.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*(?:#.*)?$/.exec(line);
    if (header) {
      section = header[1]?.trim() ?? '';
      table = /(?:^|\.)(?:dev-|build-)?dependencies\.([\w-]+)$/.exec(section)?.[1];
      if (table !== undefined) entry(table);
      continue;
    }
    if (table !== undefined) {
      const kv = /^\s*(version|package)\s*=\s*["']([^"']*)["']/.exec(line);
      if (kv?.[1] === 'version' && kv[2] !== undefined) entry(table).req = kv[2];
      else if (kv?.[1] === 'package') entry(table).pkg = kv[2]!;
      continue;
    }
    if (!/(?:^|\.)(?:dev-|build-)?dependencies$/.test(section)) continue;
    const key = /^\s*([\w-]+)\s*=\s*(.*)$/.exec(line);
    if (key === null) continue;
    const e = entry(key[1]!);
    const value = key[2]!;
    const plain = /^["']([^"']*)["']/.exec(value)?.[1];
    if (plain !== undefined) e.req = plain;
    const version = /\bversion\s*=\s*["']([^"']*)["']/.exec(value)?.[1];
    if (version !== undefined) e.req = version;
    const pkg = /\bpackage\s*=\s*["']([^"']*)["']/.exec(value)?.[1];
    if (pkg !== undefined) e.pkg = pkg;
  }
  const out = new Map<string, string>();
  for (const [key, { pkg, req }] of found) {
    if (!/^[A-Za-z0-9_-]+$/.test(pkg)) continue;
    const range = req === undefined ? undefined : compatibleRange(req);
    out.set(crateName(key), range === undefined ? pkg : `${pkg}@${range}`);
  }
  return out;
}
