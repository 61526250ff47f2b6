import {
  IconBuildingWarehouse,
  IconCalendarCheck,
  IconChartBar,
  IconChecklist,
  IconCircleDot,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMessage,
  IconMessageReport,
  IconPackage,
  IconPackages,
  IconPercentage,
  IconReceipt,
  IconReportMoney,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconTool,
  IconTruckDelivery,
  IconUsers,
  IconWallet,
  IconAdjustments,
  type Icon,
} from '@tabler/icons-react';

/** The API names menu icons by meaning (contracts' TMenuItem.icon); the web decides how each looks. */
const MENU_ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  products: IconPackages,
  product: IconPackage,
  purchase: IconTruckDelivery,
  stock: IconBuildingWarehouse,
  amc: IconCalendarCheck,
  service: IconTool,
  complaint: IconMessageReport,
  quotation: IconFileText,
  sales: IconShoppingCart,
  accounts: IconWallet,
  income: IconReportMoney,
  expense: IconReceipt,
  tax: IconPercentage,
  task: IconChecklist,
  report: IconChartBar,
  activity: IconHistory,
  message: IconMessage,
  settings: IconSettings,
  emailTemplate: IconMail,
  setting: IconAdjustments,
  accessRights: IconShieldLock,
};

export function MenuIcon({ name, size = 20 }: { name: string; size?: number }) {
  const IconComponent = MENU_ICONS[name] ?? IconCircleDot;
  return <IconComponent size={size} stroke={1.6} aria-hidden />;
}
