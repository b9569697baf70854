import { describe, expect, it } from 'vitest';
import { readMetaSchemas } from '../../src/config/meta-validator';

type Node = Record<string, unknown>;

/**
 * Every object schema (one with `properties`) reachable as a schema: through properties,
 * definitions, items, additionalProperties and combinators; `if` / `then` fragments only
 * constrain and are skipped.
 */
const objectSchemas = (node: unknown, pointer: string): [string, Node][] => {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  const schema = node as Node;
  const children: [string, unknown][] = [
    ...Object.entries((schema.properties ?? {}) as Node).map(([key, child]): [string, unknown] => [
      `/properties/${key}`,
      child,
    ]),
    ...Object.entries((schema.definitions ?? {}) as Node).map(([key, child]): [string, unknown] => [
      `/definitions/${key}`,
      child,
    ]),
    ['/items', schema.items],
    ['/additionalProperties', schema.additionalProperties],
    ...(['oneOf', 'anyOf', 'allOf'] as const).flatMap((key) =>
      ((schema[key] ?? []) as unknown[]).map((child, index): [string, unknown] => [
        `/${key}/${index}`,
        child,
      ]),
    ),
  ];
  const own: [string, Node][] = schema.properties ? [[pointer, schema]] : [];
  return [...own, ...children.flatMap(([suffix, child]) => objectSchemas(child, `${pointer}${suffix}`))];
};

describe('schemas/meta', () => {
  const schemas = [...readMetaSchemas().entries()];

  it('has a stable $id and draft-07 for every meta schema', () => {
    expect(schemas.map(([name]) => name).sort()).toEqual([
      'client-config',
      'forms',
      'institution',
      'lists',
      'menu',
      'messages',
      'pages',
    ]);
    for (const [name, schema] of schemas) {
      expect(schema.$id).toBe(`https://schemas.unigate.vn/meta/${name}.json`);
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    }
  });

  it('describes every key and closes every object', () => {
    const undocumented: string[] = [];
    const open: string[] = [];
    for (const [name, schema] of schemas) {
      for (const [pointer, node] of objectSchemas(schema, `${name}#`)) {
        if (node.additionalProperties !== false) open.push(pointer);
        for (const [key, child] of Object.entries(node.properties as Node)) {
          if (typeof (child as Node).description !== 'string')
            undocumented.push(`${pointer}/properties/${key}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
    expect(open).toEqual([]);
  });
});
