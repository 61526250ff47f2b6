import type { TEquipmentScan, TScanFaultReport } from '@amc/contracts';
import { COMPLAINT_PHOTO_LIMIT } from '@amc/contracts/photo-limits';
import { hasValidStoredToken, read, STORAGE_KEYS } from '../lib/stored-session';
import {
  businessHeader,
  callLink,
  field,
  h,
  pageRoot,
  setLanguage,
  show,
  showLoadFailure,
} from './light-page';
import type { TScanTextKey, TTranslate } from './scan-texts';
import { shrinkPhoto } from './shrink-photo';
import './scan.css';

/**
 * The page a scanned QR label opens (/q/<token>, issue 25): the business, the item, whether it is covered, and a form
 * to report a problem, which becomes a complaint. Its own light page, not the app: a stranger's phone on a slow
 * connection loads a few kB of script (scripts/bundle-budget.mjs holds it under 60 kB), so it is written with the
 * DOM alone. The API's answers carry English messages; the page says each in its reader's language by status and
 * field instead.
 */

const token = decodeURIComponent(location.pathname.split('/')[2] ?? '');
const scanUrl = `/api/public/equipment/${encodeURIComponent(token)}`;

/** A signed-in customer's session goes along: its own item sends it to its own complaint form. */
function sessionHeaders(): HeadersInit {
  const isCustomer = read(STORAGE_KEYS.userRole) === 'customer' && hasValidStoredToken();
  return isCustomer ? { authorization: `Bearer ${read(STORAGE_KEYS.accessToken)}` } : {};
}

async function start() {
  const answer = await fetch(scanUrl, { headers: sessionHeaders() }).catch(() => null);
  if (!answer?.ok) {
    const keys = {
      title: 'reportTitle',
      notFound: 'notFound',
      loadFailed: 'loadFailed',
      retry: 'retry',
    } as const;
    return showLoadFailure('scan', keys, answer?.status);
  }
  const item = ((await answer.json()) as { data: TEquipmentScan }).data;
  if (item.own_equipment_id !== null) {
    location.replace(`/complaint/list?add=1&equipment_id=${item.own_equipment_id}`);
    return;
  }
  const t = await setLanguage('scan', 'reportTitle', item.language);
  show(
    businessHeader(item.business, (phone) => t('call', { phone })),
    itemCard(item, t),
    reportForm(t, item.business.phone),
  );
}

function itemCard(item: TEquipmentScan, t: TTranslate) {
  const cover = h(
    'p',
    { class: `scan-cover scan-cover--${item.covered ? 'yes' : 'no'}` },
    t(item.covered ? 'covered' : 'notCovered'),
  );
  const facts = h(
    'dl',
    { class: 'scan-facts' },
    h('dt', {}, t('product')),
    h('dd', {}, item.product),
    h('dt', {}, t('serial')),
    h('dd', { dir: 'ltr' }, item.serial_no),
  );
  return h('section', { class: 'scan-card' }, facts, cover);
}

/** The phone as the API keeps it: digits with an optional + in front; spaces, dashes and brackets dropped. */
const phoneDigits = (typed: string) => typed.replace(/[\s().-]/g, '');

