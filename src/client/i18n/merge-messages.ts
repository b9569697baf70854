import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A flat react-intl catalogue: message id -> ICU text, or the text already parsed (the build
 * parses the catalogue files: scripts/build/precompiled-messages.ts).
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

/** Catalogue files by path, as `import.meta.glob` gives them. */
export type MessageModules = Record<string, Messages>;

/** Result of merging catalogue files. */
export interface MergedMessages {
  messages: Messages;
  /** Ids defined by more than one file (ids must be globally unique: prefix them with the domain). */
  duplicates: string[];
}

/** Merges catalogue files in path order; a duplicated id keeps its first text and is reported. */
export function mergeMessages({ modules }: { modules: MessageModules }): MergedMessages {
  const messages: Messages = {};
  const duplicates: string[] = [];
  for (const path of Object.keys(modules).sort()) {
    for (const [id, text] of Object.entries(modules[path] ?? {})) {
      if (Object.hasOwn(messages, id)) duplicates.push(id);
      else messages[id] = text;
    }
  }
  return { messages, duplicates };
}
