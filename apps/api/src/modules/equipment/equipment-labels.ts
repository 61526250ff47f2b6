import QRCode from 'qrcode';
import { equipmentScanPath, type TEquipmentLabelsBody, type TEquipmentLabelSize } from '@amc/contracts';
import type { TDb } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { createPdf, documentLanguage, readPdfBusiness } from '../../lib/documents/pdf-document';
import { ownEquipmentWhere } from './equipment-list';
import type { TFileStore } from '../../lib/kernel/file-store';

/** The serial's type sizes on a label, largest first (points). */
const SERIAL_SIZES = [8, 7, 6.5, 6];

const MM = 72 / 25.4;

/**
 * The label stocks. A4: a sheet of 3 x 8 labels of 70 x 37 mm, the common "24 per sheet" stock with no side margins
 * (it starts 0.5 mm down); single: one 62 x 40 mm label a page, as label printers take them.
 */
const STOCKS: Record<
  TEquipmentLabelSize,
  { page: [number, number]; columns: number; rows: number; label: [number, number]; top: number }
> = {
  a4: { page: [210 * MM, 297 * MM], columns: 3, rows: 8, label: [70 * MM, 37 * MM], top: 0.5 * MM },
  single: { page: [62 * MM, 40 * MM], columns: 1, rows: 1, label: [62 * MM, 40 * MM], top: 0 },
};

type TLabelItem = { serialNo: string; labelToken: string; product: { name: string } };

/**
 * Draws the QR code of `text` as dark squares (error correction M: a label scuffed in a plant room still scans).
 * qrcode gives the module matrix; pdfkit draws it as vector squares, sharp at any printer's resolution.
 */
function drawQr(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) pdf.rect(x + column * cell, y + row * cell, cell, cell);
  pdf.fillColor('#000000').fill();
}

/**
 * POST /equipment/labels: one label per item (in the order asked), each with its QR code (`<public address>/q/<token>`),
 * the business's name and phone, the product and the serial number, in the business's language and script (right to
 * left where it reads so: the code then stands on the right). An id not among the caller's items answers 404.
 */
export async function renderEquipmentLabels(
  db: TDb,
  fileStore: TFileStore,
  caller: TCaller,
  body: TEquipmentLabelsBody,
  origin: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const ids = [...new Set(body.ids)];
  const rows = await db.equipment.findMany({
    where: { AND: [{ id: { in: ids } }, ownEquipmentWhere(caller)] },
    select: { id: true, serialNo: true, labelToken: true, product: { select: { name: true } } },
  });
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: TLabelItem[] = ids.map((id) => byId.get(id)!);
  const business = await readPdfBusiness(db, fileStore);
  const language = await documentLanguage(db, business, null);
  const stock = STOCKS[body.size];
  const { pdf, done, text, t } = createPdf(
    { size: stock.page, margin: 0, autoFirstPage: false, info: { Author: business.name } },
    language,
  );
  pdf.info.Title = t('label.title');
  const [width, height] = stock.label;
  const pad = 3 * MM;
  const qrSize = Math.min(height - 2 * pad, width * 0.42);
  const perPage = stock.columns * stock.rows;
  items.forEach((item, index) => {
    if (index % perPage === 0) pdf.addPage({ size: stock.page, margin: 0 });
    const slot = index % perPage;
    const column = slot % stock.columns;
    const left = (text.rtl ? stock.columns - 1 - column : column) * width;
    const top = stock.top + Math.floor(slot / stock.columns) * height;
    // The code on the reading side's start, the words beside it.
    const qrX = text.rtl ? left + width - pad - qrSize : left + pad;
    drawQr(pdf, `${origin}${equipmentScanPath(item.labelToken)}`, qrX, top + (height - qrSize) / 2, qrSize);
    const box = (y: number) => ({
      x: text.rtl ? left + pad : left + pad + qrSize + 2 * MM,
      y,
      width: width - 2 * pad - qrSize - 2 * MM,
    });
    let y = top + pad;
    y = text.write(text.clip(business.name, box(y).width, { size: 8, bold: true }), box(y), {
      size: 8,
      bold: true,
    });
    if (business.officeNumber) y = text.write(business.officeNumber, box(y), { size: 7 });
    y += 2;
    y = text.write(text.clip(item.product.name, box(y).width * 2, { size: 7 }), box(y), { size: 7 });
    // The serial is what a technician reads off the label: on one line, smaller rather than broken, down to 6 pt;
    // a serial longer than that still wraps.
    const serial = t('label.serial', { serial: item.serialNo });
    const serialSize =
      SERIAL_SIZES.find((size) => text.widthOf(serial, { size, bold: true }) <= box(y).width) ?? 6;
    y = text.write(serial, box(y), { size: serialSize, bold: true });
    text.write(t('label.scan'), box(Math.max(y + 2, top + height - pad - 9)), { size: 6, color: '#444444' });
  });
  pdf.end();
  return { filename: 'equipment-labels.pdf', pdf: await done };
}
