// Sends a form through the API without leaving the page, and reports the outcome inline in the
// form's live region. The browser's own validation runs first (the submit event only fires when
// every field is valid). Strings come from the form's data attributes, already translated: a refusal
// shows the form's own words, never the API's English message.
import type { ApiResult } from '../../lib/api/client-core.ts';

export function wireForm(form: HTMLFormElement, send: (fields: Record<string, string>) => Promise<ApiResult<unknown>>): void {
  const status = form.querySelector<HTMLElement>('[data-form-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const { successText = '', errorText = '', sendingText = '' } = form.dataset;
  if (!status || !button) return;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value).trim()]));
    const label = button.textContent;
    button.disabled = true;
    button.textContent = sendingText;
    status.textContent = '';
    status.dataset.state = '';
    // A module that could not load (the connection dropped) is a failure too.
    const result = await send(fields).catch(() => undefined);
    if (result?.ok) form.reset();
    status.dataset.state = result?.ok ? 'success' : 'error';
    status.textContent = result?.ok ? successText : errorText;
    button.disabled = false;
    button.textContent = label;
  });
}
