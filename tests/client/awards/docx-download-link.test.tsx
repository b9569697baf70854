import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocxDownloadLink } from '../../../src/features/awards/client/docx-download-link';
import { jsonResponse, mockFetch } from '../app/fetch-mock';
import { renderAwards } from './render-awards';

afterEach(() => vi.unstubAllGlobals());

describe('DocxDownloadLink (SPEC §7 download-form-award)', () => {
  it("fetches the file and says 'Something wrong!' when the server cannot make it", async () => {
    const calls = mockFetch({
      'GET /api/v1/awards/12/download-form-award': () =>
        jsonResponse({ status: 500, body: { statusCode: 500, message: 'Internal Server Error' } }),
    });
    renderAwards(
      <DocxDownloadLink href="/api/v1/awards/12/download-form-award" fallbackName="don.docx">
        Tải đơn (DOCX)
      </DocxDownloadLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Tải đơn (DOCX)' }));
    expect(await screen.findByText('Something wrong!')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/api/v1/awards/12/download-form-award');
  });
});
