import type { TBillingCycle, TComplaintPriority, TWorkStatus } from '@amc/contracts';

/*
 * The demo business's service cycle as data: its people, its contracts (with their equipment, billing plans and
 * renewals), one-off visits, loose items, complaints and tasks. demo-service-cycle.ts writes them through the
 * module services.
 */

const customer = (first: string, last: string) => `${first}.${last}`.toLowerCase() + '@demo.customer.example';
const employee = (first: string, last: string) => `${first}.${last}`.toLowerCase() + '@demo.employee.example';

export const PRIYA = customer('Priya', 'Sharma');
export const ARJUN = customer('Arjun', 'Mehta');
export const KAVITA = customer('Kavita', 'Joshi');
export const VIKRAM = customer('Vikram', 'Singh');
export const NEHA = customer('Neha', 'Kulkarni');
export const RAHUL = customer('Rahul', 'Verma');
export const SNEHA = customer('Sneha', 'Rao');
export const AMIT = customer('Amit', 'Gupta');
export const POOJA = customer('Pooja', 'Nair');
export const KARAN = customer('Karan', 'Malhotra');
export const DIVYA = customer('Divya', 'Menon');
export const ROHIT = customer('Rohit', 'Chavan');

export const RAVI = employee('Ravi', 'Kumar');

/** The spares Ravi carries in his van (issue 28), two of each moved from the warehouse while it holds them. */
export const VAN_SPARES = ['SP-CAP-455', 'SP-GAS-R32'];
export const ANITA = employee('Anita', 'Desai');
export const SURESH = employee('Suresh', 'Patil');
export const MEENA = employee('Meena', 'Iyer');
export const FARHAN = employee('Farhan', 'Shaikh');

export type TDemoAmc = {
  customer: string;
  employee: string;
  products: string[];
  /** Where the item of each product stands at the customer's: the contract covers these items. */
  locations: string[];
  /** The start date: today moved by whole months, then by days. */
  startMonths: number;
  startDays: number;
  interval: number;
  count: number;
  status: TWorkStatus;
  /** The detail text, also what finds the contract again on a second run. */
  detail: string;
  description?: string;
  /** How many of its past services were done (each on its own date). */
  done: number;
  answer?: 'approve' | 'reject';
  /** Statuses for its first services not done, in order (e.g. the visit on its way today). */
  openStatuses?: TWorkStatus[];
  /** Its price and billing plan (the bills of its started periods are made as it is saved), and how many are paid. */
  billing: { price: string; cycle: TBillingCycle; tax: string; paidBills: number };
  /** Renewed by the office once its term ended (5 % dearer), the new term billed from its start. */
  renewed?: true;
  /** Its renewal offered to the customer (5 % dearer), waiting for the answer in its portal. */
  offered?: true;
};

