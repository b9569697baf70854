import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { Body1, Card, makeStyles, Spinner, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { useLocale, useSource } from '../../../client/engine';
import type { Award } from '../../../generated';
import { isNewcomerCall } from '../shared/newcomer-call';
import { AcademicSummary } from './academic-summary';
import { ApplicationPanel } from './application-panel';
import { ApplyForm } from './apply-form';
import { AwardEligibility, AwardFacts } from './award-facts';
import { awardName, shownText } from './award-text';
import { LoadError } from '../../../client/engine/list/load-error';
import { ApplicationStatusBadge, CallStateBadge } from './status-badge';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '960px',
  },
  title: { overflowWrap: 'anywhere', margin: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/**
 * /detail-scholarship/:id (the call's obfuscated id): the call, who may apply and on what, my
 * application's status (with the reviewer's reason) and its DOCX, my academic figures (for a call
 * for newcomers: that admission results count instead) and the application form with its server
 * draft.
 */
export default function AwardDetailPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { id = '' } = useParams();
  const detail = useSource('awards.detail', { id: id || null });
  const back = <AppLink to="/scholarship">{intl.formatMessage({ id: 'awards.detail.back' })}</AppLink>;
  if (detail.data) return <AwardDetail award={detail.data} back={back} onReloadCall={detail.mutate} />;
  return (
    <section className={styles.root}>
      {back}
      <Title2 as="h1">{intl.formatMessage({ id: 'awards.detail.title' })}</Title2>
      {detail.error ? (
        <LoadError onRetry={() => void detail.mutate()} />
      ) : detail.isLoading ? (
        <Spinner label={intl.formatMessage({ id: 'awards.loading' })} />
      ) : (
        <Text>{intl.formatMessage({ id: 'awards.detail.notFound' })}</Text>
      )}
    </section>
  );
}

function AwardDetail({
  award,
  back,
  onReloadCall,
}: {
  award: Award;
  back: ReactNode;
  onReloadCall: () => unknown;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const info = useSource('awards.studentInfo', { id: award.id });
  const mutateInfo = info.mutate;
  const reload = useCallback(() => {
    onReloadCall();
    void mutateInfo();
  }, [onReloadCall, mutateInfo]);
  const name = awardName({ award, locale });
  const isForNewcomers = isNewcomerCall(award);
  const description = shownText({ vi: award.description, en: award.descriptionEn, locale });
  const t = (id: string) => intl.formatMessage({ id: `awards.detail.${id}` });
  return (
    <section className={styles.root}>
      {back}
      <Title2 as="h1" className={styles.title} lang={name.lang}>
        {name.text}
      </Title2>
      <div className={styles.badges}>
        <CallStateBadge isOpen={award.isOpen} />
        <ApplicationStatusBadge status={info.data?.application?.status ?? award.applicationStatus} />
      </div>
      {description.text ? (
        <Body1 className={styles.text} lang={description.lang}>
          {description.text}
        </Body1>
      ) : null}
      <Card>
        <AwardFacts award={award} />
      </Card>
      <div className={styles.section}>
        <Title3 as="h2">{t('eligibility')}</Title3>
        <AwardEligibility award={award} student={info.data?.student} />
      </div>
      {info.error ? <LoadError onRetry={() => void info.mutate()} /> : null}
      {info.isLoading ? <Spinner label={intl.formatMessage({ id: 'awards.loading' })} /> : null}
      {info.data ? (
        <>
          <div className={styles.section}>
            <Title3 as="h2">{t('myApplication')}</Title3>
            <ApplicationPanel award={award} application={info.data.application} />
          </div>
          <div className={styles.section}>
            <Title3 as="h2">{t(isForNewcomers ? 'admission' : 'academic')}</Title3>
            <AcademicSummary info={info.data} isForNewcomers={isForNewcomers} />
          </div>
          <div className={styles.section}>
            <Title3 as="h2">{t('form')}</Title3>
            <ApplyForm award={award} info={info.data} onReload={reload} />
          </div>
        </>
      ) : null}
    </section>
  );
}
