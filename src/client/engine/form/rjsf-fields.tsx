import type { ComponentType } from 'react';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { lazyComponent } from '../lazy-component';
import { FIELD_LOADERS } from './rjsf-field-loaders';

type Field = ComponentType<FieldProps>;

const lazyField = (load: () => Promise<{ default: unknown }>): Field =>
  lazyComponent(async () => (await load()).default as Field);

// Made once: rjsf asks for its registry on every change of a form's props, and a new component
// there would be a new type to React (its subtree mounted afresh).
const MultiSchemaField = lazyField(FIELD_LOADERS.MultiSchemaField);
const LAZY_FIELDS = {
  AnyOfField: MultiSchemaField,
  OneOfField: MultiSchemaField,
  ArrayField: lazyField(FIELD_LOADERS.ArrayField),
  FallbackField: lazyField(FIELD_LOADERS.FallbackField),
  LayoutGridField: lazyField(FIELD_LOADERS.LayoutGridField),
  LayoutHeaderField: lazyField(FIELD_LOADERS.LayoutHeaderField),
  LayoutMultiSchemaField: lazyField(FIELD_LOADERS.LayoutMultiSchemaField),
};

/**
 * rjsf's field registry (its components/fields/index.js, which the build points here,
 * scripts/build/rjsf-lazy-fields.ts): the same fields, those of FIELD_LOADERS loading with the
 * first form that draws one (the form starts them early: widget-loaders.ts), so that a form of
 * plain fields does not download them.
 */
export default function fields(): RegistryFieldsType {
  return {
    ...LAZY_FIELDS,
    BooleanField: BooleanField as Field,
    CyclicSchemaField: CyclicSchemaField as Field,
    NumberField: NumberField as Field,
    ObjectField: ObjectField as Field,
    OptionalDataControlsField: OptionalDataControlsField as Field,
    SchemaField: SchemaField as Field,
    StringField: StringField as Field,
    NullField: NullField as Field,
  } as RegistryFieldsType;
}
