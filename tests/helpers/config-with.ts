import { fileURLToPath } from 'node:url';
import { loadAppConfig } from '../../src/config/index';
import type { AppConfig, Institution } from '../../src/config/index';

/** The project's real config with one tenant changed by `patch` (e.g. a module switched on). */
export const configWith = ({
  code,
  patch,
}: {
  code: string;
  patch: (tenant: Institution) => Institution;
}): AppConfig => {
  const base = loadAppConfig({ rootDir: fileURLToPath(new URL('../..', import.meta.url)) });
  const institutions = base.institutions.map((tenant) => (tenant.code === code ? patch(tenant) : tenant));
  const byCode = new Map(institutions.map((tenant) => [tenant.code, tenant]));
  const byHost = new Map([...base.byHost].map(([host, tenant]) => [host, byCode.get(tenant.code)!]));
  return { ...base, institutions, byCode, byHost };
};
