import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../src/features/learn/client/sources';
import CourseRegistrationPage from '../../../../src/features/learn/client/course-registration-page';
import { mockFetch } from '../../app/fetch-mock';
import type { RecordedCall } from '../../app/fetch-mock';
import { renderLearn } from './render-learn';

const course = (id: number, code: string, credits: number, isPassed = false, inProgram = true) => ({
  id,
  code,
  name: `Học phần ${code}`,
  nameEn: `Course ${code}`,
  credits,
  prerequisites: [],
  classCount: 2,
  seatsLeft: 40,
  state: 0,
  isPassed,
  isStudying: false,
  inProgram,
});
const OFFERED = [
  course(1, 'IT3011', 4),
  {
    ...course(2, 'IT3020', 4),
    isStudying: true,
    prerequisites: [{ id: 1, code: 'IT3011', name: 'Học phần IT3011', isPassed: false, isStudying: true }],
  },
  {
    ...course(3, 'IT3030', 4),
    prerequisites: [{ id: 9, code: 'MI1112', name: 'Giải tích II', isPassed: false, isStudying: false }],
  },
  course(4, 'IT3040', 8),
  course(5, 'IT3050', 6),
  course(6, 'MI1111', 3, true),
  // Outside the programme: held through a class of a first year.
  course(7, 'IT3029', 3, false, false),
];
const SUMMARY = {
  totalCredits: 0,
  minCredits: 12,
  maxCredits: 24,
  isWarning: false,
  isMinStrict: true,
  isSemesterOpen: true,
  window: { isOpen: true, reason: 'open', opensAt: '2026-11-20T01:00:00Z', closesAt: '2026-11-30T10:00:00Z' },
};
const reason = (code: string, message: string, messageEn: string) => ({
  code,
  message,
  messageEn,
  isBlocking: true,
});

const planItem = (code: string, state: 1 | 2) => {
  const { id, name, nameEn, credits } = OFFERED.find((c) => c.code === code)!;
  return { courseId: id, code, name, nameEn, credits, state };
};

/** The course registration API of semester 20262 with the real credit bounds 12–24; `plan` is the saved plan. */
function registrationServer({ plan = [] }: { plan?: ReturnType<typeof planItem>[] } = {}) {
  return mockFetch({
    'GET /api/v1/semesters': () => ({ data: [{ semester: '20262', canEnrol: true }], total: 1 }),
    'GET /api/v1/course-registrations': () => ({ data: plan, total: plan.length, summary: SUMMARY }),
    'GET /api/v1/course-registrations/courses': ({ query }: RecordedCall) => {
      const passed = query.get('passed');
      const search = query.get('search')?.toLowerCase();
      const data = OFFERED.filter(
        (c) =>
          (passed === null || String(c.isPassed) === passed) &&
          (query.get('inProgram') !== 'true' || c.inProgram) &&
          (!search || `${c.code} ${c.name}`.toLowerCase().includes(search)),
      );
      return { data, total: data.length };
    },
    'POST /api/v1/course-registrations/validate': ({ body }: RecordedCall) => {
      const { courses } = (body as { data: { courses: { courseId: number; state: number }[] } }).data;
      const total = courses
        .filter((c) => c.state === 1)
        .reduce((sum, c) => sum + (OFFERED.find((o) => o.id === c.courseId)?.credits ?? 0), 0);
      const reasons =
        total < 12
          ? [reason('credit-min', `Bạn mới có ${total} tín chỉ.`, `You have ${total} credits.`)]
          : total > 24
            ? [reason('credit-max', `Tổng ${total} tín chỉ.`, `${total} credits.`)]
            : [];
      return { data: { accepted: reasons.length === 0, totalCredits: total, reasons, courses: [] } };
    },
    'POST /api/v1/course-registrations/submit': () => ({
      code: 1,
      message: 'Thao tác thành công.',
      data: { accepted: true, totalCredits: 20, reasons: [], courses: [] },
    }),
  });
}

const choose = (code: string, state: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: new RegExp(`^Đăng ký học phần ${code}`) }), {
    target: { value: state },
  });
