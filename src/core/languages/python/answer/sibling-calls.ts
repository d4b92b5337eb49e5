/**
 * The repository's own calls as evidence about a signature (issue 22, session 19): when the target's class calls
 * `self.m(...)` elsewhere in a way `m`'s own signature refuses (Uranium's `Backend` calls `self._createSocket()` in
 * three places, its `def _createSocket(self, protocol_file)` taking one argument that the subclasses outside the
 * package override with a default), the class is written for subclasses that supply another `m`: a body calling it
 * the same way follows the class's own usage, not a wrong arity.
 */
import type { Definition, ParsedModule } from '../../types.js';
import { walkModule, type CallSite } from './body-walk.js';

const walks = new Map<string, CallSite[]>();

function moduleCalls(source: string): CallSite[] {
  const hit = walks.get(source);
  if (hit) return hit;
  const calls = walkModule(source).calls;
  if (walks.size > 16) walks.clear();
  walks.set(source, calls);
  return calls;
}

/**
 * Whether a method of `owner` other than `target` calls `<its self>.member(...)` in a way `fails` refuses. `source`
 * is the target's file (with the stub), `parsed` its parse.
 */
export function calledAlikeInClass(source: string, parsed: ParsedModule, owner: Definition, target: Definition, member: string, fails: (call: CallSite) => boolean): boolean {
  const methods = parsed.definitions.filter((d) => d.parent === owner.qualname && d.kind === 'method' && d.range.start !== target.range.start);
  if (methods.length === 0) return false;
  return moduleCalls(source).some((c) => c.chain.length === 2 && c.chain[1] === member
    && methods.some((m) => c.line >= m.range.start && c.line <= m.range.end && c.chain[0] === m.parameters[0] && !m.decorators.includes('staticmethod'))
    && fails(c));
}
