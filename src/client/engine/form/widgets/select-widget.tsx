import { lazy, Suspense } from 'react';
import { Select, Spinner } from '@fluentui/react-components';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
} from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { selectChoices } from './select-choices';
import { SelectFrame } from './select-frame';
import { useSelectStyles } from './use-select-styles';

// Fluent's Dropdown and its positioning (~20 KB) only for a field that takes several values.
const MultiSelectWidget = lazy(() => import('./multi-select-widget'));

/**
 * A choice of one value: the phone's own picker (a native select, Fluent-styled), with the field's
 * `ui:placeholder` (else "Chọn...") while empty. A required field's placeholder cannot be chosen
 * back; an optional one is cleared by choosing it. With `hideDisabled` in its options, disabled
 * values are left out. A field of several values gets a Dropdown with checkmarks.
 */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    options,
    value,
    required,
    disabled,
    readonly,
    multiple,
    onChange,
    onBlur,
    onFocus,
    placeholder,
  } = props;
  const intl = useIntl();
  const styles = useSelectStyles();
  if (multiple)
    return (
      <Suspense fallback={<Spinner size="tiny" />}>
        <MultiSelectWidget {...props} />
      </Suspense>
    );
  const { enumOptions, emptyValue } = options;
  const optionValueFormat = getOptionValueFormat(options);
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const selected =
    typeof index === 'string'
      ? enumOptionValueEncoder(enumOptions?.[Number(index)]?.value, Number(index), optionValueFormat)
      : '';
  const decode = (text: string) =>
    text === '' ? emptyValue : enumOptionValueDecoder(text, enumOptions, optionValueFormat, emptyValue);
  return (
    <SelectFrame props={props}>
      <Select
        id={id}
        name={htmlName || id}
        className="form-control"
        value={selected}
        disabled={disabled || readonly}
        select={{ className: selected === '' ? styles.placeholder : undefined }}
        onChange={(_event, data) => onChange(decode(data.value))}
        onBlur={(event) => onBlur(id, decode(event.target.value))}
        onFocus={(event) => onFocus(id, decode(event.target.value))}
        aria-describedby={ariaDescribedByIds(id)}
      >
        <option value="" disabled={required} hidden={required && selected !== ''} className={styles.option}>
          {placeholder || intl.formatMessage({ id: 'engine.form.choose' })}
        </option>
        {selectChoices(options).map((choice) => (
          <option
            key={choice.key}
            value={choice.value}
            disabled={choice.isDisabled}
            className={styles.option}
          >
            {choice.label}
          </option>
        ))}
      </Select>
    </SelectFrame>
  );
}
