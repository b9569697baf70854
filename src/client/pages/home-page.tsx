import {
  Avatar,
  Card,
  CardHeader,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatDate, getEnum } from '../../core';
import { getCurrentSemester } from '../api/semesters-api';
import { getStudent } from '../api/students-api';
import type { Semester, StudentProfile } from '../api/foundation-types';
import { useSession } from '../app/session/session-provider';
import { useApiData } from '../app/use-api-data';
import { useLocaleSwitch } from '../i18n/locale-provider';
import { ProfileFacts } from './profile-facts';
import type { ProfileFact } from './profile-facts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 992px)': { gridTemplateColumns: '2fr 1fr' },
  },
  card: { padding: tokens.spacingHorizontalL },
});

/** Loads the signed-in student's profile: from the session, else GET /api/v1/students/{id}. */
function useStudentProfile(): { student: StudentProfile | null; isLoading: boolean } {
  const { user } = useSession();
  const embedded = user?.student ?? null;
  const studentId = user?.studentId ?? -1;
  const fetched = useApiData(
    async (signal) => {
      if (embedded || studentId < 0) return null;
      const result = await getStudent({ id: studentId, signal });
      return result.error ? null : (result.data?.data ?? null);
    },
    [embedded, studentId],
  );
  return { student: embedded ?? fetched.data, isLoading: !embedded && fetched.isLoading };
}

/** Home `/`: the student's profile summary and the current semester. */
export default function HomePage() {
  const intl = useIntl();
  const styles = useStyles();
  const { locale } = useLocaleSwitch();
  const { user } = useSession();
  const { student, isLoading } = useStudentProfile();
  const semester = useApiData<Semester | null>(async (signal) => {
    const result = await getCurrentSemester({ signal });
    return result.error ? null : (result.data?.data ?? null);
  }, []);

  const text = (id: string) => intl.formatMessage({ id });
  const profileFacts: ProfileFact[] = student
    ? [
        { label: text('shell.home.studentCode'), value: student.studentCode },
        { label: text('shell.home.program'), value: student.profile.eduProgramName },
        { label: text('shell.home.school'), value: student.profile.schoolName },
        { label: text('shell.home.major'), value: student.profile.majorName },
        {
          label: text('shell.home.cohortClass'),
          value: [
            student.cohort > 0
              ? intl.formatMessage({ id: 'shell.home.cohortValue' }, { cohort: student.cohort })
              : '',
            student.className,
          ]
            .filter(Boolean)
            .join(' / '),
        },
        {
          label: text('shell.home.status'),
          value: getEnum('studentStatus').label({ value: student.status, locale }),
        },
      ]
    : [];
  const current = semester.data;
  const semesterFacts: ProfileFact[] = current
    ? [
        { label: text('shell.home.semesterCode'), value: current.semester },
        { label: text('shell.home.semesterStart'), value: formatDate({ value: current.startDate, locale }) },
        { label: text('shell.home.semesterEnd'), value: formatDate({ value: current.endDate, locale }) },
      ]
    : [];
  const semesterName = current ? (locale === 'en' && current.nameEn ? current.nameEn : current.name) : '';

  return (
    <div className={styles.page}>
      <Title2 as="h1">
        {intl.formatMessage({ id: 'shell.home.greeting' }, { name: student?.fullName ?? user?.name ?? '' })}
      </Title2>
      <div className={styles.grid}>
        <Card className={styles.card} aria-busy={isLoading}>
          <CardHeader
            image={<Avatar name={student?.fullName ?? user?.name} size={48} color="brand" />}
            header={
              <Text weight="semibold" size={500}>
                {student?.fullName ?? user?.name}
              </Text>
            }
            description={<Text>{user?.email}</Text>}
          />
          {isLoading ? (
            <Skeleton aria-label={text('shell.loading')}>
              <SkeletonItem size={16} />
              <SkeletonItem size={16} />
              <SkeletonItem size={16} />
            </Skeleton>
          ) : student ? (
            <ProfileFacts facts={profileFacts} />
          ) : (
            <Text>{text('shell.home.noStudent')}</Text>
          )}
        </Card>
        <Card className={styles.card} aria-busy={semester.isLoading}>
          <CardHeader
            header={
              <Text weight="semibold" size={500}>
                {text('shell.home.currentSemester')}
              </Text>
            }
            description={<Text>{semesterName}</Text>}
          />
          {semester.isLoading ? (
            <Skeleton aria-label={text('shell.loading')}>
              <SkeletonItem size={16} />
              <SkeletonItem size={16} />
            </Skeleton>
          ) : current ? (
            <ProfileFacts facts={semesterFacts} />
          ) : (
            <Text>{text('shell.home.noSemester')}</Text>
          )}
        </Card>
      </div>
    </div>
  );
}
