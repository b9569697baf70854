import { getTableName } from 'drizzle-orm';
import { ANSWER_TTL_SECONDS } from '../../../../server/idempotency/idempotency-plugin';
import { idempotentAnswers } from '../../../../server/idempotency/idempotent-answers-table';
import { classes } from '../class-tables';
import { courseMembers } from '../record-tables';
import {
  classRegistrations,
  courseRegistrations,
  registrationLog,
  registrationVersions,
  waitlistSequence,
} from '../registration-tables';

const versions = getTableName(registrationVersions);
const seats = getTableName(classRegistrations);
const plans = getTableName(courseRegistrations);
const members = getTableName(courseMembers);
const log = getTableName(registrationLog);
const classTable = getTableName(classes);
const answers = getTableName(idempotentAnswers);

/**
 * $1 student ids, $2 semester: each student's registration version (0 before their first change) and
 * seat rows of the semester; always at least one row per student (class_id null: no seat).
 */
export const READ_STATES = `
  select s.id as student_id, coalesce((select version from ${versions} where student_id = s.id), 0) as version,
    r.class_id, r.status, r.wait_seq
  from unnest($1::bigint[]) as s(id)
  left join lateral (select class_id, status, wait_seq from ${seats} where student_id = s.id and semester = $2) r on true`;

/** $1 root, $2 student, $3 class, $4 course, $5 action, $6 detail (JSON text): one decision in the log. */
export const LOG_DECISION = `insert into ${log} (root_id, student_id, class_id, course_id, action, detail) values ($1, $2, $3, $4, $5, $6::jsonb)`;

/**
 * Moves the version only if it is still the one the decision was made on ($1 student, $2 version,
 * $4 root); a student's first change creates the row at version 1 (a parallel first change finds
 * the row there with another version and changes nothing).
 */
const bump = (isKeyed: boolean) => `bump as (
    insert into ${versions} as v (student_id, root_id, version) ${isKeyed ? 'select $1, $4, 1 from free' : 'values ($1, $4, 1)'}
    on conflict (student_id) do update set version = v.version + 1 where v.version = $2
    returning 1
  )`;

/** The course goes into the student's plan (SPEC §4 state registered) with a seat or a waiting place ($7 now). */
const plan = (source: string) => `plan as (
    insert into ${plans} (root_id, student_id, course_id, semester, state)
    select $4, $1, $5, $6, 1 from ${source}
    on conflict (student_id, semester, course_id) do update set state = 1, last_update = $7::timestamptz
  )`;

/** The parameters of a keyed statement from `$n` on: user, key, route, body hash, part (the class id as text). */
const keyParams = (n: number) => ({
  user: `$${n}`,
  key: `$${n + 1}`,
  route: `$${n + 2}`,
  hash: `$${n + 3}`,
  part: `$${n + 4}`,
});

/**
 * With an Idempotency-Key (parameters from `$n`, keyParams): what the key already holds
 * (`prior`), and `free` when this part of the call was never answered and the key names this very
 * call; the change is made only then (the version bump waits for `free`).
 */
const keyed = (n: number) => {
  const k = keyParams(n);
  return `prior as (
    select part, route, body_hash, answer from ${answers}
    where user_id = ${k.user} and key = ${k.key} and expires_at > now()
  ), free as (
    select 1 where not exists (select 1 from prior where route <> ${k.route} or body_hash <> ${k.hash} or part = ${k.part})
  )`;
};

/** The part's answer (`answer`, an SQL expression over `source`), kept under the key by the statement that changes the seat ($4 root). */
const keep = ({ n, source, answer }: { n: number; source: string; answer: string }) => {
  const k = keyParams(n);
  return `kept as (
    insert into ${answers} (root_id, user_id, key, part, route, body_hash, status_code, answer, expires_at)
    select $4, ${k.user}, ${k.key}, ${k.part}, ${k.route}, ${k.hash}, 200, ${answer}, now() + interval '${ANSWER_TTL_SECONDS} seconds' from ${source}
    on conflict (user_id, key, part) do update set route = excluded.route, body_hash = excluded.body_hash,
      answer = excluded.answer, expires_at = excluded.expires_at, created_at = now()
    where ${answers}.expires_at <= now()
  )`;
};

