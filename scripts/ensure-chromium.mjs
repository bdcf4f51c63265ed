// Make sure Debian's Chromium is installed (Playwright cannot download its own browser here),
// with its headless shell (Debian's `chromium-headless-shell`, the same Chromium built for headless
// runs only, as Playwright runs its own headless tests: the e2e suite takes about 5.6 minutes
// there against 7.9 in the full browser on two cores; the tests fall back to the full browser when
// it cannot be installed), and
// a font with Chinese glyphs: without one, every 简体中文 screenshot the tests take shows boxes, and
// nobody can look at the Chinese screens. WenQuanYi Micro Hei (a 1.6 MB package) where no font has
// them; Noto CJK (56 MB) serves as well where it is installed already.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Whether fontconfig knows a font covering Chinese (fc-list comes with Chromium's fontconfig). */
function hasCjkFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
  } catch {
    return false;
  }
}

const missing = [];
if (!existsSync(path)) missing.push('chromium');
const CJK_FONT = 'fonts-wqy-microhei';
if (!hasCjkFont()) missing.push(CJK_FONT);
if (missing.length > 0) {
  console.log(`Missing: ${missing.join(', ')}; installing Debian's package${missing.length > 1 ? 's' : ''}...`);
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${missing.join(' ')}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(path)) {
    console.error(`Chromium is still missing at ${path}`);
    process.exit(1);
  }
  if (!hasCjkFont()) {
    console.error(`No font with Chinese glyphs after installing ${CJK_FONT} (fc-list :lang=zh is empty)`);
    process.exit(1);
  }
}
// The headless shell only speeds the tests up: when it cannot be installed, they run in the full browser.
if (process.env.CHROMIUM_PATH === undefined && !existsSync(HEADLESS_SHELL)) {
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  try {
    console.log("Missing: chromium-headless-shell; installing Debian's package (the e2e tests run faster in it)...");
    execSync(`${sudo}apt-get install -y --no-install-recommends chromium-headless-shell || (${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends chromium-headless-shell)`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.log(`chromium-headless-shell could not be installed: the e2e tests run in ${path}`);
  }
}
