import autocannon from 'autocannon';
import { withChecksum } from '../../src/core/index';
import type { BenchRow, Scenario, ScenarioInput } from './bench-types';

const RULE = 'classRegistration.register';
const COHORTS = [2022, 2023, 2024, 2025, 2026];

type Ack = { studentIndex: number; classId: number; status: string };

const get = async <T>({ baseUrl, path, cookie }: { baseUrl: string; path: string; cookie: string }) =>
  (await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json()) as T;

/** Student accounts of the seed, cohort by cohort (codes like 20230001). */
const accountsOf = (count: number) => {
  const perCohort = Math.ceil(count / COHORTS.length);
  const width = Math.max(4, String(perCohort).length);
  return Array.from({ length: count }, (_, i) => `${COHORTS[i % COHORTS.length]}${String(Math.floor(i / COHORTS.length) + 1).padStart(width, '0')}`);
};

/** Signs in up to `count` students, `parallel` at a time; accounts that fail are skipped. */
const signInMany = async ({ login, count, parallel = 16 }: { login: ScenarioInput['login']; count: number; parallel?: number }) => {
  const accounts = accountsOf(count);
  const cookies: string[] = [];
  for (let start = 0; start < accounts.length; start += parallel) {
    const batch = await Promise.allSettled(accounts.slice(start, start + parallel).map((account) => login({ account })));
    for (const result of batch) if (result.status === 'fulfilled') cookies.push(result.value);
  }
  return cookies;
};

/**
 * Registration day on the server's default tenant (its waiting-list setting applies): `students` signed-in students (BENCH_STUDENTS, default 5,000: the seeded students of a tenant)
 * fire register (90%) and drop (10%) calls at `classes` classes of the enrolment semester from
 * `connections` concurrent clients. Afterwards every class is checked for over-enrolment and every
 * acknowledged decision against what the student's registration list shows (lost = 0 expected).
 */
