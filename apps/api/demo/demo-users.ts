import type { TBusinessRole } from '@amc/contracts';
import type { TDb } from '../src/lib/kernel/db-client';
import { nextDocumentNumber } from '../src/lib/rules/counters';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/auth/auth-public';

export { DEMO_PASSWORD };

type TDemoPerson = {
  first: string;
  last: string;
  gender: 'male' | 'female';
  city: string;
  state: string;
  company?: string;
};

const EMPLOYEES: TDemoPerson[] = [
  { first: 'Ravi', last: 'Kumar', gender: 'male', city: 'Pune', state: 'Maharashtra' },
  { first: 'Anita', last: 'Desai', gender: 'female', city: 'Pune', state: 'Maharashtra' },
  { first: 'Suresh', last: 'Patil', gender: 'male', city: 'Mumbai', state: 'Maharashtra' },
  { first: 'Meena', last: 'Iyer', gender: 'female', city: 'Nashik', state: 'Maharashtra' },
  { first: 'Farhan', last: 'Shaikh', gender: 'male', city: 'Pune', state: 'Maharashtra' },
];

const CUSTOMERS: TDemoPerson[] = [
  {
    first: 'Priya',
    last: 'Sharma',
    gender: 'female',
    city: 'Pune',
    state: 'Maharashtra',
    company: 'Sharma Textiles',
  },
  {
    first: 'Arjun',
    last: 'Mehta',
    gender: 'male',
    city: 'Mumbai',
    state: 'Maharashtra',
    company: 'Mehta Diagnostics',
  },
  {
    first: 'Kavita',
    last: 'Joshi',
    gender: 'female',
    city: 'Pune',
    state: 'Maharashtra',
    company: 'Joshi Sweets',
  },
  {
    first: 'Vikram',
    last: 'Singh',
    gender: 'male',
    city: 'Thane',
    state: 'Maharashtra',
    company: 'Singh Motors',
  },
  {
    first: 'Neha',
    last: 'Kulkarni',
    gender: 'female',
    city: 'Pune',
    state: 'Maharashtra',
    company: 'Green Leaf Cafe',
  },
  {
    first: 'Rahul',
    last: 'Verma',
    gender: 'male',
    city: 'Nagpur',
    state: 'Maharashtra',
    company: 'Verma Hospital',
  },
  {
    first: 'Sneha',
    last: 'Rao',
    gender: 'female',
    city: 'Mumbai',
    state: 'Maharashtra',
    company: 'Rao Dental Clinic',
  },
  {
    first: 'Amit',
    last: 'Gupta',
    gender: 'male',
    city: 'Pune',
    state: 'Maharashtra',
    company: 'Gupta Hardware',
  },
  {
    first: 'Pooja',
    last: 'Nair',
    gender: 'female',
    city: 'Kolhapur',
    state: 'Maharashtra',
    company: 'Nair Residency',
  },
  {
    first: 'Karan',
    last: 'Malhotra',
    gender: 'male',
    city: 'Pune',
    state: 'Maharashtra',
    company: 'Malhotra Offices',
  },
  {
    first: 'Divya',
    last: 'Menon',
    gender: 'female',
    city: 'Mumbai',
    state: 'Maharashtra',
    company: 'Menon School',
  },
  {
    first: 'Rohit',
    last: 'Chavan',
    gender: 'male',
    city: 'Satara',
    state: 'Maharashtra',
    company: 'Chavan Dairy',
  },
];

const SUPPLIERS: TDemoPerson[] = [
  {
    first: 'Manoj',
    last: 'Agarwal',
    gender: 'male',
    city: 'Mumbai',
    state: 'Maharashtra',
    company: 'Agarwal Cooling Supplies',
  },
  {
    first: 'Lata',
    last: 'Bhosale',
    gender: 'female',
    city: 'Pune',
    state: 'Maharashtra',
    company: 'Bhosale Electricals',
  },
  {
    first: 'Imran',
    last: 'Qureshi',
    gender: 'male',
    city: 'Aurangabad',
    state: 'Maharashtra',
    company: 'Qureshi Spares',
  },
  {
    first: 'Deepak',
    last: 'Jain',
    gender: 'male',
    city: 'Mumbai',
    state: 'Maharashtra',
    company: 'Jain Copper Works',
  },
];

