import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authUserFixture } from './fixtures';
import { WAIT, findShell, renderApp } from './render-app';

function factsOf(list: HTMLElement): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const term of within(list).getAllByRole('term'))
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return facts;
}

describe('home page', () => {
  it("summarizes the student's profile and the current semester, dates as dd/MM/yyyy", async () => {
    renderApp({ user: authUserFixture({ student: { ...authUserFixture().student!, status: 2 } }) });
    await findShell();
    await screen.findByText('Xin chào, Nguyễn Văn An', {}, WAIT);
    await screen.findByText('Học kỳ 1 năm học 2025-2026', {}, WAIT);
    const [profile, semester] = Array.from(document.querySelectorAll('dl'));
    expect(factsOf(profile as HTMLElement)).toEqual({
      'Mã số sinh viên': '20210001',
      'Chương trình đào tạo': 'Cử nhân Khoa học Máy tính 2021',
      'Trường/Khoa': 'Trường Công nghệ Thông tin và Truyền thông',
      Ngành: 'Khoa học Máy tính',
      'Khoá/Lớp': 'Khoá 66 / CNTT 01-K66',
      'Tình trạng': 'Đã tốt nghiệp',
    });
    expect(factsOf(semester as HTMLElement)).toEqual({
      'Mã học kỳ': '20251',
      'Ngày bắt đầu': '08/09/2025',
      'Ngày kết thúc': '18/01/2026',
    });
  });

  it('follows the language switch', async () => {
    const user = userEvent.setup();
    renderApp({ user: authUserFixture() });
    await findShell();
    await screen.findByText('Học kỳ 1 năm học 2025-2026', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'EN – English', hidden: true }));
    expect(await screen.findByText('Hello, Nguyễn Văn An', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Semester 1, 2025-2026')).toBeTruthy();
    expect(screen.getByText('08 Sep 2025')).toBeTruthy();
  });
});
