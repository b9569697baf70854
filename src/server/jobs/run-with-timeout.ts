import type { JobDefinition, RunningJob } from './job-runner';

const timeoutError = (timeoutMs: number) => new Error(`timed out after ${timeoutMs} ms`);

/** Runs a job's handler; past `timeoutMs` it fails and the job's signal is aborted. */
export const runWithTimeout = async (
  definition: JobDefinition,
  job: RunningJob,
  timeoutMs: number,
  controller: AbortController,
) => {
  let timeout: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      definition.handler(job),
      new Promise<never>((_resolve, reject) => {
        timeout = setTimeout(() => {
          controller.abort(timeoutError(timeoutMs));
          reject(timeoutError(timeoutMs));
        }, timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timeout);
  }
};
