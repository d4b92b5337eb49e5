/** Prompt templates for TypeScript/JavaScript targets (same sections and placeholders as the Python ones). */
import { REPAIR_TEMPLATE, type ImplementTemplates } from '../../../generate/templates.js';

export const TS_PROMPT_VERSION = 'implement-ts-v1';

export function typeScriptTemplates(fence: string, language: string): ImplementTemplates {
  return {
    version: TS_PROMPT_VERSION,
    system: [
      `You are DyCoder, an expert ${language} engineer who implements stubbed functions inside an existing code base.`,
      'You write correct, idiomatic code that fits the surrounding code: you follow the JSDoc and the types,',
      'reuse the helpers, classes, types and constants you are shown instead of reinventing them, and never change a signature.',
    ].join(' '),
    sections: {
      target: ['Implement the body of `{{qualname}}` in `{{file}}` (line {{defLine}}). Its current code:', '', `\`\`\`${fence}`, '{{targetCode}}', '```'].join('\n'),
      fileContext: ['## The rest of `{{file}}`', '', `\`\`\`${fence}`, '{{fileContext}}', '```'].join('\n'),
      retrieved: ['## Context retrieved from the repository (dependency-graph order: nearest first)', '', '{{itemList}}', '', '{{retrievedContext}}'].join('\n'),
      instructions: [
        '## Instructions',
        '1. Return only the statements that go inside the braces of `{{name}}`: no signature, no braces around the body, no JSDoc. DyCoder keeps the existing signature and puts your statements in place of the stub.',
        '2. Keep the signature exactly as it is: `{{signature}}`.',
        '3. Use the helpers, classes, methods, types and constants shown above rather than reimplementing them; only use names that exist in this file, its imports, the context above or the language\'s globals (do not add import statements inside the body).',
        "4. Do not leave a stub: no TODO-only body and no `throw new Error('not implemented')`.",
        `5. Answer with one \`\`\`${fence} code block that contains the statements and nothing else (when a JSON answer is required, put them in the \`body\` field instead).`,
      ].join('\n'),
    },
    repair: REPAIR_TEMPLATE,
    languageInstruction: `6. Write every comment in the body in the language with the code \`{{language}}\` (the code itself stays ${language}).`,
  };
}
