import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, RiskQuestion } from '@brids/contracts';
import { localePath } from '@brids/platform';
import { useRenderedInBrowser } from '@brids/platform/browser-only';
import { formFields } from '@brids/platform/typed-before-hydration';
import { NS } from '../../i18n/ns.ts';
import { useQuizStore } from '../../components/quiz-store.ts';

/**
 * One question at a time with its progress; Back and Next (Enter too), and the result once every
 * question has an answer. Moving to another question puts the focus on it, so it is read out.
 */
export function Quiz({ questions, locale }: { questions: RiskQuestion[]; locale: Locale }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { answers, step: savedStep, choose, goTo, finish } = useQuizStore();
  const step = Math.min(savedStep, questions.length - 1);
  const question = questions[step]!;
  const last = step === questions.length - 1;
  const [missing, setMissing] = useState(false);
  const legend = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // Until hydrated, Next waits (a press would send the form natively); an answer chosen before is then taken over.
  const hydrated = useRenderedInBrowser();
  const hydrating = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!hydrating.current || !form.current) return;
    hydrating.current = false;
    const chosen = formFields(form.current).get(`quiz-${question.key}`);
    if (chosen && question.answers.some((answer) => answer.key === chosen)) choose(question.key, chosen);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the form as hydration found it
  }, []);

  useEffect(() => {
    if (moved.current) legend.current?.focus();
  }, [step]);

  const move = (to: number) => {
    moved.current = true;
    setMissing(false);
    goTo(to);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!answers[question.key]) {
      setMissing(true);
      document.getElementById(`quiz-${question.key}-0`)?.focus();
      return;
    }
    const unanswered = questions.findIndex((q) => !answers[q.key]);
    if (!last) move(step + 1);
    else if (unanswered >= 0) move(unanswered);
    else {
      finish();
      void navigate(localePath('risk-profile-result', {}, locale));
    }
  };

  const progress = ((step + 1) / questions.length) * 100;
  const progressText = t('quiz.progress', { current: step + 1, total: questions.length });
  const errorId = `quiz-${question.key}-error`;
  const hintId = `quiz-${question.key}-hint`;
  return (
    // Without JavaScript the form is hidden (ui-needs-script) and the page's notice says why.
    <form ref={form} method="post" className="quiz ui-needs-script" noValidate onSubmit={onSubmit}>
      <div className="quiz-progress">
        <p aria-hidden="true">{progressText}</p>
        {/* An SVG's geometry, not a style attribute: server-rendered markup keeps to the style policy. */}
        <svg className="quiz-progress__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect width={progress} height="1" />
        </svg>
      </div>
      <fieldset
        className="tools-choice"
        aria-describedby={[missing ? errorId : null, question.hint ? hintId : null].filter(Boolean).join(' ') || undefined}
      >
        <legend className="tools-choice__legend" tabIndex={-1} ref={legend}>
          <span className="visually-hidden">{progressText}: </span>
          {question.text}
        </legend>
        {question.hint ? (
          <p className="quiz-hint" id={hintId}>
            {question.hint}
          </p>
        ) : null}
        {missing ? (
          <p className="tools-field__error" id={errorId} role="alert">
            {t('quiz.chooseOne')}
          </p>
        ) : null}
        <div className="tools-choice__options">
          {question.answers.map((answer, i) => (
            <label key={answer.key} className="tools-choice__option">
              <input
                type="radio"
                id={`quiz-${question.key}-${i}`}
                name={`quiz-${question.key}`}
                value={answer.key}
                checked={answers[question.key] === answer.key}
                onChange={() => {
                  setMissing(false);
                  choose(question.key, answer.key);
                }}
              />
              <span className="tools-choice__text">
                <span className="tools-choice__label">{answer.text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="quiz-nav">
        {step > 0 ? (
          <button type="button" className="tools-button tools-button--secondary" onClick={() => move(step - 1)}>
            {t('quiz.back')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="tools-button" disabled={!hydrated}>
          {last ? t('quiz.finish') : t('quiz.next')}
        </button>
      </div>
    </form>
  );
}
