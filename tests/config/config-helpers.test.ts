import { describe, expect, it } from 'vitest';
import { applyFormOverride } from '../../src/config/apply-form-override';
import { applyListOverride } from '../../src/config/apply-list-override';
import { deepMerge } from '../../src/config/deep-merge';
import { inlineRefs } from '../../src/config/inline-refs';
import { widgetProblem } from '../../src/config/known-widgets';
import { serverOnlyEnvName } from '../../src/config/server-only-keys';
import type { JsonObject } from '../../src/config/index';

describe('deepMerge', () => {
  it('merges objects key by key while arrays and nulls replace', () => {
    const base = {
      theme: { brand: '#111111', accent: '#222222' },
      hosts: ['a'],
      analytics: { measurementId: 'G-X' },
    };
    const overlay = { theme: { brand: '#333333' }, hosts: ['b'], analytics: { measurementId: null } };
    expect(deepMerge(base, overlay)).toEqual({
      theme: { brand: '#333333', accent: '#222222' },
      hosts: ['b'],
      analytics: { measurementId: null },
    });
    expect(base.theme.brand).toBe('#111111');
  });

  it('keeps a "__proto__" key as data', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(merged)).toEqual(['__proto__']);
  });
});

describe('inlineRefs', () => {
  const common: JsonObject = {
    $id: 'https://schemas.unigate.vn/common/phone.json',
    definitions: { phone: { type: 'string', pattern: '^0[0-9]{9}$' } },
    type: 'object',
    properties: { number: { $ref: '#/definitions/phone' } },
  };
  const schemas = new Map([[common.$id as string, common]]);

  it('inlines absolute, relative and internal refs, letting sibling keywords win', () => {
    const form: JsonObject = {
      $id: 'https://schemas.unigate.vn/forms/contact.schema.json',
      type: 'object',
      definitions: { name: { type: 'string', minLength: 2 } },
      properties: {
        name: { $ref: '#/definitions/name' },
        phone: { $ref: '../common/phone.json#/definitions/phone', title: 'Điện thoại' },
        home: { $ref: 'https://schemas.unigate.vn/common/phone.json' },
        definitions: { type: 'string' },
      },
    };
    const { schema, errors } = inlineRefs({ schema: form, schemas });
    expect(errors).toEqual([]);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2 },
        phone: { type: 'string', pattern: '^0[0-9]{9}$', title: 'Điện thoại' },
        home: { type: 'object', properties: { number: { type: 'string', pattern: '^0[0-9]{9}$' } } },
        definitions: { type: 'string' },
      },
    });
  });

  it('reports unknown and recursive refs with their path', () => {
    const form: JsonObject = {
      definitions: { node: { type: 'object', properties: { child: { $ref: '#/definitions/node' } } } },
      properties: {
        tree: { $ref: '#/definitions/node' },
        other: { $ref: 'https://schemas.unigate.vn/common/none.json' },
      },
    };
    const { errors } = inlineRefs({ schema: form, schemas });
    expect(errors).toContainEqual({
      path: ['properties', 'tree', '$ref', 'properties', 'child', '$ref'],
      reason: expect.stringMatching(/recursive/),
    });
    expect(errors).toContainEqual({
      path: ['properties', 'other', '$ref'],
      reason: expect.stringMatching(/unknown schema/),
    });
  });
});

describe('overrides', () => {
  const list = {
    source: 'content.news',
    pageSize: 10,
    searchable: true,
    columns: [
      { field: 'title', labelId: 'list.news.title', format: 'text' as const },
      { field: 'categoryName', labelId: 'list.news.categoryName', format: 'text' as const },
    ],
  };

  it('applies list column changes in the order replace, remove, rename, add', () => {
    const result = applyListOverride({
      list,
      override: {
        columns: {
          remove: ['categoryName'],
          rename: { title: 'x.title' },
          add: [{ field: 'author', labelId: 'x.author', format: 'text' }],
        },
        searchable: false,
      },
    });
    expect(result.columns.map((column) => `${column.field}:${column.labelId}`)).toEqual([
      'title:x.title',
      'author:x.author',
    ]);
    expect(result).toMatchObject({ searchable: false, pageSize: 10 });
    expect(list.columns).toHaveLength(2);
  });

  it('adds form fields after a fixed ui:order so rjsf still renders them', () => {
    const { schema, uiSchema } = applyFormOverride({
      schema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
      uiSchema: { 'ui:order': ['a'] },
      override: {
        properties: { b: { type: 'integer' } },
        required: ['b', 'a'],
        ui: { b: { 'ui:widget': 'updown' } },
      },
    });
    expect(schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'integer' } },
      required: ['a', 'b'],
    });
    expect(uiSchema).toEqual({ 'ui:order': ['a', 'b'], b: { 'ui:widget': 'updown' } });
  });
});

describe('widgets and secrets', () => {
  it('accepts engine widgets anywhere and rjsf widgets on fitting types only', () => {
    expect(widgetProblem({ widget: 'address', type: 'object' })).toBeNull();
    expect(widgetProblem({ widget: 'updown', type: ['integer', 'null'] })).toBeNull();
    expect(widgetProblem({ widget: 'textarea', type: 'integer' })).toMatch(
      /cannot render a field of type integer/,
    );
    expect(widgetProblem({ widget: 'wysiwyg', type: 'string' })).toMatch(/unknown widget "wysiwyg"/);
  });

  it('names the environment variables of server-only keys', () => {
    expect(serverOnlyEnvName({ code: 'my-uni', keyPath: 'sso.clientSecret' })).toBe(
      'UNIGATE_MY_UNI_SSO_CLIENT_SECRET',
    );
    expect(serverOnlyEnvName({ code: 'hust', keyPath: 'idObfuscation.secret' })).toBe(
      'UNIGATE_HUST_ID_OBFUSCATION_SECRET',
    );
  });
});
