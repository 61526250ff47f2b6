import type { TThemeColor } from '@amc/contracts';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  getStoredSidebarMode,
  getStoredThemeColor,
  storeSidebarMode,
  storeThemeColor,
  type TSidebarMode,
} from '../../lib/browser-storage';

type TPreferences = {
  themeColor: TThemeColor;
  setThemeColor: (color: TThemeColor) => void;
  sidebarMode: TSidebarMode;
  setSidebarMode: (mode: TSidebarMode) => void;
};

const PreferencesContext = createContext<TPreferences | null>(null);

/** The look a user chose on this browser: colour theme and sidebar width, both remembered in storage. */
export function PreferencesProvider({ children }: { children: (themeColor: TThemeColor) => ReactNode }) {
  const [themeColor, setColor] = useState<TThemeColor>(getStoredThemeColor);
  const [sidebarMode, setMode] = useState<TSidebarMode>(getStoredSidebarMode);
  const value = useMemo<TPreferences>(
    () => ({
      themeColor,
      setThemeColor: (color) => {
        storeThemeColor(color);
        setColor(color);
      },
      sidebarMode,
      setSidebarMode: (mode) => {
        storeSidebarMode(mode);
        setMode(mode);
      },
    }),
    [themeColor, sidebarMode],
  );
  return <PreferencesContext.Provider value={value}>{children(themeColor)}</PreferencesContext.Provider>;
}

export function usePreferences(): TPreferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return value;
}