/** Answered by keyed statements: the key names another call (a 422), or this part's kept answer (replayed). */
const keyedResult = (n: number) => {
  const k = keyParams(n);
  return `, exists (select 1 from prior where route <> ${k.route} or body_hash <> ${k.hash}) as is_key_reused,
  (select answer from prior where part = ${k.part}) as kept_answer`;
};

/**
 * $1 student, $2 version, $3 class, $4 root, $5 course, $6 semester, $7 now: a seat if the version
 * is current and one is free (enrolled < capacity, evaluated atomically), with the seat row, the
 * plan, the class membership and the log entry. Answers is_current, enrolled (null: full), capacity.
 * Keyed ($8 to $12 keyParams, $13 the answer "registered"): the answer is kept with the seat.
 */
const takeSeat = (isKeyed: boolean) => `
  with ${isKeyed ? `${keyed(8)}, ` : ''}${bump(isKeyed)},
  seat as (
    update ${classTable} set enrolled = enrolled + 1
    where id = $3 and enrolled < capacity and exists (select 1 from bump)
    returning enrolled
  ), entry as (
    insert into ${seats} (root_id, student_id, class_id, course_id, semester, status)
    select $4, $1, $3, $5, $6, 'registered' from seat
  ), ${plan('seat')}, member as (
    insert into ${members} (root_id, course_id, class_id, student_id, semester, role)
    select $4, $5, $3, $1, $6, 'student' from seat
    on conflict do nothing
  ), logged as (
    insert into ${log} (root_id, student_id, class_id, course_id, action, detail)
    select $4, $1, $3, $5, 'register', jsonb_build_object('enrolled', seat.enrolled) from seat
  )${isKeyed ? `, ${keep({ n: 8, source: 'seat', answer: '$13' })}` : ''}
  select exists (select 1 from bump) as is_current, (select enrolled from seat) as enrolled, (select capacity from ${classTable} where id = $3) as capacity${isKeyed ? keyedResult(8) : ''}`;
export const TAKE_SEAT = takeSeat(false);
export const TAKE_SEAT_KEYED = takeSeat(true);

/**
 * Same parameters: a place at the end of a full class's queue. The class row's `waiting` count
 * moves in the same statement, so the row stays locked until the commit: queue joiners of the
 * class go one at a time and take increasing numbers, and a concurrent DROP_SEAT sees the new
 * count, which is the newcomer's place in the queue. Answers is_current, wait_seq (null: a seat is
 * free again) and position. Keyed ($8 to $12 keyParams, $13 the answer "waitlisted", its position
 * filled in here): the answer is kept with the place.
 */
const joinQueue = (isKeyed: boolean) => `
  with ${isKeyed ? `${keyed(8)}, ` : ''}${bump(isKeyed)},
  full_class as (update ${classTable} set waiting = waiting + 1 where id = $3 and enrolled >= capacity and exists (select 1 from bump) returning id, waiting),
  entry as (
    insert into ${seats} (root_id, student_id, class_id, course_id, semester, status, wait_seq)
    select $4, $1, $3, $5, $6, 'waitlisted', nextval('${waitlistSequence.seqName as string}') from full_class
    returning wait_seq
  ), ${plan('entry')}, logged as (
    insert into ${log} (root_id, student_id, class_id, course_id, action, detail)
    select $4, $1, $3, $5, 'waitlist', jsonb_build_object('waitSeq', entry.wait_seq) from entry
  )${
    isKeyed
      ? `, ${keep({
          n: 8,
          source: 'entry, full_class',
          answer: `jsonb_set(jsonb_set($13::jsonb, '{position}', to_jsonb(full_class.waiting)), '{reasons,0,position}', to_jsonb(full_class.waiting))::text`,
        })}`
      : ''
  }
  select exists (select 1 from bump) as is_current, (select wait_seq from entry) as wait_seq, (select waiting from full_class) as position${isKeyed ? keyedResult(8) : ''}`;
export const JOIN_QUEUE = joinQueue(false);
export const JOIN_QUEUE_KEYED = joinQueue(true);

/**
 * $1 student, $2 version, $3 class, $4 root, $5 course: the student leaves the class in one
 * statement when nobody has to be moved in: a waiting place, or a seat of a class whose queue is
 * empty (`waiting = 0` is checked on the newest class row, so a student queueing at the same moment
 * is never passed over). The seat row, the class membership and the counters go together, with the
 * log entry, and only if the version is still the one read. The course leaves the student's plan
 * with its last seat or waiting place of the semester (taking one put it there: see `plan`). Answers is_current, held (the status
 * read, null: not in the class) and dropped (null: a waiting student must be moved in, which the
 * caller does in a transaction). Keyed ($6 to $10 keyParams, $11 the answer "dropped", $12 "left the
 * waiting list"): the answer is kept with the change.
 */
