/**
 * The code of rjsf's fields that only some forms draw with: lists of items, a choice between
 * schemas (anyOf/oneOf), the layout grid and the fallback for unsupported types.
 */
export const FIELD_LOADERS = {
  ArrayField: () => import('@rjsf/core/lib/components/fields/ArrayField.js'),
  MultiSchemaField: () => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'),
  LayoutGridField: () => import('@rjsf/core/lib/components/fields/LayoutGridField.js'),
  LayoutHeaderField: () => import('@rjsf/core/lib/components/fields/LayoutHeaderField.js'),
  LayoutMultiSchemaField: () => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js'),
  FallbackField: () => import('@rjsf/core/lib/components/fields/FallbackField.js'),
} satisfies Record<string, () => Promise<{ default: unknown }>>;
