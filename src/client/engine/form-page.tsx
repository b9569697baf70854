import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { PageConfig } from './config-types';
import { getFormConfig, useEngineConfig } from './engine-config';
import { FormSkeleton, SchemaForm } from './schema-form';
import type { SchemaFormProps } from './schema-form-props';
import { useSource } from './use-source';

/** A form page's config. */
export type FormPageConfig = Extract<PageConfig, { kind: 'form' }>;

/** Props of `FormPage`. */
export interface FormPageProps {
  page: FormPageConfig;
  /** Called after a successful submit (e.g. to go back to a list). */
  onSubmitted?: SchemaFormProps['onSubmitted'];
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
});

function recordIdOf({
  record,
  routeId,
}: {
  record: unknown;
  routeId: string | undefined;
}): number | string | undefined {
  const id = record && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  // Checksums use the plain id of the record; the route may carry its obfuscated form.
  if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return id;
  return routeId;
}

function PrefilledForm({
  form,
  source,
  onSubmitted,
}: {
  form: string;
  source: string;
  onSubmitted?: FormPageProps['onSubmitted'];
}) {
  const intl = useIntl();
  const params = useParams();
  const { data, error, isLoading, mutate } = useSource(source, params);
  if (isLoading) return <FormSkeleton />;
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{intl.formatMessage({ id: 'engine.detail.loadError' })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void mutate()}>{intl.formatMessage({ id: 'engine.retry' })}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  const record =
    data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  return (
    <SchemaForm
      form={form}
      initialData={record && Object.keys(record).length > 0 ? record : undefined}
      recordId={recordIdOf({ record, routeId: params.id })}
      onSubmitted={onSubmitted}
    />
  );
}

/** Title plus the configured form; a form with a `source` is prefilled from it (route params, e.g. `:id`, are its params). */
export function FormPage({ page, onSubmitted }: FormPageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { config } = useEngineConfig();
  const params = useParams();
  const form = getFormConfig({ config, name: page.form });
  return (
    <section className={styles.root}>
      <Title2 as="h1">{intl.formatMessage({ id: page.titleId })}</Title2>
      {form.source ? (
        <PrefilledForm form={page.form} source={form.source} onSubmitted={onSubmitted} />
      ) : (
        <SchemaForm form={page.form} recordId={params.id} onSubmitted={onSubmitted} />
      )}
    </section>
  );
}
