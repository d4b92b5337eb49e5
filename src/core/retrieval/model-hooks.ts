import type { ChatModel, Logger } from '../ports.js';
import type { DycoderHooks } from './dycoder.js';

/** Placeholder until the model path lands: the deterministic path is used. */
export function modelHooks(_model: ChatModel, _logger: Logger | undefined): DycoderHooks {
  return {};
}
