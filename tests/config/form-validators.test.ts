import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashForSchema } from '@rjsf/utils';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { loadAppConfig, tenantForm } from '../../src/config/index';
import { loadFormValidator } from '../../src/client/engine/form/precompiled-validator';
import { renderSchema } from '../../src/client/engine/form/render-schema';
import { FORM_VALIDATOR_MODULES } from '../../src/generated/form-validators';
import { generateFormValidators } from '../../scripts/gen-form-validators';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const config = loadAppConfig({ rootDir });

/** Every tenant's rendered schema of every form, as the browser gets it. */
const effectiveForms = config.institutions.flatMap((institution) =>
  Object.keys(config.forms).map((form) => {
    const effective = tenantForm({ config, institution, name: form });
    if (!effective) throw new Error(`${institution.code}: form ${form} not loaded`);
    // Through JSON, as the client config travels.
    const schema = renderSchema(JSON.parse(JSON.stringify(effective.schema)) as Record<string, unknown>);
    return { tenant: institution.code, form, schema };
  }),
);

const errorsOf = ({
  with: using,
  schema,
  data,
}: {
  with: ValidatorType;
  schema: RJSFSchema;
  data: unknown;
}) =>
  using
    .validateFormData(data, schema)
    .errors.map((error) => `${error.property} ${error.name}`)
    .sort();

describe('precompiled form validators (scripts/gen-form-validators.ts)', () => {
  it('are generated and up to date for every form of every tenant, with no eval', () => {
    const expected = generateFormValidators({ rootDir });
    for (const [file, content] of expected)
      expect(readFileSync(path.join(rootDir, 'src/generated', file), 'utf8'), file).toBe(content);
    for (const { tenant, form, schema } of effectiveForms)
      expect(Object.hasOwn(FORM_VALIDATOR_MODULES, hashForSchema(schema)), `${tenant} ${form}`).toBe(true);
    for (const content of expected.values()) expect(content).not.toMatch(/new Function|\beval\(|require\(/);
  });

  it('report the same errors as rjsf compiling the schema at run time', async () => {
    const relative = effectiveForms.find((entry) => entry.tenant === 'hmu' && entry.form === 'relative');
    if (!relative) throw new Error('hmu relative form missing');
    const precompiled = await loadFormValidator({ form: 'relative', schema: relative.schema });
    expect(precompiled).not.toBe(validator);
    const samples = [
      {},
      { fullName: 'Nguyễn Văn An', relationship: 'father', birthYear: 1970, phone: '0912345678' },
      { fullName: 'A1', relationship: 'uncle', birthYear: 1800, phone: 'abc', email: 'no-at-sign' },
      { fullName: 'Trần Thị Bình', address: { provinceCode: '1', street: 'x'.repeat(201) } },
    ];
    for (const data of samples) {
      const compiled = errorsOf({ with: precompiled, schema: relative.schema, data });
      expect(compiled).toEqual(errorsOf({ with: validator, schema: relative.schema, data }));
    }
    expect(errorsOf({ with: precompiled, schema: relative.schema, data: samples[2] })).toEqual(
      expect.arrayContaining([
        '.fullName pattern',
        '.relationship enum',
        '.birthYear minimum',
        '.phone pattern',
      ]),
    );
  });

  it('differ per tenant where a tenant overrides the form', () => {
    const keys = new Set(
      effectiveForms.filter((entry) => entry.form === 'relative').map((entry) => hashForSchema(entry.schema)),
    );
    const hasOverride = config.institutions.some((institution) =>
      Object.hasOwn(institution.formOverrides, 'relative'),
    );
    expect(keys.size > 1).toBe(hasOverride);
  });
});
