import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular, ClockRegular, DocumentEditRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { Locale } from '../../core/locale';
import type { DashboardExam, DashboardMeeting, DashboardSchedule } from '../../generated';
import { EmptyLine, HomeCard } from './home-card';
import type { CardLink } from './home-card';
import { formatDay, formatLongDay, localized } from './home-format';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    // One width for every row, so times and courses line up down the card.
    gridTemplateColumns: '7.5rem minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    ':first-child': { borderTop: 'none', paddingTop: 0 },
  },
  when: { display: 'flex', flexDirection: 'column', color: tokens.colorNeutralForeground2 },
  time: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  what: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  course: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  detail: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  examWhen: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** One meeting: time (and day) on the left; course, room and class on the right. */
function MeetingItem({
  meeting,
  locale,
  isDayShown,
}: {
  meeting: DashboardMeeting;
  locale: Locale;
  isDayShown: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <span className={styles.when}>
        {isDayShown ? <span>{formatDay({ date: meeting.date, locale })}</span> : null}
        <span className={styles.time}>
          {meeting.start}–{meeting.end}
        </span>
      </span>
      <span className={styles.what}>
        <span className={styles.course}>
          {localized({ vi: meeting.courseName, en: meeting.courseNameEn, locale })}{' '}
          {meeting.role === 'assistant' ? (
            <Badge appearance="tint" color="informative" size="small">
              {intl.formatMessage({ id: 'home.meeting.assistant' })}
            </Badge>
          ) : null}
        </span>
        <span className={styles.detail}>
          {intl.formatMessage(
            { id: 'home.meeting.detail' },
            { room: meeting.place || '—', code: meeting.courseCode, classCode: meeting.classCode },
          )}
        </span>
      </span>
    </li>
  );
}

/** Today's classes. */
export function TodayCard({
  schedule,
  locale,
  links,
}: {
  schedule: DashboardSchedule;
  locale: Locale;
  links: CardLink[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const meetings = schedule.todayClasses;
  return (
    <HomeCard
      testId="home-today"
      icon={<ClockRegular />}
      title={intl.formatMessage({ id: 'home.today.title' })}
      badge={
        meetings.length > 0 ? (
          <Badge appearance="filled" color="brand">
            {meetings.length}
          </Badge>
        ) : null
      }
      links={links}
    >
      {meetings.length === 0 ? (
        <EmptyLine>{intl.formatMessage({ id: 'home.today.empty' })}</EmptyLine>
      ) : (
        <ul className={styles.list}>
          {meetings.map((meeting) => (
            <MeetingItem
              key={`${meeting.classId}-${meeting.from}`}
              meeting={meeting}
              locale={locale}
              isDayShown={false}
            />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

/** The next meetings after today. */
export function NextClassesCard({
  schedule,
  locale,
  links,
}: {
  schedule: DashboardSchedule;
  locale: Locale;
  links: CardLink[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const meetings = schedule.nextClasses;
  return (
    <HomeCard
      testId="home-next"
      icon={<CalendarLtrRegular />}
      title={intl.formatMessage({ id: 'home.next.title' })}
      links={links}
    >
      {meetings.length === 0 ? (
        <EmptyLine>{intl.formatMessage({ id: 'home.next.empty' })}</EmptyLine>
      ) : (
        <ul className={styles.list}>
          {meetings.map((meeting) => (
            <MeetingItem
              key={`${meeting.classId}-${meeting.date}-${meeting.from}`}
              meeting={meeting}
              locale={locale}
              isDayShown
            />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

/** The next exam sitting, or a sentence when none is scheduled. */
export function ExamCard({
  exam,
  locale,
  links,
}: {
  exam: DashboardExam | null;
  locale: Locale;
  links: CardLink[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <HomeCard
      testId="home-exam"
      icon={<DocumentEditRegular />}
      title={intl.formatMessage({ id: 'home.exam.title' })}
      links={links}
    >
      {exam ? (
        <>
          <Text className={styles.course}>
            {localized({ vi: exam.courseName, en: exam.courseNameEn, locale })}
          </Text>
          <Text className={styles.examWhen}>
            {formatLongDay({ date: exam.date, locale })} · {exam.start}–{exam.end}
          </Text>
          <Text className={styles.detail}>
            {intl.formatMessage(
              { id: 'home.meeting.detail' },
              { room: exam.room || '—', code: exam.courseCode, classCode: exam.classCode },
            )}
          </Text>
        </>
      ) : (
        <EmptyLine>{intl.formatMessage({ id: 'home.exam.empty' })}</EmptyLine>
      )}
    </HomeCard>
  );
}