export const AMCS: TDemoAmc[] = [
  {
    customer: PRIYA,
    employee: RAVI,
    products: ['DAI-FTKF50', 'DAI-FTKM35'],
    locations: ['Showroom, ground floor', 'Billing counter, first floor'],
    startMonths: -9,
    startDays: 5,
    interval: 3,
    count: 4,
    status: 'progress',
    detail: 'Comprehensive AMC for 2 Daikin split ACs at the Sharma Textiles showroom',
    description: 'Filter cleaning, coil wash and gas pressure check every quarter.',
    done: 2,
    answer: 'approve',
    billing: { price: '14000.00', cycle: 'quarterly', tax: 'GST 18%', paidBills: 1 },
    // Offered three months before its end, as an annual AMC's renewal usually is.
    offered: true,
  },
  {
    customer: ARJUN,
    employee: ANITA,
    products: ['BLS-IC536'],
    locations: ['Sample collection lab, ceiling'],
    startMonths: -6,
    startDays: -10,
    interval: 2,
    count: 6,
    status: 'progress',
    detail: 'Cassette AC maintenance for the Mehta Diagnostics lab (24x7 cooling)',
    description: 'The lab needs cooling round the clock: visits are booked before 9 am.',
    done: 2,
    answer: 'approve',
    billing: { price: '36000.00', cycle: 'monthly', tax: 'GST 18%', paidBills: 4 },
  },
  {
    customer: KAVITA,
    employee: RAVI,
    products: ['KEN-GRAND'],
    locations: ['Kitchen, beside the sink'],
    startMonths: -12,
    startDays: 15,
    interval: 3,
    count: 4,
    status: 'progress',
    detail: 'Water purifier AMC for the Joshi Sweets kitchen, filters included',
    done: 3,
    answer: 'approve',
    billing: { price: '4800.00', cycle: 'upfront', tax: 'GST 18%', paidBills: 1 },
    offered: true,
  },
  {
    customer: VIKRAM,
    employee: SURESH,
    products: ['VOL-183LZF', 'LG-RWQ18'],
    locations: ['Workshop office, east wall', 'Spare parts store'],
    startMonths: -1,
    startDays: 2,
    interval: 1,
    count: 12,
    status: 'open',
    detail: 'Monthly service of the window ACs in the Singh Motors workshop office',
    done: 0,
    billing: { price: '9600.00', cycle: 'monthly', tax: 'GST 18%', paidBills: 0 },
  },
  {
    customer: NEHA,
    employee: MEENA,
    products: ['VOL-183VCZS', 'KEN-SUPLITE'],
    locations: ['Dining hall', 'Service counter'],
    startMonths: -2,
    startDays: -3,
    interval: 1,
    count: 6,
    status: 'progress',
    detail: 'Split AC and RO purifier upkeep for the Green Leaf Cafe dining hall',
    done: 1,
    answer: 'approve',
    billing: { price: '7200.00', cycle: 'monthly', tax: 'GST 18%', paidBills: 1 },
  },
  {
    customer: RAHUL,
    employee: FARHAN,
    products: ['BLS-IC536', 'CAR-ESTER24'],
    locations: ['Operation theatre 1', 'General ward, second floor'],
    startMonths: -5,
    startDays: 0,
    interval: 1,
    count: 12,
    status: 'progress',
    detail: 'Monthly preventive maintenance of the ward and OT air conditioning at Verma Hospital',
    description: 'Operation theatre units first; log the temperature readings in the remark.',
    done: 4,
    answer: 'approve',
    openStatuses: ['progress'],
    billing: { price: '60000.00', cycle: 'monthly', tax: 'GST 18%', paidBills: 3 },
  },
  {
    customer: SNEHA,
    employee: ANITA,
    products: ['LG-RSQ19'],
    locations: ['Treatment room 1'],
    startMonths: 0,
    startDays: 3,
    interval: 4,
    count: 3,
    status: 'open',
    detail: 'AMC for the clinic split AC at Rao Dental Clinic',
    done: 0,
    billing: { price: '3500.00', cycle: 'upfront', tax: 'GST 18%', paidBills: 0 },
  },
  {
    customer: AMIT,
    employee: RAVI,
    products: ['VOL-183LZF'],
    locations: ['Store front, above the door'],
    startMonths: -14,
    startDays: 0,
    interval: 6,
    count: 2,
    status: 'closed',
    detail: 'Half-yearly window AC service at the Gupta Hardware store',
    done: 2,
    answer: 'approve',
    billing: { price: '3000.00', cycle: 'half_yearly', tax: 'GST 18%', paidBills: 2 },
    renewed: true,
  },
  {
    customer: KARAN,
    employee: SURESH,
    products: ['DAI-FTKF50', 'BLS-IC518', 'LG-RSQ19'],
    locations: ['Reception', 'Conference room', 'Director’s cabin'],
    startMonths: -3,
    startDays: 8,
    interval: 3,
    count: 4,
    status: 'pending',
    detail: 'Quarterly AMC for the three office split ACs of Malhotra Offices',
    done: 0,
    answer: 'reject',
    billing: { price: '18000.00', cycle: 'quarterly', tax: 'GST 18%', paidBills: 0 },
  },
  {
    customer: PRIYA,
    employee: MEENA,
    products: ['KEN-GRAND'],
    locations: ['Staff room, first floor'],
    startMonths: -1,
    startDays: -12,
    interval: 1,
    count: 12,
    status: 'progress',
    detail: 'Monthly water purifier care for the Sharma Textiles staff room',
    done: 1,
    answer: 'approve',
    openStatuses: ['pending'],
    billing: { price: '3600.00', cycle: 'monthly', tax: 'GST 18%', paidBills: 1 },
  },
];

