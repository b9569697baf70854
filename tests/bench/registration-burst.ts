import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { withChecksum } from '../../src/core/checksum';
import { findScheduleClashes } from '../../src/features/learn/shared/schedule-conflicts';
import type { BenchRow, Scenario, ScenarioInput } from './bench-types';
import { pacedLoad } from './paced-load';

const RULE = 'classRegistration.register';
const COHORTS = [2022, 2023, 2024, 2025, 2026];

type Ack = { studentIndex: number; classId: number; status: string };

const get = async <T>({ baseUrl, path, cookie }: { baseUrl: string; path: string; cookie: string }) =>
  (await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json()) as T;

/** Student accounts of the seed, cohort by cohort (codes like 20230001). */
const accountsOf = (count: number) => {
  const perCohort = Math.ceil(count / COHORTS.length);
  const width = Math.max(4, String(perCohort).length);
  return Array.from(
    { length: count },
    (_, i) =>
      `${COHORTS[i % COHORTS.length]}${String(Math.floor(i / COHORTS.length) + 1).padStart(width, '0')}`,
  );
};

/** Signs in up to `count` students, `parallel` at a time; accounts that fail are skipped. */
const signInMany = async ({
  login,
  count,
  parallel = 16,
}: {
  login: ScenarioInput['login'];
  count: number;
  parallel?: number;
}) => {
  const accounts = accountsOf(count);
  const cookies: string[] = [];
  for (let start = 0; start < accounts.length; start += parallel) {
    const batch = await Promise.allSettled(
      accounts.slice(start, start + parallel).map((account) => login({ account })),
    );
    for (const result of batch) if (result.status === 'fulfilled') cookies.push(result.value);
  }
  return cookies;
};

/** Classes per timetable: no two clash, no two share a course. */
const TIMETABLE_SIZE = 4;
/** Classes a simulated student holds at most before dropping one (the "change my mind" part of the day). */
const HOLD = 2;

type Offered = {
  id: number;
  classId: string;
  courseId: number;
  courseName: string;
  calendarInfo: string;
  capacity: number;
  studentYears: number[];
};

/** Greedy timetables of TIMETABLE_SIZE classes that do not clash with each other (SPEC week-aware rule) and have distinct courses. */
export const timetablesOf = (offered: readonly Offered[]) => {
  const timetables: Offered[][] = [];
  for (const klass of offered) {
    const fits = timetables.find(
      (t) =>
        t.length < TIMETABLE_SIZE &&
        t.every((other) => other.courseId !== klass.courseId) &&
        findScheduleClashes({ candidate: klass, existing: t }).length === 0,
    );
    if (fits) fits.push(klass);
    else timetables.push([klass]);
  }
  return timetables.filter((t) => t.length >= HOLD);
};

/**
 * Registration day on the server's default tenant (its waiting-list setting applies): `students`
 * signed-in students (BENCH_STUDENTS, default 5,000: the seeded students of a tenant) from
 * `connections` concurrent clients, on `classes` classes of the enrolment semester open to every
 * cohort, without prerequisites, with at least 60 seats. Each student has a timetable of
 * TIMETABLE_SIZE classes that do not clash; they register a class of it until they hold HOLD, then
 * drop the oldest and register another, so nearly every call is an accepted write (a seat, a
 * waiting place or a drop) and refusals (full class, credits) are counted by reason. Afterwards
 * every class is checked for over-enrolment and every acknowledged decision against what the
 * student's registration list shows (lost = 0 expected).
 */
