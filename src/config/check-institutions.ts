import { applyFormOverride } from './apply-form-override';
import { applyListOverride } from './apply-list-override';
import { checkFormUi, schemaCompileProblem } from './check-forms';
import { checkColumn, checkDuplicateFields } from './check-lists';
import { checkPage } from './check-menus-pages';
import { requireMessage } from './check-context';
import type { CheckContext } from './check-context';
import { jsonPath } from './config-error';
import { fileExists } from './config-files';
import type { JsonObject } from './config-files';
import { inlineRefs } from './inline-refs';
import type { Institution } from './institution';
import { MENU_NAMES } from './load-app-config';
import { locateInstitutionKey } from './resolve-institutions';
import type { MenuNode } from '../generated/meta/menu';

type TenantCheck = {
  context: CheckContext;
  institution: Institution;
  report: (path: (string | number)[], reason: string) => void;
  fileOf: (path: (string | number)[]) => string;
};

const menuIds = (context: CheckContext) => {
  const ids = new Set<string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      ids.add(node.id);
      if (node.children) visit(node.children);
    }
  };
  for (const name of MENU_NAMES) visit(context.config.menus[name]);
  return ids;
};

const checkMenuOverrides = ({ context, institution, report, fileOf }: TenantCheck) => {
  const ids = menuIds(context);
  const { hide, relabel } = institution.menuOverrides;
  hide.forEach((id, index) => {
    if (!ids.has(id)) report(['menuOverrides', 'hide', index], `unknown menu id "${id}"`);
  });
  for (const [id, labelId] of Object.entries(relabel)) {
    if (!ids.has(id)) report(['menuOverrides', 'relabel', id], `unknown menu id "${id}"`);
    const path = ['menuOverrides', 'relabel', id];
    requireMessage({ context, id: labelId, file: fileOf(path), path, tenantCode: institution.code });
  }
};

const checkListOverrides = ({ context, institution, report, fileOf }: TenantCheck) => {
  for (const [name, override] of Object.entries(institution.listOverrides)) {
    const list = Object.hasOwn(context.config.lists, name) ? context.config.lists[name] : undefined;
    if (!list) {
      report(['listOverrides', name], `unknown list "${name}" (not in pages/lists.json)`);
      continue;
    }
    const fields = new Set((override.columns?.replace ?? list.columns).map((column) => column.field));
    override.columns?.remove?.forEach((field, index) => {
      if (!fields.has(field))
        report(
          ['listOverrides', name, 'columns', 'remove', index],
          `list "${name}" has no column "${field}"`,
        );
    });
    for (const [field, labelId] of Object.entries(override.columns?.rename ?? {})) {
      const path = ['listOverrides', name, 'columns', 'rename', field];
      if (!fields.has(field)) report(path, `list "${name}" has no column "${field}"`);
      requireMessage({ context, id: labelId, file: fileOf(path), path, tenantCode: institution.code });
    }
    for (const kind of ['replace', 'add'] as const) {
      override.columns?.[kind]?.forEach((column, index) => {
        const path = ['listOverrides', name, 'columns', kind, index];
        checkColumn({ context, column, file: fileOf(path), path, tenantCode: institution.code });
      });
    }
    const result = applyListOverride({ list, override });
    if (result.columns.length === 0)
      report(['listOverrides', name, 'columns'], `list "${name}" would have no column left`);
    checkDuplicateFields({
      context,
      columns: result.columns,
      file: fileOf(['listOverrides', name]),
      path: ['listOverrides', name, 'columns'],
    });
  }
};

