/**
 * Held out 19's bundle test (bench/support/validate-draw-19.ts step C): whether a JavaScript source folder that passed held
 * out 17's kind rule is a bundler's output (rollup/vite chunks, webpack, parcel, esbuild) rather than hand-written source.
 * Held out 18's cloudinary-video-player lib/ was such a folder: rollup's chunks carry no compiler mark of held out 17's list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A bundler's runtime helper names. */
const HELPER = /\b__webpack_require__\b|\b__webpack_exports__\b|\bparcelRequire\b|\bgetDefaultExportFromCjs\b|\bcommonjsGlobal\b|\b__commonJS\(|\b__toESM\(|\b__toCommonJS\(/;
/** One import/export clause with two or more specifiers whose exported side is one or two letters (a chunk's minified names). */
const CHUNK_IMPORT = /^(?:import|export) \{[^}]*\b[A-Za-z_$]{1,2} as [\w$]+,[^}]*\b[A-Za-z_$]{1,2} as [\w$]+/m;
const CHUNK_EXPORT = /^export \{[^}]*\b[\w$]+ as [A-Za-z_$]{1,2}\s*,[^}]*\b[\w$]+ as [A-Za-z_$]{1,2}\b/m;
/** A binding renamed by scope hoisting: `window$1`, `ClickableComponent$2`. */
const RENAMED = /\b[A-Za-z_]\w*\$\d+\b/g;

/** Why a file carries a bundler's mark, or undefined. */
export function bundleMark(text: string): string | undefined {
  if (HELPER.test(text)) return 'a bundler helper';
  if (CHUNK_IMPORT.test(text) || CHUNK_EXPORT.test(text)) return "a chunk's minified import/export names";
  if (new Set(text.match(RENAMED) ?? []).size >= 2) return 'hoisted renames (name$1)';
  return undefined;
}

const TEST_DIR = /^(tests?|__tests__|spec|node_modules|examples?|benchmarks?)$/;
function jsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) { if (!TEST_DIR.test(e.name)) out.push(...jsFiles(path)); } else if (e.isFile() && /\.(js|cjs|mjs)$/.test(e.name) && !/\.min\.[cm]?js$/.test(e.name) && statSync(path).size < 100_000) out.push(path);
  }
  return out;
}

/** `root/dir`'s share of .js files (kindOf's file rule) with a bundler's mark, and the count. */
export function bundleShare(root: string, dir: string): { marked: number; files: number } {
  const files = jsFiles(join(root, dir));
  return { marked: files.filter((f) => bundleMark(readFileSync(f, 'utf8')) !== undefined).length, files: files.length };
}
