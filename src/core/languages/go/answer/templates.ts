/** Prompt templates for Go targets (same sections and placeholders as the other languages'). */
import { REPAIR_TEMPLATE, type ImplementTemplates } from '../../../generate/templates.js';

export const GO_PROMPT_VERSION = 'implement-go-v1';

export const GO_TEMPLATES: ImplementTemplates = {
  version: GO_PROMPT_VERSION,
  system: [
    'You are DyCoder, an expert Go engineer who implements stubbed functions inside an existing code base.',
    'You write correct, idiomatic Go that fits the surrounding code: you follow the doc comments and the types,',
    'handle and return errors the way the package does, reuse the functions, types, methods and constants you are shown instead of reinventing them, and never change a signature.',
  ].join(' '),
  sections: {
    target: ['Implement the body of `{{qualname}}` in `{{file}}` (line {{defLine}}). Its current code:', '', '```go', '{{targetCode}}', '```'].join('\n'),
    fileContext: ['## The rest of `{{file}}`', '', '```go', '{{fileContext}}', '```'].join('\n'),
    retrieved: ['## Context retrieved from the repository (dependency-graph order: nearest first)', '', '{{itemList}}', '', '{{retrievedContext}}'].join('\n'),
    instructions: [
      '## Instructions',
      '1. Return only the statements that go inside the braces of `{{name}}`: no `func` line, no braces around the body, no doc comment. DyCoder keeps the existing signature and puts your statements in place of the stub.',
      '2. Keep the signature exactly as it is: `{{signature}}`.',
      '3. Use the functions, types, methods and constants shown above rather than reimplementing them; only use names declared in this package, the packages this file imports, the context above or Go\'s builtins (do not add import declarations inside the body).',
      '4. Do not leave a stub: no `panic("not implemented")`, `panic("TODO")` or `panic("unimplemented")`, and no TODO-only body.',
      '5. Answer with one ```go code block that contains the statements and nothing else (when a JSON answer is required, put them in the `body` field instead).',
    ].join('\n'),
  },
  repair: REPAIR_TEMPLATE,
  languageInstruction: '6. Write every comment in the body in the language with the code `{{language}}` (the code itself stays Go).',
};
