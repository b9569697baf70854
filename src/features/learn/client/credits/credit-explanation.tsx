import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { reconcileCredits } from '../../shared/credit-reconciliation';
import type { ReconcileModule, ReconcileResult } from '../../shared/credit-reconciliation';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/**
 * The programme's totals beside accumulated credits, and each reason the two differ (degree audit
 * page); nothing when they do not differ.
 */
export function ProgramCreditExplanation({
  audit,
  results,
  accumulatedCredits,
}: {
  audit: {
    requiredCredits: number;
    doneCredits: number;
    inProgressCredits: number;
    missingCredits: number;
    modules: readonly ReconcileModule[];
    unusedCourses: readonly { courseId: number }[];
  };
  results: readonly ReconcileResult[];
  accumulatedCredits: number;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const reasons = reconcileCredits({
    modules: audit.modules,
    unusedCourseIds: audit.unusedCourses.map((course) => course.courseId),
    results,
  });
  const lines = (['notCumulative', 'beyondModules', 'outsideProgram', 'notPassed'] as const)
    .filter((key) => reasons[key] > 0)
    .map((key) => ({
      key,
      text: intl.formatMessage({ id: `learn.credits.${key}` }, { credits: reasons[key] }),
    }));
  // Nothing differs (a newcomer with no results yet, or every passed course counted once): no box.
  if (lines.length === 0 && accumulatedCredits === audit.doneCredits) return null;
  return (
    <section
      className={styles.box}
      aria-labelledby="credit-explanation-title"
      data-testid="credit-explanation"
    >
      <h2 id="credit-explanation-title" className={styles.title}>
        {intl.formatMessage({ id: 'learn.credits.title' })}
      </h2>
      <Text weight="semibold">
        {intl.formatMessage(
          { id: 'learn.credits.program' },
          { program: audit.requiredCredits, accumulated: accumulatedCredits },
        )}
      </Text>
      <Text>
        {intl.formatMessage(
          { id: 'learn.credits.counted' },
          { done: audit.doneCredits, inProgress: audit.inProgressCredits, missing: audit.missingCredits },
        )}
      </Text>
      <Text>
        {intl.formatMessage({ id: 'learn.credits.accumulated' }, { accumulated: accumulatedCredits })}
      </Text>
      {lines.length > 0 ? (
        <ul className={styles.list}>
          {lines.map((line) => (
            <li key={line.key}>
              <Text>{line.text}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <Text>{intl.formatMessage({ id: 'learn.credits.same' })}</Text>
      )}
    </section>
  );
}

/** Under the grade figures: what accumulated credits include and leave out. */
export function GradesCreditNote({ results }: { results: readonly ReconcileResult[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const reasons = reconcileCredits({ modules: [], unusedCourseIds: [], results });
  return (
    <div className={styles.box} data-testid="grades-credit-note">
      <Text>{intl.formatMessage({ id: 'learn.credits.gradesNote' })}</Text>
      {reasons.notCumulative > 0 ? (
        <Text>
          {intl.formatMessage(
            { id: 'learn.credits.gradesNotCumulative' },
            { credits: reasons.notCumulative },
          )}
        </Text>
      ) : null}
      {reasons.notPassed > 0 ? (
        <Text>
          {intl.formatMessage({ id: 'learn.credits.gradesNotPassed' }, { credits: reasons.notPassed })}
        </Text>
      ) : null}
    </div>
  );
}
