import { withTheme } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import CheckboxesWidget from '@rjsf/fluentui-rc/lib/CheckboxesWidget/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/fluentui-rc/lib/CheckboxWidget/CheckboxWidget.js';
import RadioWidget from '@rjsf/fluentui-rc/lib/RadioWidget/RadioWidget.js';
import { generateTemplates } from '@rjsf/fluentui-rc/lib/Templates/index.js';
import TextareaWidget from '@rjsf/fluentui-rc/lib/TextareaWidget/TextareaWidget.js';
import { ARRAY_ITEM_BUTTONS, ArrayAddButton } from './array-buttons';
import { SelectWidget } from './widgets/select-widget';

/**
 * rjsf's Fluent UI widgets that forms use, with our select (a placeholder, no empty option). The
 * theme's range widget (Fluent Slider, ~15 KB) is left out: a `"ui:widget": "range"` falls back
 * to rjsf's own range input.
 */
export const FLUENT_WIDGETS = {
  CheckboxWidget,
  CheckboxesWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
} as RegistryWidgetsType;

const themeTemplates = generateTemplates();

/**
 * rjsf's Form with the Fluent UI (react-components) templates and the widgets above; array buttons
 * are labelled and named in the user's language (array-buttons.tsx).
 */
export const FluentForm = withTheme({
  templates: {
    ...themeTemplates,
    ButtonTemplates: { ...themeTemplates.ButtonTemplates, AddButton: ArrayAddButton, ...ARRAY_ITEM_BUTTONS },
  },
  widgets: FLUENT_WIDGETS,
});
