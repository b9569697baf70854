import { createHash } from 'node:crypto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  registerMutation,
  registerSource,
  unregisterMutation,
  unregisterSource,
  useMutation,
  useSource,
} from '../../../src/client/engine';
import type { MutationResult } from '../../../src/client/engine';
import { ErrorBoundary } from './error-boundary';
import { renderWithEngine } from './render-with-engine';

type Request = { data: { title: string }; checkSum?: string };

function Harness({ body, id }: { body: Request; id?: number }) {
  const { data } = useSource('test.phase', { id: 9 });
  const { trigger, isMutating } = useMutation<Request>({ name: 'test.savePhase' });
  const [result, setResult] = useState<MutationResult | null>(null);
  return (
    <div>
      <output data-testid="title">{(data as { title?: string } | undefined)?.title ?? ''}</output>
      <output data-testid="result">{result ? String(result.code) : ''}</output>
      <button
        type="button"
        disabled={isMutating}
        onClick={async () => setResult(await trigger({ body, id }))}
      >
        save
      </button>
    </div>
  );
}

function setUp({ answer }: { answer: () => Promise<MutationResult> }) {
  let version = 0;
  const fetch = vi.fn(async () => {
    version += 1;
    return { title: `v${version}` };
  });
  registerSource({ name: 'test.phase', key: ({ id }: { id: number }) => ['phase', id], fetch });
  const request = vi.fn(
    async (_body: Request, _context: { id?: number | string | null; idempotencyKey?: string }) => answer(),
  );
  registerMutation<Request, unknown>({
    name: 'test.savePhase',
    rule: 'awards.apply',
    request,
    resultSet: 'project',
    invalidates: ['test.phase'],
    updates: [
      {
        source: 'test.phase',
        params: () => ({ id: 9 }),
        apply: (_current, { body }) => ({ title: body.data.title }),
      },
    ],
  });
  return { fetch, request };
}

afterEach(() => {
  unregisterSource('test.phase');
  unregisterMutation('test.savePhase');
  vi.restoreAllMocks();
});

describe('useMutation', () => {
  it('signs the body with the SPEC §5 checksum of its rule', async () => {
    const { request } = setUp({ answer: async () => ({ code: 1 }) });
    const user = userEvent.setup();
    renderWithEngine(<Harness body={{ data: { title: 'Báo cáo tuần 3' } }} id={42} />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const expected = createHash('sha256').update('{"title":"Báo cáo tuần 3"}42').digest('hex');
    expect(request.mock.calls[0][0]).toEqual({ data: { title: 'Báo cáo tuần 3' }, checkSum: expected });
    expect(request.mock.calls[0][1]).toEqual({ id: 42, idempotencyKey: expect.any(String) });
  });

  it('updates and re-fetches the cache on success, with a success toast', async () => {
    const { fetch } = setUp({ answer: async () => ({ code: 1 }) });
    const user = userEvent.setup();
    renderWithEngine(<Harness body={{ data: { title: 'Mới' } }} id={42} />);
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('v1'));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Thao tác thành công.')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('v2'));
    expect(screen.getByTestId('result').textContent).toBe('1');
  });

  it('leaves the cache alone on a failure code and toasts that code’s message', async () => {
    const { fetch } = setUp({ answer: async () => ({ code: -4, message: 'Deadline 01/03' }) });
    const user = userEvent.setup();
    renderWithEngine(<Harness body={{ data: { title: 'Mới' } }} id={42} />, { locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('v1'));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('The deadline has passed.')).toBeTruthy();
    expect(screen.getByText('Deadline 01/03')).toBeTruthy();
    expect(screen.getByTestId('result').textContent).toBe('-4');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('title').textContent).toBe('v1');
  });

  it('answers failed (0) when the call never reaches the server, after two retries under one key', async () => {
    const { fetch, request } = setUp({ answer: async () => Promise.reject(new Error('Unexpected Error')) });
    const user = userEvent.setup();
    renderWithEngine(<Harness body={{ data: { title: 'Mới' } }} id={42} />);
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('v1'));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(
      await screen.findByText('Thao tác không thành công, vui lòng thử lại.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('result').textContent).toBe('0');
    expect(request).toHaveBeenCalledTimes(3);
    expect(new Set(request.mock.calls.map(([, context]) => context.idempotencyKey)).size).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends one Idempotency-Key per action, the same on the retries of a lost answer', async () => {
    const answers: (() => Promise<MutationResult>)[] = [
      async () => Promise.reject(new Error('Unexpected Error')),
      async () => ({ code: 0, status: 409, retryAfterSeconds: 0 }),
      async () => ({ code: 1 }),
      async () => ({ code: 0, status: 422, message: 'Idempotency-Key' }),
    ];
    const { request } = setUp({ answer: () => (answers.shift() as () => Promise<MutationResult>)() });
    const user = userEvent.setup();
    renderWithEngine(<Harness body={{ data: { title: 'Mới' } }} id={42} />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('1'), { timeout: 5000 });
    const keys = request.mock.calls.map(([, context]) => context.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    // The next click is another action: a new key.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'save' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('0'));
    expect(request.mock.calls[3][1].idempotencyKey).not.toBe(keys[0]);
    // A refusal (here: the key named another call) is an answer: never sent again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('fails loudly, naming it, on an unknown mutation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Unknown() {
      useMutation({ name: 'nope.save' });
      return null;
    }
    renderWithEngine(
      <ErrorBoundary>
        <Unknown />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Unknown mutation "nope.save"');
  });
});
