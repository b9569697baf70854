import { processStatus, projectType } from '../../../core/index';

const STATUS = processStatus.values;
const TYPE = projectType.values;

/** The marks of SPEC §3 Project; an unset mark is -1. */
export type ProjectMarks = {
  supervisorMark: number;
  reviewerMark: number;
  processMark: number;
  examMark: number;
  finalMark: number;
};

/** The marks that count for "has a grade", in the order they are given. */
export const MARK_FIELDS = [
  'supervisorMark',
  'reviewerMark',
  'processMark',
  'examMark',
  'finalMark',
] as const;

/** SPEC §3: a project has a grade if any mark is >= 0. */
export const hasGrade = (marks: Partial<ProjectMarks>) =>
  MARK_FIELDS.some((field) => typeof marks[field] === 'number' && (marks[field] as number) >= 0);

/** SPEC §3: submitted according to status. */
export const isSubmitted = (status: number) => status === STATUS.SUBMITTED;

/** SPEC §3: processing according to status. */
export const isProcessing = (status: number) => status === STATUS.PROCESSING;

/** SPEC §3: request-edit according to status (the supervisor sent it back for changes). */
export const isRequestEdit = (status: number) => status === STATUS.REQUEST_EDIT;

/** SPEC §3: an internship by type (company internship or graduation internship). */
export const isInternship = (type: number) => type === TYPE.INTERN || type === TYPE.GRADUATION_INTERN;

/** SPEC §3: a post-graduate final project when the type is PhD or a master type. */
export const isPostGraduate = (type: number) =>
  type === TYPE.PHD || type === TYPE.PROFESSIONAL_MASTER || type === TYPE.RESEARCH_MASTER;

/** Every SPEC §3 derived flag of a project, as the wire carries them. */
export const projectFlags = ({
  status,
  projectType: type,
  ...marks
}: Partial<ProjectMarks> & { status: number; projectType: number }) => ({
  hasGrade: hasGrade(marks),
  isSubmitted: isSubmitted(status),
  isProcessing: isProcessing(status),
  isRequestEdit: isRequestEdit(status),
  isInternship: isInternship(type),
  isPostGraduate: isPostGraduate(type),
});
