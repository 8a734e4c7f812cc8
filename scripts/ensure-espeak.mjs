// Makes sure espeak-ng (the embedded synthetic voice of Power Dialer's voices, ADR 048) is installed
// (Debian package), as ensure-chromium.mjs does for Chromium. Without apt, the voice tests skip and say so.
import { spawnSync } from 'node:child_process';

if (spawnSync('espeak-ng', ['--version']).status === 0) process.exit(0);

const hasApt = spawnSync('apt-get', ['--version']).status === 0;
if (!hasApt || process.getuid?.() !== 0) {
  console.warn(
    hasApt
      ? 'espeak-ng is missing: install it with `sudo apt-get install -y espeak-ng`; the voice preview tests are skipped until then.'
      : 'espeak-ng is missing and apt-get is not available: install espeak-ng; the voice preview tests are skipped until then.',
  );
  process.exit(0);
}

for (const args of [['update'], ['install', '-y', 'espeak-ng']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.exit(0);
