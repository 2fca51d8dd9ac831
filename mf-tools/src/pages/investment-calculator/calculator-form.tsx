import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorField, CalculatorLimits, CalculatorUnit, Locale } from '@brids/contracts';
import { useRenderedInBrowser } from '@brids/platform/browser-only';
import { formFields } from '@brids/platform/typed-before-hydration';
import { loadEveryLocale } from '../../i18n/every-locale.ts';
import { NS } from '../../i18n/ns.ts';
import { useCalculatorStore } from './calculator-store.ts';
import { fieldsFor, FIELD_KIND } from './fields.ts';
import { formatFieldValue } from './format-value.ts';
import type { InputMessages } from './input-messages.ts';
import { FIELD_HINT, FIELD_LABEL, isSpecCode, MODE_TEXT, SPEC_MESSAGE, STRATEGY_TEXT } from './labels.ts';
import { MODES, STRATEGIES, type Mode, type Strategy } from './modes.ts';
import { NumberField } from './number-field.tsx';
import { toDisplay } from './number-text.ts';
import { ID_PREFIX, controlName, inputName, typedInput } from './typed-input.ts';
import { textErrors, validate, type FieldError } from './validate.ts';

/** A well-written value of each kind (canonical), shown in the messages about badly written ones. */
const EXAMPLE: Record<CalculatorUnit, string> = { rupiah: '1000000', percent: '7.5', years: '25' };

/** The other messages than the spec's, with their words: a chunk of their own. */
async function loadMoreMessages(): Promise<InputMessages> {
  const part = await import('./input-messages.ts');
  await loadEveryLocale(part.catalogs);
  return part.INPUT_MESSAGE;
}

const inputId = inputName;
const hintOf = (field: CalculatorField) => (field in FIELD_HINT ? FIELD_HINT[field as keyof typeof FIELD_HINT] : undefined);

