// The header search box as an ARIA combobox (APG "list autocomplete"): as the shopper types it lists
// matching categories and products, typos forgiven, as the server suggests them from the live
// catalogue (GET /api/search/suggest). Up and Down move through them, Enter opens the one chosen
// (or searches the text as typed), Escape closes the list and then clears the box. Loaded only
// when the box first takes focus.
import { fetchSuggestions } from '../lib/api/search.ts';
import { pageLocale } from '../lib/locale.ts';
import type { SearchEntry } from '../lib/search/fuzzy.ts';

/** The pause in typing before the words so far are asked: a word typed fast is asked once. */
const TYPING_PAUSE_MS = 120;

export function attachSuggestions(input: HTMLInputElement): void {
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) return;
  let entries: SearchEntry[] = [];
  let active = -1;

  const options = () => [...listbox.querySelectorAll<HTMLElement>('[role="option"]')];

  const setActive = (index: number) => {
    active = index;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const current = options()[index];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const close = () => {
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };

  const show = (found: SearchEntry[]) => {
    entries = found;
    listbox.replaceChildren(
      ...found.map((entry, i) => {
        const option = document.createElement('li');
        option.id = `${listbox.id}-${i}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.textContent = entry.label;
        // Pressing an option must not blur the box first (which would close the list under the pointer).
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => window.location.assign(entry.href));
        return option;
      }),
    );
    listbox.hidden = found.length === 0;
    input.setAttribute('aria-expanded', String(found.length > 0));
    setActive(-1);
  };

  const update = async () => {
    const typed = input.value.trim().slice(0, 100);
    const found = typed.length < 2 ? [] : await fetchSuggestions(pageLocale(), typed);
    // A newer keystroke may have asked since: its answer is the one shown.
    if (input.value.trim().slice(0, 100) === typed) show(found);
  };
  let typing = 0;

  input.addEventListener('input', () => {
    window.clearTimeout(typing);
    typing = window.setTimeout(() => void update(), TYPING_PAUSE_MS);
  });
  input.addEventListener('blur', close);
  input.addEventListener('keydown', (event) => {
    const open = !listbox.hidden;
    const count = entries.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        void update();
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      window.location.assign(entries[active]!.href);
    } else if (event.key === 'Escape') {
      if (open) close();
      else input.value = '';
      event.preventDefault();
    }
  });
  if (input.value) void update();
}
