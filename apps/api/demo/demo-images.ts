import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real pictures for the demo's visits and the tests, made without any image library or network: PNGs drawn
 * pixel by pixel and encoded here, and one baseline JPEG (16x16, 543 bytes) kept as its bytes.
 */

/** An RGB PNG of width x height whose pixels `paint(x, y)` gives as [r, g, b]. */
export function encodePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo-like PNG: a sky-to-floor gradient with a unit's box in the middle, tinted by `hue` (0..2). */
export function demoPhotoPng(hue = 0, width = 160, height = 120): Buffer {
  return encodePng(width, height, (x, y) => {
    const inBox = x > width * 0.3 && x < width * 0.7 && y > height * 0.35 && y < height * 0.75;
    if (inBox) return [235, 235, 240];
    const shade = Math.round((y / height) * 120);
    const tint = [60 + shade, 110 + shade / 2, 200 - shade] as [number, number, number];
    return [tint[hue % 3]!, tint[(hue + 1) % 3]!, tint[(hue + 2) % 3]!];
  });
}

/** A signature as drawn on a phone: a dark wavy stroke on white. */
export function demoSignaturePng(width = 240, height = 80): Buffer {
  return encodePng(width, height, (x, y) => {
    const line = height / 2 + Math.sin(x / 14) * (height / 4) * Math.cos(x / 47);
    return Math.abs(y - line) < 2 && x > 10 && x < width - 10 ? [20, 30, 80] : [255, 255, 255];
  });
}

/** A real baseline JPEG, 16x16 (the Python test suite's python.jpg): decodable by pdfkit, sniffed as image/jpeg. */
export const DEMO_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z',
  'base64',
);