/** The calculator's form: what to calculate, the strategy, the inputs they need, and Calculate. */
export function CalculatorForm({ limits, locale, onCalculated }: { limits: CalculatorLimits; locale: Locale; onCalculated: () => void }) {
  const { t } = useTranslation(NS);
  const { mode, strategy, texts, problems, attempted, setMode, setStrategy, type, attempt, submit } = useCalculatorStore();
  const fields = fieldsFor(mode, strategy);
  const validation = validate(fields, texts, limits, problems);
  // Text that is not a number says so at once; the other checks wait for Calculate.
  const shownErrors = attempted ? validation.errors : textErrors(fields, problems);
  const summary = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // Until hydrated, Calculate waits (a press would send the form natively); what was typed is then taken over.
  const hydrated = useRenderedInBrowser();
  const hydrating = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!hydrating.current || !form.current) return;
    hydrating.current = false;
    // Right after hydration, before the next paint: the store starts from what the server's form holds.
    const typed = typedInput(formFields(form.current));
    if (typed.mode) setMode(typed.mode);
    if (typed.strategy) setStrategy(typed.strategy);
    for (const [field, text] of typed.texts) type(field, text, locale);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the form as hydration found it
  }, []);

  useEffect(() => {
    if (failedSubmits > 0) summary.current?.focus();
  }, [failedSubmits]);

  const limitText = (field: CalculatorField) =>
    formatFieldValue(limits[field].max, limits[field].unit, locale, (value) => t('units.years', { value }));
  // Messages other than the spec's five are a chunk of their own, loaded with the first one shown;
  // until it is there (a moment), such a field says 'Must be numerical' or its maximum.
  const [moreMessages, setMoreMessages] = useState<InputMessages | null>(null);
  const needsMore = !moreMessages && Object.values(shownErrors).some((error) => !isSpecCode(error.code));
  useEffect(() => {
    if (needsMore) void loadMoreMessages().then(setMoreMessages);
  }, [needsMore]);
  const message = (field: CalculatorField, { code }: FieldError) => {
    const max = limitText(code === 'retirementTooFar' ? 'duration_years' : code === 'retirementTargetOverMax' ? 'target_fund' : field);
    if (isSpecCode(code)) return t(SPEC_MESSAGE[code], { max });
    // Until the other messages are there: the spec's nearest one.
    if (!moreMessages) return t(code.startsWith('retirement') ? SPEC_MESSAGE.overMax : SPEC_MESSAGE.notNumber, { max });
    return t(moreMessages[code], { max, example: toDisplay(EXAMPLE[FIELD_KIND[field]], locale) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validation.values) {
      submit({ mode, strategy, values: validation.values });
      onCalculated();
    } else {
      attempt();
      setFailedSubmits((n) => n + 1);
    }
  };

  const invalid = fields.filter((field) => shownErrors[field]);
  return (
    // Without JavaScript the form is hidden (ui-needs-script) and the page's notice says why.
    <form ref={form} method="post" className="calc-form tools-no-print ui-needs-script" noValidate onSubmit={onSubmit} aria-label={t('calculator.form')}>
      <Choice
        name="calc-mode"
        legend={t('calculator.mode.legend')}
        options={MODES.map((value) => ({ value, label: t(MODE_TEXT[value].label), hint: t(MODE_TEXT[value].hint) }))}
        value={mode}
        onChange={(value) => setMode(value as Mode)}
      />
      <Choice
        name="calc-strategy"
        legend={t('calculator.strategy.legend')}
        options={STRATEGIES.map((value) => ({ value, label: t(STRATEGY_TEXT[value].label), hint: t(STRATEGY_TEXT[value].hint) }))}
        value={strategy}
        onChange={(value) => setStrategy(value as Strategy)}
      />

      {invalid.length > 0 ? (
        <div className="tools-error-summary" role="alert" tabIndex={-1} ref={summary}>
          <p className="tools-error-summary__title">{t('calculator.errorSummary')}</p>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a
                  href={`#${inputId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(inputId(field))?.focus();
                  }}
                >
                  {t(FIELD_LABEL[field])}: {message(field, shownErrors[field]!)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="calc-fields">
        {fields.map((field) => {
          const kind = FIELD_KIND[field];
          const error = shownErrors[field];
          const hint = hintOf(field);
          const extra = hint ? `${t(hint)} ` : '';
          return (
            <NumberField
              key={field}
              idPrefix={ID_PREFIX}
              name={controlName(field)}
              label={t(FIELD_LABEL[field])}
              kind={kind}
              value={problems[field]?.typed ?? toDisplay(texts[field] ?? '', locale)}
              locale={locale}
              onType={(typed) => type(field, typed, locale)}
              prefix={kind === 'rupiah' ? 'Rp' : undefined}
              suffix={kind === 'percent' ? '%' : kind === 'years' ? t('calculator.suffix.years') : undefined}
              hint={extra + t('calculator.hints.max', { max: limitText(field) })}
              error={error ? message(field, error) : undefined}
            />
          );
        })}
      </div>

      <button type="submit" className="tools-button calc-submit" disabled={!hydrated}>
        {t('calculator.submit')}
      </button>
    </form>
  );
}

interface ChoiceProps {
  name: string;
  legend: string;
  options: { value: string; label: string; hint: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A group of radio buttons drawn as cards, named by their label and described by their hint; arrow keys move between them. */
function Choice({ name, legend, options, value, onChange }: ChoiceProps) {
  return (
    <fieldset className="tools-choice">
      <legend className="tools-choice__legend">{legend}</legend>
      <div className="tools-choice__options">
        {options.map((option) => (
          <label key={option.value} className="tools-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${name}-${option.value}`}
              aria-describedby={`${name}-${option.value}-hint`}
            />
            <span className="tools-choice__text">
              <span className="tools-choice__label" id={`${name}-${option.value}`}>
                {option.label}
              </span>
              <span className="tools-choice__hint" id={`${name}-${option.value}-hint`}>
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
