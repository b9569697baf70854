import { isJsonObject } from './config-files';
import { readMetaSchemas } from './meta-validator';

const modules = readMetaSchemas().get('institution')?.properties;

/** Every module flag name, as declared under `modules` in schemas/meta/institution.schema.json. */
export const MODULE_FLAGS: readonly string[] = Object.freeze(
  isJsonObject(modules) && isJsonObject(modules.modules) && isJsonObject(modules.modules.properties)
    ? Object.keys(modules.modules.properties)
    : [],
);
