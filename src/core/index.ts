/** Public API of the isomorphic core (browser and server). */
export type { Locale, LocalizedText } from './locale';
export { DEFAULT_LOCALE, LOCALES, normalizeLocale } from './locale';
export type { EnumDefinition, EnumLabels, EnumOption, EnumSpec, EnumValue } from './define-enum';
export { defineEnum } from './define-enum';
export type { EnumName } from './enums/enum-registry';
export { enums, getEnum, isEnumName } from './enums/enum-registry';
export { companyStatus, processStatus, projectStatus, requestStatus } from './enums/process-status';
export { deadlineStatus, topicStatus } from './enums/topic-status';
export { studentReport, studentStatus } from './enums/student-status';
export { internshipPurpose, internType, projectFrom, projectType, workType } from './enums/project-type';
export {
  classKind,
  courseRegistrationState,
  courseType,
  deliveryMode,
  duplicateCheckLanguage,
  examType,
  gradeType,
  sisRegistration,
  teachingMode,
} from './enums/learning-enums';
export { gender, needUpdate, policyBeneficiary, staffUnitFunction, userLevel } from './enums/people-enums';
export {
  currency,
  exchangeDirection,
  funding,
  language,
  logoPosition,
  specialFilter,
  visibility,
  workspaceStatus,
  workspaceType,
} from './enums/misc-enums';
export { classType } from './enums/class-type';
export { daySlot, weekday } from './enums/calendar-enums';
export type { ResultCodeSet } from './result-codes';
export {
  CHANGE_PASSWORD_CODES,
  GENERIC_CODES,
  isSuccessCode,
  LOGIN_CODES,
  PROJECT_CODES,
  PROJECT_REQUEST_CODES,
  RESULT_CODES,
  resultCodeName,
  resultMessage,
} from './result-codes';
export { canonicalJson } from './canonical-json';
export { DEFAULT_TIME_ZONE, localDate, localDateTime } from './local-date-time';
export { formatInstant } from './format-instant';
export type { ChecksumAlgorithm, ChecksumKey, ChecksumRule, ChecksumRuleName } from './checksum-rules';
export { CHECKSUM_FIELD, CHECKSUM_RULES, getChecksumRule } from './checksum-rules';
export type { IdObfuscator, IdVariant } from './obfuscated-id';
export { createIdObfuscator, ID_VARIANTS, saltForVariant, variantForInstitution } from './obfuscated-id';
export { compressWeeks, expandWeeks, MAX_WEEK } from './expand-weeks';
export type {
  CalendarEntry,
  CalendarError,
  CalendarErrorReason,
  DaySlotCode,
  ParsedCalendarInfo,
} from './calendar-info';
export { formatCalendarInfo, MAX_PERIOD, parseCalendarInfo, weekdayIndex } from './calendar-info';
export type { ClassFlags } from './class-flags';
export {
  classFlags,
  classTypeLabel,
  classTypeParts,
  COMPANY_CLASS_TYPES,
  EXPERIMENT_TYPES,
  GRADUATION_PROJECT_TYPES,
  INTERNSHIP_TYPES,
  isCompanyClass,
  isExperimentClass,
  isGraduationProject,
  isInternship,
  isProjectClass,
  PROJECT_CLASS_TYPES,
} from './class-flags';
export type { PeriodTime } from './period-time';
export { PERIOD_TIMES, periodRangeTime, periodTime } from './period-time';
export { formatSemester, parseSemesterCode } from './format-semester';
export type { SemesterLike } from './sort-semesters';
export { compareSemesters, pickCurrentSemester, sortSemesters } from './sort-semesters';
export {
  DATE_PATTERNS,
  DATE_TIME_PATTERNS,
  formatDate,
  formatDateTime,
  parseDate,
  parseTwoDigitYear,
  setupDayjs,
  startOfWeek,
  TWO_DIGIT_YEAR_CUTOFF,
  weekOfYear,
} from './dates';
export { withPathPrefix } from './path-prefix';
export { matchesWords, normaliseSearchText, searchPattern, searchWords, toSearchText } from './search-text';
export type { Breakpoint } from './constants';
export * from './constants';
