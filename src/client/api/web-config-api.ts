import type { ApiResult } from './api-types';
import type { ClientConfig, MenuNode, WebSetting } from './foundation-types';
import { studentApi } from './api-clients';

/** GET /api/v1/web-configs/client-config: the tenant's browser-safe config (tenant from the Host). */
export function getClientConfig({ signal }: { signal?: AbortSignal } = {}): Promise<
  ApiResult<ClientConfig | null>
> {
  return studentApi.get('/api/v1/web-configs/client-config', { signal });
}

/** GET /api/v1/web-configs/web-setting: site texts, logos, banners and links. */
export function getWebSetting({ signal }: { signal?: AbortSignal } = {}): Promise<
  ApiResult<{ data: WebSetting | null } | null>
> {
  return studentApi.get('/api/v1/web-configs/web-setting', { signal });
}

/** GET /api/v1/web-configs/menu-items: one menu, already filtered by the tenant's modules. */
export function getMenuItems({
  menu,
  signal,
}: {
  menu: 'student' | 'business' | 'lab';
  signal?: AbortSignal;
}): Promise<ApiResult<{ data: MenuNode[] } | null>> {
  return studentApi.get('/api/v1/web-configs/menu-items', { query: { menu }, signal });
}