const saveBar = () => screen.getByRole('region', { name: 'Lưu kế hoạch' });

describe('CourseRegistrationPage', () => {
  it('shows the semester through formatSemester and leaves passed courses in a collapsed section without a choice', async () => {
    registrationServer();
    renderLearn(<CourseRegistrationPage />);
    expect((await screen.findByTestId('course-reg-semester')).textContent).toBe('Học kỳ 2 năm học 2026–2027');
    // The window's end on the school's clock, in the portal's date format (not ISO text).
    expect(screen.getByText(/Đang trong thời gian đăng ký \(đến 30\/11\/2026 17:00\)/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Đăng ký học phần');
    const offered = await screen.findByRole('list', { name: 'Học phần mở trong học kỳ' });
    // The offered list has its own heading, apart from the plan's chosen courses.
    expect(screen.getByRole('heading', { level: 2, name: 'Học phần mở trong học kỳ' })).toBeTruthy();
    await waitFor(() => expect(within(offered).getAllByRole('listitem')).toHaveLength(5));
    expect(within(offered).queryByText(/MI1111/)).toBeNull();
    const section = await screen.findByRole('button', { name: 'Học phần đã đạt (1)' });
    expect(section.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(section);
    const passed = await screen.findByTestId('course-MI1111');
    expect(passed.textContent).toContain('đã đạt');
    expect(within(passed).queryByRole('combobox')).toBeNull();
  });

  it('tells a prerequisite being studied from one not passed', async () => {
    registrationServer();
    renderLearn(<CourseRegistrationPage />);
    const studied = await screen.findByTestId('course-IT3020');
    expect(within(studied).getByText('IT3011 (đang học)')).toBeTruthy();
    // The course itself is being studied this semester: planning it again gets a warning.
    expect(within(studied).getByText('Đang học, chưa có kết quả')).toBeTruthy();
    expect(within(screen.getByTestId('course-IT3030')).queryByText('Đang học, chưa có kết quả')).toBeNull();
    expect(within(screen.getByTestId('course-IT3030')).getByText('MI1112 (chưa đạt)')).toBeTruthy();
  });

  it('says beside the disabled Save how many credits are missing or too many (vi)', async () => {
    registrationServer();
    renderLearn(<CourseRegistrationPage />);
    await screen.findByTestId('course-IT3011');
    const save = within(saveBar()).getByRole('button', { name: 'Lưu kế hoạch đăng ký' });
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('save-hints').textContent).toBe(
        'Cần thêm 12 tín chỉ để đạt tối thiểu 12',
      ),
    );
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.getAttribute('aria-describedby')).toBe(within(saveBar()).getByTestId('save-hints').id);
    choose('IT3011', '1');
    choose('IT3020', '1');
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('save-hints').textContent).toBe(
        'Cần thêm 4 tín chỉ để đạt tối thiểu 12',
      ),
    );
    expect(within(saveBar()).getByTestId('plan-credits').textContent).toBe(
      'Đã chọn 8 tín chỉ (cho phép 12–24)',
    );
    choose('IT3030', '1');
    choose('IT3040', '1');
    choose('IT3050', '1');
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('save-hints').textContent).toBe(
        'Vượt 2 tín chỉ so với tối đa 24: hãy bỏ bớt học phần',
      ),
    );
    expect(save.getAttribute('aria-disabled')).toBe('true');
    choose('IT3050', '2');
    await waitFor(() => expect(within(saveBar()).queryByTestId('save-hints')).toBeNull());
    expect(save.getAttribute('aria-disabled')).toBeNull();
    // Saved: the message says what was saved, not a generic "done".
    fireEvent.click(save);
    expect(
      await screen.findByText(
        'Đã lưu kế hoạch học tập — Học kỳ 2 năm học 2026–2027: 4 học phần đăng ký, 20 tín chỉ.',
      ),
    ).toBeTruthy();
  });

  it('brings unsaved choices back after a reload, says so, and discards them on request', async () => {
    registrationServer();
    const first = renderLearn(<CourseRegistrationPage />);
    await screen.findByTestId('course-IT3011');
    expect(screen.queryByTestId('course-reg-restored')).toBeNull();
    choose('IT3011', '1');
    choose('IT3020', '1');
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('plan-credits').textContent).toBe(
        'Đã chọn 8 tín chỉ (cho phép 12–24)',
      ),
    );
    first.unmount();
    renderLearn(<CourseRegistrationPage />);
    expect(await screen.findByTestId('course-reg-restored')).toBeTruthy();
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('plan-credits').textContent).toBe(
        'Đã chọn 8 tín chỉ (cho phép 12–24)',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ thay đổi' }));
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('plan-credits').textContent).toBe(
        'Đã chọn 0 tín chỉ (cho phép 12–24)',
      ),
    );
    expect(screen.queryByTestId('course-reg-restored')).toBeNull();
  });

  it('explains the credit minimum beside Save in English', async () => {
    registrationServer();
    renderLearn(<CourseRegistrationPage />, { locale: 'en' });
    await screen.findByTestId('course-IT3011');
    fireEvent.change(screen.getByRole('combobox', { name: 'Registration of IT3040 Course IT3040' }), {
      target: { value: '1' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Save the plan' })).getByTestId('save-hints').textContent,
      ).toBe('4 more credits needed to reach the minimum of 12'),
    );
    expect(screen.getByTestId('course-reg-semester').textContent).toBe('Semester 2, 2026–2027');
  });

  it("lists the plan's courses the programme filter hides in the chosen section, where they can be removed", async () => {
    const calls = registrationServer({ plan: [planItem('IT3029', 1)] });
    renderLearn(<CourseRegistrationPage />);
    const chosen = await screen.findByRole('region', { name: 'Học phần đã chọn' });
    expect(within(chosen).getByTestId('chosen-IT3029').textContent).toContain('IT3029 Học phần IT3029');
    const offered = await screen.findByRole('list', { name: 'Học phần mở trong học kỳ' });
    await waitFor(() => expect(within(offered).getAllByRole('listitem')).toHaveLength(5));
    expect(within(offered).queryByText(/IT3029/)).toBeNull();
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('plan-credits').textContent).toBe(
        'Đã chọn 3 tín chỉ (cho phép 12–24)',
      ),
    );
    const state = within(chosen).getByRole('combobox', { name: /^Đăng ký học phần IT3029/ });
    expect((state as HTMLSelectElement).value).toBe('1');
    // A search that matches nothing leaves the chosen course where it is.
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm mã hoặc tên học phần' }), {
      target: { value: 'không có' },
    });
    expect(await screen.findByText(/^Không có học phần nào trong chương trình khớp/)).toBeTruthy();
    expect(within(chosen).getByTestId('chosen-IT3029')).toBeTruthy();
    fireEvent.change(state, { target: { value: '0' } });
    await waitFor(() =>
      expect(within(saveBar()).getByTestId('plan-credits').textContent).toBe(
        'Đã chọn 0 tín chỉ (cho phép 12–24)',
      ),
    );
    const validated = calls.filter((c) => c.path === '/api/v1/course-registrations/validate').at(-1);
    expect(validated?.body).toEqual({ data: { semester: '20262', courses: [] } });
  });

  it('suggests turning the programme filter off when a search finds nothing in the programme', async () => {
    registrationServer();
    renderLearn(<CourseRegistrationPage />);
    await screen.findByTestId('course-IT3011');
    expect(screen.queryByRole('region', { name: 'Học phần đã chọn' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm mã hoặc tên học phần' }), {
      target: { value: 'IT3029' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('course-reg-empty').textContent).toBe(
        'Không có học phần nào trong chương trình khớp với tìm kiếm. Bỏ chọn “Chỉ học phần trong chương trình của tôi” để tìm trong tất cả học phần.',
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chỉ học phần trong chương trình của tôi' }));
    expect(await screen.findByTestId('course-IT3029')).toBeTruthy();
  });
});