const dropSeat = (isKeyed: boolean) => `
  with ${isKeyed ? `${keyed(6)}, ` : ''}${bump(isKeyed)},
  mine as (select status, wait_seq from ${seats} where student_id = $1 and class_id = $3 and exists (select 1 from bump)),
  freed as (
    update ${classTable} set
      enrolled = enrolled - (case when (select status from mine) = 'registered' then 1 else 0 end),
      waiting = waiting - (case when (select status from mine) = 'waitlisted' then 1 else 0 end)
    where id = $3 and exists (select 1 from mine) and ((select status from mine) = 'waitlisted' or waiting = 0)
    returning id
  ), gone as (
    delete from ${seats} where student_id = $1 and class_id = $3 and exists (select 1 from freed)
    returning status, wait_seq
  ), member as (
    delete from ${members} where class_id = $3 and student_id = $1 and role = 'student' and exists (select 1 from gone where status = 'registered')
  ), unplanned as (
    delete from ${plans} p where p.student_id = $1 and p.course_id = $5 and exists (select 1 from gone)
      and p.semester = (select semester from ${classTable} where id = $3)
      and not exists (select 1 from ${seats} o where o.student_id = $1 and o.course_id = $5 and o.semester = p.semester and o.class_id <> $3)
  ), logged as (
    insert into ${log} (root_id, student_id, class_id, course_id, action, detail)
    select $4, $1, $3, $5, case when gone.status = 'registered' then 'drop' else 'leave-waitlist' end,
      case when gone.status = 'registered' then jsonb_build_object('promotedStudentId', null) else jsonb_build_object('waitSeq', gone.wait_seq) end
    from gone
  )${
    isKeyed
      ? `, ${keep({ n: 6, source: 'gone', answer: `case when gone.status = 'registered' then $11 else $12 end` })}`
      : ''
  }
  select exists (select 1 from bump) as is_current, (select status from mine) as held, (select status from gone) as dropped${isKeyed ? keyedResult(6) : ''}`;
export const DROP_SEAT = dropSeat(false);
export const DROP_SEAT_KEYED = dropSeat(true);

/**
 * $1 root, $2 user, $3 key, $4 route, $5 body hash, $6 part, $7 answer: keeps an answer that
 * changed no seat (a refusal, "already registered") under the key, unless the key already holds
 * one for this part or names another call. Answers is_key_reused, kept_answer (the part's earlier
 * answer, to replay) and is_kept (false with neither: a parallel duplicate kept it meanwhile;
 * asking again finds it). With `log` ($8 student, $9 class, $10 course, $11 action, $12 detail),
 * the decision's log entry goes with the answer.
 */
const keepAnswer = (withLog: boolean) => `
  with prior as (
    select part, route, body_hash, answer from ${answers}
    where user_id = $2 and key = $3 and expires_at > now()
  ), kept as (
    insert into ${answers} (root_id, user_id, key, part, route, body_hash, status_code, answer, expires_at)
    select $1, $2, $3, $6, $4, $5, 200, $7, now() + interval '${ANSWER_TTL_SECONDS} seconds'
    where not exists (select 1 from prior where route <> $4 or body_hash <> $5 or part = $6)
    on conflict (user_id, key, part) do update set route = excluded.route, body_hash = excluded.body_hash,
      answer = excluded.answer, expires_at = excluded.expires_at, created_at = now()
    where ${answers}.expires_at <= now()
    returning 1
  )${
    withLog
      ? `, logged as (
    insert into ${log} (root_id, student_id, class_id, course_id, action, detail)
    select $1, $8, $9, $10, $11, $12::jsonb from kept
  )`
      : ''
  }
  select exists (select 1 from prior where route <> $4 or body_hash <> $5) as is_key_reused,
    (select answer from prior where part = $6) as kept_answer, exists (select 1 from kept) as is_kept`;
export const KEEP_ANSWER = keepAnswer(false);
export const KEEP_ANSWER_AND_LOG = keepAnswer(true);
