import type { ReactElement, ReactNode } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configure, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { EngineConfigProvider, EngineSWRProvider } from '../../../src/client/engine';
// The toaster itself, not AppToaster: its code is then in before the first toast.
import ToasterHost from '../../../src/client/app/toaster-host';
import type { EngineClientConfig } from '../../../src/client/engine';
import engineEn from '../../../src/client/engine/messages.en.json';
import engineVi from '../../../src/client/engine/messages.vi.json';

// Engine views load lazily and fetch through SWR; on a busy CI machine the first paint can take
// longer than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Labels the fixtures use, in both languages. */
const FIXTURE_MESSAGES = {
  vi: {
    'menu.home': 'Trang chủ',
    'menu.learn': 'Học tập',
    'menu.learn.timetable': 'Thời khóa biểu',
    'menu.learn.viewGrades': 'Xem điểm',
    'menu.scholarship': 'Học bổng',
    'menu.scholarship.list': 'Danh sách học bổng',
    'menu.tuition': 'Học phí',
    'list.news.title': 'Tiêu đề',
    'list.news.date': 'Ngày đăng',
    'list.news.fee': 'Lệ phí',
    'list.news.status': 'Trạng thái',
    'page.news': 'Tin tức',
  },
  en: {
    'menu.home': 'Home',
    'menu.learn': 'Learning',
    'menu.learn.timetable': 'Timetable',
    'menu.learn.viewGrades': 'Grades',
    'menu.scholarship': 'Scholarships',
    'menu.scholarship.list': 'Scholarship list',
    'menu.tuition': 'Tuition',
    'list.news.title': 'Title',
    'list.news.date': 'Published',
    'list.news.fee': 'Fee',
    'list.news.status': 'Status',
    'page.news': 'News',
  },
} as const;

/** A minimal tenant config; tests override what they exercise (no `pages`: every menu route counts as built). */
export function fixtureConfig(overrides: Partial<EngineClientConfig> = {}): EngineClientConfig {
  return { code: 'hust', modules: {}, lists: {}, forms: {}, ...overrides };
}

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Options of `renderWithEngine`. */
export interface RenderWithEngineOptions {
  config?: EngineClientConfig;
  locale?: 'vi' | 'en';
  /** Initial URL. */
  route?: string;
  /** Route pattern the element is mounted on (to receive params such as `:id`). */
  path?: string;
  userId?: number | string | null;
}

/** The providers the engine expects from the shell, around `ui`, with a fresh SWR cache. */
export function EngineTestProviders({
  children,
  config = fixtureConfig(),
  locale = 'vi',
  route = '/',
  path = '*',
  userId = 7,
}: RenderWithEngineOptions & { children: ReactNode }) {
  const messages = { ...(locale === 'vi' ? engineVi : engineEn), ...FIXTURE_MESSAGES[locale] };
  return (
    <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
      <FluentProvider theme={webLightTheme}>
        <ToasterHost />
        <EngineConfigProvider config={config} userId={userId}>
          <EngineSWRProvider provider={() => new Map()}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={children} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </EngineSWRProvider>
        </EngineConfigProvider>
      </FluentProvider>
    </IntlProvider>
  );
}

/** Renders `ui` inside the engine's providers. */
export function renderWithEngine(ui: ReactElement, options: RenderWithEngineOptions = {}): RenderResult {
  return render(<EngineTestProviders {...options}>{ui}</EngineTestProviders>);
}
