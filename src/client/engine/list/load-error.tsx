import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/** "Không tải được dữ liệu." with a retry, shown where a read failed. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{intl.formatMessage({ id: 'engine.list.loadError' })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{intl.formatMessage({ id: 'engine.retry' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
