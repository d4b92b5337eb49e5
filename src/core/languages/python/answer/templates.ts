/** Prompt templates for Python targets (the sections and placeholders of generate/templates.ts). */
import { REPAIR_TEMPLATE, type ImplementTemplates } from '../../../generate/templates.js';

export const PROMPT_VERSION = 'implement-v1';

export const IMPLEMENT_TEMPLATES: ImplementTemplates = {
  version: PROMPT_VERSION,
  system: [
    'You are DyCoder, an expert Python engineer who implements stubbed functions inside an existing code base.',
    'You write correct, idiomatic Python that fits the surrounding code: you follow the docstring and type hints,',
    'reuse the helpers, classes and constants you are shown instead of reinventing them, and never change a signature.',
  ].join(' '),
  sections: {
    target: [
      'Implement the body of `{{qualname}}` in `{{file}}` (line {{defLine}}). Its current code:',
      '',
      '```python',
      '{{targetCode}}',
      '```',
    ].join('\n'),
    fileContext: ['## The rest of `{{file}}`', '', '```python', '{{fileContext}}', '```'].join('\n'),
    retrieved: [
      '## Context retrieved from the repository (dependency-graph order: nearest first)',
      '',
      '{{itemList}}',
      '',
      '{{retrievedContext}}',
    ].join('\n'),
    instructions: [
      '## Instructions',
      '1. Return only the body of `{{name}}`: no `def` line, no decorators, no docstring. DyCoder keeps the existing signature and docstring and puts your body under them.',
      '2. Keep the signature exactly as it is: `{{signature}}`.',
      '3. Use the helpers, classes, methods and constants shown above rather than reimplementing them; only call names that exist in this file, its imports, the context above or the Python standard library (import standard modules inside the body if you need one that the file does not import).',
      '4. Do not leave a stub: no bare `pass`, `...` or `raise NotImplementedError`.',
      '5. Answer with one ```python code block that contains the body and nothing else (when a JSON answer is required, put the body in the `body` field instead).',
    ].join('\n'),
  },
  repair: REPAIR_TEMPLATE,
  languageInstruction: '6. Write every comment in the body in the language with the code `{{language}}` (the code itself stays Python).',
};
