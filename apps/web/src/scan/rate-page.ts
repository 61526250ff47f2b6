import type { TRatingPage } from '@amc/contracts';
import { RATING_COMMENT_MAX, RATING_SCORES } from '@amc/contracts/rating-limits';
import { businessHeader, field, h, pageRoot, setLanguage, show, showLoadFailure } from './light-page';
import type { TRateTextKey, TTranslate } from './scan-texts';
import './scan.css';

/**
 * The page a rating link opens (/r/<token>, issue 28): the business, what is rated (a visit or a complaint, its day
 * and who did it), five stars and a comment. One use, no sign-in, 30 days. A light page like the scanned label's
 * (light-page.ts): a customer's phone loads a few kB. Once rated, or past its days, it says so instead of the form.
 */

const token = decodeURIComponent(location.pathname.split('/')[2] ?? '');
const pageUrl = `/api/public/rating/${encodeURIComponent(token)}`;

type T = TTranslate<'rate'>;

/** The day the work was done as the reader's language writes dates. */
const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function start() {
  const answer = await fetch(pageUrl).catch(() => null);
  if (!answer?.ok) {
    const keys = { title: 'title', notFound: 'notFound', loadFailed: 'loadFailed', retry: 'retry' } as const;
    return showLoadFailure('rate', keys, answer?.status);
  }
  const page = ((await answer.json()) as { data: TRatingPage }).data;
  const t = await setLanguage('rate', 'title', page.language);
  const header = businessHeader(page.business, (phone) => t('call', { phone }));
  const work = workCard(page, t);
  if (page.state === 'open') show(header, work, ratingForm(t));
  else show(header, work, notice(t, page.state === 'rated' ? 'alreadyRated' : 'expired'));
}

function workCard(page: TRatingPage, t: T) {
  const date = dayText(page.date, document.documentElement.lang);
  return h(
    'section',
    { class: 'scan-card' },
    h('h2', {}, t(page.kind === 'service' ? 'service' : 'complaint', { title: page.title })),
    h(
      'p',
      { class: 'scan-hint' },
      page.employee_first_name
        ? t('doneBy', { name: page.employee_first_name, date })
        : t('doneOn', { date }),
    ),
  );
}

function notice(t: T, key: TRateTextKey) {
  return h(
    'section',
    { class: 'scan-card scan-sent', role: 'status' },
    h('p', { class: 'scan-message' }, t(key)),
  );
}

/** Five stars as a radio group (one choice, arrow keys move it), each named "n of 5 stars". */
function starPicker(t: T, onChange: () => void) {
  const word = h('p', { class: 'rate-word', 'aria-hidden': 'true' });
  const inputs = RATING_SCORES.map((score) => {
    const input = h('input', {
      type: 'radio',
      name: 'score',
      value: String(score),
      id: `rate-${score}`,
      class: 'rate-input',
    }) as HTMLInputElement;
    input.addEventListener('change', () => {
      draw();
      onChange();
    });
    return input;
  });
  const labels = RATING_SCORES.map((score) =>
    h(
      'label',
      { for: `rate-${score}`, class: 'rate-star', title: t(`score${score}`) },
      h('span', { class: 'rate-sr' }, t('stars', { n: score })),
      '★',
    ),
  );
  const chosen = () => Number(inputs.find((input) => input.checked)?.value ?? 0);
  const draw = () => {
    const score = chosen();
    labels.forEach((label, index) => label.classList.toggle('rate-star--on', index < score));
    word.textContent = score ? t(`score${score}` as TRateTextKey) : '';
  };
  const group = h(
    'fieldset',
    { class: 'rate-stars', 'aria-describedby': 'rate-score-error' },
    h('legend', {}, t('question')),
    ...RATING_SCORES.flatMap((_, index) => [inputs[index]!, labels[index]!]),
  );
  return { group, word, chosen, first: inputs[0]! };
}

function ratingForm(t: T) {
  const error = h('p', { class: 'scan-error', id: 'rate-score-error', role: 'alert' });
  const stars = starPicker(t, () => (error.textContent = ''));
  const comment = h('textarea', { rows: '3', maxlength: String(RATING_COMMENT_MAX) }) as HTMLTextAreaElement;
  const commentField = field('rate-comment', t('comment'), comment);
  const send = h('button', { type: 'submit', class: 'scan-button' }, t('send'));
  const failure = h('p', { class: 'scan-error', role: 'alert' });
  const form = h(
    'form',
    { class: 'scan-card scan-form', novalidate: true },
    stars.group,
    stars.word,
    error,
    commentField.row,
    failure,
    send,
  ) as HTMLFormElement;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    failure.textContent = '';
    const score = stars.chosen();
    if (!score) {
      error.textContent = t('chooseScore');
      stars.first.focus();
      return;
    }
    send.setAttribute('disabled', '');
    send.textContent = t('sending');
    const answer = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ score, comment: comment.value.trim() || undefined }),
    }).catch(() => null);
    if (answer?.ok) return done(form, notice(t, 'thanks'));
    if (answer?.status === 409) {
      // Rated meanwhile, or past its days: the page says which.
      const again = await fetch(pageUrl).catch(() => null);
      const state = again?.ok ? ((await again.json()) as { data: TRatingPage }).data.state : 'rated';
      return done(form, notice(t, state === 'expired' ? 'expired' : 'alreadyRated'));
    }
    send.removeAttribute('disabled');
    send.textContent = t('send');
    failure.textContent = t(
      !answer ? 'failed' : answer.status === 404 ? 'notFound' : answer.status === 429 ? 'tooMany' : 'failed',
    );
  });
  return form;
}

/** The form's place taken by what happened, read out and focused. */
function done(form: HTMLElement, card: HTMLElement) {
  card.setAttribute('tabindex', '-1');
  form.replaceWith(card);
  card.focus();
  pageRoot().setAttribute('data-done', '');
}

void start();
