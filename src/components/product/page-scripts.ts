// The product page's small behaviours in one module (one request, one gzip stream): the gallery's
// track, thumbnails and viewer, the phone's buy bar, the tablist, a running offer's countdown, the arrival estimate,
// the pay-in-4 line and the buyers' reviews.
// No React.
import { initArrivalEstimates } from './arrival-estimate.ts';
import { onChosenImage } from './chosen-image.ts';
import { initReviews } from './product-reviews.ts';
import { initInstalments } from './instalment-line.ts';

function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

type Smoothness = 'auto' | 'smooth';

const motion = (): Smoothness => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** Scrolls a snap track so the slide's start edge meets the track's: the right edges right to left. */
function scrollToSlide(track: HTMLElement, slide: HTMLElement, behavior: Smoothness): void {
  const at = slide.getBoundingClientRect();
  const box = track.getBoundingClientRect();
  track.scrollBy({ left: isRtl(track) ? at.right - box.right : at.left - box.left, behavior });
}

/** The slide a snap track shows: right to left, scrollLeft counts down from 0 as the track moves on. */
function slideInView(track: HTMLElement, count: number): number {
  return Math.min(count - 1, Math.round(Math.abs(track.scrollLeft) / Math.max(1, track.clientWidth)));
}

/**
 * Calls back with the shown slide once a track comes to rest (a swipe has snapped, a step has
 * arrived), not on the way: a long step passes other slides, which must not become the current one.
 * Without scrollend (older Safari), the rest is a pause in the scroll events.
 */
function onSlideChange(track: HTMLElement, count: number, callback: (index: number) => void): void {
  if ('onscrollend' in window) {
    track.addEventListener('scrollend', () => callback(slideInView(track, count)));
    return;
  }
  let timer = 0;
  track.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback(slideInView(track, count)), 120);
    },
    { passive: true },
  );
}

/**
 * The viewer: a pressed photo large in a modal dialog, swiped or stepped with the arrow keys (the
 * other way round right to left) and the buttons. Escape, the close button or a press outside
 * closes it, and focus goes back to the photo that opened it.
 */
function initViewer(gallery: HTMLElement, onClose: (index: number) => void): ((index: number, opener: HTMLElement) => void) | null {
  const dialog = gallery.querySelector<HTMLDialogElement>('[data-viewer]');
  const track = dialog?.querySelector<HTMLElement>('[data-viewer-track]');
  if (!dialog || !track) return null;
  const slides = [...track.querySelectorAll<HTMLElement>('[data-viewer-slide]')];
  const count = dialog.querySelector<HTMLElement>('[data-viewer-count]');
  let current = 0;
  let opener: HTMLElement | null = null;

  const mark = (index: number) => {
    current = index;
    if (count) count.textContent = (count.dataset.template ?? '').replace('{n}', String(index + 1));
  };
  const step = (by: number) => {
    const next = (current + by + slides.length) % slides.length;
    scrollToSlide(track, slides[next]!, motion());
    mark(next);
  };

  onSlideChange(track, slides.length, (index) => {
    if (index !== current) mark(index);
  });
  dialog.querySelector('[data-viewer-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-viewer-prev]')?.addEventListener('click', () => step(-1));
  dialog.querySelector('[data-viewer-next]')?.addEventListener('click', () => step(1));
  dialog.addEventListener('keydown', (event) => {
    const [forward, back] = isRtl(dialog) ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    if (event.key !== forward && event.key !== back) return;
    event.preventDefault();
    step(event.key === forward ? 1 : -1);
  });
  dialog.addEventListener('close', () => {
    onClose(current);
    opener?.focus();
  });

  return (index, from) => {
    opener = from;
    dialog.showModal();
    scrollToSlide(track, slides[index]!, 'auto');
    mark(index);
    dialog.querySelector<HTMLElement>('[data-viewer-close]')?.focus();
  };
}

function initGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const track = gallery.querySelector<HTMLElement>('[data-gallery-track]');
    if (!track) continue;
    const slides = [...track.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
    const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
    let current = 0;

    const mark = (index: number) => {
      current = index;
      thumbs.forEach((thumb, i) => thumb.setAttribute('aria-pressed', String(i === index)));
    };
    const show = (index: number, behavior: Smoothness = motion()) => {
      const next = (index + slides.length) % slides.length;
      scrollToSlide(track, slides[next]!, behavior);
      mark(next);
    };

    thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => show(i)));
    gallery.querySelector('[data-gallery-prev]')?.addEventListener('click', () => show(current - 1));
    gallery.querySelector('[data-gallery-next]')?.addEventListener('click', () => show(current + 1));
    // Swiping the track moves the highlighted thumbnail with it; a swipe made before this script
    // ran (it loads after paint) has already moved it.
    onSlideChange(track, slides.length, (index) => {
      if (index !== current) mark(index);
    });
    mark(slideInView(track, slides.length));

    // Closing the viewer leaves the page on the photo last looked at.
    const openViewer = initViewer(gallery, (index) => show(index, 'auto'));
    for (const button of gallery.querySelectorAll<HTMLElement>('[data-gallery-open]')) {
      button.addEventListener('click', () => openViewer?.(Number(button.dataset.galleryOpen), button));
    }

    // The options island announces the chosen colour's image.
    onChosenImage((src) => {
      const index = slides.findIndex((slide) => slide.querySelector('img')?.getAttribute('src') === src);
      if (index >= 0) show(index);
    });
  }
}

/**
 * The phone's buy bar (in the options island) shows once the main buy buttons have scrolled up out
 * of view, and hides again while the footer is in view, so it never covers the footer's content.
 */
function initBuyBar(): void {
  const area = document.querySelector<HTMLElement>('[data-buy-area]');
  const buttons = area?.querySelector('.product-options__buy');
  const footer = document.querySelector('.site-footer');
  if (!area || !buttons) return;
  let passed = false;
  let footerShows = false;
  const update = () => area.toggleAttribute('data-buy-bar-shown', passed && !footerShows);
  // The buttons' zone reaches far below the screen, so they leave it only by going off its top
  // edge: a jump from below the screen to above it (a fling, a jump link) is still a crossing.
  new IntersectionObserver(
    (entries) => {
      passed = !entries.at(-1)!.isIntersecting;
      update();
    },
    { rootMargin: '0px 0px 100000px 0px' },
  ).observe(buttons);
  if (footer) {
    new IntersectionObserver((entries) => {
      footerShows = entries.at(-1)!.isIntersecting;
      update();
    }).observe(footer);
  }
}

function initTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (index: number, focus: boolean) => {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        document.getElementById(tab.getAttribute('aria-controls') ?? '')?.classList.toggle('is-active', selected);
      });
      if (focus) tabs[index]?.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(i, false));
      // Arrow keys move between tabs, Home and End jump to the ends (WAI-ARIA tabs pattern). Right to
      // left the tabs run the other way, and so do the arrows.
      tab.addEventListener('keydown', (event) => {
        const last = tabs.length - 1;
        const [forward, back] = isRtl(root) ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
        const next =
          event.key === forward ? (i === last ? 0 : i + 1)
          : event.key === back ? (i === 0 ? last : i - 1)
          : event.key === 'Home' ? 0
          : event.key === 'End' ? last
          : null;
        if (next === null) return;
        event.preventDefault();
        select(next, true);
      });
    });
  }
}

function initCountdowns(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-offer-end]')) {
    const end = Date.parse(element.dataset.offerEnd ?? '');
    const field = (unit: string) => element.querySelector<HTMLElement>(`[data-unit="${unit}"]`);
    const tick = () => {
      const left = Math.floor((end - Date.now()) / 1000);
      if (!(left > 0)) {
        element.remove();
        return false;
      }
      const values: Record<string, number> = {
        days: Math.floor(left / 86400),
        hours: Math.floor(left / 3600) % 24,
        minutes: Math.floor(left / 60) % 60,
        seconds: left % 60,
      };
      for (const [unit, value] of Object.entries(values)) {
        const target = field(unit);
        if (target) target.textContent = String(value).padStart(2, '0');
      }
      return true;
    };
    if (tick()) {
      const timer = window.setInterval(() => {
        if (!tick()) window.clearInterval(timer);
      }, 1000);
    }
  }
}

initGalleries();
initBuyBar();
initTabs();
initCountdowns();
initArrivalEstimates();
void initInstalments();
void initReviews();