/** Installed items no contract covers. */
export const LOOSE_ITEMS: {
  customer: string;
  product: string;
  site?: string;
  location: string;
  installedMonthsAgo: number;
}[] = [
  { customer: POOJA, product: 'LG-RSQ19', location: 'Living room', installedMonthsAgo: 2 },
  {
    customer: ROHIT,
    product: 'KEN-SUPLITE',
    site: 'Chavan Farmhouse, Mulshi Road',
    location: 'Kitchen',
    installedMonthsAgo: 30,
  },
  { customer: PRIYA, product: 'LG-RWQ18', location: 'Godown, back office', installedMonthsAgo: 20 },
];

export type TDemoVisit = {
  customer: string;
  employee: string | null;
  title: string;
  label?: string;
  days: number;
  /** The planned time of day ("HH:mm"); none for any time that day. */
  time?: string;
  charge: string;
  status: TWorkStatus;
  detail?: string;
  type?: string;
  /** The assignee already accepted it; otherwise it waits for the answer (pending). */
  accepted?: boolean;
};

/** One-off visits (not part of a contract): closed ones were done on their own date. */
export const VISITS: TDemoVisit[] = [
  {
    customer: KAVITA,
    employee: RAVI,
    title: 'Gas refill of the kitchen split AC',
    label: 'Gas refill',
    days: -6,
    charge: '1800.00',
    status: 'closed',
    type: 'Paid visit',
  },
  {
    customer: ARJUN,
    employee: ANITA,
    title: 'Emergency visit: compressor noise in the reception AC',
    label: 'Emergency',
    days: -15,
    charge: '3200.00',
    status: 'closed',
    detail: 'Replaced the run capacitor; compressor mounts tightened.',
    type: 'Paid visit',
  },
  {
    customer: POOJA,
    employee: FARHAN,
    title: 'Installation of a new split AC in room 204',
    label: 'Installation',
    days: 4,
    charge: '2500.00',
    status: 'open',
    detail: 'Copper pipe run of about 4 metres; customer provides the stand.',
    type: 'Installation',
  },
  {
    customer: DIVYA,
    employee: MEENA,
    title: 'Filter change of the staff room water purifier',
    days: -2,
    charge: '650.00',
    status: 'progress',
    type: 'Paid visit',
  },
  {
    customer: ROHIT,
    employee: SURESH,
    title: 'Cold room cooling inspection',
    label: 'Inspection',
    days: 10,
    charge: '1500.00',
    status: 'pending',
  },
  {
    customer: PRIYA,
    employee: RAVI,
    title: 'Remote and sensor replacement, showroom AC',
    days: 1,
    charge: '450.00',
    status: 'open',
    type: 'Paid visit',
  },
  // Ravi's day (the demo employee's "My work"): two visits today, one he accepted and one waiting for his answer,
  // one more waiting, an overdue one, and the coming days.
  {
    customer: AMIT,
    employee: RAVI,
    title: 'Split AC not cooling: gas pressure check',
    label: 'Breakdown',
    days: 0,
    time: '10:30',
    charge: '900.00',
    status: 'open',
    detail: 'Bedroom AC blows warm air since Sunday; customer is home after 10 am.',
    type: 'Paid visit',
    accepted: true,
  },
  {
    customer: SNEHA,
    employee: RAVI,
    title: 'Water purifier filter change and TDS check',
    days: 0,
    time: '13:00',
    charge: '650.00',
    status: 'open',
    type: 'Paid visit',
  },
  {
    customer: RAHUL,
    employee: RAVI,
    title: 'Noise from the outdoor unit of the office AC',
    label: 'Inspection',
    days: 0,
    time: '16:30',
    charge: '500.00',
    status: 'open',
    type: 'Paid visit',
  },
  {
    customer: NEHA,
    employee: RAVI,
    title: 'Window AC servicing before the summer',
    days: -3,
    charge: '750.00',
    status: 'open',
    type: 'Paid visit',
    accepted: true,
  },
  {
    customer: KARAN,
    employee: RAVI,
    title: 'Installation of a cassette AC in the conference room',
    label: 'Installation',
    days: 3,
    charge: '3500.00',
    status: 'open',
    detail: 'Ceiling cut-out ready; bring the drain pump.',
    type: 'Installation',
  },
  {
    customer: VIKRAM,
    employee: null,
    title: 'Site survey for a cassette AC in the new showroom',
    label: 'Survey',
    days: 7,
    charge: '0.00',
    status: 'open',
  },
];

