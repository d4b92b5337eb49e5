/**
 * One parse per file per snapshot, shared by target selection (src/pipeline/select-targets.ts)
 * and retrieval (index.ts): both held their own parse of the same file for the whole job, which
 * for a PR adding one file of 10,000 functions was two trees' summaries of ~65 MB each alive at
 * once. Held weakly by the snapshot object, so it goes when the snapshot does; keyed by the
 * parser as well, so a test or benchmark that swaps the parser never gets another's result.
 */
import { CpuGateTimeoutError } from '../errors.js';
import type { ParsedModule } from '../languages/types.js';
import type { CpuGate } from '../ports.js';
import type { ScopedParseCache } from './parse-cache.js';

type Parse = (text: string, file: string) => ParsedModule;
type Files = Map<string, { text: string; parsed: ParsedModule }>;

const bySnapshot = new WeakMap<object, Map<Parse, Files>>();
const crossJob = new WeakMap<object, ScopedParseCache>();
/** Parses under way off the loop, per snapshot and parser: two readers of one file wait for one parse. */
type Pending = Map<string, { text: string; parsed: Promise<ParsedModule> }>;
const pending = new WeakMap<object, Map<Parse, Pending>>();

/**
 * Parses of this snapshot that are not in it yet are looked up in (and added to) `cache`, the
 * parses its installation's earlier jobs made (parse-cache.ts), before parsing.
 */
export function useParseCache(snapshot: object, cache: ScopedParseCache): void {
  crossJob.set(snapshot, cache);
}

/** The result of an earlier `parsedIn` for this snapshot, file, text and parser; undefined when there is none (nothing is parsed). */
export function parsedAlready(snapshot: object, file: string, text: string, parse: Parse): ParsedModule | undefined {
  const hit = bySnapshot.get(snapshot)?.get(parse)?.get(file);
  return hit !== undefined && hit.text === text ? hit.parsed : undefined;
}

/** `parse(text, file)`, or the result of an earlier call for this snapshot, file and text. */
export function parsedIn(snapshot: object, file: string, text: string, parse: Parse): ParsedModule {
  const hit = parsedAlready(snapshot, file, text, parse);
  if (hit !== undefined) return hit;
  const cache = crossJob.get(snapshot);
  const parsed = cache === undefined ? parse(text, file) : cache.parse(text, file, parse);
  keep(snapshot, file, text, parse, parsed);
  return parsed;
}

/**
 * `parsedIn`, for a caller that can wait: through the gate's parse threads when it has them and
 * `parse` is the function they stand for (the event loop stays free while the file is parsed),
 * else through the gate on the loop (at once without a gate). The same module either way: one
 * parse per snapshot, file and text, kept as `parsedIn` keeps it; a thread that cannot parse (it
 * died) costs a parse on the loop, never the job. A parse that outlives its deadline fails as a
 * gate wait does (CpuGateTimeoutError).
 */
export function parsedInAsync(snapshot: object, file: string, text: string, parse: Parse, gate?: CpuGate): Promise<ParsedModule> {
  const onLoop = (): Promise<ParsedModule> =>
    gate === undefined ? Promise.resolve(parsedIn(snapshot, file, text, parse)) : gate.run('parse', () => parsedIn(snapshot, file, text, parse));
  const off = gate?.offLoop;
  if (gate === undefined || off === undefined || off.same !== parse) return onLoop();
  const done = parsedAlready(snapshot, file, text, parse);
  if (done !== undefined) return Promise.resolve(done);
  let byParser = pending.get(snapshot);
  if (byParser === undefined) pending.set(snapshot, (byParser = new Map<Parse, Pending>()));
  let files = byParser.get(parse);
  if (files === undefined) byParser.set(parse, (files = new Map() as Pending));
  const under = files.get(file);
  if (under !== undefined && under.text === text) return under.parsed;
  const cache = crossJob.get(snapshot);
  // Parsed on the loop after all (a thread died, or the idle loop took it): the cross-job cache, which asked
  // for this parse, is not asked again (it counted one miss); the result is kept below as the thread's would be.
  const compute = (): Promise<ParsedModule> =>
    off.parse(text, file).catch((error: unknown) => {
      if (error instanceof CpuGateTimeoutError) throw error;
      return cache === undefined ? onLoop() : gate.run('parse', () => parsedAlready(snapshot, file, text, parse) ?? parse(text, file));
    });
  const settled = (): void => {
    if (files.get(file)?.parsed === parsed) files.delete(file);
  };
  const parsed: Promise<ParsedModule> = (cache === undefined ? compute() : cache.parseAsync(text, file, parse, compute)).then(
    (module) => {
      settled();
      // A reader on the loop may have parsed it meanwhile: every reader gets the one module kept.
      const kept = parsedAlready(snapshot, file, text, parse);
      if (kept !== undefined) return kept;
      keep(snapshot, file, text, parse, module);
      return module;
    },
    (error: unknown) => {
      settled();
      throw error;
    },
  );
  files.set(file, { text, parsed });
  return parsed;
}

function keep(snapshot: object, file: string, text: string, parse: Parse, parsed: ParsedModule): void {
  let byParser = bySnapshot.get(snapshot);
  if (byParser === undefined) bySnapshot.set(snapshot, (byParser = new Map<Parse, Files>()));
  let files = byParser.get(parse);
  if (files === undefined) byParser.set(parse, (files = new Map<string, { text: string; parsed: ParsedModule }>()));
  files.set(file, { text, parsed });
}
