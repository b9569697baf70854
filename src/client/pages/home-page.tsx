import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatSemester } from '../../core/format-semester';
import type { Dashboard } from '../../generated';
import { useLocale } from '../engine/engine-config';
import { useSource } from '../engine/use-source';
import { useTimeZone } from '../engine/use-time-zone';
import { AppLink } from '../app/app-link';
import { useClientConfig } from '../app/client-config-context';
import { useSession } from '../app/session/session-provider';
import { DeadlinesCard, NotificationsCard, StandingCard } from './home-cards';
import type { CardLink } from './home-card';
import { formatLongDay, localized } from './home-format';
import { HOME_DASHBOARD } from './home-source-calls';
import { ExamCard, NextClassesCard, TodayCard } from './home-schedule-cards';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 1200px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  skeleton: { height: '160px' },
});

/** Whether the tenant has a working page at `path` (its config lists it and its module is on). */
function usePageCheck(): (path: string) => boolean {
  const config = useClientConfig();
  return (path) => {
    const page = config.pages[path];
    return !!page && (!page.module || config.modules[page.module] !== false);
  };
}

/** Home `/`: what now — today's and the next classes, the next exam, notifications, open windows, CPA. */
export default function HomePage() {
  const intl = useIntl();
  const styles = useStyles();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const hasPage = usePageCheck();
  const { user } = useSession();
  const dashboard = useSource(HOME_DASHBOARD.name, HOME_DASHBOARD.params);
  const text = (id: string) => intl.formatMessage({ id });
  const linksTo = (...links: CardLink[]) => links.filter((link) => hasPage(link.to));
  const name = user?.student?.fullName ?? user?.name ?? '';
  const data: Dashboard | undefined = dashboard.data;
  const student = user?.student ?? null;
  const programme = student
    ? localized({ vi: student.profile.eduProgramName, en: student.profile.eduProgramNameEn ?? '', locale })
    : '';

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Title2 as="h1">{intl.formatMessage({ id: 'home.greeting' }, { name })}</Title2>
        {data?.schedule ? (
          <Text className={styles.muted} data-testid="home-today-line">
            {formatLongDay({ date: data.schedule.today, locale })} ·{' '}
            {formatSemester({ semester: data.schedule.semester, locale })}
          </Text>
        ) : null}
        {student ? (
          <Text className={styles.muted}>
            {student.studentCode}
            {programme ? (
              <>
                {' · '}
                {/* Without an English name, the Vietnamese one is said to be Vietnamese. */}
                <span
                  lang={locale === 'en' && programme === student?.profile.eduProgramName ? 'vi' : undefined}
                >
                  {programme}
                </span>
              </>
            ) : null}
            {hasPage('/profile') ? (
              <>
                {' · '}
                <AppLink to="/profile">{text('home.profileLink')}</AppLink>
              </>
            ) : null}
          </Text>
        ) : null}
      </div>
      {dashboard.error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{text('home.error')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void dashboard.mutate()}>{text('home.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {!data && !dashboard.error ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} aria-label={text('home.loading')}>
              <SkeletonItem className={styles.skeleton} />
            </Skeleton>
          ))}
        </div>
      ) : null}
      {data && !data.isStudent ? <Text>{text('home.notStudent')}</Text> : null}
      {data && data.unavailable.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{text('home.partial')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {data ? (
        <div className={styles.grid}>
          {data.schedule ? (
            <TodayCard
              schedule={data.schedule}
              locale={locale}
              links={linksTo({ to: '/learn/timetable', label: text('home.timetableLink') })}
            />
          ) : null}
          {data.isStudent ? (
            <DeadlinesCard deadlines={data.deadlines} locale={locale} timeZone={timeZone} hasPage={hasPage} />
          ) : null}
          {data.schedule ? <NextClassesCard schedule={data.schedule} locale={locale} links={[]} /> : null}
          {data.schedule || data.nextExam ? (
            <ExamCard
              exam={data.nextExam}
              locale={locale}
              links={linksTo({ to: '/learn', label: text('home.classesLink') })}
            />
          ) : null}
          {data.notifications ? (
            <NotificationsCard
              notifications={data.notifications}
              locale={locale}
              links={linksTo({ to: '/notifications', label: text('home.notificationsLink') })}
            />
          ) : null}
          {data.standing ? (
            <StandingCard
              standing={data.standing}
              locale={locale}
              links={linksTo(
                { to: '/learn/view-grades', label: text('home.gradesLink') },
                { to: '/learn/education-program', label: text('home.programLink') },
              )}
            />
          ) : null}
          {!data.isStudent && data.deadlines.length > 0 ? (
            <DeadlinesCard deadlines={data.deadlines} locale={locale} timeZone={timeZone} hasPage={hasPage} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
