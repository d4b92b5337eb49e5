/**
 * A small Python repository for tests: a package on main and a PR that adds stubbed functions.
 * `legacy_total` in pkg/models.py is a stub that already exists on main, far from the PR's
 * change in that file, so it lies outside the diff hunks.
 */
import type { CreateTestRepoOptions } from './test-repo.js';

const filler = Array.from({ length: 24 }, (_, i) => `CONSTANT_${i} = ${i}`).join('\n');

export const sampleBaseFiles: Record<string, string | Buffer> = {
  'README.md': '# sample\n',
  '.github/dycoder.yml': 'auto: false\nmaxHops: 2\n',
  'pkg/__init__.py': '',
  'pkg/util.py': [
    'import re',
    '',
    '',
    'def normalize(text: str) -> str:',
    '    """Lower-case and collapse whitespace."""',
    "    return re.sub(r'\\s+', ' ', text.strip().lower())",
    '',
    '',
    'class Tokenizer:',
    '    def __init__(self, sep: str = " ") -> None:',
    '        self.sep = sep',
    '',
    '    def split(self, text: str) -> list[str]:',
    '        return [t for t in text.split(self.sep) if t]',
    '',
  ].join('\n'),
  'pkg/models.py': [
    'def legacy_total(values):',
    '    """Sum of values (stub kept from an older change)."""',
    '    pass',
    '',
    filler,
    '',
    'def describe():',
    "    return 'models'",
    '',
  ].join('\n'),
  'assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]),
};

export const samplePrFiles: Record<string, string | null> = {
  'pkg/text.py': [
    'from pkg.util import Tokenizer, normalize',
    '',
    '',
    'def count_words(text: str) -> int:',
    '    """Count the words of text after normalizing it."""',
    '    pass',
    '',
    '',
    'class Stats:',
    '    def top_words(self, text: str, n: int = 3) -> list[str]:',
    '        """The n most frequent words."""',
    '        ...',
    '',
  ].join('\n'),
  'pkg/models.py': (sampleBaseFiles['pkg/models.py'] as string).replace("return 'models'", "return 'models v2'"),
};

export const sampleRepoOptions = (): CreateTestRepoOptions => ({ files: sampleBaseFiles, prFiles: samplePrFiles });
