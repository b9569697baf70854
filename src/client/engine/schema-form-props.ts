import type { ReactNode } from 'react';
import type { MutationResult } from './mutation-registry';
import type { AllowedValues } from './form/restrict-enums';

/** Props of `SchemaForm`. */
export interface SchemaFormProps {
  /** Name of the form in the client config (`config.forms`). */
  form: string;
  /** Data shown first when editing; a draft kept in the browser wins over it. */
  initialData?: Record<string, unknown>;
  /** Record id: `{id}` in the submit path, id-keyed checksum rules, and the draft's scope. */
  recordId?: number | string;
  /** Called after the submit mutation answered success (the draft is already cleared). */
  onSubmitted?: (input: { result: MutationResult; data: Record<string, unknown> }) => void;
  disabled?: boolean;
  /** False disables only the submit button (the server said this record cannot be sent now). */
  canSubmit?: boolean;
  /** False disables only the server-draft button (the server said this record cannot be saved now). */
  canSaveDraft?: boolean;
  /** Prefix of the fields' ids (default 'root'): set it when a page shows the same form more than once. */
  idPrefix?: string;
  /**
   * Values the page allows for top-level enum fields (e.g. the request kinds a student's status
   * permits): the others are left out of the choices, and a field with one allowed value starts
   * with it. The schema and its validation are unchanged.
   */
  allowedValues?: AllowedValues;
  /** More buttons in the form's action row, after submit (e.g. a list dialog's "Xoá"). */
  actions?: ReactNode;
}
