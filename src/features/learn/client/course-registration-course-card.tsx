import { Badge, makeStyles, mergeClasses, Select, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { CourseOffering, RegistrationReason } from '../../../generated';
import { ReasonList } from './registration-reasons-view';

/** A course's card, shared by the offered list and the chosen courses (course-registration-chosen.tsx). */
export const useCourseCardStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 180px',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  chosen: { borderLeft: `4px solid ${tokens.colorBrandStroke1}` },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  reasons: { gridColumn: '1 / -1' },
});

export const STATES = [0, 1, 2] as const;

/**
 * One offered course: code, name, credits, seats and prerequisites (passed or not), with its
 * state (none / registered / planning) chosen in a labelled select. Courses already passed show
 * no select unless they are in the plan (so they can be taken out).
 */
export function CourseCard({
  course,
  state,
  refusals,
  onState,
}: {
  course: CourseOffering;
  state: number;
  refusals: RegistrationReason[];
  onState: (state: number) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useCourseCardStyles();
  const name = locale === 'en' && course.nameEn ? course.nameEn : course.name;
  const isSelectable = !course.isPassed || state !== 0;
  return (
    <li
      className={mergeClasses(styles.card, state !== 0 && styles.chosen)}
      data-testid={`course-${course.code}`}
    >
      <div className={styles.info}>
        <Text className={styles.name}>
          {course.code} {name}
        </Text>
        <div className={styles.meta}>
          <span>{intl.formatMessage({ id: 'learn.courseReg.credits' }, { credits: course.credits })}</span>
          <span aria-hidden="true">·</span>
          <span>
            {intl.formatMessage(
              { id: 'learn.courseReg.seats' },
              { seats: course.seatsLeft, classes: course.classCount },
            )}
          </span>
          {(course.prerequisites ?? []).length > 0 ? (
            <span>{intl.formatMessage({ id: 'learn.courseReg.prerequisites' })}</span>
          ) : null}
          {(course.prerequisites ?? []).map((p) => (
            <Badge
              key={p.id}
              appearance="outline"
              color={p.isPassed ? 'success' : p.isStudying ? 'informative' : 'danger'}
            >
              {intl.formatMessage(
                {
                  id: p.isPassed
                    ? 'learn.courseReg.prerequisitePassed'
                    : p.isStudying
                      ? 'learn.courseReg.prerequisiteStudying'
                      : 'learn.courseReg.prerequisiteMissing',
                },
                { code: p.code },
              )}
            </Badge>
          ))}
          {course.isPassed ? (
            <Badge appearance="tint" color="success">
              {intl.formatMessage({ id: 'learn.courseReg.passed' })}
            </Badge>
          ) : null}
          {/* Being studied now, its result not out: planning it again is most likely a slip. */}
          {course.isStudying ? (
            <Badge appearance="tint" color="warning">
              {intl.formatMessage({ id: 'learn.courseReg.studying' })}
            </Badge>
          ) : null}
        </div>
      </div>
      {isSelectable ? (
        <Select
          value={String(state)}
          aria-label={intl.formatMessage({ id: 'learn.courseReg.stateOf' }, { code: course.code, name })}
          onChange={(_e, data) => onState(Number(data.value))}
          data-testid={`state-${course.code}`}
        >
          {STATES.map((value) => (
            <option key={value} value={String(value)}>
              {intl.formatMessage({ id: `learn.courseReg.state.${value}` })}
            </option>
          ))}
        </Select>
      ) : null}
      {refusals.length > 0 ? (
        <div className={styles.reasons}>
          <ReasonList reasons={refusals} intent="warning" />
        </div>
      ) : null}
    </li>
  );
}
