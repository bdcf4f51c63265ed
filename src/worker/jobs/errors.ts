/** Jobs' errors as the app shows them: a parse error names the file, line and column (`errorMessage`), as a message. */
import { errorMessage } from '../../puzzles/files.ts';
import { english, type Message } from '../../text/index.ts';
import { JobError, SAID, type Handlers, type JobSet } from '../bridge/index.ts';

/** An error said as a message (English for the log, the message as the error's data). */
export function saidError(said: Message<string>): JobError {
  return new JobError(SAID, english(said), said);
}

/** The same jobs, each error but a JobError rethrown as a message (`errorMessage`). */
export function describing<J extends JobSet<J>>(handlers: Handlers<J>): Handlers<J> {
  const out: Partial<Handlers<J>> = {};
  for (const name of Object.keys(handlers) as (keyof J)[]) {
    const handler = handlers[name];
    out[name] = (async (input, context) => {
      try {
        return await handler(input, context);
      } catch (error) {
        throw error instanceof JobError ? error : saidError(errorMessage(error));
      }
    }) as Handlers<J>[keyof J];
  }
  return out as Handlers<J>;
}
