import { Fragment } from 'react';
import {
  Body1,
  Caption1,
  Card,
  CardHeader,
  Link as FluentLink,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../client/app/app-link';
import { useLocale, useSource } from '../../../client/engine';
import { EMPTY_LIST_TEXT, formatDate } from '../../../core';
import { CompanyRequests } from './company-requests';
import { companyName } from './company-text';
import { LoadError } from '../../../client/engine/list/load-error';
import { TopicQuota } from './topic-quota';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    maxWidth: '960px',
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  logo: { width: '72px', height: '72px', objectFit: 'contain' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

/** The company id of the route: /detail-company/<id> or /project/company/detail?id=<id>. */
function useCompanyId(): number | null {
  const params = useParams();
  const [query] = useSearchParams();
  const raw = params.id ?? query.get('id') ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/** /project/company/detail and /detail-company/<id>: a company, its news and internship topics, my requests to it. */
export default function CompanyDetailPage() {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const id = useCompanyId();
  const detail = useSource('projects.company', { id });
  const company = detail.data;
  const title = company
    ? companyName({ company, locale })
    : intl.formatMessage({ id: 'project.company.detailTitle' });

  if (id === null || (detail.data === null && !detail.isLoading))
    return (
      <section className={styles.root}>
        <Title2 as="h1">{intl.formatMessage({ id: 'project.company.detailTitle' })}</Title2>
        <Text>{intl.formatMessage({ id: 'project.company.notFound' })}</Text>
        <AppLink to="/project/company">{intl.formatMessage({ id: 'project.company.back' })}</AppLink>
      </section>
    );

  const description = company
    ? locale === 'en' && company.descriptionEn
      ? company.descriptionEn
      : company.description
    : '';
  const facts: [string, string][] = company
    ? [
        ['project.company.field', locale === 'en' && company.fieldEn ? company.fieldEn : company.field],
        ['project.company.size', company.size],
        ['project.company.address', company.address],
        ['project.company.email', company.email],
        ['project.company.phone', company.phone],
      ].filter((entry): entry is [string, string] => Boolean(entry[1]))
    : [];

  return (
    <section className={styles.root}>
      <AppLink to="/project/company">{intl.formatMessage({ id: 'project.company.back' })}</AppLink>
      <div className={styles.header}>
        {company?.hasLogo && company.logoUrl ? (
          <img className={styles.logo} src={company.logoUrl} alt="" />
        ) : null}
        <Title2 as="h1">{title}</Title2>
      </div>
      {detail.error ? <LoadError onRetry={() => void detail.mutate()} /> : null}
      {!company ? (
        detail.error ? null : (
          <Spinner label={intl.formatMessage({ id: 'project.loading' })} />
        )
      ) : (
        <>
          {description ? <Body1 className={styles.text}>{description}</Body1> : null}
          <dl className={styles.facts}>
            {facts.map(([labelId, value]) => (
              <Fragment key={labelId}>
                <dt className={styles.term}>{intl.formatMessage({ id: labelId })}</dt>
                <dd className={styles.value}>{value}</dd>
              </Fragment>
            ))}
            {company.website ? (
              <>
                <dt className={styles.term}>{intl.formatMessage({ id: 'project.company.website' })}</dt>
                <dd className={styles.value}>
                  <FluentLink href={company.website} target="_blank" rel="noreferrer noopener">
                    {company.website}
                  </FluentLink>
                </dd>
              </>
            ) : null}
          </dl>

          <Title3 as="h2">{intl.formatMessage({ id: 'project.company.topics' })}</Title3>
          {company.topics.length === 0 ? (
            <Text>{EMPTY_LIST_TEXT[locale]}</Text>
          ) : (
            <ul className={styles.list}>
              {company.topics.map((topic) => (
                <li key={topic.id}>
                  <Card>
                    <CardHeader
                      header={
                        <Subtitle2>{locale === 'en' && topic.nameEn ? topic.nameEn : topic.name}</Subtitle2>
                      }
                      description={<TopicQuota quota={topic.quota} accepted={topic.acceptedCount} />}
                    />
                    {topic.description ? <Body1 className={styles.text}>{topic.description}</Body1> : null}
                    <AppLink to={`/project/register?companyId=${company.id}`}>
                      {intl.formatMessage({ id: 'project.company.apply' })}
                    </AppLink>
                  </Card>
                </li>
              ))}
            </ul>
          )}

          <Title3 as="h2">{intl.formatMessage({ id: 'project.company.news' })}</Title3>
          {company.news.length === 0 ? (
            <Text>{EMPTY_LIST_TEXT[locale]}</Text>
          ) : (
            <ul className={styles.list}>
              {company.news.map((item) => (
                <li key={item.id}>
                  <Subtitle2 as="h3">{item.title}</Subtitle2>
                  <div>
                    <Caption1>{formatDate({ value: item.publishedDate, locale })}</Caption1>
                  </div>
                  <Body1 className={styles.text}>{item.summary || item.content}</Body1>
                </li>
              ))}
            </ul>
          )}

          <CompanyRequests companyId={company.id} />
        </>
      )}
    </section>
  );
}
