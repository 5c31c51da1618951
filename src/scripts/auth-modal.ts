// Loads the login modal when it is first needed, keeping React out of the first load: its code
// is fetched as soon as the shopper reaches for something that may open it (hover, focus or touch
// of an element marked data-auth-intent), and mounted when the modal store first opens. A press
// that comes before the code has arrived still opens the modal once it has.
import { $authModal } from '../stores/auth-modal.ts';

let loading: Promise<typeof import('../islands/auth/mount.ts')> | undefined;
const load = () => (loading ??= import('../islands/auth/mount.ts'));

function onIntent(event: Event): void {
  if (event.target instanceof Element && event.target.closest('[data-auth-intent]')) void load();
}

for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });

$authModal.subscribe((state) => {
  if (state.open) void load().then((module) => module.mountAuthModal());
});
