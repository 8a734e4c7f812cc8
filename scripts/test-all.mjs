#!/usr/bin/env node
// pnpm test, ordered for CI's 45 minutes on two cores: lint and typecheck first (a quick failure);
// then the unit suites (SQLite, then PostgreSQL: CPU-bound, ~7 min alone) beside the stress tests
// that wait on real server processes (crash, load, fresh install, the cluster: ~3 min); then, alone,
// the heavy-requests stress test (it measures a cheap GET's p99 while heavy requests run, so it needs
// the machine to itself) and the browser suite, the one most sensitive to a busy machine (~11 min: a
// trace is recorded only on a retry; recording one on every try took it to ~31 min), then the four
// browser specs against a server on PostgreSQL (`pnpm test:e2e:pg`, ~2 min).
// Each line is prefixed with its chain; the exit code is the first failure's, 0 when all pass. A failure's
// lines are printed again at the very end, since a CI log is often read from its tail only.

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const sideBySide = {
  unit: ['test:unit', 'test:unit:pg'],
  stress: ['test:stress:beside'],
};

/** Lines that name a failure: vitest's FAIL and ×, Playwright's ✘ and numbered failures, a script's end. */
const FAILURE_LINE = /( FAIL |×|✘|^\s+\d+\) \[)/;
/** The lines after a failure's name that say why (the assertion, expected and received). */
const LINES_AFTER_FAILURE = 12;
const MAX_REPEATED_LINES = 120;
const failureLines = [];
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour.
const ANSI_STYLE = /\u001b\[[0-9;]*m/g;

/** Runs one package script, each output line prefixed; resolves with its exit code. */
function runScript(chain, script) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.info(`[${chain}] pnpm ${script}`);
    const child = spawn('pnpm', [script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let linesToKeep = 0;
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => {
        console.info(`[${chain}] ${line}`);
        const plain = line.replace(ANSI_STYLE, '');
        if (FAILURE_LINE.test(plain)) linesToKeep = LINES_AFTER_FAILURE + 1;
        if (linesToKeep > 0 && plain.trim()) {
          failureLines.push(`[${chain}] ${plain}`);
          linesToKeep -= 1;
        }
      });
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ended = `[${chain}] pnpm ${script}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`;
      console.info(ended);
      if (code !== 0) failureLines.push(ended);
      resolve(code ?? 1);
    });
  });
}

/** The chain's scripts in order, stopping at the first that fails. */
async function runChain(chain, scripts) {
  for (const script of scripts) {
    const code = await runScript(chain, script);
    if (code !== 0) return code;
  }
  return 0;
}

async function main() {
  for (const script of ['lint', 'typecheck']) {
    const code = await runScript('check', script);
    if (code !== 0) return code;
  }
  const codes = await Promise.all(
    Object.entries(sideBySide).map(([chain, scripts]) => runChain(chain, scripts)),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) return failed;
  return runChain('alone', ['test:stress:alone', 'test:e2e', 'test:e2e:pg']);
}

/** The failures' lines once more, last in the log (at most MAX_REPEATED_LINES of them). */
function repeatFailures(code) {
  if (code === 0 || failureLines.length === 0) return;
  console.info(`\n[summary] what failed (${failureLines.length} lines, the first ${MAX_REPEATED_LINES}):`);
  for (const line of failureLines.slice(0, MAX_REPEATED_LINES)) console.info(`[summary] ${line}`);
}

main().then((code) => {
  repeatFailures(code);
  process.exit(code);
});
