import { PROJECT_REQUEST_CODES } from '../../../core/index';
import type { RequestChoice } from './project-request-transitions';

/** SPEC §8 project request codes: the project codes plus out of quotas -6, exceed request limit -7, passed deadline -8. */
export const REQUEST_RESULT = PROJECT_REQUEST_CODES;

/** The choice fields of a request as the student sends them (SPEC §3 names). */
export type ChoiceFields = {
  teacherId: number;
  title: string;
  topicId: number;
  teacher2Id?: number;
  title2?: string;
  topic2Id?: number;
  teacher3Id?: number;
  title3?: string;
  topic3Id?: number;
};

/** A problem with the sent choices: the field and why (a 400 names them). */
export type ChoiceProblem = { field: string; reason: string };

const SLOTS = [
  { teacher: 'teacherId', title: 'title', topic: 'topicId' },
  { teacher: 'teacher2Id', title: 'title2', topic: 'topic2Id' },
  { teacher: 'teacher3Id', title: 'title3', topic: 'topic3Id' },
] as const;

/**
 * The three choices of a request, in order, or the first problem: teacher 1 is required; a chosen
 * teacher needs a title and a topic; a teacher is chosen at most once (the three are distinct);
 * choice 3 needs choice 2.
 */
export const readChoices = (
  fields: ChoiceFields,
):
  { choices: Omit<RequestChoice, 'status'>[]; problem: null } | { choices: null; problem: ChoiceProblem } => {
  const choices: Omit<RequestChoice, 'status'>[] = [];
  const seen = new Set<number>();
  for (const [index, slot] of SLOTS.entries()) {
    const teacherId = Number(fields[slot.teacher] ?? -1);
    const title = String(fields[slot.title] ?? '').trim();
    const topicId = Number(fields[slot.topic] ?? -1);
    if (teacherId <= 0) {
      if (index === 0) return { choices: null, problem: { field: slot.teacher, reason: 'is required' } };
      choices.push({ teacherId: -1, title: '', topicId: -1 });
      continue;
    }
    if (index === 2 && choices[1].teacherId <= 0)
      return { choices: null, problem: { field: slot.teacher, reason: 'needs teacher 2 first' } };
    if (seen.has(teacherId))
      return { choices: null, problem: { field: slot.teacher, reason: 'names a teacher already chosen' } };
    if (!title)
      return { choices: null, problem: { field: slot.title, reason: 'is required for a chosen teacher' } };
    if (topicId <= 0)
      return { choices: null, problem: { field: slot.topic, reason: 'is required for a chosen teacher' } };
    seen.add(teacherId);
    choices.push({ teacherId, title, topicId });
  }
  return { choices, problem: null };
};

/** A request deadline as stored (SPEC deadline: locked 1, opened 2). */
export type RequestDeadline = { startDate: Date; endDate: Date; status: number };

const DEADLINE_LOCKED = 1;

/**
 * Whether requests may be sent now: success when an open deadline covers `now`; not yet (-3)
 * before it starts or when there is none; passed deadline (-8) after it ends or once locked.
 */
export const decideRequestDeadline = ({
  deadline,
  now,
}: {
  deadline: RequestDeadline | null | undefined;
  now: Date;
}): number => {
  if (!deadline) return REQUEST_RESULT.NOT_YET;
  if (deadline.status === DEADLINE_LOCKED) return REQUEST_RESULT.PASSED_DEADLINE;
  if (now.getTime() < deadline.startDate.getTime()) return REQUEST_RESULT.NOT_YET;
  if (now.getTime() > deadline.endDate.getTime()) return REQUEST_RESULT.PASSED_DEADLINE;
  return REQUEST_RESULT.SUCCESS;
};

/** The deadline that governs a request: the course's own first, else the one for every course. */
export const pickRequestDeadline = <T extends { courseId: number; projectType: number }>({
  deadlines,
  courseId,
  projectType,
}: {
  deadlines: readonly T[];
  courseId: number;
  projectType: number;
}): T | undefined => {
  const fits = deadlines.filter((d) => d.projectType === -1 || d.projectType === projectType);
  return fits.find((d) => courseId > 0 && d.courseId === courseId) ?? fits.find((d) => d.courseId === -1);
};
