import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './merge-messages';

/** Characters with a meaning in ICU message syntax (arguments, tags, quoting). */
const ICU_SYNTAX = /[{}<']/;

/** A tenant's texts for react-intl: parsed, or still waiting for the parser. */
export interface TenantMessages {
  /** Every text as react-intl takes it; null while a text with ICU syntax waits for the parser. */
  messages: Messages | null;
  /** Loads the parser and parses the texts that need it (null when none does). */
  parse: (() => Promise<Messages>) | null;
}

const literal = (value: string): MessageFormatElement[] => [{ type: 0, value }];

/**
 * The tenant's own texts (ClientConfig `messages`, applied over the catalogue) for a build whose
 * react-intl has no parser: a plain text becomes its one-literal syntax tree at once; a text with
 * ICU syntax (an argument, a plural) waits for the parser, loaded only then. A text the parser
 * refuses is shown as written rather than breaking the page.
 */
export function compileTenantMessages(texts: Readonly<Record<string, string>> | undefined): TenantMessages {
  const entries = Object.entries(texts ?? {});
  const isPlain = entries.every(([, text]) => !ICU_SYNTAX.test(text));
  const compiled = (parseText: (text: string) => MessageFormatElement[]): Messages =>
    Object.fromEntries(
      entries.map(([id, text]) => {
        if (!ICU_SYNTAX.test(text)) return [id, literal(text)];
        try {
          return [id, parseText(text)];
        } catch {
          return [id, literal(text)];
        }
      }),
    );
  if (isPlain) return { messages: compiled(literal), parse: null };
  return {
    messages: null,
    // A parser that failed to download leaves the texts as written, not the app waiting.
    parse: () =>
      import('@formatjs/icu-messageformat-parser').then(
        ({ parse }) => compiled((text) => parse(text)),
        () => compiled(literal),
      ),
  };
}
