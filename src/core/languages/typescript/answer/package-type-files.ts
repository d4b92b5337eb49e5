/**
 * What the TypeScript answer checks read beside the repository (Language.scopeFiles), sixth part: the types of the
 * installed packages a TypeScript target imports (`import React from 'react'` → @types/react's `index.d.ts`),
 * through the job's dependencies (core/dependencies/port.ts `typescript`: a checkout's node_modules). Read, a
 * receiver typed by a package (`class Map extends React.PureComponent`, a library class's instance) has the members
 * the package declares, as the project's own compiler sees it; unread, it stays `any` (the partial view).
 *
 * Asked in rounds (the pipeline calls scopeFiles again with what was read), the way the compiler resolves a bare
 * import: first the package's `package.json` and its `@types/` package's; with them read, the declaration file their
 * `exports` types conditions, `types`/`typings` or `main` name (or `index.d.ts`); with that read, the files it
 * imports, re-exports or references (`/// <reference path>`, `/// <reference types>`), relative ones inside the
 * package and bare ones the same way, while rounds and the job's dependency budget last. Node's own modules and
 * `@types/node` are never asked: the host environment stays open by design (check/host-shadow.ts). A text test, no parse.
 *
 * The `@types` packages visible to the project are asked too, imported or not (TYPESCRIPT_TYPES_LIST, then each as a
 * bare `@types/<name>` after the file's own imports): the compiler includes them all when compilerOptions.types is not
 * set, so their globals (`chrome`) are in scope (check/program.ts gives the read ones as `types`). When the project's
 * tsconfig (resolve/project-types.ts: the nearest one above the file and its `extends` chain, asked here in the first
 * round) sets compilerOptions.types, only the packages it lists are asked, as the compiler includes only those; with
 * typeRoots set and none of them an installed `@types` folder, none is. Until the chain is read, no `@types` package is
 * asked unless the file imports it. With the list read, TYPESCRIPT_TYPES_GLOBALS is asked beside the packages: the global
 * names each listed package can declare, so that one left unread opens only its own names (issue 22).
 */
import { dependencyPath, TYPESCRIPT_TYPES_GLOBALS, TYPESCRIPT_TYPES_LIST } from '../../../dependencies/port.js';
import { dirOf, joinPath } from '../resolve/paths.js';
import { isNodeModulesTypes, nearestConfig, projectTypes, type ConfigRef } from '../resolve/project-types.js';
import { importsEntry, typesVersionsTargets } from './types-versions.js';

/** At most this many paths asked per call (the job's dependency budget bounds the whole job). */
const MAX_PACKAGE_TYPE_FILES = 24;
/** TypeScript targets only: JavaScript is checked without package types (check/type-check.ts). */
const TYPESCRIPT = /(?<!\.d)\.[cm]?tsx?$/i;
/** `from 'x'`, `import 'x'`, `import('x')`, `require('x')`. */
const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]{1,200})\1/g;
/** `/// <reference path="x" />`, `/// <reference types="x" />`. */
const REFERENCE = /^\/\/\/[ \t]*<reference[ \t]+(path|types)[ \t]*=[ \t]*(['"])([^'"\n]{1,200})\2/gm;
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]{0,100}\/)?[a-z0-9][a-z0-9._~-]{0,100}$/;
/** Node's modules (`fs`, `node:fs`): the host's, left open. */
const NODE_MODULES = new Set([
  'assert', 'async_hooks', 'buffer', 'child_process', 'cluster', 'console', 'constants', 'crypto', 'dgram', 'diagnostics_channel', 'dns', 'domain',
  'events', 'fs', 'http', 'http2', 'https', 'inspector', 'module', 'net', 'os', 'path', 'perf_hooks', 'process', 'punycode', 'querystring',
  'readline', 'repl', 'stream', 'string_decoder', 'sys', 'timers', 'tls', 'trace_events', 'tty', 'url', 'util', 'v8', 'vm', 'wasi',
  'worker_threads', 'zlib', 'node', '@types/node',
]);

