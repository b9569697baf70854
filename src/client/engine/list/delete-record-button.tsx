import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { isSuccessCode } from '../../../core';
import { useMutation } from '../use-mutation';
import { deleteBody } from './delete-mutation';

const useStyles = makeStyles({
  danger: { color: tokens.colorPaletteRedForeground1 },
  confirm: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1 },
    ':hover:active': { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

/**
 * "Xoá" for the record a form edits: asks for confirmation naming the record (cancel leaves it
 * untouched), then runs `mutation` (which toasts the result and, on success only, re-fetches what
 * it invalidates, the list among them).
 */
export function DeleteRecordButton({
  mutation,
  id,
  record,
  recordName,
  disabled,
  onDeleted,
}: {
  mutation: string;
  id: number | string;
  record: Readonly<Record<string, unknown>>;
  /** What the record is called, named in the confirmation ("Xoá “Trần Văn Bảo”?"). */
  recordName?: string;
  disabled?: boolean;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [isAsking, setIsAsking] = useState(false);
  const { trigger, isMutating } = useMutation({ name: mutation });

  const confirm = async () => {
    const result = await trigger({ body: deleteBody({ mutation, id, record }), id });
    setIsAsking(false);
    if (isSuccessCode(result.code)) onDeleted();
  };

  return (
    <Dialog
      open={isAsking}
      modalType="alert"
      onOpenChange={(_, data) => !isMutating && setIsAsking(data.open)}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={styles.danger} icon={<DeleteRegular />} disabled={disabled}>
          {intl.formatMessage({ id: 'engine.list.delete' })}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {recordName
              ? intl.formatMessage({ id: 'engine.list.deleteTitleNamed' }, { name: recordName })
              : intl.formatMessage({ id: 'engine.list.deleteTitle' })}
          </DialogTitle>
          <DialogContent>{intl.formatMessage({ id: 'engine.list.deleteConfirm' })}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              className={styles.confirm}
              disabled={isMutating}
              icon={isMutating ? <Spinner size="tiny" /> : undefined}
              onClick={() => void confirm()}
            >
              {intl.formatMessage({ id: 'engine.list.delete' })}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary" disabled={isMutating}>
                {intl.formatMessage({ id: 'engine.list.cancel' })}
              </Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
