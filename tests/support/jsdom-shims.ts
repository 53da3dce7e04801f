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
