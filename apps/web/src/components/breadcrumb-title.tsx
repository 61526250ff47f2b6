import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type TBreadcrumbTitle = { title: string | null; setTitle: (title: string | null) => void };

const BreadcrumbTitleContext = createContext<TBreadcrumbTitle>({ title: null, setTitle: () => undefined });

/** Around the app shell: the page shown tells the header's breadcrumb what its record is called. */
export function BreadcrumbTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string | null>(null);
  return (
    <BreadcrumbTitleContext.Provider value={{ title, setTitle }}>{children}</BreadcrumbTitleContext.Provider>
  );
}

/** The name of the record the breadcrumb shows instead of its id ("AMC-00012" for /amc/view/12). */
export const useBreadcrumbTitle = () => useContext(BreadcrumbTitleContext).title;

/** A record page names its record for the breadcrumb while it is shown. */
export function useNameInBreadcrumb(title: string | null | undefined) {
  const { setTitle } = useContext(BreadcrumbTitleContext);
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [title, setTitle]);
}
