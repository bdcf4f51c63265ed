/** Jobs' errors as the app shows them: a parse error names the file, line and column (`describeError`). */
import { describeError } from '../../puzzles/files.ts';
import { JobError, type Handlers, type JobSet } from '../bridge/index.ts';

/** The same jobs, each error but a JobError rethrown with `describeError`'s words. */
export function describing<J extends JobSet<J>>(handlers: Handlers<J>): Handlers<J> {
  const out: Partial<Handlers<J>> = {};
  for (const name of Object.keys(handlers) as (keyof J)[]) {
    const handler = handlers[name];
    out[name] = (async (input, context) => {
      try {
        return await handler(input, context);
      } catch (error) {
        throw error instanceof JobError ? error : new Error(describeError(error));
      }
    }) as Handlers<J>[keyof J];
  }
  return out as Handlers<J>;
}
