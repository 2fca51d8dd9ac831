import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, RiskQuestion } from '@brids/contracts';
import { localePath } from '@brids/platform';
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
    <form className="quiz" noValidate onSubmit={onSubmit}>
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
        <button type="submit" className="tools-button">
          {last ? t('quiz.finish') : t('quiz.next')}
        </button>
      </div>
    </form>
  );
}
