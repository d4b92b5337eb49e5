/**
 * What DyCoder answers in a suggestion's thread when asked to refine it. Short and polite; the
 * user's instruction is never quoted back, names and paths from the repository only as inert code.
 */
import { code, fenced } from '../core/review/markdown.js';
import { sanitizeUserText } from '../core/review/user-text.js';

const target = (file: string, qualname: string): string => `${code(qualname)} in ${code(file)}`;

export function refineLimitReply(max: number): string {
  return max === 0
    ? 'Refining suggestions in their thread is turned off for this repository (`maxRefinesPerTarget: 0` in `.github/dycoder.yml`).'
    : `This suggestion was refined ${max} time${max === 1 ? '' : 's'} on this commit already, the most this repository allows (\`maxRefinesPerTarget\`). Push a commit, or edit the suggestion by hand.`;
}

export function alreadyAppliedReply(file: string, qualname: string, outcome: string): string {
  const what = outcome === 'applied' ? 'was committed as suggested' : outcome === 'applied-with-edits' ? 'was committed with edits' : 'is no longer a stub';
  return `The suggestion for ${target(file, qualname)} ${what}, so there is nothing to refine. Comment \`/dycoder implement\` on a stub to get a new suggestion.`;
}

export function stubGoneReply(file: string, qualname: string, headSha: string): string {
  return `${target(file, qualname)} is no longer a stub at ${headSha.slice(0, 7)}: it was implemented (by this suggestion or by hand) or removed, so there is nothing to refine.`;
}

export function codeMovedReply(file: string, qualname: string, headSha: string, suggestion: string): string {
  return [
    `The stub of ${target(file, qualname)} moved since this suggestion was posted, so a suggestion in this thread would land on the wrong lines. Here is the refined body; comment \`/dycoder implement\` on the stub's line at ${headSha.slice(0, 7)} to get it as a suggestion you can commit.`,
    '',
    fenced('', suggestion),
  ].join('\n');
}

export function noRefinementReply(file: string, qualname: string, reason: string): string {
  return `DyCoder could not refine the suggestion for ${target(file, qualname)}: ${sanitizeUserText(reason, 400)}`;
}

export function refinedReply(qualname: string, suggestion: string, refined: number, marker: string): string {
  return [
    `**DyCoder** · refined implementation of ${code(qualname)} (refinement ${refined})`,
    '',
    fenced('suggestion', suggestion),
    '',
    `<!-- ${marker} -->`,
  ].join('\n');
}
