/**
 * Which function bodies a job reads (job-cpu.ts `--body-reads`): a pass-through parse cache (core/retrieval/parse-cache.ts's
 * ScopedParseCache, keeping nothing) that hands every parse on with each function's and method's body-derived fields
 * (`references`, `locals`, `typeHints`, `selfArguments`) behind getters returning the same values, and a class's
 * `attributes` (walked from its methods' bodies) as well, noting the first read of each and its reader. It answers
 * "how much of what the job copies and walks does anything read?" — the ceiling of any scheme that walks bodies when
 * read (docs/benchmarks.md, session 26 T4). Results are unchanged: the getters give the parsed values. A method's body
 * holds its nested functions; a nested function is counted in its parent's body, not again.
 */
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';
import type { ScopedParseCache } from '../../src/core/retrieval/parse-cache.js';

const BODY_FIELDS = ['references', 'locals', 'typeHints', 'selfArguments'] as const;

export interface BodyReads {
  /** Functions and methods with a body, over every parse handed on. */
  bodies: number;
  /** Their bodies' characters (from the first body line to the end). */
  chars: number;
  /** Of those, the bodies whose fields something read, and their characters. */
  readBodies: number;
  readChars: number;
  /** Classes whose `attributes` were read (each needs every method body walked). */
  classes: number;
  readClasses: number;
  /** Body characters by the first reader (stack frame outside this file). */
  byReader: Map<string, number>;
}

export function createBodyReads(): { cache: ScopedParseCache; reads: BodyReads; counting: (on: boolean) => void } {
  const reads: BodyReads = { bodies: 0, chars: 0, readBodies: 0, readChars: 0, classes: 0, readClasses: 0, byReader: new Map() };
  let on = false;
  const reader = (): string => {
    const frame = (new Error().stack ?? '').split('\n').slice(3).map((l) => l.trim()).find((l) => !l.includes('body-reads.ts')) ?? '?';
    return frame.replace(/^at /, '').replace(/\(?file:\/\/[^)]*\/(src|bench)\//, '$1/').replace(/:\d+\)?$/, '');
  };
  const watch = (def: Definition, chars: number, keys: readonly (keyof Definition)[], onFirst: () => void): void => {
    let seen = false;
    for (const key of keys) {
      const value: unknown = def[key];
      Object.defineProperty(def, key, {
        enumerable: true,
        configurable: true,
        get: () => {
          if (!seen && on) {
            seen = true;
            onFirst();
            const by = reader();
            reads.byReader.set(by, (reads.byReader.get(by) ?? 0) + chars);
          }
          return value;
        },
      });
    }
  };
  const instrument = (text: string, parsed: ParsedModule): ParsedModule => {
    if (!on) return parsed;
    let lineStarts: number[] | undefined;
    const offset = (line: number): number => {
      if (lineStarts === undefined) {
        lineStarts = [0];
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
      }
      return lineStarts[line - 1] ?? text.length;
    };
    for (const def of parsed.definitions) {
      if (def.kind === 'class') {
        reads.classes += 1;
        watch(def, 0, ['attributes'], () => (reads.readClasses += 1));
        continue;
      }
      // Nested functions lie inside their parent's body: counted there.
      if (def.kind === 'variable' || def.bodyRange === undefined || (def.kind === 'function' && def.parent !== undefined)) continue;
      const chars = offset(def.range.end + 1) - offset(def.bodyRange.start);
      reads.bodies += 1;
      reads.chars += chars;
      watch(def, chars, BODY_FIELDS, () => {
        reads.readBodies += 1;
        reads.readChars += chars;
      });
    }
    return parsed;
  };
  const cache: ScopedParseCache = {
    parse: (text, file, parse) => instrument(text, parse(text, file)),
    parseAsync: (text, _file, _parse, compute) => compute().then((parsed) => instrument(text, parsed)),
  };
  return {
    cache,
    reads,
    counting: (value) => {
      on = value;
    },
  };
}
