import { ConfigError, jsonPath, uniqueProblems } from './config-error';
import type { Problem } from './config-error';
import { readJsonFile } from './config-files';
import type { JsonObject } from './config-files';
import { deepFreeze } from './deep-merge';
import { loadForms, readSchemaRegistry } from './load-forms';
import type { LoadedForm } from './load-forms';
import { validateMeta } from './meta-validator';
import type { MetaSchemaName } from './meta-validator';
import { resolveInstitutions } from './resolve-institutions';
import type { InstitutionLayer } from './resolve-institutions';
import type { FormDefinition, FormsFile } from '../generated/meta/forms';
import type { Institution } from './institution';
import type { ListConfig, ListsFile } from '../generated/meta/lists';
import type { MenuFile, MenuNode } from '../generated/meta/menu';
import type { PageConfig, PagesFile } from '../generated/meta/pages';

/**
 * The three menus of SPEC §2, the teachers' area and the staff area; each has menus/<name>.json
 * and pages/<name>.json.
 */
export const MENU_NAMES = Object.freeze(['student', 'business', 'lab', 'teacher', 'staff'] as const);

/** A menu name. */
export type MenuName = (typeof MENU_NAMES)[number];

/** Message catalogues by locale: message id -> text. */
export type Messages = { vi: Record<string, string>; en: Record<string, string> };

/** Everything the server needs from the config files, validated and frozen. */
export type AppConfig = {
  /** Project root the config was read from. */
  rootDir: string;
  /** Tenants (merged onto what they extend), by rootId. */
  institutions: Institution[];
  /** Tenants by code. */
  byCode: Map<string, Institution>;
  /** Tenants by host name (no port). */
  byHost: Map<string, Institution>;
  /** The menus, unfiltered. */
  menus: Record<MenuName, MenuNode[]>;
  /** Each app's pages file (pages/<menu>.json). */
  pageFiles: Record<MenuName, PagesFile>;
  /** Every page of every app, by route. */
  pages: Record<string, PageConfig>;
  /** Routes whose pages are not built yet (all apps). */
  unbuilt: string[];
  /** Named lists (pages/lists.json). */
  lists: Record<string, ListConfig>;
  /** pages/forms.json as written. */
  formDefinitions: Record<string, FormDefinition>;
  /** Named forms with their schema and ui files loaded (forms whose files are missing are absent). */
  forms: Record<string, LoadedForm>;
  /** Each tenant's institution files (base first, the tenant's own last), to locate a key's file. */
  institutionSources: Record<string, InstitutionLayer[]>;
  /** Every JSON Schema under schemas/ by $id. */
  schemas: Map<string, JsonObject>;
  /** Config-owned texts: menus/messages.*.json and pages/messages.*.json merged. */
  messages: Messages;
};

/** Reads one config file and validates it against a meta schema; undefined when unreadable or invalid. */
const readValid = <T>({
  rootDir,
  file,
  schema,
  problems,
}: {
  rootDir: string;
  file: string;
  schema: MetaSchemaName;
  problems: Problem[];
}): T | undefined => {
  const data = readJsonFile({ rootDir, file, problems });
  if (data === undefined) return undefined;
  const found = validateMeta({ name: schema, data, file });
  problems.push(...found);
  return found.length ? undefined : (data as T);
};

const readMessages = ({
  rootDir,
  problems,
  referenceProblems,
}: {
  rootDir: string;
  problems: Problem[];
  referenceProblems: Problem[];
}): Messages => {
  const messages: Messages = { vi: {}, en: {} };
  const owners = { vi: new Map<string, string>(), en: new Map<string, string>() };
  for (const dir of ['menus', 'pages']) {
    const catalogues = {
      vi:
        readValid<Record<string, string>>({
          rootDir,
          file: `${dir}/messages.vi.json`,
          schema: 'messages',
          problems,
        }) ?? {},
      en:
        readValid<Record<string, string>>({
          rootDir,
          file: `${dir}/messages.en.json`,
          schema: 'messages',
          problems,
        }) ?? {},
    };
    for (const [locale, other] of [
      ['vi', 'en'],
      ['en', 'vi'],
    ] as const) {
      const file = `${dir}/messages.${locale}.json`;
      for (const [id, text] of Object.entries(catalogues[locale])) {
        const owner = owners[locale].get(id);
        if (owner)
          problems.push({ file, path: jsonPath([id]), reason: `message id is also defined in ${owner}` });
        if (!Object.hasOwn(catalogues[other], id)) {
          referenceProblems.push({
            file: `${dir}/messages.${other}.json`,
            path: jsonPath([id]),
            reason: `message "${id}" has a ${locale} text but no ${other} text`,
          });
        }
        owners[locale].set(id, file);
        messages[locale][id] = text;
      }
    }
  }
  return messages;
};

