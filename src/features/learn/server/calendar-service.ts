import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Institution } from '../../../config/index';
import { periodRangeTime, pickCurrentSemester } from '../../../core/index';
import { buildIcs } from '../shared/build-ics';
import type { IcsEvent } from '../shared/build-ics';
import { expandOccurrences } from '../shared/timetable-occurrences';
import { calendarTokens } from './registration-tables';
import type { TimetableService } from './timetable-service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The student's calendar as iCalendar, and the secret subscription tokens that publish it. */
export const createCalendarService = ({
  app,
  timetable,
}: {
  app: FastifyInstance;
  timetable: Pick<TimetableService, 'semestersOf' | 'classIdsOf' | 'loadClasses'>;
}) => {
  const { semestersOf, classIdsOf, loadClasses } = timetable;

  /** iCalendar of the student's lessons and exams (current and enrolment semesters), assisted classes included. */
  const calendarFor = async ({ tenant, studentId }: { tenant: Institution; studentId: number }) => {
    const terms = await semestersOf(tenant.rootId);
    const current = pickCurrentSemester(terms);
    const wanted = terms.filter((term) => term.semester === current?.semester || term.canEnrol);
    const events: IcsEvent[] = [];
    for (const term of wanted) {
      for (const role of ['student', 'assistant'] as const) {
        const rows = await loadClasses({
          ids: await classIdsOf({ studentId, semester: term.semester, role }),
        });
        const label = role === 'assistant' ? ' (trợ giảng)' : '';
        for (const occurrence of expandOccurrences({
          classes: rows.map((row) => row.c),
          semesterStart: term.startDate,
        })) {
          events.push({
            uid: `${occurrence.classId}-${occurrence.date}-${occurrence.from}@${tenant.code}.unigate`,
            date: occurrence.date,
            start: occurrence.start,
            end: occurrence.end,
            summary: `${occurrence.courseCode} ${occurrence.courseName}${label}`,
            location: occurrence.place,
            description: `Lớp ${occurrence.classCode} (${occurrence.classType}), tuần ${occurrence.week}, tiết ${occurrence.from}-${occurrence.to}. GV: ${occurrence.teacherName}`,
          });
        }
        if (role === 'student') {
          for (const { c } of rows) {
            for (const exam of c.examInfos) {
              const time = periodRangeTime({ from: exam.from, to: exam.to });
              events.push({
                uid: `exam-${c.id}-${exam.date}@${tenant.code}.unigate`,
                date: exam.date,
                ...time,
                summary: `Thi ${c.courseCode} ${c.courseName}`,
                location: exam.room,
                description: `Lịch thi lớp ${c.classId}. ${c.examNotes}`,
              });
            }
          }
        }
      }
    }
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    return buildIcs({
      name: `Thời khóa biểu - ${tenant.shortName.vi}`,
      events,
      timeZone: tenant.registration.timezone,
      stamp,
    });
  };

  /**
   * A new secret subscription token (the previous ones are revoked); only its hash is kept.
   * `origin` is the tenant's own (see tenantOrigin): the feed is found by the Host it is fetched on.
   */
  const createToken = async ({
    tenant,
    studentId,
    origin,
  }: {
    tenant: Institution;
    studentId: number;
    origin: string;
  }) => {
    await revokeTokens({ studentId });
    const token = randomBytes(24).toString('base64url');
    await app.db
      .insert(calendarTokens)
      .values({ rootId: tenant.rootId, studentId, tokenHash: hashToken(token) });
    return { token, url: `${origin}/api/v2/timetables/subscription/${token}.ics` };
  };

  const revokeTokens = async ({ studentId }: { studentId: number }) => {
    await app.db
      .update(calendarTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarTokens.studentId, studentId), isNull(calendarTokens.revokedAt)));
  };

  const tokenStatus = async ({ studentId }: { studentId: number }) => {
    const [row] = await app.db
      .select({ createdAt: calendarTokens.createdAt })
      .from(calendarTokens)
      .where(and(eq(calendarTokens.studentId, studentId), isNull(calendarTokens.revokedAt)));
    return { isActive: Boolean(row), createdAt: row?.createdAt.toISOString() ?? '' };
  };

  /** The calendar of a subscription token (public route); null when unknown or revoked. */
  const calendarByToken = async ({ tenant, token }: { tenant: Institution; token: string }) => {
    const [row] = await app.db
      .select()
      .from(calendarTokens)
      .where(
        and(
          eq(calendarTokens.tokenHash, hashToken(token)),
          eq(calendarTokens.rootId, tenant.rootId),
          isNull(calendarTokens.revokedAt),
        ),
      );
    return row ? calendarFor({ tenant, studentId: row.studentId }) : null;
  };

  return { calendarFor, createToken, revokeTokens, tokenStatus, calendarByToken };
};
