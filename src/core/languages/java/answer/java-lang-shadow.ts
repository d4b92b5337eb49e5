/**
 * `T.m(...)` where T is the name of a java.lang type that the file binds no other way (no import, no type of the file, its
 * package or its bases by that name): javac binds java.lang's T, and when that type has no method m (java-lang-methods.ts,
 * openjdk 17) the call cannot compile as written. When a repository type of that name, read by the job, declares m, it is
 * the type meant and its import is the repair (held out 10's ThreadHandler.doEvaluate: `Module.ofInnermostEnclosingStarlarkFunction(thread)`
 * with the import of Starlark's `Module` dropped binds java.lang.Module); so is an unread one that importFor finds (a file
 * of that name, or the import line the repository's other files use). A read repository type without the method, or none at
 * all, gets nothing said: a newer JDK than the table's may have the method.
 */
import type { ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';
import { javaLangMethods } from './java-lang-methods.js';
import { OBJECT_METHODS } from './jdk-members.js';
import { importFor } from './needed-imports.js';
import type { JavaTypeView } from './type-view.js';

export interface JavaLangShadowContext {
  file: string;
  source: string;
  parsed: ParsedModule;
  readFiles: ReadonlyMap<string, string>;
  files: readonly string[];
  view: JavaTypeView;
}

/** The import of the repository type `head` meant by `head.member(...)`, or undefined. */
export function javaLangShadow(head: string, member: string, ctx: JavaLangShadowContext): NeededImport | undefined {
  const methods = javaLangMethods(head);
  if (methods === undefined || methods.has(member) || OBJECT_METHODS.has(member)) return undefined;
  const found = importFor(head, ctx.file, ctx.source, ctx.parsed, ctx.readFiles, ctx.files, ctx.view);
  if (found === 'maybe' || found === undefined) return undefined;
  const qualified = /^import\s+([\w$.]+)\s*;/.exec(found.text)?.[1];
  if (qualified === undefined || qualified.startsWith('java.')) return undefined;
  const t = ctx.view.resolve(qualified, ctx.file);
  // Read: it must declare the method. Unread: the repository's own files import it by that name (importFor's evidence).
  if (t !== undefined) return ctx.view.staticMembers(t).methods.has(member) ? found : undefined;
  return found;
}
