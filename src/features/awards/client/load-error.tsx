import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/** "Could not load" with a retry, shown where a read failed. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{intl.formatMessage({ id: 'awards.loadError' })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{intl.formatMessage({ id: 'awards.retry' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
