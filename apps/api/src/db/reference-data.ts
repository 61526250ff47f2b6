import {
  DEFAULT_RIGHTS,
  MODULE_ACTIONS,
  MODULE_NAMES,
  MODULE_SLUGS,
  ROLE_SLUGS,
  DEFAULT_DATE_FORMAT,
  TEMPLATE_EVENTS,
} from '@amc/contracts';
import type { TDb } from '../lib/kernel/db-client';
import { DEFAULT_EMAIL_TEMPLATES } from './email-templates';

const ROLE_NAMES = {
  admin: 'Admin',
  employee: 'Employee',
  customer: 'Customer',
  supplier: 'Supplier',
} as const;

export type TInstallSettings = { domainName: string; purchaseKey: string; purchaseEmail: string };

/**
 * What a fresh installation needs before anyone signs in: roles, modules, default rights, every e-mail
 * template and the settings row. Idempotent, so it also tops up an older database after an upgrade.
 */
export async function loadReferenceData(db: TDb, install: TInstallSettings) {
  for (const slug of ROLE_SLUGS) {
    await db.role.upsert({
      where: { slug },
      update: {},
      create: { slug, name: ROLE_NAMES[slug], isSystem: true },
    });
  }
  for (const [index, slug] of MODULE_SLUGS.entries()) {
    const data = { name: MODULE_NAMES[slug], actions: MODULE_ACTIONS[slug].join(','), sortOrder: index };
    await db.module.upsert({ where: { slug }, update: data, create: { slug, ...data } });
  }
  const roles = await db.role.findMany();
  const modules = await db.module.findMany();
  const moduleId = new Map(modules.map((m) => [m.slug, m.id]));
  const existingRights = await db.roleRight.count();
  if (existingRights === 0) {
    const rows = roles.flatMap((role) =>
      role.slug === 'admin'
        ? []
        : DEFAULT_RIGHTS[role.slug as keyof typeof DEFAULT_RIGHTS].map((permission) => {
            const cut = permission.indexOf('_');
            return {
              roleId: role.id,
              moduleId: moduleId.get(permission.slice(0, cut))!,
              action: permission.slice(cut + 1),
            };
          }),
    );
    await db.roleRight.createMany({ data: rows, skipDuplicates: true });
  }
  for (const event of TEMPLATE_EVENTS) {
    const t = DEFAULT_EMAIL_TEMPLATES[event];
    await db.emailTemplate.upsert({
      where: { event },
      update: { variables: t.variables.join(',') },
      create: {
        event,
        name: t.name,
        variables: t.variables.join(','),
        daysBefore: t.daysBefore ?? null,
      },
    });
  }
  await db.setting.upsert({
    where: { id: 1 },
    update: {},
    create: {
      id: 1,
      businessName: 'AMC Service Manager',
      address: '',
      officeNumber: '',
      country: 'India',
      systemLanguage: 'en',
      dateFormat: DEFAULT_DATE_FORMAT,
      rtl: false,
      footerText: `© ${new Date().getFullYear()} AMC Service Manager`,
      timeZone: 'Asia/Kolkata',
      currencyCode: 'INR',
      startingYear: new Date().getFullYear(),
      // Closed until the admin opens it (Settings): a new installation takes no strangers (issue 26).
      registrationEnabled: false,
      domainName: install.domainName,
      purchaseKey: install.purchaseKey,
      purchaseEmail: install.purchaseEmail,
      installedAt: new Date(),
    },
  });
}
