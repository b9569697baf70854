import type { MessageModules, Messages } from './merge-messages';

/** Every vi catalogue of the app (src/**, menus/, pages/), bundled as one lazily loaded chunk. */
export const modules: MessageModules = import.meta.glob<Messages>(
  ['../../**/messages.vi.json', '../../../menus/messages.vi.json', '../../../pages/messages.vi.json'],
  { eager: true, import: 'default' },
);
