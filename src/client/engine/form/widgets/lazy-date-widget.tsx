import { lazy, Suspense } from 'react';
import { Input, Label, makeStyles } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

const DateWidget = lazy(() => import('./date-widget').then((module) => ({ default: module.DateWidget })));

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '2px' } });

/** The same label and box while the calendar code loads, so the form does not jump. */
function DateWidgetPlaceholder({ id, label, hideLabel, required }: WidgetProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {hideLabel ? null : (
        <Label htmlFor={id} required={required}>
          {label}
        </Label>
      )}
      <Input id={id} disabled />
    </div>
  );
}

/**
 * The date widget, loaded with the first form that has a date: the calendar (~70 KB) stays out
 * of forms without one.
 */
export function LazyDateWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<DateWidgetPlaceholder {...props} />}>
      <DateWidget {...props} />
    </Suspense>
  );
}
