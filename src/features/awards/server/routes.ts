import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERIC_CODES, resultMessage } from '../../../core/index';
import { requireModule, requireStudent } from '../../../server/guards';
import { notFound } from '../../../server/http-errors';
import { publicIdParams } from '../../../server/public-ids';
import { keepSentBody, sentBodyOf } from '../../../server/sent-body';
import { verifyChecksum } from '../../../server/verify-checksum';
import { withoutEmptyTexts } from '../shared/scholarship-draft';
import { scholarshipVariantOf } from '../shared/scholarship-form';
import { scholarshipValidators } from './scholarship-validators';
import { academicOf } from './academic-of';
import { applyToAward, ownApplication, toApplication } from './application-service';
import { registerApplicationFileAccess } from './application-files';
import { listAwards, loadViewer, toAward } from './award-service';
import type { AwardQuery } from './award-service';
import { downloadAwardForm } from './download-award-form';
import categoryRoutes from './category-routes';
import decisionRoutes from './decision-routes';
import { requestLocale } from '../../../server/request-locale';
import staffRoutes from './staff-routes';
import { updateContact } from './update-contact';
import { resultOf } from '../../../server/result-schema';
import { AWARD, AWARD_APPLICATION, listQuery, STUDENT_INFO, tags } from './route-schemas';
import { visibleCallOf } from './visible-call-of';