const STREETS = [
  'MG Road',
  'FC Road',
  'Link Road',
  'Station Road',
  'Baner Road',
  'Karve Road',
  'LBS Marg',
  'Nehru Nagar',
];

/** Employees, customers (with other contacts) and suppliers that look like a real small service business. */
export async function seedDemoUsers(db: TDb, passwordHash: string) {
  const roles = Object.fromEntries((await db.role.findMany()).map((r) => [r.slug, r.id]));
  // The demo's own administrator, whom the demo sign-in offers: the installation's administrator keeps its own
  // password, which no one-click sign-in may ever use.
  if (!(await db.user.findUnique({ where: { email: DEMO_ACCOUNTS.admin }, select: { id: true } }))) {
    await db.user.create({
      data: {
        email: DEMO_ACCOUNTS.admin,
        passwordHash,
        roleId: roles.admin!,
        uniqueIdentity: await nextDocumentNumber(db, 'admin'),
        firstName: 'Sunita',
        lastName: 'Kapoor',
        gender: 'female',
        address: '1, MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        countryCode: '+91',
        mobile: '9820012345',
        designation: 'Owner',
      },
    });
  }
  const add = async (role: TBusinessRole, people: TDemoPerson[]) => {
    for (const [index, person] of people.entries()) {
      const email = `${person.first}.${person.last}`.toLowerCase() + `@demo.${role}.example`;
      if (await db.user.findUnique({ where: { email }, select: { id: true } })) continue;
      const mobile = `98${String(role.length)}${String(10_000_000 + index * 7_654_321).slice(0, 7)}`;
      const user = await db.user.create({
        data: {
          email,
          passwordHash,
          roleId: roles[role]!,
          uniqueIdentity: await nextDocumentNumber(db, role),
          firstName: person.first,
          lastName: person.last,
          gender: person.gender,
          birthDate: new Date(Date.UTC(1975 + ((index * 3) % 25), index % 12, 1 + ((index * 5) % 27))),
          address: `${10 + index * 3}, ${STREETS[index % STREETS.length]}`,
          city: person.city,
          state: person.state,
          pincode: String(411001 + index * 7),
          countryCode: '+91',
          mobile,
          designation:
            role === 'employee' ? ['Service engineer', 'Technician', 'Senior technician'][index % 3] : null,
          companyName: person.company ?? null,
          companyContactPerson: person.company ? `${person.first} ${person.last}` : null,
          bankName:
            role === 'employee' ? null : ['State Bank of India', 'HDFC Bank', 'ICICI Bank'][index % 3],
          branchName: role === 'employee' ? null : `${person.city} Main`,
          ifscCode: role === 'employee' ? null : `SBIN000${String(1000 + index * 37).padStart(4, '0')}`,
          panNo: role === 'employee' ? null : `ABCDE${String(1000 + index).slice(-4)}F`,
        },
      });
      if (role === 'customer') {
        await db.customerContact.createMany({
          data: [
            {
              userId: user.id,
              contactPerson: `${person.last} Office`,
              mobile: `9${String(100_000_000 + index * 1_234_567).slice(0, 9)}`,
              designation: 'Manager',
              sortOrder: 0,
            },
            {
              userId: user.id,
              contactPerson: 'Front desk',
              mobile: `8${String(200_000_000 + index * 2_345_678).slice(0, 9)}`,
              designation: 'Reception',
              sortOrder: 1,
            },
          ],
        });
      }
    }
  };
  await add('employee', EMPLOYEES);
  await add('customer', CUSTOMERS);
  await add('supplier', SUPPLIERS);
}
