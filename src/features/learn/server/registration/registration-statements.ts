import { getTableName } from 'drizzle-orm';
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

/**
 * $1 student, $2 semester: the student's registration version (0 before their first change) and
 * seat rows of the semester; always at least one row (class_id null: no seat).
 */
export const READ_STATE = `
  select coalesce((select version from ${versions} where student_id = $1), 0) as version, r.class_id, r.status, r.wait_seq
  from (select 1) as one left join ${seats} r on r.student_id = $1 and r.semester = $2`;

/** $1 root, $2 student, $3 class, $4 course, $5 action, $6 detail (JSON text): one decision in the log. */
export const LOG_DECISION = `insert into ${log} (root_id, student_id, class_id, course_id, action, detail) values ($1, $2, $3, $4, $5, $6::jsonb)`;

/**
 * Moves the version only if it is still the one the decision was made on ($1 student, $2 version,
 * $4 root); a student's first change creates the row at version 1 (a parallel first change finds
 * the row there with another version and changes nothing).
 */
const BUMP = `bump as (
    insert into ${versions} as v (student_id, root_id, version) values ($1, $4, 1)
    on conflict (student_id) do update set version = v.version + 1 where v.version = $2
    returning 1
  )`;

/** The course goes into the student's plan (SPEC §4 state registered) with a seat or a waiting place ($7 now). */
const plan = (source: string) => `plan as (
    insert into ${plans} (root_id, student_id, course_id, semester, state)
    select $4, $1, $5, $6, 1 from ${source}
    on conflict (student_id, semester, course_id) do update set state = 1, last_update = $7::timestamptz
  )`;

/**
 * $1 student, $2 version, $3 class, $4 root, $5 course, $6 semester, $7 now: a seat if the version
 * is current and one is free (enrolled < capacity, evaluated atomically), with the seat row, the
 * plan, the class membership and the log entry. Answers is_current, enrolled (null: full), capacity.
 */
export const TAKE_SEAT = `
  with ${BUMP},
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
  )
  select exists (select 1 from bump) as is_current, (select enrolled from seat) as enrolled, (select capacity from ${classTable} where id = $3) as capacity`;

/**
 * Same parameters: a place at the end of a full class's queue. The class row's `waiting` count
 * moves in the same statement, so the row stays locked until the commit: queue joiners of the
 * class go one at a time and take increasing numbers, and a concurrent DROP_SEAT sees the new
 * count. Answers is_current and wait_seq (null: a seat is free again).
 */
export const JOIN_QUEUE = `
  with ${BUMP},
  full_class as (update ${classTable} set waiting = waiting + 1 where id = $3 and enrolled >= capacity and exists (select 1 from bump) returning id),
  entry as (
    insert into ${seats} (root_id, student_id, class_id, course_id, semester, status, wait_seq)
    select $4, $1, $3, $5, $6, 'waitlisted', nextval('${waitlistSequence.seqName as string}') from full_class
    returning wait_seq
  ), ${plan('entry')}, logged as (
    insert into ${log} (root_id, student_id, class_id, course_id, action, detail)
    select $4, $1, $3, $5, 'waitlist', jsonb_build_object('waitSeq', entry.wait_seq) from entry
  )
  select exists (select 1 from bump) as is_current, (select wait_seq from entry) as wait_seq`;

/**
 * $1 student, $2 version, $3 class, $4 root, $5 course: the student leaves the class in one
 * statement when nobody has to be moved in: a waiting place, or a seat of a class whose queue is
 * empty (`waiting = 0` is checked on the newest class row, so a student queueing at the same moment
 * is never passed over). The seat row, the class membership and the counters go together, with the
 * log entry, and only if the version is still the one read. Answers is_current, held (the status
 * read, null: not in the class) and dropped (null: a waiting student must be moved in, which the
 * caller does in a transaction).
 */
export const DROP_SEAT = `
  with ${BUMP},
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
  ), logged as (
    insert into ${log} (root_id, student_id, class_id, course_id, action, detail)
    select $4, $1, $3, $5, case when gone.status = 'registered' then 'drop' else 'leave-waitlist' end,
      case when gone.status = 'registered' then jsonb_build_object('promotedStudentId', null) else jsonb_build_object('waitSeq', gone.wait_seq) end
    from gone
  )
  select exists (select 1 from bump) as is_current, (select status from mine) as held, (select status from gone) as dropped`;
