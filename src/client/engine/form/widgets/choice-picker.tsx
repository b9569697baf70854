import { lazy, Suspense } from 'react';
import { Input, Select } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { NARROW_QUERY, useMediaQuery } from '../../list/use-media-query';
import type { SearchableComboboxProps } from './searchable-combobox';
import { useSelectStyles } from './use-select-styles';

const loadCombobox = async () => ({ default: (await import('./searchable-combobox')).SearchableCombobox });
const SearchableCombobox = lazy(loadCombobox);

/** The phone's own picker: a native select of the choices, its first option the placeholder. */
function NativeChoice({
  id,
  choices,
  value,
  onChange,
  placeholder,
  disabled,
  isLoading,
  isInvalid,
  ariaLabelledBy,
  onBlur,
}: SearchableComboboxProps) {
  const intl = useIntl();
  const styles = useSelectStyles();
  return (
    <Select
      id={id}
      select={{ className: value ? undefined : styles.placeholder }}
      aria-labelledby={ariaLabelledBy}
      aria-invalid={isInvalid || undefined}
      value={value ?? ''}
      disabled={disabled}
      onChange={(_, data) => onChange(data.value || undefined)}
      onBlur={() => onBlur?.()}
    >
      <option value="" className={styles.option}>
        {isLoading ? intl.formatMessage({ id: 'engine.form.loadingOptions' }) : placeholder}
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} className={styles.option}>
          {choice.hint ? `${choice.text} · ${choice.hint}` : choice.text}
        </option>
      ))}
    </Select>
  );
}

/**
 * One choice from a long list (provinces, wards, banks). On a phone it is the phone's own picker,
 * as every other choice in a form; on a wide screen a combobox that filters as the user types
 * (diacritics ignored), whose code (with Fluent's positioning, ~20 KB) phones never load.
 */
export function ChoicePicker(props: SearchableComboboxProps) {
  const intl = useIntl();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  if (isNarrow) return <NativeChoice {...props} />;
  return (
    <Suspense
      fallback={
        <Input
          id={props.id}
          aria-labelledby={props.ariaLabelledBy}
          disabled
          placeholder={intl.formatMessage({ id: 'engine.form.loadingOptions' })}
        />
      }
    >
      <SearchableCombobox {...props} />
    </Suspense>
  );
}
