/**
 * The learn feature's named sources: timetables, programme audit, grades, course and class
 * registration, continue-study requests and the calendar subscription. Its mutations are in
 * mutations.ts, registered with them (a page that loads the sources can send them too).
 */
import { registerSource } from '../../../client/engine/source-registry';
import type { PagedData, PagedParams } from '../../../client/engine';
import type {
  AcademicResult,
  Class,
  ClassOffering,
  ClassRegistration,
  ClassRegistrationOutcome,
  ContinueStudy,
  CourseOffering,
  CoursePlanItem,
  EduProgram,
  ProgramDetail,
  StudentClassInfo,
  StudyResult,
  TimetableSlot,
} from '../../../generated';
import type { ApiQueryValue } from '../../../client/api/api-types';
import { getJson } from '../../../client/api/feature-api';
import type { ContinueStudyKind } from '../shared/continue-study-kinds';
import './mutations';
import './prefetch-sources';

/** What the timetable calls answer besides the slots. */
export interface TimetableAnswer extends PagedData<TimetableSlot> {
  currentWeek: number;
  semester: { semester: string; name: string; nameEn: string; startDate: string; endDate: string };
}

/** My continue-study requests and the kinds my study status lets me send. */
export interface ContinueStudies extends PagedData<ContinueStudy> {
  allowedKinds: ContinueStudyKind[];
  /** The phone number of my student profile ('' when none): the form starts with it. */
  phone: string;
}

/** A course with classes in the enrolment semester (the class list's course filter). */
export interface OfferedCourse {
  courseId: number;
  courseCode: string;
  courseName: string;
  courseNameEn?: string;
  credits: number;
  classCount: number;
  inProgram: boolean;
}

/** Live seat counts of a class. */
export interface ClassSeats {
  id: number;
  capacity: number;
  studentNum: number;
  waitlistCount: number;
}

/** The plan call's credit and window summary. */
export interface PlanSummary {
  totalCredits: number;
  minCredits: number;
  maxCredits: number;
  isWarning: boolean;
  isMinStrict: boolean;
  isSemesterOpen: boolean;
  window: { isOpen: boolean; reason: string; opensAt: string; closesAt: string };
}

/** A verdict on a course plan. */
export interface PlanVerdict {
  accepted: boolean;
  totalCredits: number;
  reasons: ClassRegistrationOutcome['reasons'];
  courses: CoursePlanItem[];
}

declare module '../../../client/engine/source-registry' {
  interface SourceMap {
    'learn.timetable': {
      params: { semester?: string; role: 'student' | 'assistant' };
      data: TimetableAnswer;
    };
    'learn.classInfo': { params: { semester?: string }; data: PagedData<StudentClassInfo> };
    'learn.programs': { params: Record<string, never>; data: PagedData<EduProgram> };
    'learn.programDetail': { params: { programId?: number }; data: ProgramDetail };
    'learn.aggregate': { params: Record<string, never>; data: AcademicResult };
    'learn.studyResults': { params: Record<string, never>; data: PagedData<StudyResult> };
    'learn.classOfferings': {
      params: {
        semester: string;
        search?: string;
        courseId?: number;
        classType?: string;
        day?: number;
        period?: number;
        teacher?: string;
        hasSeats?: boolean;
        inProgram?: boolean;
        page: number;
        pageSize: number;
      };
      data: PagedData<ClassOffering>;
    };
    'learn.classCourses': {
      params: { semester: string; inProgram?: boolean };
      data: PagedData<OfferedCourse>;
    };
    'learn.classSeats': { params: { ids: number[] }; data: PagedData<ClassSeats> };
    'learn.myClasses': { params: { semester: string }; data: PagedData<ClassRegistration> };
    'learn.courseOfferings': {
      params: {
        semester: string;
        search?: string;
        inProgram?: boolean;
        /** false: without the courses I passed; true: only those. */
        passed?: boolean;
        page: number;
        pageSize: number;
      };
      data: PagedData<CourseOffering>;
    };
    'learn.coursePlan': {
      params: { semester: string };
      data: PagedData<CoursePlanItem> & { summary: PlanSummary };
    };
    'learn.continueStudies': { params: Record<string, never>; data: ContinueStudies };
    'learn.calendarToken': { params: Record<string, never>; data: { isActive: boolean; createdAt: string } };
    'learn.studentClasses': { params: PagedParams; data: PagedData<Class> };
  }
}

