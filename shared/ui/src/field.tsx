import { useId, type ReactNode } from 'react';

/** What a field hands its control: the id its label points at and the ARIA ties to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's name; with `idPrefix`, its id is `<idPrefix>-<name>` (else a generated one). */
  name?: string;
  /** A form's prefix of its controls' ids (`contact`, `reg`), so two forms on a page never share an id. */
  idPrefix?: string;
  hint?: ReactNode;
  /** The error shown under the control and announced (role=alert). */
  error?: string | undefined;
  /** The wrapper's class: `ui-field` (styled by `@brids/ui/form-fields.css`) unless given. */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error (announced, and tied to the control by aria-describedby). */
export function Field({ label, name, idPrefix, hint, error, className = 'ui-field', children }: FieldProps) {
  const generated = useId();
  const id = idPrefix && name ? `${idPrefix}-${name}` : generated;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
