import { isNewcomerCall } from './newcomer-call';
import type { NewcomerCallFields } from './newcomer-call';

/** A JSON object as the form engine passes schemas around. */
type Json = Record<string, unknown>;

/** The SPEC §6 scholarship module flags a tenant sets (institutions/_defaults.json `modules`). */
export type ScholarshipFlags = Partial<
  Record<
    | 'hideCPA'
    | 'hideGPA'
    | 'hideTPA'
    | 'hideCTPA'
    | 'hideTPA2S'
    | 'hideOtherAchievement'
    | 'hideReason'
    | 'useGPA4S'
    | 'editableAcademicResult'
    | 'familyInfo',
    boolean
  >
>;

/** The academic figures the server computes from study results. */
export const ACADEMIC_FIELDS = ['gpaPrevYear', 'gpaB1B2', 'gpa4s', 'cpa', 'gpa'] as const;

/** The kinds of call (schemas/entities/award.json `category`). */
export const AWARD_CATEGORIES = ['study', 'hardship', 'internship', 'dualDegree', 'sponsor'] as const;

/** Call categories that ask for the GPA of terms B1 + B2 (SPEC §5). */
const B1B2_CATEGORIES = new Set(['internship', 'dualDegree']);

/** Marks the form variant of a call for newcomers: 'study' + this is the freshman study call's form. */
const NEWCOMER_VARIANT = '+newcomers';

/**
 * The form variant of a call, as the server validates and sends it: its category, marked when the
 * call is for newcomers (isNewcomerCall), whose form asks for no GPA at all.
 */
export const scholarshipVariantOf = (call: NewcomerCallFields & { category: string }) =>
  isNewcomerCall(call) ? `${call.category}${NEWCOMER_VARIANT}` : call.category;

/** A form variant read back: the call's category and whether the call is for newcomers. */
export const parseScholarshipVariant = (variant: string) =>
  variant.endsWith(NEWCOMER_VARIANT)
    ? { category: variant.slice(0, -NEWCOMER_VARIANT.length), isForNewcomers: true }
    : { category: variant, isForNewcomers: false };

/**
 * The fields a tenant's flags and a call's category leave out of the scholarship form (SPEC §5, §6):
 * the hide* flags, the 4-scale GPA unless useGPA4S, family figures unless familyInfo, family
 * circumstances outside the overcome-hardship scholarship, GPA B1+B2 outside internship and
 * dual-degree ones. A call for newcomers (first-years, with no previous year to average) asks for
 * none of the academic figures: it is judged on admission results and achievements.
 */
export const hiddenScholarshipFields = ({
  flags,
  category,
  isForNewcomers = false,
}: {
  flags: ScholarshipFlags;
  category: string;
  isForNewcomers?: boolean;
}) => {
  const hidden: string[] = [];
  const hideWhen = (condition: boolean | undefined, ...fields: string[]) => {
    if (condition) hidden.push(...fields);
  };
  hideWhen(flags.hideCPA, 'cpa');
  hideWhen(flags.hideGPA, 'gpa');
  hideWhen(flags.hideTPA, 'tpa');
  hideWhen(flags.hideCTPA, 'ctpa');
  hideWhen(flags.hideTPA2S, 'tpa2s');
  hideWhen(flags.hideOtherAchievement, 'otherAchievement');
  hideWhen(flags.hideReason, 'reason');
  hideWhen(!flags.useGPA4S, 'gpa4s');
  hideWhen(!flags.familyInfo, 'familyMembers', 'familyIncome');
  hideWhen(category !== 'hardship', 'familyCircumstances');
  hideWhen(!B1B2_CATEGORIES.has(category), 'gpaB1B2');
  hideWhen(isForNewcomers, ...ACADEMIC_FIELDS);
  return [...new Set(hidden)];
};

/**
 * The scholarship form of one call for one tenant: the tenant's form (formOverrides already
 * applied) without the hidden fields, with the academic figures read-only unless the tenant lets
 * students correct them (editableAcademicResult). The browser renders it and the server validates
 * against it, so both always agree.
 */
export const scholarshipFormFor = ({
  schema,
  uiSchema,
  flags,
  category,
  isForNewcomers = false,
}: {
  schema: Json;
  uiSchema: Json;
  flags: ScholarshipFlags;
  category: string;
  /** The call is for newcomers (isNewcomerCall): no academic figures. */
  isForNewcomers?: boolean;
}) => {
  const hidden = new Set(hiddenScholarshipFields({ flags, category, isForNewcomers }));
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Json).filter(([name]) => !hidden.has(name)),
  );
  const required = ((schema.required ?? []) as string[]).filter((name) => !hidden.has(name));
  const ui: Json = { ...uiSchema };
  for (const name of hidden) delete ui[name];
  if (Array.isArray(ui['ui:order']))
    ui['ui:order'] = (ui['ui:order'] as string[]).filter((name) => !hidden.has(name));
  if (!flags.editableAcademicResult)
    for (const name of ACADEMIC_FIELDS)
      if (name in properties) ui[name] = { ...((ui[name] as Json | undefined) ?? {}), 'ui:readonly': true };
  return {
    schema: { ...schema, properties, ...(required.length ? { required } : { required: [] }) },
    uiSchema: ui,
    isAcademicEditable: Boolean(flags.editableAcademicResult),
  };
};
