import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, precompiledMessages } from '../../scripts/build/precompiled-messages';

describe('compileCatalogue', () => {
  it('parses every text into the ICU tree react-intl formats without a parser', () => {
    const json = JSON.stringify({
      plain: 'Đang tải...',
      argument: 'Xin chào, {name}',
      plural: '{count, plural, other {# chưa đọc}}',
    });
    const compiled = JSON.parse(compileCatalogue({ file: 'messages.vi.json', json }));
    expect(compiled.plain).toEqual([{ type: 0, value: 'Đang tải...' }]);
    expect(compiled.argument).toEqual([
      { type: 0, value: 'Xin chào, ' },
      { type: 1, value: 'name' },
    ]);
    expect(compiled.plural[0]).toMatchObject({ type: 6, value: 'count' });
  });

  it('fails naming the file and the message when a text is not valid ICU', () => {
    expect(() =>
      compileCatalogue({ file: 'x/messages.en.json', json: JSON.stringify({ 'a.b': 'Hello {name' }) }),
    ).toThrow(/x\/messages\.en\.json: message "a\.b" is not valid ICU/);
    expect(() => compileCatalogue({ file: 'f.json', json: JSON.stringify({ n: 1 }) })).toThrow(
      /message "n" is not a string/,
    );
  });

  it("compiles every catalogue of the app (the build's check, run by the tests too)", () => {
    const files = execSync('git ls-files', { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /(^|\/)messages\.(vi|en)\.json$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect(() => compileCatalogue({ file, json: readFileSync(file, 'utf8') })).not.toThrow();
  });
});

describe('precompiledMessages', () => {
  type ResolveId = (
    this: { resolve: (source: string) => Promise<{ id: string } | null> },
    source: string,
    importer: string | undefined,
    options: object,
  ) => Promise<string | null>;
  const resolveId = precompiledMessages().resolveId as unknown as ResolveId;
  const context = {
    resolve: async () => ({ id: '/app/node_modules/@formatjs/icu-messageformat-parser/index.js' }),
  };

  it("gives react-intl's modules the parser-less build and ours the parser", async () => {
    const parser = '@formatjs/icu-messageformat-parser';
    expect(await resolveId.call(context, parser, '/app/node_modules/intl-messageformat/index.js', {})).toBe(
      '/app/node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
    );
    expect(
      await resolveId.call(context, parser, '/app/src/client/i18n/compile-tenant-messages.ts', {}),
    ).toBeNull();
    expect(await resolveId.call(context, 'react', '/app/node_modules/react-intl/index.js', {})).toBeNull();
  });
});
