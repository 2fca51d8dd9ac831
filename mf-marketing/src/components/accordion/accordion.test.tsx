// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion.tsx';
import '../../test/render.tsx';

const ITEMS = [
  { id: 'faq-a', title: 'How do I open an account?', content: <p>Download the app.</p> },
  { id: 'faq-b', title: 'What is an RDN?', content: <p>A bank account in your name.</p> },
];

describe('Accordion', () => {
  it('starts closed, opens and closes each question by keyboard, panels named by their question', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const first = screen.getByRole('button', { name: 'How do I open an account?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'How do I open an account?' })).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do I open an account?' }).textContent).toBe('Download the app.');
    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the questions it is told to (a deep link), and several may be open at once', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} initiallyOpen={['faq-b']} />);
    expect(screen.getByRole('button', { name: 'What is an RDN?' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'How do I open an account?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
