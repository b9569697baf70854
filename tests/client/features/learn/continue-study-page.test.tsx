import { FluentProvider, tokens, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import schema from '../../../../schemas/forms/continue-study.schema.json';
import uiSchema from '../../../../schemas/forms/continue-study.ui.json';
// The toaster itself, not AppToaster: its code is then in before the first toast.
import ToasterHost from '../../../../src/client/app/toaster-host';
import { EngineConfigProvider, EngineSWRProvider, preloadSchemaForm } from '../../../../src/client/engine';
import engineEn from '../../../../src/client/engine/messages.en.json';
import engineVi from '../../../../src/client/engine/messages.vi.json';
import { setDisplayTimeZone } from '../../../../src/core/display-time-zone';
import { formDraftKey } from '../../../../src/client/engine/form/use-form-draft';
import '../../../../src/features/learn/client/sources';
import ContinueStudyPage from '../../../../src/features/learn/client/continue-study-page';
import learnEn from '../../../../src/features/learn/client/messages.en.json';
import learnVi from '../../../../src/features/learn/client/messages.vi.json';
import { mockFetch } from '../../app/fetch-mock';
import { featureConfig } from '../render-feature';

const MESSAGES = { vi: { ...engineVi, ...learnVi }, en: { ...engineEn, ...learnEn } } as const;
const FORM = 'learn.continueStudy';
const config = featureConfig({
  forms: {
    [FORM]: {
      schema: schema as Record<string, unknown>,
      uiSchema: uiSchema as Record<string, unknown>,
      submit: 'learn.submitContinueStudy',
      draft: 'local',
    },
  },
});
/** Letters only Vietnamese uses (with their tone marks), never English. */
const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

beforeAll(async () => {
  await preloadSchemaForm();
}, 60_000);

afterEach(() => {
  setDisplayTimeZone(undefined);
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderPage(locale: 'vi' | 'en') {
  return render(
    <IntlProvider
      locale={locale}
      messages={MESSAGES[locale]}
      onError={(error) => {
        throw error;
      }}
    >
      <FluentProvider theme={webLightTheme}>
        <ToasterHost />
        <EngineConfigProvider config={config} userId={7}>
          <EngineSWRProvider provider={() => new Map()}>
            <MemoryRouter>
              <ContinueStudyPage />
            </MemoryRouter>
          </EngineSWRProvider>
        </EngineConfigProvider>
      </FluentProvider>
    </IntlProvider>,
  );
}

/** A filled-in request kept as a draft, so the form opens with everything but the commitment. */
function keepDraft({ semester = '20262' }: { semester?: string } = {}) {
  const key = formDraftKey({ tenant: 'hust', userId: 7, form: FORM, draft: 'local' });
  const data = {
    kind: 'extend-study',
    semester: semester || undefined,
    reason: 'I need one more semester to finish my graduation project.',
    phone: '0912345678',
    plannedCredits: 12,
    evidenceNote: '',
  };
  window.localStorage.setItem(key as string, JSON.stringify({ savedAt: new Date().toISOString(), data }));
}

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

function server({
  allowedKinds = ['extend-study'],
  phone = '0987654321',
  createdAt = '2026-11-02T03:00:00.000Z',
}: { allowedKinds?: string[]; phone?: string; createdAt?: string } = {}) {
  return mockFetch({
    'GET /api/v1/semesters': () => ({
      data: [
        { semester: '20251', endDate: isoDay(-300) },
        { semester: '20261', endDate: isoDay(40) },
        { semester: '20262', endDate: isoDay(200) },
      ],
      total: 3,
    }),
    'GET /api/v2/continue-studies': () => ({
      data: [
        {
          id: 3,
          semester: '20252',
          payload: { kind: 'extend-study' },
          status: 0,
          staffNote: '',
          statusName: 'Chờ duyệt',
          statusNameEn: 'Waiting',
          createdAt,
          lastUpdate: '2026-11-02T03:00:00.000Z',
        },
      ],
      total: 1,
      allowedKinds,
      phone,
    }),
    'POST /api/v2/continue-studies/submit': () => ({ code: 1, message: 'Submitted' }),
  });
}

// The first form on a page downloads rjsf and ajv: generous waits on a busy machine.
describe('ContinueStudyPage', { timeout: 60_000 }, () => {
  it('starts with the commitment unticked and refuses to send until it is ticked', async () => {
    const user = userEvent.setup();
    keepDraft();
    const calls = server();
    renderPage('en');
    const commitment = await screen.findByRole(
      'checkbox',
      { name: /I commit to following the training regulations/ },
      { timeout: 20_000 },
    );
    expect((commitment as HTMLInputElement).checked).toBe(false);
    // Which kinds the student's status allows is said before anything is filled in.
    expect((await screen.findByTestId('continue-study-allowed')).textContent).toBe(
      'In your current study status you can send: Extend study time. Other kinds of request will be refused.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Please tick the commitment before sending the request',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(commitment);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect((post?.body as { payload: Record<string, unknown> }).payload).toMatchObject({
      kind: 'extend-study',
      commitment: true,
    });
  });

  it("starts the contact phone with my profile's number, and leaves it empty when the profile has none", async () => {
    server();
    const { unmount } = renderPage('en');
    const phone = await screen.findByRole('textbox', { name: /phone/i }, { timeout: 20_000 });
    expect((phone as HTMLInputElement).value).toBe('0987654321');
    unmount();
    server({ phone: '' });
    renderPage('en');
    const empty = await screen.findByRole('textbox', { name: /phone/i }, { timeout: 20_000 });
    expect((empty as HTMLInputElement).value).toBe('');
  });

  it('keeps the phone of my draft over the profile one', async () => {
    keepDraft();
    server();
    renderPage('en');
    const phone = await screen.findByRole('textbox', { name: /phone/i }, { timeout: 20_000 });
    expect((phone as HTMLInputElement).value).toBe('0912345678');
  });

  it('offers the semesters not over yet by name, never a code to type', async () => {
    const user = userEvent.setup();
    server();
    renderPage('en');
    const semester = await screen.findByRole(
      'combobox',
      { name: /Semester to continue in/ },
      { timeout: 20_000 },
    );
    const offered = within(semester)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Choose a semester', 'Semester 1, 2026–2027', 'Semester 2, 2026–2027']);
    await user.selectOptions(semester, 'Semester 2, 2026–2027');
    await waitFor(() =>
      expect((semester as HTMLSelectElement).selectedOptions[0].textContent).toBe('Semester 2, 2026–2027'),
    );
  });

  it('offers only the kinds my status allows, and starts with the only one', async () => {
    server();
    renderPage('en');
    const kind = await screen.findByRole('combobox', { name: /Request type/ }, { timeout: 20_000 });
    expect((kind as HTMLSelectElement).selectedOptions[0].textContent).toBe('Extend study time');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Extend study time']);
  });

  it('offers a returning student the two ways back, and no extension', async () => {
    server({ allowedKinds: ['return-after-deferral', 'continue-after-suspension'] });
    renderPage('vi');
    const kind = await screen.findByRole('combobox', { name: /Loại đơn/ }, { timeout: 20_000 });
    expect((kind as HTMLSelectElement).selectedOptions[0].textContent).toBe('Chọn loại đơn');
    // The placeholder (not choosable: the field is required) and the two ways back.
    expect(within(kind).getAllByRole('option')).toHaveLength(3);
    expect(within(kind).queryByRole('option', { name: /Gia hạn/ })).toBeNull();
  });

  it('shows its placeholder in the placeholder colour, like the other selects', async () => {
    server({ allowedKinds: ['return-after-deferral', 'continue-after-suspension'] });
    renderPage('vi');
    const semester = await screen.findByRole(
      'combobox',
      { name: /Học kỳ xin học tiếp/ },
      { timeout: 20_000 },
    );
    const kind = screen.getByRole('combobox', { name: /Loại đơn/ });
    expect((semester as HTMLSelectElement).selectedOptions[0].textContent).toBe('Chọn học kỳ');
    expect((kind as HTMLSelectElement).selectedOptions[0].textContent).toBe('Chọn loại đơn');
    expect(getComputedStyle(semester).color).toBe(getComputedStyle(kind).color);
    // jsdom lowercases the custom property the token names.
    expect(getComputedStyle(semester).color).toBe(tokens.colorNeutralForeground4.toLowerCase());
  });

  it('sends the code of the semester chosen by name', async () => {
    const user = userEvent.setup();
    keepDraft({ semester: '' });
    const calls = server();
    renderPage('en');
    const semester = await screen.findByRole(
      'combobox',
      { name: /Semester to continue in/ },
      { timeout: 20_000 },
    );
    await user.selectOptions(semester, 'Semester 1, 2026–2027');
    await user.click(screen.getByRole('checkbox', { name: /I commit/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect((post?.body as { payload: Record<string, unknown> }).payload).toMatchObject({ semester: '20261' });
  });

  it('is entirely in English when the locale is en', async () => {
    server();
    const { container } = renderPage('en');
    await screen.findByRole('checkbox', { name: /I commit/ }, { timeout: 20_000 });
    await screen.findByText('Semester 2, 2025–2026', {}, { timeout: 20_000 });
    expect(screen.getByText('Request type')).toBeTruthy();
    expect(screen.getByText('Contact phone number')).toBeTruthy();
    expect(screen.getAllByText('Extend study time').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(VIETNAMESE);
    for (const element of container.querySelectorAll('[placeholder]'))
      expect(element.getAttribute('placeholder')).not.toMatch(VIETNAMESE);
  });

  it("dates a request by the school's clock: sent at 03:00 in Hanoi, it reads that day", async () => {
    setDisplayTimeZone('Asia/Ho_Chi_Minh');
    server({ createdAt: '2026-11-01T20:00:00.000Z' });
    renderPage('vi');
    expect(await screen.findByText('02/11/2026', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText('01/11/2026')).toBeNull();
  });

  it('starts unticked in Vietnamese too, with Vietnamese labels', async () => {
    server();
    renderPage('vi');
    const commitment = await screen.findByRole(
      'checkbox',
      { name: /Tôi cam kết thực hiện đúng quy chế đào tạo/ },
      { timeout: 20_000 },
    );
    expect((commitment as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText('Học kỳ 2 năm học 2025–2026', {}, { timeout: 20_000 })).toBeTruthy();
  });
});
