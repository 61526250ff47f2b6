import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The fonts a browser of the e2e draws with (issue 29): a page must fit whatever fonts a phone has, so the layout
 * check runs with two sets, each browser seeing only its own through a fontconfig file (FONTCONFIG_FILE), whatever
 * else the machine has installed. `.ci/run` installs both sets' Debian packages.
 * - `debian`: what a Debian machine with Chromium draws with: DejaVu, and Liberation standing in for Arial and
 *   Helvetica (the fonts the journeys and the screenshots have always used);
 * - `noto`: Google's Noto, close to what Android phones draw with: wider letters and taller lines.
 */
export const FONT_SETS = {
  debian: {
    packages: ['fonts-dejavu-core', 'fonts-liberation'],
    dirs: ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'],
  },
  noto: {
    packages: ['fonts-noto-core'],
    dirs: ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/opentype/noto'],
  },
} as const;

export type TFontSet = keyof typeof FONT_SETS;

/**
 * A fontconfig file that shows the browser one font set: its folders, a cache of its own (fontconfig would
 * otherwise scan them at every browser start) and the system's rules (which family stands in for which). Fails
 * with the packages to install when none of the set's folders exists, rather than letting the browser fall back
 * to some other font and check a layout nobody asked for.
 */
export function fontConfigFile(set: TFontSet): string {
  const { dirs, packages } = FONT_SETS[set];
  const present = dirs.filter((dir) => existsSync(dir));
  if (present.length === 0)
    throw new Error(
      `The ${set} fonts are missing (${dirs.join(', ')}): apt-get install -y ${packages.join(' ')}`,
    );
  const folder = join(tmpdir(), `amc-e2e-fonts-${set}`);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'fonts.conf');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      ...present.map((dir) => `  <dir>${dir}</dir>`),
      `  <cachedir>${join(folder, 'cache')}</cachedir>`,
      '  <include ignore_missing="yes">/etc/fonts/conf.d</include>',
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}
