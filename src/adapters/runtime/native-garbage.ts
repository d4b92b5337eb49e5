/**
 * A full garbage collection on demand, for memory V8 cannot see: node-tree-sitter 0.21 frees a parse tree's
 * native memory only when its JavaScript object is collected, and reports none of it to V8, so a job that
 * parses a very large file several times (one validation per target) holds every earlier tree until V8
 * happens to collect. `gc` is taken once through V8's own flag, without a command-line option.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

export function collectNativeGarbage(): void {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
