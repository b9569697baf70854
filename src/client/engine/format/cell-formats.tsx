import { Badge, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import type { BadgeProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime, formatSemester, getEnum } from '../../../core';
import type { Locale } from '../../../core';
import type { ColumnFormat } from '../config-types';
import { isVietnameseText } from '../localized';
import { SanitizedHtml } from './sanitized-html';

/** Formats that show a field's own text (others format numbers, dates and enum labels). */
const TEXT_FORMATS: ReadonlySet<string> = new Set(['text', 'link', 'html']);

/** How a field is shown in a list cell or a detail row. */
export interface FieldDisplay {
  field: string;
  /** Field shown to English readers when it has a value (e.g. 'titleEn'). */
  fieldEn?: string;
  format: ColumnFormat | string;
  /** Enum name for `status`. */
  enum?: string;
  /** Route template for `link` (':id', ':slug'... are taken from the record). */
  link?: string;
}

/** What a format renders from. */
export interface CellInput {
  value: unknown;
  record: Readonly<Record<string, unknown>>;
  display: FieldDisplay;
  locale: Locale;
}

type CellFormatter = (input: CellInput) => ReactNode;

const useLinkStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

/** An in-app link inside a cell; its click must not also trigger the row's own link. */
function RouteLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useLinkStyles();
  return (
    <RouterLink to={to} className={styles.link} onClick={(event) => event.stopPropagation()}>
      {children}
    </RouterLink>
  );
}

const MONEY = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const NUMBER: Readonly<Record<Locale, Intl.NumberFormat>> = {
  vi: new Intl.NumberFormat('vi-VN'),
  en: new Intl.NumberFormat('en-US'),
};

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function toNumber(value: unknown): number | null {
  if (isBlank(value)) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Fills ':name' placeholders of a route template from a record. */
export function fillRoute({
  template,
  record,
}: {
  template: string;
  record: Readonly<Record<string, unknown>>;
}): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = record[name];
    if (isBlank(value)) throw new Error(`Route "${template}" needs "${name}", missing in the record`);
    return encodeURIComponent(String(value));
  });
}

// Badge colours follow the meaning of the status key, so every status enum gets sensible colours.
function statusColor(key: string | undefined): BadgeProps['color'] {
  if (!key) return 'informative';
  if (/REJECT|CANCEL|SUSPEND|LOCK|DISABLED|QUIT|REMOVED/.test(key)) return 'danger';
  if (/CONFIRM|DONE|FINISH|OPEN|GRADUATED|NORMAL|SUBMITTED/.test(key)) return 'success';
  if (/WAIT|PROCESS|REQUEST|SUGGEST/.test(key)) return 'warning';
  return 'informative';
}

const FORMATS: Readonly<Record<ColumnFormat, CellFormatter>> = {
  text: ({ value }) => (isBlank(value) ? '' : String(value)),
  number: ({ value, locale }) => {
    const number = toNumber(value);
    return number === null ? '' : NUMBER[locale].format(number);
  },
  date: ({ value, locale }) => formatDate({ value: value as string, locale }),
  datetime: ({ value, locale }) => formatDateTime({ value: value as string, locale }),
  money: ({ value }) => {
    const number = toNumber(value);
    return number === null ? '' : MONEY.format(number);
  },
  semester: ({ value, locale }) =>
    isBlank(value) ? '' : formatSemester({ semester: String(value), locale }),
  status: ({ value, display, locale }) => {
    if (!display.enum) throw new Error(`Status field "${display.field}" needs an enum name`);
    const definition = getEnum(display.enum);
    if (isBlank(value)) return '';
    return (
      <Badge appearance="tint" color={statusColor(definition.keyOf(value))}>
        {definition.label({ value, locale })}
      </Badge>
    );
  },
  link: ({ value, record, display }) => {
    if (isBlank(value)) return '';
    const text = String(value);
    if (!display.link) {
      return /^https?:\/\//i.test(text) ? (
        <FluentLink href={text} target="_blank" rel="noreferrer noopener">
          {text}
        </FluentLink>
      ) : (
        text
      );
    }
    const to = fillRoute({ template: display.link, record });
    if (/^https?:\/\//i.test(to)) {
      return (
        <FluentLink href={to} target="_blank" rel="noreferrer noopener">
          {text}
        </FluentLink>
      );
    }
    return <RouteLink to={to}>{text}</RouteLink>;
  },
  html: ({ value }) => (isBlank(value) ? '' : <SanitizedHtml html={String(value)} />),
};

/** The formatter of a format name; throws `Unknown column format "<name>"`. */
export function getCellFormat(format: string): CellFormatter {
  if (!Object.hasOwn(FORMATS, format)) throw new Error(`Unknown column format "${format}"`);
  return FORMATS[format as ColumnFormat];
}

/** Throws for an unknown format or a status field with an unknown enum (checked before rendering). */
export function assertFieldDisplay(display: FieldDisplay): void {
  getCellFormat(display.format);
  if (display.format === 'status') {
    if (!display.enum) throw new Error(`Status field "${display.field}" needs an enum name`);
    getEnum(display.enum);
  }
}

/** The value at a dotted path ('teacher.name') of a record. */
export function readField({ record, path }: { record: unknown; path: string }): unknown {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The value shown for a field: its English variant for English readers when there is one. */
export function displayedValue({ record, display, locale }: Omit<CellInput, 'value'>): unknown {
  if (locale === 'en' && display.fieldEn) {
    const english = readField({ record, path: display.fieldEn });
    if (!isBlank(english)) return english;
  }
  return readField({ record, path: display.field });
}

/** Renders one field of a record. */
export function renderField({ record, display, locale }: Omit<CellInput, 'value'>): ReactNode {
  const value = displayedValue({ record, display, locale });
  const rendered = getCellFormat(display.format)({ value, record, display, locale });
  // Data with no English version (names, places, free text) stays Vietnamese for English readers:
  // say so, for screen readers and the browser's translation.
  const isVietnamese =
    locale === 'en' &&
    TEXT_FORMATS.has(display.format) &&
    typeof value === 'string' &&
    isVietnameseText(value);
  return isVietnamese ? <span lang="vi">{rendered}</span> : rendered;
}
