import {
  Badge,
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
import { DesktopRegular, PhoneRegular, TabletRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../client/app/session/session-provider';
import { useLocale, useMutation, useSource, useTimeZone } from '../../../client/engine';
import { formatInstant, isSuccessCode } from '../../../core';
import { END_SESSION_MUTATION, SESSIONS_SOURCE } from './sources';
import type { EndSessionBody, SessionRow } from './sources';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
  heading: { margin: 0 },
  intro: { color: tokens.colorNeutralForeground3 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  row: {
    listStyleType: 'none',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  // Takes the line; on a narrow screen the button wraps below it instead of squeezing it.
  details: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    flex: '1 1 200px',
    minWidth: 0,
  },
  device: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  action: { marginLeft: 'auto' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const isPhone = (os: string) => os === 'iPhone' || os === 'Android';

/** The signed-in user's live sessions (device, time, address), each with a button that ends it. */
export default function SessionsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const styles = useStyles();
  const navigate = useNavigate();
  const session = useSession();
  const sessions = useSource(SESSIONS_SOURCE, {});
  const { trigger, isMutating } = useMutation<EndSessionBody, { current: boolean }>({
    name: END_SESSION_MUTATION,
  });
  const rows = sessions.data ?? [];

  const deviceName = (row: SessionRow) =>
    [row.browser, row.os].filter(Boolean).join(' · ') ||
    intl.formatMessage({ id: 'auth.sessions.unknownDevice' });

  const end = async (row: SessionRow) => {
    const result = await trigger({ body: { id: row.id } });
    // Ending this browser's own session is signing out.
    if (isSuccessCode(result.code) && result.data?.current) {
      await session.logout();
      navigate('/login', { replace: true });
    }
  };

  const body = () => {
    if (sessions.isLoading && rows.length === 0) {
      return (
        <Skeleton aria-label={intl.formatMessage({ id: 'auth.sessions.loading' })}>
          {Array.from({ length: 2 }, (_, index) => (
            <SkeletonItem key={index} size={48} />
          ))}
        </Skeleton>
      );
    }
    if (rows.length === 0)
      return sessions.error ? null : (
        <div className={styles.empty}>{intl.formatMessage({ id: 'auth.sessions.empty' })}</div>
      );
    return (
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'auth.sessions.title' })}>
        {rows.map((row) => {
          const Icon = isPhone(row.os) ? PhoneRegular : row.os === 'iPad' ? TabletRegular : DesktopRegular;
          const name = deviceName(row);
          return (
            <li key={row.id} className={styles.row} data-session={row.current ? 'current' : 'other'}>
              <Icon className={styles.icon} aria-hidden />
              <div className={styles.details}>
                <div className={styles.device}>
                  <Text weight="semibold">{name}</Text>
                  {row.current ? (
                    <Badge appearance="tint" color="brand">
                      {intl.formatMessage({ id: 'auth.sessions.current' })}
                    </Badge>
                  ) : null}
                </div>
                <Text size={200} className={styles.meta}>
                  {intl.formatMessage(
                    { id: 'auth.sessions.signedIn' },
                    {
                      time: formatInstant({ value: row.createdAt, timeZone, locale }),
                    },
                  )}
                  {row.ip ? ` · ${intl.formatMessage({ id: 'auth.sessions.address' }, { ip: row.ip })}` : ''}
                </Text>
              </div>
              <Button
                className={styles.action}
                appearance={row.current ? 'secondary' : 'primary'}
                disabledFocusable={isMutating}
                aria-label={intl.formatMessage(
                  { id: row.current ? 'auth.sessions.signOutAria' : 'auth.sessions.endAria' },
                  { device: name },
                )}
                onClick={() => void end(row)}
              >
                {intl.formatMessage({ id: row.current ? 'auth.sessions.signOut' : 'auth.sessions.end' })}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className={styles.root}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage({ id: 'auth.sessions.title' })}
      </Title2>
      <Text className={styles.intro}>{intl.formatMessage({ id: 'auth.sessions.intro' })}</Text>
      {sessions.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'auth.sessions.loadError' })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void sessions.mutate()}>
              {intl.formatMessage({ id: 'auth.sessions.retry' })}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {body()}
    </section>
  );
}