/** The demo's premium level (issue 28): quicker promises than the installed Standard, in working minutes. */
export const DEMO_SERVICE_LEVEL = {
  name: 'Gold',
  priority: 'high' as const,
  targets: [
    { priority: 'critical' as const, respondMinutes: 60, resolveMinutes: 240 },
    { priority: 'high' as const, respondMinutes: 120, resolveMinutes: 480 },
    { priority: 'normal' as const, respondMinutes: 240, resolveMinutes: 960 },
    { priority: 'low' as const, respondMinutes: 480, resolveMinutes: 1440 },
  ],
};

export type TDemoComplaint = {
  customer: string;
  employee: string | null;
  product?: string;
  type: string;
  days: number;
  description: string;
  charge: string;
  status: TWorkStatus;
  /** Issue 28: how urgent the office marked it (normal when left out); on a contract's item its level decides. */
  priority?: TComplaintPriority;
  /** Filed just long enough before the demo is loaded that its answer is due soon: "at risk" at any hour. */
  dueSoon?: true;
};

export const COMPLAINTS: TDemoComplaint[] = [
  {
    customer: PRIYA,
    employee: RAVI,
    product: 'DAI-FTKF50',
    type: 'Not cooling',
    days: 0,
    description: 'Showroom AC runs but the air is warm since this morning.',
    charge: '0.00',
    status: 'open',
    dueSoon: true,
  },
  {
    customer: ARJUN,
    employee: ANITA,
    product: 'BLS-IC536',
    type: 'Water leakage',
    days: -1,
    description: 'Water dripping from the cassette AC over the sample counter.',
    charge: '500.00',
    status: 'progress',
    priority: 'high',
  },
  {
    customer: NEHA,
    employee: MEENA,
    product: 'KEN-SUPLITE',
    type: 'Unusual noise',
    days: -2,
    description: 'Purifier pump makes a loud rattling noise when it fills the tank.',
    charge: '0.00',
    status: 'pending',
  },
  {
    customer: RAHUL,
    employee: FARHAN,
    product: 'CAR-ESTER24',
    type: 'Electrical fault',
    days: -3,
    description: 'The OT AC trips the breaker when it is switched to high fan.',
    charge: '1200.00',
    status: 'progress',
  },
  {
    customer: VIKRAM,
    employee: SURESH,
    product: 'VOL-183LZF',
    type: 'Remote not working',
    days: -3,
    description: 'The window AC does not respond to the remote, buttons on the unit work.',
    charge: '300.00',
    status: 'closed',
  },
  {
    customer: SNEHA,
    employee: null,
    product: 'LG-RSQ19',
    type: 'Not cooling',
    days: -5,
    description: 'Clinic AC takes over an hour to cool the room in the afternoon.',
    charge: '0.00',
    status: 'open',
  },
  {
    customer: KAVITA,
    employee: RAVI,
    product: 'KEN-GRAND',
    type: 'Water leakage',
    days: -6,
    description: 'Purifier tank overflows at night and wets the kitchen floor.',
    charge: '0.00',
    status: 'closed',
  },
  {
    customer: KARAN,
    employee: SURESH,
    product: 'BLS-IC518',
    type: 'Gas refill',
    days: -10,
    description: 'Conference room AC needs a gas top-up, ice forming on the pipes.',
    charge: '2200.00',
    status: 'progress',
  },
  {
    customer: POOJA,
    employee: FARHAN,
    type: 'Unusual noise',
    days: -12,
    description: 'Outdoor unit of room 108 vibrates against the wall bracket.',
    charge: '0.00',
    status: 'open',
    // A hotel room that cannot be let: the office marked it critical (no contract decides its priority).
    priority: 'critical',
  },
  {
    customer: AMIT,
    employee: RAVI,
    product: 'VOL-183LZF',
    type: 'Electrical fault',
    days: -18,
    description: 'Burning smell from the AC plug point in the store room.',
    charge: '850.00',
    status: 'closed',
  },
  {
    customer: DIVYA,
    employee: MEENA,
    type: 'Water leakage',
    days: -21,
    description: 'Water purifier in the school canteen leaks from the tap joint.',
    charge: '0.00',
    status: 'pending',
  },
  {
    customer: ROHIT,
    employee: ANITA,
    type: 'Not cooling',
    days: -26,
    description: 'Milk chiller room AC stopped cooling after a power cut.',
    charge: '1500.00',
    status: 'closed',
  },
];

