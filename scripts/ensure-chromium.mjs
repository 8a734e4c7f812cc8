// Makes sure the Chromium that playwright.config.ts points at is installed (Debian package).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    'Chromium is missing: install it with `sudo apt-get install -y chromium` (Debian) and run the tests again.',
  );
  process.exit(1);
}

for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.exit(0);
