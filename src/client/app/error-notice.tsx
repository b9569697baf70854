import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/** Props of `ErrorNotice`. */
export interface ErrorNoticeProps {
  /** Message id of the text. */
  messageId: string;
  onRetry: () => void;
}

/** An error bar with a retry button (loaded only when something failed). */
export default function ErrorNotice({ messageId, onRetry }: ErrorNoticeProps) {
  const intl = useIntl();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{intl.formatMessage({ id: messageId })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{intl.formatMessage({ id: 'shell.retry' })}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
