import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordTable } from '../../../src/client/engine/list/record-table';
import type { RecordColumn } from '../../../src/client/engine/list/record-table';
import { NARROW_QUERY } from '../../../src/client/engine/list/use-media-query';
import { renderWithEngine } from './render-with-engine';

type Row = { id: number; name: string; mark: number | null };

const COLUMNS: RecordColumn<Row>[] = [
  { id: 'name', label: 'Học phần', render: (row) => row.name },
  { id: 'mark', label: 'Điểm', render: (row) => (row.mark === null ? null : String(row.mark)) },
];

const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('RecordTable on a phone', () => {
  it('shows each row as a card, leaving out what the row does not have', () => {
    phone();
    renderWithEngine(
      <RecordTable
        label="Kết quả"
        columns={COLUMNS}
        rows={[
          { id: 1, name: 'Giải tích I', mark: 8.5 },
          { id: 2, name: 'Đại số', mark: null },
        ]}
        isLoading={false}
        error={undefined}
        onRetry={() => undefined}
      />,
    );
    const [marked, unmarked] = within(screen.getByRole('list', { name: 'Kết quả' })).getAllByRole('listitem');
    expect(within(marked).getByText('Điểm')).toBeTruthy();
    expect(within(marked).getByText('8.5')).toBeTruthy();
    expect(within(unmarked).getByText('Đại số')).toBeTruthy();
    expect(within(unmarked).queryByText('Điểm')).toBeNull();
  });
});
