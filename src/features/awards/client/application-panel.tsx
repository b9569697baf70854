import { Body1, Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { Award, AwardApplication } from '../../../generated';
import { formatDay, formatMoment } from './award-text';
import { DocxDownloadLink } from './docx-download-link';
import { ApplicationStatusBadge } from './status-badge';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  note: {
    padding: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    alignSelf: 'stretch',
  },
  approved: { borderLeftColor: tokens.colorPaletteGreenBorder2 },
  dates: { color: tokens.colorNeutralForeground3 },
  download: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** Where my filled application downloads as a DOCX. */
export const applicationDocxUrl = (awardId: number): string =>
  `/api/v1/awards/${awardId}/download-form-award`;

/**
 * My application to the call: its status and what it means now, the reviewer's note (the reason
 * of a rejection), when it was sent and reviewed, and the filled form as a DOCX once it exists.
 */
export function ApplicationPanel({
  award,
  application,
}: {
  award: Award;
  application: AwardApplication | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const status = application?.status ?? 'none';
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `awards.application.${id}` }, values);
  const explanation =
    status === 'none' || status === 'draft'
      ? award.isOpen
        ? t(`${status}Open`, { deadline: formatMoment({ value: award.endDate, locale }) })
        : t(`${status}Closed`)
      : t(status);
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <ApplicationStatusBadge status={status} />
      </div>
      <Body1>{explanation}</Body1>
      {application && application.reviewNote ? (
        <div className={mergeClasses(styles.note, status === 'approved' && styles.approved)}>
          <Text weight="semibold" block>
            {t(status === 'rejected' ? 'rejectReason' : 'reviewNote')}
          </Text>
          <Body1 lang="vi">{application.reviewNote}</Body1>
        </div>
      ) : null}
      {application ? (
        <Caption1 className={styles.dates}>
          {[
            application.submittedAt
              ? t('submittedAt', { date: formatMoment({ value: application.submittedAt, locale }) })
              : t('savedAt', { date: formatMoment({ value: application.lastUpdate, locale }) }),
            application.reviewedAt
              ? t('reviewedAt', { date: formatDay({ value: application.reviewedAt, locale }) })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Caption1>
      ) : null}
      {application ? (
        <DocxDownloadLink
          className={styles.download}
          href={applicationDocxUrl(award.id)}
          fallbackName={`don-hoc-bong-${award.code}.docx`}
        >
          <ArrowDownloadRegular aria-hidden />
          {t('download')}
        </DocxDownloadLink>
      ) : null}
    </div>
  );
}