/** SPEC §7 awards: the calls a student may see, their apply form, the application and its DOCX. */
export default async function awardRoutes(app: FastifyInstance) {
  registerApplicationFileAccess(app);
  const preHandler = requireModule('scholarship');
  const validators = scholarshipValidators(app);

  const callOf = (request: FastifyRequest<{ Params: { id: string } }>) => visibleCallOf({ app, request });
  const scale4 = (request: FastifyRequest) => request.tenant.modules.useGPA4S !== false;

  app.get<{ Querystring: AwardQuery }>(
    '/api/v1/awards',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'The calls the signed-in student may see (SPEC §5), filtered; openCount feeds the menu badge',
        querystring: listQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: AWARD },
              total: { type: 'integer' },
              openCount: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      const session = requireStudent(request);
      const viewer = await loadViewer({ db: app.db, rootId: request.tenant.rootId, session });
      if (!viewer) return { data: [], total: 0, openCount: 0 };
      return listAwards({ db: app.db, tenant: request.tenant, viewer, query: request.query });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/awards/:id',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'One call (numeric or obfuscated id); a call hidden from the student answers 404 as a missing one',
        params: publicIdParams,
        response: { 200: { type: 'object', properties: { data: AWARD } } },
      },
    },
    async (request) => {
      const { viewer, award } = await callOf(request);
      if (!viewer || !award) throw notFound();
      const own = await ownApplication({ db: app.db, awardId: award.id, studentId: viewer.id });
      return {
        data: toAward({
          row: award,
          tenant: request.tenant,
          status: own ? (own.status as never) : 'none',
          now: new Date(),
        }),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/awards/:id/student-info',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "What the call's apply form starts from: the student, computed academic figures, the form, the own application",
        params: publicIdParams,
        response: { 200: { type: 'object', properties: { data: STUDENT_INFO } } },
      },
    },
    async (request) => {
      const { viewer, award } = await callOf(request);
      if (!viewer || !award) throw notFound();
      const [academic, own] = await Promise.all([
        academicOf({
          db: app.db,
          rootId: request.tenant.rootId,
          studentId: viewer.id,
          scale4: scale4(request),
        }),
        ownApplication({ db: app.db, awardId: award.id, studentId: viewer.id }),
      ]);
      const form = validators.submit.formFor(request.tenant, scholarshipVariantOf(award));
      return {
        data: {
          student: {
            id: viewer.id,
            studentCode: viewer.studentCode,
            fullName: viewer.fullName,
            email: viewer.email,
            phone: viewer.phone,
            className: viewer.className,
            departmentName: viewer.departmentName,
            cohort: viewer.cohort,
          },
          academic,
          form: { ...form, isAcademicEditable: request.tenant.modules.editableAcademicResult === true },
          application: own ? toApplication({ row: own, student: viewer }) : null,
        },
      };
    },
  );

  app.post<{
    Params: { id: string };
    Body: { data: Record<string, unknown>; checkSum: string; submit?: boolean };
  }>(
    '/api/v1/awards/:id/apply',
    {
      preValidation: keepSentBody,
      preHandler,
      schema: {
        tags,
        summary:
          'Saves the draft (submit false: only what is filled in is checked, required fields and the declaration wait for the submit) or submits the application (the declaration `commitment` ticked); checksum rule awards.apply (SHA-256 of the data JSON + the numeric call id). Codes: 1 success, 0 stale lastUpdate (data = stored), -1 checksum, -2 not found, -3 already submitted, -4 closed',
        params: publicIdParams,
        body: {
          type: 'object',
          properties: {
            data: { type: 'object', description: "The tenant's scholarship form data for this call" },
            checkSum: { type: 'string', minLength: 1, maxLength: 128 },
            submit: { type: 'boolean', default: true },
          },
          required: ['data', 'checkSum'],
          additionalProperties: false,
        },
        response: { 200: resultOf({ data: AWARD_APPLICATION, isNullable: true }) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { session, viewer, award } = await callOf(request);
      const codeOnly = (code: number) => ({
        code,
        message: resultMessage({ set: 'generic', code, locale }),
        data: null,
      });
      if (!viewer || !award) return codeOnly(GENERIC_CODES.NOT_FOUND);
      const { submit = true } = request.body;
      const data = submit ? request.body.data : withoutEmptyTexts(request.body.data);
      const validate = submit ? validators.submit : validators.draft;
      const formFields = validate({
        institution: request.tenant,
        data,
        locale,
        variant: scholarshipVariantOf(award),
      });
      if (!verifyChecksum({ rule: 'awards.apply', body: sentBodyOf(request), id: award.id }))
        return codeOnly(GENERIC_CODES.CHECKSUM_FAILED);
      const academic = await academicOf({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId: viewer.id,
        scale4: scale4(request),
      });
      return applyToAward({
        db: app.db,
        award,
        viewer,
        userId: session.userId,
        data,
        submit,
        academic,
        isAcademicEditable: request.tenant.modules.editableAcademicResult === true,
        formFields,
        locale,
      });
    },
  );

  app.post<{
    Params: { id: string };
    Body: { updates: { phone?: string }; checkSum: string };
  }>(
    '/api/v1/awards/:id/update-student-info',
    {
      preValidation: keepSentBody,
      preHandler,
      schema: {
        tags,
        summary:
          "Corrects the student's phone shown on the call's form (e-mails are not editable: SPEC §5 visibility matches them); checksum rule awards.updateStudentInfo (id = the numeric call id). Codes: 1 success, -1 checksum, -2 not found",
        params: publicIdParams,
        body: {
          type: 'object',
          properties: {
            updates: {
              type: 'object',
              properties: {
                phone: {
                  type: 'string',
                  maxLength: 20,
                  pattern: '^((0|\\+84)[ .]?[1-9]([ .]?[0-9]){8,9})?$',
                },
              },
              additionalProperties: false,
              minProperties: 1,
            },
            checkSum: { type: 'string', minLength: 1, maxLength: 128 },
          },
          required: ['updates', 'checkSum'],
          additionalProperties: false,
        },
        response: {
          200: resultOf({ data: { type: 'object', additionalProperties: true }, isNullable: true }),
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { viewer, award } = await callOf(request);
      const codeOnly = (code: number) => ({
        code,
        message: resultMessage({ set: 'generic', code, locale }),
        data: null,
      });
      if (!viewer || !award) return codeOnly(GENERIC_CODES.NOT_FOUND);
      if (!verifyChecksum({ rule: 'awards.updateStudentInfo', body: sentBodyOf(request), id: award.id }))
        return codeOnly(GENERIC_CODES.CHECKSUM_FAILED);
      const data = await updateContact({
        db: app.db,
        rootId: request.tenant.rootId,
        studentId: viewer.id,
        updates: request.body.updates,
      });
      return {
        code: GENERIC_CODES.SUCCESS,
        message: resultMessage({ set: 'generic', code: GENERIC_CODES.SUCCESS, locale }),
        data,
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/awards/:id/download-form-award',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The student's filled application as a DOCX (tenant name and logo); 404 before the first save",
        params: publicIdParams,
      },
    },
    async (request, reply) => {
      const { viewer, award } = await callOf(request);
      if (!viewer || !award) throw notFound();
      const own = await ownApplication({ db: app.db, awardId: award.id, studentId: viewer.id });
      if (!own) throw notFound();
      return downloadAwardForm({
        reply,
        tenant: request.tenant,
        award,
        viewer,
        application: own,
        form: validators.submit.formFor(request.tenant, scholarshipVariantOf(award)),
        locale: requestLocale(request),
      });
    },
  );

  await app.register(categoryRoutes);
  await app.register(decisionRoutes);
  await app.register(staffRoutes);
}
