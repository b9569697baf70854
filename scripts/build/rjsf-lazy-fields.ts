import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FIELDS = fileURLToPath(new URL('../../src/client/engine/form/rjsf-fields.tsx', import.meta.url));

/**
 * rjsf's default registry takes its fields from its own components/fields/index.js, which
 * imports every field: this points that one import at src/client/engine/form/rjsf-fields.tsx,
 * the same registry with the fields few forms use (lists, anyOf/oneOf, layout grid) loaded on
 * demand. Only that import, from rjsf's registry files, is redirected.
 */
export function rjsfLazyFields(): Plugin {
  return {
    name: 'unigate:rjsf-lazy-fields',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './components/fields/index.js' &&
        importer &&
        /[\\/]@rjsf[\\/]core[\\/]lib[\\/]get(Default|Test)Registry\.js$/.test(importer)
      )
        return FIELDS;
      return null;
    },
  };
}
