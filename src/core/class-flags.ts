import { classType } from './enums/class-type';
import type { Locale } from './locale';

/** Class type codes of project classes (ĐATN included: a graduation project is a project). */
export const PROJECT_CLASS_TYPES: readonly string[] = Object.freeze(['DA', 'ĐA', 'KLTN', 'DATN', 'ĐATN']);
/** Class type codes of graduation projects. */
export const GRADUATION_PROJECT_TYPES: readonly string[] = Object.freeze(['DATN', 'ĐATN', 'KLTN']);
/** Class type codes of internships. */
export const INTERNSHIP_TYPES: readonly string[] = Object.freeze(['TT']);
/** Class type codes of experiment (lab/practice) classes. */
export const EXPERIMENT_TYPES: readonly string[] = Object.freeze(['TN', 'TH']);
/** Class type codes of company (in-company internship) classes. */
export const COMPANY_CLASS_TYPES: readonly string[] = Object.freeze(['TTDN']);

/** Flags derived from a class's type (SPEC §3). */
export interface ClassFlags {
  readonly isProjectClass: boolean;
  readonly isGraduationProject: boolean;
  readonly isInternship: boolean;
  readonly isExperimentClass: boolean;
  readonly isCompanyClass: boolean;
}

/**
 * The parts of a class type code: trimmed, NFC, upper case, split on '+' (combined types such
 * as 'LT+BT' are common), e.g. ' lt+bt ' -> ['LT', 'BT'].
 */
export function classTypeParts(code: string | null | undefined): string[] {
  return (code ?? '')
    .normalize('NFC')
    .toUpperCase()
    .split('+')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const matches = (code: string | null | undefined, set: readonly string[]): boolean =>
  classTypeParts(code).some((part) => set.includes(part));

/** Project class: DA, ĐA, KLTN, DATN (and ĐATN). */
export const isProjectClass = (code: string | null | undefined): boolean =>
  matches(code, PROJECT_CLASS_TYPES);
/** Graduation project: DATN, ĐATN, KLTN. */
export const isGraduationProject = (code: string | null | undefined): boolean =>
  matches(code, GRADUATION_PROJECT_TYPES);
/** Internship: TT. */
export const isInternship = (code: string | null | undefined): boolean => matches(code, INTERNSHIP_TYPES);
/** Company class: TTDN. */
export const isCompanyClass = (code: string | null | undefined): boolean =>
  matches(code, COMPANY_CLASS_TYPES);

/** Experiment class: type TN or TH, or the class is flagged needTN === 1. */
export function isExperimentClass({
  classType: code,
  needTN,
}: {
  classType: string | null | undefined;
  needTN?: number | null;
}): boolean {
  return needTN === 1 || matches(code, EXPERIMENT_TYPES);
}

/** Every derived flag of a class. */
export function classFlags({
  classType: code,
  needTN,
}: {
  classType: string | null | undefined;
  needTN?: number | null;
}): ClassFlags {
  return {
    isProjectClass: isProjectClass(code),
    isGraduationProject: isGraduationProject(code),
    isInternship: isInternship(code),
    isExperimentClass: isExperimentClass({ classType: code, needTN }),
    isCompanyClass: isCompanyClass(code),
  };
}

/**
 * The name of a class type code in a locale: 'LT' -> 'Lý thuyết', 'ĐATN' -> 'Đồ án tốt nghiệp',
 * 'LT+BT' -> 'Lý thuyết + Bài tập'; unknown parts are shown as given.
 */
export function classTypeLabel({
  code,
  locale,
}: {
  code: string | null | undefined;
  locale: Locale;
}): string {
  return classTypeParts(code)
    .map((part) => classType.label({ value: part.replace(/^Đ/, 'D'), locale }))
    .join(' + ');
}
