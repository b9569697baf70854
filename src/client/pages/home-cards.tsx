import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AlertRegular, DataTrendingRegular, DoorArrowRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { formatDate } from '../../core/dates';
import { formatInstant } from '../../core/format-instant';
import type { Locale } from '../../core/locale';
import type { DashboardDeadline, DashboardNotifications, DashboardStanding } from '../../generated';
import { AppLink } from '../app/app-link';
import { EmptyLine, HomeCard } from './home-card';
import type { CardLink } from './home-card';
import { localized } from './home-format';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3 },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  figure: { display: 'flex', flexDirection: 'column' },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
  },
});

/** Unread notifications: how many, and the newest few, each opening the notifications page. */
export function NotificationsCard({
  notifications,
  locale,
  links,
}: {
  notifications: DashboardNotifications;
  locale: Locale;
  links: CardLink[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const canOpen = links.length > 0;
  return (
    <HomeCard
      testId="home-notifications"
      icon={<AlertRegular />}
      title={intl.formatMessage({ id: 'home.notifications.title' })}
      badge={
        notifications.unread > 0 ? (
          <Badge appearance="filled" color="danger">
            {intl.formatMessage({ id: 'home.notifications.count' }, { count: notifications.unread })}
          </Badge>
        ) : null
      }
      links={links}
    >
      {notifications.latest.length === 0 ? (
        <EmptyLine>{intl.formatMessage({ id: 'home.notifications.empty' })}</EmptyLine>
      ) : (
        <ul className={styles.list}>
          {notifications.latest.map((item) => {
            const title = localized({ vi: item.title, en: item.titleEn, locale });
            return (
              <li key={item.id} className={styles.item}>
                {canOpen ? (
                  <AppLink to="/notifications" className={styles.title}>
                    {title}
                  </AppLink>
                ) : (
                  <Text className={styles.title}>{title}</Text>
                )}
                <Text size={200} className={styles.detail}>
                  {formatDate({ value: item.createdAt, locale })}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}

/** Registration windows open now (until when) or opening soon, and deadlines; each links to its page. */
export function DeadlinesCard({
  deadlines,
  locale,
  timeZone,
  hasPage,
}: {
  deadlines: DashboardDeadline[];
  locale: Locale;
  timeZone: string;
  hasPage: (path: string) => boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const when = (deadline: DashboardDeadline) => {
    const at = (iso: string) => formatInstant({ value: iso, timeZone, locale });
    if (!deadline.isOpen)
      return intl.formatMessage({ id: 'home.deadlines.opensOn' }, { date: at(deadline.opensAt) });
    if (!deadline.opensAt)
      return intl.formatMessage({ id: 'home.deadlines.dueBy' }, { date: at(deadline.closesAt) });
    return intl.formatMessage({ id: 'home.deadlines.openUntil' }, { date: at(deadline.closesAt) });
  };
  return (
    <HomeCard
      testId="home-deadlines"
      icon={<DoorArrowRightRegular />}
      title={intl.formatMessage({ id: 'home.deadlines.title' })}
    >
      {deadlines.length === 0 ? (
        <EmptyLine>{intl.formatMessage({ id: 'home.deadlines.empty' })}</EmptyLine>
      ) : (
        <ul className={styles.list}>
          {deadlines.map((deadline) => {
            const title = localized({ vi: deadline.title, en: deadline.titleEn, locale });
            return (
              <li key={deadline.id} className={styles.item}>
                {deadline.link && hasPage(deadline.link) ? (
                  <AppLink to={deadline.link} className={styles.title}>
                    {title}
                  </AppLink>
                ) : (
                  <Text className={styles.title}>{title}</Text>
                )}
                <Text size={200} className={styles.detail}>
                  <Badge appearance="tint" size="small" color={deadline.isOpen ? 'success' : 'informative'}>
                    {intl.formatMessage({
                      id: deadline.isOpen ? 'home.deadlines.open' : 'home.deadlines.soon',
                    })}
                  </Badge>{' '}
                  {when(deadline)}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}

/** CPA and accumulated credits beside the programme's total, with why the two differ one link away. */
export function StandingCard({
  standing,
  locale,
  links,
}: {
  standing: DashboardStanding;
  locale: Locale;
  links: CardLink[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const hasResults = standing.accumulatedCredits > 0 || standing.cpa > 0;
  const ranking = localized({ vi: standing.ranking, en: standing.rankingEn, locale });
  return (
    <HomeCard
      testId="home-standing"
      icon={<DataTrendingRegular />}
      title={intl.formatMessage({ id: 'home.standing.title' })}
      badge={
        standing.warningLevel > 0 ? (
          <Badge appearance="filled" color="warning">
            {intl.formatMessage({ id: 'home.standing.warning' }, { level: standing.warningLevel })}
          </Badge>
        ) : null
      }
      links={links}
    >
      {hasResults ? (
        <>
          <div className={styles.figures}>
            <div className={styles.figure}>
              <Text className={styles.detail}>{intl.formatMessage({ id: 'home.standing.cpa' })}</Text>
              <Text className={styles.value}>{standing.cpa.toFixed(2)}</Text>
            </div>
            <div className={styles.figure}>
              <Text className={styles.detail}>{intl.formatMessage({ id: 'home.standing.credits' })}</Text>
              <Text className={styles.value}>{standing.accumulatedCredits}</Text>
            </div>
          </div>
          {ranking ? <Text>{intl.formatMessage({ id: 'home.standing.ranking' }, { ranking })}</Text> : null}
          {standing.programCredits > 0 ? (
            <Text className={styles.detail}>
              {intl.formatMessage(
                { id: 'home.standing.program' },
                { program: standing.programCredits, accumulated: standing.accumulatedCredits },
              )}
            </Text>
          ) : null}
        </>
      ) : (
        <EmptyLine>{intl.formatMessage({ id: 'home.standing.empty' })}</EmptyLine>
      )}
    </HomeCard>
  );
}
