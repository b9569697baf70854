import type { EnumDefinition } from '../define-enum';
import { daySlot, weekday } from './calendar-enums';
import { classType } from './class-type';
import {
  classKind,
  courseRegistrationState,
  courseType,
  deliveryMode,
  duplicateCheckLanguage,
  examType,
  gradeType,
  sisRegistration,
  teachingMode,
} from './learning-enums';
import {
  currency,
  exchangeDirection,
  funding,
  language,
  logoPosition,
  specialFilter,
  visibility,
  workspaceStatus,
  workspaceType,
} from './misc-enums';
import { gender, needUpdate, policyBeneficiary, staffUnitFunction, userLevel } from './people-enums';
import { companyStatus, processStatus, projectStatus, requestStatus } from './process-status';
import { internshipPurpose, internType, projectFrom, projectType, workType } from './project-type';
import { studentReport, studentStatus } from './student-status';
import { deadlineStatus, topicStatus } from './topic-status';

/** Every enumeration, by the name config files use. */
export const enums = Object.freeze({
  processStatus,
  projectStatus,
  requestStatus,
  companyStatus,
  topicStatus,
  deadlineStatus,
  studentStatus,
  studentReport,
  projectType,
  projectFrom,
  internType,
  workType,
  internshipPurpose,
  courseType,
  deliveryMode,
  teachingMode,
  courseRegistrationState,
  examType,
  classKind,
  gradeType,
  sisRegistration,
  duplicateCheckLanguage,
  classType,
  weekday,
  daySlot,
  gender,
  userLevel,
  needUpdate,
  staffUnitFunction,
  policyBeneficiary,
  currency,
  exchangeDirection,
  funding,
  language,
  visibility,
  specialFilter,
  workspaceType,
  workspaceStatus,
  logoPosition,
});

/** A registered enumeration name. */
export type EnumName = keyof typeof enums;

/** True when `name` is a registered enumeration (for config validation). */
export function isEnumName(name: string): name is EnumName {
  return Object.hasOwn(enums, name);
}

/** The enumeration registered under `name`; throws naming it when unknown. */
export function getEnum(name: string): EnumDefinition {
  if (!isEnumName(name)) {
    throw new Error(`Unknown enum "${name}". Known enums: ${Object.keys(enums).join(', ')}`);
  }
  return enums[name] as EnumDefinition;
}
