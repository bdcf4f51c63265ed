// Make sure Debian's Chromium is installed (Playwright cannot download its own browser here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.log(`Chromium not found at ${path}; installing Debian's chromium package...`);
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium`, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(path)) {
    console.error(`Chromium is still missing at ${path}`);
    process.exit(1);
  }
}
