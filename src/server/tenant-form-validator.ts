import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { toClientConfig } from '../config/index';
import type { Institution } from '../config/index';
import type { Locale } from '../core/index';
import { badRequest } from './http-errors';
import { hardenInputSchema } from './plugins/harden-input-schema';
import { createInputAjv } from './plugins/hardened-validator';

type Node = Record<string, unknown>;

const asNode = (value: unknown): Node | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;

/** The field an ajv error is about, as a dotted path ('address.wardCode'). */
const pathOf = (error: ErrorObject) => {
  const parts = error.instancePath.split('/').filter(Boolean);
  const missing =
    (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (error.params as { additionalProperty?: string }).additionalProperty;
  return missing ? [...parts, missing] : parts;
};

/**
 * The form's own message for an error (ui `ui:errorMessage` or `ui:options.errorMessage`: one
 * text, a {vi, en} text or a map keyword -> text, 'default' for the rest), the same convention
 * the browser's form engine shows.
 */
const configuredReason = ({
  uiSchema,
  path,
  keyword,
  locale,
}: {
  uiSchema: Node;
  path: string[];
  keyword: string;
  locale: Locale;
}): string | undefined => {
  let node: Node | undefined = uiSchema;
  for (const part of path) node = asNode(node?.[part]);
  const spec = node?.['ui:errorMessage'] ?? asNode(node?.['ui:options'])?.errorMessage;
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    const localized = asNode(value);
    if (localized && typeof localized.vi === 'string' && typeof localized.en === 'string')
      return localized[locale] as string;
    return undefined;
  };
  const map = asNode(spec);
  return pick(spec) ?? (map ? pick(map[keyword] ?? map.default) : undefined);
};

/**
 * Validates form data on the server against the tenant's form: the schema in schemas/forms/ with
 * the institution's formOverrides merged (extra fields such as HUST's 'workplace'), exactly what
 * the browser's form was built from. A failure is a 400 naming `data.<field>` with the form's
 * own message when it has one.
 */
export const createTenantFormValidator = ({
  app,
  formName,
  formId,
  shape,
}: {
  app: FastifyInstance;
  formName: string;
  formId: string;
  /** Adapts the tenant's form to one variant (e.g. the scholarship form of one call category). */
  shape?: (form: { schema: Node; uiSchema: Node; institution: Institution; variant: string }) => {
    schema: Node;
    uiSchema: Node;
  };
}) => {
  // The same input rules as route schemas: bounded numbers, texts without control characters, strict date-times.
  const ajv = createInputAjv();
  const compiled = new Map<string, { validate: ValidateFunction; uiSchema: Node; fieldNames: string[] }>();

  /** The tenant's form as the browser renders it (formOverrides applied), adapted to `variant`. */
  const shapedForm = (institution: Institution, variant: string) => {
    const flags = {
      maintenance: false,
      testMode: false,
      legacySurvey: false,
      parentNewsCategory: null,
      ssoDisabled: true,
    };
    const form = toClientConfig({ config: app.appConfig, institution, flags }).forms[formName];
    const schema = (form?.schema as Node | undefined) ?? app.appConfig.schemas.get(formId);
    if (!schema) throw new Error(`Form "${formName}" (${formId}) is not configured`);
    const uiSchema = (form?.uiSchema as Node | undefined) ?? {};
    return shape ? shape({ schema, uiSchema, institution, variant }) : { schema, uiSchema };
  };

  const formOf = (institution: Institution, variant = '') => {
    const key = `${institution.code}\u0000${variant}`;
    const hit = compiled.get(key);
    if (hit) return hit;
    const { schema, uiSchema } = shapedForm(institution, variant);
    const { $id: _id, $schema: _schema, ...body } = schema;
    const entry = {
      validate: ajv.compile(hardenInputSchema(body)),
      uiSchema,
      fieldNames: Object.keys(asNode(schema.properties) ?? {}),
    };
    compiled.set(key, entry);
    return entry;
  };

  /** Throws a 400 unless `data` is valid for the tenant's form; returns the tenant's field names. */
  const validate = ({
    institution,
    data,
    locale,
    variant,
  }: {
    institution: Institution;
    data: unknown;
    locale: Locale;
    variant?: string;
  }) => {
    const form = formOf(institution, variant);
    if (form.validate(data)) return form.fieldNames;
    const [error] = form.validate.errors ?? [];
    const path = error ? pathOf(error) : [];
    const keyword = error?.keyword ?? 'default';
    const reason =
      (keyword === 'additionalProperties'
        ? locale === 'en'
          ? 'is not a field of this form'
          : 'không phải một trường của biểu mẫu'
        : configuredReason({ uiSchema: form.uiSchema, path, keyword, locale })) ??
      error?.message ??
      'is invalid';
    throw badRequest({ field: ['data', ...path].join('.'), reason });
  };
  return Object.assign(validate, { formFor: shapedForm });
};
