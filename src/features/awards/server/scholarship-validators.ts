import type { FastifyInstance } from 'fastify';
import { createTenantFormValidator } from '../../../server/tenant-form-validator';
import { parseScholarshipVariant, scholarshipFormFor } from '../shared/scholarship-form';
import type { ScholarshipFlags } from '../shared/scholarship-form';
import { draftSchemaOf } from '../shared/scholarship-draft';
import { FORM_ID } from './route-schemas';

/**
 * A validator of the tenant's scholarship form for one call's variant (its category, marked when
 * the call is for newcomers: scholarshipVariantOf): as submitted, or as a draft.
 */
const scholarshipValidator = ({ app, isDraft }: { app: FastifyInstance; isDraft: boolean }) =>
  createTenantFormValidator({
    app,
    formName: 'awards.scholarship',
    formId: FORM_ID,
    shape: ({ schema, uiSchema, institution, variant }) => {
      const form = scholarshipFormFor({
        schema,
        uiSchema,
        flags: institution.modules as ScholarshipFlags,
        ...parseScholarshipVariant(variant),
      });
      return isDraft ? { ...form, schema: draftSchemaOf(form.schema) } : form;
    },
  });

/**
 * The apply form's validators: `submit` checks everything (required fields, the declaration);
 * `draft` keeps whatever is filled in, checking only its types, lengths and formats.
 */
export const scholarshipValidators = (app: FastifyInstance) => ({
  submit: scholarshipValidator({ app, isDraft: false }),
  draft: scholarshipValidator({ app, isDraft: true }),
});
