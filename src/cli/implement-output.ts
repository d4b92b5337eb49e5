/** How `dycoder implement` shows a run: a unified diff, a JSON report, or the prompts. */
import type { ChatMessage } from '../core/ports.js';
import { unifiedDiff } from '../core/generate/unified-diff.js';
import type { LineEdit } from '../core/generate/unified-diff.js';
import type { ImplementStubsResult, TargetReport } from '../pipeline/implement-stubs.js';

export const NO_MODEL_HINT =
  'No model is configured: set OPENAI_API_KEY (plus OPENAI_BASE_URL for a local OpenAI-compatible server, and DYCODER_MODEL), or AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_DEPLOYMENT and AZURE_OPENAI_API_KEY, to generate implementations.';

/**
 * Edits per file, from the suggestions of a run: each body, plus the imports the bodies need,
 * inserted once each after the line the language chose (the file's import block).
 */
export function editsByFile(result: ImplementStubsResult): Map<string, LineEdit[]> {
  const byFile = new Map<string, LineEdit[]>();
  const importsByFile = new Map<string, Map<number, string[]>>();
  for (const s of result.suggestions) {
    const list = byFile.get(s.file) ?? [];
    list.push({ start: s.bodyRange.start, end: s.bodyRange.end, text: s.newBody });
    byFile.set(s.file, list);
    for (const imp of s.imports ?? []) {
      const at = importsByFile.get(s.file) ?? new Map<number, string[]>();
      const lines = at.get(imp.afterLine) ?? [];
      if (!lines.includes(imp.text)) lines.push(imp.text);
      at.set(imp.afterLine, lines);
      importsByFile.set(s.file, at);
    }
  }
  for (const [file, at] of importsByFile) {
    for (const [after, lines] of at) byFile.get(file)?.push({ start: after + 1, end: after, text: lines.join('\n') });
  }
  return byFile;
}

/** Warnings that remain on the suggestions, for the human output (the JSON report has them per target). */
export function warningLines(result: ImplementStubsResult): string[] {
  return result.suggestions.flatMap((s) =>
    [...s.notes.map((n) => `note on ${s.file}:${s.qualname}: ${n}`), ...(s.imports ?? []).map((imp) => `${s.file}:${s.qualname} needs \`${imp.text}\` (added to the diff after line ${imp.afterLine})`)],
  );
}

export function renderDiff(originals: Map<string, string>, edits: Map<string, LineEdit[]>): string {
  return [...edits.keys()]
    .sort()
    .map((file) => unifiedDiff(file, originals.get(file) ?? '', edits.get(file) ?? []))
    .join('');
}

export function renderPrompt(target: TargetReport): string {
  const messages: ChatMessage[] = target.prompt.messages;
  const header = `===== prompt for ${target.file}:${target.qualname} (${target.prompt.version}) =====`;
  return [header, ...messages.map((m) => `----- ${m.role} -----\n${m.content}`), ''].join('\n');
}

/** One line per target when prompts are not shown: what the prompt holds, in tokens. */
export function promptLine(target: TargetReport): string {
  const chars = target.prompt.messages.reduce((n, m) => n + m.content.length, 0);
  const context = target.retrieval ? `${target.retrieval.tokens} context tokens from ${target.retrieval.items} definitions` : 'no retrieved context';
  return `prompt for ${target.file}:${target.qualname}: ${context}; ${chars} characters in all\n`;
}

/** The last line of every run. */
export function summaryLine(result: ImplementStubsResult, opts: { model: boolean; showPrompts: boolean }): string {
  const n = result.targets.length;
  const suggested = result.targets.filter((t) => t.status === 'suggested').length;
  const skipped = result.skipped.filter((s) => !s.reason.startsWith('No model is configured')).length;
  const seconds = (result.ms / 1000).toFixed(1);
  if (n === 0 && skipped === 0) return 'dycoder: no stubs to implement.\n';
  const what = opts.model
    ? `${suggested} of ${n} stub(s) implemented, ${n - suggested} without a suggestion`
    : `${n} prompt(s) built and no model called${opts.showPrompts ? '' : ' (print them with --show-prompts)'}`;
  const tokens = opts.model ? `; ${result.usage.promptTokens + result.usage.completionTokens} model tokens` : `; ${result.usage.contextTokens} context tokens`;
  return `dycoder: ${what}${skipped > 0 ? `, ${skipped} skipped` : ''}${tokens}; ${result.filesRead} of ${result.totalFiles} files read; ${seconds} s.\n`;
}

export function jsonReport(result: ImplementStubsResult, withPrompts: boolean): unknown {
  return {
    model: result.model,
    marker: result.marker,
    ms: result.ms,
    usage: result.usage,
    filesRead: result.filesRead,
    totalFiles: result.totalFiles,
    targets: result.targets.map((t) => {
      const last = t.attempts[t.attempts.length - 1];
      return {
        file: t.file,
        qualname: t.qualname,
        defLine: t.defLine,
        status: t.status,
        body: t.suggestion?.newBody ?? null,
        bodyRange: t.suggestion?.bodyRange ?? null,
        imports: (t.suggestion?.imports ?? []).map((imp) => imp.text),
        reason: t.reason ?? null,
        validation: {
          ok: t.status === 'suggested',
          problems: last?.problems ?? [],
          warnings: last?.warnings ?? [],
          rounds: t.attempts.length,
        },
        tokens: { prompt: t.usage.promptTokens, completion: t.usage.completionTokens, context: t.retrieval?.tokens ?? 0 },
        timings: { retrievalMs: t.timings.retrievalMs, generationMs: t.timings.generationMs },
        ...(withPrompts ? { prompt: t.prompt } : {}),
      };
    }),
    skipped: result.skipped.filter((s) => !result.targets.some((t) => t.file === s.file && t.qualname === s.qualname)),
    ...(withPrompts ? { hint: NO_MODEL_HINT } : {}),
  };
}

export function progressLine(index: number, total: number, t: TargetReport): string {
  const what = t.status === 'suggested' ? 'suggested' : t.status === 'prompt-only' ? 'prompt only' : `no suggestion (${t.reason ?? ''})`;
  return `[${index + 1}/${total}] ${t.file}:${t.qualname} — ${what} in ${((t.timings.retrievalMs + t.timings.generationMs) / 1000).toFixed(1)} s\n`;
}
