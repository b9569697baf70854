import { Badge } from '@fluentui/react-components';
import type { BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ShownBillStatus } from './payment-types';

const LOOKS: Readonly<Record<ShownBillStatus, Pick<BadgeProps, 'appearance' | 'color'>>> = {
  unpaid: { appearance: 'tint', color: 'danger' },
  partial: { appearance: 'tint', color: 'warning' },
  paid: { appearance: 'tint', color: 'success' },
  overpaid: { appearance: 'tint', color: 'informative' },
};

/** "Chưa nộp", "Nộp một phần", "Đã nộp" or "Nộp thừa". */
export function BillStatusBadge({ status }: { status: ShownBillStatus }) {
  const intl = useIntl();
  return (
    <Badge {...(LOOKS[status] ?? LOOKS.unpaid)}>
      {intl.formatMessage({ id: `payments.status.${status}` })}
    </Badge>
  );
}
