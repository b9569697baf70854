import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` in the browser build (vite.config.ts alias): rjsf only
 * renders markdown for `ui:enableMarkdownInDescription`, which no form uses, and for its own
 * config-error text. Descriptions are shown as plain text, which keeps 84 KB of parser out of
 * every form page; HTML in a description is never interpreted either way.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;
