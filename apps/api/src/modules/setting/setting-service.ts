import type { TDisplaySettings, TSettings, TUpdateSettingsBody } from '@amc/contracts';
import {
  DEFAULT_WORKING_WEEK,
  LOGO_MAX_BYTES,
  parseWorkingWeek,
  readReminderDays,
  ZDisplaySettings,
} from '@amc/contracts';
import type { Setting } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { hasPermission, type TCaller } from '../../lib/kernel/caller';
import { IMAGE_TYPES, storeUpload, writeDroppingUploads, type TUploadedFile } from '../../lib/kernel/uploads';
import type { TFileStore } from '../../lib/kernel/file-store';

export function toSettings(row: Setting): TSettings {
  return {
    business_name: row.businessName,
    domain_name: row.domainName,
    address: row.address,
    office_number: row.officeNumber,
    tax_number: row.taxNumber,
    state: row.state,
    upi_id: row.upiId,
    upi_payee_name: row.upiPayeeName,
    financial_year_start_month: row.financialYearStartMonth,
    country: row.country,
    system_language: row.systemLanguage,
    date_formate: row.dateFormat,
    rtl: row.rtl,
    footer_text: row.footerText,
    time_zone: row.timeZone,
    currency_code: row.currencyCode,
    starting_year: row.startingYear,
    logo: row.logo,
    sidebar_logo: row.sidebarLogo,
    registration_enabled: row.registrationEnabled,
    payment_receipt_mail: row.paymentReceiptMail,
    two_factor_required: row.twoFactorRequired,
    working_week: parseWorkingWeek(row.workingWeek) ?? DEFAULT_WORKING_WEEK,
    overdue_reminder_days: readReminderDays(row.overdueReminderDays),
    renewal_reminder_days: readReminderDays(row.renewalReminderDays),
    renewal_uplift_percent: row.renewalUpliftPercent.toFixed(2),
    backup_hour: row.backupHour,
    backup_keep_days: row.backupKeepDays,
    mail_from_name: row.mailFromName,
    mail_from_address: row.mailFromAddress,
    smtp_host: row.smtpHost,
    smtp_port: row.smtpPort,
    smtp_user: row.smtpUser,
    smtp_secure: row.smtpSecure,
    // The SMTP password is never sent back, only whether one is stored.
    smtp_password_set: row.smtpPassword.length > 0,
  };
}

export async function getSettings(prisma: TPrisma): Promise<TSettings> {
  return toSettings(await prisma.setting.findUniqueOrThrow({ where: { id: 1 } }));
}

/**
 * The settings as this caller may read them: whoever may edit them (the admin, or a role given setting_edit) gets
 * the whole form, mail server included; everyone else the display settings only.
 */
export async function settingsFor(prisma: TPrisma, caller: TCaller): Promise<TSettings | TDisplaySettings> {
  const settings = await getSettings(prisma);
  return hasPermission(caller, 'setting_edit') ? settings : ZDisplaySettings.parse(settings);
}

export type TSettingsFiles = { logo?: TUploadedFile; sidebar_logo?: TUploadedFile };

export async function updateSettings(
  prisma: TPrisma,
  fileStore: TFileStore,
  caller: TCaller,
  body: TUpdateSettingsBody,
  files: TSettingsFiles,
): Promise<TSettings> {
  return writeDroppingUploads(prisma, fileStore, async (tx, drop) => {
    const upload = async (field: keyof TSettingsFiles) => {
      const file = files[field];
      if (!file) return undefined;
      const stored = await storeUpload(tx, fileStore, field, file, {
        allowed: IMAGE_TYPES,
        maxBytes: LOGO_MAX_BYTES,
        uploadedById: caller.id,
        visibility: 'public',
      });
      return stored.url;
    };
    const logo = await upload('logo');
    const sidebarLogo = await upload('sidebar_logo');
    // A replaced logo is gone for good (unless both logos were the same upload, which no form makes).
    const current = await tx.setting.findUniqueOrThrow({
      where: { id: 1 },
      select: { logo: true, sidebarLogo: true, twoFactorRequired: true, timeZone: true, workingWeek: true },
    });
    // A new week or zone moves the business's working time: the open complaints' promises are counted again.
    const calendarMoved =
      (body.time_zone !== undefined && body.time_zone !== current.timeZone) ||
      (body.working_week !== undefined && body.working_week !== current.workingWeek);
    if (logo) await drop(current.logo);
    if (sidebarLogo) await drop(current.sidebarLogo);
    const row = await tx.setting.update({
      where: { id: 1 },
      data: {
        businessName: body.business_name,
        domainName: body.domain_name,
        address: body.address,
        officeNumber: body.office_number,
        taxNumber: body.tax_number,
        state: body.state,
        upiId: body.upi_id,
        upiPayeeName: body.upi_payee_name,
        financialYearStartMonth: body.financial_year_start_month,
        country: body.country,
        systemLanguage: body.system_language,
        dateFormat: body.date_formate,
        rtl: body.rtl,
        footerText: body.footer_text,
        timeZone: body.time_zone,
        currencyCode: body.currency_code.toUpperCase(),
        startingYear: body.starting_year,
        registrationEnabled: body.registration_enabled,
        paymentReceiptMail: body.payment_receipt_mail,
        twoFactorRequired: body.two_factor_required,
        workingWeek: body.working_week,
        overdueReminderDays: body.overdue_reminder_days?.join(','),
        renewalReminderDays: body.renewal_reminder_days?.join(','),
        renewalUpliftPercent: body.renewal_uplift_percent,
        backupHour: body.backup_hour,
        backupKeepDays: body.backup_keep_days,
        mailFromName: body.mail_from_name,
        mailFromAddress: body.mail_from_address,
        smtpHost: body.smtp_host,
        smtpPort: body.smtp_port,
        smtpUser: body.smtp_user,
        // An empty password field keeps the stored one; the form never receives it back.
        smtpPassword: body.smtp_password ? body.smtp_password : undefined,
        smtpSecure: body.smtp_secure,
        ...(logo ? { logo } : {}),
        ...(sidebarLogo ? { sidebarLogo } : {}),
        ...(calendarMoved ? { calendarVersion: { increment: 1 } } : {}),
      },
    });
    await recordActivity(tx, caller, {
      slug: 'setting',
      action: 'update',
      description: 'Updated the general settings',
      recordId: row.id,
    });
    // Who must use a second step is a security rule: its change is a line of its own in the log.
    if (row.twoFactorRequired !== current.twoFactorRequired) {
      await recordActivity(tx, caller, {
        slug: 'setting',
        action: 'two_factor_rule',
        description: `Two-factor sign-in required for: ${row.twoFactorRequired} (was ${current.twoFactorRequired})`,
        recordId: row.id,
      });
    }
    return toSettings(row);
  });
}
