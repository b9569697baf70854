import type { RequestSession } from '../../../server/types';
import type { ProjectPhaseRow, ProjectRow } from './project-tables';

/** Same-origin download path of a stored file ('' when none). */
export const fileUrl = (fileId: number | null) => (fileId === null ? '' : `/api/v1/files/${fileId}`);

/** The Project wire shape (schemas/entities/project.json) of a row, every field. */
export const toProject = ({
  introduceFileId,
  thesisFileId,
  sourceFileId,
  slidesFileId,
  proposalFileId,
  createdDate,
  lastUpdate,
  ...row
}: ProjectRow) => ({
  ...row,
  studentDbId: row.studentId,
  introduceUrl: fileUrl(introduceFileId),
  thesisUrl: fileUrl(thesisFileId),
  sourceUrl: fileUrl(sourceFileId),
  slidesUrl: fileUrl(slidesFileId),
  proposal: fileUrl(proposalFileId),
  createdDate: createdDate.toISOString(),
  lastUpdate: lastUpdate.toISOString(),
});

/** A project as lists carry it: without the full report text (SPEC: textReport omitted from lists). */
export const toProjectListItem = (row: ProjectRow) => ({ ...toProject(row), textReport: '' });

/**
 * What anyone may read of a public project (SPEC §6 credential-free reads): titles, people, course,
 * dates and status. Marks, notes, reviews, decisions, plagiarism results, the report text, files and
 * the owner's database id are blanked to their unset defaults.
 */
export const toPublicProject = (row: ProjectRow) => ({
  ...toProject(row),
  studentId: -1,
  studentDbId: -1,
  textReport: '',
  introduceUrl: '',
  introduceSize: 0,
  thesisUrl: '',
  thesisSize: 0,
  sourceUrl: '',
  sourceSize: 0,
  slidesUrl: '',
  slidesSize: 0,
  proposal: '',
  proposalSize: 0,
  thesisCover: '',
  scienceCv: '',
  englishCertificate: '',
  reviews: [],
  decisions: [],
  papers: [],
  supervisorMark: -1,
  reviewerMark: -1,
  processMark: -1,
  examMark: -1,
  finalMark: -1,
  finalResult: '',
  plagiarismResult: -1,
  plagiarismReport: '',
  plagiarismHighlight: '',
  classNote: '',
  teacherNote: '',
  adminNote: '',
  notes1: '',
  notes2: '',
  notes3: '',
  notes4: '',
  notes5: '',
  awardId: -1,
  progressReportIds: [],
  paymentType: -1,
});

/** Teacher columns of a project: supervisors 1–5 and both reviewers. */
const TEACHER_COLUMNS = [
  'teacherId',
  'teacher2Id',
  'teacher3Id',
  'teacher4Id',
  'teacher5Id',
  'reviewerId',
  'reviewer2Id',
] as const;

/** True when the signed-in user is one of the project's supervisors or reviewers. */
export const isTeacherOf = ({
  row,
  session,
}: {
  row: Pick<ProjectRow, (typeof TEACHER_COLUMNS)[number]>;
  session: RequestSession | null;
}) =>
  !!session && session.teacherId > 0 && TEACHER_COLUMNS.some((column) => row[column] === session.teacherId);

/** True when the signed-in user is the project's student. */
export const isOwnerOf = ({
  row,
  session,
}: {
  row: Pick<ProjectRow, 'studentId'>;
  session: RequestSession | null;
}) => !!session && session.studentId > 0 && row.studentId === session.studentId;

/** The ProjectPhase wire shape (schemas/entities/project-phase.json). */
export const toPhase = ({
  rootId: _rootId,
  startDate,
  deadline,
  submittedAt,
  lastUpdate,
  ...row
}: ProjectPhaseRow) => ({
  ...row,
  startDate: startDate?.toISOString() ?? null,
  deadline: deadline?.toISOString() ?? null,
  submittedAt: submittedAt?.toISOString() ?? null,
  lastUpdate: lastUpdate.toISOString(),
});
