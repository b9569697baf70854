import type { RenderResult } from '@testing-library/react';
import { featureConfig, renderFeature } from '../features/render-feature';
import TuitionPage from '../../../src/features/payments/client/tuition-page';
import paymentsEn from '../../../src/features/payments/client/messages.en.json';
import paymentsVi from '../../../src/features/payments/client/messages.vi.json';
import '../../../src/features/payments/client/sources';

/** Renders /tuition inside the shell's providers in `locale`; a missing text fails the test. */
export const renderTuition = ({ locale = 'vi' }: { locale?: 'vi' | 'en' } = {}): RenderResult =>
  renderFeature(<TuitionPage />, {
    locale,
    route: '/tuition',
    path: '/tuition',
    config: featureConfig({ modules: { tuition: true } }),
    messages: { vi: paymentsVi, en: paymentsEn },
  });
