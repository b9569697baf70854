import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadSchemaForm, registerMutation, unregisterMutation } from '../../../src/client/engine';
import { fixtureConfig } from './render-with-engine';

/** A form config of the engine's fixture whose form `test.form` submits through `test.apply`. */
export const formConfig = (form: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> }) =>
  fixtureConfig({ forms: { 'test.form': { submit: 'test.apply', draft: 'none', ...form } } });

/**
 * The set-up of a form test file: rjsf's lazily split views loaded once (so no test's first wait
 * includes compiling them) and a `test.apply` mutation registered around each test. Returns the
 * mutation's request, answered with success and cleared before each test.
 */
export const setUpTestApplyForm = () => {
  const request = vi.fn(async (_input?: unknown) => ({ code: 1 }));
  beforeAll(async () => {
    await preloadSchemaForm();
  }, 60_000);
  beforeEach(() => {
    request.mockClear();
    registerMutation({ name: 'test.apply', rule: null, request, resultSet: 'generic', invalidates: [] });
  });
  afterEach(() => {
    unregisterMutation('test.apply');
  });
  return request;
};
