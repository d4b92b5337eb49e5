/**
 * What the TypeScript/JavaScript answer checks read beside the files retrieval read (Language.scopeFiles), fifth
 * part: the modules that declare the bases of the target file's classes (`class Link extends Node` with
 * `const Node = require('./node.js')` or `import { Node } from './node'`), and their bases in turn, round by round.
 * A base from a module the check did not read is `any` to the compiler, so every member of `this` is open and a
 * body that reads a member nothing defines passes (seen on held out 10: @npmcli/arborist's `Link` extends `Node`).
 * Read, the class's members are its own and its bases' (Python's and Java's scopeFiles read bases the same way).
 *
 * A text test, no parse: `class X extends N` where `N` is bound by a relative default, named or namespace-free
 * import or a `require` of a relative path. At most MAX_BASE_FILES per call, bases of bases up to MAX_DEPTH.
 */
import { relativeFile } from './own-package.js';

const MAX_BASE_FILES = 6;
const MAX_DEPTH = 4;
const CODE = /\.[cm]?[jt]sx?$/i;
const EXTENDS = /\bclass(?:\s+[A-Za-z_$][\w$]*)?\s*(?:<[^>{]*>)?\s+extends\s+([A-Za-z_$][\w$]*)/g;
const IMPORT = /\bimport\s+(?:type\s+)?([A-Za-z_$][\w$]*)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*(['"])(\.[^'"\n]*)\3/g;
const REQUIRE = /\b(?:const|let|var)\s+(?:([A-Za-z_$][\w$]*)|\{([^}]*)\})\s*=\s*require\(\s*(['"])(\.[^'"\n]*)\3\s*\)/g;
/** A package's import (`import React, { Component } from 'react'`, `import * as React from 'react'`). */
const BARE_IMPORT = /\bimport\s+(?:type\s+)?(?:\*\s*as\s+([A-Za-z_$][\w$]*)\s+|([A-Za-z_$][\w$]*)\s*(?:,\s*)?)?(?:\{([^}]*)\}\s*)?from\s*(['"])([^.'"\n/][^'"\n]{0,200})\4/g;

/** Local name → package specifier, for the imports of packages in `text`. */
function packageBindings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(BARE_IMPORT)) {
    const spec = m[5]!;
    for (const local of [m[1], m[2]]) if (local !== undefined) out.set(local, spec);
    for (const part of (m[3] ?? '').split(',')) {
      const local = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
      if (local !== undefined && /^[A-Za-z_$][\w$]*$/.test(local)) out.set(local, spec);
    }
  }
  return out;
}

/** Local name → relative specifier, for the relative imports and requires of `text`. */
function relativeBindings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const list = (names: string | undefined, spec: string, sep: RegExp): void => {
    for (const part of (names ?? '').split(',')) {
      const local = part.trim().replace(/^type\s+/, '').split(sep).pop()?.trim();
      if (local !== undefined && /^[A-Za-z_$][\w$]*$/.test(local)) out.set(local, spec);
    }
  };
  for (const m of text.matchAll(IMPORT)) {
    if (m[1] !== undefined) out.set(m[1], m[4]!);
    list(m[2], m[4]!, /\s+as\s+/);
  }
  for (const m of text.matchAll(REQUIRE)) {
    if (m[1] !== undefined) out.set(m[1], m[4]!);
    list(m[2], m[4]!, /\s*:\s*/);
  }
  return out;
}

/**
 * The base's module: for a JavaScript importer, the JavaScript file itself when it exists (`./pool.js`, not the
 * `pool.d.ts` beside it: hand-written typings declare the public API, not the fields the constructor assigns, and
 * the compiler prefers a read declaration file — ecsy's `EntityPool extends ObjectPool`, held out 11).
 */
function baseModule(from: string, spec: string, has: (path: string) => boolean): string | undefined {
  if (/\.[cm]?jsx?$/i.test(from)) {
    const js = relativeFile(from, spec, (p) => has(p) && /\.[cm]?jsx?$/i.test(p));
    if (js !== undefined) return js;
  }
  return relativeFile(from, spec, has);
}

interface BaseWalk {
  /** Base modules not read yet (to ask for). */
  unread: string[];
  /** Base modules read, with their texts (bases of bases included), in the order met. */
  read: [string, string][];
}

/** The bases of the classes `file` declares, and their bases through the files read so far. */
function walkBases(file: string, files: readonly string[], source: string, read: ReadonlyMap<string, string> | undefined): BaseWalk {
  const listed = new Set(files);
  const has = (p: string): boolean => listed.has(p);
  const out: BaseWalk = { unread: [], read: [] };
  const seen = new Set<string>([file]);
  let level: [string, string][] = [[file, source]];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0 && out.unread.length < MAX_BASE_FILES; depth++) {
    const next: [string, string][] = [];
    for (const [path, text] of level) {
      const bindings = relativeBindings(text);
      for (const m of text.matchAll(EXTENDS)) {
        const spec = bindings.get(m[1]!);
        const base = spec === undefined ? undefined : baseModule(path, spec, has);
        if (base === undefined || seen.has(base)) continue;
        seen.add(base);
        const baseText = read?.get(base);
        if (baseText !== undefined) next.push([base, baseText]);
        else if (out.unread.length < MAX_BASE_FILES) out.unread.push(base);
      }
    }
    out.read.push(...next);
    level = next;
  }
  return out;
}

/** The modules of the bases of the classes `file` declares (and their bases, through the files read so far). */
export function baseClassFiles(file: string, files: readonly string[], source: string | undefined, read: ReadonlyMap<string, string> | undefined): string[] {
  if (source === undefined || !CODE.test(file) || !source.includes('extends')) return [];
  return walkBases(file, files, source, read).unread;
}

/**
 * The packages that the bases read from other repository files extend (`class Base extends PureComponent` with
 * `import { PureComponent } from 'react'` in base.ts, for a target whose class extends `Base`): the target file's own
 * imports are followed to packages already (package-type-files.ts); without these, a class whose chain leaves the
 * repository in another file stays open past it. Only the specifiers bound to a name a read base module extends.
 */
export function basePackageSpecifiers(file: string, files: readonly string[], source: string | undefined, read: ReadonlyMap<string, string> | undefined): string[] {
  if (source === undefined || !CODE.test(file) || !source.includes('extends')) return [];
  const out: string[] = [];
  for (const [, text] of walkBases(file, files, source, read).read) {
    const bindings = packageBindings(text);
    for (const m of text.matchAll(EXTENDS)) {
      const spec = bindings.get(m[1]!);
      if (spec !== undefined && !out.includes(spec)) out.push(spec);
    }
  }
  return out;
}
