import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { GENERIC_CODES, localDate, resultMessage } from '../../../core/index';
import { verifyChecksum } from '../../../server/verify-checksum';
import { requireModule, requireStudent } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { students } from '../../people/shared/tables';
import { computeStanding } from '../shared/academic-standing';
import { requestLocale as localeOf } from '../../../server/request-locale';
import { studyResults } from './record-tables';
import { createRecordsService, toStudyResultView } from './records-service';
import { listOf } from '../../../server/list-schema';
import { checkSum, dataOf, idParam, ref } from './route-schemas';
import { renderTranscript } from './transcript/render-transcript';
import { resultOf } from '../../../server/result-schema';

const tags = ['learn: grades'];
const RULE = 'studyResults.update';

/** SPEC §7 study-results (and its checksum'd update), academic-result aggregate, printable transcript. */
export default async function recordsRoutes(app: FastifyInstance) {
  const service = createRecordsService(app);
  const preHandler = requireModule('viewGrades');

  app.get<{ Querystring: { semesters?: string[] } }>(
    '/api/v1/study-results',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My course results, optionally of some semesters',
        querystring: {
          type: 'object',
          properties: {
            semesters: { type: 'array', maxItems: 30, items: { type: 'string', pattern: '^[0-9]{4}[1-3]$' } },
          },
        },
        response: { 200: listOf(ref('study-result')) },
      },
    },
    async (request) => {
      const data = (
        await service.results({
          rootId: request.tenant.rootId,
          studentId: requireStudent(request).studentId,
          semesters: request.query.semesters,
        })
      ).map(toStudyResultView);
      return { data, total: data.length };
    },
  );

  app.post<{
    Params: { id: number };
    Body: { updates: { appealNote: string; lastUpdate: string }; checkSum: string };
  }>(
    '/api/v1/study-results/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Requests a grade review of one of my results (phúc khảo)',
        description: `Checksum rule '${RULE}' (updates + the result id). lastUpdate must be the value last read: a stale one is refused (code 0), never overwritten. Another student's result answers 404.`,
        params: idParam,
        body: {
          type: 'object',
          required: ['updates', 'checkSum'],
          properties: {
            updates: {
              type: 'object',
              additionalProperties: false,
              required: ['appealNote', 'lastUpdate'],
              properties: {
                appealNote: { type: 'string', minLength: 10, maxLength: 1000, 'x-multiline': true },
                lastUpdate: { type: 'string', format: 'date-time' },
              },
            },
            checkSum,
          },
        },
        response: { 200: resultOf({ data: ref('study-result') }) },
      },
    },
    async (request) => {
      const { studentId } = requireStudent(request);
      const locale = localeOf(request);
      const en = locale === 'en';
      const [row] = await app.db
        .select()
        .from(studyResults)
        .where(
          and(
            eq(studyResults.id, request.params.id),
            eq(studyResults.rootId, request.tenant.rootId),
            eq(studyResults.studentId, studentId),
          ),
        );
      if (!row) throw notFound();
      if (!verifyChecksum({ rule: RULE, body: request.body, id: request.params.id })) {
        return {
          code: GENERIC_CODES.CHECKSUM_FAILED,
          message: resultMessage({ set: 'generic', code: GENERIC_CODES.CHECKSUM_FAILED, locale }),
        };
      }
      const failed = (message: string) => ({
        code: GENERIC_CODES.FAILED,
        message,
        data: toStudyResultView(row),
      });
      if (row.totalMark < 0)
        return failed(en ? 'This course has no final mark yet.' : 'Học phần chưa có điểm tổng kết.');
      if (row.appealStatus !== -2)
        return failed(
          en
            ? 'A review was already requested for this result.'
            : 'Bạn đã gửi yêu cầu phúc khảo cho kết quả này.',
        );
      const [updated] = await app.db
        .update(studyResults)
        .set({ appealStatus: 0, appealNote: request.body.updates.appealNote, lastUpdate: new Date() })
        .where(
          and(
            eq(studyResults.id, row.id),
            sql`date_trunc('milliseconds', ${studyResults.lastUpdate}) = ${request.body.updates.lastUpdate}::timestamptz`,
          ),
        )
        .returning();
      if (!updated)
        return failed(
          en
            ? 'The result changed since you opened it; reload and try again.'
            : 'Kết quả đã thay đổi kể từ khi bạn mở trang; vui lòng tải lại và thử lại.',
        );
      return {
        code: GENERIC_CODES.SUCCESS,
        message: en ? 'Your grade review request was sent.' : 'Đã gửi yêu cầu phúc khảo.',
        data: toStudyResultView(updated),
      };
    },
  );

  app.get(
    '/api/v1/academic-result/aggregate-result',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My GPA per semester and cumulative CPA, 4 and 10 scales, with ranking',
        response: { 200: dataOf(ref('academic-result')) },
      },
    },
    async (request) => ({
      data: await service.aggregate({
        rootId: request.tenant.rootId,
        studentId: requireStudent(request).studentId,
      }),
    }),
  );

  app.get(
    '/api/v1/academic-result/transcript.pdf',
    { preHandler, schema: { tags, summary: 'My printable transcript (PDF)' } },
    async (request, reply) => {
      const { studentId } = requireStudent(request);
      const [student] = await app.db.select().from(students).where(eq(students.id, studentId));
      const results = await service.results({ rootId: request.tenant.rootId, studentId });
      const pdf = await renderTranscript({
        university: request.tenant.name.vi,
        student: {
          studentCode: student.studentCode,
          fullName: student.fullName,
          birthDate: student.birthDate,
          className: student.className,
          programName: student.eduProgramName,
          majorName: student.majorName,
        },
        results,
        standing: computeStanding(results).map((s) => ({ ...s, ranking: s.ranking.vi })),
        // The day on the university's clock (the server's UTC date is yesterday before 07:00 in Hanoi).
        printedAt: localDate({ now: new Date(), timeZone: request.tenant.registration.timezone })
          .split('-')
          .reverse()
          .join('/'),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="bang-diem-${student.studentCode}.pdf"`)
        .send(pdf);
    },
  );
}