const dep = (path: string): string => dependencyPath('typescript', path);

/** A bare specifier's package and subpath (`@a/b/c` → `@a/b`, `c`); undefined for a relative, absolute or host one. */
export function bareSpecifier(spec: string): { pkg: string; sub: string } | undefined {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.includes(':') || spec.includes('\\')) return undefined;
  const parts = spec.split('/');
  const n = spec.startsWith('@') ? 2 : 1;
  if (parts.length < n) return undefined;
  const pkg = parts.slice(0, n).join('/');
  if (!PACKAGE_NAME.test(pkg) || NODE_MODULES.has(pkg)) return undefined;
  const sub = parts.slice(n).join('/');
  return sub.split('/').some((s) => s === '..') ? undefined : { pkg, sub };
}

/** The `@types` packages a TYPESCRIPT_TYPES_LIST text names (`chrome`), less Node's: the host stays open. */
export function ambientTypesPackages(list: string): string[] {
  return list.split('\n').filter((n) => n !== '' && n !== 'node' && PACKAGE_NAME.test(n) && !n.startsWith('@'));
}

/**
 * The packages whose globals the project sees without an import, as bare specifiers (`@types/chrome`, or a tsconfig's
 * `types` entries as written: `jest`, `vite/client`), or undefined while the project's tsconfig chain is being read.
 * `files`: the repository's paths (undefined: no tsconfig is looked for, every listed `@types` package counts).
 */
export function projectAmbientSpecifiers(file: string, files: readonly string[] | undefined, read: ReadonlyMap<string, string>, listed: string | undefined, want?: (path: string) => void): string[] | undefined {
  const all = listed === undefined ? [] : ambientTypesPackages(listed).map((n) => `@types/${n}`);
  if (files === undefined) return all;
  const fileSet = new Set(files);
  const lookup = (ref: ConfigRef): string | undefined => read.get(ref.where === 'repo' ? ref.path : dep(ref.path));
  const project = projectTypes(file, nearestConfig(file, (p) => fileSet.has(p)), lookup);
  if (project.want.length > 0) {
    for (const ref of project.want) want?.(ref.where === 'repo' ? ref.path : dep(ref.path));
    return undefined;
  }
  const types = project.result?.types;
  if (types !== undefined) return types.filter((t) => t !== 'node' && !t.startsWith('node/') && t !== '@types/node');
  const roots = project.result?.typeRoots;
  if (roots !== undefined && !roots.some(isNodeModulesTypes)) return [];
  return all;
}

/** DefinitelyTyped's package for `pkg` (`@a/b` → `@types/a__b`). */
export function typesPackageOf(pkg: string): string | undefined {
  if (pkg.startsWith('@types/')) return undefined;
  return `@types/${pkg.startsWith('@') ? pkg.slice(1).replace('/', '__') : pkg}`;
}

/** The declaration file a JavaScript or extensionless path of a package stands for (`index.js` → `index.d.ts`). */
function declarationOf(path: string): string[] {
  if (/\.d\.[cm]?ts$/.test(path)) return [path];
  const m = /\.([cm]?)js$/.exec(path);
  if (m !== null) return [`${path.slice(0, -m[0].length)}.d.${m[1]}ts`];
  if (/\.[cm]?tsx?$/.test(path) || /\.json$/.test(path)) return [];
  return [`${path}.d.ts`, `${path}/index.d.ts`];
}

const CONDITIONS = new Set(['types', 'typings', 'import', 'require', 'default', 'module']);

/**
 * The targets of an `exports` entry the compiler takes for types: in a conditions object the first condition it
 * matches (`types`, `import`, `default`...; `browser`, `node` and other custom ones are not its) that names one.
 */
