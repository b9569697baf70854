import type { HelpTopic, QuestionAnswer } from '../../../generated';

/** One manual section: a topic of kind 'manual' with its questions and answers. */
export interface ManualSection {
  topic: HelpTopic;
  questions: QuestionAnswer[];
}

/** The user manual as the 'article' detail layout reads it: a body per language. */
export interface UserManualArticle {
  content: string;
  contentEn: string;
  lastUpdate: string | null;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text made safe to put inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

const pick = (vi: string, en: string, isEnglish: boolean) => (isEnglish && en.trim() ? en : vi);

function sectionHtml({ section, isEnglish }: { section: ManualSection; isEnglish: boolean }): string {
  const { topic, questions } = section;
  const description = pick(topic.description, topic.descriptionEn, isEnglish);
  const parts = [`<h2>${escapeHtml(pick(topic.title, topic.titleEn, isEnglish))}</h2>`];
  if (description.trim()) parts.push(`<p>${escapeHtml(description)}</p>`);
  for (const item of questions) {
    // Answers are HTML the server sanitized; the detail view sanitizes the whole body again.
    parts.push(
      `<h3>${escapeHtml(pick(item.question, item.questionEn, isEnglish))}</h3>`,
      pick(item.answer, item.answerEn, isEnglish),
    );
  }
  return `<section>${parts.join('')}</section>`;
}

/**
 * The manual topics, in display order, as one article: a heading per topic, its description,
 * then each question as a sub-heading followed by its answer. English falls back to Vietnamese
 * text where a translation is missing.
 */
export function userManualArticle(sections: ManualSection[]): UserManualArticle {
  const ordered = [...sections].sort(
    (a, b) => a.topic.orderIndex - b.topic.orderIndex || a.topic.id - b.topic.id,
  );
  const dates = ordered
    .flatMap(({ topic, questions }) => [topic.lastUpdate, ...questions.map((item) => item.lastUpdate)])
    .sort();
  return {
    content: ordered.map((section) => sectionHtml({ section, isEnglish: false })).join(''),
    contentEn: ordered.map((section) => sectionHtml({ section, isEnglish: true })).join(''),
    lastUpdate: dates.at(-1) ?? null,
  };
}
