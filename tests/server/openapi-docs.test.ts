import { describe, expect, it } from 'vitest';
import { toOpenapiDocument, toOpenapiSchema } from '../../src/server/plugins/openapi-docs';

describe('toOpenapiSchema', () => {
  it('leaves out keywords OpenAPI 3.0 does not know, at every depth, and keeps x- extensions', () => {
    const schema = {
      type: 'object',
      tsType: 'Foo',
      'x-internal': true,
      properties: {
        // A property may be named like a keyword: property names are data, not keywords.
        tsType: { type: 'string', tsEnumNames: ['A'] },
        list: { type: 'array', items: { type: 'integer', tsType: 'number' } },
        choice: { anyOf: [{ type: 'string', $comment: 'x' }, { not: { type: 'number', tsType: 'n' } }] },
      },
      additionalProperties: { description: 'tenant fields', tsType: 'unknown' },
      required: ['tsType'],
    };
    expect(toOpenapiSchema(schema)).toEqual({
      type: 'object',
      'x-internal': true,
      properties: {
        tsType: { type: 'string' },
        list: { type: 'array', items: { type: 'integer' } },
        choice: { anyOf: [{ type: 'string' }, { not: { type: 'number' } }] },
      },
      additionalProperties: { description: 'tenant fields' },
      required: ['tsType'],
    });
  });

  it('turns draft-07 numeric exclusive bounds into 3.0 bounds with a boolean flag', () => {
    expect(toOpenapiSchema({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 10,
      exclusiveMaximum: true,
    });
    // An inclusive bound that is already stricter stays the only one.
    expect(toOpenapiSchema({ type: 'integer', minimum: 5, exclusiveMinimum: 3 })).toEqual({
      type: 'integer',
      minimum: 5,
    });
  });

  it('never alters example data or defaults', () => {
    const value = { tsType: 'kept', $id: 'kept' };
    expect(toOpenapiSchema({ type: 'object', default: value, example: value, enum: [value] })).toEqual({
      type: 'object',
      default: value,
      example: value,
      enum: [value],
    });
  });
});

describe('toOpenapiDocument', () => {
  it('cleans the schemas of components, parameters, bodies and responses and nothing else', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        schemas: { Relative: { type: 'object', additionalProperties: { tsType: 'unknown' } } },
      },
      paths: {
        '/x/{id}': {
          get: {
            parameters: [
              { in: 'path', name: 'id', required: true, schema: { type: 'integer', tsType: 'n' } },
            ],
            responses: {
              200: {
                description: 'ok',
                headers: { 'x-a': { schema: { type: 'string', tsType: 's' } } },
                content: {
                  'application/json': { schema: { type: 'object', tsType: 'R' }, example: { tsType: 1 } },
                },
              },
            },
          },
          post: {
            requestBody: { content: { 'application/json': { schema: { type: 'object', tsType: 'B' } } } },
            responses: { 204: { description: 'none' } },
          },
        },
      },
    };
    expect(toOpenapiDocument(document)).toEqual({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        schemas: { Relative: { type: 'object', additionalProperties: {} } },
      },
      paths: {
        '/x/{id}': {
          get: {
            parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'integer' } }],
            responses: {
              200: {
                description: 'ok',
                headers: { 'x-a': { schema: { type: 'string' } } },
                content: { 'application/json': { schema: { type: 'object' }, example: { tsType: 1 } } },
              },
            },
          },
          post: {
            requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
            responses: { 204: { description: 'none' } },
          },
        },
      },
    });
    expect(Object.keys(toOpenapiDocument(document))).toEqual(Object.keys(document));
  });
});