function conditionTargets(entry: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.flatMap((e) => conditionTargets(e, depth + 1));
  if (entry === null || typeof entry !== 'object') return [];
  for (const [k, v] of Object.entries(entry as Record<string, unknown>)) {
    if (!CONDITIONS.has(k)) continue;
    const found = conditionTargets(v, depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

/** The `exports` entry for `key` (`.`, `./sub`), patterns (`./*`) included. */
function exportsEntry(exports: unknown, key: string): unknown {
  if (typeof exports === 'string' || Array.isArray(exports)) return key === '.' ? exports : undefined;
  if (exports === null || typeof exports !== 'object') return undefined;
  const map = exports as Record<string, unknown>;
  const keys = Object.keys(map);
  if (!keys.some((k) => k.startsWith('.'))) return key === '.' ? exports : undefined;
  if (key in map) return map[key];
  for (const k of keys) {
    const star = k.indexOf('*');
    if (star < 0) continue;
    const head = k.slice(0, star);
    const tail = k.slice(star + 1);
    if (key.length >= head.length + tail.length && key.startsWith(head) && key.endsWith(tail)) {
      const hole = key.slice(head.length, key.length - tail.length);
      return JSON.parse(JSON.stringify(map[k]).split('*').join(hole.replace(/["\\]/g, ''))) as unknown;
    }
  }
  return undefined;
}

function manifestObject(manifest: string): Record<string, unknown> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(manifest);
  } catch {
    return undefined;
  }
  return json === null || typeof json !== 'object' || Array.isArray(json) ? undefined : (json as Record<string, unknown>);
}

/**
 * The declaration files inside a package that its manifest names for `sub` ('' for the package itself): `exports`, else
 * `typesVersions` (types-versions.ts) ahead of the paths it maps, `types`/`typings`/`main`, `index.d.ts`.
 */
export function entryCandidates(manifest: string, sub: string): string[] {
  const m = manifestObject(manifest);
  if (m === undefined) return [];
  const inside = (p: string): string | undefined => joinPath('', p);
  const out: string[] = [];
  const add = (p: unknown): void => {
    if (typeof p !== 'string') return;
    for (const d of declarationOf(p)) {
      const at = inside(d);
      if (at !== undefined && at !== '' && !out.includes(at)) out.push(at);
    }
  };
  if (m.exports !== undefined) {
    for (const t of conditionTargets(exportsEntry(m.exports, sub === '' ? '.' : `./${sub}`))) add(t);
    if (out.length > 0) return out.slice(0, 4);
  }
  if (sub !== '') {
    for (const t of typesVersionsTargets(m, sub)) add(t);
    add(sub);
    return out.slice(0, 6);
  }
  const field = [m.types, m.typings, m.main].find((f): f is string => typeof f === 'string');
  for (const t of typesVersionsTargets(m, (field === undefined ? undefined : joinPath('', field)) || 'index')) add(t);
  add(m.types);
  add(m.typings);
  add(m.main);
  add('index.d.ts');
  return out.slice(0, 6);
}

/** A package file's `#x` import through the package's `imports` map: files inside it, or a package it names. */
export function importCandidates(manifest: string, spec: string): { files: string[]; bare: string[] } {
  const m = manifestObject(manifest);
  const out = { files: [] as string[], bare: [] as string[] };
  if (m === undefined) return out;
  for (const t of conditionTargets(importsEntry(m, spec))) {
    if (!t.startsWith('./')) {
      if (!t.startsWith('.') && !t.startsWith('/') && !t.startsWith('#')) out.bare.push(t);
      continue;
    }
    for (const d of declarationOf(t)) {
      const at = joinPath('', d);
      if (at !== undefined && at !== '' && !out.files.includes(at)) out.files.push(at);
    }
  }
  return out;
}

/** A relative import inside a package's file, as the declaration files it may name (`./a.js` → `a.d.ts`). */
function relativeCandidates(from: string, spec: string): string[] {
  const joined = joinPath(dirOf(from), spec);
  return joined === undefined ? [] : declarationOf(joined);
}

/** The package a path under the dependencies' root belongs to (`@types/react/global.d.ts` → `@types/react`). */
function packageOfPath(path: string): string {
  const parts = path.split('/');
  return parts.slice(0, path.startsWith('@') ? 2 : 1).join('/');
}

type Step = { kind: 'bare'; spec: string } | { kind: 'file'; path: string };

/**
 * `read`: what the job read so far, dependency files by their DEPENDENCY_ROOT path. `alsoImported`: bare specifiers the
 * target's classes reach through other repository files (the packages their bases extend, base-files.ts), followed
 * the same way as the file's own imports.
 */
export function packageTypeFiles(file: string, source: string | undefined, read: ReadonlyMap<string, string> | undefined, alsoImported: readonly string[] = [], files?: readonly string[]): string[] {
  if (source === undefined || !TYPESCRIPT.test(file)) return [];
  const texts = read ?? new Map<string, string>();
  const out: string[] = [];
  const want = (p: string): void => {
    if (!texts.has(p) && !out.includes(p) && out.length < MAX_PACKAGE_TYPE_FILES) out.push(p);
  };
  const listed = texts.get(dep(TYPESCRIPT_TYPES_LIST));
  const ambient = projectAmbientSpecifiers(file, files, texts, listed, (p) => { if (!out.includes(p)) out.push(p); }) ?? [];
  const queue: Step[] = [...[...source.matchAll(SPECIFIER)].map((m) => m[2]!), ...alsoImported, ...ambient].map((spec) => ({ kind: 'bare', spec }));
  if (listed === undefined) want(dep(TYPESCRIPT_TYPES_LIST));
  // With packages listed, the global names each can declare (check/program.ts: an unread one leaves only its names open).
  else if (ambientTypesPackages(listed).length > 0) want(dep(TYPESCRIPT_TYPES_GLOBALS));
  const seen = new Set<string>();
  /** A file of a package: read, it is walked; not yet, it is asked for. */
  const visit = (path: string): void => {
    if (texts.has(dep(path))) queue.push({ kind: 'file', path });
    else want(dep(path));
  };
  while (queue.length > 0 && out.length < MAX_PACKAGE_TYPE_FILES) {
    const step = queue.shift()!;
    const key = step.kind === 'bare' ? `b:${step.spec}` : `f:${step.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (step.kind === 'bare') {
      const bare = bareSpecifier(step.spec);
      if (bare === undefined) continue;
      for (const pkg of [bare.pkg, typesPackageOf(bare.pkg)]) {
        if (pkg === undefined) continue;
        const manifest = texts.get(dep(`${pkg}/package.json`));
        if (manifest === undefined) want(dep(`${pkg}/package.json`));
        else for (const c of entryCandidates(manifest, bare.sub)) visit(`${pkg}/${c}`);
      }
      continue;
    }
    const text = texts.get(dep(step.path))!;
    const pkg = packageOfPath(step.path);
    for (const m of text.matchAll(REFERENCE)) {
      if (m[1] === 'types') queue.push({ kind: 'bare', spec: m[3]! });
      else for (const c of relativeCandidates(step.path, m[3]!)) if (packageOfPath(c) === pkg) visit(c);
    }
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[2]!;
      if (spec.startsWith('#')) {
        const manifest = texts.get(dep(`${pkg}/package.json`));
        const found = manifest === undefined ? undefined : importCandidates(manifest, spec);
        for (const c of found?.files ?? []) visit(`${pkg}/${c}`);
        for (const b of found?.bare ?? []) queue.push({ kind: 'bare', spec: b });
      } else if (!spec.startsWith('.')) queue.push({ kind: 'bare', spec });
      else for (const c of relativeCandidates(step.path, spec)) if (packageOfPath(c) === pkg && c.startsWith(`${pkg}/`)) visit(c);
    }
  }
  return out;
}
