import type { TAccountEntryKind } from '@amc/contracts';
import type { TFunction } from 'i18next';

/** The words that differ between the income and the expense screens; the rest are shared (accountEntry.*). */
export function accountEntryTexts(t: TFunction, kind: TAccountEntryKind) {
  return kind === 'income'
    ? {
        listTitle: t('income.list.title'),
        listSubtitle: t('income.list.subtitle'),
        addButton: t('income.add.button'),
        addTitle: t('income.add.title'),
        editTitle: t('income.edit.title'),
        viewTitle: t('income.view.title'),
        chartTitle: t('income.chart.title'),
        chartSeries: t('income.chart.series'),
      }
    : {
        listTitle: t('expense.list.title'),
        listSubtitle: t('expense.list.subtitle'),
        addButton: t('expense.add.button'),
        addTitle: t('expense.add.title'),
        editTitle: t('expense.edit.title'),
        viewTitle: t('expense.view.title'),
        chartTitle: t('expense.chart.title'),
        chartSeries: t('expense.chart.series'),
      };
}
