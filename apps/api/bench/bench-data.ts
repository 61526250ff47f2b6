/**
 * The vocabulary and the deterministic randomness of the bench data (pnpm bench:seed): row i of a table is the
 * same on every run, so a seed can resume where it stopped and two runs at one scale hold the same rows.
 */

/** A number in [0, 1) from (row, salt): a 32-bit integer hash, no state, so any row can be made on its own. */
export function rand(row: number, salt: number): number {
  let h = Math.imul(row ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

export const pick = <T>(items: readonly T[], row: number, salt: number): T =>
  items[Math.floor(rand(row, salt) * items.length)]!;

/** A whole number in [min, max]. */
export const between = (min: number, max: number, row: number, salt: number) =>
  min + Math.floor(rand(row, salt) * (max - min + 1));

export const FIRST_NAMES = [
  'Priya',
  'Ravi',
  'Anita',
  'Suresh',
  'Meena',
  'Arjun',
  'Kavita',
  'Vikram',
  'Neha',
  'Rahul',
  'Sneha',
  'Amit',
  'Pooja',
  'Karan',
  'Divya',
  'Rohit',
  'Sunita',
  'Manoj',
  'Lata',
  'Imran',
  'Deepak',
  'Farhan',
  'Anjali',
  'Sanjay',
  'Rekha',
  'Vijay',
  'Asha',
  'Nitin',
  'Shweta',
  'Ajay',
  'Geeta',
  'Prakash',
  'Swati',
  'Ramesh',
  'Nisha',
  'Sachin',
  'Usha',
  'Harish',
  'Ritu',
  'Gaurav',
  'Seema',
  'Alok',
  'Jyoti',
  'Mahesh',
  'Kiran',
  'Sunil',
  'Radha',
  'Ashok',
  'Fatima',
  'Arvind',
  'Lakshmi',
  'Naveen',
  'Bhavna',
  'Yash',
  'Tanvi',
  'Abdul',
  'Sarita',
  'Dinesh',
  'Preeti',
  'Kunal',
] as const;

export const LAST_NAMES = [
  'Sharma',
  'Kumar',
  'Desai',
  'Patil',
  'Iyer',
  'Shaikh',
  'Mehta',
  'Joshi',
  'Singh',
  'Kulkarni',
  'Verma',
  'Rao',
  'Gupta',
  'Nair',
  'Malhotra',
  'Menon',
  'Chavan',
  'Agarwal',
  'Bhosale',
  'Qureshi',
  'Jain',
  'Reddy',
  'Pillai',
  'Banerjee',
  'Chatterjee',
  'Mishra',
  'Pandey',
  'Yadav',
  'Khan',
  'Das',
  'Naidu',
  'Kapoor',
  'Chopra',
  'Bhatt',
  'Trivedi',
  'Saxena',
  'Srinivasan',
  'Ghosh',
  'Mukherjee',
  'Thakur',
  'Shetty',
  'Hegde',
  'Gowda',
  'Pawar',
  'Jadhav',
  'Kale',
  'Bose',
  'Sinha',
  'Tiwari',
  'Dubey',
] as const;

export const CITIES = [
  ['Pune', 'Maharashtra'],
  ['Mumbai', 'Maharashtra'],
  ['Nagpur', 'Maharashtra'],
  ['Nashik', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Mysuru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Coimbatore', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Ahmedabad', 'Gujarat'],
  ['Surat', 'Gujarat'],
  ['Jaipur', 'Rajasthan'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Kolkata', 'West Bengal'],
  ['Kochi', 'Kerala'],
  ['Indore', 'Madhya Pradesh'],
] as const;

export const STREETS = [
  'MG Road',
  'FC Road',
  'Link Road',
  'Station Road',
  'Baner Road',
  'Karve Road',
  'LBS Marg',
  'Nehru Nagar',
  'Park Street',
  'Ring Road',
] as const;

export const COMPANY_WORDS = [
  'Textiles',
  'Diagnostics',
  'Sweets',
  'Motors',
  'Hospital',
  'Dental Clinic',
  'Hardware',
  'Residency',
  'Offices',
  'School',
  'Dairy',
  'Traders',
  'Foods',
  'Pharma',
  'Hotel',
] as const;

export const BRANDS = [
  'Voltas',
  'Blue Star',
  'Daikin',
  'LG',
  'Samsung',
  'Hitachi',
  'Carrier',
  'Godrej',
  'Whirlpool',
  'Kent',
  'Aquaguard',
  'Havells',
  'Crompton',
  'Bajaj',
  'Usha',
  'V-Guard',
  'Luminous',
  'Microtek',
  'Eureka Forbes',
  'Panasonic',
] as const;
export const PRODUCT_KINDS = [
  'Split AC',
  'Window AC',
  'Water Purifier',
  'Refrigerator',
  'Washing Machine',
  'Inverter',
  'Geyser',
  'Air Cooler',
  'Chimney',
  'Microwave',
  'Stabilizer',
  'Ceiling Fan',
  'Deep Freezer',
  'Water Cooler',
  'UPS',
] as const;
export const UNITS = ['Piece', 'Set', 'Box', 'Metre', 'Litre'] as const;
export const COMPLAINT_TYPES = [
  'Not cooling',
  'Water leakage',
  'Noise',
  'Not starting',
  'Gas leak',
  'Remote not working',
  'Display error',
  'Bad smell',
  'Low pressure',
  'Tripping',
] as const;
export const TASK_TYPES = [
  'Call back',
  'Site visit',
  'Quotation follow-up',
  'Payment follow-up',
  'Installation',
  'Demo',
  'Inspection',
  'Training',
] as const;
export const TAXES = [
  ['GST 5%', '5.00'],
  ['GST 12%', '12.00'],
  ['GST 18%', '18.00'],
  ['GST 28%', '28.00'],
] as const;

export const SERVICE_TITLES = [
  'AC gas refill',
  'Filter cleaning',
  'Compressor check',
  'RO membrane change',
  'Annual inspection',
  'Wet servicing',
  'Coil cleaning',
  'Installation',
  'Uninstallation',
  'Electrical check',
] as const;
export const ROOMS = [
  'living room',
  'bedroom',
  'kitchen',
  'office cabin',
  'reception',
  'server room',
  'conference room',
  'shop floor',
] as const;
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'bank transfer', 'cheque'] as const;
export const INCOME_TITLES = [
  'Service charge',
  'AMC renewal',
  'Spare parts',
  'Installation fee',
  'Consulting',
  'Scrap sale',
] as const;
export const EXPENSE_TITLES = [
  'Rent',
  'Electricity',
  'Fuel',
  'Salaries',
  'Tools',
  'Office supplies',
  'Travel',
  'Internet',
  'Repairs',
] as const;
export const ENTRY_LABELS = [
  'Pune office',
  'Mumbai office',
  'Field team',
  'Head office',
  'Workshop',
] as const;
