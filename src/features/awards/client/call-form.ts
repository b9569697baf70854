import { hashForSchema } from '@rjsf/utils';
import type { FormConfig } from '../../../client/engine';
import { isLocalized } from '../../../client/engine/localized';
import { formDraftKey } from '../../../client/engine/form/use-form-draft';
import { renderSchema } from '../../../client/engine/form/render-schema';
import type { Locale } from '../../../core';
import type { AwardStudentInfo } from '../../../generated';
import { FORM_VALIDATOR_MODULES } from '../../../generated/form-validators';
import { ACADEMIC_FIELDS } from '../shared/scholarship-form';
import { SCHOLARSHIP_FORM } from './mutations';
import { SectionTitle } from './section-title';

type Json = Record<string, unknown>;

/** The form the server sent for one call (hidden fields removed, academic figures read-only or not). */
export type CallForm = AwardStudentInfo['form'];

const propertiesOf = (schema: Json): Json => (schema.properties ?? {}) as Json;

/** True when the build precompiled a validator for this schema (scripts/gen-form-validators.ts). */
const hasPrecompiledValidator = (schema: Json): boolean =>
  Object.hasOwn(FORM_VALIDATOR_MODULES, hashForSchema(renderSchema(schema)));

/**
 * The tenant's scholarship form as this call shows it. The server's form for the call wins when
 * the build has its validator; otherwise (a tenant and category the build did not precompile) the
 * tenant's form validates, and the fields the call leaves out are hidden, so the browser never
 * compiles code and shows exactly the call's fields.
 */
export function callFormConfig({ base, callForm }: { base: FormConfig; callForm: CallForm }): FormConfig {
  const uiSchema = withSectionTitles({ schema: callForm.schema, uiSchema: callForm.uiSchema });
  if (hasPrecompiledValidator(callForm.schema)) return { ...base, schema: callForm.schema, uiSchema };
  const shown = propertiesOf(callForm.schema);
  for (const name of Object.keys(propertiesOf(base.schema)))
    if (!Object.hasOwn(shown, name)) uiSchema[name] = { 'ui:widget': 'hidden' };
  return { ...base, uiSchema };
}

/** Groups of fields (objects, lists of objects) titled with an h3 under the form's h2 (see SectionTitle). */
const withSectionTitles = ({ schema, uiSchema }: { schema: Json; uiSchema: Json }): Json => {
  const ui: Json = { ...uiSchema };
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const { type, items } = property as { type?: unknown; items?: { type?: unknown } };
    if (type === 'object' || (type === 'array' && items?.type === 'object'))
      ui[name] = { ...((ui[name] as Json | undefined) ?? {}), 'ui:TitleFieldTemplate': SectionTitle };
  }
  return ui;
};

/**
 * What the apply form opens with: my saved application (the server draft, with the lastUpdate
 * it was read at) or my phone number, and the academic figures the server computed (a figure
 * the tenant lets me correct keeps my own value). Only fields of the call's form.
 */
export function applicationFormData(info: AwardStudentInfo): Json {
  const fields = propertiesOf(info.form.schema);
  const saved: Json = info.application ? { ...info.application.data } : { phone: info.student.phone };
  const academic = ACADEMIC_FIELDS as readonly string[];
  const data: Json = {};
  for (const [name, value] of Object.entries(saved))
    if (Object.hasOwn(fields, name) && value !== null && value !== '' && !academic.includes(name))
      data[name] = value;
  for (const name of academic) {
    if (!Object.hasOwn(fields, name)) continue;
    const own = saved[name];
    const value = info.form.isAcademicEditable && typeof own === 'number' ? own : info.academic[name];
    if (typeof value === 'number') data[name] = value;
  }
  return data;
}

/** The key the form engine keeps my unsent edits of a call's form under (see use-form-draft). */
export const applyDraftKey = ({
  tenant,
  userId,
  awardId,
}: {
  tenant: string;
  userId: number | string | null;
  awardId: number;
}): string | null =>
  formDraftKey({ tenant, userId, form: SCHOLARSHIP_FORM, draft: 'server', recordId: awardId });

/** A field's title from a ui schema, in the reader's language (the field name when it has none). */
export function fieldTitle({
  uiSchema,
  name,
  locale,
}: {
  uiSchema: Json;
  name: string;
  locale: Locale;
}): string {
  const title = ((uiSchema[name] ?? {}) as Json)['ui:title'];
  if (isLocalized(title)) return title[locale];
  return typeof title === 'string' ? title : name;
}
