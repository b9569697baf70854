import { Badge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/** "Còn 2/5 chỗ": a topic's or teacher's live remaining places, red when none is left. */
export function TopicQuota({ quota, accepted }: { quota: number; accepted: number }) {
  const intl = useIntl();
  const remaining = Math.max(0, quota - accepted);
  return (
    <Badge appearance="tint" color={remaining > 0 ? 'success' : 'danger'}>
      {remaining > 0
        ? intl.formatMessage({ id: 'project.quota.remaining' }, { remaining, quota })
        : intl.formatMessage({ id: 'project.quota.full' }, { quota })}
    </Badge>
  );
}
