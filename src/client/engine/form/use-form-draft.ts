import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftMode } from '../config-types';

/** What is kept in localStorage for a form. */
interface StoredDraft {
  savedAt: string;
  data: unknown;
}

/** Delay between the last keystroke and the local save. */
export const DRAFT_DEBOUNCE_MS = 800;

/**
 * The localStorage key of a form's draft, scoped by tenant, user, form and record so that two
 * students sharing a browser, or two records of one form, never see each other's drafts.
 */
export function draftStorageKey({
  tenant,
  userId,
  form,
  recordId,
}: {
  tenant: string;
  userId: number | string;
  form: string;
  recordId?: number | string | null;
}): string {
  const record = recordId === undefined || recordId === null || recordId === '' ? '' : `:${recordId}`;
  return `unigate:draft:${tenant}:${userId}:${form}${record}`;
}

/** The draft key of a form as configured: null when its `draft` is 'none' or nobody is signed in. */
export function formDraftKey({
  tenant,
  userId,
  form,
  draft,
  recordId,
}: {
  tenant: string;
  userId: number | string | null;
  form: string;
  draft: DraftMode;
  recordId?: number | string | null;
}): string | null {
  return draft === 'none' || userId === null ? null : draftStorageKey({ tenant, userId, form, recordId });
}

function readDraft(key: string | null): StoredDraft | null {
  if (!key) return null;
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as StoredDraft;
    return parsed && typeof parsed.savedAt === 'string' ? parsed : null;
  } catch {
    // A corrupt or inaccessible entry (private mode, quota) is no draft.
    return null;
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored can be removed when storage is unavailable.
  }
}

function writeDraft({ key, data, savedAt }: { key: string; data: unknown; savedAt: Date }): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: savedAt.toISOString(), data }));
    return true;
  } catch {
    return false;
  }
}

// Mounted drafts by storage key, so `discardDraft` also drops their pending writes.
const mounted = new Map<string, Set<() => void>>();

/**
 * Forgets the draft stored under `storageKey`, including a write still pending in a mounted
 * form (e.g. when the record it edits was deleted, so the closing form does not save it again).
 */
export function discardDraft(storageKey: string): void {
  for (const forget of mounted.get(storageKey) ?? []) forget();
  removeDraft(storageKey);
}

/** What `useFormDraft` answers. */
export interface FormDraftState {
  /** The draft found when the form mounted (restored into the form), if any. */
  restored: unknown;
  /** When the draft was last saved (locally or on the server); null when there is none. */
  savedAt: Date | null;
  /** Saves `data` locally after a pause in typing. */
  save: (data: unknown) => void;
  /** Forgets the draft (after a successful submit, or when the user discards it). */
  clear: () => void;
  /** Records a draft saved on the server. */
  markSaved: (at: Date) => void;
}

/** Options of `useFormDraft`. */
export interface FormDraftOptions {
  /** Where the draft is kept; null keeps nothing. */
  storageKey: string | null;
  debounceMs?: number;
  /** True for data the user has not changed: a stored draft holding only that is no draft. */
  isPristine?: (data: unknown) => boolean;
}

/**
 * Keeps a form's unsent data in localStorage under `storageKey` (null: keep nothing). Pending
 * writes are flushed when the form unmounts or the page is hidden, so a reload, a navigation
 * or a session-expiry redirect never loses the last keystrokes.
 */
export function useFormDraft({
  storageKey,
  debounceMs = DRAFT_DEBOUNCE_MS,
  isPristine,
}: FormDraftOptions): FormDraftState {
  // Earlier versions saved untouched forms as drafts; such a leftover is dropped, not restored.
  const [found] = useState(() => {
    const stored = readDraft(storageKey);
    const isLeftover = stored !== null && Boolean(isPristine?.(stored.data));
    return { initial: isLeftover ? null : stored, leftoverKey: isLeftover ? storageKey : null };
  });
  const initial = found.initial;
  const [savedAt, setSavedAt] = useState<Date | null>(() => (initial ? new Date(initial.savedAt) : null));
  const pending = useRef<{ data: unknown; timer: ReturnType<typeof setTimeout> } | null>(null);
  const keyRef = useRef(storageKey);
  keyRef.current = storageKey;

  const flush = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    clearTimeout(current.timer);
    pending.current = null;
    const key = keyRef.current;
    if (!key) return;
    const at = new Date();
    if (writeDraft({ key, data: current.data, savedAt: at })) setSavedAt(at);
  }, []);

  const save = useCallback(
    (data: unknown) => {
      if (!keyRef.current) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { data, timer: setTimeout(flush, debounceMs) };
    },
    [debounceMs, flush],
  );

  // Drops a pending write and the indicator, leaving storage alone.
  const forget = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setSavedAt(null);
  }, []);

  const clear = useCallback(() => {
    forget();
    if (keyRef.current) removeDraft(keyRef.current);
  }, [forget]);

  useEffect(() => {
    if (found.leftoverKey) discardDraft(found.leftoverKey);
  }, [found]);

  useEffect(() => {
    if (!storageKey) return undefined;
    const forms = mounted.get(storageKey) ?? new Set<() => void>();
    forms.add(forget);
    mounted.set(storageKey, forms);
    return () => {
      forms.delete(forget);
      if (forms.size === 0) mounted.delete(storageKey);
    };
  }, [storageKey, forget]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { restored: initial?.data, savedAt, save, clear, markSaved: setSavedAt };
}
