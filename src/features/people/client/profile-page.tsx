import {
  Button,
  Card,
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
import { admissionSubjects } from '../shared/admission-subjects';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, getEnum } from '../../../core';
import { useSession } from '../../../client/app/session/session-provider';
import { useLocale, useSource } from '../../../client/engine';
import { ProfileFacts } from '../../../client/pages/profile-facts';
import type { ProfileFact } from '../../../client/pages/profile-facts';
import { localized } from '../../../client/engine/localized';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 992px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** One titled group of facts. */
function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** /profile: the signed-in student's study, admission and personal details, read-only. */
export default function ProfilePage() {
  const intl = useIntl();
  const styles = useStyles();
  const locale = useLocale();
  const { user } = useSession();
  const studentId = user?.studentId ?? -1;
  const profiles = useSource('people.profiles', { studentId });
  const info = useSource('people.studentInfo', { studentId });
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const accountFacts: ProfileFact[] = [
    { label: text('profile.account'), value: user?.account ?? '' },
    { label: text('profile.accountName'), value: user?.name ?? '' },
  ];

  if (studentId < 0)
    return (
      <div className={styles.page}>
        <Title2 as="h1">{text('profile.title')}</Title2>
        <Text>{text('profile.noStudent')}</Text>
        <FactsCard title={text('profile.account')}>
          <ProfileFacts facts={accountFacts} />
        </FactsCard>
      </div>
    );

  const profile = profiles.data?.[0] ?? user?.student ?? null;
  const details = info.data;
  const failed = !!(profiles.error || info.error) && !(profile && details);
  const status = (value: number) => getEnum('studentStatus').label({ value, locale });
  /** The English name to English readers when there is one, else the Vietnamese (marked lang=vi). */
  const inLocale = (vi: string, en: string | undefined) => localized({ vi, en: en ?? '', locale });
  const studyFacts: ProfileFact[] = profile
    ? [
        { label: text('profile.studentCode'), value: profile.studentCode },
        { label: text('profile.fullName'), value: profile.fullName },
        {
          label: text('profile.program'),
          value: inLocale(profile.profile.eduProgramName, profile.profile.eduProgramNameEn),
        },
        {
          label: text('profile.major'),
          value: inLocale(profile.profile.majorName, profile.profile.majorNameEn),
        },
        {
          label: text('profile.school'),
          value: inLocale(profile.profile.schoolName, profile.profile.schoolNameEn),
        },
        {
          label: text('profile.department'),
          value: inLocale(profile.departmentName, profile.departmentNameEn),
        },
        {
          label: text('profile.cohort'),
          value: profile.cohort > 0 ? text('profile.cohortValue', { cohort: profile.cohort }) : '',
        },
        { label: text('profile.className'), value: profile.className },
        { label: text('profile.status'), value: status(profile.profile.status) },
        {
          label: text('profile.warning'),
          value:
            (profile.warningLevel ?? 0) > 0
              ? text('profile.warningLevel', { level: profile.warningLevel ?? 0 })
              : text('profile.warningNone'),
        },
      ]
    : [];
  const admissionFacts: ProfileFact[] = profile
    ? [
        { label: text('profile.admissionCode'), value: profile.profile.admissionCode },
        {
          label: text('profile.admissionName'),
          value: admissionSubjects({ name: profile.profile.admissionName, locale }),
        },
      ]
    : [];
  const personalFacts: ProfileFact[] = details
    ? [
        { label: text('profile.birthDate'), value: formatDate({ value: details.birthDate, locale }) },
        {
          label: text('profile.gender'),
          value: details.gender < 0 ? '' : getEnum('gender').label({ value: details.gender, locale }),
        },
        { label: text('profile.email'), value: details.email },
        { label: text('profile.relatedEmail'), value: details.relatedEmail },
        { label: text('profile.phone'), value: details.phone },
      ]
    : [];
  const loading = (
    <Skeleton aria-label={text('profile.title')}>
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
      <SkeletonItem size={16} />
    </Skeleton>
  );

  return (
    <div className={styles.page}>
      <Title2 as="h1">{text('profile.title')}</Title2>
      <Text className={styles.muted}>{text('profile.readOnly')}</Text>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{text('profile.error')}</MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                void profiles.mutate();
                void info.mutate();
              }}
            >
              {text('home.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.grid}>
        <FactsCard title={text('profile.study')}>
          {profile ? <ProfileFacts facts={studyFacts} /> : loading}
        </FactsCard>
        <FactsCard title={text('profile.personal')}>
          {details ? <ProfileFacts facts={personalFacts} /> : loading}
        </FactsCard>
        <FactsCard title={text('profile.admission')}>
          {profile ? <ProfileFacts facts={admissionFacts} /> : loading}
        </FactsCard>
        <FactsCard title={text('profile.account')}>
          <ProfileFacts facts={accountFacts} />
        </FactsCard>
      </div>
    </div>
  );
}
