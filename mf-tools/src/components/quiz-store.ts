import { create } from 'zustand';
import type { RiskAnswers } from '@brids/contracts';

interface QuizState {
  /** Question key -> answer key. */
  answers: RiskAnswers;
  /** The question shown (index). */
  step: number;
  /** Every question was answered and the visitor asked for the result. */
  finished: boolean;
  choose(question: string, answer: string): void;
  goTo(step: number): void;
  finish(): void;
  reset(): void;
}

/**
 * The quiz's answers, in memory only: nothing personal is stored in the browser or sent anywhere
 * but to be scored. They survive a switch of language and the way to the result page, and are gone
 * with a reload or a retake.
 */
export const useQuizStore = create<QuizState>()((set) => ({
  answers: {},
  step: 0,
  finished: false,
  choose: (question, answer) => set((s) => ({ answers: { ...s.answers, [question]: answer } })),
  goTo: (step) => set({ step }),
  finish: () => set({ finished: true }),
  reset: () => set({ answers: {}, step: 0, finished: false }),
}));
