/**
 * What a grammar-gap rule is (grammar-gaps.ts): a same-length edit of the source, found on the
 * masked source, and the small helpers the rules share.
 */

/**
 * Replace `text.length` characters at `start` with `text`. `names`: the names the grammar reads
 * inside this edit are the rewritten text (the source has no name there); elsewhere every name
 * keeps the source's text.
 */
export interface GapEdit {
  start: number;
  text: string;
  names?: true;
}

export type Rule = (masked: string, source: string) => GapEdit[];

export const spaces = (s: string): string => s.replace(/[^\n\r]/g, ' ');
export const ID = '[A-Za-z_$][\\w$]*';

export function blankGroup(pattern: RegExp, group: number): Rule {
  return (masked) => [...masked.matchAll(pattern)].map((m) => {
    const before = m.slice(1, group).reduce((n, g) => n + (g ?? '').length, 0);
    return { start: m.index + before, text: spaces(m[group] ?? '') };
  });
}
