import { MSG } from '@amc/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('keeps English sentences as the contracts wrote them', () => {
    expect(translateMessage(i18n.t, MSG.minChars(2))).toBe('Minimum 2 characters is required.');
    expect(translateMessage(i18n.t, MSG.required('Domain name'))).toBe('Domain name is required!');
  });

  it('translates fixed and built sentences into Hindi and Arabic', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(i18n.t, MSG.minChars(2))).toBe('कम से कम 2 अक्षर आवश्यक हैं।');
    expect(translateMessage(i18n.t, MSG.required('Domain name'))).toBe('डोमेन नाम आवश्यक है!');
    expect(translateMessage(i18n.t, MSG.passwordsMatch)).toBe('पासवर्ड मेल खाने चाहिए');
    await i18n.changeLanguage('ar');
    expect(translateMessage(i18n.t, MSG.maxChars(20))).toBe('تم تجاوز الحد الأقصى للطول (20)!');
    expect(i18n.t(MSG.validEmail, { ns: 'validation' })).toBe('يرجى إدخال بريد إلكتروني صالح');
  });

  it("translates sentences built from two values, and the users module's counts", async () => {
    expect(translateMessage(i18n.t, MSG.usersDeleted(3))).toBe('3 users deleted successfully.');
    await i18n.changeLanguage('hi');
    expect(translateMessage(i18n.t, MSG.exactChars('TIN no', 11))).toBe(
      'टिन नंबर ठीक 11 अक्षरों का होना चाहिए।',
    );
    expect(translateMessage(i18n.t, MSG.usersDeleted(1))).toBe('उपयोगकर्ता सफलतापूर्वक हटाया गया।');
    await i18n.changeLanguage('ar');
    expect(translateMessage(i18n.t, MSG.usersDeleted(3))).toBe('تم حذف 3 من المستخدمين بنجاح.');
    expect(translateMessage(i18n.t, MSG.required('Company contact person'))).toBe(
      'حقل جهة الاتصال في الشركة مطلوب!',
    );
  });

  it('translates in every language of the picker, and leaves an unknown sentence as it is', async () => {
    await i18n.changeLanguage('de');
    const german = translateMessage(i18n.t, MSG.passwordsMatch);
    expect(german).toBeTruthy();
    expect(german).not.toBe('Passwords must match');
    // The install wizard's database answers, the address kept as it is.
    const unreachable = translateMessage(i18n.t, MSG.dbUnreachable('127.0.0.1:1'));
    expect(unreachable).toContain('127.0.0.1:1');
    expect(unreachable).not.toBe(MSG.dbUnreachable('127.0.0.1:1'));
    expect(translateMessage(i18n.t, 'A sentence nobody translated.')).toBe('A sentence nobody translated.');
  });
});
