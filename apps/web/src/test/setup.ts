import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { addEnglishTexts } from '../i18n/english-texts';
import { i18n, initI18n } from '../i18n/i18n';

// findBy… and waitFor resolve as soon as the screen shows what they wait for; the limit only bounds a failure.
// Testing Library's 1 s was too short for a lazily loaded chunk (the dashboard's charts) on a loaded 2-core
// machine, which failed runs that passed alone.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine reaches for (media queries, element resizing, scrolling options).
// Reduced motion is on, so Mantine's transitions finish at once: no transition timer outlives its test (one that
// fired after jsdom was torn down failed a run with "window is not defined").
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // An empty query matches every screen, as in browsers (the table's columns without a media query use one).
    matches: query.trim() === '' || query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => undefined;
// A growing Textarea re-measures when web fonts finish loading; jsdom loads no fonts and has no FontFaceSet.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    ready: Promise.resolve(),
  },
});
Element.prototype.scrollTo = () => undefined;

initI18n();
// Tests render signed-in screens: the modules' English, which the app loads with its signed-in shell.
await addEnglishTexts(() => import('../i18n/languages/en-signed-in'));

beforeEach(async () => {
  window.localStorage.clear();
  // No test talks to a real server: a call nobody stubbed fails the way an unreachable API would. Tests that
  // need answers stub the API with stubApi (./stub-api.ts).
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('fetch is not stubbed in this test'))),
  );
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // Toasts live in a store outside React: left there, a test's toasts show again in the next one and fill the
  // five places, so that test's own toast waits seconds in the queue.
  notifications.clean();
  vi.unstubAllGlobals();
});
