import { describe, expect, it } from 'vitest';
import { decideSubmission, windowState } from '../../../../src/features/projects/shared/project-submit-rule';

const OPENED = 2;
const LOCKED = 1;
const window = { status: OPENED, startDate: '2026-03-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' };
const during = new Date('2026-04-01T00:00:00Z');
const before = new Date('2026-02-01T00:00:00Z');
const after = new Date('2026-06-01T00:00:00Z');

describe('where now falls against a deadline window', () => {
  it('is open inside, not yet before the start, expired from the end on (end excluded)', () => {
    expect(windowState({ window, now: during })).toBe('open');
    expect(windowState({ window, now: before })).toBe('not-yet');
    expect(windowState({ window, now: after })).toBe('expired');
    expect(windowState({ window: null, now: after })).toBe('open');
  });

  it('is locked inside its dates while the deadline is locked (1)', () => {
    expect(windowState({ window: { ...window, status: LOCKED }, now: during })).toBe('locked');
  });

  it('treats a missing date as no limit on that side', () => {
    expect(windowState({ window: { ...window, startDate: null }, now: before })).toBe('open');
    expect(windowState({ window: { ...window, endDate: null }, now: after })).toBe('open');
  });
});

describe('can save, can submit and the submit code', () => {
  it('lets the owner save and submit an editable project inside the window', () => {
    expect(decideSubmission({ isOwner: true, status: 1, window, now: during })).toMatchObject({
      canSave: true,
      canSubmit: true,
      saveCode: 1,
      submitCode: 1,
    });
  });

  it('forbids (-2) anyone but the owner, whatever the window', () => {
    expect(decideSubmission({ isOwner: false, status: 1, window, now: during })).toMatchObject({
      canSave: false,
      canSubmit: false,
      saveCode: -2,
      submitCode: -2,
    });
  });

  it('answers not yet (-3) to a submit before the window opens, but keeps drafts', () => {
    expect(decideSubmission({ isOwner: true, status: -2, window, now: before })).toMatchObject({
      canSave: true,
      canSubmit: false,
      submitCode: -3,
      submitReason: 'not-yet',
    });
    expect(
      decideSubmission({ isOwner: true, status: 0, window: { ...window, status: LOCKED }, now: during }),
    ).toMatchObject({ canSave: true, canSubmit: false, submitCode: -3 });
  });

  it('answers expired (-4) to both after the end', () => {
    expect(decideSubmission({ isOwner: true, status: 10, window, now: after })).toMatchObject({
      canSave: false,
      canSubmit: false,
      saveCode: -4,
      submitCode: -4,
    });
  });

  it('freezes the work (failed 0) once it is the school turn', () => {
    for (const status of [3, 4, 5, 6, 7, 8, 11, -1]) {
      expect(decideSubmission({ isOwner: true, status, window, now: during })).toMatchObject({
        canSave: false,
        canSubmit: false,
        submitCode: 0,
        submitReason: 'frozen',
      });
    }
  });

  it('lets a submitted or sent-back project be handed in again while the window is open', () => {
    for (const status of [2, 10, -2, 0]) {
      expect(decideSubmission({ isOwner: true, status, window, now: during }).canSubmit).toBe(true);
    }
  });
});
