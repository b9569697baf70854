import { enumOptionValueEncoder, getOptionValueFormat } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';

/** One value a select offers. */
export interface SelectChoice {
  key: string;
  /** rjsf's encoding of the value (its index, or the value itself per `optionValueFormat`). */
  value: string;
  label: string;
  isDisabled: boolean;
}

/**
 * The values a select offers, in order: a value in `enumDisabled` is offered disabled, or, with
 * `hideDisabled` in the options (restrictEnums: values the page does not allow), not at all.
 */
export function selectChoices(options: WidgetProps['options']): SelectChoice[] {
  const { enumOptions, enumDisabled } = options;
  const optionValueFormat = getOptionValueFormat(options);
  return (enumOptions ?? []).flatMap(({ value, label }, index) => {
    const isDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(value);
    if (isDisabled && options.hideDisabled) return [];
    return [
      {
        key: String(value),
        value: enumOptionValueEncoder(value, index, optionValueFormat),
        label,
        isDisabled,
      },
    ];
  });
}
