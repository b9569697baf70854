import type { FieldDisplay } from '../format/cell-formats';

/**
 * Where a field goes in a detail layout: the heading, the cover image, a lead paragraph (a
 * summary, left out when the body already says it), the main (HTML) body, a labelled row
 * (default), or an accordion of `{ question, answer }` items.
 */
export type DetailRole = 'title' | 'cover' | 'lead' | 'body' | 'row' | 'qa';

/** One field of a detail layout. */
export interface DetailField extends FieldDisplay {
  /** Message id of the row label (rows only). */
  labelId?: string;
  role?: DetailRole;
  /** Other field names tried in order when `field` is empty (APIs name dates differently). */
  fallbacks?: string[];
}

/** A named detail layout: ordered fields. */
export interface DetailLayout {
  name: string;
  fields: DetailField[];
}

const TITLE: DetailField = {
  field: 'title',
  fieldEn: 'titleEn',
  format: 'text',
  role: 'title',
  fallbacks: ['name'],
};
const COVER: DetailField = {
  field: 'thumbnail',
  format: 'text',
  role: 'cover',
  fallbacks: ['image', 'coverUrl', 'imageUrl'],
};
const SUMMARY: DetailField = { field: 'summary', fieldEn: 'summaryEn', format: 'text', role: 'lead' };
const CONTENT: DetailField = {
  field: 'content',
  fieldEn: 'contentEn',
  format: 'html',
  role: 'body',
  fallbacks: ['body'],
};

// Field names follow the content API (news, events, honors, help topics); records with other
// names can use a layout of their own (registerDetailLayout).
const BUILT_IN: DetailLayout[] = [
  {
    name: 'article',
    fields: [
      TITLE,
      // Honors: who, from which unit, and when they were honoured.
      { field: 'recipientName', format: 'text', labelId: 'engine.detail.recipient' },
      { field: 'unitName', fieldEn: 'unitNameEn', format: 'text', labelId: 'engine.detail.unit' },
      { field: 'honoredAt', format: 'date', labelId: 'engine.detail.honoredAt' },
      {
        field: 'publishedAt',
        format: 'date',
        labelId: 'engine.detail.publishedAt',
        fallbacks: ['createdAt'],
      },
      { field: 'author', format: 'text', labelId: 'engine.detail.author' },
      {
        field: 'achievement',
        fieldEn: 'achievementEn',
        format: 'text',
        labelId: 'engine.detail.achievement',
      },
      COVER,
      SUMMARY,
      CONTENT,
    ],
  },
  {
    name: 'event',
    fields: [
      TITLE,
      { field: 'startAt', format: 'datetime', labelId: 'engine.detail.startAt' },
      { field: 'endAt', format: 'datetime', labelId: 'engine.detail.endAt' },
      {
        field: 'location',
        fieldEn: 'locationEn',
        format: 'text',
        labelId: 'engine.detail.place',
        fallbacks: ['place'],
      },
      { field: 'organizer', fieldEn: 'organizerEn', format: 'text', labelId: 'engine.detail.organizer' },
      { field: 'registrationUrl', format: 'link', labelId: 'engine.detail.registration' },
      COVER,
      SUMMARY,
      CONTENT,
    ],
  },
  {
    name: 'qa',
    fields: [
      TITLE,
      { field: 'description', fieldEn: 'descriptionEn', format: 'html', role: 'body' },
      { field: 'items', format: 'text', role: 'qa', fallbacks: ['questions', 'data'] },
    ],
  },
];

const layouts = new Map<string, DetailLayout>(BUILT_IN.map((layout) => [layout.name, layout]));

/** Registers (or replaces) a detail layout named by pages' `ui`. */
export function registerDetailLayout(layout: DetailLayout): void {
  layouts.set(layout.name, layout);
}

/** The layout registered under `name`; throws `Unknown detail layout "<name>"`. */
export function getDetailLayout(name: string): DetailLayout {
  const layout = layouts.get(name);
  if (!layout) throw new Error(`Unknown detail layout "${name}"`);
  return layout;
}
