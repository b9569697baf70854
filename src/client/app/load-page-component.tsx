import type { ComponentType } from 'react';
import type { PageConfig } from '../api/foundation-types';
import type { PageRegistry } from './page-registry';

/**
 * The component of a page config: list, detail and form pages are the engine's (loaded with
 * the engine, which the signed-in layout shares), component pages come from the registry.
 */
export async function loadPageComponent({
  page,
  registry,
}: {
  page: PageConfig;
  registry: PageRegistry;
}): Promise<ComponentType> {
  if (page.kind === 'component') return (await registry.get(page.component)()).default;
  const { DetailPage, FormPage, ListPage } = await import('../engine');
  switch (page.kind) {
    case 'list':
      return function ConfiguredListPage() {
        return <ListPage page={page} />;
      };
    case 'detail':
      return function ConfiguredDetailPage() {
        return <DetailPage page={page} />;
      };
    default:
      return function ConfiguredFormPage() {
        return <FormPage page={page} />;
      };
  }
}
