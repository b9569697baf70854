import { useEngineConfig } from '../engine-config';
import { formDraftKey, useFormDraft } from './use-form-draft';
import type { FormDraftOptions, FormDraftState } from './use-form-draft';

/**
 * A page's unsent work kept in this browser like a form's draft (`useFormDraft`), under the draft
 * name `form` and `recordId` (a semester, a window), scoped to the signed-in user and the tenant.
 */
export function useLocalDraft({
  form,
  recordId,
  ...options
}: { form: string; recordId: number | string } & Omit<FormDraftOptions, 'storageKey'>): FormDraftState {
  const { config, userId } = useEngineConfig();
  return useFormDraft({
    storageKey: formDraftKey({ tenant: config.code, userId, form, draft: 'local', recordId }),
    ...options,
  });
}
