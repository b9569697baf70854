import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientConfig, StudentInfo } from '../../../src/generated';
import { authUserFixture, clientConfigFixture } from '../app/fixtures';
import { WAIT, findShell, renderApp } from '../app/render-app';

const config = (): ClientConfig => {
  const base = clientConfigFixture();
  return {
    ...base,
    pages: {
      ...base.pages,
      '/profile': { kind: 'component', component: 'profile', titleId: 'page.profile.title' },
    },
  } as ClientConfig;
};

const info: StudentInfo = {
  studentId: 1001,
  studentCode: '20210001',
  fullName: 'Nguyễn Văn An',
  gender: 1,
  birthDate: '2003-05-04',
  email: 'an.nv@example.edu.vn',
  relatedEmail: 'an.personal@example.com',
  phone: '0912345678',
  cohort: 66,
  className: 'CNTT 01-K66',
  departmentName: 'Khoa Khoa học Máy tính',
  status: 0,
  warningLevel: 1,
  lastUpdate: '2026-11-01T00:00:00.000Z',
};

/** label -> value of the description list in the card titled `title`. */
function factsOf(title: string): Record<string, string> {
  const region = screen.getByRole('region', { name: title });
  const facts: Record<string, string> = {};
  for (const term of within(region).getAllByRole('term'))
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return facts;
}

describe('profile page', () => {
  it('shows study, admission and personal details read from the server, with clear labels', async () => {
    const user = authUserFixture();
    const { calls } = renderApp({
      path: '/profile',
      config: config(),
      user,
      handlers: {
        'GET /api/v1/students/1001/profiles': () => ({
          data: [{ ...user.student, warningLevel: 1 }],
          total: 1,
        }),
        'GET /api/v1/students/1001/student-info': () => ({ data: info }),
      },
    });
    await findShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hồ sơ của tôi' }, WAIT)).toBeTruthy();
    await screen.findByText('0912345678', {}, WAIT);
    expect(factsOf('Thông tin học tập')).toMatchObject({
      'Mã số sinh viên': '20210001',
      'Chương trình đào tạo': 'Cử nhân Khoa học Máy tính 2021',
      Ngành: 'Khoa học Máy tính',
      Khoá: 'Khoá 66',
      'Tình trạng học tập': 'Đang học',
      'Cảnh báo học tập': 'Mức 1',
    });
    expect(factsOf('Tuyển sinh')).toEqual({
      'Mã tổ hợp xét tuyển': 'A00',
      'Tổ hợp xét tuyển': 'Toán, Lý, Hoá',
    });
    expect(factsOf('Thông tin cá nhân')).toEqual({
      'Ngày sinh': '04/05/2003',
      'Giới tính': 'Nam',
      'Email sinh viên': 'an.nv@example.edu.vn',
      'Email cá nhân': 'an.personal@example.com',
      'Số điện thoại': '0912345678',
    });
    expect(calls.some((call) => call.path === '/api/v1/students/1001/student-info')).toBe(true);
  });

  it('tells an account without a student record so, and shows the account', async () => {
    renderApp({
      path: '/profile',
      config: config(),
      user: authUserFixture({ studentId: -1, student: null, account: 'staff01', name: 'Cán bộ Đào tạo' }),
    });
    await findShell();
    expect(await screen.findByText('Tài khoản này không gắn với hồ sơ sinh viên.', {}, WAIT)).toBeTruthy();
    expect(factsOf('Tài khoản')).toEqual({ 'Tài khoản': 'staff01', 'Tên tài khoản': 'Cán bộ Đào tạo' });
  });
});
