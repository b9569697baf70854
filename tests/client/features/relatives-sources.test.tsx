import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMutation, getSource, useMutation } from '../../../src/client/engine';
import { verifyChecksum } from '../../../src/core/checksum';
import '../../../src/features/relatives/client/sources';
import { jsonResponse, mockFetch } from '../app/fetch-mock';
import { renderFeature } from './render-feature';

const context = () => ({ signal: new AbortController().signal });

const relative = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  fullName: `Người thân ${id}`,
  relationship: 'mother',
  relationshipName: 'Mẹ',
  relationshipNameEn: 'Mother',
  birthYear: 1975,
  phone: '0912345678',
  email: '',
  occupation: 'Giáo viên',
  address: {
    provinceCode: '01',
    wardCode: '00004',
    street: 'Số 1 Điện Biên Phủ',
    text: 'Số 1 Điện Biên Phủ, Phường Ba Đình, Thành phố Hà Nội',
  },
  legacyAddress: null,
  lastUpdate: '2026-03-01T02:00:00.000Z',
  ...overrides,
});

/** Saves `data` through the engine's useMutation (checksum, toast) when the button is pressed. */
function SaveButton({ data }: { data: Record<string, unknown> }) {
  const { trigger } = useMutation({ name: 'people.saveRelative' });
  const [code, setCode] = useState<number | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => void trigger({ body: { data } }).then((result) => setCode(result.code))}
      >
        save
      </button>
      <output>{code === null ? '' : `code ${code}`}</output>
    </>
  );
}

describe('relatives sources', () => {
  it('lists the student’s relatives a page at a time, an unknown birth year left blank', async () => {
    const calls = mockFetch({
      'GET /api/v1/relatives': () => ({
        data: [relative(1), relative(2, { birthYear: -1 }), relative(3)],
        total: 3,
      }),
    });
    const source = getSource('people.relatives');
    const first = await source.fetch({ page: 1, pageSize: 2 }, context());
    expect(first).toEqual({ data: [relative(1), { ...relative(2), birthYear: null }], total: 3 });
    expect(await source.fetch({ page: 2, pageSize: 2 }, context())).toEqual({
      data: [relative(3)],
      total: 3,
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/relatives',
      'GET /api/v1/relatives',
    ]);
    expect(source.key({ page: 2, pageSize: 2 })).toEqual([2, 2]);
  });

  it('throws when the list cannot be read, so the page offers a retry', async () => {
    mockFetch({
      'GET /api/v1/relatives': () => jsonResponse({ status: 500, body: { message: 'Lỗi hệ thống' } }),
    });
    await expect(getSource('people.relatives').fetch({ page: 1, pageSize: 20 }, context())).rejects.toThrow(
      'Relatives answered HTTP 500',
    );
  });

  it('gives the edit form the record as form data: no labels, no unset values, tenant fields kept', async () => {
    const calls = mockFetch({
      'GET /api/v1/relatives/2': () => ({
        data: relative(2, { birthYear: -1, phone: '', workplace: 'Bệnh viện Bạch Mai' }),
      }),
      'GET /api/v1/relatives/9': () =>
        jsonResponse({ status: 404, body: { message: 'Không tìm thấy người thân' } }),
      'GET /api/v1/relatives/5': () => jsonResponse({ status: 500, body: { message: 'Lỗi hệ thống' } }),
    });
    const source = getSource('people.relative');
    expect(await source.fetch({ id: 2 }, context())).toEqual({
      id: 2,
      fullName: 'Người thân 2',
      relationship: 'mother',
      occupation: 'Giáo viên',
      address: relative(2).address,
      lastUpdate: '2026-03-01T02:00:00.000Z',
      workplace: 'Bệnh viện Bạch Mai',
    });
    expect(await source.fetch({ id: '9' }, context())).toBeNull();
    await expect(source.fetch({ id: 5 }, context())).rejects.toThrow('Relative answered HTTP 500');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v1/relatives/2',
      '/api/v1/relatives/9',
      '/api/v1/relatives/5',
    ]);
    expect(source.key({})).toBeNull();
    expect(source.key({ id: 'abc' })).toBeNull();
    expect(source.key({ id: 2 })).toBe('2');
  });

  it('signs a save with the relatives.save checksum the server verifies, and re-reads the list', async () => {
    const data = {
      fullName: 'Trần Văn Bảo',
      relationship: 'guardian',
      birthYear: 1975,
      address: { provinceCode: '01', wardCode: '00004', street: 'Số 12' },
    };
    const calls = mockFetch({
      'POST /api/v1/relatives/save': () => ({ code: 1, message: 'Thao tác thành công.', data: relative(4) }),
    });
    renderFeature(<SaveButton data={data} />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('code 1');
    const sent = calls.find((call) => call.path === '/api/v1/relatives/save')?.body as Record<
      string,
      unknown
    >;
    expect(sent.data).toEqual(data);
    expect(verifyChecksum({ rule: 'relatives.save', body: sent })).toBe(true);
    expect(
      verifyChecksum({
        rule: 'relatives.save',
        body: { ...sent, data: { ...data, fullName: 'Người khác' } },
      }),
    ).toBe(false);
    await screen.findByText('Thao tác thành công.');
    expect(getMutation('people.saveRelative').invalidates).toEqual(['people.relatives', 'people.relative']);
  });

  it('shows the server’s reason when a save is refused', async () => {
    mockFetch({
      'POST /api/v1/relatives/save': () =>
        jsonResponse({
          status: 400,
          body: {
            statusCode: 400,
            message: 'data.address.wardCode: phường/xã không thuộc tỉnh',
            field: 'data.address.wardCode',
            reason: 'phường/xã không thuộc tỉnh',
          },
        }),
    });
    renderFeature(
      <SaveButton
        data={{ fullName: 'A B', relationship: 'other', address: { provinceCode: '01', wardCode: '26734' } }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('code 0');
    await waitFor(() => expect(screen.getByText('phường/xã không thuộc tỉnh')).toBeTruthy());
  });

  it('deletes with the record’s id in the path and its lastUpdate in the signed body', async () => {
    const calls = mockFetch({ 'POST /api/v1/relatives/delete/3': () => ({ code: 1, data: { id: 3 } }) });
    const remove = getMutation('people.deleteRelative');
    expect(remove.rule).toBe('relatives.save');
    const body = { data: { id: 3, lastUpdate: '2026-03-01T02:00:00.000Z' }, checkSum: 'abc' };
    expect(await remove.request(body, {})).toEqual({ code: 1, data: { id: 3 } });
    expect(calls[0].body).toEqual(body);
  });
});
