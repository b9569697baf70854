import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isSuccessCode, resultMessage } from '../../core/result-codes';
import { loadChecksum } from '../api/load-checksum';
import { useLocale } from './engine-config';
import { newIdempotencyKey } from './idempotency-key';
import { getMutation } from './mutation-registry';
import type { CacheUpdateContext, MutationContext, MutationResult } from './mutation-registry';
import { isSourceSwrKey, sourceSwrKey } from './source-registry';
import { showToast } from './toasts';

/** The code a call that never reached the server answers (SPEC §8: transport errors give failed). */
const TRANSPORT_FAILED = 0;
/**
 * Waits before each retry of a call whose answer was lost: no answer at all (network, instance
 * killed), a gateway's 502/503/504, or 409 (the first call under the key still runs).
 */
const RETRY_DELAYS_MS = [300, 1000];
const RETRIED_STATUSES = new Set([409, 502, 503, 504]);
/** The longest Retry-After honoured before giving up on a retry. */
const MAX_RETRY_AFTER_MS = 5000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Input of a mutation call. */
export interface MutationCall<B> extends MutationContext {
  body: B;
  /** The toast on success, saying what was done ("Đã lưu người thân Trần Văn A."); else the result set's. */
  successMessage?: string;
}

/** What `useMutation` answers. */
export interface MutationState<B, D> {
  /** Signs, sends, toasts and (on success only) updates the cache; resolves with the result. */
  trigger: (call: MutationCall<B>) => Promise<MutationResult<D>>;
  isMutating: boolean;
  lastResult: MutationResult<D> | null;
}

/**
 * Runs the mutation registered as `name`. An unknown name throws `Unknown mutation "<name>"`
 * during render. A second trigger while one is in flight returns the first one's promise.
 */
export function useMutation<B extends Record<string, unknown> = Record<string, unknown>, D = unknown>({
  name,
}: {
  name: string;
}): MutationState<B, D> {
  const definition = getMutation(name);
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const [isMutating, setIsMutating] = useState(false);
  const [lastResult, setLastResult] = useState<MutationResult<D> | null>(null);
  const inFlight = useRef<Promise<MutationResult<D>> | null>(null);

  const notify = useCallback(
    ({ result, successMessage }: { result: MutationResult<D>; successMessage?: string }) => {
      const isSuccess = isSuccessCode(result.code);
      const mode = definition.toast ?? 'always';
      if (mode === 'never' || (mode === 'failure' && isSuccess)) return;
      const title =
        (isSuccess && successMessage) ||
        resultMessage({ set: definition.resultSet, code: result.code, locale });
      const detail = !isSuccess && result.message && result.message !== title ? result.message : null;
      showToast({ title, body: detail ?? undefined, intent: isSuccess ? 'success' : 'error' });
    },
    [definition, locale],
  );

  const run = useCallback(
    async ({ body, id, successMessage }: MutationCall<B>): Promise<MutationResult<D>> => {
      const signed: Record<string, unknown> = { ...body };
      if (definition.rule) {
        const { CHECKSUM_FIELD, computeChecksum } = await loadChecksum();
        signed[CHECKSUM_FIELD] = computeChecksum({ rule: definition.rule, body, id });
      }
      // One key per user action, the same on each retry: the server answers a retry with the first
      // call's answer instead of acting twice (or saying "not registered" after a lost "dropped").
      const idempotencyKey = newIdempotencyKey();
      let result: MutationResult<D>;
      for (let attempt = 0; ; attempt += 1) {
        let wait: number | null = null;
        try {
          result = (await definition.request(signed, { id, idempotencyKey })) as MutationResult<D>;
          if (result.status !== undefined && RETRIED_STATUSES.has(result.status))
            wait =
              result.retryAfterSeconds !== undefined
                ? result.retryAfterSeconds * 1000
                : (RETRY_DELAYS_MS[attempt] ?? null);
        } catch (error) {
          if (isAbort(error)) throw error;
          result = {
            code: TRANSPORT_FAILED,
            message: error instanceof Error ? error.message : String(error),
          };
          wait = RETRY_DELAYS_MS[attempt] ?? null;
        }
        if (wait === null || attempt >= RETRY_DELAYS_MS.length || wait > MAX_RETRY_AFTER_MS) break;
        await pause(wait);
      }
      notify({ result, successMessage });
      if (isSuccessCode(result.code)) {
        const context: CacheUpdateContext<B, D> = { body, id, result };
        for (const update of definition.updates ?? []) {
          const key = sourceSwrKey({ name: update.source, params: update.params(context as never) });
          if (key)
            await mutate(key, (current: unknown) => update.apply(current, context as never), {
              revalidate: false,
            });
        }
        await Promise.all(
          definition.invalidates.map((source) =>
            mutate((key: unknown) => isSourceSwrKey({ key, name: source })),
          ),
        );
      }
      return result;
    },
    [definition, mutate, notify],
  );

  const trigger = useCallback(
    (call: MutationCall<B>): Promise<MutationResult<D>> => {
      if (inFlight.current) return inFlight.current;
      setIsMutating(true);
      const promise = run(call).then((result) => {
        setLastResult(result);
        return result;
      });
      inFlight.current = promise;
      const settle = () => {
        inFlight.current = null;
        setIsMutating(false);
      };
      promise.then(settle, settle);
      return promise;
    },
    [run],
  );

  return { trigger, isMutating, lastResult };
}
