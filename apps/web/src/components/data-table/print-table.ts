const PRINTING_CLASS = 'data-table-printing';
const TARGET_ATTRIBUTE = 'data-print-target';

/**
 * Prints one table and nothing else: the print stylesheet (data-table.module.css) hides the page around the
 * element marked here, and the marks are removed once the print dialog closes.
 */
export function printTable(element: HTMLElement): void {
  element.setAttribute(TARGET_ATTRIBUTE, '');
  document.body.classList.add(PRINTING_CLASS);
  const cleanUp = () => {
    element.removeAttribute(TARGET_ATTRIBUTE);
    document.body.classList.remove(PRINTING_CLASS);
  };
  window.addEventListener('afterprint', cleanUp, { once: true });
  window.print();
  // Browsers whose print() does not block and never fire afterprint must not stay in print mode.
  window.setTimeout(() => {
    window.removeEventListener('afterprint', cleanUp);
    cleanUp();
  }, 1000);
}
