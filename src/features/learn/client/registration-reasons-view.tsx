import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useLocale } from '../../../client/engine';
import type { RegistrationReason } from '../../../generated';

/** The server's explanations of a registration decision, in the UI language. */
export function ReasonList({
  title,
  reasons,
  intent,
}: {
  title?: string;
  reasons: RegistrationReason[];
  intent: 'success' | 'warning' | 'error' | 'info';
}) {
  const locale = useLocale();
  if (reasons.length === 0) return null;
  return (
    <MessageBar intent={intent} layout="multiline" data-testid={`reasons-${intent}`}>
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {reasons.map((reason, index) => (
          <div key={`${reason.code}-${index}`}>{locale === 'en' ? reason.messageEn : reason.message}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
