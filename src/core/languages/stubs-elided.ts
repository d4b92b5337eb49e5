/**
 * How an outline shows a body it leaves out. A stub's `...` means "not written yet"; an
 * implemented body that is merely not shown must look different, or the model reads working
 * code as unimplemented (and may "implement" it again or avoid calling it).
 */
import type { Definition, ParsedModule } from './types.js';

export const ELIDED_BODY = '# … body elided …';

/** The line standing for `def`'s body in an outline (without indentation); `comment` is the language's line comment. */
export function elidedBodyLine(parsed: ParsedModule, def: Definition, comment = '#'): string {
  const isStub = (parsed.stubs ?? []).some((s) => s.qualname === def.qualname && s.defLine === def.range.start);
  return isStub || def.kind === 'class' ? '...' : `${comment} … body elided …`;
}
