import { useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { installCheckQueryOptions } from '../../features/install/api/use-install-check';
import { usePublicSettings } from '../../lib/public-settings';
import { applyDocumentLanguage, isKnownLanguage } from '../../i18n/i18n';
import { getStoredLanguage } from '../../lib/browser-storage';

/**
 * Keeps <html dir lang> and Mantine's direction in step with the language. The settings' RTL switch turns
 * the layout right-to-left for every language; otherwise Arabic, Persian, Hebrew and Urdu do.
 */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  // Reads the start-up's install check from the cache (never fetches it): before installation there are no settings.
  const { data: install } = useQuery({ ...installCheckQueryOptions(), enabled: false });
  const { data: settings } = usePublicSettings({ enabled: install?.install_status === true });
  const forceRtl = settings?.rtl ?? false;
  const systemLanguage = settings?.system_language;

  // A user who never picked a language gets the one the administrator set for the business.
  useEffect(() => {
    if (!getStoredLanguage() && isKnownLanguage(systemLanguage) && systemLanguage !== i18n.language) {
      void i18n.changeLanguage(systemLanguage);
    }
  }, [systemLanguage, i18n]);

  useEffect(() => {
    setDirection(applyDocumentLanguage(i18n.language, forceRtl));
  }, [i18n.language, forceRtl, setDirection]);

  return null;
}
