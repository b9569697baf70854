/** The learn feature's mutations: class and course registration, continue-study, grade reviews, calendar token. */
import { registerMutation } from '../../../client/engine/mutation-registry';
import type { ClassRegistrationOutcome, ContinueStudy, StudyResult } from '../../../generated';
import { postResult } from '../../../client/api/feature-api';
import type { PlanVerdict } from './sources';

/** Bodies of the registration mutations (checksum rules classRegistration.register / courseRegistration.register over `data`). */
export interface RegisterClassesBody extends Record<string, unknown> {
  data: { classIds: number[] };
}
export interface DropClassBody extends Record<string, unknown> {
  data: { classId: number };
}
export interface SubmitPlanBody extends Record<string, unknown> {
  data: { semester: string; courses: { courseId: number; state: number }[] };
}
export interface ContinueStudyBody extends Record<string, unknown> {
  payload: Record<string, unknown>;
}
export interface ReviewBody extends Record<string, unknown> {
  updates: { appealNote: string; lastUpdate: string };
}

registerMutation<RegisterClassesBody, { results: ClassRegistrationOutcome[] }>({
  name: 'learn.registerClasses',
  rule: 'classRegistration.register',
  resultSet: 'generic',
  toast: 'never',
  invalidates: ['learn.classOfferings', 'learn.myClasses', 'learn.coursePlan', 'learn.timetable'],
  request: (body, context) => postResult({ path: '/api/v1/class-registrations/register', body, context }),
});
registerMutation<DropClassBody, ClassRegistrationOutcome>({
  name: 'learn.dropClass',
  rule: 'classRegistration.register',
  resultSet: 'generic',
  // The page tells what happened to the class.
  toast: 'never',
  invalidates: ['learn.classOfferings', 'learn.myClasses', 'learn.coursePlan', 'learn.timetable'],
  request: (body, context) => postResult({ path: '/api/v1/class-registrations/drop', body, context }),
});
registerMutation<SubmitPlanBody, PlanVerdict>({
  name: 'learn.submitCoursePlan',
  rule: 'courseRegistration.register',
  resultSet: 'generic',
  toast: 'always',
  invalidates: ['learn.coursePlan', 'learn.courseOfferings'],
  request: (body, context) => postResult({ path: '/api/v1/course-registrations/submit', body, context }),
});
registerMutation<ContinueStudyBody, ContinueStudy>({
  name: 'learn.submitContinueStudy',
  rule: 'continueStudy.submit',
  resultSet: 'generic',
  toast: 'always',
  invalidates: ['learn.continueStudies'],
  request: (body, context) => postResult({ path: '/api/v2/continue-studies/submit', body, context }),
});
registerMutation<ReviewBody, StudyResult>({
  name: 'learn.requestReview',
  rule: 'studyResults.update',
  resultSet: 'generic',
  toast: 'always',
  invalidates: ['learn.studyResults'],
  request: (body, context) => postResult({ path: `/api/v1/study-results/${context.id}`, body, context }),
});
registerMutation<Record<string, never>, { token: string; url: string }>({
  name: 'learn.createCalendarToken',
  rule: null,
  resultSet: 'generic',
  toast: 'never',
  invalidates: ['learn.calendarToken'],
  request: (_body, context) => postResult({ path: '/api/v2/timetables/calendar-token', body: {}, context }),
});
registerMutation<Record<string, never>, null>({
  name: 'learn.revokeCalendarToken',
  rule: null,
  resultSet: 'generic',
  toast: 'always',
  invalidates: ['learn.calendarToken'],
  request: (_body, context) =>
    postResult({ path: '/api/v2/timetables/calendar-token/revoke', body: {}, context }),
});
