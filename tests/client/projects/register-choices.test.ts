import { describe, expect, it } from 'vitest';
import {
  canAddChoice,
  canSendChoices,
  choiceProblems,
  emptyChoice,
  MAX_CHOICES,
} from '../../../src/features/projects/client/register-choices';
import type { RegisterChoice } from '../../../src/features/projects/client/register-choices';

const choice = (
  teacherId: number | null,
  topicId: number | null = 10 + (teacherId ?? 0),
  title = 'Đề tài',
): RegisterChoice => ({
  teacherId,
  topicId,
  title,
});
const plenty = () => 3;

describe('the register form’s three-choice rule', () => {
  it('accepts one to three different teachers, each with a topic and a title', () => {
    for (const choices of [[choice(1)], [choice(1), choice(2)], [choice(1), choice(2), choice(3)]])
      expect(canSendChoices({ choices, remainingOf: plenty })).toBe(true);
  });

  it('refuses no choice at all and more than three', () => {
    expect(canSendChoices({ choices: [], remainingOf: plenty })).toBe(false);
    const four = [choice(1), choice(2), choice(3), choice(4)];
    expect(MAX_CHOICES).toBe(3);
    expect(canSendChoices({ choices: four, remainingOf: plenty })).toBe(false);
    expect(canAddChoice(four.slice(0, 3))).toBe(false);
    expect(canAddChoice(four.slice(0, 2))).toBe(true);
  });

  it('names the later of two choices of the same teacher, not the first', () => {
    const problems = choiceProblems({ choices: [choice(1), choice(2), choice(1)], remainingOf: plenty });
    expect(problems).toEqual([null, null, 'teacherRepeated']);
  });

  it('asks for a teacher, then a topic, then a title', () => {
    expect(choiceProblems({ choices: [emptyChoice()], remainingOf: plenty })).toEqual(['teacherMissing']);
    expect(choiceProblems({ choices: [choice(1, null)], remainingOf: plenty })).toEqual(['topicMissing']);
    expect(choiceProblems({ choices: [choice(1, 11, '   ')], remainingOf: plenty })).toEqual([
      'titleMissing',
    ]);
  });

  it('refuses a choice with no place left, and lets unknown places through (the server decides)', () => {
    expect(
      choiceProblems({ choices: [choice(1), choice(2)], remainingOf: (c) => (c.teacherId === 2 ? 0 : 1) }),
    ).toEqual([null, 'quotaFull']);
    expect(canSendChoices({ choices: [choice(1)], remainingOf: () => null })).toBe(true);
  });
});
