import type { TLanguageCode } from '@amc/contracts/languages';
import { loadTexts, pickLanguage, type TPageSection, type TTranslate } from './scan-texts';

/**
 * What the light pages share (a scanned label's, scan-page.ts, and a rating link's, rate-page.ts): pages a
 * stranger's phone opens on a slow connection, written with the DOM alone so each loads a few kB of script.
 */

type TAttributes = Record<string, string | boolean | undefined>;

/** An element with its attributes (false or undefined leaves one out) and children. */
export function h(
  tag: string,
  attributes: TAttributes = {},
  ...children: (Node | string | null)[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  element.append(...children.filter((child) => child !== null));
  return element;
}

/** The page's root element (<main> of its HTML file). */
export const pageRoot = () => document.getElementById('scan')!;

/** The page's content, in place of its loading state. */
export function show(...children: Node[]) {
  const root = pageRoot();
  root.replaceChildren(...children);
  root.removeAttribute('aria-busy');
}

/**
 * The page's language: the phone's first one among the picker's, else the given one (the business's, or the
 * customer's own); its texts, direction and title.
 */
export async function setLanguage<S extends TPageSection>(
  section: S,
  title: Parameters<TTranslate<S>>[0],
  fallback: TLanguageCode = 'en',
): Promise<TTranslate<S>> {
  const language = pickLanguage(navigator.languages ?? [navigator.language], fallback);
  const texts = await loadTexts(language, section);
  document.documentElement.lang = language;
  document.documentElement.dir = texts.rtl ? 'rtl' : 'ltr';
  document.title = texts.t(title);
  return texts.t;
}

/**
 * A page whose answer did not come: an unknown link (404) says so; anything else (no connection, a server error)
 * offers to try again. In the phone's language, as nothing else is known yet.
 */
export async function showLoadFailure<S extends TPageSection>(
  section: S,
  keys: Record<'title' | 'notFound' | 'loadFailed' | 'retry', Parameters<TTranslate<S>>[0]>,
  status: number | undefined,
) {
  const t = await setLanguage(section, keys.title);
  const gone = status === 404;
  showMessage(t(gone ? keys.notFound : keys.loadFailed), gone ? null : t(keys.retry));
}

/** A message in place of the page (an unknown link, no connection), with a way to try again where that helps. */
export function showMessage(message: string, retry: string | null) {
  const text = h('p', { class: 'scan-message', role: 'alert' }, message);
  const again = retry ? h('button', { type: 'button', class: 'scan-button' }, retry) : null;
  again?.addEventListener('click', () => location.reload());
  show(h('section', { class: 'scan-card' }, text, again));
}

/** The business at the page's head: its logo, name and office number. */
export type TPageBusiness = { name: string; phone: string | null; logo_url: string | null };

/**
 * "Call <office number>", dialled on a tap; nothing without a number. The number is isolated left to right (LRI ...
 * PDI), so inside an Arabic sentence "+91 20 1234 5678" keeps its order.
 */
export const callLink = (label: (phone: string) => string, phone: string | null) =>
  phone
    ? h(
        'a',
        { class: 'scan-call', href: `tel:${phone.replace(/[^\d+]/g, '')}` },
        label(`\u2066${phone}\u2069`),
      )
    : null;

export function businessHeader(business: TPageBusiness, callLabel: (phone: string) => string) {
  const logo = business.logo_url ? h('img', { class: 'scan-logo', src: business.logo_url, alt: '' }) : null;
  return h(
    'header',
    { class: 'scan-business' },
    logo,
    h('h1', {}, business.name),
    callLink(callLabel, business.phone),
  );
}

/** A labelled field with the place for its error, tied to it for screen readers. */
export function field(id: string, label: string, control: HTMLElement) {
  const error = h('p', { class: 'scan-error', id: `${id}-error` });
  control.id = id;
  control.setAttribute('aria-describedby', error.id);
  const setError = (message: string | null) => {
    error.textContent = message ?? '';
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  };
  return { row: h('div', { class: 'scan-field' }, h('label', { for: id }, label), control, error), setError };
}
