/**
 * Crates and modules of a Rust repository from its path list, as cargo lays them out:
 * - every folder with a `Cargo.toml` is a package (a workspace's members each have one); its
 *   crate roots are `src/lib.rs`, `src/main.rs`, `src/bin/*.rs` and `src/bin/*\/main.rs`;
 * - with no manifest in the list, a `lib.rs`/`main.rs` in a `src` folder (or at the top) is a root;
 * - a file's module path follows the file tree under its root's folder (`a/b.rs` and
 *   `a/b/mod.rs` are `a::b`); `#[path]` modules are learnt when their `mod` line is resolved.
 * Crate names come from the manifests (`[package] name`, `[lib] name`, `-` read as `_`) once
 * read, and from the package folder's name before that. A manifest read may also move the roots: `[lib] path =
 * "src/cargo/lib.rs"` (cargo's own) is the library's root instead of `src/lib.rs`, and each `[[bin]] path` is a binary's
 * root (`targetPaths`); a manifest without those keys changes nothing.
 */
import { posix } from 'node:path';
import { z } from 'zod';

export interface CrateRoot {
  /** The package folder ('' at the top). */
  packageDir: string;
  /** The root file (lib.rs, main.rs, a bin). */
  root: string;
  /** The folder module paths are counted from. */
  moduleDir: string;
  lib: boolean;
}

export interface CrateMap {
  roots: CrateRoot[];
  /** Crate names (as `use` writes them) to library roots. */
  byName: Map<string, CrateRoot>;
  /** Module paths learnt from `#[path]` attributes: file -> [root, module path]. */
  explicit: Map<string, { crate: CrateRoot; path: string[] }>;
  fileSet: ReadonlySet<string>;
  manifests: string[];
}

const dirOf = (p: string): string => posix.dirname(p) === '.' ? '' : posix.dirname(p);
const join = (...parts: string[]): string => parts.filter((p) => p !== '').join('/');
export const crateName = (name: string): string => name.replace(/-/g, '_');

/** A target's `path` as a manifest writes it: relative to the package folder, a `.rs` file, not leaving the package. */
const TargetPath = z.string().min(1).refine((p) => !p.startsWith('/') && p.endsWith('.rs') && !posix.normalize(p).startsWith('../'), 'a relative .rs path inside the package');

/** The `path` keys of a manifest's `[lib]` and `[[bin]]` tables (zod-checked; a malformed one is left out). */
export function targetPaths(text: string): { lib?: string; bins: string[] } {
  let section = '';
  let lib: string | undefined;
  const bins: string[] = [];
  for (const line of text.split('\n')) {
    // One pass, no overlapping quantifiers (a hostile manifest's line of a megabyte costs one scan).
    const header = /^\s*(\[\[?)([^\]]*)\]\]?\s*(?:#.*)?$/.exec(line);
    const name = header?.[2]?.trim();
    if (header && name) section = `${header[1]}${name}`;
    const path = /^\s*path\s*=\s*["']([^"']+)["']/.exec(line)?.[1];
    const ok = path === undefined ? undefined : TargetPath.safeParse(path);
    if (!ok?.success) continue;
    if (section === '[lib') lib = posix.normalize(ok.data);
    else if (section === '[[bin') bins.push(posix.normalize(ok.data));
  }
  return { ...(lib === undefined ? {} : { lib }), bins };
}

/** Moves the library root of the manifest's package to its `[lib] path` and adds each `[[bin]] path` (files in the list only). */
function applyTargetPaths(map: CrateMap, manifest: string, text: string): void {
  const dir = dirOf(manifest);
  const { lib, bins } = targetPaths(text);
  const add = (root: string, isLib: boolean): void => {
    if (!map.fileSet.has(root) || map.roots.some((r) => r.root === root)) return;
    map.roots.push({ packageDir: dir, root, moduleDir: dirOf(root), lib: isLib });
  };
  if (lib !== undefined) {
    const root = join(dir, lib);
    const old = map.roots.findIndex((r) => r.lib && r.packageDir === dir);
    if (map.fileSet.has(root) && (old === -1 || map.roots[old]!.root !== root)) {
      if (old !== -1) map.roots.splice(old, 1);
      add(root, true);
      const added = map.roots.at(-1)!;
      for (const [name, r] of map.byName) if (r.packageDir === dir && r.lib) map.byName.set(name, added);
      if (![...map.byName.values()].includes(added)) map.byName.set(crateName(posix.basename(dir)), added);
    }
  }
  for (const b of bins) add(join(dir, b), false);
}

