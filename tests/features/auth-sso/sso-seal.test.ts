import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../../src/features/auth/server/sso-cookies';
import { deriveSealKey, openSeal, seal } from '../../../src/features/auth/server/sso-seal';

const key = deriveSealKey({ secret: 'client-secret', purpose: 'enc-state', tenantCode: 'hust' });

describe('sealed state', () => {
  it('round-trips data without showing it', () => {
    const token = seal({ key, data: { page: 'grades' }, ttlSeconds: 60 });
    expect(token).not.toContain('grades');
    expect(openSeal({ key, token })).toEqual({ data: { page: 'grades' } });
  });

  it('refuses a token with any character changed', () => {
    const token = seal({ key, data: 'x', ttlSeconds: 60 });
    for (const index of [0, 14, 30, token.length - 1]) {
      const swapped = `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
      expect(openSeal({ key, token: swapped }), `index ${index}`).toBeUndefined();
    }
    expect(openSeal({ key, token: 'not a token' })).toBeUndefined();
  });

  it('refuses another tenant, another purpose, and an expired token', () => {
    const token = seal({ key, data: 'x', ttlSeconds: 60, now: 1_000_000 });
    expect(
      openSeal({
        key: deriveSealKey({ secret: 'client-secret', purpose: 'enc-state', tenantCode: 'hmu' }),
        token,
        now: 1_000_000,
      }),
    ).toBeUndefined();
    expect(
      openSeal({
        key: deriveSealKey({ secret: 'client-secret', purpose: 'other', tenantCode: 'hust' }),
        token,
        now: 1_000_000,
      }),
    ).toBeUndefined();
    expect(openSeal({ key, token, now: 1_000_000 + 59_000 })).toEqual({ data: 'x' });
    expect(openSeal({ key, token, now: 1_000_000 + 61_000 })).toBeUndefined();
  });
});

describe('sameOriginPath', () => {
  const origin = 'http://hust.localhost:3000';
  it('keeps paths and same-origin URLs, with query and hash', () => {
    expect(sameOriginPath({ value: '/students/learn?x=1#a', origin })).toBe('/students/learn?x=1#a');
    expect(sameOriginPath({ value: 'http://hust.localhost:3000/students/faq', origin })).toBe(
      '/students/faq',
    );
  });
  it('drops other origins and tricks', () => {
    for (const value of [
      '//evil.example/',
      '/\\evil.example',
      'https://hust.localhost:3000/x',
      'http://hust.localhost:3001/',
      'students/x',
      '',
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(sameOriginPath({ value, origin }), String(value)).toBeUndefined();
    }
  });
  it('normalises dot segments before checking, and refuses what would leave the portal', () => {
    for (const value of [
      '/students/..//evil.example/x',
      '/students/%2e%2e//evil.example/x',
      '/students/%2E%2E/%2E%2E//evil.example',
      '/students/.%2e//evil.example',
      'http://hust.localhost:3000/students/..//evil.example',
      '/students/%2f%2fevil.example',
      '/students/%5Cevil.example',
      '/students\\..\\..\\evil.example',
      '/students//evil.example',
      '/api/v1/auth/logout',
      '/students/../api/v1/auth/logout',
      '/',
    ]) {
      expect(sameOriginPath({ value, origin }), value).toBeUndefined();
    }
    expect(sameOriginPath({ value: '/students/learn/../faq?x=1', origin })).toBe('/students/faq?x=1');
    expect(sameOriginPath({ value: '/students/%2e/learn', origin })).toBe('/students/learn');
    expect(sameOriginPath({ value: '/students', origin })).toBe('/students');
    expect(sameOriginPath({ value: '/business/requests', origin })).toBe('/business/requests');
  });
});
