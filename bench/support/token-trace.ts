/**
 * Preload for counting what the tokenizer reads (issue 24): `node --import tsx --import
 * ./bench/support/token-trace.ts bench/support/job-cpu.ts 0 --repo click` prints, at exit, how
 * many texts the o200k tokenizer ran its pieces and merges over and how many characters they held
 * (texts the job's line cache already knew never reach it). It wraps the tokenizer's own counting
 * method on gpt-tokenizer's shared encoder, so every caller is seen; numbers only, no timing.
 */
import api from 'gpt-tokenizer/encoding/o200k_base';

interface Core {
  countNative: (text: string, allowed: unknown) => number;
}
const core = (api as unknown as { bytePairEncodingCoreProcessor: Core }).bytePairEncodingCoreProcessor;
const countNative = core.countNative.bind(core);
let chars = 0;
let calls = 0;
core.countNative = (text, allowed) => {
  chars += text.length;
  calls += 1;
  return countNative(text, allowed);
};
process.on('beforeExit', () => {
  if (calls > 0) console.log(`tokenizer: ${calls} texts counted, ${chars} characters`);
  calls = 0;
});
