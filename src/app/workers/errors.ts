/**
 * Why a worker's request failed, in the interface's language: the bridge says it as data
 * (`WorkerError`: a code, the worker's name, what the job or the browser said), the clients say
 * it to the user with these.
 */
import { jobFailed, SAID, WorkerError } from '../../worker/bridge/index.ts';
import { isMessage } from '../../text/index.ts';
import { ENGLISH, msg, textOf, type KeysUnder, type Message } from '../i18n/index.ts';

/** The worker as the interface names it ("the solver", "the file reader", …), a message (a worker without a name: its id). */
export function workerName(worker: string): Message {
  return Object.hasOwn(ENGLISH.worker.name, worker) ? msg(`worker.name.${worker as KeysUnder<'worker.name'>}`) : msg('names.verbatim', { text: worker });
}

/** What went wrong, as a message: a job's own words, what the browser said of a crash, or the bridge's code in words. */
export function reasonOf(error: unknown): Message {
  if (!(error instanceof WorkerError)) return msg('worker.reason.said', { text: error instanceof Error ? error.message : String(error) });
  const worker = workerName(error.worker);
  switch (error.code) {
    case 'failed':
      // A job's error said as a message (a file that does not read): in the interface's language.
      if (jobFailed(error, SAID) && isMessage(error.job.data)) return error.job.data as Message;
      return msg('worker.reason.said', { text: error.reason });
    case 'crashed':
      return error.reason ? msg('worker.reason.said', { text: error.reason }) : msg('worker.reason.died');
    case 'unreadable':
      return msg('worker.reason.unreadable', { worker });
    case 'cannot-start':
      return msg('worker.reason.cannotStart', { worker, detail: error.reason });
    case 'cannot-send':
      return msg('worker.reason.cannotSend', { detail: error.reason });
    case 'cannot-take':
      return msg('worker.reason.cannotTake', { detail: error.reason });
    case 'aborted':
      return msg('worker.reason.aborted');
  }
}

/** `reasonOf` in the interface's language now. */
export function reasonText(error: unknown): string {
  const m = reasonOf(error);
  return textOf(m);
}

/** Whether the worker itself failed (not the job: a crash, a worker that cannot start or be read). */
export function workerStopped(error: unknown): boolean {
  return error instanceof WorkerError && error.code !== 'failed' && error.code !== 'aborted';
}

/** Whether the request was cancelled by its signal. */
export function aborted(error: unknown): boolean {
  return error instanceof WorkerError && error.code === 'aborted';
}

/** "MiniZinc stopped: …", "the file reader stopped: …": a worker that failed, said whole, as a message. */
export function stoppedOf(error: unknown): Message {
  if (!workerStopped(error)) return reasonOf(error);
  return msg('worker.stopped', { worker: workerName((error as WorkerError).worker), reason: reasonOf(error) });
}

/** `stoppedOf` in the interface's language now. */
export function stoppedText(error: unknown): string {
  return textOf(stoppedOf(error));
}
