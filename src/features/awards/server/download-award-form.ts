import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { Institution } from '../../../config/index';
import type { Locale } from '../../../core/index';
import type { ApplicationRow } from './application-service';
import { awardFormDocx } from './award-form-docx';
import type { AwardRow, Viewer } from './award-service';

const publicDir = fileURLToPath(new URL('../../../../public/', import.meta.url));

/** The tenant's logo on disk (public/institutions/<code>/logo.svg), or null. */
const logoPathOf = (tenant: Institution) => {
  const candidate = `${publicDir}institutions/${tenant.code}/logo.svg`;
  return existsSync(candidate) ? candidate : null;
};

/** Sends the student's filled application as a DOCX attachment (SPEC §7 download-form-award). */
export const downloadAwardForm = async ({
  reply,
  tenant,
  award,
  viewer,
  application,
  form,
  locale,
}: {
  reply: FastifyReply;
  tenant: Institution;
  award: AwardRow;
  viewer: Viewer;
  application: ApplicationRow;
  form: { schema: Record<string, unknown>; uiSchema: Record<string, unknown> };
  locale: Locale;
}) => {
  const buffer = await awardFormDocx({
    tenant: { code: tenant.code, name: tenant.name, logoPath: logoPathOf(tenant) },
    award: {
      code: award.code,
      name: locale === 'en' && award.nameEn ? award.nameEn : award.name,
      category: award.category,
      amount: award.amount,
      semester: award.semester,
    },
    student: {
      studentCode: viewer.studentCode,
      fullName: viewer.fullName,
      className: viewer.className,
      departmentName: viewer.departmentName,
      email: viewer.email,
      phone: viewer.phone,
      cohort: viewer.cohort,
    },
    form,
    data: application.data,
    academic: application.academic,
    status: application.status as 'draft',
    submittedAt: application.submittedAt?.toISOString() ?? null,
    locale,
  });
  const name = `don-hoc-bong-${award.code}-${viewer.studentCode}.docx`.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(buffer);
};
