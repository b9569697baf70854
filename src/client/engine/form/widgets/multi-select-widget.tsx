import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { DropdownProps } from '@fluentui/react-components';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  SelectedOptionDescription,
} from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';

/**
 * A select of several values (Fluent's Dropdown with checkmarks), loaded by SelectWidget only for a
 * field that takes several: a placeholder while none is chosen (the field's `ui:placeholder`, else
 * "Chọn..."); with `hideDisabled` in its options, disabled values are left out.
 */
export default function MultiSelectWidget({
  id,
  htmlName,
  options,
  label,
  hideLabel,
  value,
  required,
  disabled,
  readonly,
  multiple = false,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
  placeholder,
  registry,
  uiSchema,
}: WidgetProps) {
  const intl = useIntl();
  const { enumOptions, enumDisabled, emptyValue } = options;
  const optionValueFormat = getOptionValueFormat(options);
  const selected = enumOptionsIndexForValue(value, enumOptions, multiple);
  const selectedOptions =
    typeof selected === 'string' ? [selected] : Array.isArray(selected) ? selected.map(String) : [];
  const shownValue = selectedOptions
    .map((index) => enumOptions?.[Number(index)]?.label)
    .filter(Boolean)
    .join(', ');
  const onOptionSelect: DropdownProps['onOptionSelect'] = (_event, data) => {
    const next = multiple ? data.selectedOptions : data.selectedOptions[0];
    onChange(enumOptionValueDecoder(next, enumOptions, optionValueFormat, emptyValue));
  };
  const canClear = !multiple && !required;
  return (
    <Field
      label={labelValue(label, hideLabel)}
      validationState={rawErrors.length ? 'error' : undefined}
      required={required}
    >
      <Dropdown
        id={id}
        name={htmlName || id}
        multiselect={multiple}
        className="form-control"
        value={shownValue}
        placeholder={placeholder || intl.formatMessage({ id: 'engine.form.choose' })}
        disabled={disabled || readonly}
        onBlur={() => onBlur(id, selected)}
        onFocus={() => onFocus(id, selected)}
        onOptionSelect={onOptionSelect}
        selectedOptions={selectedOptions}
        clearable={canClear}
        // Fluent renders its clear button (hidden when it cannot clear) named in English.
        clearButton={{ 'aria-label': intl.formatMessage({ id: 'engine.form.clearSelection' }) }}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {(enumOptions ?? []).map(({ value: optionValue, label: optionLabel }, index) => {
          const isDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(optionValue);
          // `hideDisabled` (restrictEnums): values the page does not allow are not offered at all.
          if (isDisabled && options.hideDisabled) return null;
          return (
            <Option
              key={String(optionValue)}
              value={enumOptionValueEncoder(optionValue, index, optionValueFormat)}
              disabled={isDisabled}
            >
              {optionLabel}
            </Option>
          );
        })}
      </Dropdown>
      <SelectedOptionDescription
        id={id}
        multiple={multiple}
        options={options}
        registry={registry}
        uiSchema={uiSchema}
        value={value}
      />
    </Field>
  );
}
