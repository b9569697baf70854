import { jsonPath } from './config-error';
import type { Problem } from './config-error';
import { listFiles, readJsonFile, isJsonObject } from './config-files';
import type { AppConfig } from './load-app-config';

/** Message ids known in one locale, with the file each came from. */
type Catalogue = Map<string, string>;

/** What the cross-reference checks share. */
export type CheckContext = {
  config: AppConfig;
  /** Every message id per locale: config catalogues plus every src/**\/messages.<locale>.json. */
  messages: { vi: Catalogue; en: Catalogue };
  /** Routes that have a page or are declared unbuilt. */
  routes: Set<string>;
  problems: Problem[];
};

/** Config catalogues plus every `src/**\/messages.{vi,en}.json` (the client's own texts). */
const readAllMessages = ({ config, problems }: { config: AppConfig; problems: Problem[] }) => {
  const messages = { vi: new Map<string, string>(), en: new Map<string, string>() };
  for (const locale of ['vi', 'en'] as const) {
    for (const id of Object.keys(config.messages[locale])) messages[locale].set(id, 'config');
    const files = listFiles({
      rootDir: config.rootDir,
      dir: 'src',
      match: (file) => file.endsWith(`/messages.${locale}.json`),
    });
    for (const file of files) {
      const catalogue = readJsonFile({ rootDir: config.rootDir, file, problems });
      if (catalogue === undefined) continue;
      if (!isJsonObject(catalogue)) {
        problems.push({ file, path: '$', reason: 'must be a JSON object of message id -> text' });
        continue;
      }
      for (const id of Object.keys(catalogue)) messages[locale].set(id, file);
    }
  }
  return messages;
};

/** Builds the shared context of checkConfig. */
export const createCheckContext = ({ config }: { config: AppConfig }): CheckContext => {
  const problems: Problem[] = [];
  return {
    config,
    messages: readAllMessages({ config, problems }),
    routes: new Set([...Object.keys(config.pages), ...config.unbuilt]),
    problems,
  };
};

/**
 * Reports `id` unless it is a message in both Vietnamese and English (in the shared
 * catalogues or, for a tenant's own ids, in that tenant's `messages`).
 */
export const requireMessage = ({
  context,
  id,
  file,
  path,
  tenantCode,
}: {
  context: CheckContext;
  id: string;
  file: string;
  path: (string | number)[];
  tenantCode?: string;
}) => {
  const tenant = tenantCode ? context.config.byCode.get(tenantCode) : undefined;
  const missing = (['vi', 'en'] as const).filter(
    (locale) => !context.messages[locale].has(id) && !(tenant && Object.hasOwn(tenant.messages[locale], id)),
  );
  if (missing.length === 0) return;
  const where = tenant
    ? 'the message catalogues or the tenant\'s "messages"'
    : 'menus/messages.*.json, pages/messages.*.json or src/**/messages.*.json';
  context.problems.push({
    file,
    path: jsonPath(path),
    reason: `message "${id}" is missing in ${missing.join(' and ')} (${where})`,
  });
};

/** Reports `route` unless a page has it or it is declared unbuilt. */
export const requireRoute = ({
  context,
  route,
  file,
  path,
}: {
  context: CheckContext;
  route: string;
  file: string;
  path: (string | number)[];
}) => {
  if (context.routes.has(route)) return;
  context.problems.push({
    file,
    path: jsonPath(path),
    reason: `route "${route}" has no page and is not listed as unbuilt in pages/*.json`,
  });
};
