/**
 * Automatic mode leaves interfaces alone: a base-class method that raises NotImplementedError
 * and that a subclass overrides is an abstract method, not work left to do (an explicit
 * command may still name it). Subclasses are looked for in the files given — for a pull
 * request, the Python files it changes: reading the whole repository for this would undo
 * the point of partial retrieval, and a PR that adds an interface adds its overrides too.
 */
import type { ParsedModule, Stub } from '../core/lang/python/types.js';
import { overriddenInterfaces, type ModuleStubs } from '../core/lang/python/stubs-interfaces.js';
import type { SkippedTarget } from '../core/ports.js';

export interface InterfaceCandidate {
  file: string;
  qualname: string;
  stub: Stub;
}

export async function withoutInterfaces<T extends InterfaceCandidate>(
  targets: T[],
  files: readonly string[],
  read: (file: string) => Promise<{ source: string; parsed: ParsedModule; stubs: readonly Stub[] } | undefined>,
): Promise<{ targets: T[]; skipped: SkippedTarget[] }> {
  if (!targets.some((t) => t.stub.kind === 'not-implemented')) return { targets, skipped: [] };
  const modules: ModuleStubs[] = [];
  for (const file of files.filter((f) => f.endsWith('.py'))) {
    const entry = await read(file);
    if (entry) modules.push({ file, parsed: entry.parsed, stubs: entry.stubs });
  }
  const interfaces = overriddenInterfaces(modules);
  const keep = targets.filter((t) => !interfaces.has(`${t.file}:${t.qualname}`));
  const skipped = targets
    .filter((t) => interfaces.has(`${t.file}:${t.qualname}`))
    .map((t) => ({
      file: t.file,
      qualname: t.qualname,
      reason: 'An interface method (it raises NotImplementedError and a subclass overrides it), so automatic mode leaves it; name it in `/dycoder implement` to implement it anyway.',
    }));
  return { targets: keep, skipped };
}
