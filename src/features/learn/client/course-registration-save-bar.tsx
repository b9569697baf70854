import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { SaveHint } from './course-registration-save-hint';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  total: { marginRight: 'auto', fontWeight: tokens.fontWeightSemibold },
  hints: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, textAlign: 'end' },
  blocking: { color: tokens.colorPaletteRedForeground1 },
  advice: { color: tokens.colorPaletteMarigoldForeground1 },
});

const HINTS_ID = 'course-plan-save-hints';

/**
 * The plan's Save bar, kept at the bottom of the screen: credits registered against the allowed
 * range, and, right beside Save, why it is disabled (or what is still advised).
 */
export function CourseRegistrationSaveBar({
  total,
  min,
  max,
  hints,
  isDisabled,
  onSave,
}: {
  total: number;
  min: number;
  max: number;
  hints: SaveHint[];
  isDisabled: boolean;
  onSave: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const textOf = (hint: SaveHint) =>
    'id' in hint
      ? intl.formatMessage({ id: hint.id }, hint.values)
      : locale === 'en'
        ? hint.messageEn
        : hint.message;
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label={intl.formatMessage({ id: 'learn.courseReg.saveBar' })}
    >
      <Text className={styles.total} data-testid="plan-credits">
        {intl.formatMessage({ id: 'learn.courseReg.totalOf' }, { credits: total, min, max })}
      </Text>
      {hints.length > 0 ? (
        <div className={styles.hints} id={HINTS_ID} data-testid="save-hints">
          {hints.map((hint, index) => (
            <Text
              key={index}
              size={200}
              className={mergeClasses(hint.isBlocking ? styles.blocking : styles.advice)}
            >
              {textOf(hint)}
            </Text>
          ))}
        </div>
      ) : null}
      <Button
        appearance="primary"
        disabledFocusable={isDisabled}
        aria-describedby={hints.length > 0 ? HINTS_ID : undefined}
        onClick={() => !isDisabled && onSave()}
        data-testid="plan-submit"
      >
        {intl.formatMessage({ id: 'learn.courseReg.submit' })}
      </Button>
    </div>
  );
}
