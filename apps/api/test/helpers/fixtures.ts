import { WEEKDAYS, workingWeekText } from '@amc/contracts';

/** A real 1x1 PNG, so that content sniffing sees an image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of a JPEG and of a WebP file: enough for content sniffing, which is all an upload checks. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
]);
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);

/** A working week open 9:00 to 18:00 on every day but `closed` (0 = Sunday), as the settings store it. */
export const weekClosedOn = (...closed: number[]) =>
  workingWeekText(WEEKDAYS.map((day) => (closed.includes(day) ? null : { start: '09:00', end: '18:00' })));

/** A complete, valid POST /api/setting/update form. */
export const VALID_SETTINGS = {
  business_name: 'Cool Air Services',
  address: '12 Ring Road, Pune',
  office_number: '+91 20 5555 1234',
  country: 'India',
  system_language: 'en',
  date_formate: 'DD/MM/YYYY',
  rtl: 'false',
  footer_text: 'Cool Air Services Pvt Ltd',
  time_zone: 'Asia/Kolkata',
  currency_code: 'inr',
  starting_year: '2020',
  working_week: weekClosedOn(0, 6),
  smtp_password: 'mail-secret',
};
