import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { getFormConfig, useEngineConfig, useLocale } from '../engine-config';
import { discardDraft, formDraftKey } from '../form/use-form-draft';
import { FormSkeleton, SchemaForm } from '../schema-form';
import { useSource } from '../use-source';
import { deleteMutationOf } from './delete-mutation';
import { DeleteRecordButton } from './delete-record-button';
import { formTexts } from '../form/form-texts';

/** Which record a list's form dialog edits: a new one, or the row with this id. */
export type FormDialogTarget =
  | { kind: 'new' }
  | {
      kind: 'edit';
      id: number | string;
      /** What the row is called (its title column), named by the delete confirmation. */
      label?: string;
    };

function EditForm({
  form,
  source,
  id,
  label,
  onDone,
}: {
  form: string;
  source: string;
  id: number | string;
  label?: string;
  onDone: () => void;
}) {
  const { config, userId } = useEngineConfig();
  const definition = getFormConfig({ config, name: form });
  const { data, isLoading } = useSource(source, { id });
  if (isLoading) return <FormSkeleton />;
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  const deleteMutation = deleteMutationOf(definition.submit);
  const onDeleted = () => {
    // The record is gone: so is any draft of it, including a write the closing form still has pending.
    const draftKey = formDraftKey({
      tenant: config.code,
      userId,
      form,
      draft: definition.draft,
      recordId: id,
    });
    if (draftKey) discardDraft(draftKey);
    onDone();
  };
  const actions =
    deleteMutation && record ? (
      <DeleteRecordButton
        mutation={deleteMutation}
        id={id}
        record={record}
        recordName={label}
        onDeleted={onDeleted}
      />
    ) : null;
  return <SchemaForm form={form} initialData={record} recordId={id} onSubmitted={onDone} actions={actions} />;
}

/**
 * A list page's form in a dialog: empty to add a row, prefilled from the form's source to edit
 * one, and deleting it when the submit mutation has a delete sibling (`deleteMutationOf`).
 * Closes after a successful submit or delete (the mutation re-fetches the list). Titled by the
 * form's `addTitle` / `editTitle` ui options (form-texts.ts), else "Thêm mới" / "Sửa".
 */
export function FormDialog({
  form,
  target,
  onClose,
}: {
  form: string;
  target: FormDialogTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { config } = useEngineConfig();
  const definition = getFormConfig({ config, name: form });
  const locale = useLocale();
  const isEdit = target?.kind === 'edit' && Boolean(definition.source);
  // What is added or edited ("Thêm người thân"), when the form's ui schema names it.
  const title =
    formTexts({ form: definition, locale })[isEdit ? 'editTitle' : 'addTitle'] ??
    intl.formatMessage({ id: isEdit ? 'engine.list.editTitle' : 'engine.list.addTitle' });
  return (
    <Dialog open={target !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={intl.formatMessage({ id: 'engine.dialog.close' })}
                icon={<DismissRegular />}
                onClick={onClose}
              />
            }
          >
            {title}
          </DialogTitle>
          <DialogContent>
            {target?.kind === 'edit' && definition.source ? (
              <EditForm
                form={form}
                source={definition.source}
                id={target.id}
                label={target.label}
                onDone={onClose}
              />
            ) : target ? (
              <SchemaForm form={form} onSubmitted={onClose} />
            ) : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
