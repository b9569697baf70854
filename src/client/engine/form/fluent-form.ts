import { withTheme } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { generateTemplates } from '@rjsf/fluentui-rc/lib/Templates/index.js';
import { ARRAY_ITEM_BUTTONS, ArrayAddButton } from './array-buttons';
import { WIDGET_LOADERS } from './widget-loaders';
import { lazyWidget } from './widgets/lazy-widget';
import { SelectWidget } from './widgets/select-widget';

/**
 * rjsf's Fluent UI widgets that forms use, with our select (a placeholder, no empty option). The
 * textarea, radio buttons and checkboxes load with the first form using them (widget-loaders.ts,
 * which the form starts as soon as it is asked for). The theme's range widget (Fluent Slider,
 * ~15 KB) is left out: a `"ui:widget": "range"` falls back to rjsf's own range input.
 */
export const FLUENT_WIDGETS = {
  CheckboxWidget: lazyWidget(WIDGET_LOADERS.checkbox),
  CheckboxesWidget: lazyWidget(WIDGET_LOADERS.checkboxes),
  RadioWidget: lazyWidget(WIDGET_LOADERS.radio),
  SelectWidget,
  TextareaWidget: lazyWidget(WIDGET_LOADERS.textarea),
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
