import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { localReason } from '../../../client/engine/form/widgets/upload-file';
import type { ValidateError } from './payment-types';

/**
 * Why a payment was refused, next to the button that tried: the server's reasons (bilingual,
 * "Vietnamese / English", shown in the reader's language), or a general "try again" when the
 * server gave none (no connection, unreadable answer).
 */
export function ValidateErrorList({ errors }: { errors: ValidateError[] }) {
  const intl = useIntl();
  const locale = useLocale();
  if (errors.length === 0) return null;
  const texts = errors.map((error) =>
    error.message
      ? localReason({ reason: error.message, locale })
      : intl.formatMessage({
          id: error.field === 'network' ? 'payments.error.network' : 'payments.error.generic',
        }),
  );
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'payments.error.title' })}</MessageBarTitle>
        {texts.length === 1 ? (
          texts[0]
        ) : (
          <ul>
            {texts.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
