import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** The JavaScript a first visit downloads, gzipped, for each page (scripts loaded before the page is idle). */
export async function initialJavaScript(
  baseUrl: string,
  cookie: string,
  paths: readonly string[] = ['/login', '/dashboard'],
): Promise<Record<string, number>> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const sizes: Record<string, number> = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      if (path !== '/login') {
        const [name, value] = cookie.split('=');
        await context.addCookies([{ name: name!, value: value!, url: baseUrl }]);
      }
      const page = await context.newPage();
      const bodies: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(response.body().then((body) => gzipSync(body).length));
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // Every script body is read before the page's total is taken.
      sizes[path] = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}
