import { useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useLocalDraft } from '../../../client/engine/form/use-local-draft';
import type { ClassOffering } from '../../../generated';

/** The draft name the class basket is kept under (per tenant, user and semester). */
export const CLASS_BASKET_DRAFT = 'learn.classBasket';

const isBasket = (value: unknown): value is ClassOffering[] =>
  Array.isArray(value) && value.every((item) => typeof (item as ClassOffering | null)?.id === 'number');

/**
 * The class-registration basket, kept in this browser like a form's draft (scoped to the tenant,
 * the student and the semester): a reload, a closed tab or a session that expired on
 * registration day never empties it. An empty basket keeps nothing.
 */
export function useKeptBasket(
  semester: string,
): [ClassOffering[], Dispatch<SetStateAction<ClassOffering[]>>] {
  const draft = useLocalDraft({ form: CLASS_BASKET_DRAFT, recordId: semester, debounceMs: 0 });
  const [basket, setBasket] = useState<ClassOffering[]>(() =>
    isBasket(draft.restored) ? draft.restored : [],
  );
  const { save, clear } = draft;
  useEffect(() => {
    if (basket.length > 0) save(basket);
    else clear();
  }, [basket, save, clear]);
  return [basket, setBasket];
}
