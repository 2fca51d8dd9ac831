import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './select-panel.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectPanelProps {
  /** Visible label, also the listbox's name. */
  label: string;
  /** Show the label to assistive technology only. */
  hideLabel?: boolean;
  options: SelectOption[];
  /** Controlled: the chosen value, or undefined for none (the placeholder shows). */
  value: string | undefined;
  onChange: (value: string) => void;
  /** Shown while nothing is chosen; default 'Pilih' / 'Select'. */
  placeholder?: string;
  className?: string;
}

function ChevronIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" className="ui-select__chevron">
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The custom select panel (spec §2, §4: active or inactive): a button showing the chosen option
 * opens a listbox. Keyboard: arrows, Home, End, Enter, Space, Escape, first letter.
 */
export function SelectPanel({ label, hideLabel = false, options, value, onChange, placeholder, className }: SelectPanelProps) {
  const { t } = useTranslation('common');
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const chosenIndex = options.findIndex((option) => option.value === value);
  const chosen = options[chosenIndex];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const openPanel = (index = chosenIndex >= 0 ? chosenIndex : 0) => {
    if (options.length === 0) return;
    setActiveIndex(index);
    setOpen(true);
  };
  const closePanel = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
    closePanel(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, baseId]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openPanel();
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closePanel(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1) {
      const letter = event.key.toLocaleLowerCase();
      const order = [...options.keys()].map((i) => (activeIndex + 1 + i) % options.length);
      const match = order.find((i) => options[i]!.label.toLocaleLowerCase().startsWith(letter));
      if (match !== undefined) setActiveIndex(match);
    }
  };

  return (
    <div ref={rootRef} className={`ui-select${open ? ' is-active' : ''}${className ? ` ${className}` : ''}`}>
      <span id={`${baseId}-label`} className={hideLabel ? 'visually-hidden' : 'ui-select__label'}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        id={`${baseId}-button`}
        className="ui-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${baseId}-label ${baseId}-button`}
        onClick={() => (open ? closePanel(false) : openPanel())}
        onKeyDown={onButtonKeyDown}
      >
        <span className={chosen ? 'ui-select__value' : 'ui-select__value ui-select__value--placeholder'}>
          {chosen?.label ?? placeholder ?? t('select.placeholder')}
        </span>
        <ChevronIcon />
      </button>
      {open ? (
        <ul
          ref={listRef}
          role="listbox"
          tabIndex={-1}
          className="ui-select__panel"
          aria-labelledby={`${baseId}-label`}
          aria-activedescendant={optionId(activeIndex)}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === chosenIndex}
              className={index === activeIndex ? 'ui-select__option is-focused' : 'ui-select__option'}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
