import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** A form widget: an rjsf widget component (value, onChange, options, rawErrors...). */
export type EngineWidget = ComponentType<WidgetProps>;

const widgets = new Map<string, EngineWidget>();

/** Registers (or replaces) the widget a ui schema names with `"ui:widget": "<name>"`. */
export function registerWidget(name: string, component: EngineWidget): void {
  if (!name) throw new Error('A widget needs a name');
  widgets.set(name, component);
}

/** The widget registered under `name`; throws `Unknown widget "<name>"`. */
export function getWidget(name: string): EngineWidget {
  const widget = widgets.get(name);
  if (!widget) throw new Error(`Unknown widget "${name}"`);
  return widget;
}

/** True when a widget is registered under `name`. */
export function hasWidget(name: string): boolean {
  return widgets.has(name);
}

/** Every registered widget by name (what the form hands to rjsf). */
export function registeredWidgets(): Record<string, EngineWidget> {
  return Object.fromEntries(widgets);
}
