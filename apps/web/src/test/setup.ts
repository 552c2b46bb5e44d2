import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { startI18n } from '../lib/i18n';
import { closeModal, isAnyModalOpen } from '../lib/modals';

// jsdom has no modal dialogs: opening one only sets `open`, which is all the tests look at
// (the browser's focus trap and inert page are the e2e tests' business).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// A page's code and texts load on demand: under a full, parallel run on two cores that can take
// longer than the library's 1 s default, which then fails a test that is right.
configure({ asyncUtilTimeout: 5000 });

await startI18n('en');

afterEach(() => {
  cleanup();
  while (isAnyModalOpen()) closeModal(); // the stack outlives the rendered app
});
