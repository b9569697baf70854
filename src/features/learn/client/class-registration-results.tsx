import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { ClassRegistrationOutcome } from '../../../generated';

/** What the last action did: one outcome per class, or the reason the call failed. */
export type ActionResult = { outcomes: ClassRegistrationOutcome[]; failure: string | null };

const INTENT = {
  registered: 'success',
  waitlisted: 'warning',
  refused: 'error',
  unchanged: 'info',
  dropped: 'success',
  'left-waitlist': 'success',
} as const;

/** One message per class saying what happened to it (with the server's reasons), in the UI language. */
export function ClassRegistrationResults({
  result,
  onDismiss,
}: {
  result: ActionResult | null;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  if (!result) return null;
  const dismiss = (
    <MessageBarActions
      containerAction={
        <Button
          appearance="transparent"
          icon={<DismissRegular />}
          aria-label={intl.formatMessage({ id: 'learn.classReg.dismiss' })}
          onClick={onDismiss}
        />
      }
    />
  );
  return (
    <section aria-label={intl.formatMessage({ id: 'learn.classReg.results' })} aria-live="polite">
      {result.failure !== null ? (
        <MessageBar intent="error" layout="multiline" data-testid="result-failed">
          <MessageBarBody>
            {intl.formatMessage({ id: 'learn.classReg.failed' }, { message: result.failure })}
          </MessageBarBody>
          {dismiss}
        </MessageBar>
      ) : null}
      {result.outcomes.map((outcome) => (
        <MessageBar
          key={`${outcome.classId}-${outcome.status}`}
          intent={INTENT[outcome.status]}
          layout="multiline"
          data-testid={`result-${outcome.status}`}
        >
          <MessageBarBody>
            <MessageBarTitle>
              {intl.formatMessage(
                { id: `learn.classReg.result.${outcome.status}` },
                { code: outcome.classCode },
              )}
            </MessageBarTitle>
            {outcome.reasons.map((reason, index) => (
              <div key={`${reason.code}-${index}`}>{locale === 'en' ? reason.messageEn : reason.message}</div>
            ))}
          </MessageBarBody>
          {dismiss}
        </MessageBar>
      ))}
    </section>
  );
}
