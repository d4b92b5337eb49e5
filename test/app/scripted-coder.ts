/** A scripted model for the end-to-end tests: it answers each implement prompt with the body of the function it names. */
import type { ScriptedReply } from '../support/openai-server.js';

export const BODIES: Record<string, string> = {
  count_words: '```python\nreturn len(normalize(text).split())\n```',
  'Stats.top_words': [
    '```python',
    'counts: dict[str, int] = {}',
    'for word in Tokenizer().split(normalize(text)):',
    '    counts[word] = counts.get(word, 0) + 1',
    'return sorted(counts, key=lambda w: (-counts[w], w))[:n]',
    '```',
  ].join('\n'),
};

/** Answers each implement prompt with the body for the function it names. */
export function scriptedCoder(delayMs = 0): (req: { messages: { content: string }[] }) => ScriptedReply {
  return (req) => {
    const text = req.messages.map((m) => m.content).join('\n');
    const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
    return { kind: 'content', content: BODIES[name] ?? 'I cannot help with that.', delayMs, usage: { promptTokens: 500, completionTokens: 40 } };
  };
}
