import { configure } from '@testing-library/react';

/* eslint-disable @typescript-eslint/no-unnecessary-condition -- the DOM's types promise what jsdom lacks: these checks are the point */

/**
 * What jsdom lacks and the screens use, set up once for every component test (vitest.config.ts):
 * matchMedia (react-hot-toast asks it about reduced motion) and modal dialogs.
 */
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core CI machine a screen's
// first render can take longer, and a test then fails for the machine, not the screen.
configure({ asyncUtilTimeout: 5000 });