export type TDemoTask = {
  name: string;
  type: string;
  client: string | null;
  employee: string | null;
  /** The due day of the current month (a shorter month takes its last day), or `days` from today. */
  day: number | { days: number };
  description: string;
  status: TWorkStatus;
  /** Hours its employee logged on it (issue 28's timesheet): `days` from today, minutes and a note. */
  hours?: { days: number; minutes: number; note: string }[];
};

export const TASKS: TDemoTask[] = [
  {
    name: 'Install split AC at Nair Residency room 204',
    type: 'Installation',
    client: POOJA,
    employee: FARHAN,
    day: 4,
    description: 'Carry the copper pipe set and the outdoor stand; two technicians.',
    status: 'closed',
  },
  {
    name: 'Site survey for Singh Motors showroom',
    type: 'Site survey',
    client: VIKRAM,
    employee: SURESH,
    day: 9,
    description: 'Measure the showroom and suggest cassette AC capacity.',
    status: 'progress',
  },
  {
    name: 'Follow-up call on the Mehta Diagnostics leakage',
    type: 'Follow-up call',
    client: ARJUN,
    employee: ANITA,
    day: 13,
    description: 'Check the drain pipe fix is holding and note the customer feedback.',
    status: 'open',
  },
  {
    name: 'Quotation visit for Menon School purifiers',
    type: 'Quotation visit',
    client: DIVYA,
    employee: MEENA,
    day: 17,
    description: 'Count the classrooms that need a purifier and take photos of the walls.',
    status: 'pending',
  },
  {
    name: 'Follow up the Joshi Sweets renewal offer',
    type: 'Follow-up call',
    client: KAVITA,
    employee: RAVI,
    day: 21,
    description:
      'The renewal offer went out by mail: call to explain the filter pack, and ask them to accept it.',
    status: 'open',
  },
  // Ravi's open tasks around today, for his "My work".
  {
    name: 'Collect the AMC renewal cheque from Sharma Textiles',
    type: 'Follow-up call',
    client: PRIYA,
    employee: RAVI,
    day: { days: -1 },
    description: 'The cheque is ready at the showroom counter; give the customer the receipt.',
    status: 'open',
    hours: [{ days: -1, minutes: 45, note: 'Went to the showroom; the cheque was not signed yet.' }],
  },
  {
    name: 'Send photos of the Gupta residence outdoor unit stand',
    type: 'Site survey',
    client: AMIT,
    employee: RAVI,
    day: { days: 0 },
    description: 'The stand looks rusted: photos for the replacement quotation.',
    status: 'progress',
    hours: [
      { days: -2, minutes: 90, note: 'Measured the stand and the wall brackets.' },
      { days: 0, minutes: 30, note: 'Photos taken and sent.' },
    ],
  },
  {
    name: 'Prepare the monthly service plan',
    type: 'Follow-up call',
    client: null,
    employee: null,
    day: 25,
    description: 'Check every engineer has next month’s AMC visits and spare parts booked.',
    status: 'open',
  },
  {
    name: 'Install water purifier at Chavan Dairy office',
    type: 'Installation',
    client: ROHIT,
    employee: RAVI,
    day: 28,
    description: 'Wall-mounted Kent Grand next to the pantry sink.',
    status: 'open',
  },
];
