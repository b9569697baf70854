import { load } from './load';
import type { BenchRow, Scenario, ScenarioInput } from './bench-types';

/** Timetable reads of the demo student (current semester, slots with class names and times). */
export async function run({
  baseUrl,
  db,
  durationSeconds,
  connections,
  login,
}: ScenarioInput): Promise<BenchRow[]> {
  const cookie = await login({ account: '20230001' });
  const headers = { cookie };
  return [
    await load({
      scenario: 'GET /api/v2/timetables/student-timetable',
      db,
      url: `${baseUrl}/api/v2/timetables/student-timetable`,
      headers,
      durationSeconds,
      connections,
    }),
    await load({
      scenario: 'GET /api/v2/timetables/student-class-info-list',
      db,
      url: `${baseUrl}/api/v2/timetables/student-class-info-list`,
      headers,
      durationSeconds,
      connections,
    }),
  ];
}

/** The runner's scenario entry (tests/bench/scenarios/learn-timetable.ts re-exports it). */
export const timetableReadScenario: Scenario = { name: 'learn timetable read', run };
