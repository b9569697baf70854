/**
 * The register form's three-choice rule (SPEC §3/§4 Project request): one to three teachers,
 * each a different person, each with one of their topics and a title (the topic's name, or the
 * student's own wording), and no topic without a place left.
 */

/** One teacher choice as the form holds it. */
export interface RegisterChoice {
  teacherId: number | null;
  /** A topic of that teacher (null until one is picked). */
  topicId: number | null;
  /** The title the student gives the work (starts as the topic's name). */
  title: string;
}

/** At most this many teachers per request (SPEC §3: teacherId, teacher2Id, teacher3Id). */
export const MAX_CHOICES = 3;

/** Why one choice cannot be sent (a message id suffix under `project.register.problem.`). */
export type ChoiceProblem =
  'teacherMissing' | 'teacherRepeated' | 'topicMissing' | 'titleMissing' | 'quotaFull';

/** An empty choice (a new row of the form). */
export const emptyChoice = (): RegisterChoice => ({ teacherId: null, topicId: null, title: '' });

/**
 * The problem of each choice, in order (null when it is fine). `remainingOf` answers the live
 * places left for a choice (its topic's; null when unknown yet: not a problem the client can tell).
 */
export function choiceProblems({
  choices,
  remainingOf,
}: {
  choices: readonly RegisterChoice[];
  remainingOf: (choice: RegisterChoice) => number | null;
}): (ChoiceProblem | null)[] {
  return choices.map((choice, index) => {
    if (choice.teacherId === null) return 'teacherMissing';
    const isRepeated = choices
      .slice(0, index)
      .some((earlier) => earlier.teacherId !== null && earlier.teacherId === choice.teacherId);
    if (isRepeated) return 'teacherRepeated';
    if (choice.topicId === null) return 'topicMissing';
    if (choice.title.trim() === '') return 'titleMissing';
    const remaining = remainingOf(choice);
    if (remaining !== null && remaining <= 0) return 'quotaFull';
    return null;
  });
}

/** True when the request can be sent: one to three choices, none with a problem. */
export function canSendChoices({
  choices,
  remainingOf,
}: {
  choices: readonly RegisterChoice[];
  remainingOf: (choice: RegisterChoice) => number | null;
}): boolean {
  return (
    choices.length > 0 &&
    choices.length <= MAX_CHOICES &&
    choiceProblems({ choices, remainingOf }).every((problem) => problem === null)
  );
}

/** True when another choice may be added. */
export const canAddChoice = (choices: readonly RegisterChoice[]): boolean => choices.length < MAX_CHOICES;
