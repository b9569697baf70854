import {
  Badge,
  Button,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import type { ClassOffering } from '../../../generated';
import { courseNameIn, scheduleLines } from './class-registration-schedule';
import type { ClassSeats } from './sources';

/** Rows become stacked cards at this width and below. */
export const CARD_MEDIA = '@media (max-width: 600px)';

const useStyles = makeStyles({
  table: { tableLayout: 'auto', [CARD_MEDIA]: { display: 'block' } },
  head: { [CARD_MEDIA]: { display: 'none' } },
  body: {
    [CARD_MEDIA]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  },
  row: {
    [CARD_MEDIA]: {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalXS,
      padding: tokens.spacingVerticalS,
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  cell: {
    verticalAlign: 'top',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    [CARD_MEDIA]: { display: 'block', padding: 0, height: 'auto' },
  },
  labelled: {
    [CARD_MEDIA]: {
      '::before': {
        content: 'attr(data-label)',
        display: 'block',
        color: tokens.colorNeutralForeground3,
        fontSize: tokens.fontSizeBase200,
      },
    },
  },
  stack: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  /** Side by side in a card: class code and type, seat counts. */
  inline: {
    [CARD_MEDIA]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: tokens.spacingHorizontalS,
    },
  },
  line: { display: 'block', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** A page of classes: a table on wide screens, stacked cards at 600 px and below. */
export function ClassRegistrationOfferings({
  rows,
  liveSeats,
  basketIds,
  onAdd,
}: {
  rows: ClassOffering[];
  liveSeats: ReadonlyMap<number, ClassSeats>;
  basketIds: ReadonlySet<number>;
  onAdd: (row: ClassOffering) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `learn.classReg.${id}` }, values);
  const col = (id: string) => intl.formatMessage({ id: `learn.col.${id}` });
  const cell = styles.cell;
  const labelled = mergeClasses(styles.cell, styles.labelled);
  const inline = mergeClasses(styles.stack, styles.inline);
  return (
    <Table size="small" className={styles.table} aria-label={t('offerings')}>
      <TableHeader className={styles.head}>
        <TableRow>
          {['class', 'course', 'schedule', 'seats', 'action'].map((k) => (
            <TableHeaderCell key={k}>{col(k)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={styles.body}>
        {rows.map((c) => {
          const seats = liveSeats.get(c.id) ?? c;
          const left = Math.max(0, seats.capacity - seats.studentNum);
          const lines = scheduleLines({ entries: c.calendarEntries, intl });
          return (
            <TableRow key={c.id} className={styles.row} data-testid={`offering-${c.classId}`}>
              <TableCell className={cell}>
                <span className={inline}>
                  <Text weight="semibold">{c.classId}</Text>
                  <Text size={200} className={styles.muted}>
                    {locale === 'en' ? c.classTypeNameEn : c.classTypeName}
                  </Text>
                </span>
              </TableCell>
              <TableCell className={cell}>
                <span className={styles.stack}>
                  <Text className={styles.line}>
                    {c.courseCode} {courseNameIn({ row: c, locale })}
                  </Text>
                  <span className={styles.badges}>
                    <Text size={200} className={styles.muted}>
                      {t('credits', { credits: c.credits })}
                      {c.teacherName ? (
                        <>
                          {' · '}
                          <span lang="vi">{c.teacherName}</span>
                        </>
                      ) : null}
                    </Text>
                    {c.inProgram ? (
                      <Badge size="small" appearance="tint" color="brand">
                        {t('inProgramBadge')}
                      </Badge>
                    ) : null}
                  </span>
                </span>
              </TableCell>
              <TableCell className={labelled} data-label={col('schedule')}>
                <span className={styles.stack}>
                  {lines.length === 0 ? (
                    <Text className={styles.muted}>{t('noSchedule')}</Text>
                  ) : (
                    lines.map((line) => (
                      <Text key={line} size={200} className={styles.line}>
                        {line}
                      </Text>
                    ))
                  )}
                </span>
              </TableCell>
              <TableCell className={labelled} data-label={col('seats')} data-testid="seats">
                <span className={inline}>
                  <Text>
                    {seats.studentNum}/{seats.capacity}
                  </Text>
                  <Text size={200} className={styles.muted}>
                    {left > 0 ? t('seatsLeft', { seats: left }) : t('full')}
                    {seats.waitlistCount > 0 ? ` · ${t('waitingCount', { count: seats.waitlistCount })}` : ''}
                  </Text>
                </span>
              </TableCell>
              <TableCell className={cell}>
                {c.myStatus === 'registered' ? (
                  <Badge color="success">{t('registered')}</Badge>
                ) : c.myStatus === 'waitlisted' ? (
                  <Badge color="warning">{t('waiting', { position: c.myPosition ?? 0 })}</Badge>
                ) : basketIds.has(c.id) ? (
                  <Badge appearance="outline" color="informative">
                    {t('inBasket')}
                  </Badge>
                ) : (
                  <Button
                    size="small"
                    icon={<AddRegular />}
                    onClick={() => onAdd(c)}
                    aria-label={t('add', { code: c.classId })}
                  >
                    {t('addShort')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
