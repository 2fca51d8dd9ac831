import { useState } from 'react';
import { useRenderedInBrowser } from './browser-only.ts';

// Apart from browser-only.ts, so the pages that only ask whether they run in the browser carry none of this.

/** A form's named controls as `FormData` gives them: text as typed, a checked box's value, the checked radio's. */
export function formFields(form: HTMLFormElement): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.set(name, value);
  return fields;
}

function typedBeforeHydration(formId: string): Map<string, string> | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(formId);
  return form instanceof HTMLFormElement ? formFields(form) : null;
}

/**
 * What a visitor typed into the server-rendered form `formId` before the page's scripts took over: its
 * named controls as `FormData` gives them (text as typed, a checked box's value, the checked radio's).
 * Read once, in the render that hydrates the form, so the form's state starts from what the visitor sees
 * and hydration changes nothing they typed; null on the server and in a render that does not hydrate
 * (a page the browser rendered, a form shown anew).
 */
export function useTypedBeforeHydration(formId: string): Map<string, string> | null {
  const hydrating = !useRenderedInBrowser();
  const [typed] = useState(() => (hydrating ? typedBeforeHydration(formId) : null));
  return typed;
}
