import type { Deadline, ProjectRequestFields, ProjectTopic } from '../../../generated';
import type { RegisterChoice } from './register-choices';

/** SPEC §4 project topic source / project-from. */
export const TOPIC_FROM = { TEACHER: 1, COMPANY: 2 } as const;

/** A teacher and the topics they offer, as the register form lists them. */
export interface TeacherOffer {
  teacherId: number;
  teacherName: string;
  topics: ProjectTopic[];
  /** Places left over the teacher's open topics. */
  remaining: number;
}

/** Remaining places of one topic (never below 0). */
export const topicRemaining = (topic: Pick<ProjectTopic, 'quota' | 'acceptedCount'>): number =>
  Math.max(0, topic.quota - topic.acceptedCount);

/** Teachers offering topics, each with their topics in order and their places left, by name. */
export function teacherOffers(topics: readonly ProjectTopic[]): TeacherOffer[] {
  const byTeacher = new Map<number, TeacherOffer>();
  for (const topic of topics) {
    if (topic.teacherId < 0) continue;
    const offer = byTeacher.get(topic.teacherId) ?? {
      teacherId: topic.teacherId,
      teacherName: topic.teacherName,
      topics: [],
      remaining: 0,
    };
    offer.topics.push(topic);
    offer.remaining += topicRemaining(topic);
    byTeacher.set(topic.teacherId, offer);
  }
  return [...byTeacher.values()]
    .map((offer) => ({ ...offer, topics: [...offer.topics].sort((a, b) => a.orderIndex - b.orderIndex) }))
    .sort((a, b) => a.teacherName.localeCompare(b.teacherName, 'vi'));
}

/** The live places left for a choice: its topic's when it names one, else its teacher's. */
export function choiceRemaining({
  choice,
  offers,
}: {
  choice: RegisterChoice;
  offers: readonly TeacherOffer[];
}): number | null {
  const offer = offers.find((candidate) => candidate.teacherId === choice.teacherId);
  if (!offer) return null;
  if (choice.topicId !== null) {
    const topic = offer.topics.find((candidate) => candidate.id === choice.topicId);
    return topic ? topicRemaining(topic) : null;
  }
  return offer.remaining;
}

/**
 * The create call's `fields` (SPEC §3 Project request): choice 1 in teacherId/title/topicId, then
 * teacher2Id…, teacher3Id…; an unused choice is -1 with an empty title.
 */
export function requestFields({
  choices,
  deadline,
  companyId,
  notes,
}: {
  choices: readonly RegisterChoice[];
  deadline: Pick<Deadline, 'semester' | 'courseId' | 'projectType'>;
  companyId: number | null;
  notes: string;
}): ProjectRequestFields {
  const slot = (index: number) => {
    const choice = choices[index];
    if (!choice || choice.teacherId === null) return { teacherId: -1, title: '', topicId: -1 };
    return { teacherId: choice.teacherId, title: choice.title.trim(), topicId: choice.topicId ?? -1 };
  };
  const [first, second, third] = [slot(0), slot(1), slot(2)];
  return {
    semester: deadline.semester,
    courseId: deadline.courseId >= 0 ? deadline.courseId : -1,
    projectType: (deadline.projectType >= 0
      ? deadline.projectType
      : 0) as ProjectRequestFields['projectType'],
    teacherId: first.teacherId,
    title: first.title,
    topicId: first.topicId,
    teacher2Id: second.teacherId,
    title2: second.title,
    topic2Id: second.topicId,
    teacher3Id: third.teacherId,
    title3: third.title,
    topic3Id: third.topicId,
    topicFrom: companyId === null ? TOPIC_FROM.TEACHER : TOPIC_FROM.COMPANY,
    companyId: companyId ?? -1,
    notes: notes.trim(),
  };
}
