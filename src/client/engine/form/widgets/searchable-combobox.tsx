import { useMemo, useState } from 'react';
import { Combobox, Option } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { matchesQuery } from './search-text';

/** One choice of a searchable combobox. */
export interface ComboChoice {
  value: string;
  /** Text shown in the input once chosen. */
  text: string;
  /** Extra text matched by the search (codes, abbreviations). */
  keywords?: string;
  /** Secondary text shown in the option. */
  hint?: string;
}

/** Props of `SearchableCombobox`. */
export interface SearchableComboboxProps {
  id: string;
  choices: readonly ComboChoice[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  isLoading?: boolean;
  isInvalid?: boolean;
  ariaLabelledBy?: string;
  onBlur?: () => void;
}

/** A combobox that filters its options as the user types (diacritics ignored). */
export function SearchableCombobox({
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
  const [query, setQuery] = useState<string | null>(null);
  const selected = choices.find((choice) => choice.value === value);
  const visible = useMemo(
    () =>
      query === null
        ? choices
        : choices.filter((choice) =>
            matchesQuery({ query, fields: [choice.text, choice.keywords, choice.hint] }),
          ),
    [choices, query],
  );
  return (
    <Combobox
      id={id}
      aria-labelledby={ariaLabelledBy}
      aria-invalid={isInvalid || undefined}
      value={query ?? selected?.text ?? ''}
      selectedOptions={selected ? [selected.value] : []}
      placeholder={isLoading ? intl.formatMessage({ id: 'engine.form.loadingOptions' }) : placeholder}
      disabled={disabled}
      clearable
      onChange={(event) => setQuery(event.target.value)}
      onOptionSelect={(_, data) => {
        setQuery(null);
        onChange(data.optionValue || undefined);
      }}
      onBlur={() => {
        setQuery(null);
        onBlur?.();
      }}
    >
      {visible.length === 0 ? (
        <Option disabled value="" text="">
          {intl.formatMessage({ id: isLoading ? 'engine.form.loadingOptions' : 'engine.form.noOptions' })}
        </Option>
      ) : (
        visible.map((choice) => (
          <Option key={choice.value} value={choice.value} text={choice.text}>
            {choice.hint ? `${choice.text} · ${choice.hint}` : choice.text}
          </Option>
        ))
      )}
    </Combobox>
  );
}
