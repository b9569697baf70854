import type { MessageModules, Messages } from './merge-messages';

/** Every en catalogue of the app (src/**, menus/, pages/), bundled as one lazily loaded chunk. */
export const modules: MessageModules = import.meta.glob<Messages>(
  ['../../**/messages.en.json', '../../../menus/messages.en.json', '../../../pages/messages.en.json'],
  { eager: true, import: 'default' },
);
