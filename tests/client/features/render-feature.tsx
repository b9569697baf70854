import type { ReactElement } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EngineConfigProvider, EngineSWRProvider } from '../../../src/client/engine';
// The toaster itself, not AppToaster: its code is then in before the first toast.
import ToasterHost from '../../../src/client/app/toaster-host';
import type { EngineClientConfig } from '../../../src/client/engine';
import engineEn from '../../../src/client/engine/messages.en.json';
import engineVi from '../../../src/client/engine/messages.vi.json';
import contentEn from '../../../src/features/content/client/messages.en.json';
import contentVi from '../../../src/features/content/client/messages.vi.json';
import menusEn from '../../../menus/messages.en.json';
import menusVi from '../../../menus/messages.vi.json';
import pagesEn from '../../../pages/messages.en.json';
import pagesVi from '../../../pages/messages.vi.json';

/** Every text the feature pages show, as the app merges them. */
const MESSAGES = {
  vi: { ...engineVi, ...menusVi, ...pagesVi, ...contentVi },
  en: { ...engineEn, ...menusEn, ...pagesEn, ...contentEn },
} as const;

/** A tenant config with what the feature pages read. */
export function featureConfig(overrides: Partial<EngineClientConfig> = {}): EngineClientConfig {
  return { code: 'hust', modules: {}, lists: {}, forms: {}, pages: {}, ...overrides };
}

/** A feature's own texts, by locale (its client/messages.<locale>.json). */
export type FeatureMessages = { vi: Record<string, string>; en: Record<string, string> };

/**
 * Renders `ui` on `route` (matched against `path`) inside the shell's providers (real messages
 * plus the feature's own, a fresh data cache); a missing text fails the test.
 */
export function renderFeature(
  ui: ReactElement,
  {
    locale = 'vi',
    route = '/',
    path = '*',
    config = featureConfig(),
    messages,
  }: {
    locale?: 'vi' | 'en';
    route?: string;
    path?: string;
    config?: EngineClientConfig;
    messages?: FeatureMessages;
  } = {},
): RenderResult {
  return render(
    <IntlProvider
      locale={locale}
      messages={{ ...MESSAGES[locale], ...messages?.[locale] }}
      onError={(error) => {
        throw error;
      }}
    >
      <FluentProvider theme={webLightTheme}>
        <ToasterHost />
        <EngineConfigProvider config={config} userId={7}>
          <EngineSWRProvider provider={() => new Map()}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            </MemoryRouter>
          </EngineSWRProvider>
        </EngineConfigProvider>
      </FluentProvider>
    </IntlProvider>,
  );
}