export async function run({ baseUrl, db, durationSeconds, login, students = Number(process.env.BENCH_STUDENTS ?? 5000), classes = 200 }: ScenarioInput & { students?: number; classes?: number }): Promise<BenchRow[]> {
  // Registration day's crowd, whatever the read scenarios use.
  const connections = Number(process.env.BENCH_BURST_CONNECTIONS ?? 200);
  const cookies = await signInMany({ login, count: students });
  if (cookies.length === 0) throw new Error('registration burst: no student could sign in');
  // Classes open to every cohort, of courses without prerequisites: the ones a crowd actually fights over.
  const open = new Set<number>();
  for (let page = 1; page <= 20; page += 1) {
    const { data } = await get<{ data: { id: number; prerequisites: unknown[] }[] }>({ baseUrl, path: `/api/v1/course-registrations/courses?semester=20262&pageSize=200&page=${page}`, cookie: cookies[0] });
    for (const course of data) if (course.prerequisites.length === 0) open.add(course.id);
    if (data.length < 200) break;
  }
  const classIds: number[] = [];
  for (let page = 1; page <= 20 && classIds.length < classes; page += 1) {
    const { data } = await get<{ data: { id: number; courseId: number; studentYears: number[] }[] }>({ baseUrl, path: `/api/v1/class-registrations/classes?semester=20262&pageSize=200&page=${page}`, cookie: cookies[0] });
    for (const c of data) if (classIds.length < classes && c.studentYears.length === 0 && open.has(c.courseId)) classIds.push(c.id);
    if (data.length < 200) break;
  }
  if (classIds.length === 0) throw new Error('registration burst: no class open to everyone');
  const acks: Ack[] = [];
  /** Classes each student holds by the acknowledgements so far (drops pick from here). */
  const holding = new Map<number, Set<number>>();
  /** Requests sent and not answered (cut off at the end of the run, or timed out): their outcome was never acknowledged. */
  const pending = new Map<string, number>();
  const bump = (key: string, by: number) => pending.set(key, (pending.get(key) ?? 0) + by);
  let decisions = 0;
  let counter = 0;
  const fire = (overallRate?: number) => autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    // autocannon's coordinated-omission correction takes 1/rate (seconds) as the interval in
    // milliseconds and floods the histogram with made-up samples; the latencies are measured raw.
    ...(overallRate ? { overallRate, ignoreCoordinatedOmission: true } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/v1/class-registrations/register',
        setupRequest: (request, rawContext: object) => {
          const context = rawContext as Record<string, unknown>;
          counter += 1;
          const studentIndex = counter % cookies.length;
          const held = holding.get(studentIndex);
          const first = held?.values().next().value;
          const isDrop = counter % 10 === 0 && first !== undefined;
          const classId = isDrop ? (first as number) : classIds[(counter * 7919) % classIds.length];
          context.ack = { studentIndex, classId, isDrop };
          bump(`${studentIndex}:${classId}`, 1);
          const data = isDrop ? { classId } : { classIds: [classId] };
          return {
            ...request,
            path: isDrop ? '/api/v1/class-registrations/drop' : '/api/v1/class-registrations/register',
            headers: { cookie: cookies[studentIndex], 'content-type': 'application/json' },
            body: JSON.stringify(withChecksum({ rule: RULE, body: { data } })),
          };
        },
        onResponse: (status, body, rawContext: object) => {
          const context = rawContext as Record<string, unknown>;
          const { studentIndex, classId, isDrop } = context.ack as { studentIndex: number; classId: number; isDrop: boolean };
          bump(`${studentIndex}:${classId}`, -1);
          if (status !== 200) return;
          const answer = JSON.parse(body) as { data?: { status?: string; results?: { status: string }[] } };
          const status2 = isDrop ? answer.data?.status : answer.data?.results?.[0]?.status;
          decisions += 1;
          if (status2 === 'registered' || status2 === 'waitlisted' || status2 === 'dropped' || status2 === 'left-waitlist') {
            const status3 = status2 === 'left-waitlist' ? 'dropped' : status2;
            acks.push({ studentIndex, classId, status: status3 });
            const held = holding.get(studentIndex) ?? new Set<number>();
            if (status3 === 'dropped') held.delete(classId);
            else held.add(classId);
            holding.set(studentIndex, held);
          }
        },
      },
    ],
  });
  // First at the target rate (students clicking, not hammering: latency without a queue), then as fast as the server answers.
  const rate = Number(process.env.BENCH_BURST_RATE ?? (db === 'postgres' ? 1000 : 300));
  const paced = await fire(rate);
  const pacedDecisions = decisions;
  const pacedAcks = acks.length;
  const result = await fire();

  // Over-enrolment: seats taken never above capacity.
  let over = 0;
  for (let start = 0; start < classIds.length; start += 100) {
    const seats = await get<{ data: { capacity: number; studentNum: number }[] }>({ baseUrl, path: `/api/v1/class-registrations/seats?${classIds.slice(start, start + 100).map((id) => `ids=${id}`).join('&')}`, cookie: cookies[0] });
    over += seats.data.filter((s) => s.studentNum > s.capacity).length;
  }
  // Lost: the last acknowledged decision of each (student, class) must still show.
  const last = new Map<string, Ack>();
  for (const ack of acks) last.set(`${ack.studentIndex}:${ack.classId}`, ack);
  // A (student, class) with a request that never got an answer may have changed after the last acknowledgement.
  let unanswered = 0;
  for (const [key, count] of pending) if (count > 0 && last.delete(key)) unanswered += 1;
  let lost = 0;
  const byStudent = new Map<number, Ack[]>();
  for (const ack of last.values()) byStudent.set(ack.studentIndex, [...(byStudent.get(ack.studentIndex) ?? []), ack]);
  for (const [studentIndex, own] of byStudent) {
    const mine = (await get<{ data: { classId: number; status: string }[] }>({ baseUrl, path: '/api/v1/class-registrations?semester=20262', cookie: cookies[studentIndex] })).data;
    for (const ack of own) {
      const row = mine.find((r) => r.classId === ack.classId);
      const isKept = ack.status === 'dropped' ? !row || row.status === 'waitlisted' : ack.status === 'registered' ? row?.status === 'registered' : Boolean(row);
      if (!isKept) lost += 1;
    }
  }
  const failed = (r: typeof result) => {
    const bad = r.non2xx + r.errors + r.timeouts;
    return bad ? `, ${bad} failed (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})` : '';
  };
  return [{
    scenario: `registration at ${rate}/s (${cookies.length} students, ${classIds.length} classes, ${connections} clients)`,
    db,
    requestsPerSecond: Math.round(paced.requests.average),
    p50: paced.latency.p50,
    p99: paced.latency.p99,
    notes: `${pacedDecisions} decisions (${Math.round(pacedAcks / durationSeconds)}/s wrote a seat, a queue place or a drop)${failed(paced)}`,
  }, {
    scenario: `registration burst, as fast as answered (${cookies.length} students, ${classIds.length} classes, ${connections} clients)`,
    db,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    notes: `${decisions - pacedDecisions} decisions (${Math.round((acks.length - pacedAcks) / durationSeconds)}/s wrote a seat, a queue place or a drop); after both runs: over-enrolled classes ${over}, lost ${lost} of ${last.size} acknowledged (student, class) outcomes (${unanswered} with an unanswered request not checked)${failed(result)}`,
  }];
}

/** The runner's scenario entry (tests/bench/scenarios/learn-registration.ts re-exports it). */
export const registrationBurstScenario: Scenario = { name: 'learn registration burst', run: (input) => run(input) };
