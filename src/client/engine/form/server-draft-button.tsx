import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { isSuccessCode } from '../../../core';
import { useMutation } from '../use-mutation';

/** "Lưu nháp": sends the form's data to its server draft mutation. */
export function ServerDraftButton({
  mutation,
  body,
  recordId,
  disabled,
  onSaved,
}: {
  mutation: string;
  body: () => Record<string, unknown>;
  recordId?: number | string;
  disabled?: boolean;
  onSaved: (at: Date) => void;
}) {
  const intl = useIntl();
  const { trigger, isMutating } = useMutation({ name: mutation });
  return (
    <Button
      appearance="secondary"
      disabled={disabled || isMutating}
      onClick={async () => {
        const result = await trigger({ body: body(), id: recordId });
        if (isSuccessCode(result.code)) onSaved(new Date());
      }}
    >
      {intl.formatMessage({ id: 'engine.form.saveDraft' })}
    </Button>
  );
}
