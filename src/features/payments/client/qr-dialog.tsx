import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkCircleFilled, DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale, useMutateSource, useSource } from '../../../client/engine';
import { ExpiryCountdown } from './expiry-countdown';
import { formatVnd } from './payment-format';
import type { PaySession } from './use-pay-flow';
import { TransferDetails } from './transfer-details';

/** How often the transfer's state is asked while its QR is shown (ms). */
export const POLL_MS = 2000;

const useStyles = makeStyles({
  surface: { maxWidth: 'min(480px, calc(100vw - 16px))', boxSizing: 'border-box' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    overflowWrap: 'anywhere',
  },
  qr: {
    display: 'block',
    alignSelf: 'center',
    width: 'min(240px, 56vw)',
    height: 'auto',
    aspectRatio: '1',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  save: { alignSelf: 'center' },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  paid: { color: tokens.colorPaletteGreenForeground1 },
  paidIcon: { fontSize: '24px', color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { flexWrap: 'wrap' },
});

/** Props of `QrDialog`. */
interface QrDialogProps {
  session: PaySession;
  /** A new QR is being made. */
  isRenewing: boolean;
  onRenew: () => void;
  onClose: () => void;
}

/**
 * The open checkout in a dialog. The dialog stays mounted when a new QR replaces an expired one;
 * its body is keyed by the transaction, so the new QR starts afresh (time, polling).
 */
export function QrDialog(props: QrDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, next) => !next.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <QrDialogBody key={props.session.data.transaction.id} {...props} />
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The transfer to make: the VietQR image, the bank details each with a copy button, the time left,
 * and the transfer's state in a live region. Its state is asked every 2 s, so it turns to "Đã
 * thanh toán" on its own when the bank's notification arrives (the bills and the history reload);
 * once expired it offers a new QR.
 */
function QrDialogBody({ session, isRenewing, onRenew, onClose }: QrDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const mutateSource = useMutateSource();
  const { data, method } = session;
  const [isTimeUp, setIsTimeUp] = useState(false);
  // Polling stops once paid; SWR keeps that last answer.
  const state = useSource(
    'payments.transaction',
    { id: data.transaction.id },
    { refreshInterval: (latest) => (latest?.status === 'paid' ? 0 : POLL_MS) },
  );
  const polled = state.data ?? data.transaction;
  const isPaidNow = polled.status === 'paid';

  // Money arrived (all or part): what the bills and the history show has changed.
  const { paidAmount } = polled;
  useEffect(() => {
    if (paidAmount > 0 || isPaidNow) {
      void mutateSource('payments.bills');
      void mutateSource('payments.history');
    }
  }, [paidAmount, isPaidNow, mutateSource]);

  const onExpired = useCallback(() => setIsTimeUp(true), []);
  const status = isPaidNow ? 'paid' : isTimeUp || polled.status === 'expired' ? 'expired' : 'waiting';
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `payments.qr.${id}` }, values);
  const amount = formatVnd(data.transfer.amount);

  return (
    <DialogBody>
      <DialogTitle
        action={
          <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('close')} onClick={onClose} />
        }
      >
        {t(method === 'card' ? 'titleCard' : 'title')}
      </DialogTitle>
      <DialogContent className={styles.content}>
        <div role="status" aria-live="polite" aria-atomic="true" className={styles.status}>
          {status === 'paid' ? (
            <>
              <CheckmarkCircleFilled className={styles.paidIcon} aria-hidden />
              <Text weight="semibold" size={400} className={styles.paid}>
                {t('paid')}
              </Text>
            </>
          ) : status === 'expired' ? (
            <Text weight="semibold">{t('expired')}</Text>
          ) : (
            <>
              <Spinner size="tiny" aria-hidden />
              <Text>{t('waiting')}</Text>
            </>
          )}
        </div>
        {status === 'paid' ? (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              {t('paidBody', { amount: formatVnd(polled.paidAmount), reference: data.transfer.content })}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <>
            {method === 'card' && (
              <MessageBar intent="info" layout="multiline">
                <MessageBarBody>{t('cardNote')}</MessageBarBody>
              </MessageBar>
            )}
            <Caption1>{t('instructions')}</Caption1>
            <img
              className={styles.qr}
              src={data.qrImage}
              alt={t('alt', {
                amount,
                bank: data.transfer.bankName,
                account: data.transfer.accountNumber,
                reference: data.transfer.content,
              })}
            />
            {status === 'waiting' ? (
              // On a phone the code cannot be scanned from its own screen: save it, then open it in the banking app.
              <Button
                as="a"
                href={data.qrImage}
                download={`VietQR-${data.transfer.content}.png`}
                icon={<ArrowDownloadRegular />}
                className={styles.save}
              >
                {t('save')}
              </Button>
            ) : null}
            {status === 'waiting' ? (
              <ExpiryCountdown expiresAt={data.expiresAt} onExpired={onExpired} />
            ) : (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>{t('expiredBody')}</MessageBarBody>
              </MessageBar>
            )}
            {polled.paidAmount > 0 && (
              <Text>{t('partly', { paid: formatVnd(polled.paidAmount), amount })}</Text>
            )}
            <TransferDetails data={data} />
            {locale === 'vi' && data.amountInWords && (
              <Caption1 className={styles.muted}>{t('inWords', { words: data.amountInWords })}</Caption1>
            )}
            <Caption1 className={styles.muted}>{t('referenceHint')}</Caption1>
          </>
        )}
      </DialogContent>
      <DialogActions className={styles.actions}>
        {status === 'expired' && (
          <Button appearance="primary" disabled={isRenewing} onClick={onRenew}>
            {isRenewing ? t('renewing') : t('renew')}
          </Button>
        )}
        <Button appearance={status === 'paid' ? 'primary' : 'secondary'} onClick={onClose}>
          {status === 'paid' ? t('done') : t('close')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
