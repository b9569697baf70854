import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationDataView } from '../../../src/features/awards/client/application-data-view';
import { callForm, renderAwards } from './render-awards';

describe('the answers of an application as staff read them', { timeout: 30_000 }, () => {
  it('links evidence by its file id only, never by a url stored with the application', async () => {
    const form = callForm('study');
    renderAwards(
      <ApplicationDataView
        schema={form.schema}
        uiSchema={form.uiSchema}
        data={{
          bankName: 'Vietcombank – CN Hà Nội',
          achievements: [
            {
              title: 'Giải nhất',
              level: 'university',
              year: 2025,
              evidence: [
                { id: 4, url: 'https://evil.example/hust-login', name: 'Giấy khen cấp trường.pdf' },
                { id: 5, url: '//evil.example/x', name: 'anh.png' },
              ],
            },
          ],
        }}
      />,
    );
    const first = await screen.findByRole('link', { name: /Giấy khen cấp trường\.pdf/ });
    expect(first.getAttribute('href')).toBe('/api/v1/files/4');
    expect(screen.getByRole('link', { name: /anh\.png/ }).getAttribute('href')).toBe('/api/v1/files/5');
    expect(document.body.innerHTML).not.toContain('evil.example');
  });
});
