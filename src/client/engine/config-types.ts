/**
 * The parts of the browser's ClientConfig (docs/client-config.md; types generated from
 * schemas/meta) the engine renders from.
 */
import type { ClientConfig, Column, FormConfig, ListConfig, MenuNode, PageConfig } from '../../generated';

export type { Column, FormConfig, ListConfig, MenuNode, PageConfig };

/** Column cell formats. */
export type ColumnFormat = Column['format'];

/** How a form keeps unsent work. */
export type DraftMode = FormConfig['draft'];

/** What the engine reads from the tenant's client config (the whole ClientConfig fits). */
export type EngineClientConfig = Pick<ClientConfig, 'code' | 'modules' | 'lists' | 'forms'> &
  Partial<Pick<ClientConfig, 'pages' | 'registration'>>;
