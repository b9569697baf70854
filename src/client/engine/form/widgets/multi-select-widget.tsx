import { Dropdown, Option } from '@fluentui/react-components';
import type { DropdownProps } from '@fluentui/react-components';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionValueDecoder,
  getOptionValueFormat,
} from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { selectChoices } from './select-choices';
import { SelectFrame } from './select-frame';

/**
 * A select of several values (Fluent's Dropdown with checkmarks), loaded by SelectWidget only for a
 * field that takes several: a placeholder while none is chosen (the field's `ui:placeholder`, else
 * "Chọn..."); with `hideDisabled` in its options, disabled values are left out.
 */
export default function MultiSelectWidget(props: WidgetProps) {
  const { id, htmlName, options, value, disabled, readonly, onChange, onBlur, onFocus, placeholder } = props;
  const intl = useIntl();
  const { enumOptions, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, true);
  const selectedOptions = Array.isArray(selected) ? selected.map(String) : [];
  const shownValue = selectedOptions
    .map((index) => enumOptions?.[Number(index)]?.label)
    .filter(Boolean)
    .join(', ');
  const onOptionSelect: DropdownProps['onOptionSelect'] = (_event, data) =>
    onChange(
      enumOptionValueDecoder(data.selectedOptions, enumOptions, getOptionValueFormat(options), emptyValue),
    );
  return (
    <SelectFrame props={props}>
      <Dropdown
        id={id}
        name={htmlName || id}
        multiselect
        className="form-control"
        value={shownValue}
        placeholder={placeholder || intl.formatMessage({ id: 'engine.form.choose' })}
        disabled={disabled || readonly}
        onBlur={() => onBlur(id, selected)}
        onFocus={() => onFocus(id, selected)}
        onOptionSelect={onOptionSelect}
        selectedOptions={selectedOptions}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {selectChoices(options).map((choice) => (
          <Option key={choice.key} value={choice.value} disabled={choice.isDisabled}>
            {choice.label}
          </Option>
        ))}
      </Dropdown>
    </SelectFrame>
  );
}
