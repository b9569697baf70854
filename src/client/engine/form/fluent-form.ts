import { withTheme } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import CheckboxesWidget from '@rjsf/fluentui-rc/lib/CheckboxesWidget/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/fluentui-rc/lib/CheckboxWidget/CheckboxWidget.js';
import RadioWidget from '@rjsf/fluentui-rc/lib/RadioWidget/RadioWidget.js';
import SelectWidget from '@rjsf/fluentui-rc/lib/SelectWidget/SelectWidget.js';
import { generateTemplates } from '@rjsf/fluentui-rc/lib/Templates/index.js';
import TextareaWidget from '@rjsf/fluentui-rc/lib/TextareaWidget/TextareaWidget.js';

/**
 * rjsf's Fluent UI widgets that forms use. The theme's range widget (Fluent Slider, ~15 KB)
 * is left out: a `"ui:widget": "range"` falls back to rjsf's own range input.
 */
export const FLUENT_WIDGETS = {
  CheckboxWidget,
  CheckboxesWidget,
  RadioWidget,
  SelectWidget,
  TextareaWidget,
} as RegistryWidgetsType;

/** rjsf's Form with the Fluent UI (react-components) templates and the widgets above. */
export const FluentForm = withTheme({ templates: generateTemplates(), widgets: FLUENT_WIDGETS });
