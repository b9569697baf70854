import type { ReactNode } from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../client/engine';
import { isLocalized } from '../../../client/engine/localized';
import type { Locale } from '../../../core';
import { ACADEMIC_FIELDS } from '../shared/scholarship-form';
import { formatFigure } from './award-text';
import { fieldTitle } from './call-form';

type Json = Record<string, unknown>;

/** A stored file as the upload widget keeps it (any `url` in it is ignored: links come from the id). */
interface FileValue {
  id: number;
  name?: string;
}

/** The portal's download path of an uploaded file: never a url stored with the application. */
const fileHref = (id: number) => `/api/v1/files/${id}`;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isFile = (value: unknown): value is FileValue =>
  isObject(value) && Number.isSafeInteger(value.id) && (value.id as number) > 0;
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Fields never shown as the student's answers: the lost-update guard and the computed figures. */
const SKIPPED = new Set<string>(['lastUpdate', ...ACADEMIC_FIELDS]);

const useStyles = makeStyles({
  pairs: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  items: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  files: { margin: 0, paddingLeft: tokens.spacingHorizontalL, listStyleType: 'none' },
  file: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The order of a form's fields: `ui:order` (with '*' for the rest), else the schema's. */
const orderedFields = ({ properties, uiSchema }: { properties: Json; uiSchema: Json }): string[] => {
  const names = Object.keys(properties);
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : ['*'];
  const listed = order.filter((name) => name !== '*' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  return star < 0 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star)];
};

/** An enum value's label from `ui:enumNames` given as `{ value: { vi, en } }`. */
const enumLabel = ({ ui, value, locale }: { ui: Json; value: unknown; locale: Locale }): string | null => {
  const names = ui['ui:enumNames'];
  if (!isObject(names)) return null;
  const label = names[String(value)];
  return isLocalized(label) ? label[locale] : null;
};

/**
 * A submitted application as staff read it: every answered field of the tenant's form, labelled
 * as the form labels it, with achievements and their evidence files as links.
 */
export function ApplicationDataView({
  data,
  schema,
  uiSchema,
}: {
  data: Json;
  schema: Json;
  uiSchema: Json;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const properties = (schema.properties ?? {}) as Json;

  const show = ({ value, ui }: { value: unknown; ui: Json }): ReactNode => {
    if (typeof value === 'boolean')
      return intl.formatMessage({ id: value ? 'awards.value.yes' : 'awards.value.no' });
    if (typeof value === 'number')
      return (
        enumLabel({ ui, value, locale }) ??
        (Number.isInteger(value)
          ? // Years and counts read as typed (2025, not 2.025); money and large counts are grouped.
            intl.formatNumber(value, { useGrouping: Math.abs(value) >= 10_000 })
          : formatFigure({ value, locale }))
      );
    if (typeof value === 'string') return enumLabel({ ui, value, locale }) ?? <span lang="vi">{value}</span>;
    if (Array.isArray(value) && value.every(isFile))
      return (
        <ul className={styles.files}>
          {value.map((file) => (
            <li key={file.id}>
              <Link
                className={styles.file}
                href={fileHref(file.id)}
                target="_blank"
                rel="noreferrer noopener"
              >
                <DocumentRegular aria-hidden />
                {file.name || `#${file.id}`}
              </Link>
            </li>
          ))}
        </ul>
      );
    if (Array.isArray(value)) {
      const itemUi = isObject(ui.items) ? ui.items : {};
      return (
        <ol className={styles.items}>
          {value.map((item, index) => (
            <li key={index}>
              {isObject(item) ? pairs({ record: item, ui: itemUi }) : show({ value: item, ui: itemUi })}
            </li>
          ))}
        </ol>
      );
    }
    if (isObject(value)) return pairs({ record: value, ui });
    return '—';
  };

  const pairs = ({ record, ui }: { record: Json; ui: Json }): ReactNode => (
    <dl className={styles.pairs}>
      {orderedFields({ properties: record, uiSchema: ui })
        .map((name) => [name, record[name]] as const)
        .filter(([, value]) => !isBlank(value))
        .map(([name, value]) => {
          const fieldUi = isObject(ui[name]) ? (ui[name] as Json) : {};
          return (
            <div key={name}>
              <dt className={styles.term}>{fieldTitle({ uiSchema: ui, name, locale })}</dt>
              <dd className={styles.detail}>{show({ value, ui: fieldUi })}</dd>
            </div>
          );
        })}
    </dl>
  );

  const names = orderedFields({ properties, uiSchema }).filter(
    (name) => !SKIPPED.has(name) && !isBlank(data[name]),
  );
  // Fields the tenant's form no longer has (an older application) still show, after the rest.
  const extra = Object.keys(data).filter(
    (name) => !SKIPPED.has(name) && !Object.hasOwn(properties, name) && !isBlank(data[name]),
  );
  const ordered = Object.fromEntries([...names, ...extra].map((name) => [name, data[name]]));
  if (Object.keys(ordered).length === 0) return <>{intl.formatMessage({ id: 'awards.review.noData' })}</>;
  return <>{pairs({ record: ordered, ui: uiSchema })}</>;
}

/** The academic figures stored with an application, labelled as the form labels them. */
export function AcademicFigures({
  academic,
  uiSchema,
}: {
  academic: Record<string, number>;
  uiSchema: Json;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const styles = useStyles();
  const known = ACADEMIC_FIELDS as readonly string[];
  const rank = (name: string) => (known.includes(name) ? known.indexOf(name) : known.length);
  const names = Object.keys(academic)
    .filter((name) => typeof academic[name] === 'number')
    .sort((a, b) => rank(a) - rank(b));
  if (names.length === 0) return <>{intl.formatMessage({ id: 'awards.academic.none' })}</>;
  return (
    <dl className={styles.pairs}>
      {names.map((name) => (
        <div key={name}>
          <dt className={styles.term}>{fieldTitle({ uiSchema, name, locale })}</dt>
          <dd className={styles.detail}>{formatFigure({ value: academic[name], locale })}</dd>
        </div>
      ))}
    </dl>
  );
}
