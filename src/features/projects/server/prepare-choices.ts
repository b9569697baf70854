import type { Locale } from '../../../core/index';
import type { Db } from '../../../server/db/create-db';
import { badRequest } from '../../../server/http-errors';
import type { ProjectRequestFields } from '../../../generated/requests/project-request-fields';
import { readChoices, REQUEST_RESULT } from '../shared/project-request-rules';
import { openRequest } from '../shared/project-request-transitions';
import { explainRoundIneligibility } from '../shared/explain-round-ineligibility';
import { roundEligibility } from '../shared/request-round-eligibility';
import type { StudentStanding } from '../shared/request-round-eligibility';
import { checkChoiceRecords, hasQuotaLeft, requestDeadlineNow } from './project-request-lookups';
import { invalidField, requestResult } from './request-result';
import { studiedCourseIdsOf } from './student-record';

/**
 * Everything create and update share: the student may register for the type in that semester
 * (forbidden -2 with the reason otherwise), the deadline is open, the choices are three distinct
 * teachers with their own topics, teacher 1 has a place left. Answers the columns to store or a
 * result to send back.
 */
export const prepareChoices = async ({
  db,
  rootId,
  locale,
  fields,
  now,
  studentId,
  standing,
}: { db: Db; rootId: number; locale: Locale } & {
  fields: ProjectRequestFields;
  now: Date;
  studentId: number;
  standing: StudentStanding;
}) => {
  const courseId = fields.courseId ?? -1;
  const projectType = fields.projectType ?? 0;
  // A course project for one course: the student must study it (request-round-eligibility.ts).
  const studiedCourseIds =
    courseId > 0 ? await studiedCourseIdsOf({ db, rootId, studentId, semester: fields.semester }) : undefined;
  const eligibility = roundEligibility({
    projectType,
    semester: fields.semester,
    student: standing,
    courseId,
    studiedCourseIds,
  });
  if (!eligibility.isEligible)
    return {
      refusal: requestResult({
        code: REQUEST_RESULT.FORBIDDEN,
        locale,
        message: explainRoundIneligibility({ projectType, reason: eligibility.reason, locale }),
      }),
    };
  const deadline = await requestDeadlineNow({
    db,
    rootId,
    semester: fields.semester,
    courseId,
    projectType,
    now,
  });
  if (deadline.code !== REQUEST_RESULT.SUCCESS)
    return { refusal: requestResult({ code: deadline.code, locale }) };
  // A course is the round's: a round for every course takes requests naming none (the limit of one
  // open request per course would otherwise count made-up courses).
  if (courseId !== deadline.courseId) return { refusal: invalidField({ field: 'courseId', locale }) };
  const read = readChoices(fields);
  if (read.problem) throw badRequest(read.problem);
  const records = await checkChoiceRecords({
    db,
    rootId,
    semester: fields.semester,
    projectType,
    courseId,
    choices: read.choices,
  });
  if (records.field !== null) return { refusal: invalidField({ field: records.field, locale }) };
  const opened = openRequest({ choices: read.choices });
  const [c1, c2, c3] = opened.choices;
  if (!(await hasQuotaLeft({ db, rootId, teacherId: c1.teacherId, semester: fields.semester, projectType })))
    return { refusal: requestResult({ code: REQUEST_RESULT.OUT_OF_QUOTAS, locale }) };
  const [n1, n2, n3] = records.names;
  return {
    refusal: null,
    values: {
      courseId,
      projectType,
      semester: fields.semester,
      deadlineId: deadline.deadlineId,
      ...{
        teacherId: c1.teacherId,
        teacherName: n1,
        title: c1.title,
        topicId: c1.topicId,
        status1: c1.status,
      },
      ...{
        teacher2Id: c2.teacherId,
        teacher2Name: n2,
        title2: c2.title,
        topic2Id: c2.topicId,
        status2: c2.status,
      },
      ...{
        teacher3Id: c3.teacherId,
        teacher3Name: n3,
        title3: c3.title,
        topic3Id: c3.topicId,
        status3: c3.status,
      },
      finalTeacherId: opened.finalTeacherId,
      finalTeacherName: n1,
      finalTitle: opened.finalTitle,
      finalTopicId: opened.finalTopicId,
      status: opened.status,
      teacherIds: read.choices.filter((c) => c.teacherId > 0).map((c) => c.teacherId),
      rejectIds: [],
      rejectReasons: [],
      contacted: fields.contacted ?? 0,
      topicFrom: fields.topicFrom ?? 1,
      timeCommit: fields.timeCommit ?? -1,
      workingType: fields.workingType ?? -1,
      sisRegister: fields.sisRegister ?? 0,
      companyId: fields.companyId ?? -1,
      notes: fields.notes ?? '',
    },
  };
};
