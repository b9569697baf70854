import { useEffect, useRef, useState } from 'react';
import { Field, Input, makeStyles, mergeClasses, Select, Switch, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ListFilter } from '../../../generated';
import type { FilterValues } from './use-list-state';

/** Typing in a text filter waits this long before the list asks the source again. */
export const FILTER_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  field: { minWidth: 0, flexGrow: 1, flexBasis: '180px', maxWidth: '280px' },
  switchField: { flexBasis: 'auto', flexGrow: 0 },
});

function TextFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Back/forward or a reset changes the value from outside: show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onChangeRef.current(text.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return <Input value={text} onChange={(_, data) => setText(data.value)} />;
}

/**
 * The filters a list declares (pages/lists.json `filters`): a drop-down per enum filter ('all'
 * first), a text box per text filter and a switch per boolean filter, each labelled.
 */
export function ListFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly ListFilter[];
  values: FilterValues;
  onChange: (name: string, value: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const label = (filter: ListFilter) => intl.formatMessage({ id: filter.labelId });
  return (
    <div className={styles.root} role="group" aria-label={intl.formatMessage({ id: 'engine.list.filters' })}>
      {filters.map((filter) => {
        const value = values[filter.name] ?? '';
        if (filter.kind === 'boolean') {
          return (
            <Field key={filter.name} className={mergeClasses(styles.field, styles.switchField)}>
              <Switch
                label={label(filter)}
                checked={value === 'true'}
                onChange={(_, data) => onChange(filter.name, data.checked ? 'true' : '')}
              />
            </Field>
          );
        }
        return (
          <Field key={filter.name} className={styles.field} label={label(filter)}>
            {filter.kind === 'enum' ? (
              <Select value={value} onChange={(_, data) => onChange(filter.name, data.value)}>
                <option value="">{intl.formatMessage({ id: 'engine.list.filterAll' })}</option>
                {(filter.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {intl.formatMessage({ id: option.labelId })}
                  </option>
                ))}
              </Select>
            ) : (
              <TextFilter value={value} onChange={(next) => onChange(filter.name, next)} />
            )}
          </Field>
        );
      })}
    </div>
  );
}

/** What the source receives for the filters set: option values and texts as they are, switches as `true`. */
export function filterParams({
  filters,
  values,
}: {
  filters: readonly ListFilter[];
  values: FilterValues;
}): Record<string, string | boolean> {
  const params: Record<string, string | boolean> = {};
  for (const filter of filters) {
    const value = values[filter.name];
    if (!value) continue;
    if (filter.kind === 'boolean') {
      if (value === 'true') params[filter.name] = true;
    } else if (filter.kind === 'enum') {
      // A value from an old link that is no longer an option is ignored, not sent.
      if ((filter.options ?? []).some((option) => option.value === value)) params[filter.name] = value;
    } else {
      params[filter.name] = value;
    }
  }
  return params;
}