export async function run({
  baseUrl,
  db,
  durationSeconds,
  login,
  students = Number(process.env.BENCH_STUDENTS ?? 5000),
  classes = 200,
}: ScenarioInput & { students?: number; classes?: number }): Promise<BenchRow[]> {
  // Registration day's crowd, whatever the read scenarios use.
  const connections = Number(process.env.BENCH_BURST_CONNECTIONS ?? 200);
  const cookies = await signInMany({ login, count: students });
  if (cookies.length === 0) throw new Error('registration burst: no student could sign in');
  const open = new Set<number>();
  for (let page = 1; page <= 20; page += 1) {
    const { data } = await get<{ data: { id: number; prerequisites: unknown[] }[] }>({
      baseUrl,
      path: `/api/v1/course-registrations/courses?semester=20262&pageSize=200&page=${page}`,
      cookie: cookies[0],
    });
    for (const course of data) if (course.prerequisites.length === 0) open.add(course.id);
    if (data.length < 200) break;
  }
  const offered: Offered[] = [];
  for (let page = 1; page <= 20 && offered.length < classes; page += 1) {
    const { data } = await get<{ data: Offered[] }>({
      baseUrl,
      path: `/api/v1/class-registrations/classes?semester=20262&pageSize=200&page=${page}`,
      cookie: cookies[0],
    });
    for (const c of data)
      if (offered.length < classes && c.studentYears.length === 0 && c.capacity >= 60 && open.has(c.courseId))
        offered.push(c);
    if (data.length < 200) break;
  }
  const timetables = timetablesOf(offered);
  if (timetables.length === 0) throw new Error('registration burst: no class open to everyone');
  const classIds = timetables.flat().map((c) => c.id);
  const acks: Ack[] = [];
  /** Classes each student holds by the acknowledgements so far (drops pick from here). */
  const holding = new Map<number, Set<number>>();
  /** Requests sent and not answered (cut off at the end of the run, or timed out): their outcome was never acknowledged. */
  const pending = new Map<string, number>();
  const bump = (key: string, by: number) => pending.set(key, (pending.get(key) ?? 0) + by);
  /** Timetable of each student, and where they are in it. */
  const planOf = (studentIndex: number) => timetables[studentIndex % timetables.length];
  const nextPick = new Map<number, number>();
  /** Answers by outcome: registered, waitlisted, dropped, or the refusal's reason code. */
  const tally = new Map<string, number>();
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  /** Students refused for their status (suspended, graduated...) are not asked again. */
  const barred = new Set<number>();
  let decisions = 0;
  let counter = 0;
  /** Signed bodies by class and action: the same for every student, so the generator hashes each once (its CPU is the server's loss on a shared machine). */
  const bodies = new Map<string, string>();
  const bodyOf = ({ classId, isDrop }: { classId: number; isDrop: boolean }) => {
    const key = `${isDrop ? 'drop' : 'register'}:${classId}`;
    const known = bodies.get(key);
    if (known !== undefined) return known;
    const body = JSON.stringify(
      withChecksum({ rule: RULE, body: { data: isDrop ? { classId } : { classIds: [classId] } } }),
    );
    bodies.set(key, body);
    return body;
  };
  /** The next call of the crowd: a student in turn registers the next class of their timetable, or drops the oldest once holding HOLD. */
  const nextCall = () => {
    counter += 1;
    while (barred.has(counter % cookies.length)) counter += 1;
    const studentIndex = counter % cookies.length;
    const held = holding.get(studentIndex) ?? new Set<number>();
    const isDrop = held.size >= HOLD;
    let classId = held.values().next().value as number;
    if (!isDrop) {
      const plan = planOf(studentIndex);
      let pick = nextPick.get(studentIndex) ?? 0;
      while (held.has(plan[pick % plan.length].id)) pick += 1;
      classId = plan[pick % plan.length].id;
      nextPick.set(studentIndex, pick + 1);
    }
    bump(`${studentIndex}:${classId}`, 1);
    return {
      ack: { studentIndex, classId, isDrop },
      path: isDrop ? '/api/v1/class-registrations/drop' : '/api/v1/class-registrations/register',
      // One key per student action, as the page sends it (the server keeps the answer for a retry).
      headers: {
        cookie: cookies[studentIndex],
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: bodyOf({ classId, isDrop }),
    };
  };
  /** Books an answer: outcome tally, the student's holdings, and acknowledged writes for the "lost" check. */
  const answered = (
    { studentIndex, classId, isDrop }: { studentIndex: number; classId: number; isDrop: boolean },
    status: number,
    body: string,
  ) => {
    bump(`${studentIndex}:${classId}`, -1);
    if (status !== 200) return;
    const answer = JSON.parse(body) as {
      data?: {
        status?: string;
        reasons?: { code: string }[];
        results?: { status: string; reasons: { code: string }[] }[];
      };
    };
    const outcome = isDrop ? answer.data : answer.data?.results?.[0];
    const status2 = outcome?.status;
    decisions += 1;
    const codes = outcome?.reasons?.map((r) => r.code) ?? [];
    if (codes.includes('student-status')) barred.add(studentIndex);
    // A call cut off at the end of a run may have changed the seat unseen: the server's answer says how it is.
    if (codes.includes('not-registered')) holding.get(studentIndex)?.delete(classId);
    if (codes.includes('already-registered') || codes.includes('already-waitlisted'))
      holding.set(studentIndex, (holding.get(studentIndex) ?? new Set<number>()).add(classId));
    count(
      status2 === 'refused' || status2 === 'unchanged' ? `${status2}: ${codes.join('+')}` : String(status2),
    );
    if (
      status2 === 'registered' ||
      status2 === 'waitlisted' ||
      status2 === 'dropped' ||
      status2 === 'left-waitlist'
    ) {
      const status3 = status2 === 'left-waitlist' ? 'dropped' : status2;
      acks.push({ studentIndex, classId, status: status3 });
      const own = holding.get(studentIndex) ?? new Set<number>();
      if (status3 === 'dropped') own.delete(classId);
      else own.add(classId);
      holding.set(studentIndex, own);
    }
  };
  /** As fast as the server answers: each client sends its next call when the last is answered. */
  const flood = () =>
    autocannon({
      url: baseUrl,
      connections,
      duration: durationSeconds,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/class-registrations/register',
          setupRequest: (request, rawContext: object) => {
            const { ack, ...call } = nextCall();
            (rawContext as Record<string, unknown>).ack = ack;
            return { ...request, ...call };
          },
          onResponse: (status, body, rawContext: object) =>
            answered((rawContext as { ack: Parameters<typeof answered>[0] }).ack, status, body),
        },
      ],
    });
  // Before the window opens, every student has the page open and checks a basket of their
  // timetable (POST validate, as the page does while a basket is built), at the same pace.
  // The targets count accepted writes (1,000/s PostgreSQL, 300/s PGlite); about 7 % of calls find their class full, so calls go 10 % faster.
  const rate = Number(process.env.BENCH_BURST_RATE ?? (db === 'postgres' ? 1100 : 330));
  const studentsInTurn = cookies.map((_, index) => index);
  const checks = await pacedLoad({
    baseUrl,
    rate,
    clients: connections,
    durationSeconds: Math.ceil(cookies.length / rate),
    cutOff: false,
    next: () => {
      const studentIndex = studentsInTurn.shift() ?? 0;
      return {
        method: 'POST',
        path: '/api/v1/class-registrations/validate',
        headers: { cookie: cookies[studentIndex], 'content-type': 'application/json' },
        body: JSON.stringify({
          data: {
            classIds: planOf(studentIndex)
              .slice(0, HOLD)
              .map((c) => c.id),
          },
        }),
        // A student told they may not register (status) does not try when the window opens.
        onAnswer: (status, body) => {
          if (status === 200 && body.includes('"student-status"')) barred.add(studentIndex);
        },
      };
    },
  });
  // Then the window opens: first at the target rate (students clicking, not hammering: latency without a queue), then as fast as the server answers.
  // autocannon's rate limit sends each connection's share at the start of every second (a burst
  // each second), so the paced run uses an open-loop generator that spreads calls evenly.
  const paced = await pacedLoad({
    baseUrl,
    rate,
    clients: connections,
    durationSeconds,
    next: () => {
      const { ack, ...call } = nextCall();
      return { method: 'POST', ...call, onAnswer: (status, body) => answered(ack, status, body) };
    },
  });
  const pacedDecisions = decisions;
  const pacedAcks = acks.length;
  const pacedTally = new Map(tally);
  const result = await flood();
  /** "12,000 registered, 11,900 dropped, 40 refused: full" for one run. */
  const outcomesOf = (after: Map<string, number>, before: Map<string, number>) =>
    [...after]
      .map(([key, n]) => [key, n - (before.get(key) ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${n} ${key}`)
      .join(', ');

  // Over-enrolment: seats taken never above capacity.
  let over = 0;
  for (let start = 0; start < classIds.length; start += 100) {
    const seats = await get<{ data: { capacity: number; studentNum: number }[] }>({
      baseUrl,
      path: `/api/v1/class-registrations/seats?${classIds
        .slice(start, start + 100)
        .map((id) => `ids=${id}`)
        .join('&')}`,
      cookie: cookies[0],
    });
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
  for (const ack of last.values())
    byStudent.set(ack.studentIndex, [...(byStudent.get(ack.studentIndex) ?? []), ack]);
  for (const [studentIndex, own] of byStudent) {
    const mine = (
      await get<{ data: { classId: number; status: string }[] }>({
        baseUrl,
        path: '/api/v1/class-registrations?semester=20262',
        cookie: cookies[studentIndex],
      })
    ).data;
    for (const ack of own) {
      const row = mine.find((r) => r.classId === ack.classId);
      const isKept =
        ack.status === 'dropped'
          ? !row || row.status === 'waitlisted'
          : ack.status === 'registered'
            ? row?.status === 'registered'
            : Boolean(row);
      if (!isKept) lost += 1;
    }
  }
  const failed = (r: { non2xx: number; errors: number; timeouts: number }) => {
    const bad = r.non2xx + r.errors + r.timeouts;
    return bad ? `, ${bad} failed (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})` : '';
  };
  return [
    {
      scenario: `basket check before the window opens (${cookies.length} students, once each)`,
      db,
      requestsPerSecond: Math.round(checks.requestsPerSecond),
      p50: checks.p50,
      p99: checks.p99,
      notes: `max ${checks.max} ms${failed(checks)}`,
    },
    {
      scenario: `registration at ${rate}/s (${cookies.length} students, ${classIds.length} classes, ${connections} clients)`,
      db,
      requestsPerSecond: Math.round(paced.requestsPerSecond),
      p50: paced.p50,
      p99: paced.p99,
      notes: `${Math.round(pacedAcks / durationSeconds)} accepted writes/s (a seat, a waiting place or a drop), max ${paced.max} ms${paced.unsent ? `, ${paced.unsent} calls not sent (clients still waiting at the end)` : ''}; ${pacedDecisions} answers: ${outcomesOf(pacedTally, new Map())}${failed(paced)}`,
    },
    {
      scenario: `  of which the first ${paced.first.seconds} s after the window opens`,
      db,
      requestsPerSecond: Math.round(paced.first.answered / paced.first.seconds),
      p50: paced.first.p50,
      p99: paced.first.p99,
      notes: `${paced.first.answered} answered, max ${paced.first.max} ms`,
    },
    {
      scenario: `registration burst, as fast as answered (${cookies.length} students, ${classIds.length} classes, ${connections} clients)`,
      db,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      notes: `${Math.round((acks.length - pacedAcks) / durationSeconds)} accepted writes/s; ${decisions - pacedDecisions} answers: ${outcomesOf(tally, pacedTally)}; after both runs: over-enrolled classes ${over}, lost ${lost} of ${last.size} acknowledged (student, class) outcomes (${unanswered} with an unanswered request not checked)${failed(result)}`,
    },
  ];
}

/** The runner's scenario entry (tests/bench/scenarios/learn-registration.ts re-exports it). */
export const registrationBurstScenario: Scenario = {
  name: 'learn registration burst',
  run: (input) => run(input),
};
