import { memo } from 'react';
import type { ReactElement } from 'react';
import { Button } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowSortDownRegular,
  ArrowSortUpRegular,
  CopyRegular,
  SubtractRegular,
} from '@fluentui/react-icons';
import { getUiOptions, TranslatableString } from '@rjsf/utils';
import type { IconButtonProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';

/**
 * The array's add button with a visible label: the array's `"ui:options": { "addText": ... }`
 * (`{ vi, en }` is localized with the ui schema), else rjsf's "Add item" in the user's language.
 * The theme's own is an unlabelled "+" with an English tooltip.
 */
export function ArrayAddButton({ uiSchema, registry, ...props }: IconButtonProps) {
  const { addText } = getUiOptions(uiSchema);
  const label =
    typeof addText === 'string' && addText
      ? addText
      : registry.translateString(TranslatableString.AddItemButton);
  // rjsf hands an icon button's `color` and `iconType`, which a Fluent Button does not take.
  const { color: _color, iconType: _iconType, ...buttonProps } = props;
  return (
    <Button {...buttonProps} icon={<AddRegular />}>
      {label}
    </Button>
  );
}

type ItemAction = 'remove' | 'moveUp' | 'moveDown' | 'copy';

const ACTIONS: Record<ItemAction, { icon: ReactElement; fallback: TranslatableString }> = {
  remove: { icon: <SubtractRegular />, fallback: TranslatableString.RemoveButton },
  moveUp: { icon: <ArrowSortUpRegular />, fallback: TranslatableString.MoveUpButton },
  moveDown: { icon: <ArrowSortDownRegular />, fallback: TranslatableString.MoveDownButton },
  copy: { icon: <CopyRegular />, fallback: TranslatableString.CopyButton },
};

/**
 * An array item's icon button named in the user's language after the item it acts on ("Xoá Thành
 * tích 2"): the item's ui schema carries its title (see array-item-titles.tsx).
 */
function itemButton(action: ItemAction) {
  function ItemButton({ uiSchema, registry, ...props }: IconButtonProps) {
    const intl = useIntl();
    const { title } = getUiOptions(uiSchema);
    const { icon, fallback } = ACTIONS[action];
    const name =
      typeof title === 'string' && title
        ? intl.formatMessage({ id: `engine.form.item.${action}` }, { title })
        : registry.translateString(fallback);
    const { color: _color, iconType: _iconType, ...buttonProps } = props;
    return <Button {...buttonProps} appearance="subtle" icon={icon} aria-label={name} title={name} />;
  }
  return memo(ItemButton);
}

/** The array item buttons handed to rjsf's `templates.ButtonTemplates`. */
export const ARRAY_ITEM_BUTTONS = {
  RemoveButton: itemButton('remove'),
  MoveUpButton: itemButton('moveUp'),
  MoveDownButton: itemButton('moveDown'),
  CopyButton: itemButton('copy'),
};