/** `extra`: texts of files already read (path -> text): the manifests' `[lib] path`/`[[bin]] path` roots are applied. */
export function buildCrateMap(files: readonly string[], extra?: ReadonlyMap<string, string>): CrateMap {
  const fileSet = new Set(files);
  const manifests = files.filter((f) => f === 'Cargo.toml' || f.endsWith('/Cargo.toml'));
  const roots: CrateRoot[] = [];
  const addRoot = (packageDir: string, root: string, lib: boolean): void => {
    if (fileSet.has(root)) roots.push({ packageDir, root, moduleDir: dirOf(root), lib });
  };
  const packageDirs = manifests.map(dirOf);
  if (packageDirs.length === 0) {
    for (const f of files) {
      const base = posix.basename(f);
      const dir = dirOf(f);
      if ((base === 'lib.rs' || base === 'main.rs') && (dir === '' || dir === 'src' || dir.endsWith('/src'))) {
        addRoot(dir === 'src' ? '' : dir.endsWith('/src') ? dir.slice(0, -4) : dir, f, base === 'lib.rs');
      }
    }
  }
  for (const dir of packageDirs) {
    addRoot(dir, join(dir, 'src/lib.rs'), true);
    addRoot(dir, join(dir, 'src/main.rs'), false);
    const bin = join(dir, 'src/bin/');
    for (const f of files) {
      if (!f.startsWith(bin) || !f.endsWith('.rs')) continue;
      const rest = f.slice(bin.length);
      if (!rest.includes('/') || /^[^/]+\/main\.rs$/.test(rest)) roots.push({ packageDir: dir, root: f, moduleDir: dirOf(f), lib: false });
    }
  }
  const byName = new Map<string, CrateRoot>();
  for (const r of roots) if (r.lib) byName.set(crateName(posix.basename(r.packageDir === '' ? '' : r.packageDir)), r);
  const map: CrateMap = { roots, byName, explicit: new Map(), fileSet, manifests };
  for (const m of manifests) {
    const text = extra?.get(m);
    if (text !== undefined) applyTargetPaths(map, m, text);
  }
  return map;
}

/** Reads `[package] name` and `[lib] name` of each manifest and names the library roots by them (after its `[lib] path`). */
export function nameCrates(map: CrateMap, manifests: ReadonlyMap<string, string>): void {
  for (const [manifest, text] of manifests) {
    applyTargetPaths(map, manifest, text);
    const dir = dirOf(manifest);
    const lib = map.roots.find((r) => r.lib && r.packageDir === dir);
    if (!lib) continue;
    let section = '';
    for (const line of text.split('\n')) {
      const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
      if (header) section = header[1]?.trim() ?? '';
      const name = /^\s*name\s*=\s*"([^"]+)"/.exec(line);
      if (name?.[1] !== undefined && (section === 'package' || section === 'lib')) map.byName.set(crateName(name[1]), lib);
    }
  }
}

/** The crate root a file belongs to: the nearest root folder above it (bins own their folder). */
export function crateOf(map: CrateMap, file: string): CrateRoot | undefined {
  const explicit = map.explicit.get(file);
  if (explicit) return explicit.crate;
  let best: CrateRoot | undefined;
  for (const r of map.roots) {
    if (r.root === file) return r;
    const inside = r.moduleDir === '' || file.startsWith(`${r.moduleDir}/`);
    // A bin's own folder (src/bin/x/main.rs) belongs to it; other bins' files to the lib or main.
    if (!inside) continue;
    if (!r.lib && r.root.includes('/bin/') && !r.root.endsWith('/main.rs')) continue;
    if (best === undefined || r.moduleDir.length > best.moduleDir.length || (r.moduleDir.length === best.moduleDir.length && r.lib && !best.lib)) best = r;
  }
  return best;
}

/** A file's module path inside its crate (`src/a/b.rs` -> ['a', 'b']; the root -> []). */
export function modulePathOf(map: CrateMap, file: string): { crate: CrateRoot; path: string[] } | undefined {
  const explicit = map.explicit.get(file);
  if (explicit) return explicit;
  const crate = crateOf(map, file);
  if (!crate) return undefined;
  if (crate.root === file) return { crate, path: [] };
  const rel = crate.moduleDir === '' ? file : file.slice(crate.moduleDir.length + 1);
  const parts = rel.replace(/\.rs$/, '').split('/');
  if (parts.at(-1) === 'mod') parts.pop();
  return { crate, path: parts };
}

/** The file of a module path in a crate, by the file-tree convention (`a/b.rs`, else `a/b/mod.rs`). */
export function moduleFile(map: CrateMap, crate: CrateRoot, path: readonly string[]): string | undefined {
  if (path.length === 0) return crate.root;
  for (const [file, where] of map.explicit) if (where.crate === crate && where.path.join('::') === path.join('::')) return file;
  const base = join(crate.moduleDir, path.join('/'));
  if (map.fileSet.has(`${base}.rs`)) return `${base}.rs`;
  if (map.fileSet.has(`${base}/mod.rs`)) return `${base}/mod.rs`;
  return undefined;
}

/** The file a `mod name;` line in `file` declares: `#[path]` relative to the file's folder, else by convention. */
export function declaredModuleFile(map: CrateMap, file: string, name: string, pathAttr: string | undefined): string | undefined {
  const where = modulePathOf(map, file);
  if (pathAttr !== undefined) {
    const target = posix.normalize(join(dirOf(file), pathAttr));
    if (!map.fileSet.has(target)) return undefined;
    if (where && !map.explicit.has(target)) map.explicit.set(target, { crate: where.crate, path: [...where.path, name] });
    return target;
  }
  if (!where) {
    // Outside any known crate: the sibling file or folder, as rustc reads a lone file.
    const base = join(dirOf(file), name);
    return map.fileSet.has(`${base}.rs`) ? `${base}.rs` : map.fileSet.has(`${base}/mod.rs`) ? `${base}/mod.rs` : undefined;
  }
  return moduleFile(map, where.crate, [...where.path, name]);
}
