import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ErrorCircleFilled } from '@fluentui/react-icons';

const useStyles = makeStyles({
  // Room for two lines is kept whether or not there is a message, so nothing below moves when
  // one appears (a phone wraps the longest ones, such as the throttle's wait, on two lines).
  slot: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { flexShrink: 0, fontSize: '16px', marginTop: '2px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
});

/** Props of `FormStatus`. */
export interface FormStatusProps {
  /** The one message of the form, or null. */
  message: { intent: 'error' | 'success'; text: string } | null;
  /** Lines of text the room is kept for: the longest message of the form must fit (default 2). */
  lines?: number;
  className?: string;
}

/**
 * The single message line of a signed-out form (sign-in, forgot and reset password). Its live
 * region is always in the page, so a screen reader reads a message the moment it appears, and its
 * room is reserved, so the card never jumps.
 */
export function FormStatus({ message, lines = 2, className }: FormStatusProps) {
  const styles = useStyles();
  const Icon = message?.intent === 'success' ? CheckmarkCircleFilled : ErrorCircleFilled;
  return (
    <div
      className={mergeClasses(styles.slot, className)}
      style={{ minHeight: `calc(${lines} * ${tokens.lineHeightBase300})` }}
      role="alert"
    >
      {message ? (
        <>
          <Icon className={mergeClasses(styles.icon, styles[message.intent])} aria-hidden />
          <Text className={styles[message.intent]}>{message.text}</Text>
        </>
      ) : null}
    </div>
  );
}
