/** The timetable page's first reads: my sessions, the sessions I assist, my classes' exams. */
export const TIMETABLE_OWN = { name: 'learn.timetable', params: { role: 'student' } } as const;
export const TIMETABLE_ASSISTED = { name: 'learn.timetable', params: { role: 'assistant' } } as const;
export const TIMETABLE_EXAMS = { name: 'learn.classInfo', params: {} } as const;

/** Every source read of the timetable's first render (fetched while its code downloads). */
export const TIMETABLE_SOURCE_CALLS = [TIMETABLE_OWN, TIMETABLE_ASSISTED, TIMETABLE_EXAMS] as const;
