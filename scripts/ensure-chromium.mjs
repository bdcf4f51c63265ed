// Make sure Debian's Chromium is installed (Playwright cannot download its own browser here), and
// a font with Chinese glyphs: without one, every 简体中文 screenshot the tests take shows boxes, and
// nobody can look at the Chinese screens. WenQuanYi Micro Hei (a 1.6 MB package) where no font has
// them; Noto CJK (56 MB) serves as well where it is installed already.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
