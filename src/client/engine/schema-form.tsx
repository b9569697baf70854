import { lazy, Suspense, useEffect } from 'react';
import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { getFormConfig, useEngineConfig } from './engine-config';
import { preloadFormCode } from './form/widget-loaders';
import type { SchemaFormProps } from './schema-form-props';

/** Loads the form renderer (rjsf, ajv and the widgets) ahead of need, e.g. on hovering a link to a form. */
export function preloadSchemaForm(): Promise<unknown> {
  return import('./form/schema-form-impl');
}

const SchemaFormImpl = lazy(() => import('./form/schema-form-impl'));

const useStyles = makeStyles({
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  button: { width: '120px' },
});

/** Placeholder of a form while it (or its record) loads. */
export function FormSkeleton() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Skeleton className={styles.skeleton} aria-label={intl.formatMessage({ id: 'engine.form.loading' })}>
      <SkeletonItem size={16} />
      <SkeletonItem size={32} />
      <SkeletonItem size={16} />
      <SkeletonItem size={32} />
      <SkeletonItem size={32} className={styles.button} />
    </Skeleton>
  );
}

/**
 * A configured form. rjsf, ajv and the widgets load with the first form shown, so pages without
 * forms never download them.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { config } = useEngineConfig();
  const { schema, uiSchema } = getFormConfig({ config, name: props.form });
  // The widgets' and fields' code loads beside the renderer's, not after it.
  useEffect(() => preloadFormCode({ schema, uiSchema }), [schema, uiSchema]);
  return (
    <Suspense fallback={<FormSkeleton />}>
      <SchemaFormImpl {...props} />
    </Suspense>
  );
}
