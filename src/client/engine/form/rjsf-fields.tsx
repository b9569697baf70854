import { lazy, Suspense } from 'react';
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
import { FIELD_LOADERS } from './rjsf-field-loaders';

type Field = ComponentType<FieldProps>;

function lazyField(load: () => Promise<{ default: unknown }>): Field {
  const Loaded = lazy(load as () => Promise<{ default: Field }>);
  return function LazyField(props: FieldProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * rjsf's field registry (its components/fields/index.js, which the build points here,
 * scripts/build/rjsf-lazy-fields.ts): the same fields, those of FIELD_LOADERS loading with the
 * first form that draws one (the form starts them early: widget-loaders.ts), so that a form of
 * plain fields does not download them.
 */
export default function fields(): RegistryFieldsType {
  const MultiSchemaField = lazyField(FIELD_LOADERS.MultiSchemaField);
  return {
    AnyOfField: MultiSchemaField,
    ArrayField: lazyField(FIELD_LOADERS.ArrayField),
    BooleanField: BooleanField as Field,
    CyclicSchemaField: CyclicSchemaField as Field,
    FallbackField: lazyField(FIELD_LOADERS.FallbackField),
    LayoutGridField: lazyField(FIELD_LOADERS.LayoutGridField),
    LayoutHeaderField: lazyField(FIELD_LOADERS.LayoutHeaderField),
    LayoutMultiSchemaField: lazyField(FIELD_LOADERS.LayoutMultiSchemaField),
    NumberField: NumberField as Field,
    ObjectField: ObjectField as Field,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField: OptionalDataControlsField as Field,
    SchemaField: SchemaField as Field,
    StringField: StringField as Field,
    NullField: NullField as Field,
  } as RegistryFieldsType;
}
