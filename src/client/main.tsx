import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmIntl } from './i18n/warm-intl';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// Transitions render in slices that give the phone's main thread back between them (no long task
// while the first screen builds); the boot spinner stays until the first slice commits.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
// After the first slice is scheduled: runs while the config and the texts download.
warmIntl(document.documentElement.lang || 'vi');
