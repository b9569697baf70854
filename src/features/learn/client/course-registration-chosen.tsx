import { makeStyles, mergeClasses, Select, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { CoursePlanItem, RegistrationReason } from '../../../generated';
import { STATES, useCourseCardStyles } from './course-registration-course-card';
import { ReasonList } from './registration-reasons-view';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  credits: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/**
 * The courses of the saved plan, shown whatever the filters and search say: a course held
 * through a class or outside the programme would otherwise be counted in the credits and the
 * save hints yet be nowhere to change or remove.
 */
export function ChosenCourses({
  items,
  choice,
  refusalsOf,
  onState,
}: {
  /** The saved plan's courses (state registered or planning). */
  items: CoursePlanItem[];
  /** The state being edited per course id. */
  choice: Map<number, number>;
  refusalsOf: (courseId: number) => RegistrationReason[] | undefined;
  onState: (courseId: number, state: number) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const card = useCourseCardStyles();
  if (items.length === 0) return null;
  const heading = intl.formatMessage({ id: 'learn.courseReg.chosen' });
  return (
    <section className={styles.section} aria-label={heading}>
      <Text as="h2" weight="semibold" size={400}>
        {heading}
      </Text>
      <ul className={styles.list}>
        {items.map((item) => {
          const name = locale === 'en' && item.nameEn ? item.nameEn : item.name;
          const reasons = refusalsOf(item.courseId) ?? item.reasons ?? [];
          return (
            <li
              key={item.courseId}
              className={mergeClasses(card.card, card.chosen)}
              data-testid={`chosen-${item.code}`}
            >
              <div className={card.info}>
                <Text className={card.name}>
                  {item.code} {name}
                </Text>
                <span className={styles.credits}>
                  {intl.formatMessage({ id: 'learn.courseReg.credits' }, { credits: item.credits })}
                </span>
              </div>
              <Select
                value={String(choice.get(item.courseId) ?? 0)}
                aria-label={intl.formatMessage({ id: 'learn.courseReg.stateOf' }, { code: item.code, name })}
                onChange={(_e, data) => onState(item.courseId, Number(data.value))}
              >
                {STATES.map((value) => (
                  <option key={value} value={String(value)}>
                    {intl.formatMessage({ id: `learn.courseReg.state.${value}` })}
                  </option>
                ))}
              </Select>
              {reasons.length > 0 ? (
                <div className={card.reasons}>
                  <ReasonList reasons={reasons} intent="warning" />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
