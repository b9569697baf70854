import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CheckHistory } from '../../../src/features/plagiarism/client/check-history';
import { ReportView } from '../../../src/features/plagiarism/client/report-view';
import en from '../../../src/features/plagiarism/client/messages.en.json';
import viMessages from '../../../src/features/plagiarism/client/messages.vi.json';
import type { PlagiarismCheck, PlagiarismReport } from '../../../src/generated/index';
import { axeViolations } from '../a11y/expect-no-axe-violations';

const check = (overrides: Partial<PlagiarismCheck> = {}): PlagiarismCheck => ({
  id: 5,
  title: 'do-an.pdf',
  fileId: 9,
  projectId: -1,
  language: 'vi',
  status: 'done',
  reason: '',
  similarity: 0.123,
  wordCount: 900,
  sources: [
    {
      documentId: 1,
      title: 'Hệ thống quản lý đề tài',
      author: 'Nguyễn An',
      period: '20192',
      similarity: 0.1,
      matchedWords: 90,
    },
  ],
  createdAt: '2026-11-20T03:00:00.000Z',
  finishedAt: '2026-11-20T03:00:02.000Z',
  ...overrides,
});

const wrap = (ui: React.ReactElement, locale: 'vi' | 'en' = 'vi') =>
  render(
    <IntlProvider
      locale={locale}
      messages={locale === 'vi' ? viMessages : en}
      onError={(error) => {
        throw error;
      }}
    >
      <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
    </IntlProvider>,
  );

describe('plagiarism page parts', () => {
  it('shows each state in the history; a rejected check gives its reason in the reader’s language', async () => {
    const onOpen = vi.fn();
    const { container } = wrap(
      <CheckHistory
        checks={[
          check(),
          check({ id: 6, status: 'running', similarity: -1, sources: [] }),
          check({
            id: 7,
            status: 'rejected',
            similarity: -1,
            reason: 'Tệp không có văn bản / The file holds no text',
          }),
        ]}
        selectedId={null}
        onOpen={onOpen}
      />,
      'en',
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByText('Done')).toBeTruthy();
    expect(within(items[0]).getByText('12.3 %')).toBeTruthy();
    expect(within(items[1]).getByText('Checking')).toBeTruthy();
    expect(within(items[2]).getByText('The file holds no text')).toBeTruthy();
    await userEvent.click(within(items[0]).getByRole('button', { name: 'View report' }));
    expect(onOpen).toHaveBeenCalledWith(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts each passage beside its source with the matching run highlighted, and links the PDF', async () => {
    const report: PlagiarismReport = {
      check: check(),
      matchedWords: 90,
      passages: [
        {
          sourceIndex: 0,
          words: 12,
          checked: { before: 'Mở đầu. ', text: 'hệ thống quản lý đề tài tốt nghiệp', after: ' của em.' },
          source: {
            before: 'Tóm tắt: ',
            text: 'Hệ thống quản lý đề tài tốt nghiệp',
            after: ' được xây dựng.',
          },
        },
      ],
    };
    const { container } = wrap(<ReportView report={report} />);
    expect(screen.getByText('12.3 %')).toBeTruthy();
    const pair = screen.getByRole('group', { name: 'Đoạn 1 (12 từ)' });
    const marks = pair.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual([
      'hệ thống quản lý đề tài tốt nghiệp',
      'Hệ thống quản lý đề tài tốt nghiệp',
    ]);
    expect(within(pair).getByText('Nguồn [1]: Hệ thống quản lý đề tài')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tải báo cáo PDF/ }).getAttribute('href')).toMatch(
      /\/api\/v1\/plagiarisms\/checks\/5\/report\.pdf$/,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
