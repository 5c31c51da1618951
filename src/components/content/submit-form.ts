// Sends a form through the API without leaving the page, and reports the outcome inline in the
// form's live region. The browser's own validation runs first (the submit event only fires when
// every field is valid). Strings come from the form's data attributes, already translated: a refusal
// shows the form's own words, never the API's English message.

export function wireForm(form: HTMLFormElement, send: (fields: Record<string, string>) => Promise<unknown>): void {
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
    try {
      await send(fields);
      form.reset();
      status.dataset.state = 'success';
      status.textContent = successText;
    } catch {
      status.dataset.state = 'error';
      status.textContent = errorText;
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
}
