import { timetableReadScenario } from '../timetable-read';

/** Timetable reads: see tests/bench/timetable-read.ts. */
export const scenario = timetableReadScenario;
