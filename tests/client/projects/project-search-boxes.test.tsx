import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CompaniesPage from '../../../src/features/projects/client/companies-page';
import { ReferenceProjects } from '../../../src/features/projects/client/reference-projects';
import { mockFetch } from '../app/fetch-mock';
import type { RecordedCall } from '../app/fetch-mock';
import { renderProjects } from './render-projects';

const company = (id: number) => ({
  id,
  name: `Công ty ${id}`,
  nameEn: '',
  shortName: '',
  logoUrl: '',
  hasLogo: false,
  field: 'Phần mềm',
  fieldEn: '',
});

/** The search each call sent (none: ''), in order. */
const searchesOf = (calls: RecordedCall[]) =>
  calls.map((call) => String((call.body as { search?: string }).search ?? ''));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('The companies page’s search box', () => {
  it('sends the search once typing pauses, from the first page again', async () => {
    const calls = mockFetch({
      'POST /api/v1/companies/query-by-root': ({ body }) => {
        const { page } = body as { page: number };
        return { data: [company(page * 100 + 1)], total: 25 };
      },
    });
    const user = userEvent.setup();
    renderProjects(<CompaniesPage />);
    await screen.findByText('Công ty 101');
    await user.click(screen.getByRole('button', { name: 'Trang 2' }));
    await screen.findByText('Công ty 201');

    await user.type(screen.getByRole('searchbox', { name: 'Tìm doanh nghiệp' }), ' FPT ');
    await waitFor(() => expect(searchesOf(calls)).toContain('FPT'));
    const searched = calls.filter((call) => searchesOf([call])[0] !== '');
    // One call for the whole word, trimmed, back on page 1; the box keeps what was typed.
    expect(searched.map((call) => call.body)).toEqual([{ page: 1, pageSize: 10, search: 'FPT' }]);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Tìm doanh nghiệp' }).value).toBe(' FPT ');
  });
});

describe('The reference projects’ search box', () => {
  it('sends the search once typing pauses, from the first chunk again', async () => {
    const calls = mockFetch({
      'POST /api/v1/projects/query': () => ({ data: [], total: 0, nextCursor: null }),
    });
    const user = userEvent.setup();
    renderProjects(<ReferenceProjects />);
    await waitFor(() => expect(calls).toHaveLength(1));

    await user.type(screen.getByRole('searchbox', { name: 'Tìm theo tên đề tài hoặc từ khoá' }), 'mạng ');
    await waitFor(() => expect(searchesOf(calls)).toContain('mạng'));
    expect(searchesOf(calls).filter(Boolean)).toEqual(['mạng']);
    expect(calls.at(-1)?.body).not.toHaveProperty('cursor');
  });
});