const checkFormOverrides = ({ context, institution, report, fileOf }: TenantCheck) => {
  for (const [name, override] of Object.entries(institution.formOverrides)) {
    const form = Object.hasOwn(context.config.forms, name) ? context.config.forms[name] : undefined;
    if (!form) {
      if (!Object.hasOwn(context.config.formDefinitions, name))
        report(['formOverrides', name], `unknown form "${name}" (not in pages/forms.json)`);
      continue;
    }
    const baseProperties = (form.schema.properties ?? {}) as JsonObject;
    for (const field of Object.keys(override.properties ?? {})) {
      if (Object.hasOwn(baseProperties, field))
        report(['formOverrides', name, 'properties', field], `form "${name}" already has a field "${field}"`);
    }
    override.hide?.forEach((field, index) => {
      if (!Object.hasOwn(baseProperties, field) && !Object.hasOwn(override.properties ?? {}, field))
        report(['formOverrides', name, 'hide', index], `form "${name}" has no field "${field}" to hide`);
      if (override.required?.includes(field))
        report(['formOverrides', name, 'hide', index], `field "${field}" cannot be both hidden and required`);
    });
    const merged = applyFormOverride({ schema: form.schema, uiSchema: form.uiSchema, override });
    const { schema, errors } = inlineRefs({ schema: merged.schema, schemas: context.config.schemas });
    for (const error of errors) report(['formOverrides', name, ...error.path], error.reason);
    const fields = (schema.properties ?? {}) as JsonObject;
    override.required?.forEach((field, index) => {
      if (!Object.hasOwn(fields, field))
        report(['formOverrides', name, 'required', index], `form "${name}" has no field "${field}"`);
    });
    const reason = schemaCompileProblem(schema);
    if (reason) report(['formOverrides', name, 'properties'], reason);
    if (override.ui) {
      const path = ['formOverrides', name, 'ui'];
      checkFormUi({ context, schema, ui: override.ui as JsonObject, file: fileOf(path), path });
    }
  }
};

const checkPageOverrides = ({ context, institution, report, fileOf }: TenantCheck) => {
  for (const [route, override] of Object.entries(institution.pageOverrides)) {
    const path = ['pageOverrides', route];
    if (!override.page && !Object.hasOwn(context.config.pages, route))
      report(path, `no page "${route}" to override (give "page" to add one)`);
    if (override.page)
      checkPage({
        context,
        page: override.page,
        file: fileOf([...path, 'page']),
        path: [...path, 'page'],
        tenantCode: institution.code,
      });
    if (override.titleId)
      requireMessage({
        context,
        id: override.titleId,
        file: fileOf([...path, 'titleId']),
        path: [...path, 'titleId'],
        tenantCode: institution.code,
      });
  }
};

const checkSettings = ({ context, institution, report, fileOf }: TenantCheck) => {
  const { logo, registration, sso, messages } = institution;
  const local = /^\/students\/(institutions\/.+)$/.exec(logo);
  if (local && !fileExists({ rootDir: context.config.rootDir, file: `public/${local[1]}` }))
    report(['logo'], `public/${local[1]} does not exist`);
  registration.windows.forEach(({ opensAt, closesAt }, index) => {
    if (Date.parse(opensAt) >= Date.parse(closesAt))
      report(['registration', 'windows', index, 'closesAt'], `must be after opensAt (${opensAt})`);
  });
  for (const kind of ['normal', 'warning'] as const) {
    const { min, max } = registration.credits[kind];
    if (min > max)
      report(['registration', 'credits', kind, 'min'], `min (${min}) is greater than max (${max})`);
  }
  if (sso.enabled) {
    // Blame the file that turns SSO on: it is the one that must also say where to sign in.
    const file = fileOf(['sso', 'enabled']);
    for (const key of ['issuer', 'clientId', 'clientSecret'] as const) {
      if (!sso[key])
        context.problems.push({
          file,
          path: jsonPath(['sso', key]),
          reason: 'is required when SSO is enabled',
        });
    }
  }
  for (const [locale, other] of [
    ['vi', 'en'],
    ['en', 'vi'],
  ] as const) {
    for (const id of Object.keys(messages[locale])) {
      if (!Object.hasOwn(messages[other], id))
        report(['messages', other, id], `message "${id}" has a ${locale} text but no ${other} text`);
    }
  }
};

/** Every tenant: overrides point at what exists, texts exist in both languages, settings are coherent. */
export const checkInstitutions = (context: CheckContext) => {
  for (const institution of context.config.institutions) {
    const layers = context.config.institutionSources[institution.code] ?? [];
    const fileOf = (path: (string | number)[]) =>
      layers.length
        ? locateInstitutionKey({ layers, segments: path })
        : `institutions/${institution.code}.json`;
    const report = (path: (string | number)[], reason: string) =>
      context.problems.push({ file: fileOf(path), path: jsonPath(path), reason });
    const check: TenantCheck = { context, institution, report, fileOf };
    checkMenuOverrides(check);
    checkListOverrides(check);
    checkFormOverrides(check);
    checkPageOverrides(check);
    checkSettings(check);
  }
};
