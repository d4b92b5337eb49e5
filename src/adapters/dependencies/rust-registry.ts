/**
 * The Rust dependencies of a machine (core/dependencies/port.ts, `rust`): the package folders of a cargo registry — a
 * checkout's cargo home (`~/.cargo/registry/src/<index>/serde-1.0.188/`, what `cargo build` unpacked) or Debian's
 * /usr/share/cargo/registry (the librust-*-dev packages; the benchmark's) — read by `<package>@<range>/<path>`: the newest
 * version within cargo's compatible range among the folders named `<package>-<version>`. Only `.rs` files and
 * `Cargo.toml`, only regular files that stay inside their package folder, a size cap per file; `..` is never read.
 */
import { readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { DependencySource } from '../../core/dependencies/port.js';
import { readTextInside } from './text-inside.js';

/** A dependency's file over this size is not read (a generated table; the checks want trait declarations). */
const MAX_FILE_BYTES = 1024 * 1024;
const KEY = /^([A-Za-z0-9_-]{1,64})(?:@(\d{1,9}(?:\.\d{1,9}){0,2}))?\/(.{1,400})$/;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const VERSION = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})(-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

type Version = [number, number, number, boolean];

function versionOf(text: string): Version | undefined {
  const m = VERSION.exec(text);
  return m === null ? undefined : [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined];
}

/** Whether `v` is within the range key (`1`: 1.x.y; `0.3`: 0.3.y; `0.0.4`: exactly it). */
function inRange(v: Version, range: string | undefined): boolean {
  if (range === undefined) return true;
  const r = range.split('.').map(Number);
  return r.every((n, i) => v[i] === n);
}

const newer = (a: Version, b: Version): boolean => {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number);
  return a[3] && !b[3];
};

export function createLocalRustDependencies(registries: readonly string[], maxFileBytes = MAX_FILE_BYTES): DependencySource {
  const listings = new Map<string, Promise<readonly string[]>>();
  const list = (dir: string): Promise<readonly string[]> => {
    let l = listings.get(dir);
    if (l === undefined) {
      l = readdir(dir).catch(() => [] as string[]);
      listings.set(dir, l);
    }
    return l;
  };
  /** The newest package folder in range, over every registry (a pre-release only when no release is in range, as cargo picks). */
  const packageDir = async (pkg: string, range: string | undefined): Promise<string | undefined> => {
    let best: { dir: string; v: Version } | undefined;
    let pre: { dir: string; v: Version } | undefined;
    const names = new Set([pkg, pkg.replace(/_/g, '-'), pkg.replace(/-/g, '_')]);
    for (const registry of registries) {
      for (const entry of await list(registry)) {
        for (const name of names) {
          if (!entry.startsWith(`${name}-`)) continue;
          const v = versionOf(entry.slice(name.length + 1));
          if (v === undefined || !inRange(v, range)) continue;
          if (v[3] && (best === undefined || newer(v, best.v))) best = { dir: join(registry, entry), v };
          if (!v[3] && (pre === undefined || newer(v, pre.v))) pre = { dir: join(registry, entry), v };
        }
      }
    }
    return (best ?? pre)?.dir;
  };
  return {
    async readFile(path, signal) {
      const m = KEY.exec(path);
      if (m === null) return undefined;
      const segments = m[3]!.split('/');
      if (!segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..') || !(m[3] === 'Cargo.toml' || m[3]!.endsWith('.rs'))) return undefined;
      try {
        const dir = await packageDir(m[1]!, m[2]);
        if (dir === undefined || signal.aborted) return undefined;
        return await readTextInside(dir, join(dir, ...segments), maxFileBytes, signal);
      } catch {
        return undefined;
      }
    },
  };
}

/** The package folders' parents of a cargo home: `<home>/registry/src/<index>/` (none when it has none). */
export async function cargoRegistrySources(cargoHome: string): Promise<string[]> {
  const src = join(cargoHome, 'registry', 'src');
  const indexes = await readdir(src).catch(() => [] as string[]);
  return indexes.sort().map((i) => join(src, i));
}

/** cargo's home: CARGO_HOME, else ~/.cargo (as cargo itself resolves it). */
export function cargoHome(env: Readonly<Record<string, string | undefined>>): string {
  const given = env.CARGO_HOME;
  return given !== undefined && given !== '' ? given : join(env.HOME ?? homedir(), '.cargo');
}

/** Debian's registry of crate sources (librust-*-dev). */
export const DEBIAN_CARGO_REGISTRY = '/usr/share/cargo/registry';
