/**
 * A job's reads of its dependencies, bounded: a deadline per read, and a file and byte budget for the whole job (a
 * base chain through a framework may reach far). Past a budget or a deadline a read is "not available", never a
 * failed job. What was read is kept for the job's life only (by path), so a second target of the job asks nothing.
 */
import { deadlineSignal } from '../deadline.js';
import type { DependencySource } from './port.js';

export interface DependencyBudget {
  /** Files read per job at most (answers "not available" after); asking for files that are not there counts too, half as much. */
  maxFiles: number;
  /** Bytes read per job at most, counted over the texts' lengths. */
  maxBytes: number;
  /** Deadline of one read, in ms. */
  readMs: number;
}

export const DEFAULT_DEPENDENCY_BUDGET: DependencyBudget = { maxFiles: 32, maxBytes: 2 * 1024 * 1024, readMs: 10_000 };

export interface DependencyReads {
  read(path: string): Promise<string | undefined>;
  readonly stats: { files: number; asked: number; bytes: number; refused: number };
}

export function dependencyReads(source: DependencySource, budget: DependencyBudget = DEFAULT_DEPENDENCY_BUDGET): DependencyReads {
  const answers = new Map<string, Promise<string | undefined>>();
  const stats = { files: 0, asked: 0, bytes: 0, refused: 0 };
  const readOnce = async (path: string): Promise<string | undefined> => {
    if (stats.files >= budget.maxFiles || stats.asked >= 2 * budget.maxFiles || stats.bytes >= budget.maxBytes) {
      stats.refused++;
      return undefined;
    }
    stats.asked++;
    const deadline = deadlineSignal(budget.readMs);
    try {
      const text = await Promise.race([
        source.readFile(path, deadline.signal),
        new Promise<undefined>((resolve) => deadline.signal.addEventListener('abort', () => resolve(undefined), { once: true })),
      ]);
      // Past the deadline an answer is not taken, even one the abort itself brought.
      if (text === undefined || deadline.signal.aborted) return undefined;
      if (stats.bytes + text.length > budget.maxBytes) {
        stats.refused++;
        return undefined;
      }
      stats.files++;
      stats.bytes += text.length;
      return text;
    } catch {
      return undefined;
    } finally {
      deadline.clear();
    }
  };
  return {
    stats,
    read(path) {
      let answer = answers.get(path);
      if (answer === undefined) {
        answer = readOnce(path);
        answers.set(path, answer);
      }
      return answer;
    },
  };
}