/**
 * Reads and validates the whole configuration; answers what it could build, every problem that
 * stops the server (`problems`) and references found broken on the way (`referenceProblems`,
 * reported by checkConfig with the other cross-references).
 */
export const readAppConfig = ({
  rootDir,
  env = process.env,
}: {
  rootDir: string;
  env?: Record<string, string | undefined>;
}): { config: AppConfig; problems: Problem[]; referenceProblems: Problem[] } => {
  const problems: Problem[] = [];
  const referenceProblems: Problem[] = [];
  const menus = {} as Record<MenuName, MenuNode[]>;
  const pageFiles = {} as Record<MenuName, PagesFile>;
  const pages: Record<string, PageConfig> = {};
  const pageOwners = new Map<string, string>();
  for (const name of MENU_NAMES) {
    menus[name] =
      readValid<MenuFile>({ rootDir, file: `menus/${name}.json`, schema: 'menu', problems })?.items ?? [];
    const file = `pages/${name}.json`;
    const pagesFile = readValid<PagesFile>({ rootDir, file, schema: 'pages', problems }) ?? {
      pages: {},
      unbuilt: [],
    };
    pageFiles[name] = pagesFile;
    for (const [route, page] of Object.entries(pagesFile.pages)) {
      const owner = pageOwners.get(route);
      if (owner)
        problems.push({ file, path: jsonPath(['pages', route]), reason: `route is also a page in ${owner}` });
      pageOwners.set(route, file);
      pages[route] = page;
    }
  }
  const lists = readValid<ListsFile>({ rootDir, file: 'pages/lists.json', schema: 'lists', problems }) ?? {};
  const formDefinitions =
    readValid<FormsFile>({ rootDir, file: 'pages/forms.json', schema: 'forms', problems }) ?? {};
  const schemas = readSchemaRegistry({ rootDir, problems });
  const forms = loadForms({ rootDir, definitions: formDefinitions, schemas, problems, referenceProblems });
  const messages = readMessages({ rootDir, problems, referenceProblems });
  const { institutions, sources } = resolveInstitutions({ rootDir, env, problems });
  const config: AppConfig = {
    rootDir,
    institutions,
    byCode: new Map(institutions.map((institution) => [institution.code, institution])),
    byHost: new Map(
      institutions.flatMap((institution) => institution.hosts.map((host) => [host, institution] as const)),
    ),
    menus,
    pageFiles,
    pages,
    unbuilt: MENU_NAMES.flatMap((name) => pageFiles[name].unbuilt),
    lists,
    formDefinitions,
    forms,
    institutionSources: sources,
    schemas,
    messages,
  };
  for (const institution of institutions) deepFreeze(institution);
  deepFreeze(menus);
  deepFreeze(pageFiles);
  deepFreeze(pages);
  deepFreeze(lists);
  deepFreeze(forms);
  deepFreeze(formDefinitions);
  deepFreeze(sources);
  deepFreeze(messages);
  return { config, problems: uniqueProblems(problems), referenceProblems: uniqueProblems(referenceProblems) };
};

/**
 * Loads the configuration under `rootDir` (institutions/, menus/, pages/, schemas/) for the
 * server: institutions merged onto what they extend, every file validated against
 * schemas/meta. Throws a ConfigError listing every problem as `<file>: <path>: <reason>`.
 * `env` (default process.env) may override server-only secrets (see serverOnlyEnvName).
 */
export const loadAppConfig = ({
  rootDir,
  env,
}: {
  rootDir: string;
  env?: Record<string, string | undefined>;
}): AppConfig => {
  const { config, problems } = readAppConfig({ rootDir, env });
  if (problems.length) throw new ConfigError(problems);
  return config;
};
