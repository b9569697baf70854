import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { PaymentRegular, QrCodeRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { TuitionBill } from './payment-types';
import type { PayFlow } from './use-pay-flow';
import { ValidateErrorList } from './validate-error-list';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  button: { '@media (max-width: 599.98px)': { flexGrow: 1 } },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * "Thanh toán bằng mã QR" for a bill with debt in its payment period, and "Thanh toán bằng thẻ"
 * when the tenant does not hide card payment; the server's reasons show under them when it refuses.
 */
export function PayActions({
  bill,
  flow,
  canPayByCard,
  describedBy,
}: {
  bill: Pick<TuitionBill, 'waitingTransaction'>;
  /** The bill's pay flow (owned by the card, so an open QR outlives these buttons once the bill is paid). */
  flow: PayFlow;
  canPayByCard: boolean;
  /** Id of what names the bill (its heading), so each button says which semester it pays. */
  describedBy: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `payments.pay.${id}` }, values);
  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          className={styles.button}
          icon={<QrCodeRegular />}
          disabledFocusable={flow.busyMethod !== null}
          aria-describedby={describedBy}
          onClick={() => void flow.start('qr')}
        >
          {flow.busyMethod === 'qr' ? t('starting') : t('qr')}
        </Button>
        {canPayByCard && (
          <Button
            className={styles.button}
            icon={<PaymentRegular />}
            disabledFocusable={flow.busyMethod !== null}
            aria-describedby={describedBy}
            onClick={() => void flow.start('card')}
          >
            {flow.busyMethod === 'card' ? t('starting') : t('card')}
          </Button>
        )}
      </div>
      {bill.waitingTransaction && (
        <Caption1 className={styles.note}>
          {t('waitingNote', { reference: bill.waitingTransaction.reference })}
        </Caption1>
      )}
      {canPayByCard && <Caption1 className={styles.note}>{t('cardNote')}</Caption1>}
      <ValidateErrorList errors={flow.errors} />
    </div>
  );
}