function reportForm(t: TTranslate, officePhone: string | null) {
  const name = h('input', {
    type: 'text',
    autocomplete: 'name',
    maxlength: '100',
    required: true,
  }) as HTMLInputElement;
  const phone = h('input', {
    type: 'tel',
    autocomplete: 'tel',
    inputmode: 'tel',
    maxlength: '40',
    dir: 'ltr',
    required: true,
  }) as HTMLInputElement;
  const description = h('textarea', { rows: '4', maxlength: '2000', required: true }) as HTMLTextAreaElement;
  const fields = {
    name: field('scan-name', t('name'), name),
    phone: field('scan-phone', t('phone'), phone),
    description: field('scan-description', t('description'), description),
  };

  const photos: Blob[] = [];
  const chooser = h('input', { type: 'file', accept: 'image/*', multiple: true, class: 'scan-hidden' });
  const addPhoto = h('button', { type: 'button', class: 'scan-button scan-button--light' }, t('addPhoto'));
  const thumbs = h('ul', { class: 'scan-thumbs' });
  const photoError = h('p', { class: 'scan-error', role: 'alert' });
  addPhoto.addEventListener('click', () => (chooser as HTMLInputElement).click());
  const drawThumbs = () => {
    thumbs.replaceChildren(
      ...photos.map((photo, index) => {
        const remove = h(
          'button',
          {
            type: 'button',
            class: 'scan-remove',
            'aria-label': t('removePhoto', { n: index + 1 }),
          },
          '×',
        );
        remove.addEventListener('click', () => {
          photos.splice(index, 1);
          drawThumbs();
        });
        const image = h('img', { src: URL.createObjectURL(photo), alt: t('photoN', { n: index + 1 }) });
        return h('li', {}, image, remove);
      }),
    );
    addPhoto.hidden = photos.length >= COMPLAINT_PHOTO_LIMIT;
  };
  chooser.addEventListener('change', async () => {
    const input = chooser as HTMLInputElement;
    const files = [...(input.files ?? [])];
    input.value = '';
    photoError.textContent = '';
    for (const file of files) {
      if (photos.length >= COMPLAINT_PHOTO_LIMIT) {
        photoError.textContent = t('tooManyPhotos', { max: COMPLAINT_PHOTO_LIMIT });
        break;
      }
      const shrunk = await shrinkPhoto(file);
      if (shrunk) photos.push(shrunk);
      else photoError.textContent = t('photoUnreadable');
    }
    drawThumbs();
  });

  const send = h('button', { type: 'submit', class: 'scan-button' }, t('send'));
  const failure = h('p', { class: 'scan-error', role: 'alert' });
  const form = h(
    'form',
    { class: 'scan-card scan-form', novalidate: true },
    h('h2', {}, t('reportTitle')),
    h('p', { class: 'scan-hint' }, t('reportHint')),
    fields.name.row,
    fields.phone.row,
    fields.description.row,
    h(
      'div',
      { class: 'scan-field' },
      h('span', { class: 'scan-label' }, t('photos')),
      thumbs,
      addPhoto,
      chooser,
      photoError,
    ),
    failure,
    send,
  ) as HTMLFormElement;

  /** The page's own checks, the same as the API's (ZScanFaultBody), so a stranger learns of a mistake at once. */
  const controls = { name, phone, description };
  const rules: Record<keyof typeof controls, () => string | null> = {
    name: () => (name.value.trim() ? null : t('nameRequired')),
    phone: () => (/^\+?\d{6,15}$/.test(phoneDigits(phone.value)) ? null : t('phoneInvalid')),
    description: () => (description.value.trim() ? null : t('descriptionRequired')),
  };
  const keys = Object.keys(controls) as (keyof typeof controls)[];
  // A field marked wrong is checked again as it is corrected, so its message goes once it is right.
  for (const key of keys)
    controls[key].addEventListener('input', () => {
      if (controls[key].hasAttribute('aria-invalid')) fields[key].setError(rules[key]());
    });
  /** Marks every field wrong that is, and answers the first of them (to focus), or null. */
  const check = () => {
    const wrong = keys.filter((key) => {
      const problem = rules[key]();
      fields[key].setError(problem);
      return problem !== null;
    });
    return wrong.length ? controls[wrong[0]!] : null;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    failure.textContent = '';
    const invalid = check();
    if (invalid) {
      invalid.focus();
      return;
    }
    send.setAttribute('disabled', '');
    send.textContent = t('sending');
    const body = new FormData();
    body.append('name', name.value.trim());
    body.append('phone', phone.value.trim());
    body.append('description', description.value.trim());
    photos.forEach((photo, index) => body.append('photos', photo, `photo-${index + 1}.jpg`));
    const answer = await fetch(`${scanUrl}/fault`, { method: 'POST', body }).catch(() => null);
    if (answer?.ok) {
      const { complaint_no } = ((await answer.json()) as { data: TScanFaultReport }).data;
      showSent(t, complaint_no, officePhone);
      return;
    }
    send.removeAttribute('disabled');
    send.textContent = t('send');
    failure.textContent = await failureText(t, answer, fields);
  });
  return form;
}

/** What a refused report says: the field the API named, an unknown label, too many reports, or no connection. */
async function failureText(
  t: TTranslate,
  answer: Response | null,
  fields: Record<'name' | 'phone' | 'description', { setError: (message: string) => void }>,
): Promise<string> {
  if (!answer) return t('failed');
  if (answer.status === 404) return t('notFound');
  if (answer.status === 429) return t('tooMany');
  const issues =
    ((await answer.json().catch(() => null)) as { issues?: { path: string }[] } | null)?.issues ?? [];
  const texts: Record<string, TScanTextKey> = {
    name: 'nameRequired',
    phone: 'phoneInvalid',
    description: 'descriptionRequired',
    photos: 'photoUnreadable',
  };
  const path = issues[0]?.path.split('.')[0] ?? '';
  if (path in fields) fields[path as keyof typeof fields].setError(t(texts[path]!));
  return texts[path] ? t(texts[path]) : t('failed');
}

function showSent(t: TTranslate, complaintNo: string, officePhone: string | null) {
  const title = h('h2', { tabindex: '-1' }, t('sentTitle', { number: complaintNo }));
  const call = callLink((phone) => t('call', { phone }), officePhone);
  const card = h(
    'section',
    { class: 'scan-card scan-sent', role: 'status' },
    title,
    h('p', {}, t('sentHint')),
    call,
  );
  pageRoot().querySelector('form')?.replaceWith(card);
  title.focus();
}

void start();
