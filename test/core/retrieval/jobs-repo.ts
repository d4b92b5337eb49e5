/**
 * A small repository where `schedule` (a stub in app/jobs.py) needs `RetryPolicy`, which nothing
 * in its file names: only a model judging the candidates can bring it in.
 */
import { py } from '../graph/memory-source.js';

export const JOBS_REPO: Record<string, string> = {
  'app/__init__.py': '',
  'app/jobs.py': py(`
    def schedule(job):
        """Queue the job."""
        pass
  `),
  'app/policy/__init__.py': '',
  'app/policy/retry.py': py(`
    class RetryPolicy:
        def delays(self):
            return [1, 2, 4]
  `),
};
