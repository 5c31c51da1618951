// The product page's small behaviours in one module (one request, one gzip stream): gallery
// image switching and slider, the tablist, a running offer's countdown and the arrival estimate.
// No React.
import { initArrivalEstimates } from './arrival-estimate.ts';

function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

function initGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const main = gallery.querySelector<HTMLImageElement>('[data-gallery-main]');
    const track = gallery.querySelector<HTMLElement>('[data-gallery-track]');
    const slides = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-slide]')];
    const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
    let current = 0;

    const mark = (index: number) => {
      current = index;
      thumbs.forEach((thumb, i) => thumb.setAttribute('aria-pressed', String(i === index)));
    };

    const show = (index: number) => {
      const count = thumbs.length || slides.length;
      const next = (index + count) % count;
      if (main) {
        const thumb = thumbs[next];
        if (!thumb) return;
        main.srcset = thumb.dataset.srcset ?? '';
        main.src = thumb.dataset.src ?? main.src;
        main.alt = thumb.dataset.alt ?? main.alt;
        mark(next);
      } else if (track && slides[next]) {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        // Line the slide's start edge up with the track's: the right edges on a right-to-left page.
        const slide = slides[next].getBoundingClientRect();
        const box = track.getBoundingClientRect();
        const by = isRtl(track) ? slide.right - box.right : slide.left - box.left;
        track.scrollBy({ left: by, behavior: reduce ? 'auto' : 'smooth' });
        mark(next);
      }
    };

    thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => show(i)));
    gallery.querySelector('[data-gallery-prev]')?.addEventListener('click', () => show(current - 1));
    gallery.querySelector('[data-gallery-next]')?.addEventListener('click', () => show(current + 1));

    // Swiping the slider moves the highlighted thumbnail with it.
    if (track && thumbs.length > 0) {
      let pending = 0;
      track.addEventListener(
        'scroll',
        () => {
          cancelAnimationFrame(pending);
          pending = requestAnimationFrame(() => {
            // Right to left, scrollLeft counts down from 0 as the track moves on.
            const index = Math.round(Math.abs(track.scrollLeft) / Math.max(1, track.clientWidth));
            if (index !== current) mark(Math.min(index, thumbs.length - 1));
          });
        },
        { passive: true },
      );
    }

    // The options island announces the chosen colour's image.
    document.addEventListener('product:image', (event) => {
      const src = (event as CustomEvent<{ src?: string }>).detail?.src;
      const index = thumbs.findIndex((thumb) => thumb.dataset.src === src);
      if (index >= 0) show(index);
    });
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
initTabs();
initCountdowns();
initArrivalEstimates();
