import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocalDraft } from '../../../client/engine/form/use-local-draft';

/** The draft name unsaved course choices are kept under (per tenant, user and semester). */
export const COURSE_PLAN_DRAFT = 'learn.coursePlan';

type Entries = [courseId: number, state: number][];

const isEntries = (value: unknown): value is Entries =>
  Array.isArray(value) &&
  value.every(
    (item) => Array.isArray(item) && item.length === 2 && item.every((part) => typeof part === 'number'),
  );

/**
 * The course choices of the plan being edited. They start from the saved plan; a change not yet
 * saved is kept in this browser like a form's draft, so a reload or an expired session brings it
 * back (`isRestored`) until it is saved (`markSaved`) or discarded (`discard`).
 */
export function useKeptChoices({
  semester,
  saved,
}: {
  semester: string;
  /** The plan as saved on the server; undefined while it loads. */
  saved: { courseId: number; state: number }[] | undefined;
}) {
  const draft = useLocalDraft({ form: COURSE_PLAN_DRAFT, recordId: semester, debounceMs: 0 });
  const [restored] = useState(() => (isEntries(draft.restored) ? draft.restored : null));
  const [isRestored, setRestored] = useState(restored !== null);
  const [choice, setChoice] = useState<Map<number, number>>(() => new Map(restored ?? []));
  const { save, clear } = draft;

  // The saved plan whenever it changes (loaded, saved, revalidated), except on its first arrival
  // when unsaved choices were brought back.
  const lastSaved = useRef<string | null>(null);
  useEffect(() => {
    if (!saved) return;
    const text = JSON.stringify(saved);
    if (text === lastSaved.current) return;
    const isFirst = lastSaved.current === null;
    lastSaved.current = text;
    if (isFirst && restored) return;
    setChoice(new Map(saved.map((item) => [item.courseId, item.state])));
  }, [saved, restored]);

  const choose = useCallback(
    (courseId: number, state: number) =>
      setChoice((current) => {
        const next = new Map(current).set(courseId, state);
        save([...next.entries()]);
        return next;
      }),
    [save],
  );
  const markSaved = useCallback(() => {
    clear();
    setRestored(false);
  }, [clear]);
  const discard = useCallback(() => {
    clear();
    setRestored(false);
    if (saved) setChoice(new Map(saved.map((item) => [item.courseId, item.state])));
  }, [clear, saved]);
  return { choice, choose, isRestored, markSaved, discard };
}
