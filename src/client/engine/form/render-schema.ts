import type { RJSFSchema } from '@rjsf/utils';

/**
 * The schema a form renders and validates with. Its own title and description document the
 * data for developers ('RelativeForm', the API path); what users read comes from the ui file
 * (`ui:title`, `ui:description`). The build precompiles validators for exactly this schema
 * (scripts/gen-form-validators.ts), so both sides derive it here.
 */
export function renderSchema(schema: Record<string, unknown>): RJSFSchema {
  const { title: _title, description: _description, ...rest } = schema;
  return rest as RJSFSchema;
}
