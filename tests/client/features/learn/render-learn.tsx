import type { ReactElement } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { EngineConfigProvider, EngineSWRProvider } from '../../../../src/client/engine';
// The toaster itself, not AppToaster: its code is then in before the first toast.
import ToasterHost from '../../../../src/client/app/toaster-host';
import engineEn from '../../../../src/client/engine/messages.en.json';
import engineVi from '../../../../src/client/engine/messages.vi.json';
import learnEn from '../../../../src/features/learn/client/messages.en.json';
import learnVi from '../../../../src/features/learn/client/messages.vi.json';
import { featureConfig } from '../render-feature';

const MESSAGES = { vi: { ...engineVi, ...learnVi }, en: { ...engineEn, ...learnEn } } as const;

/** Renders a learn page or component with the engine's and the learn feature's texts; a missing text fails the test. */
export function renderLearn(
  ui: ReactElement,
  { locale = 'vi' }: { locale?: 'vi' | 'en' } = {},
): RenderResult {
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
        <EngineConfigProvider config={featureConfig()} userId={7}>
          <EngineSWRProvider provider={() => new Map()}>
            <MemoryRouter>{ui}</MemoryRouter>
          </EngineSWRProvider>
        </EngineConfigProvider>
      </FluentProvider>
    </IntlProvider>,
  );
}