registerSource({
  name: 'learn.programs',
  key: () => 'all',
  fetch: (_p, { signal }) => getJson<PagedData<EduProgram>>({ path: '/api/v1/edu-programs/query', signal }),
});
registerSource({
  name: 'learn.programDetail',
  key: ({ programId }: { programId?: number }) => [programId ?? 0],
  fetch: async ({ programId }, { signal }) =>
    (
      await getJson<{ data: ProgramDetail }>({
        path: '/api/v1/students/program-detail',
        query: { programId },
        signal,
      })
    ).data,
});
registerSource({
  name: 'learn.aggregate',
  key: () => 'me',
  fetch: async (_p, { signal }) =>
    (await getJson<{ data: AcademicResult }>({ path: '/api/v1/academic-result/aggregate-result', signal }))
      .data,
});
registerSource({
  name: 'learn.studyResults',
  key: () => 'me',
  fetch: (_p, { signal }) => getJson<PagedData<StudyResult>>({ path: '/api/v1/study-results', signal }),
});
registerSource({
  name: 'learn.classOfferings',
  key: (params: Record<string, unknown>) => (params.semester ? [JSON.stringify(params)] : null),
  fetch: (params, { signal }) =>
    getJson<PagedData<ClassOffering>>({
      path: '/api/v1/class-registrations/classes',
      query: params as Record<string, ApiQueryValue>,
      signal,
    }),
});
registerSource({
  name: 'learn.classCourses',
  key: ({ semester, inProgram }: { semester: string; inProgram?: boolean }) =>
    semester ? [semester, inProgram === true] : null,
  fetch: ({ semester, inProgram }, { signal }) =>
    getJson<PagedData<OfferedCourse>>({
      path: '/api/v1/class-registrations/courses',
      query: { semester, inProgram },
      signal,
    }),
});
registerSource({
  name: 'learn.classSeats',
  key: ({ ids }: { ids: number[] }) => (ids.length > 0 ? [ids.join(',')] : null),
  fetch: ({ ids }, { signal }) =>
    getJson<PagedData<ClassSeats>>({ path: '/api/v1/class-registrations/seats', query: { ids }, signal }),
});
registerSource({
  name: 'learn.myClasses',
  key: ({ semester }: { semester: string }) => (semester ? [semester] : null),
  fetch: ({ semester }, { signal }) =>
    getJson<PagedData<ClassRegistration>>({
      path: '/api/v1/class-registrations',
      query: { semester },
      signal,
    }),
});
registerSource({
  name: 'learn.courseOfferings',
  key: (params: Record<string, unknown>) => (params.semester ? [JSON.stringify(params)] : null),
  fetch: (params, { signal }) =>
    getJson<PagedData<CourseOffering>>({
      path: '/api/v1/course-registrations/courses',
      query: params as Record<string, ApiQueryValue>,
      signal,
    }),
});
registerSource({
  name: 'learn.coursePlan',
  key: ({ semester }: { semester: string }) => (semester ? [semester] : null),
  fetch: ({ semester }, { signal }) =>
    getJson<PagedData<CoursePlanItem> & { summary: PlanSummary }>({
      path: '/api/v1/course-registrations',
      query: { semester },
      signal,
    }),
});
/** The '/learn' list page: my classes of the current semester (columns from pages/lists.json, overridable per tenant). */
registerSource({
  name: 'learn.studentClasses',
  key: ({ page, pageSize }: PagedParams) => [page, pageSize],
  fetch: async ({ page, pageSize }, { signal }) => {
    const all = await getJson<PagedData<Class>>({ path: '/api/v2/timetables/student-classes', signal });
    return { data: all.data.slice((page - 1) * pageSize, page * pageSize), total: all.total };
  },
});
registerSource({
  name: 'learn.continueStudies',
  key: () => 'me',
  fetch: (_p, { signal }) => getJson<ContinueStudies>({ path: '/api/v2/continue-studies', signal }),
});
registerSource({
  name: 'learn.calendarToken',
  key: () => 'me',
  fetch: async (_p, { signal }) =>
    (
      await getJson<{ data: { isActive: boolean; createdAt: string } }>({
        path: '/api/v2/timetables/calendar-token',
        signal,
      })
    ).data,
});
