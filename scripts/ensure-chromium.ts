/**
 * Runs before the browser tests: they drive Debian's Chromium (no browser downloads work here).
 * Finds it, installs it when this user can (root with apt-get), or stops with the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

type Plan = { action: 'ready' } | { action: 'install'; message: string } | { action: 'stop'; message: string };

/** What to do, given where Chromium should be and what this machine allows. */
export function chromiumPlan(options: { chromiumPath?: string; isFound: boolean; canInstall: boolean }): Plan {
  if (options.isFound) return { action: 'ready' };
  if (options.chromiumPath) {
    return {
      action: 'stop',
      message: `CHROMIUM_PATH=${options.chromiumPath} does not exist: point it at a Chromium binary, or unset it and run \`${INSTALL_COMMAND}\`.`,
    };
  }
  if (options.canInstall) {
    return { action: 'install', message: `Chromium is missing (${DEFAULT_CHROMIUM_PATH}): installing Debian's chromium with apt-get.` };
  }
  return {
    action: 'stop',
    message: `Chromium is missing (${DEFAULT_CHROMIUM_PATH}): run \`${INSTALL_COMMAND}\`, or set CHROMIUM_PATH to a Chromium binary.`,
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const hasAptGet = () => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, 'apt-get')));

function main() {
  const chromiumPath = process.env.CHROMIUM_PATH || undefined;
  const plan = chromiumPlan({
    chromiumPath,
    isFound: isExecutable(chromiumPath ?? DEFAULT_CHROMIUM_PATH),
    canInstall: process.getuid?.() === 0 && hasAptGet(),
  });
  if (plan.action === 'ready') return;
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  console.log(plan.message);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: run \`${INSTALL_COMMAND}\` by hand, or set CHROMIUM_PATH.`);
      process.exit(1);
    }
  }
  if (!isExecutable(DEFAULT_CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium but ${DEFAULT_CHROMIUM_PATH} is still missing: set CHROMIUM_PATH to its binary.`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
