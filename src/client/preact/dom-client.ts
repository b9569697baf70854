import { installAutoFocus } from './install-auto-focus';

/**
 * `react-dom/client` in the Preact build (vite.config.ts): Preact's own, with what it lacks of
 * React DOM's behaviour installed first.
 */
installAutoFocus();

export { createRoot, hydrateRoot } from 'preact/compat/client';
