import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What confirming does, and what cannot be undone. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button waits (the work is on its way). */
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** `data-testid`s of the surface and of its confirm button. */
  testId?: string;
  confirmTestId?: string;
}

/**
 * "Are you sure?" before a step that cannot be undone (submit an application, issue a decision,
 * drop a class): an alert dialog, Escape or the cancel button keep everything as it was.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  isBusy = false,
  onConfirm,
  onCancel,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <DialogSurface data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button appearance="primary" disabled={isBusy} onClick={onConfirm} data-testid={confirmTestId}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
