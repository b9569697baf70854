import type { ChecksumRuleName, ResultCodeSet } from '../../core';

/** What a mutating call answers (SPEC §8 code in a 200 body). */
export interface MutationResult<D = unknown> {
  code: number;
  data?: D;
  message?: string;
  /** The HTTP status when it was not 200 (tells an answer lost on the way, which is retried, from a refusal). */
  status?: number;
  /** The server's Retry-After, in seconds, when it asked to come back. */
  retryAfterSeconds?: number;
}

/** Call context: the record id for id-keyed checksum rules and `{id}` paths. */
export interface MutationContext {
  id?: number | string | null;
}

/** What a request sees: the call context and the user action's Idempotency-Key (the engine's calls always carry one, the same on every retry). */
export interface MutationRequestContext extends MutationContext {
  idempotencyKey?: string;
}

/** What a cache update sees. */
export interface CacheUpdateContext<B = Record<string, unknown>, D = unknown> extends MutationContext {
  body: B;
  result: MutationResult<D>;
}

/** A write into one cached source call, applied on success before re-fetching. */
export interface CacheUpdate<B = Record<string, unknown>, D = unknown> {
  source: string;
  /** The params of the cached call to update. */
  params: (context: CacheUpdateContext<B, D>) => unknown;
  /** The new cached value (`current` is undefined when nothing is cached). */
  apply: (current: unknown, context: CacheUpdateContext<B, D>) => unknown;
}

/** A named mutating call. */
export interface MutationDefinition<
  B extends Record<string, unknown> = Record<string, unknown>,
  D = unknown,
> {
  name: string;
  /** SPEC §5 checksum rule (src/core CHECKSUM_RULES), or null for calls without a checkSum. */
  rule: ChecksumRuleName | null;
  /**
   * Sends the body (already carrying `checkSum` when a rule is set), with the action's key in the
   * Idempotency-Key header (`idempotencyHeaders(context)`): the engine sends a call again, with the
   * same key, when its answer was lost, and the server then answers the first answer again.
   */
  request: (body: B & { checkSum?: string }, context: MutationRequestContext) => Promise<MutationResult<D>>;
  /** Code set used for the toast message. */
  resultSet: ResultCodeSet;
  /** Sources re-fetched after a success. */
  invalidates: string[];
  /** Cache writes applied after a success. */
  updates?: CacheUpdate<B, D>[];
  /** Name of the mutation saving a server draft of the same form (`draft: 'server'`). */
  draft?: string;
  /** Which results show a toast (default 'always'). */
  toast?: 'always' | 'failure' | 'never';
}

const mutations = new Map<string, MutationDefinition<never, unknown>>();

/** Registers (or, on hot reload, replaces) a mutation and returns it. */
export function registerMutation<B extends Record<string, unknown>, D>(
  definition: MutationDefinition<B, D>,
): MutationDefinition<B, D> {
  if (!definition.name) throw new Error('A mutation needs a name');
  mutations.set(definition.name, definition as unknown as MutationDefinition<never, unknown>);
  return definition;
}

/** The mutation registered under `name`; throws `Unknown mutation "<name>"`. */
export function getMutation(name: string): MutationDefinition {
  const mutation = mutations.get(name);
  if (!mutation) throw new Error(`Unknown mutation "${name}"`);
  return mutation as unknown as MutationDefinition;
}

/** True when a mutation is registered under `name`. */
export function hasMutation(name: string): boolean {
  return mutations.has(name);
}

/** Removes a mutation (tests, hot reload). */
export function unregisterMutation(name: string): void {
  mutations.delete(name);
}
