import { Badge, Button, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { DeleteRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { ClassOffering, ClassRegistration, ClassRegistrationOutcome } from '../../../generated';
import { ReasonList } from './registration-reasons-view';
import { ClassRegistrationResults } from './class-registration-results';
import type { ActionResult } from './class-registration-results';
import { courseNameIn, scheduleLines } from './class-registration-schedule';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  full: { gridColumn: '1 / -1' },
});

const CHECK_COLOR = { refused: 'danger', waitlisted: 'warning', registered: 'success' } as const;

/** "My classes": seats and waiting places (with drop), the basket (with its check) and the results; never paged away. */
export function ClassRegistrationMine({
  held,
  basket,
  checks,
  result,
  isSubmitting,
  onDrop,
  onRemove,
  onSubmit,
  onDismiss,
}: {
  held: ClassRegistration[];
  basket: ClassOffering[];
  checks: ClassRegistrationOutcome[];
  result: ActionResult | null;
  isSubmitting: boolean;
  onDrop: (registration: ClassRegistration) => void;
  onRemove: (id: number) => void;
  onSubmit: () => void;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `learn.classReg.${id}` }, values);
  // Every class in the basket was checked and refused: sending would only repeat the refusals.
  const isAllRefused =
    basket.length > 0 &&
    basket.every((c) => checks.find((check) => check.classId === c.id)?.status === 'refused');
  return (
    <section className={styles.root} aria-labelledby="class-reg-mine" data-testid="class-reg-mine">
      <Title3 as="h2" id="class-reg-mine">
        {t('mine')}
      </Title3>
      <ClassRegistrationResults result={result} onDismiss={onDismiss} />
      <h3 className={styles.heading}>{t('held', { count: held.length })}</h3>
      {held.length === 0 ? (
        <Text className={styles.muted}>{t('mineEmpty')}</Text>
      ) : (
        <ul className={styles.list}>
          {held.map((r) => (
            <li key={r.classId} className={styles.item} data-testid={`mine-${r.classCode}`}>
              <span className={styles.text}>
                <Text weight="semibold">
                  {r.classCode} · {r.courseCode} {courseNameIn({ row: r, locale })}
                </Text>
                {scheduleLines({ entries: r.calendarEntries, intl }).map((line) => (
                  <Text key={line} size={200} className={styles.muted}>
                    {line}
                  </Text>
                ))}
                <span>
                  {r.status === 'registered' ? (
                    <Badge color="success">{t('registered')}</Badge>
                  ) : (
                    <Badge color="warning">{t('waiting', { position: r.position ?? 0 })}</Badge>
                  )}
                </span>
              </span>
              <Button
                size="small"
                icon={<DismissCircleRegular />}
                onClick={() => onDrop(r)}
                aria-label={t(r.status === 'registered' ? 'dropOf' : 'leaveOf', { code: r.classCode })}
              >
                {t(r.status === 'registered' ? 'drop' : 'leave')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.heading}>{t('basketCount', { count: basket.length })}</h3>
      {basket.length === 0 ? (
        <Text className={styles.muted}>{t('basketEmpty')}</Text>
      ) : (
        <ul className={styles.list}>
          {basket.map((c) => {
            const check = checks.find((v) => v.classId === c.id);
            const color = check ? CHECK_COLOR[check.status as keyof typeof CHECK_COLOR] : undefined;
            return (
              <li key={c.id} className={styles.item} data-testid={`basket-${c.classId}`}>
                <span className={styles.text}>
                  <Text weight="semibold">
                    {c.classId} · {c.courseCode} {courseNameIn({ row: c, locale })}
                  </Text>
                  {check ? (
                    <span>
                      <Badge color={color ?? 'informative'}>{t(`check.${check.status}`)}</Badge>
                    </span>
                  ) : null}
                </span>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('removeOf', { code: c.classId })}
                  onClick={() => onRemove(c.id)}
                />
                {check && check.status === 'refused' ? (
                  <div className={styles.full}>
                    <ReasonList reasons={check.reasons} intent="warning" />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {isAllRefused ? (
        <Text className={styles.muted} id="class-reg-all-refused">
          {t('allRefused')}
        </Text>
      ) : null}
      <Button
        appearance="primary"
        disabled={basket.length === 0 || isAllRefused || isSubmitting}
        aria-describedby={isAllRefused ? 'class-reg-all-refused' : undefined}
        onClick={onSubmit}
        data-testid="register-submit"
      >
        {t('submit')}
      </Button>
    </section>
  );
}
