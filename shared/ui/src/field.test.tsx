// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it("labels its control by the form's id prefix, and ties the hint and the announced error to it", () => {
    render(
      <Field name="email" idPrefix="contact" label="Email" hint="We reply here" error="Enter an email">
        {(control) => <input {...control} name="email" />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('contact-email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('contact-email-hint contact-email-error');
    expect(screen.getByRole('alert').id).toBe('contact-email-error');
    expect(input.closest('.ui-field')).toBeTruthy();
  });

  it('without a prefix, gets an id of its own; without hint or error, describes nothing', () => {
    render(
      <Field label="Sector" className="research-field">
        {(control) => <select {...control} />}
      </Field>,
    );
    const select = screen.getByLabelText('Sector');
    expect(select.id).not.toBe('');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(select.closest('.research-field')).toBeTruthy();
  });
});
