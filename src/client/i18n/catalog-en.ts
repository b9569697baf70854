import type { MessageModules, Messages } from './merge-messages';

/**
 * The core en catalogue (src/**, menus/, pages/), one lazily loaded chunk; the feature folders of
 * catalogue-domains.ts load their own with their pages (domain-catalogs.ts).
 */
export const modules: MessageModules = import.meta.glob<Messages>(
  [
    '../../**/messages.en.json',
    '!../../features/{awards,learn,payments,plagiarism,projects}/**',
    '../../../menus/messages.en.json',
    '../../../pages/messages.en.json',
  ],
  { eager: true, import: 'default' },
);
