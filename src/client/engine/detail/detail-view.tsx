import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Title2,
  tokens,
} from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EMPTY_LIST_TEXT } from '../../../core';
import type { Locale } from '../../../core';
import { useLocale } from '../engine-config';
import { assertFieldDisplay, readField, renderField } from '../format/cell-formats';
import { useSource } from '../use-source';
import { getDetailLayout } from './detail-layouts';
import type { DetailField, DetailLayout } from './detail-layouts';

type Record_ = Record<string, unknown>;

/** Props of `DetailView`. */
export interface DetailViewProps {
  /** Source answering the record. */
  source: string;
  /** Params for the source (route params on detail pages). */
  params: unknown;
  /** A registered layout name ('article', 'event', 'qa', or a feature's) or a layout. */
  ui: string | DetailLayout;
  /** The page's heading when the record has no title (or cannot be shown), so a page keeps its h1. */
  fallbackTitle?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  pair: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  cover: { maxWidth: '100%', borderRadius: tokens.borderRadiusMedium },
  body: { lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } },
  lead: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function valueOf({
  record,
  field,
  locale,
}: {
  record: Record_;
  field: DetailField;
  locale: Locale;
}): unknown {
  const english = locale === 'en' && field.fieldEn ? [field.fieldEn] : [];
  for (const path of [...english, field.field, ...(field.fallbacks ?? [])]) {
    const value = readField({ record, path });
    if (!isBlank(value)) return value;
  }
  return undefined;
}

/** Text of a value with tags removed and spaces collapsed, to compare what two fields say. */
function plainText(value: unknown): string {
  return String(value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** True when a body field of the layout already contains `text` (a summary repeated as the first paragraph). */
function isSaidInBody({
  text,
  record,
  layout,
  locale,
}: {
  text: unknown;
  record: Record_;
  layout: DetailLayout;
  locale: Locale;
}): boolean {
  const lead = plainText(text);
  return (
    lead !== '' &&
    layout.fields.some(
      (field) => field.role === 'body' && plainText(valueOf({ record, field, locale })).includes(lead),
    )
  );
}

function isSafeImageUrl(value: unknown): value is string {
  return typeof value === 'string' && (/^https?:\/\//i.test(value) || value.startsWith('/'));
}

function pickText({ item, field, locale }: { item: Record_; field: string; locale: Locale }): string {
  const english = locale === 'en' ? item[`${field}En`] : undefined;
  return String((typeof english === 'string' && english) || item[field] || '');
}

function QaList({ items }: { items: unknown }) {
  const styles = useStyles();
  const locale = useLocale();
  const list = Array.isArray(items) ? (items as Record_[]) : [];
  return (
    <Accordion multiple collapsible>
      {list.map((item, index) => (
        <AccordionItem key={String(item.id ?? index)} value={index}>
          <AccordionHeader>{pickText({ item, field: 'question', locale })}</AccordionHeader>
          <AccordionPanel>
            <div
              className={styles.body}
              dangerouslySetInnerHTML={{
                __html: DOMPurify.sanitize(pickText({ item, field: 'answer', locale })),
              }}
            />
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** A read-only record laid out by a detail layout. */
export function DetailView({ source, params, ui, fallbackTitle }: DetailViewProps) {
  const layout = typeof ui === 'string' ? getDetailLayout(ui) : ui;
  layout.fields.filter((field) => field.role !== 'qa').forEach(assertFieldDisplay);
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useSource(source, params);
  const fallbackHeading = fallbackTitle ? <Title2 as="h1">{fallbackTitle}</Title2> : null;

  if (isLoading) {
    return (
      <Skeleton aria-label={intl.formatMessage({ id: 'engine.detail.loading' })} className={styles.root}>
        <SkeletonItem size={32} />
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
      </Skeleton>
    );
  }
  if (error) {
    return (
      <div className={styles.root}>
        {fallbackHeading}
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'engine.detail.loadError' })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void mutate()}>{intl.formatMessage({ id: 'engine.retry' })}</Button>
          </MessageBarActions>
        </MessageBar>
      </div>
    );
  }
  // Single reads answer null or an empty object when there is nothing (SPEC §8).
  const record: Record_ | null = Array.isArray(data)
    ? { items: data }
    : data && typeof data === 'object' && Object.keys(data).length > 0
      ? (data as Record_)
      : null;
  if (!record) {
    return (
      <div className={styles.root}>
        {fallbackHeading}
        <p className={styles.muted}>{intl.formatMessage({ id: 'engine.detail.notFound' })}</p>
      </div>
    );
  }

  const rows: ReactNode[] = [];
  const blocks: ReactNode[] = [];
  let title: ReactNode = null;
  for (const field of layout.fields) {
    const value = valueOf({ record, field, locale });
    if (isBlank(value)) continue;
    const key = field.field;
    // The value found (English variant or fallback) is rendered under the field's own name.
    const withValue = { ...record, [field.field]: value };
    const display = { ...field, fieldEn: undefined };
    switch (field.role ?? 'row') {
      case 'title':
        title = <Title2 as="h1">{String(value)}</Title2>;
        break;
      case 'cover':
        if (isSafeImageUrl(value)) blocks.push(<img key={key} className={styles.cover} src={value} alt="" />);
        break;
      case 'lead':
        if (!isSaidInBody({ text: value, record, layout, locale }))
          blocks.push(
            <p key={key} className={styles.lead}>
              {String(value)}
            </p>,
          );
        break;
      case 'body':
        blocks.push(
          <div key={key} className={styles.body}>
            {renderField({ record: withValue, display, locale })}
          </div>,
        );
        break;
      case 'qa':
        blocks.push(<QaList key={key} items={value} />);
        break;
      default:
        rows.push(
          <div key={key} className={styles.pair}>
            <dt className={styles.label}>{field.labelId ? intl.formatMessage({ id: field.labelId }) : ''}</dt>
            <dd className={styles.value}>{renderField({ record: withValue, display, locale })}</dd>
          </div>,
        );
    }
  }
  const isEmpty = !title && rows.length === 0 && blocks.length === 0;
  return (
    <article className={styles.root}>
      {title ?? fallbackHeading}
      {rows.length > 0 ? <dl className={styles.rows}>{rows}</dl> : null}
      {blocks}
      {isEmpty ? <p className={styles.muted}>{EMPTY_LIST_TEXT[locale]}</p> : null}
    </article>
  );
}
