import { useEffect, useState } from 'react';
import { hashForSchema } from '@rjsf/utils';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The precompiled validator alone: the package's index also builds its ajv-compiling default.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { FORM_VALIDATOR_MODULES } from '../../../generated/form-validators';

const loaded = new Map<string, Promise<ValidatorType>>();

/**
 * Without a precompiled validator: in development (a config edited while `npm run dev` runs)
 * rjsf's compiling validator stands in; a production build that lacks one fails loudly, as the
 * strict CSP would refuse to compile anyway.
 */
const missingValidator = ({ form, key }: { form: string; key: string }): Promise<ValidatorType> => {
  const message = `No precompiled validator for form "${form}" (schema ${key}): run \`npm run gen\` or \`npm run build\``;
  if (import.meta.env.DEV) {
    console.warn(`${message}; compiling it in the browser meanwhile`);
    return import('@rjsf/validator-ajv8').then((module) => module.default as ValidatorType);
  }
  return Promise.reject(new Error(message));
};

/**
 * The validator of a form's rendered schema, compiled at build time by
 * scripts/gen-form-validators.ts (one module per distinct schema, loaded with the first form
 * that needs it); one load per distinct schema.
 */
export function loadFormValidator({
  form,
  schema,
}: {
  form: string;
  schema: RJSFSchema;
}): Promise<ValidatorType> {
  const key = hashForSchema(schema);
  let validator = loaded.get(key);
  if (!validator) {
    const load = Object.hasOwn(FORM_VALIDATOR_MODULES, key) ? FORM_VALIDATOR_MODULES[key] : undefined;
    validator = load
      ? load().then((module) => createPrecompiledValidator(module.default as ValidatorFunctions, schema))
      : missingValidator({ form, key });
    loaded.set(key, validator);
  }
  return validator;
}

const ready = new Map<string, ValidatorType>();

/**
 * The form's validator once its module has loaded (undefined meanwhile; the caller shows a
 * placeholder). A state update rather than suspending, so the form appears as soon as the
 * module is there. A missing validator in a production build throws to the error boundary.
 */
export function useFormValidator({
  form,
  schema,
}: {
  form: string;
  schema: RJSFSchema;
}): ValidatorType | undefined {
  const key = hashForSchema(schema);
  const [, setLoadedKey] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const validator = ready.get(key);
  useEffect(() => {
    if (validator) return;
    let isLive = true;
    loadFormValidator({ form, schema }).then(
      (loadedValidator) => {
        ready.set(key, loadedValidator);
        if (isLive) setLoadedKey(key);
      },
      (reason: unknown) => {
        if (isLive) setError(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    return () => {
      isLive = false;
    };
  }, [form, key, schema, validator]);
  if (error) throw error;
  return validator;
}
