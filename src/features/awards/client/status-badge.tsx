import { Badge } from '@fluentui/react-components';
import type { BadgeProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Award } from '../../../generated';

/** An application's status, including 'none' (not applied yet). */
export type ShownStatus = Award['applicationStatus'];

const LOOKS: Readonly<Record<ShownStatus, Pick<BadgeProps, 'appearance' | 'color'>>> = {
  none: { appearance: 'ghost', color: 'informative' },
  draft: { appearance: 'outline', color: 'informative' },
  submitted: { appearance: 'tint', color: 'informative' },
  reviewing: { appearance: 'tint', color: 'warning' },
  approved: { appearance: 'tint', color: 'success' },
  rejected: { appearance: 'tint', color: 'danger' },
};

/** "Bản nháp", "Đã nộp", "Đang xét duyệt", "Được duyệt", "Không được duyệt" or "Chưa nộp". */
export function ApplicationStatusBadge({ status }: { status: ShownStatus }) {
  const intl = useIntl();
  return (
    <Badge {...(LOOKS[status] ?? LOOKS.submitted)}>
      {intl.formatMessage({ id: `awards.status.${status}` })}
    </Badge>
  );
}

/** "Đang mở" or "Đã đóng". */
export function CallStateBadge({ isOpen }: { isOpen: boolean }) {
  const intl = useIntl();
  return (
    <Badge appearance="filled" color={isOpen ? 'success' : 'informative'}>
      {intl.formatMessage({ id: isOpen ? 'awards.call.open' : 'awards.call.closed' })}
    </Badge>
  );
}
