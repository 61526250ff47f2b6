/** A real 1x1 PNG, so that content sniffing sees an image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The settings form's required fields, as a browser sends them. */
export const SETTINGS_FORM = {
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
};
